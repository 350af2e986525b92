//! A heuristic US player for self-play (`labyrinth sim`): given a solitaire game whose
//! pending decision is the US's, it picks one of the decision's legal options.
//!
//! It is deterministic and uses no randomness: the same position always gets the same
//! answer, ties go to the earliest option in the engine's list, and an option it has no rule
//! for is the first one listed. Where it needs to know what an answer leads to (which
//! countries an operation could target), it applies the answer to a copy of the game and
//! reads the next decision's options ("peeking"); the real game is never touched.
//!
//! The rules, in order of preference (README "Self-play"):
//! 1. Card choice: a US-associated card first (its event), then an Unassociated one, then a
//!    Jihadist one; higher Operations value first within each group. With one Jihadist card
//!    left and the option to discard it (5.2.4), discard it.
//! 2. Card use: the event of a US card when it is playable; otherwise Operations; Reserves
//!    (6.3.3) only for a 1-value card when no operation "counts" (score below 40).
//! 3. Operation, by score: Alert where a Plot is (100), Regime Change (90, the engine offers
//!    it only against Islamist Rule with enough troops), Disrupt where there are cells
//!    (55 + 5 per cell, up to 3), War of Ideas in a Muslim country where a roll can succeed
//!    (50 + 10 per net modifier, needing at least -1), Deploy when troops on the track can
//!    reach a Muslim Ally with cells (30), War of Ideas elsewhere (20), anything else (5).
//! 4. Targets: War of Ideas the best modifier, then most resources; Disrupt the most cells;
//!    Alert the United States first, then the most Plots; Regime Change the most resources;
//!    Deploy from the Troops Track, to the Muslim country with most cells; the most troops.
//! 5. Reserves are always expended when asked; a Disrupt removes an Active cell first; a
//!    Posture question is answered with the US Posture; any other question: the first option.

use labyrinth_engine::{
    Action, Alignment, Answer, Association, CardId, CardUse, Country, Decision, DecisionKind, Op,
    Purpose, Side,
};
use labyrinth_engine::{GameState, Governance, war_of_ideas_modifiers};

/// The US policy's answer to the pending decision (which must be the US's). `None` only
/// when nothing is pending.
pub fn choose(g: &GameState) -> Option<Answer> {
    let decision = g.pending()?;
    let first = *decision.options.first()?;
    Some(pick(g, decision).unwrap_or(first))
}

fn pick(g: &GameState, d: &Decision) -> Option<Answer> {
    match &d.kind {
        DecisionKind::ActionCard { .. } => action_card(d),
        DecisionKind::CardUse { card } => Some(card_use(g, d, *card)),
        DecisionKind::Operation { .. } => best_op(g, d).map(|(op, _)| Answer::Op(op)),
        DecisionKind::UseReserves { .. } => d.allows(&Answer::Yes).then_some(Answer::Yes),
        DecisionKind::Country { purpose, .. } => country(g, d, *purpose),
        DecisionKind::TroopCount { .. } => best(d, |a| match a {
            Answer::Count(n) => i32::from(*n),
            _ => -1,
        }),
        DecisionKind::DisruptCell { .. } => best(d, |a| match a {
            Answer::Cell(labyrinth_engine::CellKind::Active) => 1,
            _ => 0,
        }),
        _ => best(d, |a| match a {
            Answer::Posture(p) if *p == g.us_posture => 1,
            _ => 0,
        }),
    }
}

/// The option with the highest score; the earliest among equals.
fn best(d: &Decision, score: impl Fn(&Answer) -> i32) -> Option<Answer> {
    let mut chosen: Option<(Answer, i32)> = None;
    for answer in &d.options {
        let s = score(answer);
        if chosen.is_none_or(|(_, top)| s > top) {
            chosen = Some((*answer, s));
        }
    }
    chosen.map(|(a, _)| a)
}

/// The decision that follows `answer` in a copy of the game (expending Reserves when asked
/// on the way), if it is again the US's.
fn peek(g: &GameState, answer: Answer) -> Option<Decision> {
    let mut copy = g.clone();
    copy.apply_seeded(Side::Us, &Action::Answer(answer)).ok()?;
    for _ in 0..2 {
        match copy.pending() {
            Some(d) if matches!(d.kind, DecisionKind::UseReserves { .. }) => {
                let a = if d.allows(&Answer::Yes) {
                    Answer::Yes
                } else {
                    *d.options.first()?
                };
                copy.apply_seeded(Side::Us, &Action::Answer(a)).ok()?;
            }
            _ => break,
        }
    }
    copy.pending().filter(|d| d.side == Side::Us).cloned()
}

fn action_card(d: &Decision) -> Option<Answer> {
    let cards: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Answer::Card(c) => Some(*c),
            _ => None,
        })
        .collect();
    // 5.2.4 the last card is a Jihadist one and may be discarded without effect.
    if let [only] = cards.as_slice()
        && only.association() == Association::Jihadist
        && d.allows(&Answer::Discard)
    {
        return Some(Answer::Discard);
    }
    best(d, |a| match a {
        Answer::Card(c) => {
            let group = match c.association() {
                Association::Us => 20,
                Association::Unassociated => 10,
                Association::Jihadist => 0,
            };
            group + i32::from(c.ops())
        }
        _ => -1,
    })
}

fn card_use(g: &GameState, d: &Decision, card: CardId) -> Answer {
    let event = Answer::Use(CardUse::Event);
    let ops = Answer::Use(CardUse::Operations);
    let reserves = Answer::Use(CardUse::Reserves);
    if card.association() == Association::Us && d.allows(&event) {
        return event;
    }
    if d.allows(&reserves) && card.ops() == 1 && g.reserves.us < 2 {
        let counts = g_after(g, ops)
            .and_then(|after| {
                let next = after.pending()?.clone();
                matches!(next.kind, DecisionKind::Operation { .. })
                    .then(|| best_op(&after, &next))
                    .flatten()
            })
            .is_some_and(|(_, score)| score >= 40);
        if !counts {
            return reserves;
        }
    }
    if d.allows(&ops) {
        return ops;
    }
    d.options.first().copied().unwrap_or(ops)
}

/// The game after `answer` (a copy), for scoring the decision that follows it.
fn g_after(g: &GameState, answer: Answer) -> Option<GameState> {
    let mut copy = g.clone();
    copy.apply_seeded(Side::Us, &Action::Answer(answer)).ok()?;
    Some(copy)
}

/// The operation with the best score (rule 3), with its score.
fn best_op(g: &GameState, d: &Decision) -> Option<(Op, i32)> {
    let mut chosen: Option<(Op, i32)> = None;
    for answer in &d.options {
        let Answer::Op(op) = answer else { continue };
        let s = op_score(g, *op);
        if chosen.is_none_or(|(_, top)| s > top) {
            chosen = Some((*op, s));
        }
    }
    chosen
}

fn targets(next: &Option<Decision>) -> Vec<Country> {
    next.iter()
        .flat_map(|d| d.options.iter())
        .filter_map(|a| match a {
            Answer::Country(c) => Some(*c),
            _ => None,
        })
        .collect()
}

fn op_score(g: &GameState, op: Op) -> i32 {
    match op {
        Op::Alert => {
            let next = peek(g, Answer::Op(op));
            if targets(&next)
                .iter()
                .any(|c| !g.country(*c).plots.is_empty())
            {
                100
            } else {
                5
            }
        }
        Op::RegimeChange => 90,
        Op::Disrupt => {
            let next = peek(g, Answer::Op(op));
            let cells = targets(&next)
                .iter()
                .map(|c| g.cells(*c))
                .max()
                .unwrap_or(0);
            if cells > 0 {
                55 + 5 * i32::from(cells.min(3))
            } else {
                5
            }
        }
        Op::WarOfIdeas => {
            let next = peek(g, Answer::Op(op));
            let muslim = targets(&next)
                .into_iter()
                .filter(|c| c.is_muslim())
                .map(|c| war_of_ideas_modifiers(g, c))
                .max();
            match muslim {
                Some(m) if m >= -1 => 50 + 10 * i32::from(m),
                _ => 20,
            }
        }
        Op::Deploy => {
            let reachable = Country::ALL.into_iter().any(|c| {
                c.is_muslim() && g.alignment(c) == Some(Alignment::Ally) && g.cells(c) > 0
            });
            if g.troops_on_track() > 0 && reachable {
                30
            } else {
                5
            }
        }
        _ => 5,
    }
}

fn country(g: &GameState, d: &Decision, purpose: Purpose) -> Option<Answer> {
    let resources = |c: Country| i32::from(g.resources(c));
    let cells = |c: Country| i32::from(g.cells(c));
    best(d, |a| {
        let Answer::Country(c) = a else {
            // The Troops Track: the preferred Deploy and Regime Change origin.
            return match (a, purpose) {
                (Answer::Track, Purpose::DeployFrom | Purpose::RegimeChangeFrom) => 1000,
                _ => -1000,
            };
        };
        let c = *c;
        match purpose {
            Purpose::WarOfIdeas if c.is_muslim() => {
                100 * i32::from(war_of_ideas_modifiers(g, c)) + resources(c)
            }
            Purpose::WarOfIdeas => -500,
            Purpose::Disrupt => 10 * cells(c) + resources(c),
            Purpose::Alert => {
                let us = if c == Country::UnitedStates { 100 } else { 0 };
                us + 10 * g.country(c).plots.len() as i32 + resources(c)
            }
            Purpose::RegimeChangeTo => resources(c),
            Purpose::DeployTo => {
                let good = i32::from(g.governance(c) != Some(Governance::IslamistRule));
                10 * cells(c) + resources(c) + good
            }
            // Take troops from where they face the fewest cells.
            Purpose::DeployFrom | Purpose::RegimeChangeFrom => {
                i32::from(g.troops(c)) - 10 * cells(c)
            }
            _ => 0,
        }
    })
}
