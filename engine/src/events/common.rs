//! The event toolkit: the questions and effects that several cards share (effects any rule
//! shares live in `effects.rs` and are re-exported here), so that no card file imports
//! another. Every choice is asked through `cx` for the side that decides (6.3.2.2) as a
//! `DecisionKind::Event { card, question }`, and every change goes through `cx`, so a
//! re-run from the checkpoint is exact. Pieces that run short are placed as far as they go
//! (6.2.4); no helper ever asks a question with no option.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, CellKind, DecisionKind, EventQuestion};
pub(crate) use crate::effects::{
    add_aid, any_islamist_rule, improve_governance, place_country_marker, place_event_marker,
    place_lapsing, remove_all_cells, remove_all_plots, remove_cadre, remove_cell_of_kind,
    remove_country_marker, remove_event_marker, remove_marker_anywhere, shift_alignment,
    troops_overstretched, worsen_governance,
};
use crate::error::{Refusal, RuleError};
use crate::log::{LogEntry, RollKind};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, CountryKind, Marker, Posture, Side};

/// The decision kind of an event's question.
pub(crate) fn question(card: CardId, question: EventQuestion) -> DecisionKind {
    DecisionKind::Event { card, question }
}

// ---- choosing countries ----
//
// One family. `cx.ask_country` asks for one country (`cx.ask_country_or` also offers `Done`
// or the Track), even when only one qualifies; here, `choose_country_if_any` asks only when
// there is a choice (`None` when nothing qualifies), `choose_up_to` takes several different
// countries; `countries` / `seen_countries` list those a check accepts (the bot's candidates).

/// A card's condition read from the Jihadist's view (public, or the Jihadist's own: what
/// the section-9 bot may read), as the `(g, c)` test the questions here take.
pub(crate) fn seen<E>(
    test: impl Fn(&SideView<'_>, Country) -> Result<(), E>,
) -> impl Fn(&GameState, Country) -> Result<(), E> {
    move |g, c| test(&g.side_view(Side::Jihadist), c)
}

/// The countries a condition on the view `v` accepts (the bot's candidates).
pub(crate) fn seen_countries<E>(
    v: &SideView<'_>,
    test: impl Fn(&SideView<'_>, Country) -> Result<(), E>,
) -> Vec<Country> {
    Country::ALL
        .into_iter()
        .filter(|c| test(v, *c).is_ok())
        .collect()
}

/// The countries `check` accepts now.
pub(crate) fn countries(
    g: &GameState,
    check: impl Fn(&GameState, Country) -> Result<(), Refusal>,
) -> Vec<Country> {
    Country::ALL
        .into_iter()
        .filter(|c| check(g, *c).is_ok())
        .collect()
}

/// `side` chooses one of the countries `check` accepts, without asking when there is only
/// one, and `None` when there is none.
pub(crate) fn choose_country_if_any(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    q: EventQuestion,
    check: impl Fn(&GameState, Country) -> Result<(), Refusal>,
) -> Run<Option<Country>> {
    // Only whether there are none, one or more matters: stop at the second.
    let mut accepted = Country::ALL
        .into_iter()
        .filter(|c| check(&cx.g, *c).is_ok());
    match (accepted.next(), accepted.next()) {
        (None, _) => Ok(None),
        (Some(only), None) => Ok(Some(only)),
        _ => cx.ask_country(side, question(card, q), check).map(Some),
    }
}

/// `side` chooses up to `max` different countries that `check` accepts, one at a time,
/// with "done" to stop early (`at_least` must be chosen before "done" is offered). The
/// check sees the countries already chosen. Stops when no country is left; a single
/// country that must be chosen is taken without asking.
pub(crate) fn choose_up_to(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    q: EventQuestion,
    max: u8,
    at_least: u8,
    check: impl Fn(&GameState, Country, &[Country]) -> Result<(), Refusal>,
) -> Run<Vec<Country>> {
    let mut chosen: Vec<Country> = Vec::new();
    while chosen.len() < usize::from(max) {
        let taken = chosen.clone();
        let test = |g: &GameState, c: Country| -> Result<(), Refusal> {
            if taken.contains(&c) {
                return Err(Refusal::country(c, "{country} was already chosen"));
            }
            check(g, c, &taken)
        };
        let open = countries(&cx.g, test);
        if open.is_empty() {
            break;
        }
        let extra: &[Answer] = if chosen.len() >= usize::from(at_least) {
            &[Answer::Done]
        } else {
            &[]
        };
        // A single country that must be chosen is taken without a question.
        if let ([only], []) = (open.as_slice(), extra) {
            chosen.push(*only);
            continue;
        }
        match cx.ask_country_or(side, question(card, q), extra, |g, c| test(g, c))? {
            Answer::Country(country) => chosen.push(country),
            _ => break,
        }
    }
    Ok(chosen)
}

/// A Schengen country not among those `chosen` already (Cards 29 Tony Blair, 38 Libyan Deal).
pub(crate) fn another_schengen(c: Country, chosen: &[Country]) -> Result<(), Refusal> {
    if !c.is_schengen() {
        Err(Refusal::country(c, "{country} is not a Schengen country"))
    } else if chosen.contains(&c) {
        Err(Refusal::country(c, "{country} was already chosen"))
    } else {
        Ok(())
    }
}

/// 4.1.2 a Shia-Mix country (Cards 86 Lebanon War, 103 Hizballah, 104/105 Iran).
pub(crate) fn shia_mix(c: Country) -> Result<(), Refusal> {
    if c.kind() == CountryKind::ShiaMix {
        Ok(())
    } else {
        Err(Refusal::country(c, "{country} is not a Shia-Mix country"))
    }
}

/// 9.5.1 / Card 103 Hizballah: the countries at most `max` steps from `from` on the map
/// (adjacency as it stands, Patriot Act included), `from` itself at distance 0.
pub(crate) fn within(g: &GameState, from: Country, max: u8) -> Vec<Country> {
    Country::ALL
        .into_iter()
        .filter(|c| g.distance(from, *c).is_some_and(|d| d <= max))
        .collect()
}

// ---- cells ----

/// Place `count` cells in each listed country from the Funding track (events ignore
/// Funding, 4.7.4.2), testing each country as its first cell arrives (4.9.4). If the track
/// holds fewer than all of them, `by` chooses, one cell at a time, where the remaining
/// cells go among the countries still owed one. Returns the number placed.
pub(crate) fn place_cells_in(
    cx: &mut Cx<'_>,
    by: Side,
    card: CardId,
    wanted: &[(Country, u8)],
) -> Run<u8> {
    let total: u8 = wanted.iter().map(|(_, n)| *n).sum();
    if total <= cx.g.cells_on_track() {
        let mut placed = 0;
        for (country, count) in wanted {
            placed += cx.place_cells(*country, *count);
        }
        return Ok(placed);
    }
    let mut owed: Vec<(Country, u8)> = wanted.iter().copied().filter(|(_, n)| *n > 0).collect();
    let mut placed = 0;
    while cx.g.cells_on_track() > 0 && !owed.is_empty() {
        let open: Vec<Country> = owed.iter().map(|(c, _)| *c).collect();
        let country = if open.len() == 1 {
            open[0]
        } else {
            cx.ask_country(by, question(card, EventQuestion::CellCountry), |_, c| {
                if open.contains(&c) {
                    Ok(())
                } else {
                    Err(Refusal::country(c, "the event places no cell in {country}"))
                }
            })?
        };
        placed += cx.place_cells(country, 1);
        if let Some(entry) = owed.iter_mut().find(|(c, _)| *c == country) {
            entry.1 -= 1;
        }
        owed.retain(|(_, n)| *n > 0);
    }
    for (country, count) in owed {
        cx.cells_not_placed(country, count, false);
    }
    Ok(placed)
}

/// Remove one cell from `country` to the Funding track, `side` choosing Active or Sleeper
/// when both are there; a cadre replaces the last cell (4.8.4). Returns whether one was
/// removed.
pub(crate) fn remove_cell_chosen(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    country: Country,
) -> Run<bool> {
    match cell_to_remove(cx, side, card, country)? {
        Some(kind) => Ok(remove_cell_of_kind(cx, country, kind, true)),
        None => Ok(false),
    }
}

/// Which cell of `country` goes: `side` chooses when both kinds are there; `None` when
/// there is no cell.
fn cell_to_remove(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    country: Country,
) -> Run<Option<CellKind>> {
    let (active, sleeper) = {
        let c = cx.g.country(country);
        (c.active_cells(), c.sleeper_cells())
    };
    Ok(match (active > 0, sleeper > 0) {
        (false, false) => None,
        (true, false) => Some(CellKind::Active),
        (false, true) => Some(CellKind::Sleeper),
        (true, true) => match cx.ask(
            side,
            question(card, EventQuestion::CellToRemove),
            vec![
                Answer::Cell(CellKind::Active),
                Answer::Cell(CellKind::Sleeper),
            ],
        )? {
            Answer::Cell(kind) => Some(kind),
            _ => Some(CellKind::Active),
        },
    })
}

// ---- Governance, Alignment, Posture ----

/// `by` selects one Muslim Ally and shifts it to Neutral (nothing if there is none).
pub(crate) fn ally_to_neutral(cx: &mut Cx<'_>, by: Side, card: CardId) -> Run {
    let ally = choose_country_if_any(cx, by, card, EventQuestion::AllyToNeutral, |g, c| {
        if g.is_ally(c) {
            Ok(())
        } else {
            Err(Refusal::country(c, "{country} is not a Muslim Ally"))
        }
    })?;
    if let Some(country) = ally {
        cx.set_alignment(country, Alignment::Neutral);
    }
    Ok(())
}

/// `by` chooses a country with a Posture box of its own but Israel (4.3.3 always Hard),
/// then sets its Posture (Cards 21 Let's Roll!, 45 Safer Now). `refused`: the card's
/// words for any other country.
pub(crate) fn set_chosen_posture(
    cx: &mut Cx<'_>,
    by: Side,
    card: CardId,
    refused: &'static str,
) -> Run {
    let country = cx.ask_country(by, question(card, EventQuestion::PostureCountry), |_, c| {
        if c.has_posture_box() && c != Country::Israel {
            Ok(())
        } else {
            Err(Refusal::country(c, refused))
        }
    })?;
    let posture = set_posture_choice(cx, by, card)?;
    cx.set_posture(country, posture);
    Ok(())
}

/// Ask the Posture to set (events that "set" a Posture).
pub(crate) fn set_posture_choice(cx: &mut Cx<'_>, by: Side, card: CardId) -> Run<Posture> {
    let answer = cx.ask(
        by,
        question(card, EventQuestion::PostureValue),
        vec![
            Answer::Posture(Posture::Hard),
            Answer::Posture(Posture::Soft),
        ],
    )?;
    Ok(match answer {
        Answer::Posture(posture) => posture,
        _ => Posture::Hard,
    })
}

// ---- Plots ----

/// The Jihadist places one Available Plot marker (any number, or a WMD) face down in
/// `country`; nothing if none is Available. Activates no cell.
pub(crate) fn place_any_plot(cx: &mut Cx<'_>, country: Country) -> Run {
    crate::ops::jihadist::plot::place_plot(cx, country, 3)
}

// ---- event Travel ----

/// Event Travel (Card 74 Schengen Visas, Card 79 Clean Operatives...): one cell of `from`
/// moves to `to` through Travel's own code (8.3.1-8.3.2: an unmarked destination is tested,
/// a cell arrives as a Sleeper). `automatic`: the card says it arrives without a roll;
/// otherwise a non-adjacent destination rolls as in a Travel operation. `by` chooses Active
/// or Sleeper when both are there. Returns whether the cell arrived.
pub(crate) fn travel_cell(
    cx: &mut Cx<'_>,
    by: Side,
    card: CardId,
    from: Country,
    to: Country,
    automatic: bool,
) -> Run<bool> {
    let (active, sleeper) = {
        let c = cx.g.country(from);
        (c.active_cells(), c.sleeper_cells())
    };
    if active + sleeper == 0 {
        return Ok(false);
    }
    let active = if active > 0 && sleeper > 0 {
        cx.ask(
            by,
            question(card, EventQuestion::CellToTravel),
            vec![
                Answer::Cell(CellKind::Active),
                Answer::Cell(CellKind::Sleeper),
            ],
        )? == Answer::Cell(CellKind::Active)
    } else {
        active > 0
    };
    let before = cx.g.cells(to);
    crate::ops::jihadist::travel::travel(cx, from, to, active, automatic);
    Ok(from == to || cx.g.cells(to) > before)
}

// ---- hands and the discard pile ----

/// Discard `card` from `side`'s hand to the discard pile by an event. 6.3.2.3 a discard
/// triggers no event, except US Election's (auto-trigger), decided by `side`.
pub(crate) fn discard_from_hand(cx: &mut Cx<'_>, side: Side, card: CardId) -> Run {
    let Some(index) = cx.g.hand(side).iter().position(|c| *c == card) else {
        return Ok(());
    };
    cx.g.hands.get_mut(side).remove(index);
    cx.log(LogEntry::Discarded { side, card });
    if card.info().auto_trigger && cx.occur_event(card, side, false)? {
        cx.dispose_after_event(card, side);
    } else {
        cx.g.discard.push(card);
    }
    Ok(())
}

/// A card of `side`'s hand picked at random (`cx.pick`, so fixtures script it with dice);
/// the bot's "random" card is the top of its pile (9.2 example, docs/bot-readings.md §6).
pub(crate) fn random_card(cx: &mut Cx<'_>, side: Side) -> Option<CardId> {
    let hand = cx.g.hand(side).clone();
    if hand.is_empty() {
        return None;
    }
    if crate::bot::is_bot(&cx.view(), side) {
        let rule = crate::log::AnswerRule::RandomIsTop;
        crate::bot::reason_log(cx, crate::log::BotReason::Answer { rule });
        return hand.first().copied();
    }
    hand.get(cx.pick(hand.len())).copied()
}

/// `chooser` picks one of `cards` for `card`'s event (no question when there is one).
pub(crate) fn choose_card(
    cx: &mut Cx<'_>,
    chooser: Side,
    card: CardId,
    q: EventQuestion,
    cards: &[CardId],
) -> Run<Option<CardId>> {
    match cards {
        [] => Ok(None),
        [only] => Ok(Some(*only)),
        _ => match cx.ask(
            chooser,
            question(card, q),
            cards.iter().map(|c| Answer::Card(*c)).collect(),
        )? {
            Answer::Card(chosen) => Ok(Some(chosen)),
            _ => Ok(None),
        },
    }
}

/// Show `side`'s hand to `to` (privately: observers see only that it happened).
pub(crate) fn reveal_hand(cx: &mut Cx<'_>, side: Side, to: Side) {
    let cards = cx.g.hand(side).to_vec();
    cx.log(LogEntry::HandRevealed { side, to, cards });
}

/// Move `card` from `from`'s hand to `to`'s hand (which card stays private to the two).
pub(crate) fn give_card(cx: &mut Cx<'_>, from: Side, to: Side, card: CardId) -> bool {
    let Some(index) = cx.g.hand(from).iter().position(|c| *c == card) else {
        return false;
    };
    cx.g.hands.get_mut(from).remove(index);
    cx.g.hands.get_mut(to).push(card);
    cx.log(LogEntry::CardGiven {
        from,
        to,
        card: Some(card),
    });
    true
}

// ---- a cell or the Sadr marker; event Travel of several cells ----

/// Remove one cell from `country` where the Card 54 Sadr marker counts as one: with Sadr
/// and cells there `side` answers whether Sadr is the one removed (`SadrToRemove`), else
/// chooses Active or Sleeper (`remove_cell_chosen`); no question when only one kind is
/// there. A cadre replaces the last one, Sadr counting as a cell (4.8.4). Returns whether
/// something was removed.
pub(crate) fn remove_cell_or_sadr(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    country: Country,
) -> Run<bool> {
    let sadr = cx.g.country(country).markers.contains(&Marker::Sadr);
    if !sadr {
        return remove_cell_chosen(cx, side, card, country);
    }
    let cells = cx.g.cells(country) > 0;
    if cells && !cx.yes_no(side, question(card, EventQuestion::SadrToRemove))? {
        // With Sadr still there the last cylinder is not the last cell: no cadre.
        let kind = cell_to_remove(cx, side, card, country)?.unwrap_or(CellKind::Sleeper);
        return Ok(remove_cell_of_kind(cx, country, kind, false));
    }
    remove_country_marker(cx, Marker::Sadr, country);
    if !cells && !cx.g.country(country).cadre {
        cx.g.country_mut(country).cadre = true;
        cx.log(LogEntry::Cadre {
            country,
            placed: true,
        });
    }
    Ok(true)
}

/// Event Travel of up to `max` cells (Card 74 Schengen Visas, Card 79 Clean Operatives):
/// one at a time, `by` picks an origin with a cell (never Sadr) or "done", then a
/// destination that `to_check(g, from, to)` accepts, and the cell travels through
/// [`travel_cell`]. A cell that arrived by this event does not travel again. Returns how
/// many cells arrived.
pub(crate) fn travel_cells(
    cx: &mut Cx<'_>,
    by: Side,
    card: CardId,
    max: u8,
    automatic: bool,
    to_check: impl Fn(&GameState, Country, Country) -> Result<(), Refusal>,
) -> Run<u8> {
    let mut arrived: Vec<Country> = Vec::new();
    for _ in 0..max {
        let moved = arrived.clone();
        let free = move |g: &GameState, c: Country| -> Result<(), Refusal> {
            let here = moved.iter().filter(|m| **m == c).count();
            if usize::from(g.cells(c)) > here {
                Ok(())
            } else if g.cells(c) > 0 {
                Err(Refusal::country(
                    c,
                    "every cell in {country} already travelled by this event",
                ))
            } else {
                Err(Refusal::country(c, "{country} has no cell"))
            }
        };
        if countries(&cx.g, &free).is_empty() {
            break;
        }
        let answer = cx.ask_country_or(
            by,
            question(card, EventQuestion::TravelFrom),
            &[Answer::Done],
            &free,
        )?;
        let Answer::Country(from) = answer else {
            break;
        };
        let Some(to) = choose_country_if_any(cx, by, card, EventQuestion::TravelTo, |g, c| {
            to_check(g, from, c)
        })?
        else {
            break;
        };
        if travel_cell(cx, by, card, from, to, automatic)? {
            arrived.push(to);
        }
    }
    Ok(arrived.len() as u8)
}

// ---- exact Plots and WMD ----

/// Place the Available Plot marker `plot` itself in `country` (Card 96 Danish Cartoons' Plot
/// 1, Card 110 Zarqawi's Plot 2) through the Plot operation's placement, so NEST and Abu
/// Sayyaf apply. Returns false, placing nothing, when that marker is not Available (6.2.4).
pub(crate) fn place_exact_plot(
    cx: &mut Cx<'_>,
    country: Country,
    plot: crate::decision::Plot,
) -> bool {
    if !cx.g.available_plots.contains(&plot) {
        return false;
    }
    crate::ops::jihadist::plot::place_marker(cx, country, plot);
    true
}

/// 4.7.8.1 WMD events: move one WMD marker from the "Loose Nuke, HEU & Kazakh Strain" box to
/// Available Plots, face down (nothing if the box is empty). 9.3.3 in solitaire the lowest
/// numbered Available marker is set aside so that six Plot markers stay in play.
pub(crate) fn make_wmd_available(cx: &mut Cx<'_>) -> bool {
    if cx.g.wmd_loose_nuke_box == 0 {
        return false;
    }
    cx.g.wmd_loose_nuke_box -= 1;
    crate::available_plots::wmd_added(&mut cx.g); // 9.3.3 set-aside in solitaire
    cx.g.available_plots.sort();
    cx.log(LogEntry::WmdAvailable { count: 1 });
    true
}

/// Cards 65 HEU, 69 Kazakh Strain, 71 Loose Nuke: one die as for a one-value operation in
/// `country` (success at most its Governance's number; it holds a cell, so it is marked). Success:
/// a WMD becomes Available; failure: one cell there is removed, `by` choosing Active or
/// Sleeper (a cadre if it was the last). The roll activates no cell. Returns the success.
pub(crate) fn acquire_wmd(cx: &mut Cx<'_>, by: Side, card: CardId, country: Country) -> Run<bool> {
    let needed = crate::ops::jihadist::success_number(cx.g.governance(country));
    // Islamist Rule succeeds automatically: no die (as Recruit there, 8.2.4).
    let dice = if needed >= 6 {
        Vec::new()
    } else {
        vec![cx.d6()]
    };
    let success = dice.iter().all(|roll| *roll <= needed);
    cx.log(LogEntry::Rolled {
        kind: RollKind::WmdAcquisition,
        country: Some(country),
        dice,
        modified: None,
        needed: Some(needed),
        successes: Some(u8::from(success)),
    });
    if success {
        make_wmd_available(cx);
    } else {
        remove_cell_chosen(cx, by, card, country)?;
    }
    Ok(success)
}

// ---- Regime Change now ----

/// Card 37 Iraqi WMD, Card 39 Libyan WMD: the US may at once use the card's 3 Ops for a
/// Regime Change in `target` (7.3.4: six troops from the Troops Track or one country other
/// than `target`). Asks yes/no only when six troops can go; the caller checks that the US
/// played the card (a triggered event has no Ops to use).
pub(crate) fn regime_change_now(cx: &mut Cx<'_>, card: CardId, target: Country) -> Run {
    use crate::ops::us::deploy::{choose_count, movable, origin_movable};
    let can_track = origin_movable(&cx.g, None) >= 6;
    let can_country = Country::ALL
        .into_iter()
        .any(|c| c != target && movable(&cx.g, c) >= 6);
    if !(can_track || can_country) {
        return Ok(());
    }
    if !cx.yes_no(Side::Us, question(card, EventQuestion::RegimeChangeNow))? {
        return Ok(());
    }
    let extra = if can_track {
        vec![Answer::Track]
    } else {
        Vec::new()
    };
    let purpose = crate::decision::Purpose::RegimeChangeFrom;
    let from = match cx.ask_country_or(
        Side::Us,
        DecisionKind::country(purpose, 1),
        &extra,
        |g, c| {
            if c != target && movable(g, c) >= 6 {
                Ok(())
            } else {
                Err(RuleError::target(
                    crate::decision::Op::RegimeChange,
                    c,
                    "7.3.4",
                    "fewer than six troops there are able to Deploy",
                ))
            }
        },
    )? {
        Answer::Country(c) => Some(c),
        _ => None,
    };
    let max = origin_movable(&cx.g, from);
    let count = choose_count(cx, from, Some(target), 6, max)?;
    crate::ops::us::regime_change::regime_change(cx, from, target, count);
    Ok(())
}
