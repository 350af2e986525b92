//! The statistics of a self-play run: win rates by side and by victory condition with
//! Wilson 95% confidence intervals, average length, speed; as text or JSON.

use std::fmt::Write as _;

use labyrinth_engine::{Ideology, Scenario, Side, VictoryReason};
use serde::Serialize;

use super::{GameResult, SimConfig};
use crate::i18n::{Lang, names};
use crate::tr;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// A proportion with its Wilson score interval (95%).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub count: usize,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn new(count: usize, total: usize) -> Rate {
        let (low, high) = wilson(count, total);
        let rate = if total == 0 {
            0.0
        } else {
            count as f64 / total as f64
        };
        Rate {
            count,
            rate,
            low,
            high,
        }
    }
}

/// The Wilson score interval for `k` successes in `n` trials at 95%; (0, 1) when n is 0.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Wins by one victory condition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ByReason {
    pub winner: Side,
    pub reason: VictoryReason,
    #[serde(flatten)]
    pub rate: Rate,
}

/// A run's report. Everything but `seconds` and `games_per_second` depends only on the
/// settings (never on `jobs` or the machine).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub scenario: String,
    pub ideology: labyrinth_engine::Ideology,
    pub game_length: u8,
    pub seed: u64,
    pub games: usize,
    pub us: Rate,
    pub jihadist: Rate,
    pub by_reason: Vec<ByReason>,
    pub average_turns: f64,
    pub average_us_decisions: f64,
    pub seconds: f64,
    pub games_per_second: f64,
    /// How long the look ahead's decisions took (`--look-ahead` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thinking: Option<Thinking>,
}

/// The time the looked-ahead decisions took, each on one thread: how many, the median, the
/// 99th percentile and the slowest, in seconds (machine-dependent, like `seconds`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Thinking {
    pub decisions: usize,
    pub median: f64,
    pub p99: f64,
    pub slowest: f64,
}

impl Thinking {
    /// `None` when no decision was looked ahead.
    fn of(results: &[GameResult]) -> Option<Thinking> {
        let mut micros: Vec<u32> = results.iter().flat_map(|r| r.thinking.clone()).collect();
        micros.sort_unstable();
        let at = |q: f64| {
            let i = ((micros.len() - 1) as f64 * q).round() as usize;
            f64::from(micros[i]) / 1e6
        };
        (!micros.is_empty()).then(|| Thinking {
            decisions: micros.len(),
            median: at(0.5),
            p99: at(0.99),
            slowest: at(1.0),
        })
    }
}

impl Report {
    pub fn new(config: &SimConfig, results: &[GameResult], seconds: f64) -> Report {
        let n = results.len();
        let wins = |side: Side| results.iter().filter(|r| r.winner == side).count();
        let mut reasons: Vec<(Side, VictoryReason)> = Vec::new();
        for r in results {
            if !reasons.contains(&(r.winner, r.reason)) {
                reasons.push((r.winner, r.reason));
            }
        }
        // US first, then by how often, then by name: a stable order.
        let count = |w: Side, reason: VictoryReason| {
            results
                .iter()
                .filter(|r| r.winner == w && r.reason == reason)
                .count()
        };
        reasons.sort_by_key(|(w, reason)| {
            (
                *w != Side::Us,
                std::cmp::Reverse(count(*w, *reason)),
                reason.id(),
            )
        });
        let by_reason = reasons
            .into_iter()
            .map(|(winner, reason)| ByReason {
                winner,
                reason,
                rate: Rate::new(count(winner, reason), n),
            })
            .collect();
        let mean = |f: &dyn Fn(&GameResult) -> f64| {
            if n == 0 {
                0.0
            } else {
                results.iter().map(f).sum::<f64>() / n as f64
            }
        };
        Report {
            scenario: config.scenario.id().to_string(),
            ideology: config.ideology,
            game_length: config.game_length,
            seed: config.seed,
            games: n,
            us: Rate::new(wins(Side::Us), n),
            jihadist: Rate::new(wins(Side::Jihadist), n),
            by_reason,
            average_turns: mean(&|r| f64::from(r.turns)),
            average_us_decisions: mean(&|r| r.decisions as f64),
            seconds,
            games_per_second: if seconds > 0.0 {
                n as f64 / seconds
            } else {
                0.0
            },
            thinking: Thinking::of(results),
        }
    }

    /// The human-readable report in English.
    pub fn text(&self) -> String {
        self.text_in(Lang::En)
    }

    /// The human-readable report in `lang` (`locales/*/sim.ftl`).
    pub fn text_in(&self, lang: Lang) -> String {
        let pct = |r: &Rate| {
            decimal(
                lang,
                format!(
                    "{:>5} {:5.1}%  [{:5.1}%, {:5.1}%]",
                    r.count,
                    100.0 * r.rate,
                    100.0 * r.low,
                    100.0 * r.high
                ),
            )
        };
        let scenario = Scenario::ALL
            .into_iter()
            .find(|s| s.id() == self.scenario)
            .map_or_else(|| self.scenario.clone(), |s| scenario_label(lang, s));
        let side = |side: Side| tr!(lang, "sim-side", side = crate::render::side_key(side));
        let mut rows = vec![(side(Side::Us), pct(&self.us))];
        rows.push((side(Side::Jihadist), pct(&self.jihadist)));
        let reasons: Vec<(String, String)> = self
            .by_reason
            .iter()
            .map(|b| {
                let label = tr!(
                    lang,
                    "sim-reason",
                    side = crate::render::side_key(b.winner),
                    reason = crate::render::reason_key(b.reason)
                );
                (label, pct(&b.rate))
            })
            .collect();
        // The rates in one column: labels padded to the longest (at least 34 characters).
        let width = rows
            .iter()
            .chain(&reasons)
            .map(|(label, _)| label.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .max(34);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "sim-heading",
                games = self.games,
                scenario = scenario,
                ideology = ideology_label(lang, self.ideology),
                decks = self.game_length,
                first = self.seed.to_string(),
                // The last game's own seed (game i plays seed SEED + i).
                last = self
                    .seed
                    .wrapping_add((self.games as u64).saturating_sub(1))
                    .to_string()
            )
        );
        let _ = writeln!(out, "{}", tr!(lang, "sim-wins"));
        for (label, rate) in &rows {
            let _ = writeln!(out, "  {label:<width$}{rate}");
        }
        let _ = writeln!(out, "{}", tr!(lang, "sim-by-reason"));
        for (label, rate) in &reasons {
            let _ = writeln!(out, "  {label:<width$}{rate}");
        }
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "sim-average",
                turns = decimal(lang, format!("{:.2}", self.average_turns)),
                decisions = decimal(lang, format!("{:.1}", self.average_us_decisions))
            )
        );
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "sim-speed",
                seconds = decimal(lang, format!("{:.2}", self.seconds)),
                rate = decimal(lang, format!("{:.1}", self.games_per_second))
            )
        );
        if let Some(t) = &self.thinking {
            let s = |x: f64| decimal(lang, format!("{x:.3}"));
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "sim-thinking",
                    decisions = t.decisions,
                    median = s(t.median),
                    p99 = s(t.p99),
                    slowest = s(t.slowest)
                )
            );
        }
        out
    }
}

/// A number formatted with `.` in `lang`: Russian writes a decimal comma (12,5).
fn decimal(lang: Lang, text: String) -> String {
    match lang {
        Lang::En => text,
        Lang::Ru => text.replace('.', ","),
    }
}

/// English keeps the scenario's id (as `--scenario` takes it); Russian names it.
fn scenario_label(lang: Lang, scenario: Scenario) -> String {
    match lang {
        Lang::En => scenario.id().to_string(),
        Lang::Ru => names::scenario(lang, scenario),
    }
}

/// 9.7 the Ideology's name, as `/lab game new ideology:` offers it.
fn ideology_label(lang: Lang, ideology: Ideology) -> String {
    let key = &format!("choice-ideology-{}", ideology.id());
    // A choice's label is capitalised; inside a line Russian writes it in lower case.
    match lang {
        Lang::En => tr!(lang, key),
        Lang::Ru => tr!(lang, key).to_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::{GameResult, Thinking, wilson};

    /// The look ahead's decision times: how many, the median, the 99th percentile and the
    /// slowest, over every game; none without a looked-ahead decision.
    #[test]
    fn thinking_times_over_every_game() {
        let game = |thinking: Vec<u32>| GameResult {
            seed: 0,
            winner: labyrinth_engine::Side::Us,
            reason: labyrinth_engine::VictoryReason::EndOfDeck,
            turns: 1,
            decisions: 1,
            thinking,
        };
        let results = [
            game((1..=99).map(|ms| ms * 1_000).collect()),
            game(vec![2_000_000]),
            game(Vec::new()),
        ];
        let t = Thinking::of(&results).unwrap();
        assert_eq!(t.decisions, 100);
        assert_eq!((t.median, t.p99, t.slowest), (0.051, 0.099, 2.0));
        assert_eq!(Thinking::of(&results[2..]), None);
    }

    #[test]
    fn wilson_interval_known_values() {
        // 50 of 100: 0.4038 to 0.5962.
        let (low, high) = wilson(50, 100);
        assert!((low - 0.4038).abs() < 1e-4, "{low}");
        assert!((high - 0.5962).abs() < 1e-4, "{high}");
        let (low, high) = wilson(0, 10);
        assert_eq!(low, 0.0);
        assert!((high - 0.2775).abs() < 1e-4, "{high}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}
