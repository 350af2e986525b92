//! A heuristic US player for self-play (`labyrinth sim`): given a solitaire game whose
//! pending decision is the US's, it picks one of the decision's legal options.
//!
//! It is deterministic and uses no randomness: the same position always gets the same
//! answer, ties go to the earliest option in the engine's list, and an option it has no rule
//! for is the first one listed. It reads only what the US player sees (the map, the tracks,
//! its own hand, how many Plots are where, never their values nor the Jihadist pile), and
//! it never looks ahead in a copy of the game: every choice is scored from the position
//! (the computer US adds that at the end of the deck: [`super::lookahead`]).
//!
//! Everything is scored on one scale, where +1 Prestige is worth about 12 (docs/self-play.md
//! lists the rules):
//! - [`targets`]: what one operation is worth in one country (War of Ideas by its chance of
//!   success and what success gains, Disrupt by cells and the +1 Prestige of 7.4.4, Alert by
//!   where the Plot would resolve);
//! - [`cards`]: what a US or Unassociated event is worth to the US and what a Jihadist event
//!   costs it when the US triggers it.

pub mod cards;
mod memo;
pub mod reason;
pub mod targets;
#[cfg(test)]
mod tests;
mod view;

pub use memo::{Memo, Player};
pub use reason::{explain, explain_lang};
pub use view::UsView;

use labyrinth_engine::{
    Answer, Association, CardId, CardUse, CellKind, Country, CountrySet, Decision, DecisionKind,
    EventQuestion, GameState, Governance, Op, Order, Posture, Purpose, Side,
};

use std::cell::{Cell, OnceCell};

use targets::{alert, disrupt, war_of_ideas};

/// The worth of a Deploy that raises the US hand size by one card (4.7.3, 5.2.8).
pub const TRACK_LEVEL_WORTH: i32 = 15;
/// 7.6 what a Reassessment from Hard to Soft gains beyond the GWOT Relations Penalty.
pub const SOFT_POSTURE_WORTH: i32 = 50;
/// An operation worth less than this, on a 1- or 2-value card, goes to Reserves instead.
pub const RESERVES_WORTH: i32 = 6;
/// 7.3.5 what a Withdraw gains beyond the hand size: troops out of a Regime Change country
/// stop drawing Plots (9.4.2.2) and Recruits (9.4.2.5).
pub const WITHDRAW_WORTH: i32 = 80;

/// The US hand-size cards (5.2.8) gained by `troops` more on the Troops Track.
fn hand_gained(g: &UsView<'_>, troops: u8) -> i32 {
    let track = g.troops_on_track();
    g.us_hand_size_with(track.saturating_add(troops)) as i32 - g.us_hand_size_with(track) as i32
}

/// The best Deploy of troops back to the Troops Track (7.3.2, any card), to raise the US
/// hand size: where from, how many, and its worth.
fn deploy_plan(g: &UsView<'_>) -> Option<(Country, u8, i32)> {
    let mut chosen: Option<(Country, u8, i32)> = None;
    for c in Country::ALL {
        // Only a Regime Change country's troops beyond what it must keep (7.3.1).
        let movable = if g.is_regime_change(c) {
            g.troops_movable(c)
        } else {
            0
        };
        if movable == 0 {
            continue;
        }
        let worth = TRACK_LEVEL_WORTH * hand_gained(g, movable);
        if worth > 0 && chosen.is_none_or(|(_, _, w)| worth > w) {
            chosen = Some((c, movable, worth));
        }
    }
    chosen
}

/// The US answer to `decision`, a US decision of the game `v` shows: one of its options.
/// This is the policy's entry point (a view and the pending decision in, an answer out).
pub fn answer(v: &UsView<'_>, decision: &Decision) -> Answer {
    pick(v, decision)
        .map(|p| p.answer)
        .filter(|a| decision.allows(a))
        .or_else(|| decision.options.first().copied())
        .unwrap_or(Answer::Done)
}

/// 7.3.5 Withdraw (Soft Posture): the Regime Change country whose troops, all back on the
/// Troops Track, gain most ([`WITHDRAW_WORTH`], and the US hand size, 4.7.3), less what
/// leaving costs there (its Aid, a Besieged Regime, the cells it leaves free to Jihad);
/// with its worth.
fn withdraw_plan(g: &UsView<'_>) -> Option<(Country, i32)> {
    let mut chosen: Option<(Country, i32)> = None;
    for c in Country::ALL {
        let troops = g.troops(c);
        if troops == 0 || !g.is_regime_change(c) {
            continue;
        }
        let worth = TRACK_LEVEL_WORTH * hand_gained(g, troops) + 2 * i32::from(troops)
            - 3 * i32::from(g.cells_counting_sadr(c))
            - 4 * i32::from(g.aid(c))
            - 4
            + WITHDRAW_WORTH;
        if worth > 0 && chosen.is_none_or(|(_, w)| worth > w) {
            chosen = Some((c, worth));
        }
    }
    chosen
}

/// 7.6 Reassessment: what switching the US Posture gains in GWOT Relations Penalty (4.7.2),
/// each point of which is -1 on every War of Ideas roll for the rest of the game.
fn reassessment_gain(g: &UsView<'_>) -> i32 {
    30 * (i32::from(g.gwot_penalty()) - targets::penalty_after_switch(g))
}

/// The US policy's answer to `g`'s pending decision, read through [`UsView`]. `None` when
/// no US decision is pending. ([`Player`] answers a game's decisions in turn, keeping what
/// one position's first answer worked out for the next.)
pub fn choose(g: &GameState) -> Option<Answer> {
    Player::default().choose(g)
}

/// How the policy chose: its answer and, when another option was worth as much, the first
/// such (ties go to the earliest option the engine lists).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Picked {
    pub answer: Answer,
    pub tied_with: Option<Answer>,
}

impl From<Answer> for Picked {
    fn from(answer: Answer) -> Picked {
        Picked {
            answer,
            tied_with: None,
        }
    }
}

/// The policy's answer to `decision` with what decided it ([`answer`] gives the answer).
pub fn decide(v: &UsView<'_>, decision: &Decision) -> Picked {
    pick(v, decision)
        .filter(|p| decision.allows(&p.answer))
        .unwrap_or_else(|| answer(v, decision).into())
}

fn pick(g: &UsView<'_>, d: &Decision) -> Option<Picked> {
    let picked = match &d.kind {
        DecisionKind::ActionCard { .. } => return action_card(g, d),
        DecisionKind::CardUse { card } => card_use(g, d, *card),
        DecisionKind::Operation { card } => return best_op(g, d, *card),
        DecisionKind::UseReserves { card, op } => use_reserves(g, *card, *op),
        DecisionKind::TriggerOrder { .. } => Answer::Order(Order::OpsFirst),
        DecisionKind::SecondCard { .. } => return second_card(g, d),
        DecisionKind::Country { purpose, .. } => return country(g, d, *purpose),
        DecisionKind::TroopCount { to, .. } => troop_count(g, d, *to)?,
        DecisionKind::DisruptCell { .. } => Answer::Cell(CellKind::Active),
        DecisionKind::Event { card, question } => return event_question(g, d, *card, *question),
        _ => {
            return best(d, |a| match a {
                Answer::Posture(p) if *p == g.us_posture() => 1,
                _ => 0,
            });
        }
    };
    Some(picked.into())
}

/// The option with the highest score; the earliest among equals (and the first option
/// after it worth as much).
fn best(d: &Decision, score: impl Fn(&Answer) -> i32) -> Option<Picked> {
    let mut chosen: Option<(Picked, i32)> = None;
    for answer in &d.options {
        let s = score(answer);
        match &mut chosen {
            Some((picked, top)) if s == *top => {
                picked.tied_with.get_or_insert(*answer);
            }
            Some((_, top)) if s < *top => {}
            _ => chosen = Some(((*answer).into(), s)),
        }
    }
    chosen.map(|(p, _)| p)
}

/// A card's operations value with the US Reserves added (6.3.3.1).
fn with_reserves(g: &UsView<'_>, card: CardId) -> u8 {
    g.ops_value(card)
}

/// What operation `op` with `value` is worth at its best target (0: nowhere).
pub fn op_worth(g: &UsView<'_>, b: &targets::Board, op: Op, value: u8) -> i32 {
    match g.memo() {
        Some(memo) => memo.op_worth(op, value, || op_worth_now(g, b, op, value)),
        None => op_worth_now(g, b, op, value),
    }
}

fn op_worth_now(g: &UsView<'_>, b: &targets::Board, op: Op, value: u8) -> i32 {
    // The targets the engine allows, asked once per position; then each one's worth.
    let among = op_targets(g, op, value);
    let top =
        |f: &dyn Fn(Country) -> Option<i32>| among.iter().filter_map(f).max().unwrap_or(0).max(0);
    match op {
        Op::WarOfIdeas => top(&|c| targets::war_of_ideas_worth(g, b, c, value)),
        Op::Disrupt => top(&|c| Some(targets::disrupt_worth(g, c))),
        Op::Alert if value >= 3 => top(&|c| Some(targets::plot_cost(g, c))),
        Op::RegimeChange if value >= 3 => top(&|c| regime_change_worth(g, c)),
        Op::Deploy => deploy_plan(g).map_or(0, |(_, _, w)| w),
        Op::Withdraw if value >= 3 => withdraw_plan(g).map_or(0, |(_, w)| w),
        // Its second 3-value card is spent too, and the phase: only a clear gain pays. Soft
        // is worth 50 more (4.3 / 7.2.3): its Posture rolls give +1 Prestige 4 in 6 (Hard: 2
        // in 6), and the world, which those rolls make Soft 4 in 6, follows it. So no switch
        // back to Hard.
        Op::Reassessment if value >= 3 && g.us_posture() == Posture::Hard => {
            reassessment_gain(g) - 2 * ops_worth(g, b, 3) - 20 + SOFT_POSTURE_WORTH
        }
        Op::Reassessment => -1,
        _ => 0,
    }
}

/// The targets `op` with `value` may reach (the engine's answer), kept for the position: a
/// lesser value is asked among the targets of the next greater one.
fn op_targets(g: &UsView<'_>, op: Op, value: u8) -> CountrySet {
    let ask = || match value {
        3.. => g.op_targets(op, value),
        _ => g.op_targets_among(op, value, op_targets(g, op, value + 1)),
    };
    match g.memo() {
        Some(memo) => memo.targets(op, value, ask),
        None => ask(),
    }
}

/// Regime Change (7.3.4) in `c`: worth it only against Islamist Rule over 2 or more
/// Resources (it costs troops, hence US cards, 4.7.3; its Prestige roll is a gamble; its
/// troops draw Plots, 9.4.2.2).
fn regime_change(g: &UsView<'_>, c: Country) -> Option<i32> {
    if !g.op_target(Op::RegimeChange, 3, c) {
        return None;
    }
    regime_change_worth(g, c)
}

/// [`regime_change`]'s worth where the engine allows it.
fn regime_change_worth(g: &UsView<'_>, c: Country) -> Option<i32> {
    // 2.3 a green Regime Change counts as Islamist Rule at the game-end count.
    if targets::final_turn(g) {
        return None;
    }
    g.is_islamist_rule(c).then(|| {
        let contest = if g.ideology() >= labyrinth_engine::Ideology::Potent {
            // 9.1 Islamist Rule over 6 Resources wins: the nearer, the more it is worth.
            12 * (i32::from(g.islamist_resources()) - 2).max(0)
        } else {
            0
        };
        15 * i32::from(g.resources(c)) - 25 + contest
    })
}

/// The best of War of Ideas, Disrupt and Alert with `value`, Reserves included.
fn ops_worth(g: &UsView<'_>, b: &targets::Board, value: u8) -> i32 {
    [Op::WarOfIdeas, Op::Disrupt, Op::Alert]
        .into_iter()
        .map(|op| op_worth(g, b, op, value))
        .max()
        .unwrap_or(0)
}

/// [`ops_worth`] for the values 1, 2 and 3, each computed once per decision, when first
/// read (a hand without a 1-value card never needs that value's).
struct OpsTable<'v, 'a> {
    g: &'v UsView<'a>,
    board: OnceCell<targets::Board>,
    worths: [Cell<Option<i32>>; 3],
}

impl<'v, 'a> OpsTable<'v, 'a> {
    fn new(g: &'v UsView<'a>) -> Self {
        OpsTable {
            g,
            board: OnceCell::new(),
            worths: Default::default(),
        }
    }

    /// [`ops_worth`] with `value` (1 to 3).
    fn get(&self, value: u8) -> i32 {
        let value = value.clamp(1, 3);
        let slot = &self.worths[usize::from(value - 1)];
        if let Some(worth) = slot.get() {
            return worth;
        }
        let board = self.board.get_or_init(|| targets::Board::new(self.g));
        let worth = ops_worth(self.g, board, value);
        slot.set(Some(worth));
        worth
    }
}

/// What playing `card` now is worth before its Jihadist event's harm: its event if the US
/// may play it, or its operations (`table`: [`OpsTable`]).
fn play_worth(g: &UsView<'_>, table: &OpsTable<'_, '_>, card: CardId) -> i32 {
    let ops = table.get(with_reserves(g, card));
    // The playability check (some read distances) only when the event would be chosen.
    let event = match card.association() {
        Association::Jihadist => None,
        _ => cards::event_worth(g, card).filter(|e| *e > ops && g.playable(card, Side::Us)),
    };
    event.map_or(ops, |e| e.max(ops))
}

fn action_card(g: &UsView<'_>, d: &Decision) -> Option<Picked> {
    let cards: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Answer::Card(c) => Some(*c),
            _ => None,
        })
        .collect();
    let table = OpsTable::new(g);
    // 5.2.4 the last card: discard it (without effect) when playing it costs more than it
    // gains.
    if let [only] = cards.as_slice()
        && d.allows(&Answer::Discard)
    {
        let harm = cards::harm(g, *only);
        let net = play_worth(g, &table, *only) - harm;
        // 5.2.4 hold a strong US event that cannot be played well now, for the next turn.
        let later = cards::event_worth(g, *only).unwrap_or(0);
        let answer = if net < 0 || (net == 0 && harm > 0) {
            Answer::Discard
        } else if d.allows(&Answer::Hold) && harm == 0 && later >= 14 && net < later / 2 {
            Answer::Hold
        } else {
            Answer::Card(*only)
        };
        return Some(answer.into());
    }
    // The Jihadist card whose event hurts most is kept for last, to be discarded (5.2.4).
    let harms: Vec<(CardId, i32)> = cards.iter().map(|c| (*c, cards::harm(g, *c))).collect();
    let harm = |card: CardId| {
        harms
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0, |(_, h)| *h)
    };
    let worst = harms
        .iter()
        .filter(|(_, h)| *h > 0)
        .max_by_key(|(c, h)| (*h, std::cmp::Reverse(c.number())))
        .map(|(c, _)| *c);
    best(d, |a| match a {
        Answer::Card(c) => {
            let deferred = if Some(*c) == worst { 1000 } else { 0 };
            play_worth(g, &table, *c) - harm(*c) - deferred
        }
        _ => i32::MIN,
    })
}

fn card_use(g: &UsView<'_>, d: &Decision, card: CardId) -> Answer {
    let event = Answer::Use(CardUse::Event);
    let ops = Answer::Use(CardUse::Operations);
    let reserves = Answer::Use(CardUse::Reserves);
    let ops_now = ops_worth(g, &targets::Board::new(g), with_reserves(g, card));
    if card.association() != Association::Jihadist
        && d.allows(&event)
        && cards::event_worth(g, card).is_some_and(|w| w >= ops_now)
    {
        return event;
    }
    if d.allows(&reserves) && g.us_reserves() < 2 && ops_now < RESERVES_WORTH {
        return reserves;
    }
    if d.allows(&ops) {
        return ops;
    }
    d.options.first().copied().unwrap_or(ops)
}

/// The operation with the best worth (an option that is not an operation: never).
fn best_op(g: &UsView<'_>, d: &Decision, card: CardId) -> Option<Picked> {
    let value = with_reserves(g, card);
    let b = targets::Board::new(g);
    best(d, |a| match a {
        Answer::Op(op) => op_worth(g, &b, *op, value),
        _ => i32::MIN,
    })
}

/// 6.3.3.1 expend the Reserves only when they make the operation worth more.
fn use_reserves(g: &UsView<'_>, card: CardId, op: Op) -> Answer {
    let b = targets::Board::new(g);
    if op_worth(g, &b, op, with_reserves(g, card)) > op_worth(g, &b, op, card.ops()) {
        Answer::Yes
    } else {
        Answer::No
    }
}

/// The value the pending War of Ideas has: 3 if a Poor Muslim country is among its targets,
/// otherwise at most 2 as far as the policy knows.
fn woi_value(g: &UsView<'_>, d: &Decision) -> u8 {
    let poor = d.options.iter().any(|a| {
        matches!(a, Answer::Country(c)
            if c.is_muslim() && g.governance(*c) == Some(Governance::Poor))
    });
    if poor { 3 } else { 2 }
}

fn country(g: &UsView<'_>, d: &Decision, purpose: Purpose) -> Option<Picked> {
    let resources = |c: Country| i32::from(g.resources(c));
    let value = match purpose {
        Purpose::WarOfIdeas => woi_value(g, d),
        _ => 3,
    };
    let board = targets::Board::new(g);
    let plan = deploy_plan(g);
    best(d, |a| {
        let Answer::Country(c) = a else {
            // The Troops Track: the preferred Deploy and Regime Change origin.
            return match (a, purpose) {
                (
                    Answer::Track,
                    Purpose::DeployFrom
                    | Purpose::RegimeChangeFrom
                    | Purpose::DeployTo
                    | Purpose::WithdrawTo,
                ) => 1000,
                _ => -1000,
            };
        };
        let c = *c;
        if purpose == Purpose::DeployFrom && plan.is_some_and(|(from, _, _)| from == c) {
            return 2000;
        }
        if purpose == Purpose::WithdrawFrom && withdraw_plan(g).is_some_and(|(from, _)| from == c) {
            return 2000;
        }
        match purpose {
            Purpose::WarOfIdeas => war_of_ideas(g, &board, c, value).unwrap_or(-500),
            Purpose::Disrupt => disrupt(g, c, value).unwrap_or(-500),
            Purpose::Alert => alert(g, c).unwrap_or(-500),
            Purpose::RegimeChangeTo => regime_change(g, c).unwrap_or(-500),
            Purpose::DeployTo => 10 * i32::from(g.cells(c)) + resources(c),
            // Take troops from where they face the fewest cells.
            Purpose::DeployFrom | Purpose::RegimeChangeFrom | Purpose::WithdrawFrom => {
                i32::from(g.troops(c)) - 10 * i32::from(g.cells(c))
            }
            _ => 0,
        }
    })
}

fn troop_count(g: &UsView<'_>, d: &Decision, to: Option<Country>) -> Option<Answer> {
    let counts = d.options.iter().filter_map(|a| match a {
        Answer::Count(n) => Some(*n),
        _ => None,
    });
    let n = match to {
        // Enough to War of Ideas there later (7.2.1.3), no more.
        Some(c) if g.governance(c) == Some(Governance::IslamistRule) => {
            let want = 6;
            let all: Vec<u8> = counts.collect();
            all.iter()
                .copied()
                .filter(|n| *n >= want)
                .min()
                .or_else(|| all.iter().copied().max())?
        }
        _ => counts.max()?,
    };
    Some(Answer::Count(n))
}

fn event_question(
    g: &UsView<'_>,
    d: &Decision,
    _card: CardId,
    question: EventQuestion,
) -> Option<Picked> {
    match question {
        EventQuestion::DiscardCard => {
            let table = OpsTable::new(g);
            best(d, |a| match a {
                Answer::Card(c) => cards::harm(g, *c) - play_worth(g, &table, *c),
                _ => i32::MIN,
            })
        }
        EventQuestion::PlotToRemove => best(d, |a| match a {
            Answer::Country(c) => targets::plot_cost(g, *c),
            _ => -1,
        }),
        EventQuestion::RemoveCellCountry => best(d, |a| match a {
            Answer::Country(c) => targets::cell_worth(g, *c),
            _ => -1,
        }),
        EventQuestion::CellToRemove => best(d, |a| match a {
            Answer::Cell(CellKind::Sleeper) => 1,
            _ => 0,
        }),
        EventQuestion::WarOfIdeasCountry => {
            let board = targets::Board::new(g);
            best(d, |a| match a {
                Answer::Country(c) => war_of_ideas(g, &board, *c, 3).unwrap_or(-1),
                _ => 0,
            })
        }
        // Cards 21 Let's Roll!, 45 Safer Now: the country whose Posture, set to the US's,
        // gains most.
        EventQuestion::PostureCountry => best(d, |a| match a {
            Answer::Country(c) => targets::posture_set(g, *c).unwrap_or(-100),
            _ => -1000,
        }),
        // Cards 104/105 Iran: the Shia-Mix country whose cell is worth most to remove.
        EventQuestion::TestCountry => best(d, |a| match a {
            Answer::Country(c) => targets::cell_worth(g, *c),
            _ => -1,
        }),
        // Cards 14 Covert Action, 32 Back Channel, 28 Sharia.
        EventQuestion::AlignmentCountry | EventQuestion::BesiegedToRemove => best(d, |a| match a {
            Answer::Country(c) => i32::from(g.resources(*c)),
            _ => -1,
        }),
        // Card 18 Intel Community: the extra card worth most, none if every one costs.
        EventQuestion::ExtraCard => {
            let table = OpsTable::new(g);
            best(d, |a| match a {
                Answer::Card(c) => play_worth(g, &table, *c) - cards::harm(g, *c),
                _ => 0,
            })
        }
        EventQuestion::RegimeChangeNow => Some(Answer::No.into()),
        EventQuestion::GovernanceCountry | EventQuestion::RegimeChangeCountry => {
            best(d, |a| match a {
                Answer::Country(c) => i32::from(g.resources(*c)),
                _ => -1,
            })
        }
        _ => best(d, |a| match a {
            Answer::Posture(p) if *p == g.us_posture() => 1,
            _ => 0,
        }),
    }
}

/// 7.6.2 Reassessment's second card: the 3-value card worth least to play later.
fn second_card(g: &UsView<'_>, d: &Decision) -> Option<Picked> {
    let table = OpsTable::new(g);
    best(d, |a| match a {
        Answer::Card(c) => -play_worth(g, &table, *c),
        _ => i32::MIN,
    })
}
