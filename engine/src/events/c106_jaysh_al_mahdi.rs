//! Card 106 Jaysh al-Mahdi (Unassociated, 2). Play if a Shia-Mix country holds both a cell
//! (Sadr counts) and troops (NATO counts). US play: the US removes two cells there (all if
//! fewer; Active, Sleeper or Sadr, its choice), a cadre replacing the last (4.8.4). Jihadist
//! play: the Jihadist worsens such a country's Governance one level, never to Islamist Rule
//! (a Poor one does not change). The bot (9.4.2.1, docs/bot-readings.md §6) rolls on the Shia-Mix
//! table, tests the result if unmarked and worsens the closest such country at Good, else Fair
//! (none: only the test).

use crate::bot::pick::{closest_good_then_fair, shia_mix_table};
use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, remove_cell_or_sadr, seen, worsen_governance};
use crate::log::BotPurpose;
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct JayshAlMahdi;

fn qualifies(g: &SideView<'_>, c: Country) -> Result<(), Refusal> {
    if c.kind() != CountryKind::ShiaMix {
        Err(Refusal::country(c, "{country} is not Shia-Mix"))
    } else if g.cells_counting_sadr(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else if g.troops_counting_nato(c) == 0 {
        Err(Refusal::country(c, "{country} has no troops"))
    } else {
        Ok(())
    }
}

impl CardEvent for JayshAlMahdi {
    fn id(&self) -> CardId {
        CardId::of::<106>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        let v = g.side_view(Side::Jihadist);
        if Country::ALL.into_iter().any(|c| qualifies(&v, c).is_ok()) {
            Ok(())
        } else {
            Err("no Shia-Mix country has both a cell and troops".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), by) {
            // 9.4.2.1 / I-25: table, test, closest Good then Fair (ties PICK).
            let rolled = shia_mix_table(cx);
            cx.test_country(rolled);
            let target = closest_good_then_fair(cx, BotPurpose::EventShift, rolled, 0, |g, c| {
                qualifies(g, c).is_ok()
            });
            if let Some(country) = target {
                worsen_governance(cx, country, false);
            }
            return Ok(());
        }
        let q = match by {
            Side::Us => EventQuestion::RemoveCellCountry,
            Side::Jihadist => EventQuestion::GovernanceCountry,
        };
        let Some(country) = choose_country_if_any(cx, by, self.id(), q, seen(qualifies))? else {
            return Ok(());
        };
        match by {
            Side::Us => {
                for _ in 0..2 {
                    if !remove_cell_or_sadr(cx, by, self.id(), country)? {
                        break;
                    }
                }
            }
            Side::Jihadist => worsen_governance(cx, country, false),
        }
        Ok(())
    }
}
