//! The report's words: the heading and result (also the chart's title), the moments that
//! mattered (turn, card, what changed) and where the tracks ended, as Markdown that pastes
//! into a forum post, and the same within one Discord message.

use labyrinth_engine::{Outcome, Players, VictoryReason};

use super::{Happening, Moment, Report, Story};
use crate::i18n::{Lang, names};
use crate::render::{MESSAGE_LIMIT, reason_key, side_key};
use crate::tr;

/// The Markdown file's name (attached beside the chart).
pub const MARKDOWN_NAME: &str = "report.md";

/// "Let's Roll!, 1 deck · game #12".
/// Whether a posted message is a game's story: its Markdown opens with the title heading
/// (`## `), as no log line or board does, so `/lab log` leaves it out like a board.
pub fn is_story(text: &str) -> bool {
    text.starts_with("## ")
}

pub(super) fn heading(report: &Report) -> String {
    let story = &report.story;
    let lang = report.lang;
    tr!(
        lang,
        "report-heading",
        scenario = names::scenario(lang, story.scenario),
        decks = story.game_length,
        game = report.meta.game.unwrap_or(0)
    )
}

/// "The US wins — 15+ Muslim countries are Fair or Good (2.1.1) · turn 9", or how far a
/// game in progress (or abandoned) got.
pub(super) fn result(report: &Report) -> String {
    let story = &report.story;
    let lang = report.lang;
    match story.outcome {
        Some(outcome) => tr!(
            lang,
            "report-result",
            side = side_key(outcome.winner),
            why = why(lang, outcome),
            turn = story.turn()
        ),
        None if report.meta.abandoned => tr!(lang, "report-abandoned", turn = story.turn()),
        None => tr!(lang, "report-in-progress", turn = story.turn()),
    }
}

/// Why the game ended, with the count at a game-end reshuffle.
fn why(lang: Lang, outcome: Outcome) -> String {
    match (outcome.reason, outcome.tally) {
        (VictoryReason::EndOfDeck, Some(tally)) => tr!(
            lang,
            "report-end-of-deck",
            good = tally.good_resources,
            islamist = tally.islamist_resources,
            rule = tally.rule()
        ),
        (reason, _) => tr!(lang, "outcome-reason", reason = reason_key(reason)),
    }
}

/// What happened, in a few words: "Regime Change in Iraq".
pub(super) fn happening(lang: Lang, what: &Happening) -> String {
    match *what {
        Happening::RegimeChange(country) => tr!(
            lang,
            "report-regime-change",
            within = names::country_in(lang, country)
        ),
        Happening::IslamistRule(country) => tr!(
            lang,
            "report-islamist-rule",
            country = names::country(lang, country)
        ),
        Happening::Wmd(country) => tr!(
            lang,
            "report-wmd",
            within = names::country_in(lang, country)
        ),
        Happening::Reshuffle(deck) => tr!(lang, "report-reshuffle", deck = deck + 1),
        Happening::Victory(outcome) => {
            tr!(lang, "report-victory", side = side_key(outcome.winner))
        }
    }
}

/// "Turn 4 · #41 NATO (US): Regime Change in Iraq".
fn moment_line(lang: Lang, number: usize, moment: &Moment) -> String {
    let when = match moment.card {
        Some((card, side)) => tr!(
            lang,
            "report-when-card",
            turn = moment.at.turn,
            number = card.number(),
            card = names::card(lang, card),
            side = side_key(side)
        ),
        None => tr!(lang, "report-when", turn = moment.at.turn),
    };
    let what = match moment.what {
        Happening::Victory(outcome) => why(lang, outcome),
        other => happening(lang, &other),
    };
    format!("{number}. {when}: {what}")
}

/// Who played, and when.
fn players(report: &Report) -> Vec<String> {
    let lang = report.lang;
    let meta = &report.meta;
    let story = &report.story;
    let mut lines = vec![tr!(
        lang,
        "report-seats",
        us = meta.us.as_str(),
        jihadist = meta.jihadist.as_str()
    )];
    if story.players == Players::Solitaire {
        lines.push(tr!(
            lang,
            "report-ideology",
            ideology = names::ideology(lang, story.ideology)
        ));
    }
    let day = |at: &Option<String>| at.as_deref().map(|t| t.chars().take(10).collect());
    if let (Some(from), Some(to)) = (day(&meta.started), day(&meta.ended)) {
        let (from, to): (String, String) = (from, to);
        lines.push(if from == to {
            tr!(lang, "report-played-on", day = from)
        } else {
            tr!(lang, "report-played", from = from, to = to)
        });
    }
    lines
}

/// Where the tracks stand at the end of the story.
fn last_tracks(report: &Report) -> String {
    let t = report.story.last();
    tr!(
        report.lang,
        "report-tracks",
        prestige = t.prestige,
        funding = t.funding,
        good = t.good_resources,
        islamist = t.islamist_resources,
        fair_good = t.fair_good,
        poor = t.poor_islamist,
        troops = t.troops,
        cells = t.cells
    )
}

/// The parts of the text, `moments` of them listed.
fn parts(report: &Report, moments: usize) -> Vec<String> {
    let lang = report.lang;
    let story: &Story = &report.story;
    let mut out = vec![
        format!("## {}", heading(report)),
        format!("**{}**", result(report)),
        String::new(),
    ];
    out.extend(players(report).into_iter().map(|line| format!("- {line}")));
    out.push(String::new());
    out.push(format!("### {}", tr!(lang, "report-moments")));
    if story.moments.is_empty() {
        out.push(tr!(lang, "report-no-moments"));
    }
    for (i, moment) in story.moments.iter().enumerate().take(moments) {
        out.push(moment_line(lang, i + 1, moment));
    }
    if moments < story.moments.len() {
        out.push(tr!(
            lang,
            "report-more-in-file",
            count = (story.moments.len() - moments) as i64,
            file = MARKDOWN_NAME
        ));
    }
    out.push(String::new());
    out.push(format!("### {}", tr!(lang, "report-tracks-heading")));
    out.push(last_tracks(report));
    out
}

impl Report {
    /// The whole story as Markdown (what the terminal prints).
    pub fn markdown(&self) -> String {
        parts(self, self.story.moments.len()).join("\n") + "\n"
    }

    /// The whole story as Markdown for a forum post, showing the chart from the file `chart`
    /// (its name, beside the text: `report.png` on Discord).
    pub fn markdown_with(&self, chart: &str) -> String {
        let alt = tr!(self.lang, "report-chart-alt");
        format!("{}\n![{alt}]({chart})\n", self.markdown())
    }

    /// The story within one Discord message: as many moments as fit, the rest counted.
    pub fn message(&self) -> String {
        let total = self.story.moments.len();
        (0..=total)
            .rev()
            .map(|n| parts(self, n).join("\n"))
            .find(|text| text.chars().count() <= MESSAGE_LIMIT)
            .unwrap_or_else(|| heading(self))
    }

    /// The chart's SVG source.
    pub fn svg(&self) -> String {
        super::chart::svg(self)
    }

    /// The chart as a PNG ([`FILE_NAME`](super::FILE_NAME)).
    pub fn png(&self) -> Result<Vec<u8>, crate::render::MapError> {
        super::chart::png(self)
    }
}
