//! The board's logical state, checked at load (issue "Nothing hidden can be learned II":
//! corruptions that counts alone do not find). Each check is a rule that no play can break;
//! problems name countries and markers (public), never a card in a hand or the deck.

use crate::state::{GameState, Players};
use crate::types::{CountryKind, Governance, Posture};

pub(super) fn board_problems(g: &GameState) -> Vec<String> {
    let mut problems = Vec::new();
    for (country, c) in crate::types::Country::ALL.iter().zip(g.countries.iter()) {
        let mut wrong = |what: &str| problems.push(format!("{}: {what}", country.name()));
        match country.kind() {
            CountryKind::Sunni | CountryKind::ShiaMix => {
                // 4.2.1-4.2.4 (and 4.9.4): a marked Muslim country has a Governance marker
                // in a box of its Alignment track; an unmarked one has neither.
                if c.governance.is_some() != c.alignment.is_some() {
                    wrong("Governance and Alignment must be marked together (4.2.4)");
                }
                // 4.3.2 only non-Muslim countries have Posture.
                if c.posture.is_some() {
                    wrong("a Muslim country has no Posture (4.3.2)");
                }
                // 7.2.2.3 and 8.4.4: a shift to Good or Islamist Rule removes all Aid (and no
                // event places Aid there: docs/rules-readings.md "Aid and Besieged Regime").
                // A Besieged Regime may lie at any Governance (Taliban, Darfur, Saleh).
                let good_or_ir = matches!(
                    c.governance,
                    Some(Governance::Good | Governance::IslamistRule)
                );
                if good_or_ir && c.aid > 0 {
                    wrong("Aid at Good or Islamist Rule (7.2.2.3)");
                }
                // 7.3.4.1 only Poor or Fair countries can be Regime Change countries.
                let poor_or_fair =
                    matches!(c.governance, Some(Governance::Poor | Governance::Fair));
                if c.regime_change.is_some() && !poor_or_fair {
                    wrong("a Regime Change country that is not Poor or Fair (7.3.4.1)");
                }
            }
            CountryKind::NonMuslim => {
                // 4.3: non-Muslim countries have Posture, never Governance markers or an
                // Alignment track; Aid, Besieged Regime and Regime Change are Muslim only
                // (7.2.2, 8.4.3.1, 7.3.4).
                if c.governance.is_some() || c.alignment.is_some() {
                    wrong("a non-Muslim country has no Governance or Alignment marker (4.3)");
                }
                if c.aid > 0 || c.besieged || c.regime_change.is_some() {
                    wrong(
                        "Aid, Besieged Regime or Regime Change in a non-Muslim country (4.8.2-4.8.3)",
                    );
                }
            }
            CountryKind::Iran => {}
        }
        // 4.3.3 Israel's Posture is always Hard.
        if *country == crate::types::Country::Israel && c.posture != Some(Posture::Hard) {
            wrong("Israel's Posture is always Hard (4.3.3)");
        }
    }
    // 4.7.7 a lingering marker lies once in the Event Box, and once in a country (Card 3
    // CTR marks two countries).
    let twice = |markers: &[crate::types::Marker]| {
        let mut sorted = markers.to_vec();
        sorted.sort();
        sorted.windows(2).any(|w| w[0] == w[1])
    };
    if twice(g.markers.as_slice()) || g.countries.iter().any(|c| twice(c.markers.as_slice())) {
        problems.push("an event marker lies twice in one place (4.7.7)".to_string());
    }
    // 4.7.7.1 only LAPSING events lie in the Lapsing boxes, each once.
    let mut lapsing: Vec<u8> = g.lapsing.iter().map(|l| l.card.number()).collect();
    if g.lapsing.iter().any(|l| !l.card.info().lapsing) {
        problems.push("a Lapsing box holds an event that is not LAPSING (4.7.7.1)".to_string());
    }
    let entries = lapsing.len();
    lapsing.sort_unstable();
    lapsing.dedup();
    if lapsing.len() != entries {
        problems.push("a LAPSING event is in effect twice (4.7.7.1)".to_string());
    }
    // 5.2.1 play proceeds through Turns, from Turn 1; 5.2.2 an Action Phase plays two cards.
    if g.turn == 0 {
        problems.push("turn 0 (turns count from 1)".to_string());
    }
    if g.phase.cards_played > 2 {
        problems.push(format!(
            "{} cards played in one Action Phase (5.2.2: two)",
            g.phase.cards_played
        ));
    }
    // 9.2 mini-decks and 9.3.3 set-aside Plot markers are solitaire rules.
    let solitaire_only = g.mini_decks || !g.set_aside_plots.is_empty() || g.pending_set_aside > 0;
    if g.players == Players::TwoPlayer && solitaire_only {
        problems.push("solitaire-only state in a two-player game (9.2, 9.3.3)".to_string());
    }
    problems
}
