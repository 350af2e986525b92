//! 6.2.8 Blocking as data: which card's lingering marker (or Lapsing card) stops which
//! events, and when. `playable` checks this table before a card's own precondition, so a
//! card file never repeats a block; when an event removes the blocking marker, the block
//! ends by itself. `tests::table_matches_the_reference` compares it with the reference's
//! `blocks` / `blocked_by` fields.

use crate::error::Refusal;
use crate::state::{GameState, Players};
use crate::types::{Association, CardId, Country, Marker, Side};

/// One block: while `active`, the events of `blocked` cannot be played or triggered.
pub(crate) struct Block {
    /// The card(s) whose event blocks.
    pub by: &'static [u8],
    /// The blocked cards.
    pub blocked: Blocked,
    /// Whether the block is in force, for an event decided by `by` and played by `player`.
    pub active: fn(&GameState, Side, Side) -> bool,
}

pub(crate) enum Blocked {
    Cards(&'static [u8]),
    /// Card 47: every Jihadist and Unassociated event (but the auto-triggered US Election).
    JihadistAndUnassociated,
}

impl Blocked {
    pub(crate) fn contains(&self, card: CardId) -> bool {
        match self {
            Blocked::Cards(cards) => cards.contains(&card.number()),
            Blocked::JihadistAndUnassociated => {
                card.association() != Association::Us && !card.info().auto_trigger
            }
        }
    }
}

fn in_country(g: &GameState, marker: Marker, country: Country) -> bool {
    g.country(country).markers.contains(&marker)
}

/// The table, in the blocking card's order.
pub(crate) static BLOCKS: &[Block] = &[
    // Card 3 CTR: Loose Nuke needs Russia, Kazakh Strain Central Asia; HEU is blocked only
    // when both hold CTR (with one, its own precondition looks at the other country).
    Block {
        by: &[3],
        blocked: Blocked::Cards(&[71]),
        active: |g, _, _| in_country(g, Marker::Ctr, Country::Russia),
    },
    Block {
        by: &[3],
        blocked: Blocked::Cards(&[69]),
        active: |g, _, _| in_country(g, Marker::Ctr, Country::CentralAsia),
    },
    Block {
        by: &[3],
        blocked: Blocked::Cards(&[65]),
        active: |g, _, _| {
            in_country(g, Marker::Ctr, Country::Russia)
                && in_country(g, Marker::Ctr, Country::CentralAsia)
        },
    },
    // Card 4 Moro Talks
    Block {
        by: &[4],
        blocked: Blocked::Cards(&[57]),
        active: |g, _, _| g.marker_in_effect(Marker::MoroTalks),
    },
    // Card 13 Anbar Awakening
    Block {
        by: &[13],
        blocked: Blocked::Cards(&[58]),
        active: |g, _, _| g.marker_in_effect(Marker::AnbarAwakening),
    },
    // Card 27 Saddam Captured
    Block {
        by: &[27],
        blocked: Blocked::Cards(&[92]),
        active: |g, _, _| g.marker_in_effect(Marker::SaddamCaptured),
    },
    // Card 33 Benazir Bhutto
    Block {
        by: &[33],
        blocked: Blocked::Cards(&[108]),
        active: |g, _, _| g.marker_in_effect(Marker::BenazirBhutto),
    },
    // Card 36 Indo-Pakistani Talks
    Block {
        by: &[36],
        blocked: Blocked::Cards(&[70, 83]),
        active: |g, _, _| g.marker_in_effect(Marker::IndoPakistaniTalks),
    },
    // Card 38 Libyan Deal
    Block {
        by: &[38],
        blocked: Blocked::Cards(&[39]),
        active: |g, _, _| g.marker_in_effect(Marker::LibyanDeal),
    },
    // Card 44 Renditions (until Leak flips it)
    Block {
        by: &[44],
        blocked: Blocked::Cards(&[61]),
        active: |g, _, _| g.marker_in_effect(Marker::Renditions),
    },
    // Card 47 The door of Itjihad was closed: in solitaire the bot plays no Jihadist or
    // Unassociated event for the rest of the turn; events the US triggers still occur.
    Block {
        by: &[47],
        blocked: Blocked::JihadistAndUnassociated,
        active: |g, _, player| {
            g.players == Players::Solitaire
                && player == Side::Jihadist
                && g.lapsing_in_effect(CardId::of::<47>())
        },
    },
    // Card 56 Vieira de Mello Slain
    Block {
        by: &[56],
        blocked: Blocked::Cards(&[30]),
        active: |g, _, _| g.marker_in_effect(Marker::VieiraDeMelloSlain),
    },
    // Card 58 Al-Anbar: the US may not play Zawahiri or Bin Ladin.
    Block {
        by: &[58],
        blocked: Blocked::Cards(&[111, 112]),
        active: |g, by, _| by == Side::Us && g.marker_in_effect(Marker::AlAnbar),
    },
    // Card 60 Bhutto Shot
    Block {
        by: &[60],
        blocked: Blocked::Cards(&[33]),
        active: |g, _, _| g.marker_in_effect(Marker::BhuttoShot),
    },
    // Card 80 FATA: the US may not play Zawahiri or Bin Ladin while FATA is in Pakistan.
    Block {
        by: &[80],
        blocked: Blocked::Cards(&[111, 112]),
        active: |g, by, _| by == Side::Us && in_country(g, Marker::Fata, Country::Pakistan),
    },
    // Card 84 Leak / Card 85 Leak: a flipped marker (Card 34 Enhanced Measures, Card 44
    // Renditions, Card 31 Wiretapping) blocks its US event for the rest of the game.
    Block {
        by: &[84, 85],
        blocked: Blocked::Cards(&[34]),
        active: |g, _, _| g.marker_in_effect(Marker::LeakEnhancedMeasures),
    },
    Block {
        by: &[84, 85],
        blocked: Blocked::Cards(&[44]),
        active: |g, _, _| g.marker_in_effect(Marker::LeakRenditions),
    },
    Block {
        by: &[84, 85],
        blocked: Blocked::Cards(&[31]),
        active: |g, _, _| g.marker_in_effect(Marker::LeakWiretapping),
    },
    // Card 114 GTMO: no Detainee Release for the rest of the turn.
    Block {
        by: &[114],
        blocked: Blocked::Cards(&[61]),
        active: |g, _, _| g.lapsing_in_effect(CardId::of::<114>()),
    },
];

/// Why `card`'s event is blocked now (6.2.8), if it is: the event is decided by `by` and
/// played by `player`.
pub(crate) fn blocked(g: &GameState, card: CardId, by: Side, player: Side) -> Option<Refusal> {
    BLOCKS
        .iter()
        .find(|b| b.blocked.contains(card) && (b.active)(g, by, player))
        .map(|b| Refusal::Blocked(b.by))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every "#N" in the reference's `blocks` / `blocked_by` texts that is a block (not a
    /// "(not a block)" or "(no event)" note), as (blocker, blocked) pairs; card 47's text
    /// "every Jihadist and Unassociated event" expands to those cards.
    fn reference_pairs() -> BTreeSet<(u8, u8)> {
        let mut pairs = BTreeSet::new();
        for file in [
            include_str!("../../../data/reference/cards_us.json"),
            include_str!("../../../data/reference/cards_jihadist.json"),
            include_str!("../../../data/reference/cards_unassociated.json"),
        ] {
            let cards: serde_json::Value = serde_json::from_str(file).unwrap();
            for card in cards.as_array().unwrap() {
                let number = card["number"].as_u64().unwrap() as u8;
                for (field, outgoing) in [("blocks", true), ("blocked_by", false)] {
                    for text in card[field].as_array().unwrap() {
                        let text = text.as_str().unwrap();
                        if text.starts_with("(not a block)") || text.starts_with("(no event)") {
                            continue;
                        }
                        if text.contains("every Jihadist and Unassociated event") {
                            for other in CardId::all() {
                                if Blocked::JihadistAndUnassociated.contains(other) {
                                    pairs.insert((number, other.number()));
                                }
                            }
                        }
                        // The first "#N" names the other card ("#84 Leak", "#3 CTR (...)").
                        if let Some(rest) = text.strip_prefix('#') {
                            let digits: String =
                                rest.chars().take_while(|c| c.is_ascii_digit()).collect();
                            let other: u8 = digits.parse().unwrap();
                            pairs.insert(if outgoing {
                                (number, other)
                            } else {
                                (other, number)
                            });
                        }
                    }
                }
            }
        }
        pairs
    }

    #[test]
    fn table_matches_the_reference() {
        let mut table = BTreeSet::new();
        for block in BLOCKS {
            for by in block.by {
                for card in CardId::all().filter(|c| block.blocked.contains(*c)) {
                    table.insert((*by, card.number()));
                }
            }
        }
        let reference = reference_pairs();
        let missing: Vec<_> = reference.difference(&table).collect();
        let extra: Vec<_> = table.difference(&reference).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "missing {missing:?}, extra {extra:?}"
        );
    }
}
