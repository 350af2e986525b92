//! The run/ask/resume context: a working copy of the state, the answers recorded so far,
//! the dice already rolled, and the log of the step being run.

use std::ops::{Deref, DerefMut};

use crate::decision::{Answer, Decision, DecisionKind, Purpose};
use crate::dice::Dice;
use crate::error::RuleError;
use crate::log::{LogEntry, RollKind};
use crate::state::{GameState, Outcome, Players, Step, VictoryReason};
use crate::types::{Alignment, CardId, Country, Governance, Posture, Side};

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
/// `play.rs`: [`Recorded`] for people, the section-9 bot (`bot::Bot`) for the solitaire
/// Jihadist (9.0). It answers from what its side may see, and rolls its random choices
/// through `cx` so a re-run step replays them.
pub(crate) trait Responder {
    /// Does it answer `side`'s questions?
    fn answers(&self, side: Side) -> bool;
    /// Its answer to `kind` among `options` (never empty).
    fn respond(&self, cx: &mut Cx<'_>, kind: &DecisionKind, options: &[Answer]) -> Answer;
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
}

impl<'d> Cx<'d> {
    pub fn new(
        g: &'d mut GameState,
        responder: &'d dyn Responder,
        answers: Vec<Answer>,
        rolls: Vec<u8>,
        dice: &'d mut dyn Dice,
    ) -> Cx<'d> {
        Cx {
            g: Work(g),
            responder,
            answers,
            next_answer: 0,
            rolls,
            next_roll: 0,
            dice,
            log: Vec::new(),
            reported: 0,
            logged: 0,
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
            return Err(Stop::Rule(RuleError::Invalid(format!(
                "internal: no legal option for {kind:?}"
            ))));
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

    /// Choose a country among those `check` accepts; a refused country gets `check`'s error.
    /// The error type may be any cheap value that becomes a `RuleError` (and is formatted)
    /// only when a refused answer is reported.
    pub fn choose_country<E: Into<RuleError>>(
        &mut self,
        side: Side,
        purpose: Purpose,
        step: u8,
        extra: &[Answer],
        check: impl Fn(&GameState, Country) -> Result<(), E>,
    ) -> Run<Answer> {
        self.choose_country_as(side, DecisionKind::Country { purpose, step }, extra, check)
    }

    /// [`choose_country`] for any kind of decision (events ask `DecisionKind::Event`).
    pub fn choose_country_as<E: Into<RuleError>>(
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

    /// Like [`choose_country`] but returns the country (no extra options).
    pub fn country<E: Into<RuleError>>(
        &mut self,
        side: Side,
        purpose: Purpose,
        step: u8,
        check: impl Fn(&GameState, Country) -> Result<(), E>,
    ) -> Run<Country> {
        match self.choose_country(side, purpose, step, &[], check)? {
            Answer::Country(country) => Ok(country),
            other => Err(Stop::Rule(RuleError::Invalid(format!(
                "{other} is not a country"
            )))),
        }
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

    // ---- changes that log themselves ----

    pub fn set_governance(&mut self, country: Country, to: Governance) {
        let from = self.g.country(country).governance;
        let aid = self.g.country(country).aid;
        let besieged = self.g.country(country).besieged;
        let rc = self.g.country(country).regime_change;
        self.g.set_governance(country, to);
        if from != Some(to) {
            self.log(LogEntry::Governance { country, from, to });
        }
        // Card 94 The door of Itjihad was closed reads improvements to Fair or Good.
        if matches!(to, Governance::Good | Governance::Fair) && from.is_none_or(|f| to < f) {
            self.g.this_phase.fair_or_good.insert(country);
        }
        if aid > 0 && self.g.country(country).aid == 0 {
            self.log(LogEntry::Aid {
                country,
                from: aid,
                to: 0,
            });
        }
        if besieged && !self.g.country(country).besieged {
            self.log(LogEntry::Besieged {
                country,
                placed: false,
            });
        }
        if rc.is_some() && self.g.country(country).regime_change.is_none() {
            self.log(LogEntry::RegimeChange {
                country,
                marker: None,
            });
        }
    }
    pub fn set_alignment(&mut self, country: Country, to: Alignment) {
        let from = self.g.country(country).alignment;
        self.g.country_mut(country).alignment = Some(to);
        if from != Some(to) {
            self.log(LogEntry::Alignment { country, from, to });
        }
    }
    pub fn set_posture(&mut self, country: Country, to: Posture) {
        if country == Country::Israel {
            return; // 4.3.3 Israel is always Hard.
        }
        let from = self.g.posture(country);
        if country == Country::UnitedStates {
            self.g.us_posture = to;
        } else {
            self.g.country_mut(country).posture = Some(to);
        }
        if from != Some(to) {
            self.log(LogEntry::Posture { country, from, to });
        }
    }
    pub fn set_prestige(&mut self, value: i32) {
        let from = self.g.prestige;
        let to = self.g.set_prestige(value);
        if from != to {
            self.log(LogEntry::Prestige { from, to });
        }
    }
    pub fn add_prestige(&mut self, delta: i32) {
        let from = self.g.prestige;
        self.set_prestige(i32::from(from) + delta);
        // A change stopped at the end of the track is logged too: it changes nothing.
        if delta != 0 && self.g.prestige == from {
            self.log(LogEntry::Prestige { from, to: from });
        }
    }
    pub fn set_funding(&mut self, value: i32) {
        let from = self.g.funding;
        let to = self.g.set_funding(value);
        if from != to {
            self.log(LogEntry::Funding { from, to });
        }
    }
    pub fn add_funding(&mut self, delta: i32) {
        let from = self.g.funding;
        self.set_funding(i32::from(from) + delta);
        if delta != 0 && self.g.funding == from {
            self.log(LogEntry::Funding { from, to: from });
        }
    }
    pub fn set_aid(&mut self, country: Country, to: u8) {
        let from = self.g.country(country).aid;
        self.g.country_mut(country).aid = to;
        if from != to {
            self.log(LogEntry::Aid { country, from, to });
        }
    }
    pub fn remove_one_aid(&mut self, country: Country) {
        let aid = self.g.country(country).aid;
        if aid > 0 {
            self.set_aid(country, aid - 1);
        }
    }
    pub fn set_besieged(&mut self, country: Country, placed: bool) {
        if self.g.country(country).besieged != placed {
            self.g.country_mut(country).besieged = placed;
            self.log(LogEntry::Besieged { country, placed });
        }
    }
    pub fn move_troops(&mut self, from: Option<Country>, to: Option<Country>, count: u8) {
        if count > 0 {
            self.g.move_troops(from, to, count);
            self.log(LogEntry::TroopsMoved { from, to, count });
        }
    }
    /// 4.7.4 place up to `count` Sleeper cells from the Funding Track (events ignore
    /// Funding); an unmarked country is tested first when a cell is actually placed (4.9.4).
    pub fn place_cells(&mut self, country: Country, count: u8) -> u8 {
        let count = count.min(self.g.cells_on_track());
        if count == 0 {
            return 0;
        }
        self.test_country(country);
        let had_cadre = self.g.country(country).cadre;
        for _ in 0..count {
            self.g.place_cell(country);
        }
        self.log(LogEntry::CellsPlaced { country, count });
        if had_cadre {
            self.log(LogEntry::Cadre {
                country,
                placed: false,
            });
        }
        count
    }
    /// Remove cells to the Funding Track, Active first. 4.8.4 a cadre replaces the last
    /// cell only when `cadre_if_last` (Disrupt, events).
    pub fn remove_cells(&mut self, country: Country, count: u8, cadre_if_last: bool) -> u8 {
        let mut removed = 0;
        for _ in 0..count {
            let active = self.g.country(country).active_cells > 0;
            if self.g.remove_cell(country, active, cadre_if_last) {
                removed += 1;
            }
        }
        if removed > 0 {
            self.log(LogEntry::CellsRemoved {
                country,
                count: removed,
            });
            if self.g.country(country).cadre && cadre_if_last && self.g.cells(country) == 0 {
                self.log(LogEntry::Cadre {
                    country,
                    placed: true,
                });
            }
        }
        removed
    }
    pub fn activate_cells(&mut self, country: Country, count: u8) {
        let c = self.g.country_mut(country);
        let count = count.min(c.sleeper_cells);
        c.sleeper_cells -= count;
        c.active_cells += count;
        if count > 0 {
            self.log(LogEntry::CellsActivated { country, count });
        }
    }

    // ---- tables ----

    /// 4.9.4 Initial Test of an unmarked country; no effect if already marked.
    pub fn test_country(&mut self, country: Country) {
        if !self.g.is_unmarked(country) {
            return;
        }
        let roll = self.d6();
        if country.is_muslim() {
            // Governance table: 1-4 Poor, 5-6 Fair; Alignment Neutral.
            let governance = if roll <= 4 {
                Governance::Poor
            } else {
                Governance::Fair
            };
            self.log(LogEntry::Rolled {
                kind: RollKind::Governance,
                country: Some(country),
                dice: vec![roll],
                modified: None,
                needed: None,
                successes: None,
            });
            self.g.country_mut(country).governance = Some(governance);
            self.g.country_mut(country).alignment = Some(Alignment::Neutral);
            if governance == Governance::Fair {
                // Card 94 The door of Itjihad was closed: tested to Fair.
                self.g.this_phase.fair_or_good.insert(country);
            }
            self.log(LogEntry::Tested {
                country,
                governance: Some(governance),
                posture: None,
            });
        } else {
            let posture = posture_result(roll, false);
            self.log(LogEntry::Rolled {
                kind: RollKind::Posture,
                country: Some(country),
                dice: vec![roll],
                modified: None,
                needed: None,
                successes: None,
            });
            self.g.country_mut(country).posture = Some(posture);
            self.log(LogEntry::Tested {
                country,
                governance: None,
                posture: Some(posture),
            });
        }
    }

    /// 4.9.3 roll a country's Posture (+1 for the United States).
    pub fn roll_posture(&mut self, country: Country) -> Posture {
        let roll = self.d6();
        let us = country == Country::UnitedStates;
        let posture = posture_result(roll, us);
        self.log(LogEntry::Rolled {
            kind: RollKind::Posture,
            country: Some(country),
            dice: vec![roll],
            modified: Some(roll as i8 + i8::from(us)),
            needed: None,
            successes: None,
        });
        self.set_posture(country, posture);
        posture
    }

    /// 4.7.1 Prestige roll: a direction die (1-4 down, 5-6 up; -1 with a GWOT penalty,
    /// MAP.md discrepancy 5), then shift by the lower of two dice.
    pub fn roll_prestige(&mut self) {
        let direction = self.d6();
        let a = self.d6();
        let b = self.d6();
        let modified = direction as i8 - i8::from(self.g.gwot_penalty() > 0);
        let amount = i32::from(a.min(b));
        self.log(LogEntry::Rolled {
            kind: RollKind::Prestige,
            country: None,
            dice: vec![direction, a, b],
            modified: Some(modified),
            needed: None,
            successes: None,
        });
        if modified >= 5 {
            self.add_prestige(amount);
        } else {
            self.add_prestige(-amount);
        }
    }

    /// 4.7.8.1 the three Pakistani Arsenal WMD markers become Available.
    pub fn release_pakistan_arsenal(&mut self) {
        let count = self.g.wmd_pakistan_box;
        if count > 0 {
            self.g.wmd_pakistan_box = 0;
            for _ in 0..count {
                crate::plots::available::wmd_added(&mut self.g); // 9.3.3
            }
            self.log(LogEntry::WmdAvailable { count });
        }
    }

    // ---- cards ----

    /// 5.3.1 draw the top card; reshuffle when the deck is exhausted, ending the game at
    /// the game-end reshuffle (3.3).
    pub fn draw(&mut self) -> Run<Option<CardId>> {
        if self.g.draw_pile.is_empty() {
            self.reshuffle()?;
        }
        if self.g.draw_pile.is_empty() {
            return Ok(None);
        }
        Ok(Some(self.g.draw_pile.remove(0)))
    }

    pub fn draw_into_hand(&mut self, side: Side, count: usize) -> Run<()> {
        let mut cards = Vec::new();
        for _ in 0..count {
            match self.draw() {
                Ok(Some(card)) => cards.push(card),
                Ok(None) => break,
                Err(stop) => {
                    self.g.hands.get_mut(side).extend(cards.iter().copied());
                    return Err(stop);
                }
            }
        }
        if !cards.is_empty() {
            if self.g.players == Players::Solitaire && side == Side::Jihadist {
                // 9.2 / I-30 each drawn card goes on top of the bot's pile.
                for card in &cards {
                    self.g.hands.jihadist.insert(0, *card);
                }
            } else {
                self.g.hands.get_mut(side).extend(cards.iter().copied());
            }
            self.log(LogEntry::CardsDrawn {
                side,
                count: cards.len() as u8,
                cards,
            });
        }
        Ok(())
    }

    fn reshuffle(&mut self) -> Run<()> {
        // 5.3.1 / 3.3 the game-end reshuffle ends the game at once.
        let deck = self.g.reshuffles + 1;
        if deck >= self.g.game_length {
            self.g.reshuffles = deck;
            self.log(LogEntry::Reshuffle { deck });
            let tally = crate::victory::end_of_deck_tally(&self.g);
            return self.end_with(Outcome {
                winner: tally.winner(),
                reason: VictoryReason::EndOfDeck,
                tally: Some(tally),
            });
        }
        let mut cards = std::mem::take(&mut self.g.discard).to_vec();
        for lapsing in &mut self.g.lapsing {
            if lapsing.in_box {
                lapsing.in_box = false; // 4.7.7.3 its marker stands in.
                cards.push(lapsing.card);
            }
        }
        if let Some(Some(card)) = self.g.first_plot {
            self.g.first_plot = Some(None);
            cards.push(card);
        }
        cards.sort();
        // Fisher-Yates through the game's dice.
        for i in (1..cards.len()).rev() {
            let j = usize::from(self.below((i + 1) as u8));
            cards.swap(i, j);
        }
        if self.g.mini_decks {
            crate::deck::interleave(&mut cards); // 9.2 optional mini-decks
        }
        self.g.draw_pile.extend(cards);
        self.g.reshuffles = deck;
        self.log(LogEntry::Reshuffle { deck });
        Ok(())
    }

    /// End the game now.
    pub fn end_game(&mut self, winner: Side, reason: VictoryReason) -> Run<()> {
        self.end_with(Outcome {
            winner,
            reason,
            tally: None,
        })
    }

    fn end_with(&mut self, outcome: Outcome) -> Run<()> {
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

/// Posture table: modified 1-4 Soft, 5+ Hard (+1 for the US).
pub(crate) fn posture_result(roll: u8, united_states: bool) -> Posture {
    if roll + u8::from(united_states) >= 5 {
        Posture::Hard
    } else {
        Posture::Soft
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
