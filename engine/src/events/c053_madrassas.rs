//! Card 53 Madrassas (Jihadist, 1). Playable if it is the first card of the Jihadist Action
//! Phase (so never on a US play). Recruit twice, Funding ignored: with this card's 1 Op,
//! then with the Ops value of the phase's second card (chosen from the hand, used up, its
//! opponent's event triggering as for operations, 6.3.2). Besides cell or cadre countries
//! (8.2.2) any country marked Poor or Islamist Rule may be a target. Dice: per Recruit.
//!
//! Solitaire (9.4.2.1, docs/bot-readings.md §8, I-5): the second card is the top of the bot's pile;
//! each Recruit rolls all its dice in one country PICKed among the eligible ones (dice: PICK, test,
//! roll; then the same for the second card). GTMO does not stop it. The bot's card play triggers no
//! US event (9.4.1 note); US Election still does (6.3.1, I-34).

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion, Op, Purpose};
use crate::error::{Refusal, RuleError};
use crate::events::CardEvent;
use crate::log::BotPurpose;
use crate::ops::jihadist::recruit::{RecruitRules, recruit_rolls};
use crate::ops::jihadist::{designate_dice, dice_by_country};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct Madrassas;

const RULES: RecruitRules = RecruitRules {
    funding_limit: false,
    needed: None,
    cadre_on_failure: false,
};

/// A Madrassas Recruit target: a cell or cadre there, or marked Poor or Islamist Rule.
fn target(g: &SideView<'_>, country: Country) -> Result<(), RuleError> {
    let poor_or_islamist_rule = matches!(
        g.governance(country),
        Some(Governance::Poor | Governance::IslamistRule)
    ) && country.is_muslim();
    // 8.2.2 otherwise a cell or cadre there.
    if poor_or_islamist_rule || g.recruit_allowed(country) {
        return Ok(());
    }
    Err(RuleError::target(
        Op::Recruit,
        country,
        "Card 53",
        "it has no cell or cadre and is not Poor or Islamist Rule",
    ))
}

/// One Recruit of `value` dice (a card may use fewer, 8.1.2); nothing if no target.
fn recruit_with(cx: &mut Cx<'_>, value: u8) -> Run {
    if !Country::ALL
        .into_iter()
        .any(|c| target(&cx.view(), c).is_ok())
    {
        return Ok(());
    }
    let targets = designate_dice(cx, Purpose::Recruit, value, |g, c, _| {
        target(&g.side_view(Side::Jihadist), c)
    })?;
    recruit_rolls(cx, &dice_by_country(&targets), RULES)
}

/// The bot's Recruit of `value` dice: one PICK among the eligible countries (I-5).
fn bot_recruit(cx: &mut Cx<'_>, value: u8) -> Run {
    let eligible: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| target(&cx.view(), *c).is_ok())
        .collect();
    match crate::bot::pick::pick(cx, BotPurpose::EventRecruit, &eligible) {
        Some(country) => recruit_rolls(cx, &[(country, value)], RULES),
        None => Ok(()),
    }
}

/// docs/bot-readings.md §8 the bot's Madrassas.
fn bot_play(cx: &mut Cx<'_>, by: Side, card: CardId) -> Run {
    bot_recruit(cx, card.ops())?;
    let Some(second) = cx.take_second_card(by, card)? else {
        return Ok(());
    };
    let triggered = second.info().auto_trigger && cx.occur_event(second, by, false)?;
    bot_recruit(cx, second.ops())?;
    if triggered {
        cx.dispose_after_event(second, by);
    } else {
        cx.discard(second);
    }
    Ok(())
}

impl CardEvent for Madrassas {
    fn id(&self) -> CardId {
        CardId::of::<53>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.phase.side == Side::Jihadist && g.phase.cards_played == 0 {
            Ok(())
        } else {
            Err("it is not the first card of a Jihadist Action Phase".into())
        }
    }
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        // 6.3.2.1 a US play is never the Jihadist's first card: it cannot occur.
        false
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), by) {
            return bot_play(cx, by, self.id());
        }
        recruit_with(cx, self.id().ops())?;
        let Some(second) = cx.take_second_card(by, self.id())? else {
            return Ok(());
        };
        cx.finish_ops_card(by, second, Some(Op::Recruit), |cx| {
            recruit_with(cx, second.ops())
        })
    }
    /// 9.2 / I-30 the second card is the top card of the bot's pile.
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        if question != EventQuestion::SecondCard {
            return None;
        }
        crate::bot::top_card(cx, options)
    }
}
