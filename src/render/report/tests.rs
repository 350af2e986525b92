use labyrinth_engine::{CardUse, GameState, Outcome, Plot, RegimeChange, SetupSpec, VictoryReason};

use super::*;

fn start() -> View {
    let spec = SetupSpec {
        scenario: Scenario::LetsRoll,
        players: Default::default(),
        ideology: Default::default(),
        game_length: 3,
        seed: 3,
        mini_decks: false,
    };
    GameState::new_seeded(&spec)
        .map(|g| g.view(Seat::Observer))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn played(side: Side, card: u8) -> LogEntry {
    LogEntry::CardPlayed {
        side,
        card: CardId::new(card).unwrap_or_else(|| panic!("card {card}")),
        used_as: CardUse::Operations,
    }
}

/// A turn of four cards, a Regime Change on the third, a WMD Plot and a fall to Islamist
/// Rule in the Plot phase, then the end of the turn and a reshuffle.
fn a_turn(story: &mut Story, view: &mut View, turn: u16) {
    story.record(
        &[played(Side::Jihadist, 90), played(Side::Jihadist, 91)],
        view,
    );
    view.prestige = view.prestige % 12 + 1;
    story.record(&[played(Side::Us, 41)], view);
    story.record(
        &[LogEntry::RegimeChange {
            country: Country::Iraq,
            marker: Some(RegimeChange::Green),
        }],
        view,
    );
    view.funding = view.funding % 9 + 1;
    story.record(
        &[
            played(Side::Us, 42),
            LogEntry::PlotResolves {
                country: Country::Pakistan,
                plot: Plot::Wmd,
            },
            LogEntry::Governance {
                country: Country::Pakistan,
                from: Some(Governance::Poor),
                to: Governance::IslamistRule,
            },
            LogEntry::EndOfTurn { turn },
            LogEntry::Reshuffle { deck: 1 },
            LogEntry::PhaseStarted {
                turn: turn + 1,
                side: Side::Jihadist,
            },
        ],
        view,
    );
}

#[test]
fn moments_carry_their_turn_card_and_what_happened() {
    let mut view = start();
    let mut story = Story::begin(&view);
    a_turn(&mut story, &mut view, 1);
    let whats: Vec<Happening> = story.moments.iter().map(|m| m.what).collect();
    assert_eq!(
        whats,
        [
            Happening::RegimeChange(Country::Iraq),
            Happening::Wmd(Country::Pakistan),
            Happening::IslamistRule(Country::Pakistan),
            Happening::Reshuffle(1),
        ]
    );
    // The Regime Change came with card 41 played by the US, the third card of turn 1.
    let rc = story.moments[0];
    assert_eq!(rc.at, At { turn: 1, plays: 3 });
    assert_eq!(rc.card.map(|(c, s)| (c.number(), s)), Some((41, Side::Us)));
    // The Plot phase has no card; the reshuffle is at the end of turn 1.
    assert_eq!(story.moments[1].card, None);
    assert_eq!(story.moments[3].at, At { turn: 1, plays: 4 });
    assert_eq!(story.plays, [4, 0]);
    // Turn 1 spans 0..1, a quarter per card.
    assert_eq!(story.x(rc.at), 0.75);
    assert_eq!(story.x(story.moments[3].at), 1.0);
}

#[test]
fn samples_keep_each_change_of_the_tracks_once() {
    let mut view = start();
    let mut story = Story::begin(&view);
    story.record(&[], &view);
    assert_eq!(story.samples.len(), 1, "nothing changed");
    a_turn(&mut story, &mut view, 1);
    assert_eq!(story.samples.len(), 3);
    assert_eq!(story.last(), Tracks::of(&view));
    let xs: Vec<f32> = story.samples.iter().map(|s| story.x(s.at)).collect();
    assert!(xs.windows(2).all(|w| w[0] <= w[1]), "{xs:?}");
}

/// A face-down Plot and drawn cards are read as the Observer sees them: the story is the
/// same whatever the hidden values were.
#[test]
fn hidden_values_do_not_reach_the_story() {
    let view = start();
    let tell = |plot: Plot, card: u8| {
        let mut story = Story::begin(&view);
        story.record(
            &[
                LogEntry::PlotPlaced {
                    country: Country::Iraq,
                    plot: Some(plot),
                },
                LogEntry::CardsDrawn {
                    side: Side::Us,
                    count: 1,
                    cards: vec![CardId::new(card).unwrap_or_else(|| panic!("card"))],
                },
            ],
            &view,
        );
        story
    };
    assert_eq!(tell(Plot::Wmd, 5), tell(Plot::One, 77));
}

#[test]
fn a_game_in_progress_spreads_its_turn_as_the_turns_before() {
    let mut view = start();
    let mut story = Story::begin(&view);
    a_turn(&mut story, &mut view, 1);
    story.record(&[played(Side::Jihadist, 92)], &view);
    // Turn 2 has one card so far; turn 1 had four: a quarter of turn 2.
    assert_eq!(story.x(story.now), 1.25);
    assert_eq!(story.span(), 2.0);
    view.outcome = Some(Outcome {
        winner: Side::Us,
        reason: VictoryReason::GoodResources,
        tally: None,
    });
    story.record(
        &[LogEntry::GameOver {
            outcome: view.outcome.unwrap_or_else(|| panic!("set")),
        }],
        &view,
    );
    // Over: the last turn is as long as it was.
    assert_eq!(story.x(story.now), 2.0);
}

#[test]
fn the_text_fits_a_message_and_names_the_moments() {
    let mut view = start();
    let mut story = Story::begin(&view);
    for turn in 1..=40 {
        a_turn(&mut story, &mut view, turn);
    }
    for lang in Lang::ALL {
        let report = Report::new(story.clone(), Meta::default(), lang);
        let message = report.message();
        assert!(message.chars().count() <= crate::render::MESSAGE_LIMIT);
        let markdown = report.markdown_with(FILE_NAME);
        assert!(
            markdown.lines().count() > 150,
            "every moment is in the file"
        );
        assert!(markdown.contains(FILE_NAME));
    }
    let english = Report::new(story, Meta::default(), Lang::En).markdown();
    assert!(
        english.contains("1. Turn 1 · #41 NATO (US): Regime Change in Iraq"),
        "{english}"
    );
}

/// The chart parses, draws, and stays within its budget.
#[test]
fn the_chart_draws_within_its_budget() {
    let mut view = start();
    let mut story = Story::begin(&view);
    for turn in 1..=3 {
        a_turn(&mut story, &mut view, turn);
    }
    for lang in Lang::ALL {
        let report = Report::new(story.clone(), Meta::default(), lang);
        let png = report.png().unwrap_or_else(|e| panic!("{e}"));
        assert!(png.len() < CHART_BUDGET, "{} bytes", png.len());
    }
}
