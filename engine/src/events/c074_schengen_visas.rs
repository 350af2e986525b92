//! Card 74 Schengen Visas (Jihadist, 2). Precondition: none. Up to two cells (never Sadr)
//! Travel automatically, with no roll, to Schengen countries, the same or different; a cell
//! already in a Schengen country may move to another or stay. They arrive as Sleepers and
//! an unmarked destination is tested (dice: one test per unmarked destination, in order).
//! Automatic Travel ignores Biometrics #2 (reference reading).
//!
//! Solitaire (9.4.2.1, docs/bot-readings.md §6, I-26): the first cell's destination is "To" box 4
//! limited to Schengen countries (US Hard: unmarked, US Soft: Soft), several settled by the
//! Schengen table; the other cell(s) go to one Schengen table country; origins by the
//! "From" chart with the card's value. Dice: the table rolls, the origin PICKs, the tests.

use crate::bot::pick::{schengen_among, schengen_table};
use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::travel_cells;
use crate::log::{BotPurpose, BotReason, BotRule, Tie};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Posture, Side};

pub(crate) struct SchengenVisas;

/// The cells that may travel by this event: at most two, never Sadr.
fn travellers(g: &SideView<'_>) -> u8 {
    let movable: u8 = Country::ALL
        .into_iter()
        .map(|c| crate::bot::movable(g, c))
        .sum();
    movable.min(2)
}

fn destination(cx: &mut Cx<'_>, country: Country, rolls: u8, rule: BotRule, tie: Tie) {
    crate::bot::reason_log(
        cx,
        BotReason::Target {
            purpose: BotPurpose::TravelTo,
            country,
            rolls,
            rule,
            tie,
        },
    );
}

/// docs/bot-readings.md §6 / I-26 the bot's Schengen Visas.
fn bot_play(cx: &mut Cx<'_>, card: CardId) {
    let k = travellers(&cx.view());
    if k == 0 {
        return;
    }
    // "To" box 4 within the Schengen area.
    let g = &cx.view();
    let soft = g.us_posture() == Posture::Soft;
    let boxed: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| {
            c.is_schengen()
                && if soft {
                    g.posture(*c) == Some(Posture::Soft)
                } else {
                    g.posture(*c).is_none()
                }
        })
        .collect();
    let first = match boxed.as_slice() {
        [] => None,
        [only] => Some((*only, Tie::Only)),
        many => schengen_among(cx, BotPurpose::TravelTo, many).map(|c| (c, Tie::Random)),
    };
    let mut destinations = Vec::new();
    if let Some((country, tie)) = first {
        destination(cx, country, 1, BotRule::TravelTo { r#box: 4 }, tie);
        destinations.push(country);
    }
    // The remaining cell(s): one Schengen table roll, any Schengen country.
    let rest = usize::from(k).saturating_sub(destinations.len());
    if rest > 0 {
        let country = schengen_table(cx);
        destination(
            cx,
            country,
            rest as u8,
            BotRule::TravelToRandom,
            Tie::Random,
        );
        destinations.extend(std::iter::repeat_n(country, rest));
    }
    crate::bot::event_travel(cx, &destinations, card.ops());
}

impl CardEvent for SchengenVisas {
    fn id(&self) -> CardId {
        CardId::of::<74>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), by) {
            bot_play(cx, self.id());
            return Ok(());
        }
        travel_cells(cx, by, self.id(), 2, true, |_, _, to| {
            if to.is_schengen() {
                Ok(())
            } else {
                Err(Refusal::country(to, "{country} is not a Schengen country"))
            }
        })?;
        Ok(())
    }
}
