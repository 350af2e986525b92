//! Unit tests of the bot procedures.

use crate::bot::event_or_ops::HAS_PRECONDITION;

#[test]
fn precondition_list_matches_the_card_data() {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../../../data/cards.json")).unwrap_or_default();
    let with: Vec<u8> = data["cards"]
        .as_array()
        .map(|cards| {
            cards
                .iter()
                .filter(|c| c["precondition"].is_string())
                .filter_map(|c| c["number"].as_u64())
                .map(|n| n as u8)
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(with, HAS_PRECONDITION.to_vec());
}
