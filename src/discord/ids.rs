//! The `custom_id`s of the bot's buttons and select menus.
//!
//! **Invariant:** a component carries everything needed to act on it after a restart: the
//! game's id, the game's version when the prompt was made (a press on an older version is
//! refused as out of date) and, for a button, the answer's key (`country:pakistan`, as
//! `render::option_key` writes it). Discord allows at most 100 characters.

use crate::app::Act;

/// Discord's limit on `custom_id` (and on select option values).
pub const CUSTOM_ID_LIMIT: usize = 100;

#[derive(Clone, Debug, Eq, PartialEq)]
pub enum ComponentId {
    /// A button answering a prompt with one option.
    Answer {
        game: i64,
        version: i64,
        key: String,
    },
    /// A select menu over a prompt's options (the chosen value is the key); `part` tells
    /// several menus of one prompt apart.
    Menu {
        game: i64,
        version: i64,
        part: usize,
    },
    /// "Show my hand": `/lab hand` in the game's channel, answered privately.
    Hand { game: i64 },
    /// The confirmation of an irreversible act on game `game` as it stood at `version`.
    Confirm { game: i64, version: i64, act: Act },
}

const PREFIX: &str = "lab";

impl ComponentId {
    /// The `custom_id`; `None` when it would exceed Discord's limit (an over-long key).
    pub fn encode(&self) -> Option<String> {
        let text = match self {
            ComponentId::Answer { game, version, key } => {
                format!("{PREFIX}/a/{game}/{version}/{key}")
            }
            ComponentId::Menu {
                game,
                version,
                part,
            } => format!("{PREFIX}/m/{game}/{version}/{part}"),
            ComponentId::Hand { game } => format!("{PREFIX}/h/{game}"),
            ComponentId::Confirm { game, version, act } => {
                format!("{PREFIX}/c/{game}/{version}/{}", act.code())
            }
        };
        (text.chars().count() <= CUSTOM_ID_LIMIT).then_some(text)
    }

    /// Read a `custom_id`; `None` if it is not one of ours.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let mut parts = text.splitn(5, '/');
        if parts.next()? != PREFIX {
            return None;
        }
        let kind = parts.next()?;
        let game = parts.next()?.parse().ok()?;
        match kind {
            "h" => parts.next().is_none().then_some(ComponentId::Hand { game }),
            "a" => {
                let version = parts.next()?.parse().ok()?;
                let key = parts.next()?.to_string();
                (!key.is_empty()).then_some(ComponentId::Answer { game, version, key })
            }
            "c" => {
                let version = parts.next()?.parse().ok()?;
                let act = Act::parse(parts.next()?)?;
                Some(ComponentId::Confirm { game, version, act })
            }
            "m" => {
                let version = parts.next()?.parse().ok()?;
                let part = parts.next()?.parse().ok()?;
                Some(ComponentId::Menu {
                    game,
                    version,
                    part,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for id in [
            ComponentId::Answer {
                game: 12,
                version: 40,
                key: "country:gulf_states".into(),
            },
            ComponentId::Answer {
                game: 1,
                version: 0,
                key: "order:event_first".into(),
            },
            ComponentId::Menu {
                game: 3,
                version: 7,
                part: 2,
            },
            ComponentId::Hand { game: 9 },
            ComponentId::Confirm {
                game: 4,
                version: 11,
                act: Act::ClaimAbandon,
            },
        ] {
            let text = id.encode().unwrap();
            assert!(text.len() <= CUSTOM_ID_LIMIT);
            assert_eq!(ComponentId::decode(&text), Some(id));
        }
        assert_eq!(ComponentId::decode("other/a/1/2/x"), None);
        assert_eq!(ComponentId::decode("lab/a/1/2/"), None);
        assert_eq!(ComponentId::decode("lab/h/1/extra"), None);
        assert_eq!(ComponentId::decode("lab/a/x/2/yes"), None);
        assert_eq!(ComponentId::decode("lab/c/1/2/explode"), None);
        let long = ComponentId::Answer {
            game: 1,
            version: 1,
            key: "k".repeat(120),
        };
        assert_eq!(long.encode(), None);
    }
}
