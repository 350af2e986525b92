//! The resumable executor: a working copy of the state, the answers recorded so far, the
//! dice already rolled, and the log of the step being run. It asks (recorded answers, or
//! the [`Responder`] handed in), rolls and logs; an event that plays a card goes through
//! the [`CardPlay`] handed in (the sequence of play); the effects of the game are in
//! `effects.rs` and the deck in `deck.rs`. It imports nothing of the rules above it (a
//! tidy test keeps it so).

use std::ops::{Deref, DerefMut};

use crate::decision::{Answer, Decision, DecisionKind, Op};
use crate::dice::Dice;
use crate::error::{ErrorArg, Reason, RuleError};
use crate::log::{LogEntry, RollKind};
use crate::state::{GameState, Outcome, Step, VictoryReason};
use crate::types::{CardId, Country, Side};

/// Why a step stopped before completing.
#[derive(Debug)]
pub(crate) enum Stop {
    /// Input is needed: the step is suspended and re-runs when it arrives.
    Need(Decision),
    /// The answer given is not legal.
    Rule(RuleError),
    /// The game ended.
    Over,
}

impl From<RuleError> for Stop {
    fn from(error: RuleError) -> Stop {
        Stop::Rule(error)
    }
}

pub(crate) type Run<T = ()> = Result<T, Stop>;

/// Who answers the questions that no recorded answer does, handed to the executor by
/// `play.rs`: [`Recorded`] for people, the section-9 bot (`solitaire::Bot`) for the solitaire
/// Jihadist (9.0). It answers from what its side may see, and rolls its random choices
/// through `cx` so a re-run step replays them.
pub(crate) trait Responder {
    /// Does it answer `side`'s questions?
    fn answers(&self, side: Side) -> bool;
    /// Its answer to `kind` among `options` (never empty).
    fn respond(&self, cx: &mut Cx<'_>, kind: &DecisionKind, options: &[Answer]) -> Answer;
    /// 5.2.2 plays `side`'s card of the Action Phase itself, if it does (9.4 the bot);
    /// `None` asks the player through the sequence of play.
    fn action_phase(&self, _cx: &mut Cx<'_>, _side: Side) -> Option<Run> {
        None
    }
}

/// The sequence of play's card handling that an event can start (6.3 an event that makes
/// another card's event occur, 5.2 a second or extra card play), handed to the executor by
/// `play.rs` (`sequence::Sequence`), so the events import nothing above them.
pub(crate) trait CardPlay {
    /// 6.3 the event of `card` occurs; `as_event`: played as an event rather than
    /// triggered. Whether it occurred.
    fn occur_event(&self, cx: &mut Cx<'_>, card: CardId, player: Side, as_event: bool)
    -> Run<bool>;
    /// 6.2.7 / 6.2.8 where `card` goes after its event.
    fn dispose_after_event(&self, cx: &mut Cx<'_>, card: CardId, player: Side);
    /// `side` plays one more card from its hand (Card 18 Intel Community).
    fn play_extra_card(&self, cx: &mut Cx<'_>, side: Side, event: CardId) -> Run;
    /// `side` gives its second card of `event` (Cards 48, 53), if it has one.
    fn take_second_card(&self, cx: &mut Cx<'_>, side: Side, event: CardId) -> Run<Option<CardId>>;
    /// 6.3 a card used for operations: `operations`, with the opponent's event triggered.
    fn finish_ops_card(
        &self,
        cx: &mut Cx<'_>,
        side: Side,
        card: CardId,
        op: Option<Op>,
        operations: &mut dyn FnMut(&mut Cx<'_>) -> Run,
    ) -> Run;
}

/// People: every answer is one given to `apply` (recorded with the pending decision).
pub(crate) struct Recorded;

impl Responder for Recorded {
    fn answers(&self, _side: Side) -> bool {
        false
    }
    fn respond(&self, _cx: &mut Cx<'_>, _kind: &DecisionKind, options: &[Answer]) -> Answer {
        options.first().copied().unwrap_or(Answer::Done)
    }
}

/// The working copy of a step, borrowed from the caller (no allocation per step); it reads
/// like the `Box` it replaced (`&cx.g` is a `&GameState`).
pub(crate) struct Work<'d>(&'d mut GameState);

impl Deref for Work<'_> {
    type Target = GameState;
    fn deref(&self) -> &GameState {
        self.0
    }
}

impl DerefMut for Work<'_> {
    fn deref_mut(&mut self) -> &mut GameState {
        self.0
    }
}

pub(crate) struct Cx<'d> {
    pub g: Work<'d>,
    responder: &'d dyn Responder,
    card_play: &'d dyn CardPlay,
    answers: Vec<Answer>,
    next_answer: usize,
    pub(crate) rolls: Vec<u8>,
    next_roll: usize,
    dice: &'d mut dyn Dice,
    /// The entries this run logged past the first `reported` (a re-run step logs again
    /// what it logged before; those are not kept).
    pub log: Vec<LogEntry>,
    reported: usize,
    /// Entries logged by this run, the reported ones included.
    logged: usize,
    /// 7.2 the value of the card whose War of Ideas target is being asked (for the prompt's
    /// odds: a value below the tested Governance's only tests the country, 4.9.5).
    pub(crate) war_of_ideas_value: Option<u8>,
}

impl<'d> Cx<'d> {
    pub fn new(
        g: &'d mut GameState,
        responder: &'d dyn Responder,
        card_play: &'d dyn CardPlay,
        answers: Vec<Answer>,
        rolls: Vec<u8>,
        dice: &'d mut dyn Dice,
    ) -> Cx<'d> {
        Cx {
            g: Work(g),
            responder,
            card_play,
            answers,
            next_answer: 0,
            rolls,
            next_roll: 0,
            dice,
            log: Vec::new(),
            reported: 0,
            logged: 0,
            war_of_ideas_value: None,
        }
    }

    /// The first `count` entries this run logs were reported already: count them only.
    pub fn skip_reported(mut self, count: usize) -> Cx<'d> {
        self.reported = count;
        self
    }

    pub fn answers_left(&self) -> usize {
        self.answers.len() - self.next_answer
    }
    /// The answers and rolls used, the entries kept, and how many were logged in all.
    pub fn into_parts(self) -> (Vec<Answer>, Vec<u8>, Vec<LogEntry>, usize) {
        (self.answers, self.rolls, self.log, self.logged)
    }

    // ---- decisions ----

    /// The recorded answer the next question for `side` reads, if any (never when the
    /// responder answers for `side`).
    pub fn recorded(&self, side: Side) -> Option<Answer> {
        if self.responder.answers(side) {
            return None;
        }
        self.answers.get(self.next_answer).copied()
    }

    /// Take the recorded answer for `side` when `legal` says it is among the question's
    /// options, without listing them (a replayed question); `None` leaves it for [`ask`].
    pub fn take_recorded(
        &mut self,
        side: Side,
        legal: impl FnOnce(&GameState, Answer) -> bool,
    ) -> Option<Answer> {
        let answer = self.recorded(side)?;
        if legal(&self.g, answer) {
            self.next_answer += 1;
            Some(answer)
        } else {
            None
        }
    }

    /// The responder's own play of `side`'s Action Phase card, if it plays it (9.4).
    pub(crate) fn responder_action_phase(&mut self, side: Side) -> Option<Run> {
        let responder = self.responder;
        responder.action_phase(self, side)
    }

    /// The sequence of play's [`CardPlay::occur_event`].
    pub(crate) fn occur_event(&mut self, card: CardId, player: Side, as_event: bool) -> Run<bool> {
        let card_play = self.card_play;
        card_play.occur_event(self, card, player, as_event)
    }
    /// The sequence of play's [`CardPlay::dispose_after_event`].
    pub(crate) fn dispose_after_event(&mut self, card: CardId, player: Side) {
        let card_play = self.card_play;
        card_play.dispose_after_event(self, card, player)
    }
    /// The sequence of play's [`CardPlay::play_extra_card`].
    pub(crate) fn play_extra_card(&mut self, side: Side, event: CardId) -> Run {
        let card_play = self.card_play;
        card_play.play_extra_card(self, side, event)
    }
    /// The sequence of play's [`CardPlay::take_second_card`].
    pub(crate) fn take_second_card(&mut self, side: Side, event: CardId) -> Run<Option<CardId>> {
        let card_play = self.card_play;
        card_play.take_second_card(self, side, event)
    }
    /// The sequence of play's [`CardPlay::finish_ops_card`].
    pub(crate) fn finish_ops_card(
        &mut self,
        side: Side,
        card: CardId,
        op: Option<Op>,
        mut operations: impl FnMut(&mut Cx<'_>) -> Run,
    ) -> Run {
        let card_play = self.card_play;
        card_play.finish_ops_card(self, side, card, op, &mut operations)
    }

    /// Ask `side` to pick one of `options`. With a recorded answer, check it; without one,
    /// suspend with the decision.
    pub fn ask(&mut self, side: Side, kind: DecisionKind, options: Vec<Answer>) -> Run<Answer> {
        self.ask_with(side, kind, options, |_| None)
    }

    /// Like [`ask`], with `why_not` explaining a refused answer specifically.
    pub fn ask_with(
        &mut self,
        side: Side,
        kind: DecisionKind,
        options: Vec<Answer>,
        why_not: impl Fn(&Answer) -> Option<RuleError>,
    ) -> Run<Answer> {
        if options.is_empty() {
            return Err(Stop::Rule(RuleError::Invalid(
                Reason::new("internal: no legal option for {kind}")
                    .with("kind", ErrorArg::Words(format!("{kind:?}"))),
            )));
        }
        // 9.0 in solitaire the bot makes every Jihadist decision.
        let responder = self.responder;
        if responder.answers(side) {
            return Ok(responder.respond(self, &kind, &options));
        }
        match self.answers.get(self.next_answer).copied() {
            Some(answer) => {
                if options.contains(&answer) {
                    self.next_answer += 1;
                    Ok(answer)
                } else {
                    Err(Stop::Rule(why_not(&answer).unwrap_or_else(|| {
                        RuleError::NotAnOption {
                            answer,
                            options: list_options(&options),
                        }
                    })))
                }
            }
            None => Err(Stop::Need(Decision {
                side,
                kind,
                options,
            })),
        }
    }

    /// Ask `side` for a country `check` accepts (the question `kind`: an operation's
    /// `DecisionKind::Country`, an event's `DecisionKind::Event`); a refused country gets
    /// `check`'s error. Asked even when one country qualifies; the caller makes sure one does.
    /// The error may be any cheap value that becomes a `RuleError` (and is put into words)
    /// only when a refused answer is reported.
    pub fn ask_country<E: Into<RuleError>>(
        &mut self,
        side: Side,
        kind: DecisionKind,
        check: impl Fn(&GameState, Country) -> Result<(), E>,
    ) -> Run<Country> {
        match self.ask_country_or(side, kind, &[], check)? {
            Answer::Country(country) => Ok(country),
            other => Err(Stop::Rule(RuleError::Invalid(
                Reason::new("{answer} is not a country").with("answer", other),
            ))),
        }
    }

    /// [`ask_country`](Self::ask_country) with `extra` answers offered beside the countries
    /// (`Done` to stop, `Track` for the Troops Track): the country or the extra answer given.
    pub fn ask_country_or<E: Into<RuleError>>(
        &mut self,
        side: Side,
        kind: DecisionKind,
        extra: &[Answer],
        check: impl Fn(&GameState, Country) -> Result<(), E>,
    ) -> Run<Answer> {
        // A recorded answer (a replayed question, or the answer just given) is checked
        // alone: `check` accepting a country is what puts it among the options, so the
        // whole list is built only for a question still open.
        if let Some(answer) = self.recorded(side) {
            match answer {
                Answer::Country(country) => {
                    check(&self.g, country).map_err(|e| Stop::Rule(e.into()))?;
                    self.next_answer += 1;
                    return Ok(answer);
                }
                other if extra.contains(&other) => {
                    self.next_answer += 1;
                    return Ok(other);
                }
                _ => {}
            }
        }
        // Room for every country at once: no regrowth while listing.
        let mut options: Vec<Answer> = Vec::with_capacity(Country::ALL.len() + extra.len());
        options.extend(
            Country::ALL
                .into_iter()
                .filter(|c| check(&self.g, *c).is_ok())
                .map(Answer::Country),
        );
        options.extend_from_slice(extra);
        // A refused country gets `check`'s specific error (a responder's is never refused).
        if !self.responder.answers(side)
            && let Some(Answer::Country(country)) = self.answers.get(self.next_answer)
            && let Err(error) = check(&self.g, *country)
        {
            return Err(Stop::Rule(error.into()));
        }
        self.ask(side, kind, options)
    }

    pub fn yes_no(&mut self, side: Side, kind: DecisionKind) -> Run<bool> {
        Ok(self.ask(side, kind, vec![Answer::Yes, Answer::No])? == Answer::Yes)
    }

    // ---- dice ----

    /// One d6: replayed if this step already rolled it, else drawn from the dice.
    pub fn d6(&mut self) -> u8 {
        let roll = match self.rolls.get(self.next_roll) {
            Some(roll) => *roll,
            None => {
                let roll = self.dice.d6();
                self.rolls.push(roll);
                roll
            }
        };
        self.next_roll += 1;
        roll
    }
    pub fn dice(&mut self, count: u8) -> Vec<u8> {
        (0..count).map(|_| self.d6()).collect()
    }
    /// Roll `count` dice for `kind` in `country`, each succeeding at `needed` or less (8.1.2),
    /// log the roll, and return the number of successes.
    pub fn roll_successes(
        &mut self,
        kind: RollKind,
        country: Country,
        count: u8,
        needed: u8,
    ) -> u8 {
        let rolled = self.dice(count);
        let successes = rolled.iter().filter(|d| **d <= needed).count() as u8;
        self.log(LogEntry::Rolled {
            kind,
            country: Some(country),
            dice: rolled,
            modified: None,
            needed: Some(needed),
            successes: Some(successes),
        });
        successes
    }
    /// A uniform choice in 0..n (shuffles), replayed like dice.
    pub fn below(&mut self, n: u8) -> u8 {
        let value = match self.rolls.get(self.next_roll) {
            Some(value) => *value,
            None => {
                let value = self.dice.below(n.max(1));
                self.rolls.push(value);
                value
            }
        };
        self.next_roll += 1;
        value.min(n.saturating_sub(1))
    }

    /// A uniform random pick in `0..n` (a random card from a hand, 9.5-style random
    /// choices) made with d6 rolls so fixtures can script it: one die for up to 6 choices,
    /// two for up to 36 (`(first - 1) * 6 + second`), three beyond; a result above `n` is
    /// re-rolled. `n == 0` rolls nothing and answers 0.
    pub fn pick(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let dice = if n <= 6 {
            1
        } else if n <= 36 {
            2
        } else {
            3
        };
        loop {
            let mut value = 0usize;
            for _ in 0..dice {
                value = value * 6 + usize::from(self.d6().saturating_sub(1));
            }
            if value < n {
                return value;
            }
        }
    }

    pub fn log(&mut self, entry: LogEntry) {
        if matches!(entry, LogEntry::PhaseStarted { .. }) {
            // A new Action Phase: this phase's record becomes the last phase's.
            self.g.last_phase = std::mem::take(&mut self.g.this_phase);
        }
        if self.logged >= self.reported {
            if self.log.capacity() == 0 {
                // Most steps log a few entries: one allocation instead of several.
                self.log.reserve(16);
            }
            self.log.push(entry);
        }
        self.logged += 1;
    }

    /// End the game now.
    pub fn end_game(&mut self, winner: Side, reason: VictoryReason) -> Run<()> {
        self.end_with(Outcome {
            winner,
            reason,
            tally: None,
        })
    }

    pub(crate) fn end_with(&mut self, outcome: Outcome) -> Run<()> {
        self.g.outcome = Some(outcome);
        self.g.step = Step::GameOver;
        self.log(LogEntry::GameOver { outcome });
        Err(Stop::Over)
    }

    /// 2.1 / 9.1 instant victory, checked whenever it can occur. `by` is the side whose
    /// play caused it (2.2 Oil Price Spike tie-break).
    pub fn check_victory(&mut self, by: Option<Side>) -> Run<()> {
        if self.g.outcome.is_some() {
            return Err(Stop::Over);
        }
        if let Some((winner, reason)) = crate::victory::instant_victory(&self.g, by) {
            return self.end_game(winner, reason);
        }
        Ok(())
    }
}

fn list_options(options: &[Answer]) -> String {
    let shown: Vec<String> = options.iter().take(40).map(|o| o.to_string()).collect();
    let mut text = shown.join(", ");
    if options.len() > 40 {
        text.push_str(", ...");
    }
    text
}
