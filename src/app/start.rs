//! `/lab new`: set up a game; in solitaire the section 9 bot plays its first cards at once.

#[allow(clippy::wildcard_imports, reason = "the app's private helpers")]
use super::*;

pub(super) fn new_game(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    new: &NewGame,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    if let Some(game) = tx.live_game(channel)? {
        return Err(CommandError::GameExists(game.id));
    }
    new.check().map_err(CommandError::BadInput)?;
    let seed = new.seed.unwrap_or_else(clock_seed);
    let spec = SetupSpec {
        scenario: new.scenario,
        players: match new.mode {
            Mode::TwoPlayer => Players::TwoPlayer,
            Mode::Solitaire => Players::Solitaire,
        },
        ideology: new.ideology,
        game_length: new.game_length,
        seed,
        mini_decks: false,
    };
    let (start, state, setup_logs) =
        GameState::new_seeded_logged(&spec).map_err(CommandError::Setup)?;
    let creator = Occupant::User(user.to_string());
    let (us, jihadist) = match (new.mode, new.side) {
        (Mode::Solitaire, _) => (creator, Occupant::Policy(SolitaireBot.name().to_string())),
        (Mode::TwoPlayer, Side::Us) => (creator, Occupant::Empty),
        (Mode::TwoPlayer, Side::Jihadist) => (Occupant::Empty, creator),
    };
    let status = if new.mode == Mode::Solitaire {
        Status::Active
    } else {
        Status::Open
    };
    let id = tx.insert_game(
        channel,
        user,
        &spec,
        &state,
        status,
        &BySide { us, jihadist },
    )?;
    let mut game = tx.game(id)?.ok_or(CommandError::NoGame)?;
    let mut out = public(&format!(
        "New game #{id}: {} ({} deck{}), {}. US: {} · Jihadist: {}.",
        new.scenario.name(),
        new.game_length,
        if new.game_length == 1 { "" } else { "s" },
        match new.mode {
            Mode::TwoPlayer => "two players",
            Mode::Solitaire => "solitaire",
        },
        occupant_name(&game.us),
        occupant_name(&game.jihadist),
    ));
    out.push(board(&start)); // before the bot's first cards
    // Solitaire: the bot's first cards, played at set-up, are narrated.
    let solitaire = new.mode == Mode::Solitaire;
    let logs = setup_logs.into_iter().filter(|_| solitaire).collect();
    let mut narration = Narration {
        logs,
        ..Narration::default()
    };
    if status == Status::Active {
        play::run_policies(tx, &mut game, &mut narration)?;
    } else {
        narration.notes.push(format!(
            "The {} seat is free: /lab join to play it.",
            if game.us == Occupant::Empty {
                Side::Us
            } else {
                Side::Jihadist
            }
        ));
    }
    out.extend(private_hands(&game));
    finish(tx, game, narration, out).map(|(id, out)| (Some(id), out))
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}
