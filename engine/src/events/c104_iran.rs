//! Cards 104 and 105 Iran (Unassociated, 2). No precondition. The player selects a
//! Shia-Mix country and tests it if unmarked. US: remove a cell (Active, Sleeper or Sadr)
//! from that country or from Iran, the US choosing where when both have one. Jihadist: two
//! Jihad rolls there needing no cell, both against the starting Governance; each success
//! removes an Aid and worsens Governance, never to Islamist Rule (jihad.rs
//! `event_jihad_rolls`). Dice: the test, then the two rolls. The bot (9.4.2.1, docs/bot-readings.md
//! §6) rolls on the Shia-Mix table instead, tests the result if unmarked and makes the rolls in the
//! closest Good, else Fair, Shia-Mix country (none: only the test).

use crate::bot::pick::{closest_good_then_fair, shia_mix_table};
use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::{Reason, Refusal};
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, question, remove_cell_or_sadr, shia_mix};
use crate::log::BotPurpose;
use crate::ops::jihadist::jihad::event_jihad_rolls;
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct Iran(pub CardId);

impl CardEvent for Iran {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), by) {
            // 9.4.2.1 / I-25: table, test, closest Good then Fair (ties PICK).
            let rolled = shia_mix_table(cx);
            cx.test_country(rolled);
            let target = closest_good_then_fair(cx, BotPurpose::EventJihad, rolled, 2, |g, c| {
                c.kind() == CountryKind::ShiaMix && !g.is_islamist_rule(c)
            });
            if let Some(country) = target {
                event_jihad_rolls(cx, country, 2);
            }
            return Ok(());
        }
        let country = cx.ask_country(
            by,
            question(self.id(), EventQuestion::TestCountry),
            |_, c| shia_mix(c),
        )?;
        cx.test_country(country);
        match by {
            Side::Us => {
                let from = choose_country_if_any(
                    cx,
                    by,
                    self.id(),
                    EventQuestion::RemoveCellCountry,
                    |g, c| {
                        if c != country && c != Country::Iran {
                            Err(Reason::new("{country} is neither {target} nor Iran")
                                .with("country", c)
                                .with("target", country)
                                .into())
                        } else if g.cells_counting_sadr(c) == 0 {
                            Err(Refusal::country(c, "{country} has no cell"))
                        } else {
                            Ok(())
                        }
                    },
                )?;
                if let Some(from) = from {
                    remove_cell_or_sadr(cx, by, self.id(), from)?;
                }
            }
            Side::Jihadist => {
                event_jihad_rolls(cx, country, 2);
            }
        }
        Ok(())
    }
}
