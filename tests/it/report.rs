//! The game's story and the server's record (issue 45) through the app and the terminal:
//! the report at a game's end and on request, mid-game and after; twin games that differ
//! only in what is hidden tell the same story; the history and the per-player record in a
//! server and outside one (a DM, the terminal).

use crate::common::{self, CHANNEL, Table, errors, new_game};

use labyrinth_bot::app::{Command, Mode, NewGame, Outbound, story};
use labyrinth_bot::render::report::{FILE_NAME, Happening, Report};
use labyrinth_bot::store::{Recorded, Status};
use labyrinth_engine::{
    Action, Answer, FORMAT_VERSION, GameState, LogEntry, Players, Scenario, SetupSpec, Side,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The reports in `out`: to whom (none: the channel) and the report.
fn reports(out: &[Outbound]) -> Vec<(Option<&str>, &str, &Report)> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Report { to, text, report } => {
                Some((to.as_deref(), text.as_str(), &**report))
            }
            _ => None,
        })
        .collect()
}

fn private_text(out: &[Outbound], user: &str) -> String {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Private { user: u, text } if u == user => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn report_here(game: Option<i64>) -> Command {
    Command::Report { game, server: None }
}

/// Answer every US decision of the channel's solitaire game with the heuristic US, at most
/// `decisions` of them; the last command's messages.
fn play_us(table: &mut Table, channel: &str, decisions: usize) -> Vec<Outbound> {
    let mut last = Vec::new();
    for _ in 0..decisions {
        let game = common::load(&table.path, channel);
        if game.state.outcome.is_some() {
            break;
        }
        let answer = labyrinth_bot::sim::us_policy::choose(&game.state).unwrap();
        last = table.send_in(
            channel,
            "alice",
            Command::Choose {
                choices: vec![labyrinth_bot::app::Choice::Answer(answer)],
            },
        );
        assert!(errors(&last).is_empty(), "{last:?}");
    }
    last
}

#[test]
fn a_solitaire_game_tells_its_story_mid_game_and_at_its_end() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::Solitaire, Side::Us, 5));
    play_us(&mut table, CHANNEL, 40);

    // Mid-game: only to the asker, anyone in the channel may ask, the chart draws.
    for who in ["alice", "carol"] {
        let out = table.send(who, report_here(None));
        let [(Some(to), text, report)] = reports(&out)[..] else {
            panic!("one report: {out:?}");
        };
        assert_eq!(to, who);
        assert!(text.contains("In progress: turn"), "{text}");
        assert!(report.story.outcome.is_none());
        let png = report.png().unwrap();
        assert!(png.starts_with(b"\x89PNG"));
    }

    // To the end: the story comes to the channel with the final board.
    let out = play_us(&mut table, CHANNEL, 5_000);
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    let board = out
        .iter()
        .position(|m| matches!(m, Outbound::Board { .. }))
        .unwrap();
    let [(None, text, at_end)] = reports(&out)[..] else {
        panic!("one public report at the end: {out:?}");
    };
    assert!(
        out.iter()
            .position(|m| matches!(m, Outbound::Report { .. }))
            > Some(board),
        "after the final board"
    );
    assert_eq!(at_end.story.outcome, game.state.outcome);
    assert!(matches!(
        at_end.story.moments.last().map(|m| m.what),
        Some(Happening::Victory(_))
    ));
    assert!(text.contains("The moments that mattered"), "{text}");
    assert!(text.contains("US: alice · Jihadist: the rules' solitaire Jihadist bot"));
    assert!(
        at_end
            .markdown_with(FILE_NAME)
            .ends_with(&format!("]({FILE_NAME})\n"))
    );
    // Recorded as a public message (`/lab log` finds it).
    assert!(table.messages(game.id).iter().any(|m| m.text == text));

    // After the end: the channel's latest game, or by its id from elsewhere for its player;
    // the same story.
    let out = table.send("carol", report_here(None));
    assert_eq!(reports(&out)[0].2.story, at_end.story);
    let out = table.send_in("elsewhere", "alice", report_here(Some(game.id)));
    assert_eq!(reports(&out)[0].2.story, at_end.story);
    let out = table.send_in("elsewhere", "mallory", report_here(Some(game.id)));
    assert!(reports(&out).is_empty());
    assert!(
        errors(&out)[0].contains("not a game of this server"),
        "{out:?}"
    );
    let out = table.send_in("elsewhere", "alice", report_here(None));
    assert!(errors(&out)[0].contains("no game"), "{out:?}");
}

/// Twin two-player games: the same seed and answers, but the Jihadist placed a different
/// Plot marker face down. Until a Plot is revealed, their stories (and so the chart and the
/// text) are the same.
#[test]
fn twin_games_differing_only_in_a_face_down_plot_tell_the_same_story() {
    let mut twins = 0;
    for seed in 1..40 {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Players::TwoPlayer,
            ideology: Default::default(),
            game_length: 1,
            seed,
            mini_decks: false,
        };
        let Some((a, b)) = twin(&spec, seed) else {
            continue;
        };
        let (story_a, story_b) = (
            story(&spec, FORMAT_VERSION, &a).unwrap(),
            story(&spec, FORMAT_VERSION, &b).unwrap(),
        );
        assert_eq!(story_a, story_b, "seed {seed}");
        for lang in labyrinth_bot::i18n::Lang::ALL {
            let tell = |s| Report::new(s, Default::default(), lang);
            let (ra, rb) = (tell(story_a.clone()), tell(story_b.clone()));
            assert_eq!(ra.markdown(), rb.markdown());
            assert_eq!(ra.svg(), rb.svg());
        }
        twins += 1;
        if twins == 3 {
            return;
        }
    }
    panic!("only {twins} twin games found");
}

/// Two action logs from `spec`: random legal play up to a Plot marker placed face down,
/// then A places one marker and B another, then both go on with the same answers while
/// nothing is revealed (at least 10 more actions). `None` if no such fork comes.
/// An action log.
type Log = Vec<(Side, Recorded)>;

fn twin(spec: &SetupSpec, seed: u64) -> Option<(Log, Log)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut a = GameState::new_seeded(spec).ok()?;
    let mut log_a: Log = Vec::new();
    let record = |side, answer| (side, Recorded::Action(Action::Answer(answer)));
    for _ in 0..3_000 {
        let decision = a.pending()?.clone();
        let plots: Vec<Answer> = decision
            .options
            .iter()
            .copied()
            .filter(|o| matches!(o, Answer::Plot(_)))
            .collect();
        if let [first, second, ..] = plots[..] {
            let mut b = a.clone();
            let mut log_b = log_a.clone();
            a.apply_seeded(decision.side, &Action::Answer(first)).ok()?;
            b.apply_seeded(decision.side, &Action::Answer(second))
                .ok()?;
            log_a.push(record(decision.side, first));
            log_b.push(record(decision.side, second));
            let mut after = 0;
            while let Some(next) = a.pending().cloned() {
                if b.pending().map(|d| &d.kind) != Some(&next.kind) {
                    break;
                }
                let answer = next.options[rng.random_range(0..next.options.len())];
                let (Ok(la), Ok(lb)) = (
                    a.clone().apply_seeded(next.side, &Action::Answer(answer)),
                    b.clone().apply_seeded(next.side, &Action::Answer(answer)),
                ) else {
                    break;
                };
                let reveals = |log: &[LogEntry]| {
                    log.iter().any(|e| {
                        matches!(
                            e,
                            LogEntry::PlotResolves { .. } | LogEntry::PlotBlocked { .. }
                        )
                    })
                };
                if reveals(&la) || reveals(&lb) {
                    break;
                }
                a.apply_seeded(next.side, &Action::Answer(answer)).ok()?;
                b.apply_seeded(next.side, &Action::Answer(answer)).ok()?;
                log_a.push(record(next.side, answer));
                log_b.push(record(next.side, answer));
                after += 1;
            }
            return (after >= 10 && a != b).then_some((log_a, log_b));
        }
        let answer = decision.options[rng.random_range(0..decision.options.len())];
        a.apply_seeded(decision.side, &Action::Answer(answer))
            .ok()?;
        log_a.push(record(decision.side, answer));
    }
    None
}

fn new_in_server(server: Option<&str>, mode: Mode, seed: u64) -> Command {
    Command::New(NewGame {
        mode,
        seed: Some(seed),
        server: server.map(str::to_string),
        ..NewGame::default()
    })
}

fn history(player: Option<&str>, server: Option<&str>) -> Command {
    Command::History {
        player: player.map(str::to_string),
        server: server.map(str::to_string),
    }
}

const GUILD: &str = "guild-1";

#[test]
fn the_history_lists_a_servers_games_and_each_players_record() {
    let mut table = Table::new();
    // In the server: alice (US) against bob, bob resigns; alice alone against the bot,
    // she resigns; carol's game abandoned; and a game of another server.
    table.send_in("a", "alice", new_in_server(Some(GUILD), Mode::TwoPlayer, 1));
    table.send_in("a", "bob", Command::Join);
    table.send_in("a", "bob", Command::Resign { confirm: true });
    table.send_in("b", "alice", new_in_server(Some(GUILD), Mode::Solitaire, 2));
    table.send_in("b", "alice", Command::Resign { confirm: true });
    table.send_in("c", "carol", new_in_server(Some(GUILD), Mode::Solitaire, 3));
    table.send_in("c", "carol", Command::Abandon { admin: false });
    table.send_in(
        "d",
        "dave",
        new_in_server(Some("guild-2"), Mode::Solitaire, 4),
    );
    table.send_in("d", "dave", Command::Resign { confirm: true });
    // Alice's own solitaire game in a DM (no server).
    table.send_in("dm-alice", "alice", new_in_server(None, Mode::Solitaire, 5));
    table.send_in("dm-alice", "alice", Command::Resign { confirm: true });

    let server = private_text(
        &table.send_in("a", "erin", history(None, Some(GUILD))),
        "erin",
    );
    assert!(
        server.starts_with("📜 Finished games of this server"),
        "{server}"
    );
    let solitaire = server.find("#2 Let's Roll!").unwrap();
    let two_player = server.find("#1 Let's Roll!").unwrap();
    assert!(solitaire < two_player, "newest first: {server}");
    assert!(
        server.contains("US: alice · Jihadist: bob · the US won: the other side resigned"),
        "{server}"
    );
    assert!(
        server.contains("Jihadist: the section 9 bot (Normal) · the Jihadist won"),
        "a computer seat is named as such: {server}"
    );
    assert!(
        server.contains("Abandoned, counted for no one (1): #3 Let's Roll!"),
        "{server}"
    );
    assert!(
        !server.contains("#4 ") && !server.contains("#5 "),
        "{server}"
    );
    assert!(!server.contains("Record of"), "{server}");

    let alice = private_text(
        &table.send_in("a", "erin", history(Some("alice"), Some(GUILD))),
        "erin",
    );
    assert!(
        alice.contains("Record of alice: 1 won of 2 · as the US 1 of 2 · as the Jihadist 0 of 0"),
        "{alice}"
    );
    assert!(alice.contains("By scenario: Let's Roll! 1 of 2"), "{alice}");
    assert!(
        alice.contains("Against the computer: the section 9 bot (Normal) 0 of 1"),
        "{alice}"
    );
    let carol = private_text(
        &table.send_in("a", "erin", history(Some("carol"), Some(GUILD))),
        "erin",
    );
    assert!(carol.contains("Record of carol: 0 won of 0"), "{carol}");

    // Outside a server: the sender's own games only.
    let own = private_text(
        &table.send_in("dm-alice", "alice", history(None, None)),
        "alice",
    );
    assert!(
        own.starts_with("📜 Your finished games outside any server"),
        "{own}"
    );
    assert!(
        own.contains("#5 Let's Roll!") && !own.contains("#2 "),
        "{own}"
    );
    assert!(own.contains("Record of alice: 0 won of 1"), "{own}");
    let out = table.send_in("dm-bob", "bob", history(Some("alice"), None));
    assert!(errors(&out)[0].contains("only your own games"), "{out:?}");
    let bob = private_text(&table.send_in("dm-bob", "bob", history(None, None)), "bob");
    assert!(bob.contains("No finished game yet."), "{bob}");

    // `game:` suggestions: the server's finished games, newest first.
    let suggested = table.app.finished_games(Some(GUILD), "erin");
    let ids: Vec<i64> = suggested.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, [3, 2, 1], "{suggested:?}");
    assert!(
        suggested[1]
            .1
            .starts_with("#2 Let's Roll! · the Jihadist won · ")
    );
    // A game of this server opens from any of its channels; another server's does not.
    let out = table.send_in(
        "a",
        "erin",
        Command::Report {
            game: Some(1),
            server: Some(GUILD.to_string()),
        },
    );
    assert_eq!(reports(&out).len(), 1, "{out:?}");
    let out = table.send_in(
        "a",
        "erin",
        Command::Report {
            game: Some(4),
            server: Some(GUILD.to_string()),
        },
    );
    assert!(reports(&out).is_empty());
}

/// The terminal: the story printed at the end of a game, `/lab game report image:PATH`
/// writes the chart mid-game and after, `/lab game history` lists the game.
#[test]
fn the_terminal_prints_the_story_and_writes_the_chart() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = labyrinth_bot::app::App::open(&dir.path().join("games.db")).unwrap();
    let (mid, end) = (dir.path().join("mid.png"), dir.path().join("end.png"));
    let script = format!(
        "as alice\n/lab game new mode:solitaire seed:7\n/lab game report image:{}\n\
         /lab game resign confirm\n/lab game report image:{}\n/lab game history\n",
        mid.display(),
        end.display()
    );
    let mut output = Vec::new();
    labyrinth_bot::terminal::run(&mut app, script.as_bytes(), &mut output).unwrap();
    let output = String::from_utf8(output).unwrap();
    assert!(
        output.contains("[to alice]   **In progress: turn 1**"),
        "{output}"
    );
    assert!(output.contains("📈 Chart written to "), "{output}");
    // Printed in public at the end, then to alice on request.
    assert!(
        output.contains("\n**The Jihadist wins — the other side resigned · turn 1**\n"),
        "{output}"
    );
    assert!(
        output.contains("[to alice] ## Let's Roll!, 1 deck · game #1"),
        "{output}"
    );
    assert!(output.contains("Record of alice: 0 won of 1"), "{output}");
    for path in [&mid, &end] {
        let png = std::fs::read(path).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{}", path.display());
    }
}

/// `labyrinth replay --report PATH`: a stored game (in Russian on request) and a full
/// export: the chart at PATH, the Markdown beside it and printed; exit 0 as the replay's.
#[test]
fn replay_writes_the_report_of_a_stored_game_or_an_export() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.db");
    let mut app = labyrinth_bot::app::App::open(&db).unwrap();
    let exported = dir.path().join("ended.json");
    let script = format!(
        "as alice\n/lab game new mode:solitaire seed:3\n/lab game resign confirm\n\
         /lab game export path:{}\n",
        exported.display()
    );
    let mut output = Vec::new();
    labyrinth_bot::terminal::run(&mut app, script.as_bytes(), &mut output).unwrap();
    drop(app);
    let replay = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .arg("replay")
            .args(args)
            .current_dir(dir.path())
            .env_remove("DATABASE_PATH")
            .output()
            .unwrap()
    };
    let db = db.display().to_string();
    let stored = replay(&[
        "--db", &db, "--game", "1", "--report", "ru.png", "--lang", "ru",
    ]);
    let stdout = String::from_utf8_lossy(&stored.stdout);
    assert_eq!(stored.status.code(), Some(0), "{stored:?}");
    assert!(
        stdout.contains("## Вперёд!, 1 колода · партия #1"),
        "{stdout}"
    );
    assert!(
        std::fs::read(dir.path().join("ru.png"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let markdown = std::fs::read_to_string(dir.path().join("ru.md")).unwrap();
    assert!(markdown.contains("Победа исламистов"), "{markdown}");

    let file = replay(&[
        "--file",
        "ended.json",
        "--report",
        "file.png",
        "--lang",
        "en",
    ]);
    let stdout = String::from_utf8_lossy(&file.stdout);
    assert_eq!(file.status.code(), Some(0), "{file:?}");
    assert!(stdout.contains("**The Jihadist wins"), "{stdout}");
    let bad = replay(&[
        "--db", &db, "--game", "1", "--report", "x.png", "--lang", "fr",
    ]);
    assert_eq!(bad.status.code(), Some(2), "{bad:?}");
}

/// A game begun under an earlier format (`FORMAT_VERSION` 2 dealt the bot's cards under its
/// pile) tells its story as it was played: the report replays it under the version it began
/// under, to the state that was saved, and not under today's deal.
#[test]
fn a_game_begun_under_format_2_tells_its_story() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/tests/games");
    let mut told = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let file: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let spec: SetupSpec = serde_json::from_value(file["spec"].clone()).unwrap();
        let state: GameState = serde_json::from_value(file["state"].clone()).unwrap();
        let actions: Vec<(Side, Recorded)> = file["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| {
                let side = serde_json::from_value(a["side"].clone()).unwrap();
                let action = serde_json::from_value(a["action"].clone()).unwrap();
                (side, Recorded::Action(action))
            })
            .collect();
        assert!(state.format_version < FORMAT_VERSION, "{}", path.display());
        let told_then = story(&spec, state.format_version, &actions)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let replayed = labyrinth_bot::app::replay(&spec, state.format_version, &actions).unwrap();
        assert!(replayed == state, "{}", path.display());
        assert!(!told_then.samples.is_empty(), "{}", path.display());
        // Under today's deal the same answers tell another game, or none.
        let today = story(&spec, FORMAT_VERSION, &actions).ok();
        assert!(today.as_ref() != Some(&told_then), "{}", path.display());
        told += 1;
    }
    assert!(told >= 2);
}
