//! One log line per entry, in the reader's language (`locales/*/play.ftl`): each entry
//! names the part of the game it belongs to, and that part's file writes its line.

mod board;
mod cards;
mod dice;
mod markers;
mod pieces;
mod play;
mod plots;

use labyrinth_engine::{CardId, Country, LogEntry};

use super::card::side_key;
use super::{adjust, bot};
use crate::i18n::{Lang, names};
use crate::tr;

pub(super) use play::{card_played, diplomacy_key};
pub use play::{outcome_line_lang, reason_key};

/// `in Pakistan`, `в Пакистане`.
fn within(lang: Lang, country: Country) -> String {
    names::country_in(lang, country)
}

/// " in Pakistan" or nothing: where a roll is made.
fn place(lang: Lang, country: Option<Country>) -> String {
    country
        .map(|c| format!(" {}", within(lang, c)))
        .unwrap_or_default()
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A Governance, Posture or Alignment "from", `unmarked` when there was none.
fn or_unmarked(lang: Lang, name: Option<String>) -> String {
    name.unwrap_or_else(|| tr!(lang, "log-unmarked"))
}

/// A line about one card, by its number and name (`key` takes `number` and `name`).
fn card_line(lang: Lang, key: &str, card: CardId) -> String {
    tr!(
        lang,
        key,
        number = card.number(),
        name = names::card(lang, card)
    )
}

/// One log line in `lang`. `entry` must already be `seen_by` the audience's seat; `private`
/// entries (cards drawn with their identities, Plot values) render their hidden value when
/// present.
pub fn log_entry_lang(lang: Lang, entry: &LogEntry) -> Option<String> {
    use LogEntry as E;
    let line = match entry {
        // The sequence of play.
        E::PhaseStarted { turn, side } => play::phase_started(lang, *turn, *side),
        E::CardPlayed {
            side,
            card,
            used_as,
        } => play::card_played(lang, *side, *card, play::use_key(*used_as)),
        E::Operation {
            side, op, value, ..
        } => play::operation(lang, *side, *op, *value),
        E::NoOperation { side, card } => play::no_operation(lang, *side, *card),
        E::ReservesAdded { side, value, total } => {
            play::reserves_added(lang, *side, *value, *total)
        }
        E::ReservesExpended { side, value } => play::reserves_expended(lang, *side, *value),
        E::EventOccurs { card, side } => play::event_occurs(lang, *card, *side),
        E::EventDoesNotOccur { card, reason } => play::event_does_not_occur(lang, *card, reason),
        E::EventHasNoEffect { card, reason } => play::event_has_no_effect(lang, *card, reason),
        E::EventIgnoredFirstPlot { card } => card_line(lang, "log-event-ignored-first-plot", *card),
        E::EndOfTurn { turn } => tr!(lang, "log-end-of-turn", turn = *turn),
        E::Diplomacy { step } => play::diplomacy(lang, *step),
        E::GameOver { outcome } => play::outcome_line_lang(lang, *outcome),
        E::BotReason { reason } => bot::reason_line_lang(lang, reason),
        // Dice.
        // Itemised on the roll's own line (`log_lines`).
        E::WarOfIdeasModifiers { .. } => return None,
        E::Rolled {
            kind,
            country,
            dice,
            modified,
            needed,
            successes,
        } => dice::rolled(lang, *kind, *country, dice, *modified, *needed, *successes),
        E::Tested {
            country,
            governance,
            posture,
        } => dice::tested(lang, *country, *governance, *posture),
        // The board.
        E::Governance { country, from, to } => board::governance(lang, *country, *from, *to),
        E::Alignment { country, from, to } => board::alignment(lang, *country, *from, *to),
        E::Posture { country, from, to } => board::posture(lang, *country, *from, *to),
        E::Prestige { from, to } => board::prestige(lang, *from, *to),
        E::Funding { from, to } => board::funding(lang, *from, *to),
        E::Aid { country, from, to } => board::aid(lang, *country, *from, *to),
        E::Besieged { country, placed } => board::besieged(lang, *country, *placed),
        E::RegimeChange { country, marker } => board::regime_change(lang, *country, *marker),
        // Pieces.
        E::TroopsMoved { from, to, count } => pieces::troops_moved(lang, *from, *to, *count),
        E::CellsPlaced { country, count } => {
            pieces::cells(lang, "log-cells-placed", *country, *count)
        }
        E::CellsRemoved { country, count } => pieces::cells_removed(lang, *country, *count),
        E::CellsNotPlaced {
            country,
            count,
            reason,
        } => pieces::cells_not_placed(lang, *country, *count, reason),
        E::CellsActivated { country, count } => {
            pieces::cells(lang, "log-cells-activated", *country, *count)
        }
        E::CellTravels { from, to, arrived } => pieces::cell_travels(lang, *from, *to, *arrived),
        E::Cadre { country, placed } => pieces::cadre(lang, *country, *placed),
        // Plots.
        E::PlotPlaced { country, plot } => plots::placed(lang, *country, *plot),
        E::PlotBlocked { country, plot } => {
            plots::plot_line(lang, "log-plot-blocked", *plot, *country)
        }
        E::PlotResolves { country, plot } => {
            plots::plot_line(lang, "log-plot-resolves", *plot, *country)
        }
        E::Backlash { country } => plots::backlash(lang, *country),
        E::WmdAvailable { count } => tr!(lang, "log-wmd-available", count = *count),
        // Event markers.
        E::MarkerPlaced { marker, country } => markers::placed(lang, *marker, *country),
        E::MarkerRemoved { marker, country } => markers::removed(lang, *marker, *country),
        E::Lapsing { card } => card_line(lang, "log-lapsing", *card),
        // Cards.
        E::CardsDrawn { side, count, cards } => cards::drawn(lang, *side, *count, cards),
        E::CardTaken { side, card } => cards::by_side(lang, "log-card-taken", *side, *card),
        E::Discarded { side, card } => cards::by_side(lang, "log-discarded", *side, *card),
        E::HandRevealed { side, to, cards } => cards::hand_revealed(lang, *side, *to, cards),
        E::CardGiven { from, to, card } => cards::given(lang, *from, *to, *card),
        // 5.2.4 which card the US holds is not public; the engine does not redact it yet.
        E::Held { side, .. } => tr!(lang, "log-held", side = side_key(*side)),
        E::CardRemoved { card } => card_line(lang, "log-card-removed", *card),
        E::Reshuffle { deck } => tr!(lang, "log-reshuffle", deck = *deck),
        // Adjustments.
        E::Adjusted { change } => adjust::adjusted(lang, change),
        E::CardMoved { card, from, to } => tr!(
            lang,
            "log-adjusted",
            what = adjust::card_moved(lang, *card, *from, *to)
        ),
        E::PlotMoved {
            country,
            plot,
            placed,
        } => tr!(
            lang,
            "log-adjusted",
            what = adjust::plot_moved(lang, *country, *plot, *placed)
        ),
    };
    Some(line)
}
