//! The Travel destination prompt (8.3) shows each destination's chance to the Jihadist
//! only.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use labyrinth_bot::render;
use labyrinth_engine::{
    Action, Alignment, Answer, CardId, CardUse, Country, GameState, Governance, Lapsing, Op,
    Players, ScriptedDice, Seat, Side,
};

/// 8.3 a Travel destination prompt says how the cell arrives from its origin (the step's
/// earlier answer): automatically (adjacent, same country, Islamist Rule), or on a roll of
/// the destination's Governance number (an unmarked country tested first); Card 2
/// Biometrics makes an adjacent Good destination roll. The observer sees none of it.
#[test]
fn travel_prompt_shows_the_chance() {
    let prompt = |biometrics: bool| {
        let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
        let card = CardId::new(76).unwrap(); // 3 ops
        g.draw_pile.retain(|c| *c != card);
        g.hands.jihadist = vec![card].into();
        for (country, governance) in [
            (Country::Afghanistan, Governance::Fair),
            (Country::Pakistan, Governance::Good),
            (Country::Iraq, Governance::Poor),
            (Country::Somalia, Governance::IslamistRule),
        ] {
            let c = g.country_mut(country);
            c.governance = Some(governance);
            c.alignment = Some(Alignment::Neutral);
        }
        g.set_pieces(
            Country::Afghanistan,
            labyrinth_engine::Pieces {
                sleeper_cells: 1,
                ..g.country(Country::Afghanistan).pieces()
            },
        )
        .unwrap();
        if biometrics {
            g.lapsing.push(Lapsing {
                card: CardId::new(2).unwrap(),
                in_box: true,
            });
        }
        let mut dice = ScriptedDice::new([]);
        g.resume(&mut dice).unwrap();
        let answers = vec![
            Answer::Card(card),
            Answer::Use(CardUse::Operations),
            Answer::Op(Op::Travel),
            Answer::Country(Country::Afghanistan),
        ];
        g.apply(Side::Jihadist, &Action::Answers(answers), &mut dice)
            .unwrap();
        let view = g.view(Seat::Jihadist);
        let pending = view.pending.clone().unwrap();
        let options = pending.options.clone().unwrap();
        let observer = g.view(Seat::Observer);
        assert!(observer.pending.as_ref().unwrap().travel.is_none());
        render::prompt_in(Some(&view), Side::Jihadist, &pending.kind, &options)
    };
    let line = |text: &str, country: &str| {
        text.lines()
            .find(|l| l.contains(&format!(". {country}")))
            .unwrap_or_else(|| panic!("no {country} in {text}"))
            .to_string()
    };
    let text = prompt(false);
    assert!(
        line(&text, "Afghanistan").ends_with("arrives automatically"),
        "{text}"
    );
    assert!(
        line(&text, "Pakistan").ends_with("— arrives automatically"),
        "{text}"
    );
    assert!(
        line(&text, "Iraq").ends_with("arrives on a roll of 3 or less"),
        "{text}"
    );
    assert!(
        line(&text, "Somalia").ends_with("arrives automatically"),
        "{text}"
    );
    assert!(
        line(&text, "United States").ends_with("arrives on a roll of 1 or less"),
        "{text}"
    );
    assert!(
        line(&text, "Saudi Arabia")
            .ends_with("tested first; then arrives on a roll of 3 (Poor) or 2 (Fair) or less"),
        "{text}"
    );
    assert!(
        line(&text, "Central Asia").ends_with("tested first; arrives automatically"),
        "{text}"
    );
    assert!(
        line(&text, "France").ends_with("tested first; arrives on a roll of 1 or less"),
        "{text}"
    );
    let text = prompt(true);
    assert!(
        line(&text, "Pakistan").ends_with("arrives on a roll of 1 or less"),
        "{text}"
    );
    assert!(
        line(&text, "Afghanistan").ends_with("arrives automatically"),
        "{text}"
    );
}
