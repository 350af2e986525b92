//! The one English detector of the Russian tests (issue "Русский"): what a player reads in
//! a Russian game holds no Latin-script word but the proper names the rules' Russian
//! translation keeps in Latin, the command's root name `/lab`, the players' own names,
//! numbers and rule numbers, Discord's mentions and URLs.

use std::collections::BTreeSet;

/// Latin words a Russian text keeps, and why. The Russian rules write ОМП, ГВСТ and the
/// card titles in Russian; they keep in Latin only the game's title (LABYRINTH, 1.0), the
/// printed card words MARK and REMOVE (4.10.2, 4.10.3) and the box "Loose Nuke, NEU, &
/// Kazakh Strain" (4.7.8.1), none of which the bot's texts use. Besides: the slash command's
/// root name (Discord registers `lab` in every language), the platform's name and the file
/// formats (`/lab игра экспорт` gives JSON, the board picture is a PNG, `поле.png`).
pub const KEPT_IN_LATIN: &[&str] = &[
    "lab",
    "Labyrinth",
    "LABYRINTH",
    "Discord",
    "JSON",
    "PNG",
    "png",
];

/// The Latin words of `text` that are not allowed in a Russian text: runs of two or more
/// Latin letters, once mentions, custom emoji, timestamps and URLs are taken out, that are
/// neither [`KEPT_IN_LATIN`] nor one of `names` (the players' names in this test).
pub fn english_words(text: &str, names: &[&str]) -> Vec<String> {
    let text = without_markup(text);
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .filter(|w| !KEPT_IN_LATIN.contains(w) && !names.contains(w))
        .map(String::from)
        .collect()
}

/// The runs of three or more Latin letters in one message text that are not in `kept`,
/// outside command syntax (`/lab game join`, `answer:agree`: skipped up to the next word with
/// a non-ASCII letter). For the app's replies and the engine's refusals read one by one,
/// where commands are quoted as typed.
pub fn latin_runs(text: &str, kept: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut command = false;
    for token in text.split_whitespace() {
        let bare = token.trim_start_matches(['(', '«', '`', '"']);
        if bare.starts_with('/') || token.contains(':') && token.is_ascii() {
            command = true;
            continue;
        }
        if command && token.is_ascii() {
            continue;
        }
        command = false;
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !kept.contains(&word) {
                out.push(word.to_string());
            }
        }
    }
    out
}

/// `text` without Discord's markup (`<@123>`, `<#123>`, `<@&123>`, `<t:1700000000:R>`,
/// `<:name:123>`, `</lab choose:123>`) and URLs (`https://…` up to a space).
fn without_markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(['<', 'h']) {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let skip = if tail.starts_with('<') {
            tail.find('>')
                .filter(|end| is_markup(&tail[1..*end]))
                .map(|end| end + 1)
        } else if tail.starts_with("https://") || tail.starts_with("http://") {
            Some(tail.find(char::is_whitespace).unwrap_or(tail.len()))
        } else {
            None
        };
        match skip {
            Some(n) => {
                out.push(' ');
                rest = &tail[n..];
            }
            None => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The inside of `<…>` that Discord renders as a mention, an emoji, a timestamp or a
/// command link: it ends with digits (an id) or is a timestamp.
fn is_markup(inner: &str) -> bool {
    let ends_with_id = inner
        .rsplit(':')
        .next()
        .is_some_and(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()));
    let mention = ["@", "#", "@&", "@!", ":", "a:", "/"]
        .iter()
        .any(|p| inner.starts_with(p));
    let timestamp = inner.starts_with("t:");
    (mention && ends_with_id) || timestamp
}

/// Every line a test shows a Russian reader, scanned as it comes; the lines with English
/// words, each set of words once.
pub struct Scan {
    names: Vec<String>,
    lines: usize,
    found: Vec<String>,
    seen: BTreeSet<String>,
}

impl Scan {
    /// A scan that allows the players' `names` besides [`KEPT_IN_LATIN`].
    pub fn new(names: &[&str]) -> Scan {
        Scan {
            names: names.iter().map(|n| n.to_string()).collect(),
            lines: 0,
            found: Vec::new(),
            seen: BTreeSet::new(),
        }
    }

    /// Scan each line of `text`, shown as `what` (a channel post, a DM, a button...).
    /// `RU_PRINT=1` prints every line scanned.
    pub fn text(&mut self, what: &str, text: &str) {
        let names: Vec<&str> = self.names.iter().map(String::as_str).collect();
        for line in text.lines() {
            self.lines += 1;
            if std::env::var_os("RU_PRINT").is_some() {
                eprintln!("{what}\t{line}");
            }
            let words = english_words(line, &names);
            if !words.is_empty() && self.seen.insert(words.join(" ")) {
                self.found.push(format!("{what}: {words:?} in {line:?}"));
            }
        }
    }

    pub fn lines(&self) -> usize {
        self.lines
    }

    /// The lines with English words, one per set of words.
    pub fn found(&self) -> &[String] {
        &self.found
    }

    /// Fails with every line that holds English, after checking that something was read.
    pub fn assert_russian(&self, game: &str) {
        assert!(
            self.lines > 100,
            "{game}: only {} lines scanned",
            self.lines
        );
        assert!(
            self.found.is_empty(),
            "{game}: English in {} of {} lines:\n{}",
            self.found.len(),
            self.lines,
            self.found.join("\n")
        );
    }
}
