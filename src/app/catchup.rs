//! Catching up: a player's private summary of everything since their own last decision
//! (its consequences included: a turn it ended) — the cards the other side played (as the
//! channel saw them), the countries whose Governance, Alignment, Posture, pieces or markers
//! changed, every track that moved, the Plots placed and resolved (Plot values only to the
//! Jihadist, whose own they are) — in one message, with the board picture. Sent when the
//! decision passes to a player, and on `catchup`.

use labyrinth_engine::{Action, CountryView, GameState, LogEntry, Seat, Side, View};

use super::{CommandError, Recorded, seat, seat_of};
use crate::i18n::{Lang, names};
use crate::render::{self, BoardMap, MESSAGE_LIMIT};
use crate::store::{GameRecord, Occupant, StoreError, Tx};
use crate::tr;

/// A player's catch-up: one message (under the message limit) and the board picture.
#[derive(Clone, Debug)]
pub struct Catchup {
    pub user: String,
    pub game: i64,
    pub text: String,
    /// The board now, as the Observer sees it.
    pub map: BoardMap,
}

/// When the decision passes from the other side to a player of a two-player game: their
/// catch-up, privately, with the board picture (as `catchup` sends it).
pub(super) fn on_hand_off(
    tx: &Tx<'_>,
    game: &GameRecord,
    side: Side,
) -> Result<Option<super::Outbound>, StoreError> {
    let (Occupant::User(_), Occupant::User(_)) = (&game.us, &game.jihadist) else {
        return Ok(None);
    };
    let Occupant::User(user) = game.occupant(side) else {
        return Ok(None);
    };
    let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
    Ok(
        summary(lang, tx, game, side)?.map(|text| super::Outbound::PrivateBoard {
            user: user.clone(),
            text,
            map: public_board(game, lang),
        }),
    )
}

/// The board picture a catch-up carries: the channel's (the Observer's view), in the
/// reader's language.
fn public_board(game: &GameRecord, lang: crate::i18n::Lang) -> BoardMap {
    BoardMap::new(&game.state.view(Seat::Observer)).in_lang(lang)
}

/// The catch-up of the sender in the channel's game.
pub(super) fn catchup(tx: &Tx<'_>, channel: &str, user: &str) -> Result<Catchup, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
    let text = summary(lang, tx, &game, side)?
        .unwrap_or_else(|| tr!(lang, "reply-catchup-nothing", game = game.id));
    Ok(Catchup {
        user: user.to_string(),
        game: game.id,
        text,
        map: public_board(&game, lang),
    })
}

/// The summary for `side` of everything since its last decision (`None`: nothing has
/// happened yet).
pub(super) fn summary(
    lang: Lang,
    tx: &Tx<'_>,
    game: &GameRecord,
    side: Side,
) -> Result<Option<String>, StoreError> {
    let actions = tx.actions(game.id)?;
    if actions.is_empty() {
        return Ok(None);
    }
    let heading = tr!(lang, "reply-catchup-heading", game = game.id);
    let Ok((before, after, logs)) = since_last_decision(game, &actions, side) else {
        return Ok(Some(tr!(lang, "reply-catchup-broken", heading = heading)));
    };
    let own = seat(side);
    Ok(Some(compose(
        lang,
        &heading,
        &before.view(own),
        &after.view(own),
        &logs,
        own,
    )))
}

type Span = (GameState, GameState, Vec<LogEntry>);

/// The game replayed once: the state just before `side`'s last decision (the set-up if it
/// made none), the state now, and everything logged from that decision on: its own
/// consequences too (the end of a turn it brought about), so no track's move is missed.
fn since_last_decision(
    game: &GameRecord,
    actions: &[(Side, Recorded)],
    side: Side,
) -> Result<Span, super::ReplayError> {
    let mut state = GameState::new_seeded_as(&game.spec, game.state.format_version)?;
    let mut before = state.clone();
    let mut logs = Vec::new();
    for (i, (by, entry)) in actions.iter().enumerate() {
        if *by == side && decides(&state, side, entry) {
            before.clone_from(&state);
            logs.clear();
        }
        logs.extend(super::replay::apply_recorded(
            &mut state,
            i + 1,
            *by,
            entry,
        )?);
    }
    Ok((before, state, logs))
}

/// `entry` is a decision of `side`'s: an answer it chose among several options, a path of
/// answers, or a resignation (an answer to a single option was made for it).
fn decides(state: &GameState, side: Side, entry: &Recorded) -> bool {
    match entry {
        Recorded::Action(Action::Answers(_)) | Recorded::Resign => true,
        Recorded::Action(Action::Answer(_)) => state
            .pending()
            .is_some_and(|d| d.side == side && d.options.len() > 1),
        Recorded::Action(_) | Recorded::Reseed(_) => false,
    }
}

/// The catch-up: what was played, the Plots, the tracks, the countries and the markers that
/// changed between `before` and `after`, each a section under `heading`.
fn compose(
    lang: Lang,
    heading: &str,
    before: &View,
    after: &View,
    logs: &[LogEntry],
    own: Seat,
) -> String {
    let sections = [
        (
            tr!(lang, "reply-catchup-cards"),
            cards_played(lang, logs, own),
        ),
        (
            tr!(lang, "reply-catchup-plots"),
            plot_lines(lang, logs, own),
        ),
        (
            tr!(lang, "reply-catchup-tracks"),
            tracks(lang, before, after),
        ),
        (
            tr!(lang, "reply-catchup-countries"),
            countries_changed(lang, before, after),
        ),
        (
            tr!(lang, "reply-catchup-markers"),
            markers_changed(lang, before, after),
        ),
    ];
    within_limit(lang, heading, sections)
}

/// The cards the other side played, as the channel saw them.
fn cards_played(lang: Lang, logs: &[LogEntry], own: Seat) -> Vec<String> {
    logs.iter()
        .filter(|e| matches!(e, LogEntry::CardPlayed { side, .. } if Some(*side) != own.side()))
        .filter_map(|e| render::log_entry_lang(lang, &e.seen_by(Seat::Observer)))
        .collect()
}

/// The Plots placed, resolved or blocked, as `own` sees them.
fn plot_lines(lang: Lang, logs: &[LogEntry], own: Seat) -> Vec<String> {
    logs.iter()
        .filter(|e| {
            matches!(
                e,
                LogEntry::PlotPlaced { .. }
                    | LogEntry::PlotResolves { .. }
                    | LogEntry::PlotBlocked { .. }
            )
        })
        .filter_map(|e| render::log_entry_lang(lang, &e.seen_by(own)))
        .collect()
}

/// Each country that changed, as it is now, with its markers.
fn countries_changed(lang: Lang, before: &View, after: &View) -> Vec<String> {
    after
        .countries
        .iter()
        .zip(&before.countries)
        .filter(|(now, was)| changed(now, was))
        // The line names the country's markers.
        .map(|(now, _)| render::country_line_in(lang, now))
        .collect()
}

/// The event markers placed and removed.
fn markers_changed(lang: Lang, before: &View, after: &View) -> Vec<String> {
    let (placed, removed) = (
        names_missing(lang, &after.markers, &before.markers),
        names_missing(lang, &before.markers, &after.markers),
    );
    let mut markers = Vec::new();
    if !placed.is_empty() {
        markers.push(tr!(
            lang,
            "reply-catchup-in-play",
            markers = placed.join(", ")
        ));
    }
    if !removed.is_empty() {
        markers.push(tr!(
            lang,
            "reply-catchup-removed",
            markers = removed.join(", ")
        ));
    }
    markers
}

/// The sections that have lines, under `heading`, in one message: a section that does not
/// fit goes line by line while there is room, and the lines left out are counted.
fn within_limit(
    lang: Lang,
    heading: &str,
    sections: impl IntoIterator<Item = (String, Vec<String>)>,
) -> String {
    let mut text = format!("{heading}:");
    let mut left_out = 0;
    for (title, lines) in sections.into_iter().filter(|(_, lines)| !lines.is_empty()) {
        let block = format!("\n**{title}**\n{}", lines.join("\n"));
        if text.len() + block.len() + 60 <= MESSAGE_LIMIT {
            text.push_str(&block);
            continue;
        }
        let head = format!("\n**{title}**");
        if text.len() + head.len() + 60 > MESSAGE_LIMIT {
            left_out += lines.len();
            continue;
        }
        text.push_str(&head);
        for line in lines {
            if text.len() + line.len() + 61 <= MESSAGE_LIMIT {
                text.push('\n');
                text.push_str(&line);
            } else {
                left_out += 1;
            }
        }
    }
    if left_out > 0 {
        let more = tr!(lang, "reply-catchup-more", count = left_out);
        text.push_str(&format!("\n{more}"));
    }
    if !text.contains("\n**") {
        text.push_str(&format!(" {}", tr!(lang, "reply-catchup-no-change")));
    }
    text
}

/// A country's Governance, Alignment, Posture, pieces, Plots or markers changed.
fn changed(now: &CountryView, was: &CountryView) -> bool {
    (
        now.governance,
        now.alignment,
        now.posture,
        now.troops,
        now.active_cells,
        now.sleeper_cells,
        now.cadre,
        now.aid,
        now.besieged,
        now.regime_change,
        now.plot_count,
    ) != (
        was.governance,
        was.alignment,
        was.posture,
        was.troops,
        was.active_cells,
        was.sleeper_cells,
        was.cadre,
        was.aid,
        was.besieged,
        was.regime_change,
        was.plot_count,
    ) || now.markers != was.markers
        || now.face_up_plots != was.face_up_plots
}

fn names_missing(
    lang: Lang,
    of: &[labyrinth_engine::Marker],
    from: &[labyrinth_engine::Marker],
) -> Vec<String> {
    of.iter()
        .filter(|m| !from.contains(m))
        .map(|m| names::marker(lang, *m))
        .collect()
}

/// A track's message key (`reply-track-…`) and its value in a view.
type Track = (&'static str, fn(Lang, &View) -> String);

/// The tracks a catch-up reports: the board's tracks, Reserves and the victory counts.
const TRACKS: [Track; 14] = [
    ("reply-track-prestige", |_, v| v.prestige.to_string()),
    ("reply-track-funding", |_, v| v.funding.to_string()),
    ("reply-track-us-posture", |lang, v| {
        names::posture(lang, v.us_posture)
    }),
    ("reply-track-world-posture", |lang, v| {
        render::world_posture(v, lang)
    }),
    ("reply-track-gwot-penalty", |_, v| {
        v.gwot_penalty.to_string()
    }),
    ("reply-track-troops", |_, v| v.troops_on_track.to_string()),
    ("reply-track-cells", |_, v| v.cells_on_track.to_string()),
    ("reply-track-us-reserves", |_, v| v.reserves.us.to_string()),
    ("reply-track-jihadist-reserves", |_, v| {
        v.reserves.jihadist.to_string()
    }),
    ("reply-track-good-resources", |_, v| {
        v.good_resources.to_string()
    }),
    ("reply-track-fair-good", |_, v| {
        v.fair_good_countries.to_string()
    }),
    ("reply-track-islamist-resources", |_, v| {
        v.islamist_resources.to_string()
    }),
    ("reply-track-poor-islamist", |_, v| {
        v.poor_islamist_countries.to_string()
    }),
    ("reply-track-turn", |_, v| v.turn.to_string()),
];

/// `Prestige 7 → 6`, for each track that moved.
fn tracks(lang: Lang, before: &View, after: &View) -> Vec<String> {
    TRACKS
        .iter()
        .filter_map(|(key, value)| {
            let (was, now) = (value(lang, before), value(lang, after));
            (was != now).then(|| format!("{} {was} → {now}", tr!(lang, key)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Country, Marker, Plot, Scenario, SetupSpec};

    fn lets_roll() -> GameState {
        let spec = SetupSpec::new(Scenario::LetsRoll, 1);
        GameState::new_seeded(&spec).unwrap()
    }

    /// The tracks that moved, the countries whose pieces, Governance or markers changed,
    /// and the markers put in play, each under its heading; nothing else.
    #[test]
    fn the_summary_names_what_changed() {
        let state = lets_roll();
        let before = state.view(Seat::Us);
        let mut after = before.clone();
        after.prestige = before.prestige - 1;
        for country in &mut after.countries {
            if country.country == Country::Pakistan {
                country.active_cells += 1;
                country.markers = vec![Marker::Fata, Marker::IndoPakistaniTalks];
            }
        }
        after.markers.push(Marker::PatriotAct);
        let text = compose(Lang::En, "heading", &before, &after, &[], Seat::Us);
        let prestige = format!(
            "**Tracks**\nPrestige {} → {}",
            before.prestige, after.prestige
        );
        assert!(text.contains(&prestige), "{text}");
        // Pakistan alone, its whole line, each marker once.
        let countries = "**Countries changed**\n• Pakistan: Fair Neutral · 1A · FATA, \
                         Indo-Pakistani Talks\n**Markers**";
        assert!(text.contains(countries), "{text}");
        assert!(
            text.ends_with("**Markers**\nin play: Patriot Act"),
            "{text}"
        );
        assert!(
            !text.contains("Funding") && !text.contains("Cards played"),
            "{text}"
        );
        let same = compose(Lang::En, "heading", &before, &before, &[], Seat::Us);
        assert_eq!(same, "heading: nothing changed on the map.");
    }

    /// A Plot placed face down: its value reaches the Jihadist's catch-up only.
    #[test]
    fn the_us_never_reads_a_plot_value() {
        let state = lets_roll();
        let logs = [LogEntry::PlotPlaced {
            country: Country::Pakistan,
            plot: Some(Plot::Wmd),
        }];
        let text = |seat: Seat| {
            let view = state.view(seat);
            compose(Lang::En, "heading", &view, &view, &logs, seat)
        };
        let us = text(Seat::Us);
        assert!(
            us.contains("A Plot is placed face down in Pakistan"),
            "{us}"
        );
        assert!(!us.contains("WMD"), "{us}");
        let jihadist = text(Seat::Jihadist);
        assert!(jihadist.contains("WMD"), "{jihadist}");
    }
}
