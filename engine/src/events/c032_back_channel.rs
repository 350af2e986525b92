//! Card 32 Back Channel (US, 3). Playable if the US Posture is Soft and the US holds another
//! card whose value equals the Resources of an Adversary (Oil Price Spike included, 4.2.6).
//! The US may discard such a card (no Reserves, 6.3.3.1) to make that Adversary Neutral and
//! add 1 Aid there, or decline ("done"). Asked: the country, then the card if several match.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::{Reason, Refusal};
use crate::events::CardEvent;
use crate::events::common::{add_aid, choose_card, discard_from_hand, question};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Posture, Side};

pub(crate) struct BackChannel;

/// The US cards other than Back Channel whose value equals `country`'s Resources, if it is
/// an Adversary (reference reading: an Islamist Rule Adversary qualifies too).
fn matching(g: &GameState, country: Country) -> Vec<CardId> {
    if !country.is_muslim() || g.alignment(country) != Some(Alignment::Adversary) {
        return Vec::new();
    }
    let resources = g.resources(country);
    g.hand(Side::Us)
        .iter()
        .copied()
        .filter(|card| card.number() != 32 && card.ops() == resources)
        .collect()
}

fn check(g: &GameState, country: Country) -> Result<(), Refusal> {
    if !country.is_muslim() || g.alignment(country) != Some(Alignment::Adversary) {
        Err(Refusal::country(country, "{country} is not an Adversary"))
    } else if matching(g, country).is_empty() {
        Err(
            Reason::new("the US holds no card worth {country}'s Resources ({resources})")
                .with("country", country)
                .with("resources", g.resources(country))
                .into(),
        )
    } else {
        Ok(())
    }
}

impl CardEvent for BackChannel {
    fn id(&self) -> CardId {
        CardId::of::<32>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.us_posture != Posture::Soft {
            return Err("the US Posture is not Soft".into());
        }
        if !Country::ALL
            .into_iter()
            .any(|c| c.is_muslim() && g.alignment(c) == Some(Alignment::Adversary))
        {
            return Err("no country is an Adversary".into());
        }
        if Country::ALL.into_iter().any(|c| check(g, c).is_ok()) {
            Ok(())
        } else {
            Err("the US holds no other card whose value equals an Adversary's Resources".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Always the US (a US event); "done" declines.
        let answer = cx.ask_country_or(
            Side::Us,
            question(self.id(), EventQuestion::AlignmentCountry),
            &[Answer::Done],
            check,
        )?;
        let Answer::Country(country) = answer else {
            return Ok(());
        };
        let cards = matching(&cx.g, country);
        let Some(card) = choose_card(cx, Side::Us, self.id(), EventQuestion::DiscardCard, &cards)?
        else {
            return Ok(());
        };
        discard_from_hand(cx, Side::Us, card)?;
        cx.set_alignment(country, Alignment::Neutral);
        add_aid(cx, country);
        Ok(())
    }
}
