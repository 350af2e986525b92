//! Runs of log lines: what a single entry cannot say alone (a roll that changes nothing,
//! an Action Phase with no card to play, an event followed by the card's operations).

use labyrinth_engine::{
    BotDecision, BotReason, CardUse, Country, DiplomacyStep, LogEntry, RollKind,
};

use super::card::side_key;
use super::log::{card_played, diplomacy_key};
#[cfg(test)]
use super::log_entry;
use super::log_entry_lang;
use crate::i18n::{Lang, names};
use crate::tr;

/// Log lines in English (see [`log_lines_lang`]).
pub fn log_lines(entries: &[LogEntry]) -> Vec<String> {
    log_lines_lang(Lang::En, entries)
}

/// Log lines for a run of entries (each already `seen_by` the audience's seat), in `lang`:
/// as [`log_entry_lang`], and a Posture or Governance roll that changes nothing says what
/// the country stays (4.9.3: 1-4 Soft, 5-6 Hard; 4.9.4: 1-4 Poor, 5-6 Fair).
pub fn log_lines_lang(lang: Lang, entries: &[LogEntry]) -> Vec<String> {
    entries
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| {
            // A Posture or Governance roll and its result read as one line.
            if i > 0 && result_of(lang, &entries[i - 1], entry).is_some() {
                return None;
            }
            // 5.2.5 an end-of-turn change of Funding or Prestige says why, after it.
            if entries
                .get(i + 1)
                .is_some_and(|next| diplomacy_of(entry, next).is_some())
            {
                return None;
            }
            let line = log_entry_lang(lang, entry)?;
            if let Some(step) = i
                .checked_sub(1)
                .and_then(|p| diplomacy_of(&entries[p], entry))
            {
                let why = tr!(lang, "log-diplomacy", step = diplomacy_key(step));
                return Some(format!("{}: {why}.", line.trim_end_matches('.')));
            }
            if let Some(result) = entries
                .get(i + 1)
                .and_then(|next| result_of(lang, entry, next))
            {
                return Some(format!("{line} → {result}."));
            }
            if let Some(itemised) = i
                .checked_sub(1)
                .and_then(|p| war_of_ideas_itemised(lang, &entries[p], entry))
            {
                return Some(itemised);
            }
            // 9.4.1 the bot plays an Unassociated event and then the card's operations.
            if let LogEntry::CardPlayed {
                side,
                card: played,
                used_as: CardUse::Event,
            } = entry
                && entries[i + 1..]
                    .iter()
                    .any(|e| matches!(e, LogEntry::Operation { card, .. } if card == played))
            {
                return Some(card_played(lang, *side, *played, "event-then-ops"));
            }
            // 9.4.1 the bot's card goes to Radicalization (a cell event with no cell on the
            // Funding track, a Plot event the Plot chart cannot place): not to operations.
            if let LogEntry::CardPlayed {
                side,
                card: played,
                used_as: CardUse::Operations,
            } = entry
                && entries[i + 1..]
                    .iter()
                    .take(3)
                    .any(|e| goes_to_radicalization(e, *played))
            {
                return Some(card_played(lang, *side, *played, "radicalization"));
            }
            // An Action Phase that ends as it starts: its side has no card to play (5.2).
            if let LogEntry::PhaseStarted { side, .. } = entry
                && matches!(
                    entries.get(i + 1),
                    Some(LogEntry::PhaseStarted { .. } | LogEntry::EndOfTurn { .. })
                )
            {
                let none = tr!(lang, "log-no-cards-left", side = side_key(*side));
                return Some(format!("{line} {none}"));
            }
            match stays(lang, entry, entries.get(i + 1)) {
                Some(stays) => Some(format!("{line} — {stays}")),
                None => Some(line),
            }
        })
        .collect()
}

/// The 5.2.5 step `before` gives as the reason for the Funding or Prestige change `entry`.
fn diplomacy_of(before: &LogEntry, entry: &LogEntry) -> Option<DiplomacyStep> {
    match (before, entry) {
        (LogEntry::Diplomacy { step }, LogEntry::Funding { .. } | LogEntry::Prestige { .. })
            if *step != DiplomacyStep::Pirates =>
        {
            Some(*step)
        }
        _ => None,
    }
}

/// Is `entry` the bot's decision to send `played` to Radicalization (9.4.1)?
fn goes_to_radicalization(entry: &LogEntry, played: labyrinth_engine::CardId) -> bool {
    matches!(
        entry,
        LogEntry::BotReason {
            reason: BotReason::Decide {
                card,
                decision: BotDecision::RadicalizationEmptyTrack
                    | BotDecision::RadicalizationNoPlotTarget,
            },
        } if *card == played
    )
}

/// 4.9.2 a War of Ideas roll with each modifier that applied (from the entry before it):
/// "🎲 War of Ideas roll in Pakistan: die 3 +1 Aid -1 GWOT penalty = 3, needs 5 → fails".
fn war_of_ideas_itemised(lang: Lang, before: &LogEntry, entry: &LogEntry) -> Option<String> {
    let LogEntry::WarOfIdeasModifiers { country, modifiers } = before else {
        return None;
    };
    let LogEntry::Rolled {
        kind: RollKind::WarOfIdeas,
        country: Some(rolled),
        dice,
        modified: Some(total),
        needed: Some(needed),
        successes,
    } = entry
    else {
        return None;
    };
    let die = dice.first().filter(|_| rolled == country)?;
    let items: String = if modifiers.is_empty() {
        format!(" {}", tr!(lang, "log-woi-no-modifiers"))
    } else {
        modifiers
            .iter()
            .map(|(m, v)| format!(" {v:+} {}", super::options::modifier_name(lang, *m)))
            .collect()
    };
    Some(tr!(
        lang,
        "log-woi-itemised",
        kind = "war-of-ideas",
        place = format!(" {}", names::country_in(lang, *country)),
        die = *die,
        items = items,
        total = total.to_string(),
        needed = *needed,
        success = if successes.unwrap_or(0) > 0 {
            "yes"
        } else {
            "no"
        }
    ))
}

/// The result `next` records for the Posture or Governance roll `entry` ("Hard", "Poor,
/// tested"), if it does.
fn result_of(lang: Lang, entry: &LogEntry, next: &LogEntry) -> Option<String> {
    let LogEntry::Rolled {
        kind: kind @ (RollKind::Posture | RollKind::Governance),
        country: Some(rolled),
        ..
    } = entry
    else {
        return None;
    };
    let tested = |result: String| tr!(lang, "log-roll-result-tested", result = result);
    let result = match (kind, next) {
        (RollKind::Posture, LogEntry::Posture { country, from, to }) => (
            country,
            match from {
                Some(from) => tr!(
                    lang,
                    "log-roll-result-was",
                    to = names::posture(lang, *to),
                    from = names::posture(lang, *from)
                ),
                None => names::posture(lang, *to),
            },
        ),
        (
            RollKind::Posture,
            LogEntry::Tested {
                country,
                posture: Some(p),
                ..
            },
        ) => (country, tested(names::posture(lang, *p))),
        (
            RollKind::Governance,
            LogEntry::Tested {
                country,
                governance: Some(g),
                ..
            },
        ) => (country, tested(names::governance(lang, *g))),
        _ => return None,
    };
    (result.0 == rolled).then_some(result.1)
}

/// "Spain stays Soft." for a roll `next` does not follow with a change.
fn stays(lang: Lang, entry: &LogEntry, next: Option<&LogEntry>) -> Option<String> {
    let LogEntry::Rolled {
        kind,
        country: Some(country),
        dice,
        modified,
        ..
    } = entry
    else {
        return None;
    };
    let roll = modified.or_else(|| dice.first().map(|d| *d as i8))?;
    let changed = |c: &Country| c == country;
    let (kind, result, result_ins) = match kind {
        RollKind::Posture => {
            if matches!(next, Some(LogEntry::Posture { country: c, .. } | LogEntry::Tested { country: c, .. }) if changed(c))
            {
                return None;
            }
            let posture = if roll >= 5 {
                labyrinth_engine::Posture::Hard
            } else {
                labyrinth_engine::Posture::Soft
            };
            let name = names::posture(lang, posture);
            ("posture", name.clone(), name)
        }
        RollKind::Governance => {
            if matches!(next, Some(LogEntry::Governance { country: c, .. } | LogEntry::Tested { country: c, .. }) if changed(c))
            {
                return None;
            }
            let governance = if roll >= 5 {
                labyrinth_engine::Governance::Fair
            } else {
                labyrinth_engine::Governance::Poor
            };
            (
                "governance",
                names::governance(lang, governance),
                names::governance_as(lang, governance, names::Case::Instrumental),
            )
        }
        _ => return None,
    };
    Some(tr!(
        lang,
        "log-stays",
        country = names::country(lang, *country),
        kind = kind,
        result = result,
        result_ins = result_ins
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::render::tests::start;
    use crate::render::{board, board_embed, drawn_at_random, question, waiting};
    use labyrinth_engine::{Country, DecisionKind, Seat, Side};

    /// 9.4.1 a bot card sent to Radicalization (here #116 KSM, a Plot event with no Plot
    /// target) is headed "for Radicalization", not "for operations" (issue 44).
    #[test]
    fn a_card_sent_to_radicalization_is_headed_so() {
        use labyrinth_engine::{BotDecision, BotReason, CardId, CardUse};
        let ksm = CardId::of::<116>();
        let entries = [
            LogEntry::CardPlayed {
                side: Side::Jihadist,
                card: ksm,
                used_as: CardUse::Operations,
            },
            LogEntry::BotReason {
                reason: BotReason::Play { card: ksm },
            },
            LogEntry::BotReason {
                reason: BotReason::Decide {
                    card: ksm,
                    decision: BotDecision::RadicalizationNoPlotTarget,
                },
            },
        ];
        let lines = log_lines(&entries);
        assert_eq!(
            lines[0], "Jihadist plays #116 KSM (3 ops, Both) for Radicalization (9.4.3).",
            "{lines:?}"
        );
        let ru = log_lines_lang(Lang::Ru, &entries);
        assert!(ru[0].contains("для радикализации"), "{ru:?}");
        // A card played for operations stays so.
        let lines = log_lines(&entries[..2]);
        assert!(lines[0].ends_with("for operations."), "{lines:?}");
    }

    /// 5.2.5 each end-of-turn change of Funding and Prestige says why (issue 44).
    #[test]
    fn end_of_turn_changes_say_why() {
        use labyrinth_engine::DiplomacyStep as D;
        let step = |step| LogEntry::Diplomacy { step };
        let entries = [
            LogEntry::EndOfTurn { turn: 1 },
            step(D::Expenditures),
            LogEntry::Funding { from: 9, to: 8 },
            step(D::IslamistRule),
            LogEntry::Prestige { from: 8, to: 7 },
            step(D::WorldPosture),
            LogEntry::Prestige { from: 7, to: 8 },
        ];
        assert_eq!(
            log_lines(&entries),
            [
                "— End of turn 1 —",
                "Funding 9 → 8: expenditures (5.2.5).",
                "Prestige 8 → 7: a country is under Islamist Rule (5.2.5).",
                "Prestige 7 → 8: World Posture 3 is the US Posture (5.2.5).",
            ]
        );
        let ru = log_lines_lang(Lang::Ru, &entries);
        assert_eq!(ru[1], "Финансирование 9 → 8: расходы (5.2.5).");
        assert_eq!(
            log_lines(&[step(D::Pirates)]),
            ["No Funding loss: Card 73 Pirates, Somalia or Yemen under Islamist Rule (5.2.5)."]
        );
    }

    /// A roll that changes nothing says what the country stays; the Prestige roll says by
    /// how much it shifts (4.7.1).
    #[test]
    fn rolls_say_what_stays_and_how_far_prestige_shifts() {
        use labyrinth_engine::{Posture, RollKind};
        let roll = |kind, die: u8| LogEntry::Rolled {
            kind,
            country: Some(Country::Spain),
            dice: vec![die],
            modified: None,
            needed: None,
            successes: None,
        };
        let empty = log_lines(&[
            LogEntry::PhaseStarted {
                turn: 3,
                side: Side::Us,
            },
            LogEntry::PhaseStarted {
                turn: 4,
                side: Side::Jihadist,
            },
        ]);
        assert!(
            empty[0].ends_with("The US has no cards left to play."),
            "{empty:?}"
        );
        let kosovo = labyrinth_engine::CardId::of::<101>();
        let both = log_lines(&[
            LogEntry::CardPlayed {
                side: Side::Jihadist,
                card: kosovo,
                used_as: CardUse::Event,
            },
            LogEntry::Operation {
                side: Side::Jihadist,
                card: kosovo,
                op: labyrinth_engine::Op::Recruit,
                value: 1,
            },
        ]);
        assert!(
            both[0].ends_with("for the event, then operations."),
            "{both:?}"
        );
        let lines = log_lines(&[roll(RollKind::Posture, 2)]);
        assert!(lines[0].ends_with(" — Spain stays Soft."), "{lines:?}");
        let changed = log_lines(&[
            roll(RollKind::Posture, 6),
            LogEntry::Posture {
                country: Country::Spain,
                from: Some(Posture::Soft),
                to: Posture::Hard,
            },
        ]);
        assert!(!changed[0].contains("stays"), "{changed:?}");
        let prestige = log_entry(&LogEntry::Rolled {
            kind: RollKind::Prestige,
            country: None,
            dice: vec![2, 5, 3],
            modified: Some(2),
            needed: None,
            successes: None,
        })
        .unwrap_or_default();
        assert!(prestige.contains("Prestige shifts down by 3"), "{prestige}");
    }

    #[test]
    fn polish_possessives_and_travel_in_place() {
        let kind = DecisionKind::TriggerOrder {
            card: labyrinth_engine::CardId::of::<73>(),
        };
        assert!(
            question(&kind).contains("#73 Pirates' event"),
            "{}",
            question(&kind)
        );
        let line = log_entry(&LogEntry::CellTravels {
            from: Country::Afghanistan,
            to: Country::Afghanistan,
            arrived: true,
        })
        .unwrap_or_default();
        assert_eq!(
            line,
            "A cell in Afghanistan travels in place and stays there."
        );
    }

    /// The 1st Plot box shows in the text board and the embed, not only in the picture.
    #[test]
    fn the_first_plot_box_is_on_the_text_board_and_the_embed() {
        let mut view = start().view(Seat::Observer);
        assert!(!board(&view, Lang::En).contains("1st Plot"));
        view.first_plot = Some(Some(labyrinth_engine::CardId::of::<2>()));
        let text = board(&view, Lang::En);
        assert!(text.contains("1st Plot: #2 Biometrics"), "{text}");
        let embed = board_embed(&view, Lang::En);
        assert!(
            embed.texts().iter().any(|t| t.contains("#2 Biometrics")),
            "{embed:?}"
        );
    }

    /// Card 47 in two-player: the waiting line says the card was drawn at random, not picked.
    #[test]
    fn card_47_says_the_jihadist_card_was_drawn_at_random() {
        let mut view = start().view(Seat::Observer);
        view.players = labyrinth_engine::Players::TwoPlayer;
        assert!(!drawn_at_random(&view, Side::Jihadist));
        view.lapsing.push(labyrinth_engine::CardId::of::<47>());
        assert!(drawn_at_random(&view, Side::Jihadist));
        assert!(!drawn_at_random(&view, Side::Us));
        let kind = DecisionKind::CardUse {
            card: labyrinth_engine::CardId::of::<76>(),
        };
        let line = waiting(Side::Jihadist, "bob", &kind, true);
        assert!(line.contains("drawn at random"), "{line}");
        assert!(!line.contains("picked") && !line.contains("#76"), "{line}");
    }

    /// A Posture or Governance roll and its result are one line (the Mission Accomplished?
    /// set-up's seven rolls read as seven lines); a random pick among many countries
    /// counts them rather than naming thirty (Card 82 Jihadist Videos picks three times).
    #[test]
    fn rolls_read_with_their_result_and_long_candidate_lists_are_counted() {
        use labyrinth_engine::{BotPurpose, BotReason, Posture, RollKind};
        let roll = |kind, country, die: u8| LogEntry::Rolled {
            kind,
            country: Some(country),
            dice: vec![die],
            modified: None,
            needed: None,
            successes: None,
        };
        let lines = log_lines(&[
            roll(RollKind::Posture, Country::Benelux, 5),
            LogEntry::Posture {
                country: Country::Benelux,
                from: None,
                to: Posture::Hard,
            },
            roll(RollKind::Posture, Country::China, 1),
            LogEntry::Tested {
                country: Country::China,
                governance: None,
                posture: Some(Posture::Soft),
            },
        ]);
        assert_eq!(
            lines,
            vec![
                "🎲 Posture roll in Benelux: 5 → Hard.",
                "🎲 Posture roll in China: 1 → Soft, tested.",
            ]
        );
        let pick = |candidates: Vec<Country>| {
            crate::render::bot::reason_line(&BotReason::Pick {
                purpose: BotPurpose::EventRecruit,
                candidates,
                dice: vec![3, 4],
                chosen: Country::Morocco,
            })
        };
        let many: Vec<Country> = Country::ALL.into_iter().take(31).collect();
        assert_eq!(
            pick(many),
            "🤖 event Recruit: dice [3, 4] pick Morocco among 31 countries (9.5)"
        );
        let few = pick(vec![Country::Morocco, Country::Egypt]);
        assert!(few.contains("among Morocco, Egypt"), "{few}");
    }
}
