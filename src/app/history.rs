//! `/lab game history`: the server's record. The finished games of this server (or, without
//! a server, the sender's own), or of one player, newest first: scenario, sides and
//! players (a computer seat named as such), the result and how, turns, dates. With a
//! player (and always in a DM), their record: games and wins, by side, by scenario, and
//! against the computer by Ideology. Abandoned games are listed apart and count for no one.

use labyrinth_engine::{Ideology, Scenario, Side};

use super::{CommandError, Msg, Occupant, Outbound};
use crate::i18n::{Lang, names};
use crate::render::{self, side_key};
use crate::store::{FinishedGame, Scope, Tx};
use crate::tr;

/// Games listed by name (the record counts them all).
const LISTED: usize = 12;
/// Abandoned games named (the rest counted).
const ABANDONED_LISTED: usize = 10;
/// The most finished games read for a record.
const READ: usize = 10_000;

/// Games won of games played.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Tally {
    won: u32,
    played: u32,
}

impl Tally {
    fn add(&mut self, won: bool) {
        self.played += 1;
        self.won += u32::from(won);
    }
}

/// One player's record over finished games with a winner.
#[derive(Debug, Default)]
struct Record {
    all: Tally,
    us: Tally,
    jihadist: Tally,
    scenarios: Vec<(Scenario, Tally)>,
    /// Against the rules' section 9 bot, by its Ideology (9.7).
    bot: Vec<(Ideology, Tally)>,
    /// Against the computer US.
    computer_us: Tally,
}

fn entry<K: PartialEq + Copy>(list: &mut Vec<(K, Tally)>, key: K) -> &mut Tally {
    let at = match list.iter().position(|(k, _)| *k == key) {
        Some(at) => at,
        None => {
            list.push((key, Tally::default()));
            list.len() - 1
        }
    };
    &mut list[at].1
}

impl Record {
    fn of(player: &str, games: &[FinishedGame]) -> Record {
        let mut record = Record::default();
        for game in games {
            let (Some(outcome), Some(spec)) = (game.outcome, &game.spec) else {
                continue;
            };
            for side in [Side::Us, Side::Jihadist] {
                if !matches!(seat(game, side), Occupant::User(u) if u == player) {
                    continue;
                }
                let won = outcome.winner == side;
                record.all.add(won);
                match side {
                    Side::Us => record.us.add(won),
                    Side::Jihadist => record.jihadist.add(won),
                }
                entry(&mut record.scenarios, spec.scenario).add(won);
                if let Occupant::Policy(name) = seat(game, !side) {
                    match name.as_str() {
                        "bot" => entry(&mut record.bot, spec.ideology).add(won),
                        "computer_us" => record.computer_us.add(won),
                        _ => {}
                    }
                }
            }
        }
        record
            .scenarios
            .sort_by_key(|(s, _)| Scenario::ALL.iter().position(|a| a == s));
        record.bot.sort_by_key(|(i, _)| *i);
        record
    }

    fn lines(&self, lang: Lang, player: &str) -> Vec<String> {
        let mut lines = vec![tr!(
            lang,
            "history-record",
            player = player,
            won = self.all.won,
            played = self.all.played,
            us_won = self.us.won,
            us_played = self.us.played,
            jihadist_won = self.jihadist.won,
            jihadist_played = self.jihadist.played
        )];
        let of = |name: String, t: &Tally| {
            tr!(
                lang,
                "history-of",
                name = name,
                won = t.won,
                played = t.played
            )
        };
        if !self.scenarios.is_empty() {
            let list: Vec<String> = self
                .scenarios
                .iter()
                .map(|(s, t)| of(names::scenario(lang, *s), t))
                .collect();
            lines.push(tr!(lang, "history-by-scenario", list = list.join(" · ")));
        }
        if !self.bot.is_empty() || self.computer_us.played > 0 {
            let mut list: Vec<String> = self
                .bot
                .iter()
                .map(|(i, t)| {
                    of(
                        tr!(lang, "history-bot", ideology = names::ideology(lang, *i)),
                        t,
                    )
                })
                .collect();
            if self.computer_us.played > 0 {
                list.push(of(tr!(lang, "history-computer-us"), &self.computer_us));
            }
            lines.push(tr!(
                lang,
                "history-against-computer",
                list = list.join(" · ")
            ));
        }
        lines
    }
}

fn seat(game: &FinishedGame, side: Side) -> &Occupant {
    match side {
        Side::Us => &game.us,
        Side::Jihadist => &game.jihadist,
    }
}

/// A seat in a listing: the player, or the computer named as such.
fn holder(lang: Lang, game: &FinishedGame, side: Side) -> String {
    match seat(game, side) {
        Occupant::Policy(name) if name == "bot" => tr!(
            lang,
            "history-bot",
            ideology = names::ideology(
                lang,
                game.spec.as_ref().map(|s| s.ideology).unwrap_or_default()
            )
        ),
        Occupant::Policy(name) if name == "computer_us" => tr!(lang, "history-computer-us"),
        occupant => super::occupant_name(lang, occupant),
    }
}

/// `2026-01-20` of an ISO 8601 time.
fn day(time: &str) -> String {
    time.chars().take(10).collect()
}

/// One finished game with its result.
fn line(lang: Lang, game: &FinishedGame) -> String {
    let (scenario, decks) = game.spec.as_ref().map_or(("?".to_string(), 0), |s| {
        (names::scenario(lang, s.scenario), s.game_length)
    });
    let result = match game.outcome {
        Some(outcome) => tr!(
            lang,
            "history-result",
            side = side_key(outcome.winner),
            why = tr!(
                lang,
                "outcome-reason",
                reason = render::reason_key(outcome.reason)
            )
        ),
        None => tr!(lang, "history-no-result"),
    };
    tr!(
        lang,
        "history-line",
        game = game.id,
        scenario = scenario,
        decks = decks,
        from = day(&game.started),
        to = day(&game.ended),
        turns = game.turn.unwrap_or(0),
        us = holder(lang, game, Side::Us),
        jihadist = holder(lang, game, Side::Jihadist),
        result = result
    )
}

/// `/lab game history [player:]`, only to the sender.
pub(super) fn history(
    tx: &Tx<'_>,
    user: &str,
    player: Option<&str>,
    server: Option<&str>,
) -> Result<Vec<Outbound>, CommandError> {
    let lang = tx.user_language(user)?.unwrap_or_default();
    let scope = match server {
        Some(server) => Scope::Server(server),
        None => Scope::Own(user),
    };
    // Without a server only the sender's own games are theirs to see.
    if server.is_none() && player.is_some_and(|p| p != user) {
        return Err(Msg::new("reply-history-own-only").into());
    }
    let whose = player.or(server.is_none().then_some(user));
    let games = tx.finished_games(scope, whose, READ)?;
    let (ended, abandoned): (Vec<&FinishedGame>, Vec<&FinishedGame>) =
        games.iter().partition(|g| g.abandoned_by.is_none());
    let mut lines = vec![match (server, player) {
        (_, Some(player)) => tr!(lang, "history-heading-player", player = player),
        (Some(_), None) => tr!(lang, "history-heading-server"),
        (None, None) => tr!(lang, "history-heading-own"),
    }];
    if ended.is_empty() {
        lines.push(tr!(lang, "history-none"));
    }
    lines.extend(ended.iter().take(LISTED).map(|g| line(lang, g)));
    if ended.len() > LISTED {
        lines.push(tr!(
            lang,
            "history-older",
            count = (ended.len() - LISTED) as i64
        ));
    }
    if !abandoned.is_empty() {
        let named: Vec<String> = abandoned
            .iter()
            .take(ABANDONED_LISTED)
            .map(|g| {
                let scenario = g
                    .spec
                    .as_ref()
                    .map_or("?".to_string(), |s| names::scenario(lang, s.scenario));
                tr!(
                    lang,
                    "history-abandoned-game",
                    game = g.id,
                    scenario = scenario,
                    day = day(&g.ended)
                )
            })
            .collect();
        lines.push(tr!(
            lang,
            "history-abandoned",
            count = abandoned.len() as i64,
            list = named.join(", ")
        ));
    }
    if let Some(whose) = whose {
        let record = Record::of(whose, &games);
        lines.push(String::new());
        lines.extend(record.lines(lang, whose));
    }
    if !games.is_empty() {
        lines.push(tr!(lang, "history-open"));
    }
    Ok(super::outbound::private_parts(
        lang,
        user,
        &lines.join("\n"),
    ))
}

impl super::App {
    /// The finished games of `server` (or `user`'s own without one), newest first, each with
    /// its label (`/lab game report game:` suggestions): at most 25.
    pub fn finished_games(&mut self, server: Option<&str>, user: &str) -> Vec<(i64, String)> {
        let listed = self.store.read().and_then(|tx| {
            let lang = tx.user_language(user)?.unwrap_or_default();
            let scope = server.map_or(Scope::Own(user), Scope::Server);
            let games = tx.finished_games(scope, None, 25)?;
            Ok(games.iter().map(|g| (g.id, label(lang, g))).collect())
        });
        listed.unwrap_or_else(|e| {
            eprintln!("database read failed: {e}");
            Vec::new()
        })
    }
}

/// A finished game in a suggestion: `#12 Let's Roll! · the US won · 2026-01-20`.
fn label(lang: Lang, game: &FinishedGame) -> String {
    let scenario = game
        .spec
        .as_ref()
        .map_or("?".to_string(), |s| names::scenario(lang, s.scenario));
    let result = match game.outcome {
        Some(outcome) => tr!(lang, "history-won", side = side_key(outcome.winner)),
        None => tr!(lang, "history-no-result"),
    };
    tr!(
        lang,
        "history-label",
        game = game.id,
        scenario = scenario,
        result = result,
        day = day(&game.ended)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Outcome, SetupSpec, VictoryReason};

    fn game(id: i64, us: Occupant, jihadist: Occupant, winner: Option<Side>) -> FinishedGame {
        FinishedGame {
            id,
            spec: Some(SetupSpec {
                scenario: Scenario::LetsRoll,
                players: Default::default(),
                ideology: Ideology::Coherent,
                game_length: 1,
                seed: 1,
                mini_decks: false,
            }),
            us,
            jihadist,
            outcome: winner.map(|winner| Outcome {
                winner,
                reason: VictoryReason::GoodResources,
                tally: None,
            }),
            turn: Some(7),
            abandoned_by: winner.is_none().then(|| "ann".to_string()),
            started: "2026-01-01T10:00:00.000Z".to_string(),
            ended: "2026-01-09T10:00:00.000Z".to_string(),
        }
    }

    /// Wins by side, by scenario and against the computer by Ideology; an abandoned game
    /// counts for no one.
    #[test]
    fn a_record_counts_wins_by_side_scenario_and_ideology() {
        let ann = || Occupant::User("ann".to_string());
        let bob = || Occupant::User("bob".to_string());
        let bot = || Occupant::Policy("bot".to_string());
        let us = || Occupant::Policy("computer_us".to_string());
        let games = [
            game(1, ann(), bob(), Some(Side::Us)),
            game(2, bob(), ann(), Some(Side::Us)),
            game(3, ann(), bot(), Some(Side::Jihadist)),
            game(4, us(), ann(), Some(Side::Jihadist)),
            game(5, ann(), bob(), None),
        ];
        let record = Record::of("ann", &games);
        assert_eq!(record.all, Tally { won: 2, played: 4 });
        assert_eq!(record.us, Tally { won: 1, played: 2 });
        assert_eq!(record.jihadist, Tally { won: 1, played: 2 });
        assert_eq!(
            record.bot,
            vec![(Ideology::Coherent, Tally { won: 0, played: 1 })]
        );
        assert_eq!(record.computer_us, Tally { won: 1, played: 1 });
        let bob_record = Record::of("bob", &games);
        assert_eq!(bob_record.all, Tally { won: 1, played: 2 });
    }
}
