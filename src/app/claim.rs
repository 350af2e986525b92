//! `claim`: a game must never wait forever for a player who left. Once the game has waited
//! for one player's decision for [`CLAIM_AFTER_DAYS`] days without a change, the other
//! player may claim the silent seat: the silent side resigns (2.1: the claimer wins), the
//! game ends without a winner, or it continues against the computer in that seat (a
//! Jihadist seat to the section 9 bot, a US seat to the computer US). The silent player's
//! time away does not count (`away`). The player who left takes a seat the computer plays
//! back only if the player who stayed agrees (`retake`). README "Undo, abandon, resend"
//! states the grace period, README "Solitaire" the takeover.

use labyrinth_engine::{Action, Players, Side};

use super::play::run_policies;
use super::{
    ClaimHow, CommandError, ComputerUs, Narration, Outbound, Policy, SolitaireBot, finish,
    occupant_name, public, resign, seat_of,
};
use crate::i18n::Lang;
use crate::store::{GameRecord, Occupant, Recorded, SeatClaim, Tx};
use crate::tr;

/// The grace period: how long a decision must have gone unanswered before its seat can be
/// claimed.
pub const CLAIM_AFTER_DAYS: u32 = 7;

const SECONDS_PER_DAY: f64 = 86_400.0;

type Reply = (Option<i64>, Vec<Outbound>);

pub(super) fn claim(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    how: ClaimHow,
) -> Result<Reply, CommandError> {
    let mut game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
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
    let waited = super::away::waited(tx, game.id, &who)?.num_seconds() as f64;
    if waited < f64::from(CLAIM_AFTER_DAYS) * SECONDS_PER_DAY {
        return Err(CommandError::TooSoonToClaim {
            side: absent,
            who,
            waited,
        });
    }
    let why = format!(
        "{who} (the {absent}) has not answered for {}",
        duration(waited)
    );
    match how {
        ClaimHow::Abandon => {
            tx.abandon_game(game.id, game.version, user)?;
            let text = format!(
                "🏳️ {user} claims the {absent} seat of game #{}: {why}. The game is abandoned: no \
                 winner. US: {} · Jihadist: {}. The channel is free for /lab game new.",
                game.id,
                occupant_name(&game.us),
                occupant_name(&game.jihadist),
            );
            Ok((Some(game.id), public(&text)))
        }
        ClaimHow::Win => {
            let entry = resign(&mut game.state, absent);
            tx.append_action(game.id, absent, &Recorded::Resign)?;
            let narration = Narration {
                logs: vec![entry],
                notes: vec![format!(
                    "⏰ {user} claims the {absent} seat: {why}; the {absent} resigns."
                )],
                ..Narration::default()
            };
            finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
        }
        ClaimHow::Computer => {
            let note = format!(
                "🤖 {user} claims the {absent} seat: {why}. {} takes it over, and the game goes \
                 on as solitaire for {user}.{} {who} may take the seat back with \
                 /lab game retake if {user} agrees.",
                capitalized(computer_for(absent).label()),
                taken_over(&game.state, absent),
            );
            tx.set_seat_claim(
                game.id,
                &SeatClaim {
                    side: absent,
                    user: who,
                    requested: false,
                },
            )?;
            hand_over(tx, game, absent, computer_occupant(absent), note)
        }
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
fn taken_over(state: &labyrinth_engine::GameState, side: Side) -> String {
    if side == Side::Us {
        return String::new();
    }
    let mut text =
        " The Jihadist hand becomes the bot's face-down pile, shuffled (9.2).".to_string();
    if state.reserves(Side::Jihadist) > 0 {
        text.push_str(
            " The bot never uses Reserves (9.4.1): the Jihadist Reserves stay unused and are lost \
             at the end of the turn (6.3.3.2).",
        );
    }
    if state
        .pending
        .as_ref()
        .is_some_and(|p| !p.answers.is_empty() || !p.rolls.is_empty() || p.logged > 0)
    {
        text.push_str(" The Jihadist step left unfinished is taken back and played by the bot.");
    }
    text
}

/// `side`'s seat passes to `occupant`: for the Jihadist, the engine changes who plays it
/// (recorded in the action log); then the computer answers what is its to answer.
fn hand_over(
    tx: &Tx<'_>,
    mut game: GameRecord,
    side: Side,
    occupant: Occupant,
    note: String,
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
    run_policies(tx, &mut game, &mut narration)?;
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}

/// `retake`: the player who left asks for the seat the computer took over; the player who
/// stayed agrees (or with `refuse`, refuses). The request stands until answered.
pub(super) fn retake(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    refuse: bool,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    let claimed = tx
        .seat_claim(game.id)?
        .ok_or(CommandError::NothingToRetake)?;
    let stayed = occupant_name(game.occupant(!claimed.side));
    if user == claimed.user {
        if refuse {
            return Err(CommandError::BadInput(format!(
                "only {stayed}, who stayed, can refuse; to withdraw your request, just play on elsewhere"
            )));
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
        let text = format!(
            "↩️ {user} asks to take the {} seat back from the computer. {stayed}, answer \
             /lab game retake to agree, or /lab game retake refuse:true to refuse.",
            claimed.side
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
        let text = format!(
            "✋ {user} refuses: the computer keeps the {} seat. {} may ask again later.",
            claimed.side, claimed.user
        );
        return Ok((Some(game.id), public(&text)));
    }
    tx.delete_seat_claim(game.id)?;
    let note = format!(
        "↩️ {user} agrees: {} takes the {} seat back from the computer.",
        claimed.user, claimed.side
    );
    hand_over(
        tx,
        game,
        claimed.side,
        Occupant::User(claimed.user.clone()),
        note,
    )
}

/// `3 days 4 hours`, `5 hours`, `12 minutes`.
pub(super) fn duration(seconds: f64) -> String {
    duration_in(Lang::En, seconds)
}

/// [`duration`] in `lang`: «3 дня 4 часа».
pub(super) fn duration_in(lang: Lang, seconds: f64) -> String {
    let minutes = (seconds.max(0.0) / 60.0) as u64;
    let (days, hours) = (minutes / 1440, minutes / 60 % 24);
    let plural = |n: u64, key: &str| tr!(lang, key, count = n);
    match (days, hours) {
        (0, 0) if minutes == 0 => tr!(lang, "duration-less-than-a-minute"),
        (0, 0) => plural(minutes, "duration-minutes"),
        (0, h) => plural(h, "duration-hours"),
        (d, 0) => plural(d, "duration-days"),
        (d, h) => format!(
            "{} {}",
            plural(d, "duration-days"),
            plural(h, "duration-hours")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grace period as players read it in the help, the schema and the README.
    #[test]
    fn the_grace_period_is_the_one_stated() {
        let stated = format!("{CLAIM_AFTER_DAYS} days");
        for client in [crate::app::Client::Terminal, crate::app::Client::Discord] {
            assert!(crate::render::help(client, crate::i18n::Lang::En).contains(&stated));
        }
        let readme = include_str!("../../README.md");
        assert!(readme.contains(&format!("**{stated}**")));
        let schema = crate::discord::command_schema().unwrap().to_string();
        assert!(schema.contains(&stated));
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration(30.0), "less than a minute");
        assert_eq!(duration(125.0), "2 minutes");
        assert_eq!(duration(3600.0 * 5.5), "5 hours");
        assert_eq!(duration(86_400.0), "1 day");
        assert_eq!(duration(86_400.0 * 3.0 + 3600.0 * 4.0), "3 days 4 hours");
    }
}
