//! The game state. Derived values (troop level, world posture, GWOT penalty, Available
//! cells, victory counts) are methods, never stored twice.

use serde::{Deserialize, Serialize};

use crate::decision::{Answer, Decision, MapPlot, Plot};
use crate::dice::SeededDice;
use crate::fixed::{Fixed, Slot};
use crate::types::country::same_normalized;
use crate::types::{
    Alignment, BySide, CardId, Country, CountryKind, CountrySet, Funding, Governance, Marker,
    Posture, Prestige, Reserves, Side,
};

mod blank;
mod pieces;

pub use pieces::{Pieces, PiecesOver};

/// The saved-game format version; bump it when the JSON shape or a rule's reading changes.
/// A game keeps the version it began under, so it replays from its seed as it was played.
/// Version 2: Plots on the map may be face up or carry Backlash (`MapPlot`), numbered Plot
/// markers may be set aside (9.3.3). Version-1 saves load unchanged.
/// Version 3: the deal puts each card dealt to the bot on top of its pile, and with 9.2's
/// mini-decks shuffles its whole pile before the US hand is dealt (`deck::deal`); games
/// begun under 1 or 2 keep the deal they began with.
pub const FORMAT_VERSION: u32 = 3;

/// The first version whose deal follows 9.2 / I-30 (see [`FORMAT_VERSION`]).
pub const DEAL_ON_TOP: u32 = 3;

pub const TROOPS_TOTAL: u8 = 15;
/// Map spaces (`Country::ALL`).
pub const COUNTRIES: usize = 38;

/// Cards in a hand or pile: at most the 120 of the deck, stored inline.
pub type Cards = Fixed<CardId, 120>;
/// Lingering markers in one place: each of the 26 at most once.
pub type Markers = Fixed<Marker, 26>;
/// Plot markers in one country: at most the game's 12 (6 numbered, 6 WMD).
pub type MapPlots = Fixed<MapPlot, 12>;
/// Plot markers in a box.
pub type Plots = Fixed<Plot, 12>;

pub const CELLS_TOTAL: u8 = 15;

/// 4.8.2 Regime Change marker: green when placed, tan after the next deal (5.2.9).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RegimeChange {
    Green,
    Tan,
}

/// Everything that can change in one map space.
#[derive(Copy, Clone, Default, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct CountryState {
    /// 4.2.1 Muslim Governance; `None` = unmarked (4.9.4). Non-Muslim and Iran: fixed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub governance: Option<Governance>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<Alignment>,
    /// 4.3.2 Posture of a non-Muslim country (`None` = unmarked); Israel is always Hard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posture: Option<Posture>,
    // Pieces (4.5, 4.6): read through `troops()` / `active_cells()` / `sleeper_cells()`,
    // changed only by the moves in `state/pieces.rs`, so no more than exist are ever placed.
    #[serde(default, skip_serializing_if = "is_zero")]
    troops: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    active_cells: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    sleeper_cells: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub cadre: bool,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub aid: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub besieged: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regime_change: Option<RegimeChange>,
    /// Plot markers, in the order placed (8.5.4); face down unless an event says.
    #[serde(default, skip_serializing_if = "MapPlots::is_empty")]
    pub plots: MapPlots,
    /// Lingering event markers placed in this country.
    #[serde(default, skip_serializing_if = "Markers::is_empty")]
    pub markers: Markers,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}
fn is_false(b: &bool) -> bool {
    !*b
}

impl CountryState {
    pub fn troops(&self) -> u8 {
        self.troops
    }
    pub fn active_cells(&self) -> u8 {
        self.active_cells
    }
    pub fn sleeper_cells(&self) -> u8 {
        self.sleeper_cells
    }
    pub fn cells(&self) -> u8 {
        self.active_cells + self.sleeper_cells
    }
    /// The pieces here, as one value.
    pub fn pieces(&self) -> Pieces {
        Pieces {
            troops: self.troops,
            active_cells: self.active_cells,
            sleeper_cells: self.sleeper_cells,
        }
    }
}

/// Two-player or solitaire (the Jihadist is the rules' bot, section 9).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Players {
    #[default]
    TwoPlayer,
    Solitaire,
}

/// 9.7 Jihadist Ideology (solitaire difficulty), cumulative.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ideology {
    #[default]
    Normal,
    Coherent,
    Attractive,
    Potent,
    Infectious,
    Virulent,
}

impl Ideology {
    /// In order of difficulty.
    pub const ALL: [Ideology; 6] = [
        Ideology::Normal,
        Ideology::Coherent,
        Ideology::Attractive,
        Ideology::Potent,
        Ideology::Infectious,
        Ideology::Virulent,
    ];
    /// Its id in saved games and typed commands (`coherent`).
    pub fn id(self) -> &'static str {
        match self {
            Ideology::Normal => "normal",
            Ideology::Coherent => "coherent",
            Ideology::Attractive => "attractive",
            Ideology::Potent => "potent",
            Ideology::Infectious => "infectious",
            Ideology::Virulent => "virulent",
        }
    }
    /// Its name in the rules (`Coherent`).
    pub fn name(self) -> &'static str {
        match self {
            Ideology::Normal => "Normal",
            Ideology::Coherent => "Coherent",
            Ideology::Attractive => "Attractive",
            Ideology::Potent => "Potent",
            Ideology::Infectious => "Infectious",
            Ideology::Virulent => "Virulent",
        }
    }
    /// Its id or its name, in any case.
    pub fn parse(text: &str) -> Option<Ideology> {
        Ideology::ALL
            .into_iter()
            .find(|i| same_normalized(i.id(), text) || same_normalized(i.name(), text))
    }
}

/// The four scenarios, or a blank map for fixtures.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scenario {
    LetsRoll,
    YouCanCallMeAl,
    Anaconda,
    MissionAccomplished,
    Blank,
}

impl Scenario {
    pub const ALL: [Scenario; 4] = [
        Scenario::LetsRoll,
        Scenario::YouCanCallMeAl,
        Scenario::Anaconda,
        Scenario::MissionAccomplished,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Scenario::LetsRoll => "lets_roll",
            Scenario::YouCanCallMeAl => "you_can_call_me_al",
            Scenario::Anaconda => "anaconda",
            Scenario::MissionAccomplished => "mission_accomplished",
            Scenario::Blank => "blank",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Scenario::LetsRoll => "Let's Roll!",
            Scenario::YouCanCallMeAl => "You Can Call Me Al",
            Scenario::Anaconda => "Anaconda",
            Scenario::MissionAccomplished => "Mission Accomplished?",
            Scenario::Blank => "Blank map",
        }
    }
    /// Its id or its name, in any case and punctuation (`lets roll`, `Let's Roll!`); the
    /// blank map too.
    pub fn parse(text: &str) -> Option<Scenario> {
        Scenario::ALL
            .into_iter()
            .chain([Scenario::Blank])
            .find(|s| same_normalized(s.id(), text) || same_normalized(s.name(), text))
    }
}

/// 6.2.7 a LAPSING event in effect this turn. `in_box` is false when its card left the
/// Lapsing box early and its marker stands in for it (4.7.7.3).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Lapsing {
    pub card: CardId,
    pub in_box: bool,
}

impl Slot for Lapsing {
    const EMPTY: Lapsing = Lapsing {
        card: CardId::FIRST,
        in_box: false,
    };
}

/// What happened in one Action Phase that later events read (5.2.2 note: during the US
/// phase "the last phase" is the preceding Jihadist phase and vice versa).
#[derive(Copy, Clone, Default, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct PhaseRecord {
    /// Countries where the US Disrupted (an operation or inside an event): Card 61
    /// Detainee Release.
    #[serde(default, skip_serializing_if = "no_countries")]
    pub disrupted: CountrySet,
    /// Muslim countries tested to Fair, or whose Governance improved to Fair or Good:
    /// Card 94 The door of Itjihad was closed.
    #[serde(default, skip_serializing_if = "no_countries")]
    pub fair_or_good: CountrySet,
}

fn no_countries(set: &CountrySet) -> bool {
    set.is_empty()
}

impl PhaseRecord {
    pub fn is_empty(&self) -> bool {
        self.disrupted.is_empty() && self.fair_or_good.is_empty()
    }
}

/// 5.2.2 the Action Phase in progress.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Phase {
    pub side: Side,
    /// Cards played so far in this Action Phase (0, 1 or 2).
    pub cards_played: u8,
}

/// What the game does next when no decision is pending.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Scenario special set-up that needs the Jihadist's choices.
    SpecialSetup,
    /// An Action Phase (5.2.2).
    ActionPhase,
    /// 5.2.3 resolve Plots at the end of the US Action Phase.
    ResolvePlots,
    /// 5.2.5-5.2.9 end of turn.
    EndOfTurn,
    /// The game has ended.
    GameOver,
}

/// 2.1-2.3 and 9.1: which condition ended the game.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VictoryReason {
    /// 2.1.1 Good Muslim countries total 12+ Resources.
    GoodResources,
    /// 2.1.1 15+ Muslim countries Fair or Good.
    FairGoodCountries,
    /// 2.1.1 no cells on the map.
    NoCells,
    /// 2.1.2 Islamist Rule over 6+ Resources including two adjacent countries (9.1: any).
    IslamistRuleResources,
    /// 2.1.2 Prestige 1 and 15+ Muslim countries Poor or Islamist Rule.
    PrestigeAndPoor,
    /// 2.1.2 a WMD Plot resolved in the United States.
    WmdInUnitedStates,
    /// 2.3 / 9.1 the game-end reshuffle.
    EndOfDeck,
    /// A player resigned.
    Resignation,
}

impl VictoryReason {
    pub fn id(self) -> &'static str {
        match self {
            VictoryReason::GoodResources => "good_resources",
            VictoryReason::FairGoodCountries => "fair_good_countries",
            VictoryReason::NoCells => "no_cells",
            VictoryReason::IslamistRuleResources => "islamist_rule_resources",
            VictoryReason::PrestigeAndPoor => "prestige_and_poor",
            VictoryReason::WmdInUnitedStates => "wmd_in_united_states",
            VictoryReason::EndOfDeck => "end_of_deck",
            VictoryReason::Resignation => "resignation",
        }
    }
}

/// How the game ended.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Side,
    pub reason: VictoryReason,
    /// The count that decided a game-end reshuffle (2.3 / 9.1); `None` otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<Tally>,
}

/// 2.3 / 9.1 the count at the game-end reshuffle.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Tally {
    /// Resources of Good Muslim countries.
    pub good_resources: u8,
    /// Resources of Islamist Rule countries, a green Regime Change counted as one (2.3).
    pub islamist_resources: u8,
    /// 9.1 solitaire: the Good Resources the US also needs (6 / 9 / 12).
    pub needed: Option<u8>,
}

/// A suspended step: the answers and dice so far; the state stays at the checkpoint and
/// the step re-runs with them when the next answer arrives (`cx.rs`, docs/ARCHITECTURE.md).
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Pending {
    pub decision: Decision,
    pub answers: Vec<Answer>,
    /// Every random result drawn so far in this step, replayed on re-run.
    pub rolls: Vec<u8>,
    /// Log entries of the step already reported.
    pub logged: usize,
}

/// 4.3.2 the countries with a Posture box of their own ([`Country::has_posture_box`]): the
/// World Posture (4.7.2), read at every War of Ideas modifier, counts only these.
static POSTURE_BOXES: std::sync::LazyLock<CountrySet> = std::sync::LazyLock::new(|| {
    Country::ALL
        .into_iter()
        .filter(|c| c.has_posture_box())
        .collect()
});

/// The whole game: a value. `GameState` + action log + seed reproduces every game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameState {
    pub format_version: u32,
    pub scenario: Scenario,
    pub players: Players,
    pub ideology: Ideology,
    /// 3.3 game length in decks (1, 2 or 3): the game ends at that reshuffle.
    pub game_length: u8,
    /// 4.7.1 US Prestige (read with `prestige()`).
    prestige: Prestige,
    /// 4.7.4.1 Jihadist Funding (read with `funding()`).
    funding: Funding,
    /// 4.7.2 US Posture on the GWOT track.
    pub us_posture: Posture,
    /// 6.3.3 Reserves (read with `reserves(side)`).
    reserves: BySide<Reserves>,
    /// One entry per country, in `Country::ALL` order.
    #[serde(with = "countries_json")]
    pub countries: [CountryState; COUNTRIES],
    /// 4.7.7 lingering markers in the Event Box.
    pub markers: Markers,
    /// 4.7.7.1 LAPSING events in effect this turn.
    pub lapsing: Fixed<Lapsing, 16>,
    /// 4.7.7.2 the 1st Plot box: `Some` once the first Plot of the turn was made; the card
    /// inside, if still there. JSON: `null` (none yet), `0` (made, box empty), or the card.
    #[serde(with = "first_plot_json")]
    pub first_plot: Option<Option<CardId>>,
    /// 4.7.8 Plot markers in the Available Plots box (hidden from the US).
    pub available_plots: Plots,
    /// 9.3.3 numbered Plot markers set aside for Available WMD (solitaire).
    #[serde(default, skip_serializing_if = "Plots::is_empty")]
    pub set_aside_plots: Plots,
    /// 9.3.3 WMD made Available with no numbered marker to set aside: the next numbered
    /// markers to return are set aside instead.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pending_set_aside: u8,
    /// 9.2 optional mini-decks (solitaire): the draw pile cycles Unassociated, Jihadist, US.
    #[serde(default, skip_serializing_if = "is_false")]
    pub mini_decks: bool,
    /// 4.7.8.1 WMD markers not yet Available.
    pub wmd_loose_nuke_box: u8,
    pub wmd_pakistan_box: u8,
    pub hands: BySide<Cards>,
    /// The draw deck, top first (hidden order).
    pub draw_pile: Cards,
    pub discard: Cards,
    pub removed: Cards,
    /// 4.7.5 Deck marker: reshuffles so far.
    pub reshuffles: u8,
    pub turn: u16,
    pub phase: Phase,
    pub step: Step,
    /// Phase history for the events that look back (Cards 61, 94): this Action Phase and
    /// the one before it. A new phase (the `PhaseStarted` log entry) shifts them.
    #[serde(default, skip_serializing_if = "PhaseRecord::is_empty")]
    pub this_phase: PhaseRecord,
    #[serde(default, skip_serializing_if = "PhaseRecord::is_empty")]
    pub last_phase: PhaseRecord,
    /// 5.2.4 the US held its final card this phase.
    pub us_held: bool,
    pub pending: Option<Pending>,
    pub outcome: Option<Outcome>,
    /// The game's own dice stream (hidden: it decides future draws).
    pub rng: SeededDice,
}

/// The tracks (4.7.1, 4.7.4.1, 6.3.3): read as numbers, set only as values on the track.
impl GameState {
    pub fn prestige(&self) -> u8 {
        self.prestige.get()
    }
    pub fn set_prestige(&mut self, to: Prestige) {
        self.prestige = to;
    }
    pub fn funding(&self) -> u8 {
        self.funding.get()
    }
    pub fn set_funding(&mut self, to: Funding) {
        self.funding = to;
    }
    /// 6.3.3 `side`'s Reserves, 0 to 2.
    pub fn reserves(&self, side: Side) -> u8 {
        self.reserves.get(side).get()
    }
    pub fn set_reserves(&mut self, side: Side, to: Reserves) {
        *self.reserves.get_mut(side) = to;
    }
}

impl GameState {
    pub fn country(&self, country: Country) -> &CountryState {
        // `countries` always has 38 entries (checked when a state is built or loaded).
        &self.countries[country.index()]
    }
    pub fn country_mut(&mut self, country: Country) -> &mut CountryState {
        &mut self.countries[country.index()]
    }
    /// 4.2.2 set Governance, applying 7.3.4.1 / 8.4.3.2 / 7.2.2.3 marker removal.
    pub(crate) fn set_governance(&mut self, country: Country, governance: Governance) {
        let c = self.country_mut(country);
        c.governance = Some(governance);
        if matches!(governance, Governance::Good | Governance::IslamistRule) {
            // 7.2.2.3 Aid, 7.3.4.1 Regime Change, 8.4.3.2 Besieged Regime removed.
            c.aid = 0;
            c.besieged = false;
            c.regime_change = None;
        }
    }

    /// 4.2.1 / 4.3.1 / 4.4 Governance: printed for non-Muslim countries and Iran.
    pub fn governance(&self, country: Country) -> Option<Governance> {
        match country.info().fixed_governance {
            Some(fixed) => Some(fixed),
            None => self.country(country).governance,
        }
    }
    pub fn alignment(&self, country: Country) -> Option<Alignment> {
        self.country(country).alignment
    }
    /// 4.3.2-4.3.3 Posture of a non-Muslim country; the US reads the GWOT track.
    pub fn posture(&self, country: Country) -> Option<Posture> {
        if country == Country::UnitedStates {
            Some(self.us_posture)
        } else if country == Country::Israel {
            Some(Posture::Hard)
        } else {
            self.country(country).posture
        }
    }
    /// 4.9.4 unmarked: Governance (Muslim) or Posture (non-Muslim) not yet tested.
    pub fn is_unmarked(&self, country: Country) -> bool {
        match country.kind() {
            CountryKind::Sunni | CountryKind::ShiaMix => self.country(country).governance.is_none(),
            CountryKind::NonMuslim => self.posture(country).is_none(),
            CountryKind::Iran => false,
        }
    }
    pub fn is_islamist_rule(&self, country: Country) -> bool {
        self.governance(country) == Some(Governance::IslamistRule)
    }
    pub fn is_good(&self, country: Country) -> bool {
        self.governance(country) == Some(Governance::Good)
    }
    pub fn is_ally(&self, country: Country) -> bool {
        country.is_muslim() && self.alignment(country) == Some(Alignment::Ally)
    }
    /// 7.3.4.1 a Regime Change country.
    pub fn is_regime_change(&self, country: Country) -> bool {
        self.country(country).regime_change.is_some()
    }
    pub fn cells(&self, country: Country) -> u8 {
        self.country(country).cells()
    }
    pub fn troops(&self, country: Country) -> u8 {
        self.country(country).troops
    }
    /// Troops where a rule or event looks at troops in a country: Card 41 NATO's marker
    /// counts as 2 troops there (never on the Troops Track). Pieces stay `troops`.
    pub fn troops_counting_nato(&self, country: Country) -> u8 {
        let nato = if self.country(country).markers.contains(&Marker::Nato) {
            2
        } else {
            0
        };
        self.troops(country).saturating_add(nato)
    }
    /// Cells where a rule looks at cells in a country: Card 54 Moqtada al-Sadr's marker is one
    /// Active cell there (never on the Funding Track; it does not Travel and Disrupt cannot
    /// affect it). Pieces stay `cells`.
    pub fn cells_counting_sadr(&self, country: Country) -> u8 {
        let sadr = u8::from(self.country(country).markers.contains(&Marker::Sadr));
        self.cells(country).saturating_add(sadr)
    }

    /// A lingering marker anywhere: in the Event Box or in a country.
    pub fn marker_in_effect(&self, marker: Marker) -> bool {
        self.markers.contains(&marker) || self.countries.iter().any(|c| c.markers.contains(&marker))
    }
    pub fn lapsing_in_effect(&self, card: CardId) -> bool {
        self.lapsing.iter().any(|l| l.card == card)
    }

    /// 4.2.6 Resources, +1 per Oil Price Spike in effect for Oil Exporters.
    pub fn resources(&self, country: Country) -> u8 {
        let info = country.info();
        if !country.is_muslim() {
            return 0;
        }
        let spikes = if info.oil {
            // Card 117/118 Oil Price Spike
            self.lapsing
                .iter()
                .filter(|l| l.card.is_oil_price_spike())
                .count() as u8
        } else {
            0
        };
        info.resources + spikes
    }

    /// 4.7.3 troops on the Troops Track (15 less those in countries).
    pub fn troops_on_track(&self) -> u8 {
        let deployed: u32 = self.countries.iter().map(|c| u32::from(c.troops)).sum();
        TROOPS_TOTAL.saturating_sub(deployed.min(255) as u8)
    }
    /// 4.7.4 cells on the Funding Track.
    pub fn cells_on_track(&self) -> u8 {
        let placed: u32 = self.countries.iter().map(|c| u32::from(c.cells())).sum();
        CELLS_TOTAL.saturating_sub(placed.min(255) as u8)
    }
    /// Cells on the map, the Card 54 Sadr marker included (2.1.1 "no cells").
    pub fn cells_on_map(&self) -> u8 {
        let sadr = u8::from(self.marker_in_effect(Marker::Sadr));
        (CELLS_TOTAL - self.cells_on_track()).saturating_add(sadr)
    }
    /// 4.7.4.2 Available cells for Recruit: those left of or under the Funding marker.
    pub fn available_cells(&self) -> u8 {
        let on_track = self.cells_on_track();
        match self.funding() {
            0..=3 => on_track.saturating_sub(10),
            4..=6 => on_track.saturating_sub(5),
            _ => on_track,
        }
    }
    /// 5.2.8 Jihadist hand size from the Funding track.
    pub fn jihadist_hand_size(&self) -> usize {
        match self.funding() {
            0..=3 => 7,
            4..=6 => 8,
            _ => 9,
        }
    }
    /// 5.2.8 US hand size from the Troops track.
    pub fn us_hand_size(&self) -> usize {
        match self.troops_on_track() {
            10.. => 9,
            5..=9 => 8,
            _ => 7,
        }
    }
    pub fn troops_level(&self) -> &'static str {
        match self.troops_on_track() {
            10.. => "Low Intensity",
            5..=9 => "War",
            _ => "Overstretch",
        }
    }
    pub fn funding_level(&self) -> &'static str {
        match self.funding() {
            0..=3 => "Tight",
            4..=6 => "Moderate",
            _ => "Ample",
        }
    }
    pub fn prestige_level(&self) -> &'static str {
        match self.prestige() {
            0..=3 => "Low",
            4..=6 => "Medium",
            7..=9 => "High",
            _ => "Very High",
        }
    }
    /// War of Ideas modifier of the Prestige band (4.9.2).
    pub fn prestige_modifier(&self) -> i8 {
        match self.prestige() {
            0..=3 => -1,
            4..=6 => 0,
            7..=9 => 1,
            _ => 2,
        }
    }

    /// 4.7.2 World Posture: signed, Hard positive, capped at 3.
    pub fn world_posture(&self) -> i8 {
        let mut hard = 0i32;
        let mut soft = 0i32;
        // Every non-Muslim country but the United States (Israel's box is printed Hard).
        for country in POSTURE_BOXES.iter() {
            match self.posture(country) {
                Some(Posture::Hard) => hard += 1,
                Some(Posture::Soft) => soft += 1,
                None => {}
            }
        }
        (hard - soft).clamp(-3, 3) as i8
    }
    /// 4.7.2.1 GWOT Relations Penalty.
    pub fn gwot_penalty(&self) -> u8 {
        let world = self.world_posture();
        let differs = match self.us_posture {
            Posture::Hard => world < 0,
            Posture::Soft => world > 0,
        };
        if differs { world.unsigned_abs() } else { 0 }
    }
    /// World Posture as printed on the track: "Hard 2", "Soft 1" or "0".
    pub fn world_posture_label(&self) -> String {
        match self.world_posture() {
            0 => "0".to_string(),
            n if n > 0 => format!("Hard {n}"),
            n => format!("Soft {}", n.unsigned_abs()),
        }
    }

    /// 4.7.6 victory tracks.
    pub fn good_resources(&self) -> u8 {
        Country::ALL
            .into_iter()
            .filter(|c| c.is_muslim() && self.is_good(*c))
            .map(|c| self.resources(c))
            .sum()
    }
    pub fn islamist_resources(&self) -> u8 {
        Country::ALL
            .into_iter()
            .filter(|c| c.is_muslim() && self.is_islamist_rule(*c))
            .map(|c| self.resources(c))
            .sum()
    }
    pub fn fair_good_countries(&self) -> u8 {
        Country::ALL
            .into_iter()
            .filter(|c| {
                c.is_muslim()
                    && matches!(
                        self.governance(*c),
                        Some(Governance::Good | Governance::Fair)
                    )
            })
            .count() as u8
    }
    pub fn poor_islamist_countries(&self) -> u8 {
        Country::ALL
            .into_iter()
            .filter(|c| {
                c.is_muslim()
                    && matches!(
                        self.governance(*c),
                        Some(Governance::Poor | Governance::IslamistRule)
                    )
            })
            .count() as u8
    }

    /// Total numbered and WMD Plots placed on the map.
    pub fn plots_on_map(&self) -> usize {
        self.countries.iter().map(|c| c.plots.len()).sum()
    }
    /// WMD markers Available.
    pub fn available_wmd(&self) -> usize {
        self.available_plots
            .iter()
            .filter(|p| **p == Plot::Wmd)
            .count()
    }

    pub fn hand(&self, side: Side) -> &Cards {
        self.hands.get(side)
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The pending decision, if the game waits for someone.
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref().map(|p| &p.decision)
    }
}

/// The 38 map spaces as a JSON list, exactly as a `Vec` (a list of another length is a
/// load error).
mod countries_json {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{COUNTRIES, CountryState};

    pub fn serialize<S: Serializer>(
        value: &[CountryState; COUNTRIES],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(value.iter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[CountryState; COUNTRIES], D::Error> {
        let list = Vec::<CountryState>::deserialize(deserializer)?;
        let found = list.len();
        list.try_into().map_err(|_| {
            serde::de::Error::custom(format!("{found} countries instead of {COUNTRIES}"))
        })
    }
}

/// `Option<Option<CardId>>` as JSON that keeps all three states apart.
mod first_plot_json {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::types::CardId;

    pub fn serialize<S: Serializer>(
        value: &Option<Option<CardId>>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            None => serializer.serialize_none(),
            Some(None) => serializer.serialize_u8(0),
            Some(Some(card)) => serializer.serialize_u8(card.number()),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Option<CardId>>, D::Error> {
        match Option::<u8>::deserialize(deserializer)? {
            None => Ok(None),
            Some(0) => Ok(Some(None)),
            Some(n) => CardId::new(n)
                .map(|card| Some(Some(card)))
                .ok_or_else(|| serde::de::Error::custom(format!("card {n} is not 1-120"))),
        }
    }
}
