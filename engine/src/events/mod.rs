//! 6.2 Card events: one card, one file. Each event is direct-style code that asks `cx` for
//! every choice and die; it is re-run with the recorded answers when an answer arrives.

mod c021_lets_roll;
mod c038_libyan_deal;
mod c039_libyan_wmd;
mod c043_patriot_act;
mod c049_al_ittihad_al_islami;
mod c062_ex_kgb;
mod c117_oil_price_spike;
mod c120_us_election;

use crate::cx::{Cx, Run};
use crate::state::GameState;
use crate::types::{CardId, Side};

/// One card's event.
pub(crate) trait CardEvent: Sync {
    fn id(&self) -> CardId;
    /// 6.2.6 precondition and 6.2.8 blocking, for the side the event belongs to (`by`).
    /// `Err` says why it is not playable.
    fn playable(&self, g: &GameState, by: Side) -> Result<(), String>;
    /// Carry out the event. `by` makes the decisions (6.3.2.2); `player` played the card.
    fn play(&self, cx: &mut Cx<'_>, by: Side, player: Side) -> Run;
}

/// The implemented events, in card order.
static EVENTS: &[&dyn CardEvent] = &[
    &c021_lets_roll::LetsRoll,
    &c038_libyan_deal::LibyanDeal,
    &c039_libyan_wmd::LibyanWmd,
    &c043_patriot_act::PatriotAct,
    &c049_al_ittihad_al_islami::AlIttihadAlIslami,
    &c062_ex_kgb::ExKgb,
    &c117_oil_price_spike::OilPriceSpike(117),
    &c117_oil_price_spike::OilPriceSpike(118),
    &c120_us_election::UsElection,
];

/// The event of `card`, if implemented.
pub(crate) fn event(card: CardId) -> Option<&'static dyn CardEvent> {
    EVENTS.iter().copied().find(|e| e.id() == card)
}

/// Whether `card`'s event is implemented.
pub fn is_implemented(card: CardId) -> bool {
    event(card).is_some()
}

/// Cards whose events are not implemented yet (they can still be played for operations).
pub fn unimplemented() -> Vec<CardId> {
    CardId::all().filter(|c| !is_implemented(*c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_in_card_order_and_unique() {
        let ids: Vec<u8> = EVENTS.iter().map(|e| e.id().number()).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(ids, sorted);
    }

    #[test]
    fn unimplemented_count_is_reported() {
        let missing = unimplemented();
        println!(
            "{} of 120 card events are not implemented yet",
            missing.len()
        );
        assert_eq!(missing.len(), 120 - EVENTS.len());
    }
}
