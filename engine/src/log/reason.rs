//! The bot's reasons (9.4): engine data, one per bot choice, that render turns into a line
//! a US player can check against the Jihadist Activities flowchart. No hidden value (Plot
//! markers, the face-down pile) is ever part of a reason.

use serde::{Deserialize, Serialize};

use crate::decision::Answer;
use crate::types::{CardId, Country, Governance};

/// 9.4.1 "Event or OPS?": what the card is used for, and why.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotDecision {
    /// A playable Jihadist event: the event only.
    Event,
    /// A playable Unassociated event: the event, then operations.
    EventThenOps,
    /// A playable US event: Plot; the event does not happen.
    Plot,
    /// The US event is not playable: operations.
    OpsUsNotPlayable,
    /// The event's precondition fails or a lingering event blocks it (6.2.6, 6.2.8).
    OpsNotPlayable,
    /// Card 47 The door of Itjihad was closed is in effect (I-9).
    OpsItjihad,
    /// 9.4.1 exception: no cell on the Funding track for a cell-placing event.
    RadicalizationEmptyTrack,
    /// 9.4.2.1 / I-13 a Plot-placing event finds no country on the Plot chart: the event
    /// is ignored, the card's value goes to Radicalization, no further operations.
    RadicalizationNoPlotTarget,
}

/// What a country is selected for.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotPurpose {
    Plot,
    MajorJihad,
    MinorJihad,
    Recruit,
    TravelTo,
    TravelFrom,
    RadicalizeCell,
    RadicalizePlot,
    RadicalizeWorsen,
    EventCell,
    EventPlot,
    EventShift,
    EventCountry,
    SetupCell,
    SchengenPosture,
    /// Cards 53 Madrassas, 82 Jihadist Videos: where an event Recruit rolls.
    EventRecruit,
    /// Cards 104/105 Iran: where the event's Jihad rolls are made.
    EventJihad,
    /// Cards 84/85 Leak: which marker is flipped (9.6).
    LeakMarker,
    /// Cards 117/118 Oil Price Spike: the card taken from the discard pile (9.6).
    DiscardCard,
}

/// The flowchart box or priority that selected a country.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "rule")]
pub enum BotRule {
    /// 9.4.2.2 Plot sequence step 1-7, in a Governance band (`None`: unmarked).
    PlotStep { step: u8, band: Option<Governance> },
    /// 9.4.2.3 Major Jihad possible: cells exceed troops by the margin, ops reach Islamist Rule.
    MajorJihad { cells: u8, troops: u8 },
    /// 9.4.2.4 Minor Jihad / shift, in the Good or Fair (or Poor) tier.
    ShiftTier { tier: Governance },
    /// 9.4.2.5 Recruit: Regime Change country with troops 5+ over cells.
    RecruitRegimeChange { troops: u8, cells: u8 },
    /// 9.4.2.5 Recruit: Islamist Rule country with fewer cells than twice the card's value.
    RecruitIslamistRule { cells: u8, ops: u8 },
    /// 9.4.2.5 Recruit: the highest roll needed.
    RecruitHighestNeed { need: u8 },
    /// 9.4.2.6 Travel "To" box 1-4.
    TravelTo { r#box: u8 },
    /// 9.4.2.6 more operations than boxes: a random destination for the rest.
    TravelToRandom,
    /// 9.4.2.6.1 Travel "From" box 1-4.
    TravelFrom { r#box: u8 },
    /// 9.4.2.6.1 the last cell of an Islamist Rule / Regime Change country travels in place.
    TravelInPlace,
    /// 9.4.2.1 event Plot placement (Good, Fair, Poor, unmarked within each step).
    EventPlotStep { step: u8, band: Option<Governance> },
    /// docs/bot-readings.md §8: the card itself names the country (e.g. Card 79 Clean Operatives).
    CardNames { card: CardId },
    /// 9.4.2.1 Iran / Jaysh al-Mahdi: the closest eligible Shia-Mix country at Good, then
    /// Fair, to the Shia-Mix table's result.
    ClosestGoodThenFair { tier: Governance },
    /// 9.6 Card 62 Ex-KGB: Caucasus when setting it would move the World Posture marker
    /// (`shifts`), otherwise Central Asia.
    ExKgb { shifts: bool },
}

/// The tie-break that decided among equal candidates.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// The only candidate.
    Only,
    Pakistan,
    Aid,
    Besieged,
    /// The highest Resources.
    Resources,
    /// 9.4.2.5 the highest troops plus cells.
    TroopsPlusCells,
    /// 9.4.2.6.1 an uncommitted Active cell.
    Active,
    /// 9.4.2.6.1 avoids another destination of the card.
    NotDestination,
    /// Picked by dice among equals (a `pick` reason precedes).
    Random,
}

/// Random tables of 9.5.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotTable {
    Schengen,
    ShiaMix,
}

/// 9.4.3 Radicalization steps.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RadicalizeStep {
    /// Operations left over go to Radicalization.
    Start,
    /// Recruit stopped: no country qualifies (9.4.2.5).
    NoRecruitTarget,
    /// Recruit stopped: no Available cell (Funding, 8.2.1).
    NoAvailableCells,
    /// No Minor Jihad, Recruit or Travel is possible (GTMO or no Available cell, no cell
    /// on the map).
    NoOperation { gtmo: bool },
    /// A cell from the track into a random country.
    Cell,
    /// No cell on the Funding track: step skipped.
    SkipCell,
    /// One cell Travels automatically.
    Travel,
    /// No cell to travel: step skipped.
    SkipTravel,
    /// A random Plot in a random country with a cell.
    Plot,
    /// Funding at 9: step skipped.
    SkipPlotFunding,
    /// No cell outside Islamist Rule: step skipped.
    SkipPlotNoCell,
    /// No Available Plot marker: step skipped.
    SkipPlotNoMarker,
    /// A random Good or Fair Muslim country worsens.
    Worsen,
    /// No Good or Fair Muslim country: the rest is lost.
    Stop,
}

/// How the bot answered a Jihadist decision outside its own card's procedure.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "rule")]
pub enum AnswerRule {
    /// I-29 the bot resolves its Plots in map order, markers in placement order.
    ResolveInOrder { country: Country },
    /// 9.3.2 a random Plot marker (its value stays hidden).
    RandomPlotMarker { country: Country },
    /// 8.4.2 the bot always declares Major Jihad where it may.
    DeclareMajorJihad { country: Country },
    /// I-29 the bot never rerolls a Posture.
    NoReroll,
    /// 9.3.1 Active cells before Sleepers.
    ActiveFirst,
    /// The event before the operations (I-34).
    EventFirst,
    /// The bot never uses Reserves (9.4.1 note).
    NoReserves,
    /// A question no bot rule covers: the first listed option. None is known; the
    /// 1,000-game test (engine/tests/solitaire_games.rs) fails if one is ever logged.
    FirstListed { answer: Answer },
    /// 9.2 / I-30 the card is the top card of the face-down pile.
    TopCard,
    /// 9.2 / I-30 a card the bot gives or loses "at random" (Card 97 Fatwa, a random
    /// discard) is the top card of its pile: no die.
    RandomIsTop,
    /// 9.3.1 Sadr is chosen last.
    SadrLast,
    /// docs/bot-readings.md §6 an operation an event grants is carried out by the bot's own
    /// operations flow (Card 97 Fatwa: OPS_FLOW(1)).
    OpsFlow { value: u8 },
}

/// One bot reason.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "what")]
pub enum BotReason {
    /// 9.2 the top card of the face-down pile.
    Play { card: CardId },
    /// 9.4.1 Event or OPS?
    Decide { card: CardId, decision: BotDecision },
    /// A country selected by the flowchart (`rolls`: dice or cells it gets, 0 if n/a).
    Target {
        purpose: BotPurpose,
        country: Country,
        rolls: u8,
        rule: BotRule,
        tie: Tie,
    },
    /// 9.5 a random choice by dice among equal candidates (canonical order, I-3/I-4).
    Pick {
        purpose: BotPurpose,
        candidates: Vec<Country>,
        dice: Vec<u8>,
        chosen: Country,
    },
    /// 9.5 a random choice by dice among equal cards or markers (card order, I-3/I-4).
    PickCard {
        purpose: BotPurpose,
        candidates: Vec<CardId>,
        dice: Vec<u8>,
        chosen: CardId,
    },
    /// 9.5 a Schengen or Shia-Mix table roll.
    Table {
        table: BotTable,
        dice: Vec<u8>,
        result: Country,
    },
    /// 9.5.1 the closest eligible countries to a table result.
    Closest {
        from: Country,
        distance: u8,
        candidates: Vec<Country>,
    },
    /// 9.4.2.1 Iran / Jaysh al-Mahdi: no eligible Shia-Mix country is Good or Fair, so the
    /// event selects none and does nothing more.
    NoneClosest { purpose: BotPurpose },
    /// 9.4.3 a Radicalization step; `ops` operations remain before it.
    Radicalize { step: RadicalizeStep, ops: u8 },
    /// Card 2 Biometrics: no cell adjacent to this destination; its op goes to Radicalization.
    BiometricsDrop { country: Country },
    /// 9.4.1 no operation could use the card (nothing on the map to act with).
    NoOperation,
    /// 9.4.2.1 the Plot chart finds no country for the Plot of an event the US triggered:
    /// the event's Plot is ignored (on its own card the bot Radicalizes instead, I-13).
    EventPlotIgnored { card: CardId },
    /// A Jihadist decision answered by the bot's rules.
    Answer { rule: AnswerRule },
}
