//! The board summary as a rich embed: the same [`View`] as [`board`](super::board), laid
//! out as a title, short inline fields for the tracks and one list field per group of
//! countries, within Discord's embed limits. Transport-agnostic: `discord/` turns it into a
//! serenity embed.
//!
//! **Invariant:** nothing hidden: Plots are counts, hands are sizes; the seat's own hand,
//! Plot values and Available Plots are never read, whatever view is given.

use labyrinth_engine::{CountryView, View};
use serde::Serialize;

use super::{country_line_in, has_pieces_or_posture, is_marked, outcome_line_lang, side_key};
use crate::i18n::{Lang, names};
use crate::tr;

/// Discord's limits on one embed (characters).
pub const TITLE_LIMIT: usize = 256;
pub const DESCRIPTION_LIMIT: usize = 4096;
pub const FIELDS_LIMIT: usize = 25;
pub const FIELD_NAME_LIMIT: usize = 256;
pub const FIELD_VALUE_LIMIT: usize = 1024;
pub const FOOTER_LIMIT: usize = 2048;
/// Title, description, field names and values and footer together.
pub const TOTAL_LIMIT: usize = 6000;

/// One field of an embed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EmbedField {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

/// A board summary embed, within Discord's limits when built by [`board_embed`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardEmbed {
    pub title: String,
    pub description: String,
    pub fields: Vec<EmbedField>,
    pub footer: String,
}

fn count(text: &str) -> usize {
    text.chars().count()
}

/// `text` cut to `limit` characters, ending in `…` when cut.
fn cut(text: &str, limit: usize) -> String {
    if count(text) <= limit {
        return text.to_string();
    }
    let mut out: String = text.chars().take(limit.saturating_sub(1)).collect();
    out.push('…');
    out
}

impl BoardEmbed {
    /// The characters Discord counts against [`TOTAL_LIMIT`].
    pub fn char_count(&self) -> usize {
        count(&self.title)
            + count(&self.description)
            + count(&self.footer)
            + self
                .fields
                .iter()
                .map(|f| count(&f.name) + count(&f.value))
                .sum::<usize>()
    }

    /// Every Discord limit this embed breaks (empty when it can be sent).
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        let check = |out: &mut Vec<String>, what: &str, text: &str, limit: usize| {
            let n = count(text);
            if n > limit {
                out.push(format!("{what}: {n} characters (at most {limit})"));
            }
        };
        check(&mut out, "title", &self.title, TITLE_LIMIT);
        check(
            &mut out,
            "description",
            &self.description,
            DESCRIPTION_LIMIT,
        );
        check(&mut out, "footer", &self.footer, FOOTER_LIMIT);
        for field in &self.fields {
            let what = format!("field {:?}", field.name);
            check(&mut out, &what, &field.name, FIELD_NAME_LIMIT);
            check(&mut out, &what, &field.value, FIELD_VALUE_LIMIT);
            if field.name.trim().is_empty() || field.value.trim().is_empty() {
                out.push(format!("field {:?} has an empty name or value", field.name));
            }
        }
        if self.fields.len() > FIELDS_LIMIT {
            out.push(format!(
                "{} fields (at most {FIELDS_LIMIT})",
                self.fields.len()
            ));
        }
        if self.char_count() > TOTAL_LIMIT {
            out.push(format!(
                "{} characters in all (at most {TOTAL_LIMIT})",
                self.char_count()
            ));
        }
        out
    }

    /// Every text of the embed, for scans of what it shows.
    pub fn texts(&self) -> Vec<&str> {
        let mut out = vec![self.title.as_str(), &self.description, &self.footer];
        for field in &self.fields {
            out.push(&field.name);
            out.push(&field.value);
        }
        out
    }
}

fn field(name: &str, value: String) -> EmbedField {
    EmbedField {
        name: name.to_string(),
        value,
        inline: true,
    }
}

/// A country's line with its Plots face down, whatever the view shows.
fn public_line(c: &CountryView, lang: Lang) -> String {
    let face_down = CountryView {
        plots: None,
        ..c.clone()
    };
    country_line_in(lang, &face_down)
}

/// The board summary embed of `view` in `lang`, within Discord's limits.
pub fn board_embed(view: &View, lang: Lang) -> BoardEmbed {
    let title = match view.outcome {
        Some(_) => super::heading(view, lang),
        None => tr!(
            lang,
            "embed-title",
            scenario = names::scenario(lang, view.scenario),
            turn = view.turn,
            side = side_key(view.phase.side)
        ),
    };
    let description = match view.outcome {
        Some(outcome) => outcome_line_lang(lang, outcome),
        None => tr!(lang, "embed-played", played = view.phase.cards_played),
    };
    let mut fields = track_fields(view, lang);
    fields.extend(marker_fields(view, lang));
    let muslim: Vec<String> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && is_marked(c))
        .map(|c| public_line(c, lang))
        .collect();
    let others: Vec<String> = view
        .countries
        .iter()
        .filter(|c| !c.country.is_muslim() && has_pieces_or_posture(c))
        .map(|c| public_line(c, lang))
        .collect();
    let footer = tr!(
        lang,
        "embed-footer",
        deck = view.draw_pile_size,
        discard = view.discard.len(),
        removed = view.removed.len(),
        reshuffles = view.reshuffles,
        length = view.game_length
    );
    let head = BoardEmbed {
        title: cut(&title, TITLE_LIMIT),
        description: cut(&description, DESCRIPTION_LIMIT),
        fields,
        footer: cut(&footer, FOOTER_LIMIT),
    };
    let (muslim_heading, others_heading) = (tr!(lang, "embed-muslim"), tr!(lang, "embed-others"));
    fit(
        lang,
        head,
        &[
            (muslim_heading.as_str(), muslim),
            (others_heading.as_str(), others),
        ],
    )
}

/// The tracks, hands, Plots and victory counts: short fields, side by side.
fn track_fields(view: &View, lang: Lang) -> Vec<EmbedField> {
    let world = super::world_posture(view, lang);
    let plots_on_map: usize = view
        .countries
        .iter()
        .map(|c| usize::from(c.plot_count))
        .sum();
    let level = |text: &str| super::level(lang, text);
    let name = |key: &str| tr!(lang, key);
    vec![
        field(
            &name("embed-prestige"),
            format!("{} ({})", view.prestige, level(&view.prestige_level)),
        ),
        field(
            &name("embed-funding"),
            format!("{} ({})", view.funding, level(&view.funding_level)),
        ),
        field(
            &name("embed-troops"),
            tr!(
                lang,
                "embed-troops-value",
                troops = view.troops_on_track,
                level = level(&view.troops_level)
            ),
        ),
        field(
            &name("embed-posture"),
            tr!(
                lang,
                "embed-posture-value",
                us = names::posture(lang, view.us_posture),
                world = world
            ),
        ),
        field(&name("embed-gwot"), super::penalty(view)),
        field(
            &name("embed-reserves"),
            tr!(
                lang,
                "embed-sides-value",
                us = view.reserves.us,
                jihadist = view.reserves.jihadist
            ),
        ),
        field(
            &name("embed-cells"),
            tr!(
                lang,
                "embed-cells-value",
                cells = view.cells_on_track,
                available = view.available_cells
            ),
        ),
        field(
            &name("embed-hands"),
            tr!(
                lang,
                "embed-sides-value",
                us = view.hand_sizes.us,
                jihadist = view.hand_sizes.jihadist
            ),
        ),
        field(
            &name("embed-plots"),
            tr!(
                lang,
                "embed-plots-value",
                on_map = super::face_down_plots(plots_on_map, lang),
                available = view.available_plot_count
            ),
        ),
        field(
            &name("embed-us-victory"),
            tr!(
                lang,
                "embed-us-victory-value",
                good = view.good_resources,
                fair_good = view.fair_good_countries
            ),
        ),
        field(
            &name("embed-jihadist-victory"),
            tr!(
                lang,
                "embed-jihadist-victory-value",
                islamist = view.islamist_resources,
                poor = view.poor_islamist_countries
            ),
        ),
    ]
}

/// The event markers, lapsing events, the first Plot and the untested countries: fields
/// as wide as the embed, each only when there is something to show.
fn marker_fields(view: &View, lang: Lang) -> Vec<EmbedField> {
    let name = |key: &str| tr!(lang, key);
    let mut fixed = Vec::new();
    if !view.markers.is_empty() {
        let names: Vec<String> = view
            .markers
            .iter()
            .map(|m| names::marker(lang, *m))
            .collect();
        fixed.push(EmbedField {
            inline: false,
            ..field(&name("embed-markers"), names.join(", "))
        });
    }
    if !view.lapsing.is_empty() {
        fixed.push(EmbedField {
            inline: false,
            ..field(
                &name("embed-lapsing"),
                super::lapsing_names(&view.lapsing, lang),
            )
        });
    }
    if let Some(first) = super::first_plot(view, lang) {
        fixed.push(EmbedField {
            inline: false,
            ..field(&name("embed-first-plot"), first)
        });
    }
    let untested = super::untested_line(view, lang);
    if let Some((_, list)) = untested.split_once(": ") {
        fixed.push(EmbedField {
            inline: false,
            ..field(&name("embed-untested"), list.to_string())
        });
    }
    fixed
}

/// `head` plus one or more fields per list, dropping lines from the end of the last lists
/// (each replaced by `…and N more` in `lang`) until every limit holds.
pub fn fit(lang: Lang, head: BoardEmbed, lists: &[(&str, Vec<String>)]) -> BoardEmbed {
    let mut shown: Vec<usize> = lists.iter().map(|(_, lines)| lines.len()).collect();
    loop {
        let embed = lay_out(lang, &head, lists, &shown);
        if embed.fields.len() <= FIELDS_LIMIT && embed.char_count() <= TOTAL_LIMIT {
            return embed;
        }
        match shown.iter().rposition(|n| *n > 0) {
            Some(last) => shown[last] -= 1,
            None => return trim(embed),
        }
    }
}

/// The embed with the first `shown[i]` lines of each list, packed into fields.
fn lay_out(
    lang: Lang,
    head: &BoardEmbed,
    lists: &[(&str, Vec<String>)],
    shown: &[usize],
) -> BoardEmbed {
    let mut embed = head.clone();
    for ((heading, lines), shown) in lists.iter().zip(shown) {
        let mut items: Vec<String> = lines
            .iter()
            .take(*shown)
            .map(|line| cut(line, FIELD_VALUE_LIMIT))
            .collect();
        if lines.len() > *shown {
            items.push(tr!(lang, "embed-more", count = lines.len() - shown));
        }
        let mut values: Vec<String> = Vec::new();
        for item in items {
            match values.last_mut() {
                Some(value) if count(value) + 1 + count(&item) <= FIELD_VALUE_LIMIT => {
                    value.push('\n');
                    value.push_str(&item);
                }
                _ => values.push(item),
            }
        }
        for (part, value) in values.into_iter().enumerate() {
            let name = if part == 0 {
                heading.to_string()
            } else {
                tr!(lang, "embed-continued", heading = *heading)
            };
            embed.fields.push(EmbedField {
                name: cut(&name, FIELD_NAME_LIMIT),
                value,
                inline: false,
            });
        }
    }
    embed
}

/// Last resort when even the fixed fields are too long: drop fields from the end.
fn trim(mut embed: BoardEmbed) -> BoardEmbed {
    embed.fields.truncate(FIELDS_LIMIT);
    while embed.char_count() > TOTAL_LIMIT && embed.fields.pop().is_some() {}
    if embed.char_count() > TOTAL_LIMIT {
        embed.description = cut(&embed.description, 200);
    }
    embed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head() -> BoardEmbed {
        BoardEmbed {
            title: "Board".into(),
            description: "1 card played in this phase".into(),
            fields: vec![field("Prestige", "7 (High)".into())],
            footer: "Deck 10".into(),
        }
    }

    #[test]
    fn long_lists_are_split_and_cut_with_a_count() {
        let lines: Vec<String> = (0..200)
            .map(|i| format!("• Country {i}: {}", "x".repeat(60)))
            .collect();
        let others: Vec<String> = (0..40).map(|i| format!("• Other {i}")).collect();
        let embed = fit(
            Lang::En,
            head(),
            &[("Muslim countries", lines), ("Other countries", others)],
        );
        assert!(embed.problems().is_empty(), "{:?}", embed.problems());
        assert!(
            embed
                .fields
                .iter()
                .any(|f| f.name == "Muslim countries (cont.)")
        );
        // The later list is cut first, down to its count.
        let last = embed.fields.last().unwrap();
        assert_eq!(
            (last.name.as_str(), last.value.as_str()),
            ("Other countries", "…and 40 more")
        );
        let muslim = embed
            .fields
            .iter()
            .rev()
            .find(|f| f.name.starts_with("Muslim"))
            .unwrap();
        assert!(muslim.value.ends_with(" more"), "{}", muslim.value);
        assert!(embed.char_count() > TOTAL_LIMIT - 200, "the room is used");
    }

    #[test]
    fn short_lists_are_whole() {
        let embed = fit(
            Lang::En,
            head(),
            &[("Muslim countries", vec!["• Iraq".into(), "• Iran".into()])],
        );
        assert_eq!(embed.fields.len(), 2);
        assert_eq!(embed.fields[1].value, "• Iraq\n• Iran");
        assert!(embed.problems().is_empty());
    }

    #[test]
    fn an_over_long_head_is_trimmed() {
        let mut head = head();
        head.fields = (0..40)
            .map(|i| field(&format!("F{i}"), "y".repeat(1000)))
            .collect();
        let embed = fit(
            Lang::En,
            head,
            &[("Muslim countries", vec!["• Iraq".into()])],
        );
        assert!(embed.problems().is_empty(), "{:?}", embed.problems());
    }
}
