//! `claim`: a game must never wait forever for a player who left. Once the game has waited
//! for one player's decision for [`CLAIM_AFTER_DAYS`] days without a change, the other
//! player may claim the silent seat: the silent side resigns (2.1: the claimer wins), the
//! game ends without a winner, or it continues against the computer in that seat (a
//! Jihadist seat to the section 9 bot, a US seat to the computer US). The silent player's
//! time away does not count (`away`). The player who left takes a seat the computer plays
//! back only if the player who stayed agrees (`retake`). README "Undo, abandon, resend"
//! states the grace period, README "Solitaire" the takeover.

use labyrinth_engine::{Action, Players, Side};

use super::clock::CLAIM_AFTER_DAYS;
use super::langs::{public_lang, side_key};
use super::play::run_policies;
use super::thinking::Thinking;
use super::{
    ClaimHow, CommandError, ComputerUs, Msg, Narration, Outbound, Policy, SolitaireBot, finish,
    occupant_name, public, resign, seat_of,
};
use crate::i18n::Lang;
use crate::store::{GameRecord, Occupant, Recorded, SeatClaim, Tx};
use crate::tr;

const SECONDS_PER_DAY: f64 = 86_400.0;

type Reply = (Option<i64>, Vec<Outbound>);

pub(super) fn claim(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    how: ClaimHow,
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    let absent: Side = game
        .state
        .pending()
        .map(|d| d.side)
        .filter(|waiting| *waiting != side)
        .ok_or(CommandError::NothingToClaim)?;
    let Occupant::User(who) = game.occupant(absent).clone() else {
        return Err(CommandError::NothingToClaim);
    };
    // Time away does not count (README "Play-by-post").
    let waited = super::clock::waited(tx, game.id, &who)?.num_seconds() as f64;
    if waited < f64::from(CLAIM_AFTER_DAYS) * SECONDS_PER_DAY {
        return Err(CommandError::TooSoonToClaim {
            side: absent,
            who,
            waited,
        });
    }
    let lang = public_lang(tx, Some(game.id))?;
    let why = tr!(
        lang,
        "reply-claim-why",
        who = who.as_str(),
        side = side_key(absent),
        waited = super::clock::duration_in(lang, waited)
    );
    let claimed = Claimed {
        lang,
        user,
        absent,
        who,
        why,
    };
    match how {
        ClaimHow::Abandon => claimed.abandon(tx, game),
        ClaimHow::Win => claimed.win(tx, game),
        ClaimHow::Computer => claimed.computer(tx, game, thinking),
    }
}

/// A claim the clock allows: `user` claims the seat of `who` (`absent`), silent as `why` says.
struct Claimed<'a> {
    lang: Lang,
    user: &'a str,
    absent: Side,
    who: String,
    why: String,
}

impl Claimed<'_> {
    /// The game ends without a winner.
    fn abandon(self, tx: &Tx<'_>, game: GameRecord) -> Result<Reply, CommandError> {
        let lang = self.lang;
        tx.abandon_game(game.id, game.version, self.user)?;
        let text = tr!(
            lang,
            "reply-claim-abandon",
            user = self.user,
            side = side_key(self.absent),
            game = game.id,
            why = self.why,
            us = occupant_name(lang, &game.us),
            jihadist = occupant_name(lang, &game.jihadist),
        );
        Ok((Some(game.id), public(&text)))
    }

    /// The silent side resigns (2.1).
    fn win(self, tx: &Tx<'_>, mut game: GameRecord) -> Result<Reply, CommandError> {
        // Not an end by play: the full export still needs both players (export.md).
        tx.set_claimed_by(game.id, self.user)?;
        let entry = resign(&mut game.state, self.absent);
        tx.append_action(game.id, self.absent, &Recorded::Resign)?;
        let narration = Narration {
            logs: vec![entry],
            notes: vec![tr!(
                self.lang,
                "reply-claim-win",
                user = self.user,
                side = side_key(self.absent),
                why = self.why
            )],
            ..Narration::default()
        };
        finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
    }

    /// The computer takes the seat; its player may ask for it back (`retake`).
    fn computer(
        self,
        tx: &Tx<'_>,
        game: GameRecord,
        thinking: &mut Thinking,
    ) -> Result<Reply, CommandError> {
        let (lang, absent, user) = (self.lang, self.absent, self.user);
        let mut note = tr!(
            lang,
            "reply-claim-computer",
            user = user,
            side = side_key(absent),
            why = self.why,
            computer = capitalized(&computer_for(absent).label(lang)),
        );
        for more in taken_over(&game.state, absent) {
            note = format!("{note} {}", tr!(lang, more));
        }
        note = format!(
            "{note} {}",
            tr!(
                lang,
                "reply-claim-retake",
                who = self.who.as_str(),
                user = user
            )
        );
        tx.set_seat_claim(
            game.id,
            &SeatClaim {
                side: absent,
                user: self.who,
                requested: false,
            },
        )?;
        hand_over(tx, game, absent, computer_occupant(absent), note, thinking)
    }
}

/// The computer that takes over a seat: the section 9 bot for the Jihadist, the computer US.
fn computer_for(side: Side) -> &'static dyn Policy {
    match side {
        Side::Jihadist => &SolitaireBot,
        Side::Us => &ComputerUs,
    }
}

fn computer_occupant(side: Side) -> Occupant {
    Occupant::Policy(computer_for(side).name().to_string())
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// What the takeover does beyond the seat (README "Solitaire"): a Jihadist hand becomes the
/// bot's face-down pile in random order (9.2), the bot never uses Reserves (9.4.1), and a
/// card play left unfinished starts again.
fn taken_over(state: &labyrinth_engine::GameState, side: Side) -> Vec<&'static str> {
    if side == Side::Us {
        return Vec::new();
    }
    let mut keys = vec!["reply-taken-over-hand"];
    if state.reserves(Side::Jihadist) > 0 {
        keys.push("reply-taken-over-reserves");
    }
    if state
        .pending
        .as_ref()
        .is_some_and(|p| !p.answers.is_empty() || !p.rolls.is_empty() || p.logged > 0)
    {
        keys.push("reply-taken-over-step");
    }
    keys
}

/// `side`'s seat passes to `occupant`: for the Jihadist, the engine changes who plays it
/// (recorded in the action log); then the computer answers what is its to answer.
fn hand_over(
    tx: &Tx<'_>,
    mut game: GameRecord,
    side: Side,
    occupant: Occupant,
    note: String,
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    let mut narration = Narration {
        notes: vec![note],
        ..Narration::default()
    };
    if side == Side::Jihadist {
        let players = match occupant {
            Occupant::User(_) => Players::TwoPlayer,
            _ => Players::Solitaire,
        };
        let action = Action::Players(players);
        narration.logs = game
            .state
            .apply_seeded(Side::Jihadist, &action)
            .map_err(CommandError::Rule)?;
        tx.append_action(game.id, Side::Jihadist, &Recorded::Action(action))?;
    }
    tx.set_seat(game.id, side, &occupant)?;
    if let Occupant::User(_) = occupant {
        narration.hands = true;
        narration.board = true;
    }
    match side {
        Side::Us => game.us = occupant,
        Side::Jihadist => game.jihadist = occupant,
    }
    run_policies(tx, &mut game, &mut narration, thinking)?;
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}

/// `retake`: the player who left asks for the seat the computer took over; the player who
/// stayed agrees (or with `refuse`, refuses). The request stands until answered.
pub(super) fn retake(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    refuse: bool,
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    let claimed = tx
        .seat_claim(game.id)?
        .ok_or(CommandError::NothingToRetake)?;
    let lang = public_lang(tx, Some(game.id))?;
    let stayed = occupant_name(lang, game.occupant(!claimed.side));
    let side = side_key(claimed.side);
    if user == claimed.user {
        if refuse {
            return Err(Msg::new("reply-retake-only-stayer")
                .words("who", stayed)
                .into());
        }
        if claimed.requested {
            return Err(CommandError::RetakeAlreadyAsked { who: stayed });
        }
        tx.set_seat_claim(
            game.id,
            &SeatClaim {
                requested: true,
                ..claimed.clone()
            },
        )?;
        let text = tr!(
            lang,
            "reply-retake-asks",
            user = user,
            side = side,
            who = stayed
        );
        return Ok((Some(game.id), public(&text)));
    }
    if seat_of(&game, user) != Some(!claimed.side) {
        return Err(CommandError::NotSeated);
    }
    if !claimed.requested {
        return Err(CommandError::NothingToRetake);
    }
    if refuse {
        tx.set_seat_claim(
            game.id,
            &SeatClaim {
                requested: false,
                ..claimed.clone()
            },
        )?;
        let text = tr!(
            lang,
            "reply-retake-refused",
            user = user,
            side = side,
            who = claimed.user.as_str()
        );
        return Ok((Some(game.id), public(&text)));
    }
    tx.delete_seat_claim(game.id)?;
    let note = tr!(
        lang,
        "reply-retake-agreed",
        user = user,
        who = claimed.user.as_str(),
        side = side
    );
    hand_over(
        tx,
        game,
        claimed.side,
        Occupant::User(claimed.user.clone()),
        note,
        thinking,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grace period as players read it in the help, the schema and the README.
    #[test]
    fn the_grace_period_is_the_one_stated() {
        let stated = format!("{CLAIM_AFTER_DAYS} days");
        for client in [crate::app::Client::Terminal, crate::app::Client::Discord] {
            assert!(crate::surface::help(client, crate::i18n::Lang::En).contains(&stated));
        }
        let readme = include_str!("../../README.md");
        assert!(readme.contains(&format!("**{stated}**")));
        let schema = crate::discord::command_schema().unwrap().to_string();
        assert!(schema.contains(&stated));
    }
}
