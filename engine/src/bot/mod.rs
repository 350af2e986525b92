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

pub(crate) use ops_flow::{operation, ops_flow};
pub(crate) use plot::plot_event_has_target;
pub(crate) use travel::event_travel;

use crate::cx::Cx;
use crate::decision::Answer;
use crate::log::{AnswerRule, BotPurpose, BotReason, LogEntry, Tie};
use crate::side_view::SideView;
use crate::state::Players;
use crate::types::{CardId, Country, Governance, Marker, Side};

/// Does the bot decide for `side` in this game?
pub(crate) fn is_bot(v: &SideView<'_>, side: Side) -> bool {
    v.players() == Players::Solitaire && side == Side::Jihadist
}

pub(crate) fn reason_log(cx: &mut Cx<'_>, reason: BotReason) {
    cx.log(LogEntry::BotReason { reason });
}

/// 9.4.2.1 an event's Plot that the Plot chart cannot place (`finds_target` false) is
/// ignored when the bot decides it; logs why. On its own card play the bot never gets here
/// (9.4.1 sends the card to Radicalization first, I-13): this is an event the US triggered.
pub(crate) fn ignores_event_plot(cx: &mut Cx<'_>, card: CardId, finds_target: bool) -> bool {
    if !is_bot(&cx.view(), Side::Jihadist) || finds_target {
        return false;
    }
    reason_log(cx, BotReason::EventPlotIgnored { card });
    true
}

/// 9.2 / I-30 a card the bot gives, plays or uses from its pile is its top card, if the
/// question offers it; logs why.
pub(crate) fn top_card(cx: &mut Cx<'_>, options: &[Answer]) -> Option<Answer> {
    let top = Answer::Card(*cx.view().hand().first()?);
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
pub(crate) fn cells(g: &SideView<'_>, c: Country) -> u8 {
    g.cells_counting_sadr(c)
}
/// Cells that can travel (Sadr never does).
pub(crate) fn movable(g: &SideView<'_>, c: Country) -> u8 {
    g.cells(c)
}
/// Troops, with Card 41 NATO counting two.
pub(crate) fn troops(g: &SideView<'_>, c: Country) -> u8 {
    g.troops_counting_nato(c)
}
/// 8.4.2 / 9.7 cells over troops needed for Major Jihad.
pub(crate) fn margin(g: &SideView<'_>) -> u8 {
    g.major_jihad_margin()
}
fn gov_is(g: &SideView<'_>, c: Country, governance: Governance) -> bool {
    g.governance(c) == Some(governance)
}
pub(crate) fn good_or_fair_muslim(g: &SideView<'_>, c: Country) -> bool {
    c.is_muslim() && (gov_is(g, c, Governance::Good) || gov_is(g, c, Governance::Fair))
}
/// Card 33 Benazir Bhutto forbids Jihad in Pakistan.
pub(crate) fn bhutto(g: &SideView<'_>, c: Country) -> bool {
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
    let snapshot = cx.view().snapshot();
    let g = snapshot.view();
    let mut rank = Rank::new(set);
    if rank.set.len() > 1 && rank.set.contains(&Country::Pakistan) {
        return Some((Country::Pakistan, Tie::Pakistan));
    }
    rank.prefer(Tie::Aid, |c| g.aid(c) > 0)
        .prefer(Tie::Besieged, |c| g.besieged(c))
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
        let g = &cx.view();
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
