//! The components and embeds the bot sends: prompt buttons and select menus, the "show my
//! hand" button, the board embed and its picture.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::ids::ComponentId;
use crate::app::{Confirmation, PromptOption};
use crate::i18n::Lang;
use crate::render;
use crate::tr;

/// Discord's limits on components.
const BUTTONS_PER_ROW: usize = 5;
const OPTIONS_PER_MENU: usize = 25;
const ROWS: usize = 5;
const BUTTON_LABEL: usize = 80;
const OPTION_LABEL: usize = 100;
/// The board embed's side bar: desert sand.
const BOARD_COLOUR: u32 = 0xC8_A0_5A;

pub(super) fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut out: String = text.chars().take(limit.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Buttons (up to 5 options) or select menus (up to 5 × 25) answering a prompt.
pub fn prompt_rows(lang: Lang, game: i64, options: &[PromptOption]) -> Vec<CreateActionRow> {
    let Some(version) = options.first().map(|o| o.version) else {
        return Vec::new();
    };
    if options.len() <= BUTTONS_PER_ROW {
        let buttons: Option<Vec<CreateButton>> = options
            .iter()
            .map(|o| {
                let id = ComponentId::Answer {
                    game,
                    version,
                    key: o.key.clone(),
                }
                .encode()?;
                Some(
                    CreateButton::new(id)
                        .label(truncate(&o.label, BUTTON_LABEL))
                        .style(ButtonStyle::Primary),
                )
            })
            .collect();
        if let Some(buttons) = buttons {
            return vec![CreateActionRow::Buttons(buttons)];
        }
    }
    options
        .chunks(OPTIONS_PER_MENU)
        .take(ROWS)
        .enumerate()
        .filter_map(|(part, chunk)| {
            let id = ComponentId::Menu {
                game,
                version,
                part,
            }
            .encode()?;
            let items: Vec<CreateSelectMenuOption> = chunk
                .iter()
                .filter(|o| o.key.chars().count() <= OPTION_LABEL)
                .map(|o| {
                    CreateSelectMenuOption::new(
                        truncate(&format!("{}. {}", o.number, o.label), OPTION_LABEL),
                        o.key.clone(),
                    )
                })
                .collect();
            let (first, last) = (chunk.first()?.number, chunk.last()?.number);
            let menu = CreateSelectMenu::new(id, CreateSelectMenuKind::String { options: items })
                .placeholder(tr!(lang, "reply-menu-options", first = first, last = last));
            Some(CreateActionRow::SelectMenu(menu))
        })
        .collect()
}

/// The board picture as PNG, drawn off the async threads; `None` (logged) when it cannot
/// be drawn or would pass Discord's upload limit.
pub(super) async fn board_png(map: &render::BoardMap) -> Option<Vec<u8>> {
    let map = map.clone();
    png_off_thread("board", move || map.png()).await
}

/// A picture (`what`, its name in the log: `board`, `chart`) drawn off the async threads;
/// `None` (logged) when it cannot be drawn or would pass Discord's upload limit.
pub(super) async fn png_off_thread(
    what: &'static str,
    draw: impl FnOnce() -> Result<Vec<u8>, render::MapError> + Send + 'static,
) -> Option<Vec<u8>> {
    match tokio::task::spawn_blocking(draw).await {
        Ok(Ok(png)) if png.len() <= render::map::ATTACHMENT_LIMIT => Some(png),
        Ok(Ok(png)) => {
            tracing::warn!(picture = what, bytes = png.len(), "over the upload limit");
            None
        }
        Ok(Err(e)) => {
            tracing::warn!(picture = what, "cannot be drawn: {e}");
            None
        }
        Err(e) => {
            tracing::warn!(picture = what, "the drawing task failed: {e}");
            None
        }
    }
}

/// The board summary as a Discord embed (already within Discord's limits).
pub fn board_embed(embed: &render::BoardEmbed) -> CreateEmbed {
    CreateEmbed::new()
        .title(&embed.title)
        .description(&embed.description)
        .colour(BOARD_COLOUR)
        .fields(
            embed
                .fields
                .iter()
                .map(|f| (f.name.as_str(), f.value.as_str(), f.inline)),
        )
        .footer(CreateEmbedFooter::new(&embed.footer))
}

/// The buttons of a confirmation: one per act, red (Discord's style for a destructive act).
pub(super) fn confirm_rows(confirmation: &Confirmation) -> Vec<CreateActionRow> {
    let buttons: Vec<CreateButton> = confirmation
        .acts
        .iter()
        .filter_map(|act| {
            let id = ComponentId::Confirm {
                game: confirmation.game,
                version: confirmation.version,
                act: *act,
            }
            .encode()?;
            Some(
                CreateButton::new(id)
                    .label(act.label(confirmation.lang))
                    .style(ButtonStyle::Danger),
            )
        })
        .collect();
    vec![CreateActionRow::Buttons(buttons)]
}

pub(super) fn hand_row(lang: Lang, game: i64) -> Vec<CreateActionRow> {
    match (ComponentId::Hand { game }).encode() {
        Some(id) => vec![CreateActionRow::Buttons(vec![
            CreateButton::new(id)
                .label(tr!(lang, "reply-button-hand"))
                .style(ButtonStyle::Secondary),
        ])],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Answer, Country};

    fn option(number: usize) -> PromptOption {
        let country = Country::ALL[(number - 1) % Country::ALL.len()];
        PromptOption {
            number,
            label: country.name().to_string(),
            key: format!("country:{}", country.id()),
            answer: Answer::Country(country),
            version: 2,
        }
    }

    #[test]
    fn few_options_are_buttons_many_are_menus() {
        let few: Vec<_> = (1..=3).map(option).collect();
        let rows = serde_json::to_value(prompt_rows(Lang::En, 1, &few)).unwrap();
        assert_eq!(rows.as_array().unwrap().len(), 1);
        assert_eq!(rows[0]["components"].as_array().unwrap().len(), 3);
        assert_eq!(rows[0]["components"][0]["type"], 2);
        let many: Vec<_> = (1..=60).map(option).collect();
        let rows = serde_json::to_value(prompt_rows(Lang::En, 1, &many)).unwrap();
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 3);
        for row in rows {
            let menu = &row["components"][0];
            assert_eq!(menu["type"], 3);
            assert!(menu["options"].as_array().unwrap().len() <= 25);
            assert!(menu["custom_id"].as_str().unwrap().len() <= 100);
        }
        let too_many: Vec<_> = (1..=200).map(option).collect();
        assert_eq!(prompt_rows(Lang::En, 1, &too_many).len(), ROWS);
    }
}
