//! Every input the game waits for is a [`Decision`] with its complete list of legal options.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::types::{CardId, Country, Posture, Side};

/// 6.1 how a card is used.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardUse {
    /// 6.2 play the event.
    Event,
    /// 6.3 play for operations.
    Operations,
    /// 6.3.3 add a 1- or 2-value card to Reserves.
    Reserves,
}

/// 7.1.2 US and 8.1.3 Jihadist operations.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    WarOfIdeas,
    Deploy,
    RegimeChange,
    Withdraw,
    Disrupt,
    Alert,
    Reassessment,
    Recruit,
    Travel,
    Jihad,
    Plot,
}

impl Op {
    pub fn name(self) -> &'static str {
        match self {
            Op::WarOfIdeas => "War of Ideas",
            Op::Deploy => "Deploy",
            Op::RegimeChange => "Regime Change",
            Op::Withdraw => "Withdraw",
            Op::Disrupt => "Disrupt",
            Op::Alert => "Alert",
            Op::Reassessment => "Reassessment",
            Op::Recruit => "Recruit",
            Op::Travel => "Travel",
            Op::Jihad => "Jihad",
            Op::Plot => "Plot",
        }
    }
    pub fn side(self) -> Side {
        match self {
            Op::Recruit | Op::Travel | Op::Jihad | Op::Plot => Side::Jihadist,
            _ => Side::Us,
        }
    }
    pub const US: [Op; 7] = [
        Op::WarOfIdeas,
        Op::Deploy,
        Op::RegimeChange,
        Op::Withdraw,
        Op::Disrupt,
        Op::Alert,
        Op::Reassessment,
    ];
    pub const JIHADIST: [Op; 4] = [Op::Recruit, Op::Travel, Op::Jihad, Op::Plot];
}

/// 6.3.2.1 the order of a triggered event and the operations.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    EventFirst,
    OpsFirst,
}

/// 4.6.4 a cell is Active or Sleeper.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CellKind {
    Active,
    Sleeper,
}

/// 4.8.1 a Plot marker: numbered 1-3, or WMD (4.7.8.1).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Plot {
    One,
    Two,
    Three,
    Wmd,
}

impl Plot {
    /// The number printed on the marker; WMD counts as 3 where a number is needed
    /// (8.5.6 Governance: "3 dice if WMD").
    pub fn number(self) -> u8 {
        match self {
            Plot::One => 1,
            Plot::Two => 2,
            Plot::Three | Plot::Wmd => 3,
        }
    }
    pub fn from_number(number: u8) -> Option<Plot> {
        match number {
            1 => Some(Plot::One),
            2 => Some(Plot::Two),
            3 => Some(Plot::Three),
            _ => None,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Plot::One => "Plot 1",
            Plot::Two => "Plot 2",
            Plot::Three => "Plot 3",
            Plot::Wmd => "WMD Plot",
        }
    }
}

impl Serialize for Plot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Plot::Wmd => serializer.serialize_str("wmd"),
            other => serializer.serialize_u8(other.number()),
        }
    }
}

impl<'de> Deserialize<'de> for Plot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        match &value {
            serde_json::Value::Number(n) => n
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .and_then(Plot::from_number)
                .ok_or_else(|| {
                    serde::de::Error::custom(format!("plot {n} is not 1, 2, 3 or \"wmd\""))
                }),
            serde_json::Value::String(s) if s.eq_ignore_ascii_case("wmd") => Ok(Plot::Wmd),
            serde_json::Value::String(s) => s
                .parse::<u8>()
                .ok()
                .and_then(Plot::from_number)
                .ok_or_else(|| {
                    serde::de::Error::custom(format!("plot {s:?} is not 1, 2, 3 or \"wmd\""))
                }),
            other => Err(serde::de::Error::custom(format!(
                "plot {other} is not 1, 2, 3 or \"wmd\""
            ))),
        }
    }
}

/// One answer to a decision. Answers name the option, never its index.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// A card (from hand, or from the discard pile for an event).
    Card(CardId),
    /// How the chosen card is used.
    Use(CardUse),
    /// Which operation.
    Op(Op),
    /// Event first or operations first (6.3.2.1).
    Order(Order),
    Country(Country),
    /// 4.7.3 the Troops Track, as a Deploy origin or destination.
    Track,
    /// A number of troops.
    Count(u8),
    Cell(CellKind),
    Plot(Plot),
    Posture(Posture),
    /// 4.8.4 the Jihadist removes a cadre during its Action Phase.
    RemoveCadre(Country),
    Yes,
    No,
    /// Stop adding (dice, cells): designate no more.
    Done,
    /// 5.2.4 discard the final US card without effect.
    Discard,
    /// 5.2.4 hold the final US card.
    Hold,
    /// End an Action Phase with no card to play.
    EndPhase,
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Card(card) => write!(f, "card {card}"),
            Answer::Use(CardUse::Event) => f.write_str("event"),
            Answer::Use(CardUse::Operations) => f.write_str("operations"),
            Answer::Use(CardUse::Reserves) => f.write_str("reserves"),
            Answer::Op(op) => f.write_str(op.name()),
            Answer::Order(Order::EventFirst) => f.write_str("event first"),
            Answer::Order(Order::OpsFirst) => f.write_str("operations first"),
            Answer::Country(country) => f.write_str(country.name()),
            Answer::Track => f.write_str("the Troops Track"),
            Answer::Count(n) => write!(f, "{n}"),
            Answer::Cell(CellKind::Active) => f.write_str("an Active cell"),
            Answer::Cell(CellKind::Sleeper) => f.write_str("a Sleeper cell"),
            Answer::Plot(plot) => f.write_str(plot.label()),
            Answer::Posture(posture) => f.write_str(posture.name()),
            Answer::RemoveCadre(country) => write!(f, "remove the cadre in {country}"),
            Answer::Yes => f.write_str("yes"),
            Answer::No => f.write_str("no"),
            Answer::Done => f.write_str("done"),
            Answer::Discard => f.write_str("discard"),
            Answer::Hold => f.write_str("hold"),
            Answer::EndPhase => f.write_str("end phase"),
        }
    }
}

/// What a country is being chosen for.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    WarOfIdeas,
    DeployFrom,
    DeployTo,
    RegimeChangeFrom,
    RegimeChangeTo,
    WithdrawFrom,
    WithdrawTo,
    Disrupt,
    Alert,
    /// Recruit: where die N is rolled.
    Recruit,
    /// Recruit: where a cell from a success goes when cells run short.
    RecruitPlace,
    TravelFrom,
    TravelTo,
    Jihad,
    Plot,
    /// Plot resolution: which country's Plot resolves next (8.5.6).
    ResolvePlot,
    /// 8.5.6 the other Schengen countries whose Posture is rolled.
    SchengenPosture,
    /// Scenario set-up (Anaconda): where a cell is placed.
    SetupCell,
    /// Scenario set-up (Mission Accomplished?): which Schengen Posture is rerolled.
    SetupReroll,
    /// An event's choice of country.
    Event,
}

/// What kind of question a decision is. Rendering (prompts) belongs to the app.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum DecisionKind {
    /// 5.2.2 the next card of an Action Phase (`card_number` is 1 or 2).
    ActionCard { card_number: u8 },
    /// 6.1 event, operations or reserves.
    CardUse { card: CardId },
    /// 7.1.2 / 8.1.3 which operation.
    Operation { card: CardId },
    /// 6.3.3.1 expend Reserves on this operation?
    UseReserves { card: CardId, op: Op },
    /// 7.6.2 the second 3-value card of a Reassessment.
    SecondCard { card: CardId },
    /// 6.3.2.1 event first or operations first.
    TriggerOrder { card: CardId },
    /// 7.6.3 what resolves next: the Posture switch (`Op(Reassessment)`) or a card's event.
    ReassessmentOrder,
    /// A country, for the given purpose. `step` counts dice or cells from 1.
    Country { purpose: Purpose, step: u8 },
    /// 7.3 how many troops move.
    TroopCount {
        from: Option<Country>,
        to: Option<Country>,
    },
    /// 7.4.2 which cell the next Disrupt affects.
    DisruptCell { country: Country, step: u8 },
    /// 8.3 travel an Active or a Sleeper cell.
    TravelCell { country: Country },
    /// 8.4.2 declare Major Jihad (all Sleepers go Active).
    MajorJihad { country: Country },
    /// 8.5.2 which Available Plot marker to place.
    PlotMarker { country: Country },
    /// 8.5.6 which of the Plots in a country resolves next.
    ResolvePlotMarker { country: Country },
    /// 8.5.6 reroll the Posture after a WMD Plot (2-player)?
    WmdReroll { country: Country },
    /// An event's question.
    Event {
        card: CardId,
        question: EventQuestion,
    },
}

impl DecisionKind {
    /// A country for `purpose`, the `step`th of its kind (dice or cells counted from 1).
    pub fn country(purpose: Purpose, step: u8) -> DecisionKind {
        DecisionKind::Country { purpose, step }
    }
}

/// Questions asked by card events.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventQuestion {
    /// Which Plot to remove (country).
    PlotToRemove,
    /// Which country's Posture to set.
    PostureCountry,
    /// Which Posture to set there.
    PostureValue,
    /// Which card to take.
    TakeCard,
    /// Which option of the event.
    Option,
    /// Regime Change now with this card?
    RegimeChangeNow,
    /// Event first or operations first (US Election when played for operations).
    Order,
    /// A country to test (4.9.4).
    TestCountry,
    /// Where the next cell is placed.
    CellCountry,
    /// A country to remove a cell from.
    RemoveCellCountry,
    /// Which cell (Active or Sleeper) is removed.
    CellToRemove,
    /// A country whose Alignment shifts.
    AlignmentCountry,
    /// A Muslim Ally that shifts to Neutral.
    AllyToNeutral,
    /// A country whose Governance changes.
    GovernanceCountry,
    /// A Regime Change country.
    RegimeChangeCountry,
    /// The Besieged Regime marker to remove.
    BesiegedToRemove,
    /// Where a Plot is placed.
    PlotCountry,
    /// Which lingering marker is flipped or removed (answered with its card).
    MarkerToFlip,
    /// A country for a War of Ideas roll, or "done".
    WarOfIdeasCountry,
    /// A country that gets (or loses) Aid or a marker.
    MarkerCountry,
    /// Which cell (Active or Sleeper) travels by the event.
    CellToTravel,
    /// A country a cell travels from by the event.
    TravelFrom,
    /// A country a cell travels to by the event.
    TravelTo,
    /// A card to discard from a hand.
    DiscardCard,
    /// Card 54 Moqtada al-Sadr: is the Sadr marker the cell removed (yes) or a cylinder (no)?
    SadrToRemove,
    /// Card 41 NATO: do the NATO marker's 2 troops leave too (the marker is removed)?
    NatoLeaves,
    /// Card 1 Backlash: the Muslim country whose Plot gets Backlash.
    BacklashPlot,
    /// Card 65 HEU: Russia or Central Asia, where the WMD roll is made.
    WmdCountry,
    /// Card 18 Intel Community: an extra card to play at once from the hand, or done.
    ExtraCard,
    /// Cards 48 Adam Gadahn, 53 Madrassas: the phase's second card, used for its Ops only.
    SecondCard,
    /// Card 82 Jihadist Videos: a country without cells for a Recruit roll.
    RecruitCountry,
}

/// Whose input the game waits for, what for, and every legal answer.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Decision {
    pub side: Side,
    #[serde(flatten)]
    pub kind: DecisionKind,
    pub options: Vec<Answer>,
}

impl Decision {
    pub fn allows(&self, answer: &Answer) -> bool {
        self.options.contains(answer)
    }
}

/// A Plot marker on the map (8.5.4): face down unless an event turned it face up (Card 5
/// NEST), and possibly selected by Card 1 Backlash. JSON: a plain face-down marker is its
/// bare value (`2`, `"wmd"`), as in format version 1; otherwise an object.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct MapPlot {
    pub plot: Plot,
    /// Its value is public (Card 5 NEST).
    pub face_up: bool,
    /// Card 1 Backlash: resolves with Backlash's effect.
    pub backlash: bool,
}

impl MapPlot {
    pub fn face_down(plot: Plot) -> MapPlot {
        MapPlot {
            plot,
            face_up: false,
            backlash: false,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct MapPlotJson {
    plot: Plot,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    face_up: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    backlash: bool,
}

impl Serialize for MapPlot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !self.face_up && !self.backlash {
            return self.plot.serialize(serializer);
        }
        MapPlotJson {
            plot: self.plot,
            face_up: self.face_up,
            backlash: self.backlash,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for MapPlot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        if value.is_object() {
            let json: MapPlotJson =
                serde_json::from_value(value).map_err(serde::de::Error::custom)?;
            Ok(MapPlot {
                plot: json.plot,
                face_up: json.face_up,
                backlash: json.backlash,
            })
        } else {
            let plot: Plot = serde_json::from_value(value).map_err(serde::de::Error::custom)?;
            Ok(MapPlot::face_down(plot))
        }
    }
}
