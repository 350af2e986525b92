//! Card 77 Al-Jazeera (Jihadist, 3). Precondition: Saudi Arabia or a country adjacent to it
//! (Gulf States, Iraq, Jordan, Yemen) has troops (NATO counts). The Jihadist selects one of
//! them with troops and shifts its Alignment one box toward Adversary; the choice is among
//! those not already Adversary (reference reading: an Adversary cannot shift). No dice.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, shift_alignment};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Side};

pub(crate) struct AlJazeera;

/// Saudi Arabia or a country adjacent to it, with troops (Card 41 NATO counts).
fn with_troops(g: &GameState, c: Country) -> Result<(), Refusal> {
    let saudi = Country::SaudiArabia;
    if c != saudi && !g.adjacent(saudi, c) {
        Err(Refusal::country(
            c,
            "{country} is neither Saudi Arabia nor adjacent to it",
        ))
    } else if g.troops_counting_nato(c) == 0 {
        Err(Refusal::country(c, "{country} has no troops"))
    } else {
        Ok(())
    }
}

impl CardEvent for AlJazeera {
    fn id(&self) -> CardId {
        CardId::of::<77>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| with_troops(g, c).is_ok()) {
            Ok(())
        } else {
            Err("neither Saudi Arabia nor a country adjacent to it has troops".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::AlignmentCountry,
            |g, c| {
                with_troops(g, c)?;
                match g.alignment(c) {
                    Some(Alignment::Adversary) => {
                        Err(Refusal::country(c, "{country} is already an Adversary"))
                    }
                    None => Err(Refusal::country(c, "{country} has no Alignment")),
                    Some(_) => Ok(()),
                }
            },
        )?;
        // Every candidate already Adversary: the shift has no effect.
        if let Some(country) = country {
            shift_alignment(cx, country, false);
        }
        Ok(())
    }
}
