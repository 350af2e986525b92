//! Rules fixtures (`../shared/FIXTURES.md`, format version 1): parse a fixture from text,
//! run it with scripted dice, and report what differed. No file system here.

use serde_json::{Map, Value};

use crate::action::Action;
use crate::decision::Plot;
use crate::dice::ScriptedDice;
use crate::setup::SetupSpec;
use crate::state::{GameState, Ideology, Lapsing, Phase, Players, RegimeChange, Scenario, Step};
use crate::types::{Alignment, CardId, Country, Governance, Marker, Posture, Side};

/// The result of one fixture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixtureResult {
    pub name: String,
    /// Empty when the fixture passed.
    pub failures: Vec<String>,
}

impl FixtureResult {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
    /// `ok NAME` or `FAIL NAME: what differed`.
    pub fn line(&self) -> String {
        if self.passed() {
            format!("ok {}", self.name)
        } else {
            format!("FAIL {}: {}", self.name, self.failures.join("; "))
        }
    }
}

const TOP_KEYS: &[&str] = &["name", "setup", "state", "dice", "dice_may_remain", "actions", "expect", "note"];
const STATE_KEYS: &[&str] = &[
    "prestige", "funding", "us_posture", "reserves", "countries", "markers", "lapsing", "available_plots",
    "hands", "draw_pile", "discard", "removed", "phase",
];
const COUNTRY_KEYS: &[&str] = &[
    "governance", "alignment", "posture", "troops", "active_cells", "sleeper_cells", "cadre", "aid",
    "besieged", "regime_change", "plots", "markers",
];
const EXPECT_KEYS: &[&str] = &[
    "countries", "prestige", "funding", "us_posture", "world_posture", "gwot_penalty", "reserves",
    "troops_on_track", "cells_on_track", "available_plots", "available_wmd", "markers", "lapsing", "hands",
    "discard", "removed", "draw_pile_size", "phase", "pending", "winner", "reason", "error",
];

/// Run the fixture in `text`; `fallback_name` names it if it cannot be parsed.
pub fn run(text: &str, fallback_name: &str) -> FixtureResult {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return fail(fallback_name, format!("invalid JSON: {e}")),
    };
    let name = value.get("name").and_then(Value::as_str).unwrap_or(fallback_name).to_string();
    match run_value(&value) {
        Ok(failures) => FixtureResult { name, failures },
        Err(problem) => fail(&name, format!("invalid fixture: {problem}")),
    }
}

fn fail(name: &str, message: String) -> FixtureResult {
    FixtureResult { name: name.to_string(), failures: vec![message] }
}

fn object<'a>(value: &'a Value, what: &str) -> Result<&'a Map<String, Value>, String> {
    value.as_object().ok_or_else(|| format!("{what} must be an object"))
}

fn check_keys(map: &Map<String, Value>, allowed: &[&str], what: &str) -> Result<(), String> {
    for key in map.keys() {
        if !allowed.contains(&key.as_str()) {
            return Err(format!("unknown key {key:?} in {what}"));
        }
    }
    Ok(())
}

fn parse<T: serde::de::DeserializeOwned>(value: &Value, what: &str) -> Result<T, String> {
    serde_json::from_value(value.clone()).map_err(|e| format!("{what}: {e}"))
}

fn u8_of(value: &Value, what: &str) -> Result<u8, String> {
    value
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .ok_or_else(|| format!("{what} must be a small number"))
}

fn country_of(id: &str) -> Result<Country, String> {
    Country::parse(id).ok_or_else(|| format!("unknown country {id:?}"))
}

fn card_of(value: &Value) -> Result<CardId, String> {
    let n = u8_of(value, "card")?;
    CardId::new(n).ok_or_else(|| format!("card {n} is not 1-120"))
}

fn cards_of(value: &Value, what: &str) -> Result<Vec<CardId>, String> {
    value
        .as_array()
        .ok_or_else(|| format!("{what} must be a list of card numbers"))?
        .iter()
        .map(card_of)
        .collect()
}

fn marker_of(value: &Value) -> Result<Marker, String> {
    let text = value.as_str().ok_or("a marker must be a card name")?;
    Marker::parse(text).ok_or_else(|| format!("unknown marker {text:?}"))
}

fn card_by_name_or_number(value: &Value) -> Result<CardId, String> {
    if value.is_u64() {
        return card_of(value);
    }
    let text = value.as_str().ok_or("a card must be a number or a name")?;
    let wanted: String = text.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_lowercase();
    CardId::all()
        .find(|c| c.name().chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_lowercase() == wanted)
        .ok_or_else(|| format!("unknown card {text:?}"))
}

fn run_value(value: &Value) -> Result<Vec<String>, String> {
    let top = object(value, "the fixture")?;
    check_keys(top, TOP_KEYS, "the fixture")?;
    let setup = top.get("setup").map(|v| object(v, "setup")).transpose()?;
    let scenario = match setup.and_then(|s| s.get("scenario")) {
        Some(v) => {
            let id = v.as_str().ok_or("setup.scenario must be a string")?;
            Scenario::parse(id).ok_or_else(|| format!("unknown scenario {id:?}"))?
        }
        None => Scenario::Blank,
    };
    let players: Players = match setup.and_then(|s| s.get("players")) {
        Some(v) => parse(v, "setup.players")?,
        None => Players::TwoPlayer,
    };
    let ideology: Ideology = match setup.and_then(|s| s.get("ideology")) {
        Some(v) => parse(v, "setup.ideology")?,
        None => Ideology::Normal,
    };
    let game_length = match setup.and_then(|s| s.get("game_length")) {
        Some(v) => u8_of(v, "setup.game_length")?,
        None => 1,
    };
    if let Some(s) = setup {
        check_keys(s, &["scenario", "players", "ideology", "game_length"], "setup")?;
    }
    let rolls: Vec<u8> = match top.get("dice") {
        Some(v) => parse(v, "dice")?,
        None => Vec::new(),
    };
    if rolls.iter().any(|r| !(1..=6).contains(r)) {
        return Err("dice must be 1-6".into());
    }
    let mut dice = ScriptedDice::new(rolls);
    let mut game = if scenario == Scenario::Blank {
        GameState::blank(players, ideology, game_length, 0)
    } else {
        let spec = SetupSpec { scenario, players, ideology, game_length, seed: 0 };
        GameState::new(&spec, &mut dice).map_err(|e| e.to_string())?
    };
    if let Some(state) = top.get("state") {
        apply_state(&mut game, object(state, "state")?)?;
    }
    if game.pending.is_none() && game.outcome.is_none() {
        game.advance(Vec::new(), Vec::new(), 0, &mut dice).map_err(|e| format!("start: {e}"))?;
    }
    let mut failures = Vec::new();
    let expect = top.get("expect").map(|v| object(v, "expect")).transpose()?;
    if let Some(e) = expect {
        check_keys(e, EXPECT_KEYS, "expect")?;
    }
    let expected_error = expect.and_then(|e| e.get("error")).and_then(Value::as_str);
    let actions = match top.get("actions") {
        Some(v) => v.as_array().ok_or("actions must be a list")?.clone(),
        None => Vec::new(),
    };
    let mut last_error: Option<String> = None;
    for (i, entry) in actions.iter().enumerate() {
        let entry = object(entry, "an action")?;
        if entry.contains_key("resolve_until") {
            continue; // automatic steps always run until someone must decide
        }
        let side: Side = parse(entry.get("side").ok_or("an action needs a side")?, "side")?;
        if entry.get("bot").and_then(Value::as_bool) == Some(true) {
            return Ok(vec!["the solitaire bot is not implemented yet".into()]);
        }
        let mut body = entry.clone();
        body.remove("side");
        let action: Action = parse(&Value::Object(body), &format!("action {}", i + 1))?;
        let before = serde_json::to_string(&game).map_err(|e| e.to_string())?;
        match game.apply(side, &action, &mut dice) {
            Ok(_) => {}
            Err(error) => {
                let after = serde_json::to_string(&game).map_err(|e| e.to_string())?;
                if before != after {
                    failures.push(format!("action {} was refused but changed the state", i + 1));
                }
                if i + 1 == actions.len() && expected_error.is_some() {
                    last_error = Some(error.to_string());
                } else {
                    failures.push(format!("action {} refused: {error}", i + 1));
                    return Ok(failures);
                }
            }
        }
    }
    if dice.exhausted {
        failures.push("ran out of dice".into());
    } else if dice.remaining() > 0 && top.get("dice_may_remain").and_then(Value::as_bool) != Some(true) {
        failures.push(format!("{} dice left over", dice.remaining()));
    }
    if let Some(expected) = expected_error {
        match &last_error {
            Some(message) if message.contains(expected) => {}
            Some(message) => failures.push(format!("error {message:?} does not contain {expected:?}")),
            None => failures.push(format!("expected the last action to fail with {expected:?}, but it succeeded")),
        }
    }
    if let Some(e) = expect {
        compare(&game, e, &mut failures)?;
    }
    Ok(failures)
}

fn take_card(game: &mut GameState, card: CardId) {
    game.hands.us.retain(|c| *c != card);
    game.hands.jihadist.retain(|c| *c != card);
    game.draw_pile.retain(|c| *c != card);
    game.discard.retain(|c| *c != card);
    game.removed.retain(|c| *c != card);
    game.lapsing.retain(|l| l.card != card);
    if game.first_plot == Some(Some(card)) {
        game.first_plot = Some(None);
    }
}

fn apply_state(game: &mut GameState, state: &Map<String, Value>) -> Result<(), String> {
    check_keys(state, STATE_KEYS, "state")?;
    if let Some(v) = state.get("prestige") {
        let n = u8_of(v, "prestige")?;
        if !(1..=12).contains(&n) {
            return Err("prestige must be 1-12".into());
        }
        game.prestige = n;
    }
    if let Some(v) = state.get("funding") {
        let n = u8_of(v, "funding")?;
        if !(1..=9).contains(&n) {
            return Err("funding must be 1-9".into());
        }
        game.funding = n;
    }
    if let Some(v) = state.get("us_posture") {
        game.us_posture = parse(v, "us_posture")?;
    }
    if let Some(v) = state.get("reserves") {
        let r = object(v, "reserves")?;
        check_keys(r, &["us", "jihadist"], "reserves")?;
        if let Some(n) = r.get("us") {
            game.reserves.us = u8_of(n, "reserves.us")?.min(2);
        }
        if let Some(n) = r.get("jihadist") {
            game.reserves.jihadist = u8_of(n, "reserves.jihadist")?.min(2);
        }
    }
    if let Some(v) = state.get("countries") {
        for (id, entry) in object(v, "countries")? {
            let country = country_of(id)?;
            let fields = object(entry, id)?;
            check_keys(fields, COUNTRY_KEYS, id)?;
            apply_country(game, country, fields)?;
        }
        if game.troops_on_track() as u32 + game.countries.iter().map(|c| u32::from(c.troops)).sum::<u32>() != 15 {
            return Err("more than 15 troops".into());
        }
        if game.cells_on_track() as u32 + game.countries.iter().map(|c| u32::from(c.cells())).sum::<u32>() != 15 {
            return Err("more than 15 cells".into());
        }
    }
    if let Some(v) = state.get("markers") {
        game.markers = v.as_array().ok_or("markers must be a list")?.iter().map(marker_of).collect::<Result<_, _>>()?;
    }
    if let Some(v) = state.get("lapsing") {
        for card in v.as_array().ok_or("lapsing must be a list")? {
            let card = card_by_name_or_number(card)?;
            take_card(game, card);
            game.lapsing.push(Lapsing { card, in_box: true });
        }
    }
    if let Some(v) = state.get("available_plots") {
        let mut plots: Vec<Plot> = parse(v, "available_plots")?;
        plots.sort();
        game.available_plots = plots;
    }
    if let Some(v) = state.get("hands") {
        let h = object(v, "hands")?;
        check_keys(h, &["us", "jihadist"], "hands")?;
        for (key, side) in [("us", Side::Us), ("jihadist", Side::Jihadist)] {
            if let Some(list) = h.get(key) {
                let cards = cards_of(list, "hands")?;
                // Named hands replace the hand; its old cards go back to the draw pile.
                let old = std::mem::take(game.hands.get_mut(side));
                game.draw_pile.extend(old);
                for card in &cards {
                    take_card(game, *card);
                }
                *game.hands.get_mut(side) = cards;
            }
        }
    }
    if let Some(v) = state.get("draw_pile") {
        let cards = cards_of(v, "draw_pile")?;
        for card in &cards {
            take_card(game, *card);
        }
        let rest = std::mem::take(&mut game.draw_pile);
        game.draw_pile = cards;
        game.draw_pile.extend(rest);
    }
    if let Some(v) = state.get("discard") {
        for card in cards_of(v, "discard")? {
            take_card(game, card);
            game.discard.push(card);
        }
    }
    if let Some(v) = state.get("removed") {
        for card in cards_of(v, "removed")? {
            take_card(game, card);
            game.removed.push(card);
        }
    }
    if let Some(v) = state.get("phase") {
        let p = object(v, "phase")?;
        check_keys(p, &["turn", "side", "cards_played"], "phase")?;
        if let Some(t) = p.get("turn") {
            game.turn = u16::from(u8_of(t, "phase.turn")?);
        }
        let side = match p.get("side") {
            Some(s) => parse(s, "phase.side")?,
            None => game.phase.side,
        };
        let cards_played = match p.get("cards_played") {
            Some(n) => u8_of(n, "phase.cards_played")?,
            None => 0,
        };
        game.phase = Phase { side, cards_played };
        game.step = Step::ActionPhase;
        game.pending = None;
    }
    Ok(())
}

fn apply_country(game: &mut GameState, country: Country, fields: &Map<String, Value>) -> Result<(), String> {
    let id = country.id();
    if let Some(v) = fields.get("governance") {
        let text = v.as_str().ok_or("governance must be a string")?;
        if !country.is_muslim() {
            return Err(format!("{id}: only Muslim countries have a changeable Governance"));
        }
        game.country_mut(country).governance = if text == "untested" { None } else { Some(parse::<Governance>(v, "governance")?) };
        if text == "untested" {
            game.country_mut(country).alignment = None;
        } else if game.country(country).alignment.is_none() {
            game.country_mut(country).alignment = Some(Alignment::Neutral);
        }
    }
    if let Some(v) = fields.get("alignment") {
        if !country.is_muslim() {
            return Err(format!("{id}: only Muslim countries have an Alignment"));
        }
        game.country_mut(country).alignment = Some(parse(v, "alignment")?);
    }
    if let Some(v) = fields.get("posture") {
        if !country.is_non_muslim() || country == Country::Israel {
            return Err(format!("{id}: no Posture box"));
        }
        let text = v.as_str().ok_or("posture must be a string")?;
        if country == Country::UnitedStates {
            game.us_posture = parse(v, "posture")?;
        } else {
            game.country_mut(country).posture = if text == "untested" { None } else { Some(parse::<Posture>(v, "posture")?) };
        }
    }
    let c = game.country_mut(country);
    if let Some(v) = fields.get("troops") {
        c.troops = u8_of(v, "troops")?;
    }
    if let Some(v) = fields.get("active_cells") {
        c.active_cells = u8_of(v, "active_cells")?;
    }
    if let Some(v) = fields.get("sleeper_cells") {
        c.sleeper_cells = u8_of(v, "sleeper_cells")?;
    }
    if let Some(v) = fields.get("cadre") {
        c.cadre = v.as_bool().ok_or("cadre must be true or false")?;
    }
    if let Some(v) = fields.get("aid") {
        c.aid = u8_of(v, "aid")?;
    }
    if let Some(v) = fields.get("besieged") {
        c.besieged = v.as_bool().ok_or("besieged must be true or false")?;
    }
    if let Some(v) = fields.get("regime_change") {
        c.regime_change = if v.is_null() { None } else { Some(parse::<RegimeChange>(v, "regime_change")?) };
    }
    if let Some(v) = fields.get("plots") {
        c.plots = parse(v, "plots")?;
    }
    if let Some(v) = fields.get("markers") {
        c.markers = v.as_array().ok_or("markers must be a list")?.iter().map(marker_of).collect::<Result<_, _>>()?;
    }
    let total_troops: u32 = game.countries.iter().map(|c| u32::from(c.troops)).sum();
    let total_cells: u32 = game.countries.iter().map(|c| u32::from(c.cells())).sum();
    if total_troops > 15 {
        return Err(format!("{total_troops} troops on the map: only 15 exist"));
    }
    if total_cells > 15 {
        return Err(format!("{total_cells} cells on the map: only 15 exist"));
    }
    Ok(())
}

fn differ<T: std::fmt::Debug + PartialEq>(failures: &mut Vec<String>, what: &str, expected: T, actual: T) {
    if expected != actual {
        failures.push(format!("{what}: expected {expected:?}, got {actual:?}"));
    }
}

fn sorted(mut cards: Vec<CardId>) -> Vec<u8> {
    cards.sort();
    cards.into_iter().map(|c| c.number()).collect()
}

fn compare(game: &GameState, expect: &Map<String, Value>, failures: &mut Vec<String>) -> Result<(), String> {
    let g = game.current();
    if let Some(v) = expect.get("countries") {
        for (id, entry) in object(v, "expect.countries")? {
            let country = country_of(id)?;
            let fields = object(entry, id)?;
            let mut allowed = COUNTRY_KEYS.to_vec();
            allowed.push("cells");
            check_keys(fields, &allowed, id)?;
            let c = g.country(country);
            for (key, value) in fields {
                let what = format!("{id}.{key}");
                match key.as_str() {
                    "governance" => {
                        let actual = g.governance(country).map(|gv| serde_json::to_value(gv).unwrap_or(Value::Null)).unwrap_or(Value::from("untested"));
                        differ(failures, &what, value.clone(), actual);
                    }
                    "alignment" => {
                        let actual = c.alignment.map(|a| serde_json::to_value(a).unwrap_or(Value::Null)).unwrap_or(Value::Null);
                        differ(failures, &what, value.clone(), actual);
                    }
                    "posture" => {
                        let actual = g.posture(country).map(|p| serde_json::to_value(p).unwrap_or(Value::Null)).unwrap_or(Value::from("untested"));
                        differ(failures, &what, value.clone(), actual);
                    }
                    "troops" => differ(failures, &what, u8_of(value, &what)?, c.troops),
                    "active_cells" => differ(failures, &what, u8_of(value, &what)?, c.active_cells),
                    "sleeper_cells" => differ(failures, &what, u8_of(value, &what)?, c.sleeper_cells),
                    "cells" => differ(failures, &what, u8_of(value, &what)?, c.cells()),
                    "cadre" => differ(failures, &what, value.as_bool(), Some(c.cadre)),
                    "aid" => differ(failures, &what, u8_of(value, &what)?, c.aid),
                    "besieged" => differ(failures, &what, value.as_bool(), Some(c.besieged)),
                    "regime_change" => {
                        let actual = c.regime_change.map(|r| serde_json::to_value(r).unwrap_or(Value::Null)).unwrap_or(Value::Null);
                        differ(failures, &what, value.clone(), actual);
                    }
                    "plots" => {
                        let mut expected: Vec<Plot> = parse(value, &what)?;
                        expected.sort();
                        let mut actual = c.plots.clone();
                        actual.sort();
                        differ(failures, &what, expected, actual);
                    }
                    "markers" => {
                        let mut expected: Vec<Marker> = value.as_array().ok_or("markers must be a list")?.iter().map(marker_of).collect::<Result<_, _>>()?;
                        expected.sort();
                        let mut actual = c.markers.clone();
                        actual.sort();
                        differ(failures, &what, expected, actual);
                    }
                    _ => {}
                }
            }
        }
    }
    for (key, value) in expect {
        let what = key.as_str();
        match what {
            "prestige" => differ(failures, what, u8_of(value, what)?, g.prestige),
            "funding" => differ(failures, what, u8_of(value, what)?, g.funding),
            "us_posture" => differ(failures, what, parse::<Posture>(value, what)?, g.us_posture),
            "world_posture" => {
                let expected = value.as_str().ok_or("world_posture must be a string like \"hard 2\"")?.to_lowercase();
                differ(failures, what, expected, g.world_posture_label().to_lowercase());
            }
            "gwot_penalty" => differ(failures, what, u8_of(value, what)?, g.gwot_penalty()),
            "reserves" => {
                let r = object(value, what)?;
                if let Some(n) = r.get("us") {
                    differ(failures, "reserves.us", u8_of(n, what)?, g.reserves.us);
                }
                if let Some(n) = r.get("jihadist") {
                    differ(failures, "reserves.jihadist", u8_of(n, what)?, g.reserves.jihadist);
                }
            }
            "troops_on_track" => differ(failures, what, u8_of(value, what)?, g.troops_on_track()),
            "cells_on_track" => differ(failures, what, u8_of(value, what)?, g.cells_on_track()),
            "available_plots" => {
                let mut expected: Vec<Plot> = parse(value, what)?;
                expected.sort();
                let mut actual = g.available_plots.clone();
                actual.sort();
                differ(failures, what, expected, actual);
            }
            "available_wmd" => differ(failures, what, u8_of(value, what)? as usize, g.available_wmd()),
            "markers" => {
                let mut expected: Vec<Marker> = value.as_array().ok_or("markers must be a list")?.iter().map(marker_of).collect::<Result<_, _>>()?;
                expected.sort();
                let mut actual: Vec<Marker> = Marker::ALL.into_iter().filter(|m| g.marker_in_effect(*m)).collect();
                actual.sort();
                differ(failures, what, expected, actual);
            }
            "lapsing" => {
                let mut expected: Vec<u8> = value.as_array().ok_or("lapsing must be a list")?.iter().map(card_by_name_or_number).map(|c| c.map(|c| c.number())).collect::<Result<_, _>>()?;
                expected.sort();
                let mut actual: Vec<u8> = g.lapsing.iter().map(|l| l.card.number()).collect();
                actual.sort();
                differ(failures, what, expected, actual);
            }
            "hands" => {
                let h = object(value, what)?;
                for (key, side) in [("us", Side::Us), ("jihadist", Side::Jihadist)] {
                    if let Some(list) = h.get(key) {
                        differ(failures, &format!("hands.{key}"), sorted(cards_of(list, what)?), sorted(g.hand(side).clone()));
                    }
                }
            }
            "discard" => differ(failures, what, sorted(cards_of(value, what)?), sorted(g.discard.clone())),
            "removed" => differ(failures, what, sorted(cards_of(value, what)?), sorted(g.removed.clone())),
            "draw_pile_size" => differ(failures, what, u8_of(value, what)? as usize, g.draw_pile.len()),
            "phase" => {
                let p = object(value, what)?;
                if let Some(t) = p.get("turn") {
                    differ(failures, "phase.turn", u8_of(t, what)? as u16, g.turn);
                }
                if let Some(s) = p.get("side") {
                    differ(failures, "phase.side", parse::<Side>(s, what)?, g.phase.side);
                }
                if let Some(n) = p.get("cards_played") {
                    differ(failures, "phase.cards_played", u8_of(n, what)?, g.phase.cards_played);
                }
            }
            "pending" => {
                let actual = game.pending().map(|d| {
                    let kind = serde_json::to_value(&d.kind).ok().and_then(|k| k.get("kind").cloned()).unwrap_or(Value::Null);
                    (serde_json::to_value(d.side).unwrap_or(Value::Null), kind, serde_json::to_value(&d.kind).unwrap_or(Value::Null))
                });
                if value.is_null() {
                    differ(failures, what, None::<String>, actual.map(|a| format!("{:?}", a.2)));
                } else {
                    let p = object(value, what)?;
                    match actual {
                        None => failures.push("pending: expected a decision, the game waits for none".into()),
                        Some((side, kind, full)) => {
                            if let Some(s) = p.get("side") {
                                differ(failures, "pending.side", s.clone(), side);
                            }
                            if let Some(k) = p.get("kind") {
                                differ(failures, "pending.kind", k.clone(), kind);
                            }
                            for (extra_key, extra_value) in p {
                                if extra_key != "side" && extra_key != "kind" {
                                    differ(failures, &format!("pending.{extra_key}"), Some(extra_value.clone()), full.get(extra_key).cloned());
                                }
                            }
                        }
                    }
                }
            }
            "winner" => {
                let expected: Option<Side> = parse(value, what)?;
                differ(failures, what, expected, g.outcome.map(|o| o.winner));
            }
            "reason" => {
                let expected = value.as_str().map(str::to_string);
                differ(failures, what, expected, g.outcome.map(|o| o.reason.id().to_string()));
            }
            _ => {}
        }
    }
    Ok(())
}
