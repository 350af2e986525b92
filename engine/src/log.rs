//! What happened, for rendering. Viewed per seat: hidden values are redacted.

use serde::{Deserialize, Serialize};

use crate::decision::{CardUse, Op, Plot};
use crate::state::{Outcome, RegimeChange};
use crate::types::{Alignment, CardId, Country, Governance, Marker, Posture, Seat, Side};

mod reason;
pub use reason::{
    AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable, RadicalizeStep, Tie,
};

/// Why dice were rolled.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollKind {
    /// 4.9.4 Governance test / 7.3.4 Regime Change Governance roll.
    Governance,
    /// 4.9.3 Posture roll.
    Posture,
    /// 4.7.1 Prestige roll: direction die then two dice.
    Prestige,
    WarOfIdeas,
    Recruit,
    Travel,
    Jihad,
    Plot,
    /// 8.5.6 Governance dice of a Plot in a Muslim country.
    PlotGovernance,
    /// Cards 65 HEU, 69 Kazakh Strain, 71 Loose Nuke: the WMD acquisition die.
    WmdAcquisition,
}

/// One thing that happened.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum LogEntry {
    PhaseStarted {
        turn: u16,
        side: Side,
    },
    CardPlayed {
        side: Side,
        card: CardId,
        used_as: CardUse,
    },
    Operation {
        side: Side,
        card: CardId,
        op: Op,
        value: u8,
    },
    /// 7.1.2 / 8.1.3 no operation is possible: the card is spent.
    NoOperation {
        side: Side,
        card: CardId,
    },
    ReservesAdded {
        side: Side,
        value: u8,
        total: u8,
    },
    ReservesExpended {
        side: Side,
        value: u8,
    },
    /// An event occurs (played, or triggered by the opponent's operations).
    EventOccurs {
        card: CardId,
        side: Side,
    },
    /// 6.3.2.1 a triggered event did not occur (blocked or precondition unmet). The reason
    /// is kept with its key and arguments (a text in the reader's language), and written as
    /// its English words in JSON.
    EventDoesNotOccur {
        card: CardId,
        #[serde(with = "reason_words")]
        reason: crate::Reason,
    },
    /// 6.2.4 an event occurred and none of its effects could apply: why.
    EventHasNoEffect {
        card: CardId,
        #[serde(with = "reason_words")]
        reason: crate::Reason,
    },
    /// 8.5.3 the first Plot of the turn ignores a US event.
    EventIgnoredFirstPlot {
        card: CardId,
    },
    /// 4.9.2 the modifiers of the War of Ideas roll that follows (those that apply).
    WarOfIdeasModifiers {
        country: Country,
        modifiers: Vec<(crate::types::WarOfIdeasModifier, i8)>,
    },
    Rolled {
        kind: RollKind,
        country: Option<Country>,
        dice: Vec<u8>,
        modified: Option<i8>,
        needed: Option<u8>,
        successes: Option<u8>,
    },
    Tested {
        country: Country,
        governance: Option<Governance>,
        posture: Option<Posture>,
    },
    Governance {
        country: Country,
        from: Option<Governance>,
        to: Governance,
    },
    Alignment {
        country: Country,
        from: Option<Alignment>,
        to: Alignment,
    },
    Posture {
        country: Country,
        from: Option<Posture>,
        to: Posture,
    },
    Prestige {
        from: u8,
        to: u8,
    },
    Funding {
        from: u8,
        to: u8,
    },
    TroopsMoved {
        from: Option<Country>,
        to: Option<Country>,
        count: u8,
    },
    CellsPlaced {
        country: Country,
        count: u8,
    },
    CellsRemoved {
        country: Country,
        count: u8,
    },
    /// Cells due in `country` (by Recruit successes or an event) that none could be placed
    /// for (4.7.4, 6.2.4, 8.2.1): how many, and why.
    CellsNotPlaced {
        country: Country,
        count: u8,
        #[serde(with = "reason_words")]
        reason: crate::Reason,
    },
    CellsActivated {
        country: Country,
        count: u8,
    },
    CellTravels {
        from: Country,
        to: Country,
        arrived: bool,
    },
    Cadre {
        country: Country,
        placed: bool,
    },
    Aid {
        country: Country,
        from: u8,
        to: u8,
    },
    Besieged {
        country: Country,
        placed: bool,
    },
    RegimeChange {
        country: Country,
        marker: Option<RegimeChange>,
    },
    /// A Plot placed face down: `plot` is hidden from all but the Jihadist.
    PlotPlaced {
        country: Country,
        plot: Option<Plot>,
    },
    /// A Plot revealed and blocked by Alert or an event.
    PlotBlocked {
        country: Country,
        plot: Plot,
    },
    PlotResolves {
        country: Country,
        plot: Plot,
    },
    /// A WMD marker became Available (hidden from the US: it is in the Available box).
    WmdAvailable {
        count: u8,
    },
    MarkerPlaced {
        marker: Marker,
        country: Option<Country>,
    },
    MarkerRemoved {
        marker: Marker,
        country: Option<Country>,
    },
    Lapsing {
        card: CardId,
    },
    /// Cards dealt or drawn: their identity is private to the receiving side.
    CardsDrawn {
        side: Side,
        count: u8,
        cards: Vec<CardId>,
    },
    /// A card taken openly into a hand (e.g. from the discard pile; 5.3.2 public).
    CardTaken {
        side: Side,
        card: CardId,
    },
    Discarded {
        side: Side,
        card: CardId,
    },
    /// 5.2.4 the US holds its final card: which card is private to the US.
    Held {
        side: Side,
        card: Option<CardId>,
    },
    CardRemoved {
        card: CardId,
    },
    Reshuffle {
        deck: u8,
    },
    EndOfTurn {
        turn: u16,
    },
    /// 5.2.5 Expenditures and Diplomacy: why the Funding or Prestige change that follows is
    /// made at the end of a turn (or, Card 73 Pirates, why Funding is not reduced).
    Diplomacy {
        step: DiplomacyStep,
    },
    GameOver {
        outcome: Outcome,
    },
    /// Section 9: why the solitaire bot did what it did (public, no hidden value).
    BotReason {
        reason: BotReason,
    },
    /// An event shows `side`'s hand to `to` (Intel Community, FSB...): the cards are seen
    /// by `to` and `side` only.
    HandRevealed {
        side: Side,
        to: Side,
        cards: Vec<CardId>,
    },
    /// A card handed from one hand to the other (Fatwa's trade, an event that takes a card
    /// from the opponent): which card is seen by the two sides only, never by observers.
    CardGiven {
        from: Side,
        to: Side,
        card: Option<CardId>,
    },
    /// Card 1 Backlash: the US selected a Plot in `country` (public; its value stays hidden).
    Backlash {
        country: Country,
    },
    /// An agreed change to the position (adjust), public; cards and Plots have their own.
    Adjusted {
        change: crate::adjustment::Adjustment,
    },
    /// Adjust moved a card: named to everyone only between face-up zones; a card that leaves
    /// or joins a hand or the draw pile is named only to the side whose hand it is.
    CardMoved {
        card: Option<CardId>,
        from: crate::adjustment::Zone,
        to: crate::adjustment::Zone,
    },
    /// Adjust placed a Plot marker face down from the Available Plots, or put one back: its
    /// value seen by the Jihadist only.
    PlotMoved {
        country: Country,
        plot: Option<Plot>,
        placed: bool,
    },
}

/// 5.2.5 the end-of-turn changes of Funding and Prestige.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiplomacyStep {
    /// Funding drops by one.
    Expenditures,
    /// Card 73 Pirates: no Funding loss while Somalia or Yemen is under Islamist Rule.
    Pirates,
    /// Prestige drops by one: a country is under Islamist Rule.
    IslamistRule,
    /// Prestige rises by one: World Posture is 3 and the same as the US Posture.
    WorldPosture,
}

impl LogEntry {
    /// This entry as `seat` may see it (hidden values removed).
    pub fn seen_by(&self, seat: Seat) -> LogEntry {
        match self {
            LogEntry::PlotPlaced { country, .. } if seat != Seat::Jihadist => {
                LogEntry::PlotPlaced {
                    country: *country,
                    plot: None,
                }
            }
            LogEntry::CardsDrawn { side, count, .. } if seat.side() != Some(*side) => {
                LogEntry::CardsDrawn {
                    side: *side,
                    count: *count,
                    cards: Vec::new(),
                }
            }
            LogEntry::Held { side, .. } if seat.side() != Some(*side) => LogEntry::Held {
                side: *side,
                card: None,
            },
            LogEntry::HandRevealed { side, to, .. }
                if seat.side() != Some(*side) && seat.side() != Some(*to) =>
            {
                LogEntry::HandRevealed {
                    side: *side,
                    to: *to,
                    cards: Vec::new(),
                }
            }
            LogEntry::CardGiven { from, to, .. }
                if seat.side() != Some(*from) && seat.side() != Some(*to) =>
            {
                LogEntry::CardGiven {
                    from: *from,
                    to: *to,
                    card: None,
                }
            }
            LogEntry::CardMoved { from, to, .. }
                if !(from.is_public() && to.is_public())
                    && seat.side().is_none_or(|side| {
                        from.hand_of() != Some(side) && to.hand_of() != Some(side)
                    }) =>
            {
                LogEntry::CardMoved {
                    card: None,
                    from: *from,
                    to: *to,
                }
            }
            LogEntry::PlotMoved {
                country, placed, ..
            } if seat != Seat::Jihadist => LogEntry::PlotMoved {
                country: *country,
                plot: None,
                placed: *placed,
            },
            other => other.clone(),
        }
    }
}

/// A [`Reason`](crate::Reason) in JSON: its English words (read back as built words).
mod reason_words {
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(
        reason: &crate::Reason,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_str(reason)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<crate::Reason, D::Error> {
        String::deserialize(d).map(crate::Reason::from)
    }
}

#[cfg(test)]
mod tests {
    use super::LogEntry;
    use crate::{CardId, Country, Reason};

    /// 6.3.2.1 the reason an event does not occur keeps its key for the reader's language,
    /// and in JSON is its English words, as it was when the field was a string.
    #[test]
    fn an_event_refusal_keeps_its_key_and_reads_as_words_in_json() {
        let entry = LogEntry::EventDoesNotOccur {
            card: CardId::of::<27>(),
            reason: Reason::new("there are no troops in {country}").with("country", Country::Iraq),
        };
        let LogEntry::EventDoesNotOccur { reason, .. } = &entry else {
            unreachable!("built above")
        };
        assert_eq!(
            reason.key().as_deref(),
            Some("reason-there-are-no-troops-in-country")
        );
        let json = serde_json::to_value(&entry).unwrap_or_default();
        assert_eq!(json["reason"], "there are no troops in Iraq", "{json}");
        let back: Result<LogEntry, _> = serde_json::from_value(json);
        assert!(
            matches!(&back, Ok(LogEntry::EventDoesNotOccur { reason, .. })
                if reason.to_string() == "there are no troops in Iraq"),
            "{back:?}"
        );
    }
}
