//! Rules section 9: the solitaire Jihadist bot's procedures (docs/bot-readings.md): the
//! operations flow, Jihad, Recruit, Travel, Plots, Radicalization, PICK and the priorities.
//! Events and the bot's seat (`solitaire`) build on them; they import nothing above the
//! operations. Every die comes from the game's dice, so a game replays from its seed and the
//! US player's actions. One file per procedure.

mod jihad;
mod ops_flow;
pub(crate) mod pick;
pub(crate) mod plot;
pub(crate) mod radicalization;
mod recruit;
mod travel;

pub use crate::log::{
    AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable, RadicalizeStep, Tie,
};

pub(crate) use ops_flow::{operation, ops_flow};
pub(crate) use plot::plot_event_has_target;
pub(crate) use travel::event_travel;

use crate::cx::Cx;
use crate::decision::Answer;
use crate::log::LogEntry;
use crate::state::{GameState, Players, Step};
use crate::types::{CardId, Country, Governance, Marker, Side};

/// Does the bot decide for `side` in this game?
pub(crate) fn is_bot(g: &GameState, side: Side) -> bool {
    g.players == Players::Solitaire && side == Side::Jihadist
}

/// Is the next automatic step the bot playing a card (9.2)? Stepwise runs (fixtures)
/// stop here.
pub fn card_next(g: &GameState) -> bool {
    g.players == Players::Solitaire
        && g.outcome.is_none()
        && g.pending.is_none()
        && g.step == Step::ActionPhase
        && g.phase.side == Side::Jihadist
        && g.phase.cards_played < 2
        && !g.hands.jihadist.is_empty()
}

pub(crate) fn reason_log(cx: &mut Cx<'_>, reason: BotReason) {
    cx.log(LogEntry::BotReason { reason });
}

/// 9.4.2.1 an event's Plot that the Plot chart cannot place (`finds_target` false) is
/// ignored when the bot decides it; logs why. On its own card play the bot never gets here
/// (9.4.1 sends the card to Radicalization first, I-13): this is an event the US triggered.
pub(crate) fn ignores_event_plot(cx: &mut Cx<'_>, card: CardId, finds_target: bool) -> bool {
    if !is_bot(&cx.g, Side::Jihadist) || finds_target {
        return false;
    }
    reason_log(cx, BotReason::EventPlotIgnored { card });
    true
}

/// 9.2 / I-30 a card the bot gives, plays or uses from its pile is its top card, if the
/// question offers it; logs why.
pub(crate) fn top_card(cx: &mut Cx<'_>, options: &[Answer]) -> Option<Answer> {
    let top = Answer::Card(*cx.g.hands.jihadist.first()?);
    let answer = options.contains(&top).then_some(top)?;
    reason_log(
        cx,
        BotReason::Answer {
            rule: AnswerRule::TopCard,
        },
    );
    Some(answer)
}

/// Cells as the bot counts them: Sadr (Card 54) is one more Active cell (9.3.1).
pub(crate) fn cells(g: &GameState, c: Country) -> u8 {
    crate::effects::cells_with_sadr(g, c)
}
/// Cells that can travel (Sadr never does).
pub(crate) fn movable(g: &GameState, c: Country) -> u8 {
    g.cells(c)
}
/// Troops, with Card 41 NATO counting two.
pub(crate) fn troops(g: &GameState, c: Country) -> u8 {
    crate::effects::troops_with_nato(g, c)
}
/// 8.4.2 / 9.7 cells over troops needed for Major Jihad.
pub(crate) fn margin(g: &GameState) -> u8 {
    crate::ops::jihadist::jihad::major_jihad_margin(g)
}
fn gov_is(g: &GameState, c: Country, governance: Governance) -> bool {
    g.governance(c) == Some(governance)
}
pub(crate) fn good_or_fair_muslim(g: &GameState, c: Country) -> bool {
    c.is_muslim() && (gov_is(g, c, Governance::Good) || gov_is(g, c, Governance::Fair))
}
/// Card 33 Benazir Bhutto forbids Jihad in Pakistan.
pub(crate) fn bhutto(g: &GameState, c: Country) -> bool {
    c == Country::Pakistan && g.marker_in_effect(Marker::BenazirBhutto)
}

/// Narrowing a candidate list by one priority, remembering which one decided.
pub(crate) struct Rank {
    pub set: Vec<Country>,
    pub tie: Tie,
}

impl Rank {
    pub fn new(set: &[Country]) -> Rank {
        Rank {
            set: set.to_vec(),
            tie: Tie::Only,
        }
    }
    /// Keep the members `keep` accepts, if any.
    pub fn prefer(&mut self, tie: Tie, keep: impl Fn(Country) -> bool) -> &mut Rank {
        let kept: Vec<Country> = self.set.iter().copied().filter(|c| keep(*c)).collect();
        if !kept.is_empty() && kept.len() < self.set.len() {
            self.set = kept;
            self.tie = tie;
        }
        self
    }
    /// Keep the members with the highest `key`.
    pub fn highest(&mut self, tie: Tie, key: impl Fn(Country) -> u8) -> &mut Rank {
        let best = self.set.iter().map(|c| key(*c)).max().unwrap_or(0);
        self.prefer(tie, |c| key(c) == best)
    }
    /// The survivor, or a PICK among the survivors.
    pub fn choose(&self, cx: &mut Cx<'_>, purpose: BotPurpose) -> Option<(Country, Tie)> {
        match self.set.as_slice() {
            [] => None,
            [only] => Some((*only, self.tie)),
            many => pick::pick(cx, purpose, many).map(|c| (c, Tie::Random)),
        }
    }
}

/// 9.4.2.4 Minor Jihad / shift priorities: Pakistan, Aid, Besieged Regime, Resources.
pub(crate) fn rank_shift(
    cx: &mut Cx<'_>,
    purpose: BotPurpose,
    set: &[Country],
) -> Option<(Country, Tie)> {
    let g = cx.g.clone();
    let mut rank = Rank::new(set);
    if rank.set.len() > 1 && rank.set.contains(&Country::Pakistan) {
        return Some((Country::Pakistan, Tie::Pakistan));
    }
    rank.prefer(Tie::Aid, |c| g.country(c).aid > 0)
        .prefer(Tie::Besieged, |c| g.country(c).besieged)
        .highest(Tie::Resources, |c| g.resources(c));
    rank.choose(cx, purpose)
}

/// 9.4.2.1 event shifts: Good, then Fair (then Poor for Alignment), by [`rank_shift`].
pub(crate) fn shift_target(
    cx: &mut Cx<'_>,
    candidates: &[Country],
    alignment: bool,
) -> Option<(Country, Governance, Tie)> {
    let mut tiers = vec![Governance::Good, Governance::Fair];
    if alignment {
        tiers.push(Governance::Poor);
    }
    for tier in tiers {
        let g = &cx.g;
        let set: Vec<Country> = candidates
            .iter()
            .copied()
            .filter(|c| g.governance(*c) == Some(tier))
            .collect();
        if !set.is_empty() {
            return rank_shift(cx, BotPurpose::EventShift, &set).map(|(c, t)| (c, tier, t));
        }
    }
    None
}

#[cfg(test)]
mod tests;
