//! `/lab card` (any card by number or name, autocompleted), the `order` option of a card
//! play, and `/lab resign` with its confirmation.

use labyrinth_engine::{CardId, Order};
use poise::serenity_prelude as serenity;

use super::autocomplete::suggestions;
use super::commands::{refuse, run};
use super::{Context, Error};
use crate::app::Command;
use crate::render;

/// 6.3.2.1 a triggered event before or after the operations.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum OrderChoice {
    #[name = "Event first"]
    EventFirst,
    #[name = "Operations first"]
    OpsFirst,
}

impl From<OrderChoice> for Order {
    fn from(choice: OrderChoice) -> Order {
        match choice {
            OrderChoice::EventFirst => Order::EventFirst,
            OrderChoice::OpsFirst => Order::OpsFirst,
        }
    }
}

/// A card's text, and whether you may play its event now (only you see it)
#[poise::command(slash_command)]
pub async fn card(
    ctx: Context<'_>,
    #[description = "The card: its number or name"]
    #[autocomplete = "autocomplete_any_card"]
    card: String,
) -> Result<(), Error> {
    match render::find_card(&card) {
        Ok(card) => run(ctx, Command::Card(card), true).await,
        Err(problem) => refuse(ctx, &problem).await,
    }
}

async fn autocomplete_any_card(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    suggestions(
        (1..=120)
            .filter_map(CardId::new)
            .map(|c| (render::card(c), c.number().to_string())),
        partial,
    )
}

/// Concede the game in this channel (asks you to confirm)
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "True to concede: the other side wins"] confirm: Option<bool>,
) -> Result<(), Error> {
    let confirm = confirm.unwrap_or(false);
    run(ctx, Command::Resign { confirm }, !confirm).await
}
