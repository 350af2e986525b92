//! 5.0 Sequence of play and 6.0 card play: Action Phases, the final US card, triggered
//! events, Reserves, end of turn.

use crate::cx::{CardPlay, Cx, Run, Stop};
use crate::decision::{Answer, CardUse, DecisionKind, Op, Order};
use crate::error::{Reason, Refusal, RuleError};
use crate::events::{self, Disposal};
use crate::log::{DiplomacyStep, LogEntry};
use crate::ops;
use crate::state::{Cards, GameState, Ideology, Phase, Players, RegimeChange, Step};
use crate::types::{Association, CardId, Country, Reserves, Side};

/// The sequence of play as the executor's [`CardPlay`]: the card handling an event can
/// start; `play.rs` hands it in.
pub(crate) struct Sequence;

impl CardPlay for Sequence {
    fn occur_event(
        &self,
        cx: &mut Cx<'_>,
        card: CardId,
        player: Side,
        as_event: bool,
    ) -> Run<bool> {
        occur_event(cx, card, player, as_event)
    }
    fn dispose_after_event(&self, cx: &mut Cx<'_>, card: CardId, player: Side) {
        dispose_after_event(cx, card, player)
    }
    fn play_extra_card(&self, cx: &mut Cx<'_>, side: Side, event: CardId) -> Run {
        play_extra_card(cx, side, event)
    }
    fn take_second_card(&self, cx: &mut Cx<'_>, side: Side, event: CardId) -> Run<Option<CardId>> {
        take_second_card(cx, side, event)
    }
    fn finish_ops_card(
        &self,
        cx: &mut Cx<'_>,
        side: Side,
        card: CardId,
        op: Option<Op>,
        operations: &mut dyn FnMut(&mut Cx<'_>) -> Run,
    ) -> Run {
        finish_ops_card(cx, side, card, op, operations)
    }
}

/// Run one unit of play from the current step.
pub(crate) fn run_step(cx: &mut Cx<'_>) -> Run {
    match cx.g.step {
        Step::SpecialSetup => crate::setup::special_setup(cx),
        Step::ActionPhase => action_phase(cx),
        Step::ResolvePlots => crate::plots::resolve_next(cx),
        Step::EndOfTurn => end_of_turn(cx),
        Step::GameOver => Err(Stop::Over),
    }
}

/// 5.2.2 one card (or the final-card choice, or a cadre removal) of an Action Phase.
fn action_phase(cx: &mut Cx<'_>) -> Run {
    let side = cx.g.phase.side;
    if let Some(run) = cx.responder_action_phase(side) {
        return run; // 9.4 the solitaire bot plays
    }
    let hand = cx.g.hand(side).clone();
    let has_cadre = side == Side::Jihadist && Country::ALL.iter().any(|c| cx.g.country(*c).cadre);
    if cx.g.phase.cards_played >= 2 || (hand.is_empty() && !has_cadre) || cx.g.us_held {
        return end_phase(cx);
    }
    // Card 47 The door of Itjihad was closed (2-player): the Jihadist's card is drawn at
    // random from its hand (`cx.pick`) instead of chosen.
    let drawn = if side == Side::Jihadist
        && cx.g.players == Players::TwoPlayer
        && cx.g.lapsing_in_effect(CardId::of::<47>())
        && !hand.is_empty()
    {
        hand.get(cx.pick(hand.len())).copied()
    } else {
        None
    };
    // 5.2.4 the US holding only one card may also discard or hold it (9.7 Infectious: not).
    let must_play_all = cx.g.players == Players::Solitaire && cx.g.ideology >= Ideology::Infectious;
    let may_discard = side == Side::Us && hand.len() == 1 && !must_play_all;
    // A replayed answer is checked by the same rule that lists the options, unlisted.
    let question = ActionCard {
        side,
        hand: &hand,
        drawn,
        may_discard,
    };
    let answer = match cx.take_recorded(side, |g, answer| question.legal(g, answer)) {
        Some(answer) => answer,
        None => ask_action_card(cx, &question)?,
    };
    match answer {
        Answer::Card(card) => {
            play_card(cx, side, card)?;
            cx.check_victory(Some(side))?;
        }
        Answer::Discard => {
            let card = hand[0];
            cx.g.hands.get_mut(side).retain(|c| *c != card);
            cx.log(LogEntry::Discarded { side, card });
            cx.g.phase.cards_played += 1;
            // 6.3.2.3 a discard triggers no event, except US Election (auto-trigger).
            if card.info().auto_trigger {
                occur_event(cx, card, side, false)?;
                cx.check_victory(Some(side))?;
            }
            if !cx.g.removed.contains(&card) {
                cx.g.discard.push(card);
            }
        }
        Answer::Hold => {
            cx.g.us_held = true;
            cx.log(LogEntry::Held {
                side,
                card: Some(hand[0]),
            });
            return end_phase(cx);
        }
        Answer::RemoveCadre(country) => {
            cx.g.country_mut(country).cadre = false;
            cx.log(LogEntry::Cadre {
                country,
                placed: false,
            });
            // 2.1.1 removing the last cadre can't win for the US: cadres are not cells.
        }
        _ => return end_phase(cx),
    }
    Ok(())
}

/// 5.2.2 ask `side` for the next card of its Action Phase (or a final-card choice, a
/// cadre removal, or the end of the phase).
fn ask_action_card(cx: &mut Cx<'_>, question: &ActionCard<'_>) -> Run<Answer> {
    let options = question.options(&cx.g);
    let card_number = cx.g.phase.cards_played + 1;
    let ActionCard {
        side, drawn, hand, ..
    } = *question;
    // The refusals read the hand (a copy: the question borrows `cx`).
    let hand = hand.clone();
    cx.ask_with(
        side,
        DecisionKind::ActionCard { card_number },
        options,
        |answer| match answer {
            Answer::Card(card) if !hand.contains(card) => {
                Some(RuleError::CardNotInHand { side, card: *card })
            }
            Answer::Card(card) if drawn.is_some_and(|d| d != *card) => Some(RuleError::Invalid(
                Reason::new(
                    "the Jihadist plays the card drawn at random, not card {number} (Card 47)",
                )
                .with("number", card.number()),
            )),
            Answer::Hold | Answer::Discard if hand.len() != 1 => {
                Some(RuleError::Invalid(Reason::new(
                    "only a US player holding a single card may discard or hold it (5.2.4)",
                )))
            }
            _ => None,
        },
    )
}

/// 5.2.2 the question of an Action Phase's next card: its legality is written once, in
/// [`legal`](Self::legal), and the options are the candidates it accepts.
#[derive(Copy, Clone)]
struct ActionCard<'h> {
    side: Side,
    hand: &'h Cards,
    /// Card 47 (2-player): the Jihadist's card drawn at random.
    drawn: Option<CardId>,
    /// 5.2.4 the US holding one card may discard or hold it.
    may_discard: bool,
}

impl ActionCard<'_> {
    fn legal(&self, g: &GameState, answer: Answer) -> bool {
        match answer {
            Answer::Card(card) => self.hand.contains(&card) && self.drawn.is_none_or(|d| d == card),
            Answer::Discard | Answer::Hold => self.may_discard,
            // 4.8.4 the Jihadist may remove any cadres during its Action Phase.
            Answer::RemoveCadre(country) => self.side == Side::Jihadist && g.country(country).cadre,
            Answer::EndPhase => self.hand.is_empty(),
            _ => false,
        }
    }

    /// The options in order: cards, Discard, Hold, cadres, end of phase.
    fn options(&self, g: &GameState) -> Vec<Answer> {
        let cards = self.hand.iter().map(|c| Answer::Card(*c));
        let others = [Answer::Discard, Answer::Hold].into_iter();
        let cadres = Country::ALL.into_iter().map(Answer::RemoveCadre);
        cards
            .chain(others)
            .chain(cadres)
            .chain(std::iter::once(Answer::EndPhase))
            .filter(|answer| self.legal(g, *answer))
            .collect()
    }
}

pub(crate) fn end_phase(cx: &mut Cx<'_>) -> Run {
    match cx.g.phase.side {
        Side::Jihadist => {
            cx.g.phase = Phase {
                side: Side::Us,
                cards_played: 0,
            };
            cx.g.us_held = false;
            cx.log(LogEntry::PhaseStarted {
                turn: cx.g.turn,
                side: Side::Us,
            });
        }
        Side::Us => {
            // 5.2.3 resolve Plots at the end of every US Action Phase.
            cx.g.step = Step::ResolvePlots;
        }
    }
    Ok(())
}

/// Why `side` may not play `card` as an event now, put into words only when reported.
enum EventRefused {
    /// 6.2.5 the card is the other side's (its owner).
    Association(Side),
    /// 6.2.6 its precondition, or 6.2.8 a blocking card.
    Event(Refusal),
}

/// May `side` play `card` as an event now (6.2.5, 6.2.6, 6.2.8)?
fn event_playable_by(g: &GameState, card: CardId, side: Side) -> Result<(), EventRefused> {
    if let Some(owner) = card.association().side()
        && owner != side
    {
        return Err(EventRefused::Association(owner));
    }
    events::check_playable(g, card, side).map_err(EventRefused::Event)
}

impl EventRefused {
    fn into_error(self, card: CardId, side: Side) -> RuleError {
        match self {
            EventRefused::Association(owner) => RuleError::EventAssociation { card, side, owner },
            EventRefused::Event(reason) => RuleError::EventNotPlayable {
                card,
                reason: reason.into(),
            },
        }
    }
}

/// 6.0 play one card from `side`'s hand.
fn play_card(cx: &mut Cx<'_>, side: Side, card: CardId) -> Run {
    cx.g.hands.get_mut(side).retain(|c| *c != card);
    let value = card.ops();
    // A replayed use is checked by the same rule that lists the options, unlisted.
    let used = match cx.take_recorded(side, |g, answer| card_use_legal(g, card, side, answer)) {
        Some(answer) => answer,
        None => ask_card_use(cx, side, card)?,
    };
    cx.g.phase.cards_played += 1;
    match used {
        Answer::Use(CardUse::Event) => {
            cx.log(LogEntry::CardPlayed {
                side,
                card,
                used_as: CardUse::Event,
            });
            occur_event(cx, card, side, true)?;
            dispose_after_event(cx, card, side);
        }
        Answer::Use(CardUse::Reserves) => {
            cx.log(LogEntry::CardPlayed {
                side,
                card,
                used_as: CardUse::Reserves,
            });
            // 6.3.3 Reserves to a maximum of 2.
            let before = cx.g.reserves(side);
            cx.g.set_reserves(side, Reserves::clamped(i32::from(before + value)));
            let total = cx.g.reserves(side);
            cx.log(LogEntry::ReservesAdded {
                side,
                value: total - before,
                total,
            });
            // 6.3.3 an opponent's playable event occurs.
            if card.association().side() == Some(!side) {
                trigger_opponent_event(cx, card, side)?;
            } else {
                cx.g.discard.push(card);
            }
        }
        _ => {
            cx.log(LogEntry::CardPlayed {
                side,
                card,
                used_as: CardUse::Operations,
            });
            play_for_operations(cx, side, card)?;
        }
    }
    Ok(())
}

/// 6.0 may `card` be used so: Event (if playable), Operations, Reserves (1- and 2-value).
fn card_use_legal(g: &GameState, card: CardId, side: Side, answer: Answer) -> bool {
    match answer {
        Answer::Use(CardUse::Event) => event_playable_by(g, card, side).is_ok(),
        Answer::Use(CardUse::Operations) => true,
        Answer::Use(CardUse::Reserves) => card.ops() <= 2,
        _ => false,
    }
}

/// 6.0 how `card` is used: the uses [`card_use_legal`] accepts.
fn ask_card_use(cx: &mut Cx<'_>, side: Side, card: CardId) -> Run<Answer> {
    let value = card.ops();
    let uses: Vec<Answer> = [CardUse::Event, CardUse::Operations, CardUse::Reserves]
        .map(Answer::Use)
        .into_iter()
        .filter(|answer| card_use_legal(&cx.g, card, side, *answer))
        .collect();
    // A refused use says why (read now: the question borrows `cx`).
    let why = match cx.recorded(side) {
        Some(Answer::Use(CardUse::Event)) => event_playable_by(&cx.g, card, side)
            .err()
            .map(|why| why.into_error(card, side)),
        Some(Answer::Use(CardUse::Reserves)) => Some(RuleError::ReservesValue { card, value }),
        _ => None,
    };
    cx.ask_with(side, DecisionKind::CardUse { card }, uses, |_| why.clone())
}

/// After an event occurred: 6.2.9 REMOVE, 6.2.7 LAPSING, else the discard pile, as the
/// card says for the side that played it (`player`).
pub(crate) fn dispose_after_event(cx: &mut Cx<'_>, card: CardId, player: Side) {
    let by = card.association().side().unwrap_or(player);
    match events::event(card).disposal(by) {
        Disposal::Remove => {
            cx.g.removed.push(card);
            cx.log(LogEntry::CardRemoved { card });
        }
        Disposal::Lapsing => crate::effects::place_lapsing(cx, card),
        Disposal::Discard => cx.g.discard.push(card),
    }
}

/// The event of `card` occurs, its decisions made by its own side (6.3.2.2) or, if
/// unassociated, by the player who played it. `as_event`: played as an event (checked
/// already) rather than triggered.
pub(crate) fn occur_event(
    cx: &mut Cx<'_>,
    card: CardId,
    player: Side,
    as_event: bool,
) -> Run<bool> {
    let by = card.association().side().unwrap_or(player);
    let event = events::event(card);
    if !as_event {
        // 6.3.2.1 a blocked or unplayable event does not occur.
        if let Err(reason) = events::check_playable(&cx.g, card, player) {
            let reason = reason.into();
            cx.log(LogEntry::EventDoesNotOccur { card, reason });
            return Ok(false);
        }
    }
    cx.log(LogEntry::EventOccurs { card, side: by });
    event.play(cx, by, player)?;
    cx.check_victory(Some(player))?;
    Ok(true)
}

/// 6.3.2 / 6.3.3 the opponent's event of a card used for operations or Reserves.
fn trigger_opponent_event(cx: &mut Cx<'_>, card: CardId, player: Side) -> Run {
    if occur_event(cx, card, player, false)? {
        dispose_after_event(cx, card, player);
    } else {
        cx.g.discard.push(card);
    }
    Ok(())
}

/// 6.3 play `card` for operations, with any triggered event in the order the player picks.
fn play_for_operations(cx: &mut Cx<'_>, side: Side, card: CardId) -> Run {
    let op = ops::choose_operation(cx, side, card)?;
    let Some(op) = op else {
        // No operation possible: the card is spent (its opponent's event still occurs).
        return finish_ops_card(cx, side, card, None, |_| Ok(()));
    };
    if op == Op::Reassessment {
        return reassess(cx, card);
    }
    let value = ops::value_with_reserves(cx, side, card, op)?;
    cx.log(LogEntry::Operation {
        side,
        card,
        op,
        value,
    });
    finish_ops_card(cx, side, card, Some(op), |cx| {
        ops::execute(cx, side, card, op, value)
    })
}

/// 7.6 Reassessment: the triggered events occur in the order the US picks, among the
/// Posture switch; then both cards are disposed of.
fn reassess(cx: &mut Cx<'_>, card: CardId) -> Run {
    let Some(mut reassessment) = ops::us::reassessment::begin(cx, card)? else {
        return Ok(());
    };
    let mut occurred = Vec::new();
    while let Some(event) = reassessment.next_event(cx)? {
        if occur_event(cx, event, Side::Us, false)? {
            occurred.push(event);
        }
    }
    for c in reassessment.cards {
        if occurred.contains(&c) {
            dispose_after_event(cx, c, Side::Us);
        } else {
            cx.g.discard.push(c);
        }
    }
    Ok(())
}

/// Whether playing `card` for operations triggers an event (6.3.1, 6.3.2, 8.5.3).
fn triggers_event(cx: &Cx<'_>, side: Side, card: CardId, op: Option<Op>) -> bool {
    let info = card.info();
    if info.auto_trigger {
        return true; // 6.3.1 US Election
    }
    if info.association.side() != Some(!side) {
        return false;
    }
    // 8.5.3 the first Plot operation of a turn ignores the US event.
    !(side == Side::Jihadist && op == Some(Op::Plot) && cx.g.first_plot.is_none())
}

pub(crate) fn finish_ops_card(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    op: Option<Op>,
    operations: impl FnOnce(&mut Cx<'_>) -> Run,
) -> Run {
    let first_plot = side == Side::Jihadist && op == Some(Op::Plot) && cx.g.first_plot.is_none();
    let trigger = triggers_event(cx, side, card, op);
    if first_plot && card.association() == Association::Us {
        cx.log(LogEntry::EventIgnoredFirstPlot { card });
    }
    let mut event_occurred = false;
    if trigger {
        // 6.3.2.1 no question when no order can make the event occur.
        let never = events::check_playable(&cx.g, card, side).is_err()
            && !events::event(card).operation_may_enable(op);
        let order = if never {
            Answer::Order(Order::EventFirst)
        } else {
            cx.ask(
                side,
                DecisionKind::TriggerOrder { card },
                vec![
                    Answer::Order(Order::EventFirst),
                    Answer::Order(Order::OpsFirst),
                ],
            )?
        };
        if order == Answer::Order(Order::EventFirst) {
            event_occurred = occur_event(cx, card, side, false)?;
            // 6.2.7 a LAPSING event (Card 2 Biometrics) is in effect for the operations
            // that follow; `dispose_after_event` places a Lapsing card only once.
            let by = card.association().side().unwrap_or(side);
            if event_occurred && events::event(card).disposal(by) == Disposal::Lapsing {
                dispose_after_event(cx, card, side);
            }
            operations(cx)?;
        } else {
            operations(cx)?;
            event_occurred = occur_event(cx, card, side, false)?;
        }
    } else {
        operations(cx)?;
    }
    if first_plot {
        // 4.7.7.2 the card goes to the 1st Plot box.
        cx.g.first_plot = Some(Some(card));
    } else if event_occurred {
        dispose_after_event(cx, card, side);
    } else {
        cx.g.discard.push(card);
    }
    Ok(())
}

/// Card 18 Intel Community: `side` may at once play one extra card from its hand (or
/// decline with "done"); it does not count toward the phase's two cards, and since it is
/// never the phase's first card it cannot be a Reassessment (7.6.2).
pub(crate) fn play_extra_card(cx: &mut Cx<'_>, side: Side, event: CardId) -> Run {
    let hand = cx.g.hand(side).clone();
    if hand.is_empty() {
        return Ok(());
    }
    let mut options: Vec<Answer> = hand.iter().map(|c| Answer::Card(*c)).collect();
    options.push(Answer::Done);
    let kind = DecisionKind::Event {
        card: event,
        question: crate::decision::EventQuestion::ExtraCard,
    };
    let Answer::Card(card) = cx.ask(side, kind, options)? else {
        return Ok(());
    };
    let counted = cx.g.phase.cards_played;
    cx.g.phase.cards_played = 2;
    let played = play_card(cx, side, card);
    // Restored also when the extra card ends the game (5.2.2: the phase's count stays two
    // at most).
    cx.g.phase.cards_played = counted;
    played?;
    cx.check_victory(Some(side))
}

/// Card 48 Adam Gadahn / Card 53 Madrassas: the event uses the phase's second card for its
/// Ops value only. `side` chooses it from its hand (no question for one card; drawn at
/// random under Card 47 in 2-player, like the phase's cards); it counts as
/// the phase's second card and is logged as played for operations. `None` if the hand is
/// empty. The caller runs its Recruit and disposes of it (`finish_ops_card` if its
/// opponent's event may trigger).
pub(crate) fn take_second_card(cx: &mut Cx<'_>, side: Side, event: CardId) -> Run<Option<CardId>> {
    let hand = cx.g.hand(side).clone();
    // Card 47 The door of Itjihad was closed (2-player): this card too is drawn at random.
    let door = side == Side::Jihadist
        && cx.g.players == Players::TwoPlayer
        && cx.g.lapsing_in_effect(CardId::of::<47>());
    let card = match hand.as_slice() {
        [] => return Ok(None),
        [only] => *only,
        _ if door => hand[cx.pick(hand.len())],
        _ => {
            let kind = DecisionKind::Event {
                card: event,
                question: crate::decision::EventQuestion::SecondCard,
            };
            match cx.ask(side, kind, hand.iter().map(|c| Answer::Card(*c)).collect())? {
                Answer::Card(card) => card,
                _ => return Ok(None),
            }
        }
    };
    cx.g.hands.get_mut(side).retain(|c| *c != card);
    cx.g.phase.cards_played = cx.g.phase.cards_played.max(1) + 1;
    cx.log(LogEntry::CardPlayed {
        side,
        card,
        used_as: CardUse::Operations,
    });
    Ok(Some(card))
}

/// 5.2.5-5.2.9 end of turn.
fn end_of_turn(cx: &mut Cx<'_>) -> Run {
    let turn = cx.g.turn;
    cx.log(LogEntry::EndOfTurn { turn });
    // 5.2.5 Expenditures and Diplomacy. Card 73 Pirates: no Funding loss while Somalia or
    // Yemen is under Islamist Rule.
    let pirates = cx.g.marker_in_effect(crate::types::Marker::Pirates)
        && (cx.g.is_islamist_rule(Country::Somalia) || cx.g.is_islamist_rule(Country::Yemen));
    if pirates {
        cx.log(LogEntry::Diplomacy {
            step: DiplomacyStep::Pirates,
        });
    } else {
        cx.log(LogEntry::Diplomacy {
            step: DiplomacyStep::Expenditures,
        });
        cx.add_funding(-1);
    }
    if Country::ALL.into_iter().any(|c| cx.g.is_islamist_rule(c)) {
        cx.log(LogEntry::Diplomacy {
            step: DiplomacyStep::IslamistRule,
        });
        cx.add_prestige(-1);
    }
    let world = cx.g.world_posture();
    let same = match cx.g.us_posture {
        crate::types::Posture::Hard => world == 3,
        crate::types::Posture::Soft => world == -3,
    };
    if same {
        cx.log(LogEntry::Diplomacy {
            step: DiplomacyStep::WorldPosture,
        });
        cx.add_prestige(1);
    }
    cx.check_victory(None)?;
    // 5.2.6 lapsing events end; the 1st Plot card goes to the discard pile.
    let lapsing = std::mem::take(&mut cx.g.lapsing);
    for entry in lapsing {
        if entry.in_box {
            cx.g.discard.push(entry.card);
        }
    }
    if let Some(Some(card)) = cx.g.first_plot.take() {
        cx.g.discard.push(card);
    }
    cx.g.first_plot = None;
    cx.check_victory(None)?;
    // 5.2.7 Reserves reset.
    cx.g.set_reserves(Side::Us, Reserves::of::<0>());
    cx.g.set_reserves(Side::Jihadist, Reserves::of::<0>());
    // 5.2.8 deal alternately, Jihadist first, by the Funding and Troops tracks.
    crate::deck::deal(cx)?;
    // 5.2.9 flip green Regime Change markers to tan.
    for country in Country::ALL {
        if cx.g.country(country).regime_change == Some(RegimeChange::Green) {
            cx.g.country_mut(country).regime_change = Some(RegimeChange::Tan);
        }
    }
    cx.g.turn += 1;
    cx.g.phase = Phase {
        side: Side::Jihadist,
        cards_played: 0,
    };
    cx.g.us_held = false;
    cx.g.step = Step::ActionPhase;
    cx.log(LogEntry::PhaseStarted {
        turn: cx.g.turn,
        side: Side::Jihadist,
    });
    Ok(())
}
