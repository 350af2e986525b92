//! The game's story (the after-action report): the tracks turn by turn and the moments that
//! mattered, gathered from what the channel saw, then drawn as a chart ([`chart`]: SVG,
//! rasterised with the board picture's resvg pipeline and embedded font) and written as
//! text ([`text`]: Markdown for a forum post, and the channel's message).
//!
//! **Invariant:** [`Story::record`] reads log entries only as the Observer sees them
//! (`seen_by(Observer)`) and views only through their public counts (tracks, victory
//! counts, the turn); it keeps numbers, countries and the cards played openly, nothing
//! else. So two games that differ only in what is hidden (hands, the draw order, Plot
//! values face down) tell the same story.

mod chart;
mod text;

use labyrinth_engine::{
    CardId, Country, Governance, Ideology, LogEntry, Outcome, Players, Plot, Scenario, Seat, Side,
    View,
};

use crate::i18n::Lang;
pub use chart::{CHART_BUDGET, FILE_NAME};
pub use text::{MARKDOWN_NAME, is_story};

/// The eight counts the chart follows, as the board shows them (4.7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tracks {
    pub prestige: u8,
    pub funding: u8,
    /// 2.1.1 Resources of Good Muslim countries.
    pub good_resources: u8,
    /// 2.1.2 Resources of Islamist Rule countries.
    pub islamist_resources: u8,
    /// Muslim countries at Fair or Good.
    pub fair_good: u8,
    /// Muslim countries at Poor or Islamist Rule.
    pub poor_islamist: u8,
    /// Troops on the Troops track (4.7.3).
    pub troops: u8,
    /// Cells on the Funding track (4.7.4).
    pub cells: u8,
}

impl Tracks {
    /// The public counts of `view` (any seat's view shows them alike).
    pub fn of(view: &View) -> Tracks {
        Tracks {
            prestige: view.prestige,
            funding: view.funding,
            good_resources: view.good_resources,
            islamist_resources: view.islamist_resources,
            fair_good: view.fair_good_countries,
            poor_islamist: view.poor_islamist_countries,
            troops: view.troops_on_track,
            cells: view.cells_on_track,
        }
    }
}

/// When something was seen: the turn, and how many cards had been played in it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct At {
    pub turn: u16,
    pub plays: u16,
}

/// The tracks at one point of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    pub at: At,
    pub tracks: Tracks,
}

/// What made a moment matter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// 7.3.4 Regime Change.
    RegimeChange(Country),
    /// 8.4.4 a country falls to Islamist Rule.
    IslamistRule(Country),
    /// 8.5.6 a WMD Plot resolves.
    Wmd(Country),
    /// 5.3.1 the `n`th reshuffle: deck `n + 1` begins (the game-end reshuffle, 3.3, is
    /// told as the victory).
    Reshuffle(u8),
    /// 2.1 / 2.3 the game is over.
    Victory(Outcome),
}

/// One moment that mattered: when, the card being played (and by whom), what happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    pub at: At,
    pub card: Option<(CardId, Side)>,
    pub what: Happening,
}

/// A game's public story, gathered step by step.
#[derive(Clone, Debug, PartialEq)]
pub struct Story {
    pub scenario: Scenario,
    pub game_length: u8,
    pub players: Players,
    pub ideology: Ideology,
    pub samples: Vec<Sample>,
    pub moments: Vec<Moment>,
    /// Cards played in each turn (turn 1 first) as far as seen.
    pub plays: Vec<u16>,
    /// The turn now, and the card being played in it, if any.
    now: At,
    card: Option<(CardId, Side)>,
    pub outcome: Option<Outcome>,
}

impl Story {
    /// The story of a game whose first public position is `view`.
    pub fn begin(view: &View) -> Story {
        let now = At {
            turn: view.turn.max(1),
            plays: 0,
        };
        let mut story = Story {
            scenario: view.scenario,
            game_length: view.game_length,
            players: view.players,
            ideology: view.ideology,
            samples: Vec::new(),
            moments: Vec::new(),
            plays: Vec::new(),
            now,
            card: None,
            outcome: view.outcome,
        };
        story.sample(view);
        story
    }

    /// What one step showed the channel: its log entries (any seat's: each is read as the
    /// Observer sees it) and the position after it.
    pub fn record(&mut self, entries: &[LogEntry], view: &View) {
        for entry in entries {
            self.note(&entry.seen_by(Seat::Observer));
        }
        self.outcome = view.outcome;
        self.sample(view);
    }

    /// The tracks now, kept when they differ from the last kept.
    fn sample(&mut self, view: &View) {
        let tracks = Tracks::of(view);
        if self.samples.last().is_some_and(|s| s.tracks == tracks) {
            return;
        }
        self.samples.push(Sample {
            at: self.now,
            tracks,
        });
    }

    fn note(&mut self, entry: &LogEntry) {
        let what = match *entry {
            LogEntry::PhaseStarted { turn, .. } => {
                self.begin_turn(turn);
                self.card = None;
                None
            }
            // What follows the end of a turn (the deal, a reshuffle) is still that turn's
            // end: the next turn begins with its first Action Phase.
            LogEntry::EndOfTurn { .. } => {
                self.card = None;
                None
            }
            LogEntry::CardPlayed { side, card, .. } => {
                self.now.plays = self.now.plays.saturating_add(1);
                self.set_plays();
                self.card = Some((card, side));
                None
            }
            LogEntry::PlotResolves { country, plot } => {
                self.card = None;
                (plot == Plot::Wmd).then_some(Happening::Wmd(country))
            }
            // A Regime Change marker placed (its removal logs `marker: None`).
            LogEntry::RegimeChange {
                country,
                marker: Some(_),
            } => Some(Happening::RegimeChange(country)),
            LogEntry::Governance {
                country,
                to: Governance::IslamistRule,
                ..
            } => Some(Happening::IslamistRule(country)),
            // The game-end reshuffle (3.3) is told with the victory it brings.
            LogEntry::Reshuffle { deck } => {
                (deck < self.game_length).then_some(Happening::Reshuffle(deck))
            }
            LogEntry::GameOver { outcome } => Some(Happening::Victory(outcome)),
            _ => None,
        };
        if let Some(what) = what {
            self.moments.push(Moment {
                at: self.now,
                card: self.card,
                what,
            });
        }
    }

    fn begin_turn(&mut self, turn: u16) {
        if turn != self.now.turn {
            self.set_plays();
            self.now = At {
                turn: turn.max(1),
                plays: 0,
            };
            self.set_plays();
        }
    }

    /// Note the cards played so far in the current turn.
    fn set_plays(&mut self) {
        let index = usize::from(self.now.turn.max(1) - 1);
        if self.plays.len() <= index {
            self.plays.resize(index + 1, 0);
        }
        self.plays[index] = self.plays[index].max(self.now.plays);
    }

    /// The turn the story has reached.
    pub fn turn(&self) -> u16 {
        self.now.turn
    }

    /// The tracks at the end of the story.
    pub fn last(&self) -> Tracks {
        self.samples.last().map(|s| s.tracks).unwrap_or_default()
    }

    /// Where `at` stands on the chart's time axis, in turns from the start: turn `t` spans
    /// `t - 1 .. t`, shared evenly among the cards played in it. The turn in progress is
    /// spread as the turns before it were (their median), so it does not look complete.
    pub fn x(&self, at: At) -> f32 {
        let index = usize::from(at.turn.max(1) - 1);
        let played = self.plays.get(index).copied().unwrap_or(0);
        let in_progress = self.outcome.is_none() && at.turn == self.now.turn;
        let cards = if in_progress {
            played.max(self.typical_plays())
        } else {
            played
        };
        let within = match cards {
            0 => 0.0,
            n => f32::from(at.plays.min(n)) / f32::from(n),
        };
        f32::from(at.turn.max(1) - 1) + within
    }

    /// The median number of cards played in a finished turn (8 before any).
    fn typical_plays(&self) -> u16 {
        let finished = usize::from(self.now.turn.max(1) - 1).min(self.plays.len());
        let mut counts: Vec<u16> = self.plays[..finished]
            .iter()
            .copied()
            .filter(|n| *n > 0)
            .collect();
        counts.sort_unstable();
        counts.get(counts.len() / 2).copied().unwrap_or(8)
    }

    /// How many turns wide the chart is: every turn begun, the one in progress whole.
    pub fn span(&self) -> f32 {
        let last = self.samples.last().map(|s| self.x(s.at)).unwrap_or(0.0);
        let turns = match self.outcome {
            Some(_) => last.ceil(),
            None => f32::from(self.now.turn),
        };
        turns.max(last).max(1.0)
    }
}

/// Who played, and when, as the record says (the story itself knows only the board).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    /// The game's id, if it is stored.
    pub game: Option<i64>,
    /// Who held each seat, in words (a player, or the computer named as such).
    pub us: String,
    pub jihadist: String,
    /// When the game began and last changed (ISO 8601, UTC), if known.
    pub started: Option<String>,
    pub ended: Option<String>,
    /// Ended without a winner (`/lab game abandon`).
    pub abandoned: bool,
}

/// The story of one game with its record, in one language: a chart and a text.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub story: Story,
    pub meta: Meta,
    pub lang: Lang,
}

impl Report {
    pub fn new(story: Story, meta: Meta, lang: Lang) -> Report {
        Report { story, meta, lang }
    }
}

#[cfg(test)]
mod tests;
