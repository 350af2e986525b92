//! Builders of the `game` group's commands that read more than one option: `new`, `away`,
//! `reminders`, `settings`, `claim`, `abandon`.
use labyrinth_engine::{Ideology, Scenario};

use super::locale::bad;
use super::{Args, Caller, parse_mode};
use crate::app::{AwayFor, ClaimHow, Command, NewGame, PlayByPost, parse_every, parse_side, zone};
use crate::i18n::Lang;
use crate::tr;

pub(super) fn new_game(args: &Args, caller: &Caller) -> Result<Command, String> {
    let bad = |name: &str| bad(name, caller.lang());
    let mut new = NewGame {
        server: caller.server.clone(),
        ..NewGame::default()
    };
    if let Some(text) = args.text("scenario") {
        new.scenario = Scenario::parse(text)
            .filter(|s| *s != Scenario::Blank)
            .ok_or_else(|| bad("scenario"))?;
    }
    if let Some(text) = args.text("mode") {
        new.mode = parse_mode(text).ok_or_else(|| bad("mode"))?;
    }
    if let Some(length) = args.int("length") {
        new.game_length = u8::try_from(length).map_err(|_| bad("length"))?;
    }
    if let Some(text) = args.text("side") {
        new.side = parse_side(text).ok_or_else(|| bad("side"))?;
    }
    if let Some(text) = args.text("ideology") {
        new.ideology = Ideology::parse(text).ok_or_else(|| bad("ideology"))?;
    }
    new.mini_decks = args.flag("mini_decks");
    if let Some(seed) = args.int("seed") {
        new.seed = Some(u64::try_from(seed).map_err(|_| bad("seed"))?);
    }
    if let Some(every) = args.text("reminders") {
        new.reminders = Some(parse_every(every).map_err(|m| m.text(caller.lang()))?);
    }
    new.language = match args.text("language") {
        Some(text) => Some(Lang::parse(text).ok_or_else(|| bad("language"))?),
        // Default: the server's preferred language; without a server (a DM, the
        // terminal), the sender's own.
        None => caller
            .server_locale
            .or(caller.locale.filter(|_| caller.server.is_none())),
    };
    Ok(Command::New(new))
}

pub(super) fn away(args: &Args, caller: &Caller) -> Result<Command, String> {
    let lang = caller.lang();
    let away = match (args.text("until"), args.int("days")) {
        (Some(_), Some(_)) => return Err(tr!(lang, "surface-until-or-days")),
        (Some(date), None) => AwayFor::Until(
            chrono::NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d")
                .map_err(|_| tr!(lang, "surface-not-date", text = format!("{date:?}")))?,
        ),
        (None, Some(days)) => AwayFor::Days(days),
        (None, None) => return Err(tr!(lang, "surface-away-when")),
    };
    Ok(Command::PlayByPost(PlayByPost::Away(away)))
}

pub(super) fn reminders(args: &Args, caller: &Caller) -> Result<Command, String> {
    let lang = caller.lang();
    match (args.text("every"), args.int("away_days")) {
        (Some(_), Some(_)) => Err(tr!(lang, "surface-every-or-away-days")),
        (None, Some(days)) => Ok(Command::PlayByPost(PlayByPost::AwayDays(days))),
        (Some(every), None) => Ok(Command::PlayByPost(PlayByPost::Reminders(
            parse_every(every).map_err(|m| m.text(lang))?,
        ))),
        (None, None) => Err(tr!(lang, "surface-reminders-how-often")),
    }
}

pub(super) fn settings(args: &Args, caller: &Caller) -> Result<Command, String> {
    let reader = caller.lang();
    if let Some(text) = args.text("language") {
        if args.has("mute") || args.has("timezone") {
            return Err(tr!(reader, "surface-one-setting"));
        }
        let lang = Lang::parse(text).ok_or_else(|| bad("language", reader))?;
        return Ok(Command::PlayByPost(PlayByPost::Language(lang)));
    }
    match (args.has("mute"), args.text("timezone")) {
        (true, Some(_)) => Err(tr!(reader, "surface-mute-or-timezone")),
        (true, None) => Ok(Command::PlayByPost(PlayByPost::Mute(args.flag("mute")))),
        (false, Some(name)) if name.trim().eq_ignore_ascii_case("none") => {
            Ok(Command::PlayByPost(PlayByPost::TimeZone(None)))
        }
        (false, Some(name)) => {
            zone(name).map_err(|m| m.text(reader))?;
            Ok(Command::PlayByPost(PlayByPost::TimeZone(Some(
                name.trim().to_string(),
            ))))
        }
        (false, None) => Err(tr!(reader, "surface-which-setting")),
    }
}

/// `claim`: they resign, or `abandon:true`, or `computer:true`; not both.
pub(super) fn claim(args: &Args, caller: &Caller) -> Result<Command, String> {
    let how = match (args.flag("abandon"), args.flag("computer")) {
        (true, true) => return Err(tr!(caller.lang(), "surface-claim-one")),
        (true, false) => ClaimHow::Abandon,
        (false, true) => ClaimHow::Computer,
        (false, false) => ClaimHow::Win,
    };
    Ok(Command::Claim { how })
}

pub(super) fn abandon(args: &Args, caller: &Caller) -> Result<Command, String> {
    // The terminal's user administers their own machine: `admin` says so.
    let admin = caller.admin || args.flag("admin");
    Ok(match args.int("game") {
        Some(game) => Command::AbandonGame {
            game,
            admin,
            server: caller.server.clone(),
        },
        None => Command::Abandon { admin },
    })
}
