//! Text for players: the board summary, log lines, hands and prompts.
//!
//! **Invariant:** the only module that turns game data into text, and it reads only
//! [`View`]s, [`LogEntry`]s already viewed by a seat (`entry.seen_by(seat)`) and
//! [`Decision`]-shaped data; never `GameState`. Plain text, short lines, readable on a phone;
//! [`chunks`] keeps every message under Discord's 2000-character limit. The board summary
//! also comes as an embed ([`board_embed`]), within Discord's embed limits, and as a picture
//! ([`BoardMap`]: SVG, rasterised to PNG).

mod details;
pub mod embed;
pub mod map;
pub use details::country_details;
pub use embed::{BoardEmbed, EmbedField, board_embed};
pub use map::{BoardMap, MapError};

use labyrinth_engine::{
    Answer, CardId, CardUse, CountryView, DecisionKind, EventQuestion, LogEntry, Outcome, Plot,
    Purpose, RollKind, Side, VictoryReason, View,
};

/// Discord refuses messages over 2000 characters; stay clearly below.
pub const MESSAGE_LIMIT: usize = 1900;

/// `#117 Oil Price Spike, #43 Patriot Act`.
pub(crate) fn card_names(cards: &[CardId]) -> String {
    let names: Vec<String> = cards
        .iter()
        .map(|c| format!("#{} {}", c.number(), c.name()))
        .collect();
    names.join(", ")
}

/// Split `text` at line breaks into pieces of at most [`MESSAGE_LIMIT`] characters.
pub fn chunks(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        // A single over-long line is cut at character boundaries.
        let mut line = line.to_string();
        while line.chars().count() > MESSAGE_LIMIT {
            let head: String = line.chars().take(MESSAGE_LIMIT).collect();
            line = line.chars().skip(MESSAGE_LIMIT).collect();
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(head);
        }
        if current.chars().count() + line.chars().count() + 1 > MESSAGE_LIMIT && !current.is_empty()
        {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

pub fn card(card: CardId) -> String {
    let side = match card.association().side() {
        Some(Side::Us) => "US",
        Some(Side::Jihadist) => "Jih",
        None => "Both",
    };
    format!(
        "#{} {} ({} ops, {side})",
        card.number(),
        card.name(),
        card.ops()
    )
}

fn posture_letter(view: &View) -> &'static str {
    view.us_posture.name()
}

/// The public (or seat's) board summary.
pub fn board(view: &View) -> String {
    let mut out = String::new();
    let world = match view.world_posture {
        0 => "Even".to_string(),
        n if n > 0 => format!("Hard {n}"),
        n => format!("Soft {}", -n),
    };
    out.push_str(&format!(
        "**{}** — turn {}, {} Action Phase ({} card{} played)\n",
        view.scenario.name(),
        view.turn,
        view.phase.side,
        view.phase.cards_played,
        if view.phase.cards_played == 1 {
            ""
        } else {
            "s"
        }
    ));
    out.push_str(&format!(
        "Prestige {} ({}) · Funding {} ({}) · Troops {} on track ({})\n",
        view.prestige,
        view.prestige_level,
        view.funding,
        view.funding_level,
        view.troops_on_track,
        view.troops_level
    ));
    out.push_str(&format!(
        "US {} · World {} · GWOT penalty {} · Cells on track {} ({} available)\n",
        posture_letter(view),
        world,
        if view.gwot_penalty == 0 {
            "0".to_string()
        } else {
            format!("-{}", view.gwot_penalty)
        },
        view.cells_on_track,
        view.available_cells
    ));
    out.push_str(&format!(
        "Reserves US {} / Jih {} · Hands US {} / Jih {} · Deck {} · Discard {} · Reshuffles {}\n",
        view.reserves.us,
        view.reserves.jihadist,
        view.hand_sizes.us,
        view.hand_sizes.jihadist,
        view.draw_pile_size,
        view.discard.len(),
        view.reshuffles
    ));
    out.push_str(&format!(
        "Victory: Good resources {}/12 · Fair+Good {}/15 · Islamist resources {}/6 · Poor+IR {}/15\n",
        view.good_resources, view.fair_good_countries, view.islamist_resources, view.poor_islamist_countries
    ));
    let plots_on_map: u32 = view.countries.iter().map(|c| u32::from(c.plot_count)).sum();
    out.push_str(&format!(
        "Plots: {} face down on the map, {} Available",
        plots_on_map, view.available_plot_count
    ));
    if let Some(available) = &view.available_plots {
        let labels: Vec<&str> = available.iter().map(|p| p.label()).collect();
        out.push_str(&format!(" ({})", labels.join(", ")));
    }
    out.push('\n');
    if !view.markers.is_empty() {
        let names: Vec<&str> = view.markers.iter().map(|m| m.name()).collect();
        out.push_str(&format!("Markers: {}\n", names.join(", ")));
    }
    if !view.lapsing.is_empty() {
        out.push_str(&format!("Lapsing: {}\n", card_names(&view.lapsing)));
    }
    let muslim: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && is_marked(c))
        .collect();
    if !muslim.is_empty() {
        out.push_str("Muslim countries:\n");
        for c in muslim {
            out.push_str(&country_line(c));
            out.push('\n');
        }
    }
    let others: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| !c.country.is_muslim() && has_pieces_or_posture(c))
        .collect();
    if !others.is_empty() {
        out.push_str("Other countries:\n");
        for c in others {
            out.push_str(&country_line(c));
            out.push('\n');
        }
    }
    if let Some(outcome) = view.outcome {
        out.push_str(&outcome_line(outcome));
        out.push('\n');
    }
    out
}

fn is_marked(c: &CountryView) -> bool {
    c.governance.is_some() || has_pieces(c)
}

fn has_pieces(c: &CountryView) -> bool {
    c.troops > 0
        || c.active_cells > 0
        || c.sleeper_cells > 0
        || c.cadre
        || c.aid > 0
        || c.besieged
        || c.regime_change.is_some()
        || c.plot_count > 0
        || !c.markers.is_empty()
}

fn has_pieces_or_posture(c: &CountryView) -> bool {
    // Israel's printed Hard Posture is always there; show it only with pieces.
    has_pieces(c)
        || (c.posture.is_some() && c.country.has_posture_box() && c.country.id() != "israel")
}

/// One country on one line: `Pakistan: Poor Neutral · 2T 1A 2S · Cadre · Plots 1`.
pub fn country_line(c: &CountryView) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut status = Vec::new();
    if c.country.is_muslim() {
        if let Some(g) = c.governance {
            status.push(g.name().to_string());
        }
        if let Some(a) = c.alignment {
            status.push(a.name().to_string());
        }
        if c.governance.is_none() {
            status.push("untested".to_string());
        }
    } else if let Some(p) = c.posture {
        status.push(p.name().to_string());
    }
    if !status.is_empty() {
        parts.push(status.join(" "));
    }
    parts.extend(pieces(c));
    format!("• {}: {}", c.country.name(), parts.join(" · "))
}

/// Troops, cells, Cadre, Aid, Besieged Regime, Regime Change, Plots and markers.
pub(crate) fn pieces(c: &CountryView) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut pieces = Vec::new();
    if c.troops > 0 {
        pieces.push(format!("{}T", c.troops));
    }
    if c.active_cells > 0 {
        pieces.push(format!("{}A", c.active_cells));
    }
    if c.sleeper_cells > 0 {
        pieces.push(format!("{}S", c.sleeper_cells));
    }
    if !pieces.is_empty() {
        parts.push(pieces.join(" "));
    }
    if c.cadre {
        parts.push("Cadre".to_string());
    }
    if c.aid > 0 {
        parts.push(format!("Aid {}", c.aid));
    }
    if c.besieged {
        parts.push("Besieged".to_string());
    }
    if let Some(rc) = c.regime_change {
        parts.push(
            format!("Regime Change ({rc:?})")
                .to_lowercase()
                .replace("regime change", "Regime Change"),
        );
    }
    if c.plot_count > 0 {
        match &c.plots {
            Some(plots) => {
                let labels: Vec<&str> = plots.iter().map(|p| p.label()).collect();
                parts.push(format!("Plots: {}", labels.join(", ")));
            }
            None => parts.push(format!("Plots {} (face down)", c.plot_count)),
        }
    }
    if !c.markers.is_empty() {
        let names: Vec<&str> = c.markers.iter().map(|m| m.name()).collect();
        parts.push(names.join(", "));
    }
    parts
}

/// A seat's hand (from that seat's view).
pub fn hand(view: &View) -> String {
    let Some(hand) = &view.hand else {
        return "You have no hand: you are not seated in this game.".to_string();
    };
    if hand.is_empty() {
        return "Your hand is empty.".to_string();
    }
    let mut out = format!(
        "Your hand ({} card{}):\n",
        hand.len(),
        if hand.len() == 1 { "" } else { "s" }
    );
    for c in hand {
        out.push_str(&format!("• {}\n", card(*c)));
    }
    if let Some(plots) = &view.available_plots {
        let labels: Vec<&str> = plots.iter().map(|p| p.label()).collect();
        out.push_str(&format!(
            "Available Plots: {}\n",
            if labels.is_empty() {
                "none".to_string()
            } else {
                labels.join(", ")
            }
        ));
    }
    out
}

pub fn outcome_line(outcome: Outcome) -> String {
    let why = match outcome.reason {
        VictoryReason::GoodResources => "Good Muslim countries total 12+ Resources (2.1.1)",
        VictoryReason::FairGoodCountries => "15+ Muslim countries are Fair or Good (2.1.1)",
        VictoryReason::NoCells => "no cells remain on the map (2.1.1)",
        VictoryReason::IslamistRuleResources => "Islamist Rule over 6+ Resources (2.1.2)",
        VictoryReason::PrestigeAndPoor => {
            "Prestige 1 and 15+ Muslim countries Poor or Islamist Rule (2.1.2)"
        }
        VictoryReason::WmdInUnitedStates => "a WMD Plot resolved in the United States (2.1.2)",
        VictoryReason::EndOfDeck => "the deck ran out (2.3)",
        VictoryReason::Resignation => "the other side resigned",
    };
    format!("🏁 Game over: the {} wins — {why}.", outcome.winner)
}

fn use_name(used: CardUse) -> &'static str {
    match used {
        CardUse::Event => "the event",
        CardUse::Operations => "operations",
        CardUse::Reserves => "Reserves",
    }
}

fn roll_name(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Governance => "Governance",
        RollKind::Posture => "Posture",
        RollKind::Prestige => "Prestige",
        RollKind::WarOfIdeas => "War of Ideas",
        RollKind::Recruit => "Recruit",
        RollKind::Travel => "Travel",
        RollKind::Jihad => "Jihad",
        RollKind::Plot => "Plot",
        RollKind::PlotGovernance => "Plot Governance",
    }
}

fn opt<T>(value: Option<T>, name: impl Fn(T) -> &'static str) -> &'static str {
    value.map(name).unwrap_or("unmarked")
}

/// One log line. `entry` must already be `seen_by` the audience's seat; `private` entries
/// (cards drawn with their identities, Plot values) render their hidden value when present.
pub fn log_entry(entry: &LogEntry) -> Option<String> {
    let line = match entry {
        LogEntry::PhaseStarted { turn, side } => format!("— Turn {turn}: {side} Action Phase —"),
        LogEntry::CardPlayed {
            side,
            card: c,
            used_as,
        } => {
            format!("{side} plays {} for {}.", card(*c), use_name(*used_as))
        }
        LogEntry::Operation {
            side, op, value, ..
        } => format!("{side} {} with {value} ops.", op.name()),
        LogEntry::NoOperation { side, card: c } => format!(
            "{side}: no operation is possible with #{} {}; the card is spent.",
            c.number(),
            c.name()
        ),
        LogEntry::ReservesAdded { side, value, total } => {
            format!("{side} adds {value} to Reserves (now {total}).")
        }
        LogEntry::ReservesExpended { side, value } => {
            format!("{side} expends {value} from Reserves.")
        }
        LogEntry::EventOccurs { card: c, side } => {
            format!("Event: #{} {} ({side}).", c.number(), c.name())
        }
        LogEntry::EventDoesNotOccur { card: c, reason } => {
            format!(
                "Event #{} {} does not occur: {reason}.",
                c.number(),
                c.name()
            )
        }
        LogEntry::EventIgnoredFirstPlot { card: c } => {
            format!(
                "Event #{} {} is ignored: first Plot of the turn (8.5.3).",
                c.number(),
                c.name()
            )
        }
        LogEntry::EventNotImplemented { card: c } => {
            format!(
                "Event {} ({}) is not implemented yet: skipped",
                c.number(),
                c.name()
            )
        }
        LogEntry::Rolled {
            kind,
            country,
            dice,
            modified,
            needed,
            successes,
        } => {
            let place = country.map(|c| format!(" in {c}")).unwrap_or_default();
            if dice.is_empty() {
                // Recruit where Regime Change or Islamist Rule, adjacent Travel: no die.
                let s = successes.unwrap_or(0);
                return Some(format!(
                    "✅ {}{place}: {s} automatic success{}.",
                    roll_name(*kind),
                    if s == 1 { "" } else { "es" }
                ));
            }
            let shown: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            let mut line = format!("🎲 {} roll{place}: {}", roll_name(*kind), shown.join(", "));
            // `modified` is the total after modifiers (the direction die for Prestige).
            match (kind, modified) {
                (RollKind::Prestige, Some(m)) => line.push_str(&format!(
                    " — direction {m} ({}), by the lower of the other two",
                    if *m >= 5 { "up" } else { "down" }
                )),
                (_, Some(m)) if dice.first().is_none_or(|d| i16::from(*d) != i16::from(*m)) => {
                    line.push_str(&format!(", modified {m}"));
                }
                _ => {}
            }
            if let Some(n) = needed {
                line.push_str(&format!(", needs {n}"));
            }
            if let Some(s) = successes {
                line.push_str(&format!(
                    " → {s} success{}",
                    if *s == 1 { "" } else { "es" }
                ));
            }
            line
        }
        LogEntry::Tested {
            country,
            governance,
            posture,
        } => {
            let result = match (governance, posture) {
                (Some(g), _) => g.name(),
                (None, Some(p)) => p.name(),
                (None, None) => "unchanged",
            };
            format!("{country} is tested: {result}.")
        }
        LogEntry::Governance { country, from, to } => {
            format!("{country}: {} → {}.", opt(*from, |g| g.name()), to.name())
        }
        LogEntry::Alignment { country, from, to } => {
            format!("{country}: {} → {}.", opt(*from, |a| a.name()), to.name())
        }
        LogEntry::Posture { country, from, to } => {
            format!(
                "{country} Posture: {} → {}.",
                opt(*from, |p| p.name()),
                to.name()
            )
        }
        LogEntry::Prestige { from, to } => format!("Prestige {from} → {to}."),
        LogEntry::Funding { from, to } => format!("Funding {from} → {to}."),
        LogEntry::TroopsMoved { from, to, count } => {
            let place = |c: &Option<labyrinth_engine::Country>| {
                c.map(|c| c.name()).unwrap_or("the Troops track")
            };
            format!(
                "{count} troop{}: {} → {}.",
                if *count == 1 { "" } else { "s" },
                place(from),
                place(to)
            )
        }
        LogEntry::CellsPlaced { country, count } => {
            format!("{count} cell{} placed in {country}.", plural(*count))
        }
        LogEntry::CellsRemoved { country, count } => {
            format!("{count} cell{} removed from {country}.", plural(*count))
        }
        LogEntry::CellsActivated { country, count } => {
            format!(
                "{count} Sleeper cell{} in {country} become{} Active.",
                plural(*count),
                if *count == 1 { "s" } else { "" }
            )
        }
        LogEntry::CellTravels { from, to, arrived } => {
            if *arrived {
                format!("A cell travels {from} → {to}.")
            } else {
                format!("A cell travelling {from} → {to} is removed.")
            }
        }
        LogEntry::Cadre { country, placed } => {
            format!(
                "Cadre {} {country}.",
                if *placed { "placed in" } else { "removed from" }
            )
        }
        LogEntry::Aid { country, from, to } => format!("{country}: Aid {from} → {to}."),
        LogEntry::Besieged { country, placed } => {
            format!(
                "{country}: Besieged Regime {}.",
                if *placed { "placed" } else { "removed" }
            )
        }
        LogEntry::RegimeChange { country, marker } => match marker {
            Some(_) => format!("{country}: Regime Change."),
            None => format!("{country}: Regime Change marker removed."),
        },
        LogEntry::PlotPlaced { country, plot } => match plot {
            Some(plot) => format!("You place {} face down in {country}.", plot.label()),
            None => format!("A Plot is placed face down in {country}."),
        },
        LogEntry::PlotBlocked { country, plot } => {
            format!("{} in {country} is revealed and blocked.", plot.label())
        }
        LogEntry::PlotResolves { country, plot } => {
            format!("{} in {country} resolves.", plot.label())
        }
        LogEntry::WmdAvailable { count } => format!(
            "{count} WMD Plot{} become{} Available.",
            plural(*count),
            if *count == 1 { "s" } else { "" }
        ),
        LogEntry::MarkerPlaced { marker, country } => match country {
            Some(country) => format!("Marker {} placed in {country}.", marker.name()),
            None => format!("Marker {} placed.", marker.name()),
        },
        LogEntry::MarkerRemoved { marker, country } => match country {
            Some(country) => format!("Marker {} removed from {country}.", marker.name()),
            None => format!("Marker {} removed.", marker.name()),
        },
        LogEntry::Lapsing { card: c } => format!(
            "#{} {} is in effect until the end of the turn.",
            c.number(),
            c.name()
        ),
        LogEntry::CardsDrawn { side, count, cards } => {
            if cards.is_empty() {
                format!("{side} draws {count} card{}.", plural(*count))
            } else {
                let names: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!(
                    "You draw {count} card{}: {}.",
                    plural(*count),
                    names.join("; ")
                )
            }
        }
        LogEntry::CardTaken { side, card: c } => format!("{side} takes {} into hand.", card(*c)),
        LogEntry::Discarded { side, card: c } => format!("{side} discards {}.", card(*c)),
        // 5.2.4 which card the US holds is not public; the engine does not redact it yet.
        LogEntry::Held { side, .. } => format!("{side} holds its last card."),
        LogEntry::CardRemoved { card: c } => {
            format!("#{} {} is removed from the game.", c.number(), c.name())
        }
        LogEntry::Reshuffle { deck } => format!("The deck is reshuffled (deck {deck})."),
        LogEntry::EndOfTurn { turn } => format!("— End of turn {turn} —"),
        LogEntry::GameOver { outcome } => outcome_line(*outcome),
    };
    Some(line)
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn purpose(p: Purpose) -> &'static str {
    match p {
        Purpose::WarOfIdeas => "for War of Ideas",
        Purpose::DeployFrom => "to deploy troops from",
        Purpose::DeployTo => "to deploy troops to",
        Purpose::RegimeChangeFrom => "to take Regime Change troops from",
        Purpose::RegimeChangeTo => "for Regime Change",
        Purpose::WithdrawFrom => "to withdraw troops from",
        Purpose::WithdrawTo => "to withdraw troops to",
        Purpose::Disrupt => "to Disrupt",
        Purpose::Alert => "to Alert",
        Purpose::Recruit => "to Recruit in",
        Purpose::RecruitPlace => "to place a recruited cell in",
        Purpose::TravelFrom => "to travel a cell from",
        Purpose::TravelTo => "to travel a cell to",
        Purpose::Jihad => "for Jihad",
        Purpose::Plot => "to Plot in",
        Purpose::ResolvePlot => "whose Plots resolve next",
        Purpose::SchengenPosture => "whose Posture is rolled",
        Purpose::SetupCell => "to place a set-up cell in",
        Purpose::SetupReroll => "whose Posture is rerolled",
        Purpose::Event => "for the event",
    }
}

/// The question of a decision, for the side that answers it. Never lists options.
pub fn question(kind: &DecisionKind) -> String {
    match kind {
        DecisionKind::ActionCard { card_number } => {
            format!("choose card {card_number} of this Action Phase")
        }
        DecisionKind::CardUse { card: c } => {
            format!("choose how to use #{} {}", c.number(), c.name())
        }
        DecisionKind::Operation { card: c } => {
            format!("choose an operation for #{} {}", c.number(), c.name())
        }
        DecisionKind::UseReserves { op, .. } => {
            format!("decide whether to expend Reserves on {}", op.name())
        }
        DecisionKind::SecondCard { .. } => {
            "choose the second 3-value card for Reassessment".to_string()
        }
        DecisionKind::TriggerOrder { card: c } => {
            format!(
                "choose whether #{} {}'s event or the operations come first",
                c.number(),
                c.name()
            )
        }
        DecisionKind::ReassessmentOrder => {
            "choose what resolves next in the Reassessment".to_string()
        }
        DecisionKind::Country { purpose: p, step } => {
            if *step > 1 {
                format!("choose a country {} (#{step})", purpose(*p))
            } else {
                format!("choose a country {}", purpose(*p))
            }
        }
        DecisionKind::TroopCount { .. } => "choose how many troops move".to_string(),
        DecisionKind::DisruptCell { country, .. } => {
            format!("choose which cell to Disrupt in {country}")
        }
        DecisionKind::TravelCell { country } => format!("choose which cell travels from {country}"),
        DecisionKind::MajorJihad { country } => {
            format!("decide whether to declare Major Jihad in {country}")
        }
        DecisionKind::PlotMarker { country } => {
            format!("choose the Plot marker to place in {country}")
        }
        DecisionKind::ResolvePlotMarker { country } => {
            format!("choose which Plot in {country} resolves next")
        }
        DecisionKind::WmdReroll { country } => {
            format!("decide whether to reroll the Posture of {country}")
        }
        DecisionKind::Event {
            card: c,
            question: q,
        } => {
            let what = match q {
                EventQuestion::PlotToRemove => "choose the Plot to remove",
                EventQuestion::PostureCountry => "choose the country whose Posture is set",
                EventQuestion::PostureValue => "choose the Posture to set",
                EventQuestion::TakeCard => "choose the card to take",
                EventQuestion::Option => "choose an option",
                EventQuestion::RegimeChangeNow => "decide whether to do Regime Change now",
                EventQuestion::Order => "choose event first or operations first",
            };
            format!("{what} (#{} {})", c.number(), c.name())
        }
    }
}

/// How an option reads in a numbered list.
pub fn option_label(answer: &Answer) -> String {
    match answer {
        Answer::Card(c) => card(*c),
        Answer::Plot(Plot::Wmd) => "WMD Plot".to_string(),
        other => {
            let text = other.to_string();
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => text,
            }
        }
    }
}

/// The machine form of an option, as `/lab choose` accepts it (`country:pakistan`).
pub fn option_key(answer: &Answer) -> String {
    match serde_json::to_value(answer) {
        Ok(serde_json::Value::String(word)) => word,
        Ok(serde_json::Value::Object(map)) => map
            .into_iter()
            .next()
            .map(|(key, value)| match value {
                serde_json::Value::String(s) => format!("{key}:{s}"),
                other => format!("{key}:{other}"),
            })
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// A numbered prompt for the deciding user.
pub fn prompt(side: Side, kind: &DecisionKind, options: &[Answer]) -> String {
    let mut out = format!("{side}, {}:\n", question(kind));
    for (i, answer) in options.iter().enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, option_label(answer)));
    }
    out.push_str("Answer with /lab choose N");
    out
}

/// The public line while a side decides.
/// The public line while `who` decides. A card picked but not yet played is still part of
/// a hidden hand (an undo can put it back), so it is not named here.
pub fn waiting(side: Side, who: &str, kind: &DecisionKind) -> String {
    let question = match kind {
        DecisionKind::CardUse { .. } => "choose how to use the card they picked".to_string(),
        other => question(other),
    };
    format!("⏳ Waiting for the {side} ({who}) to {question}.")
}

pub fn help() -> String {
    [
        "Labyrinth commands:",
        "/lab new scenario:lets_roll mode:two_player|solitaire side:us|jihadist length:1 [ideology:normal] [seed:N]",
        "/lab join — take the free seat",
        "/lab board — the board summary and its map picture (terminal: /lab board image:PATH writes the PNG)",
        "/lab hand — your hand (private)",
        "/lab log [count:N] — recent public messages",
        "/lab country NAME — one country in detail",
        "/lab games — your games in every channel, those waiting for you first",
        "/lab choose N [M ...] — answer by option number(s)",
        "/lab choose country:pakistan | card:45 | use:operations | op:war_of_ideas | count:2 | yes | done",
        "/lab play card:45 use:operations op:war_of_ideas country:pakistan — a whole card play at once",
        "/lab event card:N · /lab ops card:N op:… country:… · /lab reserves card:N — the same, use given",
        "/lab discard · /lab hold — the US final card (5.2.4)",
        "/lab undo — take back your last move (or agree to your opponent's request)",
        "/lab resend [count:N] — your last private messages of this game again",
        "/lab resign — concede the game",
        "/lab abandon — end the game without a winner (its creator or a server admin)",
        "Scenarios: lets_roll, you_can_call_me_al, anaconda, mission_accomplished.",
        "Ideology (solitaire, 9.7): normal, coherent, attractive, potent, infectious, virulent.",
    ]
    .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Country, GameState, Scenario, Seat, SetupSpec};

    fn start() -> GameState {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Default::default(),
            ideology: Default::default(),
            game_length: 1,
            seed: 3,
        };
        GameState::new_seeded(&spec).unwrap()
    }

    #[test]
    fn board_fits_one_message_and_shows_tracks() {
        let text = board(&start().view(Seat::Observer));
        assert!(text.len() < 2000, "{} chars:\n{text}", text.len());
        assert!(text.contains("Prestige"));
        assert!(text.contains("Afghanistan"));
    }

    #[test]
    fn chunks_respect_the_limit() {
        let text = "x".repeat(50) + "\n";
        let long = text.repeat(200);
        let pieces = chunks(&long);
        assert!(pieces.len() > 1);
        assert!(pieces.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(chunks(&"y".repeat(4000)).len(), 3);
    }

    #[test]
    fn option_keys_round_trip_through_the_answer_json() {
        assert_eq!(
            option_key(&Answer::Country(Country::Pakistan)),
            "country:pakistan"
        );
        assert_eq!(option_key(&Answer::Done), "done");
        assert_eq!(option_key(&Answer::Count(3)), "count:3");
    }
}
