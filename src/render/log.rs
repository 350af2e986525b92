//! One log line per entry, in the reader's language (`locales/*/play.ftl`).

use labyrinth_engine::{
    CardId, CardUse, Country, LogEntry, Outcome, Plot, RollKind, Side, Tally, VictoryReason,
};

use super::card::{card_label, side_key};
use super::{adjust, bot, marker_effect};
use crate::i18n::{Lang, names};
use crate::tr;

/// `1`, `2`, `3` or `wmd`: a Plot marker as `plot-label` selects it.
fn plot_arg(plot: Plot) -> crate::i18n::Args<'static> {
    let mut args = crate::i18n::Args::new();
    match plot {
        Plot::Wmd => args.set("plot", "wmd"),
        other => args.set("plot", other.number()),
    }
    args
}

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

fn roll_key(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Governance => "governance",
        RollKind::Posture => "posture",
        RollKind::Prestige => "prestige",
        RollKind::WarOfIdeas => "war-of-ideas",
        RollKind::Recruit => "recruit",
        RollKind::Travel => "travel",
        RollKind::Jihad => "jihad",
        RollKind::Plot => "plot",
        RollKind::PlotGovernance => "plot-governance",
        RollKind::WmdAcquisition => "wmd",
    }
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// "US plays #41 … for the event." (`used`: `event`, `event-then-ops`, `operations`,
/// `reserves`).
pub(super) fn card_played(lang: Lang, side: Side, card: CardId, used: &str) -> String {
    tr!(
        lang,
        "log-card-played",
        side = side_key(side),
        card = card_label(lang, card),
        used = used
    )
}

fn use_key(used: CardUse) -> &'static str {
    match used {
        CardUse::Event => "event",
        CardUse::Operations => "operations",
        CardUse::Reserves => "reserves",
    }
}

/// A Governance, Posture or Alignment "from", `unmarked` when there was none.
fn or_unmarked(lang: Lang, name: Option<String>) -> String {
    name.unwrap_or_else(|| tr!(lang, "log-unmarked"))
}

/// A roll's line (`Rolled`).
fn rolled(
    lang: Lang,
    kind: RollKind,
    country: Option<Country>,
    dice: &[u8],
    modified: Option<i8>,
    needed: Option<u8>,
    successes: Option<u8>,
) -> String {
    let place = place(lang, country);
    let kind_key = roll_key(kind);
    if dice.is_empty() {
        // 4.9.5 a country just tested needs a higher card value: no roll.
        if kind == RollKind::WarOfIdeas && successes == Some(0) {
            return tr!(lang, "log-war-of-ideas-automatic-failure", place = place);
        }
        // Recruit where Regime Change or Islamist Rule, adjacent Travel: no die.
        return tr!(
            lang,
            "log-automatic-successes",
            kind = kind_key,
            place = place,
            count = successes.unwrap_or(0)
        );
    }
    let shown: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
    let mut line = tr!(
        lang,
        "log-rolled",
        kind = kind_key,
        place = place,
        dice = shown.join(", ")
    );
    // `modified` is the total after modifiers (the direction die for Prestige).
    match (kind, modified) {
        (RollKind::Prestige, Some(m)) => {
            let raw = dice.first().map(|d| i16::from(*d)).unwrap_or_default();
            let shown = if raw == i16::from(m) {
                format!("{m}")
            } else {
                tr!(
                    lang,
                    "log-prestige-modified",
                    raw = raw.to_string(),
                    modified = m.to_string()
                )
            };
            // 4.7.1 the shift is the lower of the other two dice.
            let by = dice.iter().skip(1).min().copied().unwrap_or_default();
            line.push(' ');
            line.push_str(&tr!(
                lang,
                "log-prestige-direction",
                shown = shown,
                up = yes(m >= 5),
                by = by
            ));
        }
        (_, Some(m)) if dice.first().is_none_or(|d| i16::from(*d) != i16::from(m)) => {
            line.push_str(&tr!(lang, "log-roll-modified", modified = m.to_string()));
        }
        _ => {}
    }
    if let Some(n) = needed {
        line.push_str(&tr!(lang, "log-roll-needs", needed = n));
    }
    if let Some(s) = successes {
        line.push(' ');
        line.push_str(&tr!(lang, "log-roll-successes", count = s));
    }
    line
}

/// One log line in `lang`. `entry` must already be `seen_by` the audience's seat; `private`
/// entries (cards drawn with their identities, Plot values) render their hidden value when
/// present.
pub fn log_entry_lang(lang: Lang, entry: &LogEntry) -> Option<String> {
    let country = |c: &Country| names::country(lang, *c);
    let number_name = |c: &CardId| (c.number(), names::card(lang, *c));
    let line = match entry {
        LogEntry::PhaseStarted { turn, side } => tr!(
            lang,
            "log-phase-started",
            turn = *turn,
            side = side_key(*side)
        ),
        LogEntry::CardPlayed {
            side,
            card: c,
            used_as,
        } => card_played(lang, *side, *c, use_key(*used_as)),
        LogEntry::Operation {
            side, op, value, ..
        } => tr!(
            lang,
            "log-operation",
            side = side_key(*side),
            op = names::op(lang, *op),
            value = *value
        ),
        LogEntry::NoOperation { side, card: c } => {
            let (number, name) = number_name(c);
            tr!(
                lang,
                "log-no-operation",
                side = side_key(*side),
                number = number,
                name = name
            )
        }
        LogEntry::ReservesAdded { side, value, total } => match value {
            0 => tr!(
                lang,
                "log-reserves-full",
                side = side_key(*side),
                total = *total
            ),
            _ => tr!(
                lang,
                "log-reserves-added",
                side = side_key(*side),
                value = *value,
                total = *total
            ),
        },
        LogEntry::ReservesExpended { side, value } => tr!(
            lang,
            "log-reserves-expended",
            side = side_key(*side),
            value = *value
        ),
        LogEntry::EventOccurs { card: c, side } => {
            let (number, name) = number_name(c);
            tr!(
                lang,
                "log-event-occurs",
                number = number,
                name = name,
                side = side_key(*side)
            )
        }
        LogEntry::EventDoesNotOccur { card: c, reason } => {
            let (number, name) = number_name(c);
            tr!(
                lang,
                "log-event-does-not-occur",
                number = number,
                name = name,
                reason = super::reason_text(lang, reason)
            )
        }
        LogEntry::EventIgnoredFirstPlot { card: c } => {
            let (number, name) = number_name(c);
            tr!(
                lang,
                "log-event-ignored-first-plot",
                number = number,
                name = name
            )
        }
        // Itemised on the roll's own line (`log_lines`).
        LogEntry::WarOfIdeasModifiers { .. } => return None,
        LogEntry::Rolled {
            kind,
            country,
            dice,
            modified,
            needed,
            successes,
        } => rolled(lang, *kind, *country, dice, *modified, *needed, *successes),
        LogEntry::Tested {
            country: c,
            governance,
            posture,
        } => {
            let result = match (governance, posture) {
                (Some(g), _) => names::governance(lang, *g),
                (None, Some(p)) => names::posture(lang, *p),
                (None, None) => tr!(lang, "log-unchanged"),
            };
            tr!(lang, "log-tested", country = country(c), result = result)
        }
        LogEntry::Governance {
            country: c,
            from,
            to,
        } if *from == Some(*to) => tr!(
            lang,
            "log-governance-stays",
            country = country(c),
            to = names::governance(lang, *to)
        ),
        LogEntry::Governance {
            country: c,
            from,
            to,
        } => tr!(
            lang,
            "log-governance",
            country = country(c),
            from = or_unmarked(lang, from.map(|g| names::governance(lang, g))),
            to = names::governance(lang, *to)
        ),
        LogEntry::Alignment {
            country: c,
            from,
            to,
        } => tr!(
            lang,
            "log-alignment",
            country = country(c),
            from = or_unmarked(lang, from.map(|a| names::alignment(lang, a))),
            to = names::alignment(lang, *to)
        ),
        LogEntry::Posture {
            country: c,
            from,
            to,
        } => tr!(
            lang,
            "log-posture",
            country = country(c),
            from = or_unmarked(lang, from.map(|p| names::posture(lang, p))),
            to = names::posture(lang, *to)
        ),
        LogEntry::Prestige { from, to } if from == to => {
            tr!(lang, "log-prestige-stays", to = *to)
        }
        LogEntry::Prestige { from, to } => tr!(lang, "log-prestige", from = *from, to = *to),
        LogEntry::Funding { from, to } if from == to => {
            tr!(lang, "log-funding-stays", to = *to)
        }
        LogEntry::Funding { from, to } => tr!(lang, "log-funding", from = *from, to = *to),
        LogEntry::TroopsMoved { from, to, count } => {
            let place = |c: &Option<Country>| match c {
                Some(c) => country(c),
                None => tr!(lang, "log-troops-track"),
            };
            tr!(
                lang,
                "log-troops-moved",
                count = *count,
                from = place(from),
                to = place(to)
            )
        }
        LogEntry::CellsPlaced { country: c, count } => tr!(
            lang,
            "log-cells-placed",
            count = *count,
            country = country(c),
            within = within(lang, *c)
        ),
        LogEntry::CellsRemoved { country: c, count } => tr!(
            lang,
            "log-cells-removed",
            count = *count,
            country = country(c)
        ),
        LogEntry::CellsActivated { country: c, count } => tr!(
            lang,
            "log-cells-activated",
            count = *count,
            country = country(c),
            within = within(lang, *c)
        ),
        LogEntry::CellTravels { from, to, arrived } => {
            // 8.3.1 a cell may travel in place (to flip it to Sleeper).
            let key = match (from == to, arrived) {
                (true, true) => "log-cell-travels-in-place",
                (true, false) => "log-cell-removed-in-place",
                (false, true) => "log-cell-travels",
                (false, false) => "log-cell-removed-travelling",
            };
            tr!(
                lang,
                key,
                within = within(lang, *from),
                from = country(from),
                to = country(to)
            )
        }
        LogEntry::Cadre { country: c, placed } => tr!(
            lang,
            if *placed {
                "log-cadre-placed"
            } else {
                "log-cadre-removed"
            },
            country = country(c),
            within = within(lang, *c)
        ),
        LogEntry::Aid {
            country: c,
            from,
            to,
        } => tr!(
            lang,
            "log-aid",
            country = country(c),
            from = *from,
            to = *to
        ),
        LogEntry::Besieged { country: c, placed } => tr!(
            lang,
            "log-besieged",
            country = country(c),
            placed = yes(*placed)
        ),
        LogEntry::RegimeChange { country: c, marker } => tr!(
            lang,
            match marker {
                Some(_) => "log-regime-change",
                None => "log-regime-change-removed",
            },
            country = country(c)
        ),
        LogEntry::PlotPlaced { country: c, plot } => match plot {
            Some(plot) => plot_line(lang, "log-plot-placed-own", *plot, *c),
            None => tr!(
                lang,
                "log-plot-placed",
                country = country(c),
                within = within(lang, *c)
            ),
        },
        LogEntry::PlotBlocked { country: c, plot } => {
            plot_line(lang, "log-plot-blocked", *plot, *c)
        }
        LogEntry::PlotResolves { country: c, plot } => {
            plot_line(lang, "log-plot-resolves", *plot, *c)
        }
        LogEntry::WmdAvailable { count } => tr!(lang, "log-wmd-available", count = *count),
        LogEntry::MarkerPlaced { marker, country } => {
            let place = place(lang, *country);
            let name = names::marker(lang, *marker);
            match marker_effect(*marker, lang) {
                Some(effect) => {
                    let end = if effect.ends_with('…') { "" } else { "." };
                    tr!(
                        lang,
                        "log-marker-placed-effect",
                        marker = name,
                        place = place,
                        effect = format!("{effect}{end}")
                    )
                }
                None => tr!(lang, "log-marker-placed", marker = name, place = place),
            }
        }
        LogEntry::MarkerRemoved {
            marker,
            country: at,
        } => match at {
            Some(c) => tr!(
                lang,
                "log-marker-removed-from",
                marker = names::marker(lang, *marker),
                country = country(c)
            ),
            None => tr!(
                lang,
                "log-marker-removed",
                marker = names::marker(lang, *marker)
            ),
        },
        LogEntry::Lapsing { card: c } => {
            let (number, name) = number_name(c);
            tr!(lang, "log-lapsing", number = number, name = name)
        }
        LogEntry::CardsDrawn { side, count, cards } => {
            if cards.is_empty() {
                tr!(
                    lang,
                    "log-cards-drawn",
                    side = side_key(*side),
                    count = *count
                )
            } else {
                let labels: Vec<String> = cards.iter().map(|c| card_label(lang, *c)).collect();
                tr!(
                    lang,
                    "log-cards-drawn-own",
                    count = *count,
                    cards = labels.join("; ")
                )
            }
        }
        LogEntry::CardTaken { side, card: c } => tr!(
            lang,
            "log-card-taken",
            side = side_key(*side),
            card = card_label(lang, *c)
        ),
        LogEntry::Discarded { side, card: c } => tr!(
            lang,
            "log-discarded",
            side = side_key(*side),
            card = card_label(lang, *c)
        ),
        LogEntry::HandRevealed { side, to, cards } => {
            if cards.is_empty() {
                tr!(
                    lang,
                    "log-hand-looked-at",
                    side = side_key(*side),
                    to = side_key(*to)
                )
            } else {
                let labels: Vec<String> = cards.iter().map(|c| card_label(lang, *c)).collect();
                tr!(
                    lang,
                    "log-hand-revealed",
                    side = side_key(*side),
                    to = side_key(*to),
                    cards = labels.join("; ")
                )
            }
        }
        LogEntry::CardGiven { from, to, card: c } => match c {
            Some(c) => tr!(
                lang,
                "log-card-given",
                from = side_key(*from),
                to = side_key(*to),
                card = card_label(lang, *c)
            ),
            None => tr!(
                lang,
                "log-card-given-hidden",
                from = side_key(*from),
                to = side_key(*to)
            ),
        },
        // 5.2.4 which card the US holds is not public; the engine does not redact it yet.
        LogEntry::Held { side, .. } => tr!(lang, "log-held", side = side_key(*side)),
        LogEntry::CardRemoved { card: c } => {
            let (number, name) = number_name(c);
            tr!(lang, "log-card-removed", number = number, name = name)
        }
        LogEntry::Reshuffle { deck } => tr!(lang, "log-reshuffle", deck = *deck),
        LogEntry::EndOfTurn { turn } => tr!(lang, "log-end-of-turn", turn = *turn),
        LogEntry::GameOver { outcome } => outcome_line_lang(lang, *outcome),
        LogEntry::BotReason { reason } => bot::reason_line_lang(lang, reason),
        LogEntry::Backlash { country: c } => {
            tr!(lang, "log-backlash", within = within(lang, *c))
        }
        LogEntry::Adjusted { change } => adjust::adjusted(lang, change),
        LogEntry::CardMoved { card: c, from, to } => tr!(
            lang,
            "log-adjusted",
            what = adjust::card_moved(lang, *c, *from, *to)
        ),
        LogEntry::PlotMoved {
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

/// A line about Plot `plot` in `country` (`plot-label` in the message).
fn plot_line(lang: Lang, key: &str, plot: Plot, country: Country) -> String {
    let mut args = plot_arg(plot);
    args.set("country", names::country(lang, country));
    args.set("within", within(lang, country));
    crate::i18n::text(lang, key, Some(&args))
}

/// A victory condition as the message files select it (2.1.1, 2.1.2, 2.3).
pub fn reason_key(reason: VictoryReason) -> &'static str {
    match reason {
        VictoryReason::GoodResources => "good-resources",
        VictoryReason::FairGoodCountries => "fair-good-countries",
        VictoryReason::NoCells => "no-cells",
        VictoryReason::IslamistRuleResources => "islamist-rule-resources",
        VictoryReason::PrestigeAndPoor => "prestige-and-poor",
        VictoryReason::WmdInUnitedStates => "wmd-in-united-states",
        VictoryReason::EndOfDeck => "end-of-deck",
        VictoryReason::Resignation => "resignation",
    }
}

/// "🏁 Game over: the US wins — …" in `lang`.
pub fn outcome_line_lang(lang: Lang, outcome: Outcome) -> String {
    let why = match (outcome.reason, outcome.tally) {
        (VictoryReason::EndOfDeck, Some(tally)) => end_of_deck(lang, tally),
        (reason, _) => tr!(lang, "outcome-reason", reason = reason_key(reason)),
    };
    tr!(
        lang,
        "outcome-line",
        side = side_key(outcome.winner),
        why = why
    )
}

/// 2.3 / 9.1 the count at the game-end reshuffle, citing the rule that decided.
fn end_of_deck(lang: Lang, tally: Tally) -> String {
    let good = match tally.needed {
        Some(needed) => tr!(
            lang,
            "outcome-good-needed",
            good = tally.good_resources,
            needed = needed
        ),
        None => tr!(lang, "outcome-good", good = tally.good_resources),
    };
    tr!(
        lang,
        "outcome-end-of-deck",
        good = good,
        islamist = tally.islamist_resources,
        rule = tally.rule()
    )
}
