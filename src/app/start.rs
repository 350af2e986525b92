//! Starting a game: `new` (its seed from the operating system, see [`SeedPolicy`]; in
//! solitaire the section 9 bot plays its first cards at once) and `join`.

use labyrinth_engine::{BySide, GameState, LogEntry, Players, Seat, SetupSpec, Side, Step};

use super::Msg;
use super::langs::side_key;
use super::thinking::Thinking;
use super::{
    CommandError, ComputerUs, Mode, Narration, NewGame, Outbound, Policy, SolitaireBot, board,
    finish, occupant_name, play, private_hands, private_hands_at, public, seat_of,
};
use crate::i18n::{Lang, names};
use crate::render;
use crate::store::{GameRecord, Occupant, Status, Tx};
use crate::tr;

type Reply = (Option<i64>, Vec<Outbound>);

/// Whether `new` accepts a seed the player chose (`seed:`) in a two-player game.
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq)]
pub enum SeedPolicy {
    /// Refused (what the Discord bot runs): whoever chose the seed could
    /// replay the game privately and read the opponent's hand and every future die.
    /// Solitaire games still accept one (practice: it harms nobody but the player).
    #[default]
    Secret,
    /// Accepted: the terminal (one machine, whose user holds the database with every hand
    /// anyway), tests, benchmarks and fixtures replay two-player games exactly.
    Chosen,
}

/// The refusal of `seed:` in a two-player game (its message key).
pub const CHOSEN_SEED_REFUSED: &str = "reply-seed-refused";

/// `/lab game new`: create the game, seat the creator (and the computer in solitaire), deal.
pub(super) fn new_game(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    new: &NewGame,
    seeds: SeedPolicy,
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    // The command's own mistakes first: a game in the channel is not what is wrong with it.
    new.check_options()?;
    let spec = setup_spec(new, seeds)?;
    if let Some(header) = tx.live_header(channel)? {
        // A broken game is reported as such (with how to abandon it).
        tx.game(header.id)?;
        return Err(CommandError::GameExists(header.id));
    }
    let labyrinth_engine::NewGameLogged {
        setup,
        start,
        state,
        logs: setup_logs,
    } = GameState::new_seeded_logged(&spec).map_err(CommandError::Setup)?;
    let status = if new.mode == Mode::Solitaire {
        Status::Active
    } else {
        Status::Open
    };
    let id = tx.insert_game(
        channel,
        new.server.as_deref(),
        user,
        &spec,
        &state,
        status,
        &seats(new, user),
    )?;
    if let Some(lang) = new.language {
        tx.set_game_language(id, lang)?;
    }
    if let Some(every) = new.reminders {
        super::reminders::store_every(tx, id, every)?;
    }
    let mut game = tx.game(id)?.ok_or(CommandError::NoGame)?;
    let lang = super::langs::public_lang(tx, Some(id))?;
    let mut out = public(&announcement(lang, new, &game));
    out.extend(set_up_posts(lang, &setup, &start));
    // The hands as dealt, beside the board that counts them (before the bot's first cards).
    if start.step != Step::SpecialSetup {
        out.extend(private_hands_at(tx, &game, &start)?);
    }
    // Solitaire: the bot's first cards, played at set-up, are narrated.
    let solitaire = spec.players == Players::Solitaire;
    let logs = setup_logs.into_iter().filter(|_| solitaire).collect();
    let mut narration = Narration {
        logs,
        ..Narration::default()
    };
    if status == Status::Active {
        play::run_policies(tx, &mut game, &mut narration, thinking)?;
    } else {
        let free = if game.us == Occupant::Empty {
            Side::Us
        } else {
            Side::Jihadist
        };
        narration
            .notes
            .push(tr!(lang, "reply-seat-free", side = side_key(free)));
    }
    // A hand the bot's first cards changed is shown again as it is now.
    let now = game.state.current();
    narration.hands = [Side::Us, Side::Jihadist].into_iter().any(|side| {
        matches!(game.occupant(side), Occupant::User(_))
            && (start.step == Step::SpecialSetup || start.hand(side) != now.hand(side))
    });
    finish(tx, game, narration, out).map(|(id, out)| (Some(id), out))
}

/// The set-up of `new`: its seed from the operating system unless the player chose one
/// where `seeds` allows it.
fn setup_spec(new: &NewGame, seeds: SeedPolicy) -> Result<SetupSpec, CommandError> {
    let seed = match new.seed {
        Some(_) if new.mode == Mode::TwoPlayer && seeds == SeedPolicy::Secret => {
            return Err(Msg::new(CHOSEN_SEED_REFUSED).into());
        }
        Some(seed) => seed,
        None => super::hidden::os_seed()?,
    };
    Ok(SetupSpec {
        scenario: new.scenario,
        players: match (new.mode, new.side) {
            (Mode::Solitaire, Side::Us) => Players::Solitaire,
            // The computer US is a seat of the app (`computer`): the rules are two-player.
            _ => Players::TwoPlayer,
        },
        ideology: new.ideology,
        game_length: new.game_length,
        seed,
        mini_decks: new.mini_decks,
    })
}

/// Who sits where: the creator on their side; in solitaire the computer on the other, in a
/// two-player game nobody yet.
fn seats(new: &NewGame, user: &str) -> BySide<Occupant> {
    let creator = Occupant::User(user.to_string());
    let (us, jihadist) = match (new.mode, new.side) {
        (Mode::Solitaire, Side::Us) => (creator, Occupant::Policy(SolitaireBot.name().to_string())),
        (Mode::Solitaire, Side::Jihadist) => {
            (Occupant::Policy(ComputerUs.name().to_string()), creator)
        }
        (Mode::TwoPlayer, Side::Us) => (creator, Occupant::Empty),
        (Mode::TwoPlayer, Side::Jihadist) => (Occupant::Empty, creator),
    };
    BySide { us, jihadist }
}

/// The new game's public line: its scenario, length, mode, seats and reminders.
fn announcement(lang: Lang, new: &NewGame, game: &GameRecord) -> String {
    let text = tr!(
        lang,
        "reply-new-game",
        game = game.id,
        scenario = names::scenario(lang, new.scenario),
        decks = new.game_length,
        mode = match new.mode {
            Mode::TwoPlayer => "two",
            Mode::Solitaire => "solitaire",
        },
        us = occupant_name(lang, &game.us),
        jihadist = occupant_name(lang, &game.jihadist),
    );
    match new.reminders {
        Some(every) => {
            let every = super::reminders::every_text(lang, every);
            format!(
                "{text} {}",
                tr!(lang, "reply-new-game-reminders", every = every)
            )
        }
        None => text,
    }
}

/// The special set-up's public lines (the Anaconda cells, the Mission Accomplished? Posture
/// rolls): what comes before the deal, which goes to each hand. Then the board, or in a
/// two-player game whose set-up waits for the free seat's choice, that it waits.
fn set_up_posts(lang: Lang, setup: &[LogEntry], start: &GameState) -> Vec<Outbound> {
    let shown: Vec<LogEntry> = setup
        .iter()
        .take_while(|e| {
            !matches!(
                e,
                LogEntry::CardsDrawn { .. } | LogEntry::PhaseStarted { .. }
            )
        })
        .map(|e| e.seen_by(Seat::Observer))
        .collect();
    let lines = render::log_lines_lang(lang, &shown);
    let mut out = Vec::new();
    if !lines.is_empty() {
        let heading = tr!(lang, "reply-set-up");
        out.extend(public(&format!("{heading}\n{}", lines.join("\n"))));
    }
    if start.step == Step::SpecialSetup {
        // No cards are dealt yet.
        out.extend(public(&tr!(lang, "reply-set-up-waits")));
    } else {
        // Before the bot's first cards.
        out.push(board(start, lang));
    }
    out
}

/// `/lab game join`: take the free seat.
pub(super) fn join(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    let mut game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    if let Some(side) = seat_of(&game, user) {
        return Err(CommandError::AlreadySeated(side));
    }
    let side = [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|side| *game.occupant(*side) == Occupant::Empty)
        .ok_or(CommandError::NoFreeSeat)?;
    let occupant = Occupant::User(user.to_string());
    tx.set_seat(game.id, side, &occupant)?;
    match side {
        Side::Us => game.us = occupant,
        Side::Jihadist => game.jihadist = occupant,
    }
    game.status = Status::Active;
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let mut out = public(&tr!(
        lang,
        "reply-joins",
        user = user,
        game = game.id,
        side = side_key(side)
    ));
    out.extend(
        private_hands(tx, &game)?
            .into_iter()
            .filter(|m| matches!(m, Outbound::Private { user: u, .. } if u == user)),
    );
    let mut narration = Narration::default();
    play::run_policies(tx, &mut game, &mut narration, thinking)?;
    finish(tx, game, narration, out).map(|(id, out)| (Some(id), out))
}
