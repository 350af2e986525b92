//! No English prose built outside the message files (issue "Русский"): every text a player
//! reads comes from `locales/{en,ru}/*.ftl` through `tr!` or `Msg`. This test reads the
//! source of the bot's user-facing directories, lists each string literal that reads as
//! English words and fails on any not in [`ALLOWED`] with its reason.
//!
//! A literal is skipped in comments, doc comments, attributes (`#[error(..)]`: Display texts
//! that go to the log), `#[cfg(test)]` items, SQL, and as the argument of a developer
//! diagnostic (`eprintln!`, `println!` to a log, `tracing`/`log` macros, `panic!`,
//! `expect(..)`). Message keys (`tr!`, `Msg::new`) are kebab-case, never prose. It reads as prose when it has two
//! words of two or more letters separated by spaces only, or a capitalised word followed
//! by another word ("Game over", "is not").
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::fs;
use std::path::{Path, PathBuf};

/// The directories held to the rule.
const ENFORCED_DIRS: &[&str] = &[
    "src/app",
    "src/discord",
    "src/terminal",
    "src/store",
    "src/render",
    "src/sim",
];

/// Directories not yet held to the rule while their texts are being moved to the message
/// files (none today): `TIDY_PENDING=1 cargo test --test i18n_tidy -- --nocapture` lists
/// what is left there.
const PENDING_DIRS: &[&str] = &[];

/// Literals allowed to read as English, each with its reason: (file, the literal, why).
/// `*` stands for every literal of the file.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "src/discord/register.rs",
        "*",
        "the operator's start-up errors (`labyrinth discord --register`): the command line \
         speaks English, like cargo and the README",
    ),
    (
        "src/discord/check.rs",
        "*",
        "`labyrinth discord --check`, the operator's command line (English, like the README)",
    ),
    (
        "src/app/check.rs",
        "*",
        "`labyrinth check`, the operator's command line for cron (English, like the README)",
    ),
    (
        "src/app/outbox.rs",
        "an owed message",
        "what a `StoreError::Encode` could not encode, for the operator's log",
    ),
    (
        "src/discord/deliver/failure.rs",
        "no interaction to answer",
        "an internal error of a start-up delivery, logged and never shown",
    ),
    (
        "src/discord/deliver/press.rs",
        "button hand",
        "a command's name in the operator's log line",
    ),
    (
        "src/discord/deliver/press.rs",
        "button answer",
        "a command's name in the operator's log line",
    ),
    (
        "src/app/export/import.rs",
        "*",
        "`labyrinth import FILE`, the operator's command line (English, like the README)",
    ),
    (
        "src/store/games.rs",
        "*",
        "why a save cannot be loaded: the technical detail quoted inside `app-store-broken` \
         (serde's own English is matched here too)",
    ),
    (
        "src/store/digest.rs",
        "*",
        "why a save cannot be loaded (its digests): the detail quoted inside `app-store-broken`",
    ),
    (
        "src/app/undo.rs",
        "its action log does not replay (action {seq})",
        "a damaged save's detail, quoted inside `app-store-broken`",
    ),
    (
        "src/app/undo.rs",
        "its action log does not replay",
        "a damaged save's detail, quoted inside `app-store-broken`",
    ),
    (
        "src/render/embed.rs",
        "*",
        "the embed's own checks against Discord's limits: an internal error if ever broken",
    ),
    (
        "src/render/map/layout.rs",
        "data/layout.json does not place {}",
        "the map's data file is incomplete: an internal error caught by the tests",
    ),
    (
        "src/render/map/mod.rs",
        "Schengen area",
        "an SVG comment (<!-- -->) naming the layer: nobody sees it",
    ),
    (
        "src/render/map/raster.rs",
        "DejaVu Sans",
        "the font's family name",
    ),
    (
        "src/render/map/svg.rs",
        "*",
        "SVG markup: element and attribute names, the font's family name",
    ),
    (
        "src/sim/mod.rs",
        "*",
        "the simulator's internal errors (a rules bug reported to the operator)",
    ),
];

/// Macros and methods whose string arguments a player never reads.
const DIAGNOSTIC_CALLS: &[&str] = &[
    "eprintln!",
    "eprint!",
    "println!",
    "print!",
    "panic!",
    "unreachable!",
    "todo!",
    "unimplemented!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "expect",
    "expect_err",
    // A bug's or a damaged save's detail: quoted as it is inside a translated frame
    // (`app-internal`, `app-store-broken`), like a log line.
    "Internal",
    "Broken",
    "Corrupt",
    "broken",
];

/// SQL statements: the store's queries.
const SQL_STARTS: &[&str] = &[
    "SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "WITH", "PRAGMA", "ALTER", "DROP", "BEGIN",
    "COMMIT", "ROLLBACK", "REPLACE",
];

#[derive(Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(char),
    Str { text: String, line: usize },
}

/// The tokens of `source` that matter here: identifiers, punctuation, string literals
/// (escapes decoded, raw strings as written). Comments, char and byte literals, numbers and
/// lifetimes are dropped.
fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"' {
            let start = line;
            let (text, end, lines) = quoted(&chars, i + 1);
            line += lines;
            out.push(Token::Str { text, line: start });
            i = end;
        } else if (c == 'r' || c == 'b') && raw_start(&chars, i).is_some() {
            let (hashes, open) = raw_start(&chars, i).unwrap_or((0, i));
            let byte = c == 'b';
            let mut j = open + 1;
            let start = line;
            let mut text = String::new();
            while j < chars.len() {
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    break;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                text.push(chars[j]);
                j += 1;
            }
            if !byte {
                out.push(Token::Str { text, line: start });
            }
            i = j + 1 + hashes;
        } else if c == 'b' && next == Some('"') {
            let (_, end, lines) = quoted(&chars, i + 2);
            line += lines;
            i = end;
        } else if c == '\'' {
            i = after_quote(&chars, i);
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
        } else if c.is_ascii_digit() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if c.is_whitespace() {
            i += 1;
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// `r"`, `r#"`, `br"`: the number of hashes and the index of the opening quote.
fn raw_start(chars: &[char], i: usize) -> Option<(usize, usize)> {
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if chars[j] == 'b' {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (chars.get(j) == Some(&'"')).then_some((hashes, j))
}

/// A quoted literal from `start` (after its quote): its decoded text, the index after its
/// closing quote and the line breaks it spans.
fn quoted(chars: &[char], start: usize) -> (String, usize, usize) {
    let mut text = String::new();
    let mut lines = 0;
    let mut i = start;
    while i < chars.len() && chars[i] != '"' {
        if chars[i] == '\n' {
            lines += 1;
        }
        if chars[i] == '\\' {
            i += 1;
            match chars.get(i) {
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some('\n') => {
                    // A continued line: the break and the next line's indent are dropped.
                    lines += 1;
                    i += 1;
                    while i < chars.len() && chars[i].is_whitespace() {
                        if chars[i] == '\n' {
                            lines += 1;
                        }
                        i += 1;
                    }
                    continue;
                }
                Some('u') => {
                    while i < chars.len() && chars[i] != '}' {
                        i += 1;
                    }
                    text.push('?');
                }
                Some(other) => text.push(*other),
                None => {}
            }
            i += 1;
            continue;
        }
        text.push(chars[i]);
        i += 1;
    }
    (text, i + 1, lines)
}

/// After a char literal (`'a'`, `'\''`, `'\u{..}'`) or a lifetime (`'a`).
fn after_quote(chars: &[char], i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        let mut j = i + 2;
        while j < chars.len() && chars[j] != '\'' {
            j += 1;
        }
        return j + 1;
    }
    if chars.get(i + 2) == Some(&'\'') {
        return i + 3;
    }
    i + 1
}

/// The literals outside tests, attributes and diagnostics: (line, text).
fn player_literals(source: &str) -> Vec<(usize, String)> {
    let tokens = tokens(source);
    let mut out = Vec::new();
    // For each open bracket: the call it opens (`eprintln!`, `expect`) and whether an
    // attribute opened it.
    let mut stack: Vec<(String, bool)> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Punct('#') if is_cfg_test(&tokens[i..]) => {
                i = skip_item(&tokens, i + 7);
                continue;
            }
            Token::Punct('#') if matches!(tokens.get(i + 1), Some(Token::Punct('['))) => {
                stack.push((String::new(), true));
                i += 2;
                continue;
            }
            Token::Punct('#')
                if matches!(tokens.get(i + 1), Some(Token::Punct('!')))
                    && matches!(tokens.get(i + 2), Some(Token::Punct('['))) =>
            {
                stack.push((String::new(), true));
                i += 3;
                continue;
            }
            Token::Punct(open @ ('(' | '[' | '{')) => {
                let before = i.checked_sub(1).map(|j| &tokens[j]);
                let call = match (i.checked_sub(2).map(|j| &tokens[j]), before) {
                    (Some(Token::Ident(name)), Some(Token::Punct('!'))) => format!("{name}!"),
                    (_, Some(Token::Ident(name))) if *open == '(' => name.clone(),
                    // A struct literal: `StoreError::Broken { .. }`.
                    (_, Some(Token::Ident(name)))
                        if *open == '{' && name.starts_with(char::is_uppercase) =>
                    {
                        name.clone()
                    }
                    _ => String::new(),
                };
                stack.push((call, false));
            }
            Token::Punct(')' | ']' | '}') => {
                stack.pop();
            }
            Token::Str { text, line } => {
                let skipped = stack.iter().any(|(call, attribute)| {
                    *attribute || DIAGNOSTIC_CALLS.contains(&call.as_str())
                });
                if !skipped && !is_sql(text) {
                    out.push((*line, text.clone()));
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `#[cfg(test)]` at the start of `tokens`.
fn is_cfg_test(tokens: &[Token]) -> bool {
    let want = [
        Token::Punct('#'),
        Token::Punct('['),
        Token::Ident("cfg".into()),
        Token::Punct('('),
        Token::Ident("test".into()),
        Token::Punct(')'),
        Token::Punct(']'),
    ];
    tokens.len() >= want.len() && tokens[..want.len()] == want
}

/// The index after the item starting at `i`: up to its `;` or its closing brace.
fn skip_item(tokens: &[Token], mut i: usize) -> usize {
    let mut depth = 0;
    while i < tokens.len() {
        match tokens[i] {
            Token::Punct('{' | '(' | '[') => depth += 1,
            Token::Punct('}' | ')' | ']') => {
                depth -= 1;
                if depth == 0 && tokens[i] == Token::Punct('}') {
                    return i + 1;
                }
            }
            Token::Punct(';') if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

fn is_sql(text: &str) -> bool {
    let trimmed = text.trim_start();
    SQL_STARTS.iter().any(|s| {
        trimmed
            .strip_prefix(s)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace))
    })
}

/// Does `text` read as English words? Format placeholders (`{name}`, `{}`) are not words.
fn is_prose(text: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => {
                depth -= 1;
                plain.push('\u{1}');
            }
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // Words and what separates them.
    let mut pieces: Vec<(String, String)> = Vec::new();
    let mut word = String::new();
    let mut gap = String::new();
    for c in plain.chars() {
        if c.is_ascii_alphabetic() {
            if !gap.is_empty() || word.is_empty() {
                if !word.is_empty() {
                    pieces.push((std::mem::take(&mut word), std::mem::take(&mut gap)));
                }
                gap.clear();
            }
            word.push(c);
        } else {
            if !word.is_empty() && gap.is_empty() && c.is_alphanumeric() {
                // `v1x`, `ё` inside a word: not an English word.
                word.push('\u{2}');
            }
            gap.push(c);
        }
    }
    if !word.is_empty() {
        pieces.push((word, gap));
    }
    let english = |w: &str| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic());
    pieces.windows(2).any(|pair| {
        let (first, gap) = &pair[0];
        let (second, _) = &pair[1];
        let spaced = !gap.is_empty() && gap.chars().all(|c| c == ' ');
        let capitalised = first.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && english(first)
            && (gap == " " || gap == ": " || gap == ", ");
        english(first) && english(second) && spaced || capitalised && english(second)
    })
}

/// The English literals under `dirs`: (file, line, text).
fn english_literals(dirs: &[&str]) -> Vec<(String, usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|dir| crate::common::files_under(&root.join(dir), "rs"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let source = fs::read_to_string(&file).unwrap();
        let name = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (line, text) in player_literals(&source) {
            if is_prose(&text) {
                out.push((name.clone(), line, text));
            }
        }
    }
    out
}

#[test]
fn no_english_prose_outside_the_message_files() {
    let found = english_literals(ENFORCED_DIRS);
    let mut used = vec![false; ALLOWED.len()];
    let mut bad = Vec::new();
    for (file, line, text) in &found {
        match ALLOWED
            .iter()
            .position(|(f, t, _)| f == file && (t == text || *t == "*"))
        {
            Some(i) => used[i] = true,
            None => bad.push(format!("{file}:{line}: {text:?}")),
        }
    }
    let unused: Vec<_> = ALLOWED
        .iter()
        .zip(&used)
        .filter(|(_, used)| !**used)
        .map(|((f, t, _), _)| format!("{f}: {t:?}"))
        .collect();
    assert!(
        bad.is_empty(),
        "{} English texts outside locales/ (a message in locales/{{en,ru}}/*.ftl, or an \
         ALLOWED entry with its reason):\n{}",
        bad.len(),
        bad.join("\n")
    );
    assert!(
        unused.is_empty(),
        "ALLOWED entries no longer needed:\n{}",
        unused.join("\n")
    );
}

/// Each pending directory exists and is not enforced yet (a renamed one would silently
/// escape the rule). `TIDY_PENDING=1 cargo test --test i18n_tidy -- --nocapture` prints
/// what is left there.
#[test]
fn pending_directories_exist_and_wait_their_turn() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in PENDING_DIRS.iter().chain(ENFORCED_DIRS) {
        assert!(root.join(dir).is_dir(), "{dir} is gone: update the lists");
    }
    for dir in PENDING_DIRS {
        assert!(
            !ENFORCED_DIRS.contains(dir),
            "{dir} is both pending and enforced"
        );
    }
    if std::env::var_os("TIDY_PENDING").is_some() {
        for (file, line, text) in english_literals(PENDING_DIRS) {
            println!("{file}:{line}: {text:?}");
        }
    }
}

#[test]
fn the_scanner_reads_literals_and_tells_prose() {
    let source = r####"
        // "a comment is not read"
        /* "nor a block comment" */
        fn f() -> String {
            eprintln!("cannot save the game: {e}");
            let _ = x.expect("the store is open");
            let key = tr!(lang, "app-no-game", side = "us side");
            let sql = "SELECT id FROM games WHERE channel = ?1";
            let raw = r#"the "quoted" words"#;
            let c = '"';
            format!("there is no game {} here", "ok")
        }
        #[cfg(test)]
        mod tests {
            fn g() { let _ = "words in a test"; }
        }
        #[error("the store failed: {0}")]
        struct E;
    "####;
    let literals: Vec<String> = player_literals(source)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(
        literals,
        [
            "app-no-game",
            "us side",
            "the \"quoted\" words",
            "there is no game {} here",
            "ok"
        ]
    );
    assert!(is_prose("there is no game {} here"));
    assert!(is_prose("Game over"));
    assert!(is_prose("Undo: yes"));
    assert!(!is_prose("app-no-game"));
    assert!(!is_prose("{} {}"));
    assert!(!is_prose("lab game"[..3].trim()));
    assert!(!is_prose("Пакистан: 2 ячейки"));
    assert!(!is_prose("{side}-{n}"));
}
