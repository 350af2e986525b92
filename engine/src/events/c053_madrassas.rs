//! Card 53 Madrassas (Jihadist, 1). Playable if it is the first card of the Jihadist Action
//! Phase (so never on a US play). Recruit twice, Funding ignored: with this card's 1 Op,
//! then with the Ops value of the phase's second card (chosen from the hand, used up, its
//! opponent's event triggering as for operations, 6.3.2). Besides cell or cadre countries
//! (8.2.2) any country marked Poor or Islamist Rule may be a target. Dice: per Recruit.

use crate::cx::{Cx, Run};
use crate::decision::{Op, Purpose};
use crate::error::RuleError;
use crate::events::CardEvent;
use crate::ops::jihadist::recruit::{self, RecruitRules, recruit_rolls};
use crate::ops::jihadist::{designate_dice, dice_by_country};
use crate::sequence::{finish_ops_card, take_second_card};
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct Madrassas;

const RULES: RecruitRules = RecruitRules {
    funding_limit: false,
    needed: None,
    cadre_on_failure: false,
};

/// A Madrassas Recruit target: a cell or cadre there, or marked Poor or Islamist Rule.
fn target(g: &GameState, country: Country) -> Result<(), RuleError> {
    if matches!(
        g.governance(country),
        Some(Governance::Poor | Governance::IslamistRule)
    ) && country.is_muslim()
    {
        return Ok(());
    }
    recruit::check(g, country).map_err(|_| {
        RuleError::target(
            Op::Recruit,
            country,
            "Card 53",
            "it has no cell or cadre and is not Poor or Islamist Rule",
        )
    })
}

/// One Recruit of `value` dice (a card may use fewer, 8.1.2); nothing if no target.
fn recruit_with(cx: &mut Cx<'_>, value: u8) -> Run {
    if !Country::ALL.into_iter().any(|c| target(&cx.g, c).is_ok()) {
        return Ok(());
    }
    let targets = designate_dice(cx, Purpose::Recruit, value, |g, c, _| target(g, c))?;
    recruit_rolls(cx, &dice_by_country(&targets), RULES)
}

impl CardEvent for Madrassas {
    fn id(&self) -> CardId {
        CardId::of(53)
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.phase.side == Side::Jihadist && g.phase.cards_played == 0 {
            Ok(())
        } else {
            Err("it is not the first card of a Jihadist Action Phase".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        recruit_with(cx, self.id().ops())?;
        let Some(second) = take_second_card(cx, by, self.id())? else {
            return Ok(());
        };
        finish_ops_card(cx, by, second, Some(Op::Recruit), |cx| {
            recruit_with(cx, second.ops())
        })
    }
}
