//! The message files (`locales/*/*.ftl`, issue "Русский"): both languages have the same
//! messages and attributes, every file parses, Russian plural forms, and every game term a
//! message uses is translated with the term the glossary (`locales/glossary.tsv`) takes from
//! the rules' Russian translation.

use std::collections::BTreeSet;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use labyrinth_bot::i18n::{self, Lang};
use labyrinth_bot::tr;

/// Every message and attribute id of one file (`id`, `id.attribute`).
fn ids(source: &str) -> BTreeSet<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = BTreeSet::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            if m.value.is_some() {
                out.insert(m.id.name.to_string());
            }
            for a in m.attributes {
                out.insert(format!("{}.{}", m.id.name, a.id.name));
            }
        }
    }
    out
}

#[test]
fn every_file_parses_in_both_languages() {
    for lang in Lang::ALL {
        for (area, source) in i18n::sources(lang) {
            if let Err((_, errors)) = fluent_syntax::parser::parse(source) {
                panic!("locales/{}/{area}.ftl: {errors:?}", lang.code());
            }
        }
    }
}

#[test]
fn both_languages_have_the_same_messages() {
    let en: Vec<_> = i18n::sources(Lang::En).collect();
    let ru: Vec<_> = i18n::sources(Lang::Ru).collect();
    assert_eq!(en.len(), ru.len());
    let mut all = BTreeSet::new();
    for ((area, en), (_, ru)) in en.iter().zip(&ru) {
        let (en, ru) = (ids(en), ids(ru));
        let only_en: Vec<_> = en.difference(&ru).collect();
        let only_ru: Vec<_> = ru.difference(&en).collect();
        assert!(
            only_en.is_empty() && only_ru.is_empty(),
            "{area}.ftl: only in English {only_en:?}, only in Russian {only_ru:?}"
        );
        for id in en {
            assert!(all.insert(id.clone()), "{id} is defined twice ({area}.ftl)");
        }
    }
}

#[test]
fn russian_plural_forms() {
    // The CLDR rules fluent-bundle applies: 1, 21 one; 2-4 few; 5-20, 0 many.
    let counts = [
        (1, "1 ячейка"),
        (2, "2 ячейки"),
        (5, "5 ячеек"),
        (21, "21 ячейка"),
    ];
    for (n, want) in counts {
        assert_eq!(tr!(Lang::Ru, "count-cells", count = n), want);
    }
    assert_eq!(tr!(Lang::En, "count-cells", count = 1), "1 cell");
    assert_eq!(tr!(Lang::En, "count-cells", count = 3), "3 cells");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    assert_eq!(
        i18n::text(Lang::Ru, "no-such-message", None),
        "no-such-message"
    );
    assert!(i18n::has(Lang::Ru, "language-set"));
    assert!(!i18n::has(Lang::Ru, "no-such-message"));
}

#[test]
fn locale_codes() {
    assert_eq!(Lang::parse("ru"), Some(Lang::Ru));
    assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
    assert_eq!(Lang::parse("en-US"), Some(Lang::En));
    assert_eq!(Lang::parse("Русский"), Some(Lang::Ru));
    assert_eq!(Lang::parse("de"), None);
}

/// The text of a pattern, every variant of every select included, placeables as `{}`.
fn pattern_text(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        out.push(' ');
                        pattern_text(&v.value, out);
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                Expression::Inline(_) => out.push_str("{}"),
            },
        }
    }
}

/// id -> the message's whole text (value and attributes), per language.
fn texts(lang: Lang) -> std::collections::BTreeMap<String, String> {
    let mut out = std::collections::BTreeMap::new();
    for (_, source) in i18n::sources(lang) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                if let Some(value) = &m.value {
                    let mut text = String::new();
                    pattern_text(value, &mut text);
                    out.insert(m.id.name.to_string(), text);
                }
                for a in &m.attributes {
                    let mut text = String::new();
                    pattern_text(&a.value, &mut text);
                    out.insert(format!("{}.{}", m.id.name, a.id.name), text);
                }
            }
        }
    }
    out
}

struct Term {
    english: String,
    russian: Vec<String>,
    rule: String,
}

fn glossary() -> Vec<Term> {
    let text = include_str!("../../locales/glossary.tsv");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(
                cols.len(),
                3,
                "glossary line needs 3 tab-separated columns: {line}"
            );
            Term {
                english: cols[0].to_string(),
                russian: cols[1]
                    .split('|')
                    .map(|s| s.trim().to_lowercase())
                    .collect(),
                rule: cols[2].to_string(),
            }
        })
        .collect()
}

/// `term` as a word in `text` (or its plural: "Plots"). A capitalised term matches only
/// capitalised ("Good" Governance, not "for good"); a lower-case one matches any case.
fn uses(text: &str, term: &str) -> bool {
    let capital = term.chars().next().is_some_and(char::is_uppercase);
    let (hay, needle) = if capital {
        (text.to_string(), term.to_string())
    } else {
        (text.to_lowercase(), term.to_lowercase())
    };
    hay.match_indices(&needle).any(|(at, _)| {
        let before = hay[..at].chars().next_back();
        let rest = &hay[at + needle.len()..];
        let rest = ["es", "s"]
            .iter()
            .find_map(|suffix| rest.strip_prefix(suffix))
            .filter(|r| !r.chars().next().is_some_and(char::is_alphanumeric))
            .unwrap_or(rest);
        !before.is_some_and(char::is_alphanumeric)
            && !rest.chars().next().is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn every_game_term_is_translated_with_the_glossarys_term() {
    let terms = glossary();
    assert!(!terms.is_empty());
    for t in &terms {
        assert!(!t.rule.trim().is_empty(), "{}: no rule number", t.english);
    }
    let (en, ru) = (texts(Lang::En), texts(Lang::Ru));
    let mut wrong = Vec::new();
    for (id, english) in &en {
        let Some(russian) = ru.get(id) else { continue };
        let russian = russian.to_lowercase();
        for t in &terms {
            if uses(english, &t.english) && !t.russian.iter().any(|r| russian.contains(r)) {
                wrong.push(format!(
                    "{id}: \"{}\" ({}) should be {:?}",
                    t.english, t.rule, t.russian
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The Jihadist player is «исламист» in the Russian rules (1.0, 5.2.2, 6.3.2.2: «игрок-
/// исламист»), which never write «джихадист»: one name for the side in every text, and its
/// short form «исл.».
#[test]
fn the_jihadist_side_is_named_as_the_russian_rules_name_it() {
    let named: Vec<String> = texts(Lang::Ru)
        .into_iter()
        .filter(|(_, text)| {
            let text = text.to_lowercase();
            text.contains("джихадист") || text.contains("джих.")
        })
        .map(|(id, text)| format!("{id}: {text}"))
        .collect();
    assert!(named.is_empty(), "«джихадист» in:\n{}", named.join("\n"));
}
