//! Adjust (issue "Take it back or set it right"): every kind of change, refused when it
//! breaks an invariant or comes in the middle of a step, the pending decision recomputed,
//! and a log with adjustments replaying exactly.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Adjustment, Alignment, Answer, CardId, Country, DecisionKind, GameState, Governance,
    LogEntry, Marker, Players, Plot, Posture, RegimeChange, Scenario, Seat, SetupSpec, Side, Zone,
};

fn spec(players: Players) -> SetupSpec {
    SetupSpec {
        players,
        ..SetupSpec::new(Scenario::LetsRoll, 11)
    }
}

/// A two-player Let's Roll! game waiting for the Jihadist's first card (3.2).
fn start() -> GameState {
    let g = GameState::new_seeded(&spec(Players::TwoPlayer)).unwrap();
    assert!(matches!(
        g.pending().unwrap().kind,
        DecisionKind::ActionCard { card_number: 1 }
    ));
    g
}

fn adjust(g: &mut GameState, change: Adjustment) -> Result<Vec<LogEntry>, String> {
    g.apply_seeded(Side::Us, &Action::Adjust(change))
        .map_err(|e| e.to_string())
}

#[test]
fn every_kind_of_change_applies_and_keeps_the_game_sound() {
    let mut g = start();
    let c = Country::Pakistan;
    let changes = [
        Adjustment::Prestige(5),
        Adjustment::Funding(4),
        Adjustment::UsPosture(Posture::Soft),
        Adjustment::Posture {
            country: Country::France,
            posture: Some(Posture::Hard),
        },
        Adjustment::Governance {
            country: c,
            governance: Some(Governance::Fair),
        },
        Adjustment::Alignment {
            country: c,
            alignment: Alignment::Ally,
        },
        Adjustment::Troops {
            country: c,
            count: 2,
        },
        Adjustment::ActiveCells {
            country: c,
            count: 1,
        },
        Adjustment::SleeperCells {
            country: c,
            count: 2,
        },
        Adjustment::Cadre {
            country: Country::Iraq,
            present: true,
        },
        Adjustment::Aid {
            country: c,
            count: 1,
        },
        Adjustment::Besieged {
            country: c,
            present: true,
        },
        Adjustment::RegimeChange {
            country: c,
            marker: Some(RegimeChange::Green),
        },
        Adjustment::Plot {
            country: c,
            plot: Plot::Two,
            placed: true,
        },
        Adjustment::Marker {
            marker: Marker::PatriotAct,
            country: None,
            present: true,
        },
        Adjustment::Marker {
            marker: Marker::Nato,
            country: Some(c),
            present: true,
        },
    ];
    for change in changes {
        let logs = adjust(&mut g, change.clone()).unwrap_or_else(|e| panic!("{change:?}: {e}"));
        assert!(g.validate().is_ok());
        assert!(matches!(
            logs[0],
            LogEntry::Adjusted { .. } | LogEntry::PlotMoved { .. }
        ));
    }
    let p = g.country(c);
    assert_eq!(
        (g.prestige(), g.funding(), g.us_posture),
        (5, 4, Posture::Soft)
    );
    assert_eq!(g.posture(Country::France), Some(Posture::Hard));
    assert_eq!(p.governance, Some(Governance::Fair));
    assert_eq!(p.alignment, Some(Alignment::Ally));
    assert_eq!(
        (p.troops(), p.active_cells(), p.sleeper_cells(), p.aid),
        (2, 1, 2, 1)
    );
    assert!(p.besieged && p.regime_change == Some(RegimeChange::Green));
    assert_eq!(p.plots.len(), 1);
    assert!(p.markers.contains(&Marker::Nato));
    assert!(g.country(Country::Iraq).cadre);
    assert!(g.markers.contains(&Marker::PatriotAct));
    // Removing, too.
    adjust(
        &mut g,
        Adjustment::Marker {
            marker: Marker::PatriotAct,
            country: None,
            present: false,
        },
    )
    .unwrap();
    assert!(!g.markers.contains(&Marker::PatriotAct));
}

#[test]
fn a_card_moves_between_zones_and_the_pending_decision_is_recomputed() {
    let mut g = start();
    let card = g.hands.jihadist[0];
    let before = g.pending().unwrap().options.clone();
    assert!(before.contains(&Answer::Card(card)));
    let logs = adjust(
        &mut g,
        Adjustment::Card {
            card,
            from: Zone::JihadistHand,
            to: Zone::Discard,
        },
    )
    .unwrap();
    assert!(g.discard.contains(&card));
    // The Jihadist's card choice no longer offers it.
    let after = &g.pending().unwrap().options;
    assert!(!after.contains(&Answer::Card(card)));
    assert_eq!(after.len(), before.len() - 1);
    // From a hand: named to its side only, even to the discard pile.
    assert!(matches!(
        logs[0].seen_by(Seat::Observer),
        LogEntry::CardMoved { card: None, .. }
    ));
    assert_eq!(logs[0].seen_by(Seat::Jihadist), logs[0]);
    // Back into the hand, then into the draw pile: hidden from the US and observers.
    adjust(
        &mut g,
        Adjustment::Card {
            card,
            from: Zone::Discard,
            to: Zone::JihadistHand,
        },
    )
    .unwrap();
    let logs = adjust(
        &mut g,
        Adjustment::Card {
            card,
            from: Zone::JihadistHand,
            to: Zone::DrawPile,
        },
    )
    .unwrap();
    assert!(g.draw_pile.contains(&card));
    for seat in [Seat::Observer, Seat::Us] {
        assert!(matches!(
            logs[0].seen_by(seat),
            LogEntry::CardMoved { card: None, .. }
        ));
    }
    assert!(matches!(
        logs[0].seen_by(Seat::Jihadist),
        LogEntry::CardMoved { card: Some(_), .. }
    ));
    // The Lapsing box takes LAPSING events only; the 1st Plot box one card.
    let lapsing = (1..=120)
        .filter_map(CardId::new)
        .find(|c| c.info().lapsing && g.discard.contains(c));
    if let Some(lapsing) = lapsing {
        adjust(
            &mut g,
            Adjustment::Card {
                card: lapsing,
                from: Zone::Discard,
                to: Zone::Lapsing,
            },
        )
        .unwrap();
    }
    assert!(g.validate().is_ok());
}

#[test]
fn a_change_that_breaks_an_invariant_is_refused_and_changes_nothing() {
    let mut g = start();
    let before = serde_json::to_string(&g).unwrap();
    let refusals = [
        (Adjustment::Prestige(13), "Prestige 13 is off its track"),
        (Adjustment::Funding(0), "Funding 0 is off its track"),
        (
            Adjustment::Troops {
                country: Country::Iraq,
                count: 16,
            },
            "troops on the map (there are 15)",
        ),
        (
            Adjustment::SleeperCells {
                country: Country::Iraq,
                count: 16,
            },
            "cells on the map (there are 15)",
        ),
        (
            Adjustment::Governance {
                country: Country::France,
                governance: Some(Governance::Good),
            },
            "only Muslim countries",
        ),
        (
            Adjustment::Card {
                card: CardId::new(120).unwrap(),
                from: Zone::Removed,
                to: Zone::Discard,
            },
            "is not in the removed cards",
        ),
        (
            Adjustment::Plot {
                country: Country::Iraq,
                plot: Plot::Wmd,
                placed: true,
            },
            "no such Plot marker is Available",
        ),
    ];
    for (change, reason) in refusals {
        let error = adjust(&mut g, change).unwrap_err();
        assert!(error.contains(reason), "{error}");
        assert_eq!(serde_json::to_string(&g).unwrap(), before);
    }
}

#[test]
fn an_adjustment_in_the_middle_of_a_card_play_is_refused() {
    let mut g = start();
    let card = g.hands.jihadist[0];
    g.apply_seeded(Side::Jihadist, &Action::Answer(Answer::Card(card)))
        .unwrap();
    assert!(!g.pending.as_ref().unwrap().answers.is_empty());
    let error = adjust(&mut g, Adjustment::Prestige(5)).unwrap_err();
    assert!(error.contains("between card plays"), "{error}");
}

#[test]
fn a_log_with_adjustments_replays_exactly() {
    for players in [Players::TwoPlayer, Players::Solitaire] {
        let spec = spec(players);
        let mut g = GameState::new_seeded(&spec).unwrap();
        let side = g.pending().unwrap().side;
        let card = g.hand(side)[0];
        let from = if side == Side::Us {
            Zone::UsHand
        } else {
            Zone::JihadistHand
        };
        let actions = [
            Some(Action::Adjust(Adjustment::Prestige(2))),
            Some(Action::Adjust(Adjustment::Card {
                card,
                from,
                to: Zone::DrawPile,
            })),
            None,
        ];
        let mut log = Vec::new();
        for action in actions {
            // `None`: the first option of the decision recomputed.
            let action = action.unwrap_or_else(|| Action::Answer(g.pending().unwrap().options[0]));
            let json = serde_json::to_string(&action).unwrap();
            let stored: Action = serde_json::from_str(&json).unwrap();
            let side = g.pending().unwrap().side;
            g.apply_seeded(side, &stored).unwrap();
            log.push((side, stored));
        }
        let mut replayed = GameState::new_seeded(&spec).unwrap();
        for (side, action) in &log {
            replayed.apply_seeded(*side, action).unwrap();
        }
        assert_eq!(replayed, g);
    }
}
