//! A prompt waits where the player left it (issue 41). The actor's own next decision (the
//! next step of their operation, their answer to a multi-step event) reaches them as a reply
//! only they see, which Discord's client drops when it reloads. So the command that leaves
//! its actor a prompt also notes it, in its own transaction ([`owe_later`]); if that decision
//! is still the game's pending one, for the same player, [`PROMPT_DM_AFTER`] later, the
//! prompt goes to them by DM once, with its buttons ([`App::due_prompt_dms`]). A decision
//! that passes to the other player needs none: their prompt is a DM already.

use chrono::{DateTime, Duration, Utc};

use super::outbox::{prompt_body, stored_prompt};
use super::reminders::channel_link;
use super::{App, Outbound, PromptOption, Status, langs, manage};
use crate::i18n::{Lang, names};
use crate::store::{PromptDmRow, StoreError, Tx, time_text};
use crate::tr;

/// How long the actor's own prompt waits before it comes by DM. Someone playing at the
/// table answers within a minute or two and gets no DM for every quick step; a play-by-post
/// player who reads it and closes the app (or whose client reloads) finds it in their DMs
/// well before the next day, and the first reminder (24 hours) still comes after it.
pub const PROMPT_DM_AFTER: Duration = Duration::minutes(10);

/// A prompt due by DM: to `user`, about game `game` at `version`.
#[derive(Clone, Debug, PartialEq)]
pub struct PromptDm {
    pub game: i64,
    pub version: i64,
    pub user: String,
    /// Which game and channel it belongs to, then the prompt (private: it can show a hand).
    pub text: String,
    pub options: Vec<PromptOption>,
    /// The player's language (the buttons' words).
    pub lang: Lang,
}

/// After a committed command of game `game`: its last prompt to its actor, if any, is sent
/// by DM at [`PROMPT_DM_AFTER`] unless answered (replacing the game's earlier one).
pub(super) fn owe_later(
    tx: &Tx<'_>,
    game: Option<i64>,
    actor: &str,
    out: &[Outbound],
) -> Result<(), StoreError> {
    let Some(game) = game else {
        return Ok(());
    };
    let prompt = out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { user, options, .. } if user == actor => {
            Some((m, options.first()?.version))
        }
        _ => None,
    });
    let Some((prompt, version)) = prompt else {
        return Ok(());
    };
    let Some(body) = prompt_body(prompt) else {
        return Ok(());
    };
    tx.set_prompt_dm(&PromptDmRow {
        game,
        user: actor.to_string(),
        version,
        body,
        due_at: time_text(tx.now_utc() + PROMPT_DM_AFTER),
    })
}

/// The prompts due by DM at `now`; those whose game has moved on (or cannot be loaded) are
/// forgotten.
fn due(tx: &Tx<'_>, now: DateTime<Utc>) -> Result<Vec<PromptDm>, StoreError> {
    let mut out = Vec::new();
    for row in tx.due_prompt_dms(&time_text(now))? {
        match still_pending(tx, &row)? {
            Some(dm) => out.push(dm),
            None => tx.drop_prompt_dm(row.game, row.version)?,
        }
    }
    Ok(out)
}

/// The DM of `row` if its prompt is still the game's pending decision, for the same player.
fn still_pending(tx: &Tx<'_>, row: &PromptDmRow) -> Result<Option<PromptDm>, StoreError> {
    let Ok(Some(game)) = tx.game(row.game) else {
        return Ok(None);
    };
    let pending = game.status == Status::Active
        && game.version == row.version
        && manage::waiting_user(&game).is_some_and(|(_, user)| user == row.user);
    let Some(Outbound::Prompt { text, options, .. }) = stored_prompt(&row.body) else {
        return Ok(None);
    };
    if !pending {
        return Ok(None);
    }
    let lang = langs::reader_lang(tx, Some(game.id), &row.user)?;
    let header = tr!(
        lang,
        "reply-prompt-waiting",
        game = game.id,
        scenario = names::scenario(lang, game.spec.scenario),
        channel = channel_link(&game.channel, game.server.as_deref()),
    );
    Ok(Some(PromptDm {
        game: game.id,
        version: row.version,
        user: row.user.clone(),
        text: format!("{header}\n{text}"),
        options,
        lang,
    }))
}

impl App {
    /// The actor's own prompts still pending at `now` that are due by DM (nothing is sent;
    /// those no longer pending are forgotten).
    pub fn due_prompt_dms(&mut self, now: DateTime<Utc>) -> Result<Vec<PromptDm>, StoreError> {
        let tx = self.store.begin()?;
        let due = due(&tx, now)?;
        tx.commit()?;
        Ok(due)
    }

    /// Game `game`'s prompt at `version` was sent by DM (or refused for good): it is not
    /// sent again.
    pub fn prompt_dm_sent(&mut self, game: i64, version: i64) -> Result<(), StoreError> {
        let tx = self.store.begin()?;
        tx.drop_prompt_dm(game, version)?;
        tx.commit()
    }
}
