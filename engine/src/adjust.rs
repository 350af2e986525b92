//! Adjust: a change to the position both sides agreed to (or the solitaire player made),
//! outside the rules: a misplay fixed, a house rule, a suspected bug worked around.
//!
//! It applies only between decisions: at the start of a step (nothing of it answered or
//! shown yet). The change is made at the step's checkpoint, the whole state must pass
//! [`GameState::validate`] (every card in one place, 15 troops, 15 cells, tracks in range),
//! and the step runs again, so the pending decision is recomputed from the new position.
//! It is an [`Action`](crate::Action) like any answer: the action log replays it.

use crate::adjustment::{Adjustment, Zone};
use crate::dice::Dice;
use crate::error::{ErrorArg, Reason, RuleError};
use crate::log::LogEntry;
use crate::state::{GameState, Lapsing, Pieces};
use crate::types::{Alignment, CardId, Country, CountryKind, Funding, OffTrack, Prestige};
use crate::{MapPlot, Plot};

impl Adjustment {
    /// The log entry of this change (before `seen_by`).
    pub fn log_entry(&self) -> LogEntry {
        match *self {
            Adjustment::Card { card, from, to } => LogEntry::CardMoved {
                card: Some(card),
                from,
                to,
            },
            Adjustment::Plot {
                country,
                plot,
                placed,
            } => LogEntry::PlotMoved {
                country,
                plot: Some(plot),
                placed,
            },
            _ => LogEntry::Adjusted {
                change: self.clone(),
            },
        }
    }
}

/// What a Muslim-only change asks of its country: `refused` names it as `{country}`.
fn muslim(country: Country, refused: &'static str) -> Result<(), RuleError> {
    match country.kind() {
        CountryKind::Sunni | CountryKind::ShiaMix => Ok(()),
        _ => Err(RuleError::Invalid(
            Reason::new(refused).with("country", country),
        )),
    }
}

impl GameState {
    /// Apply an agreed adjustment between decisions, re-run the step and check every
    /// invariant; on error nothing changes.
    pub(crate) fn adjust(
        &mut self,
        change: &Adjustment,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let pending = self.pending.as_ref().ok_or(RuleError::NothingPending)?;
        if !pending.answers.is_empty() || pending.logged > 0 {
            return Err(RuleError::Invalid(Reason::new(
                "an adjustment applies between card plays and steps, not in the middle of one: \
                 finish it (or undo it) first",
            )));
        }
        let rolls = pending.rolls.clone();
        let mut work = self.clone();
        work.pending = None;
        work.change(change, dice)?;
        let mut logs = vec![change.log_entry()];
        logs.extend(work.advance(Vec::new(), rolls, 0, dice)?);
        if let Err(invalid) = work.validate() {
            return Err(breaks(invalid.problems));
        }
        *self = work;
        Ok(logs)
    }

    /// Change `country`'s pieces through `set_pieces`, refused as any change that breaks
    /// the game is.
    fn change_pieces(
        &mut self,
        country: Country,
        change: impl FnOnce(&mut Pieces),
    ) -> Result<(), RuleError> {
        let mut pieces = self.country(country).pieces();
        change(&mut pieces);
        self.set_pieces(country, pieces)
            .map_err(|over| breaks(vec![over.to_string()]))
    }

    fn change(&mut self, change: &Adjustment, dice: &mut dyn Dice) -> Result<(), RuleError> {
        match *change {
            Adjustment::Prestige(n) => self.set_prestige(Prestige::new(n).map_err(broken)?),
            Adjustment::Funding(n) => self.set_funding(Funding::new(n).map_err(broken)?),
            Adjustment::UsPosture(posture) => self.us_posture = posture,
            Adjustment::Posture { country, posture } => {
                if country.kind() != CountryKind::NonMuslim
                    || matches!(country, Country::UnitedStates | Country::Israel)
                {
                    return Err(RuleError::Invalid(
                        Reason::new(
                            "{country} has no Posture to set: only non-Muslim countries other \
                             than the United States (its Posture is the US Posture) and Israel \
                             (always Hard)",
                        )
                        .with("country", country),
                    ));
                }
                self.country_mut(country).posture = posture;
            }
            Adjustment::Governance {
                country,
                governance,
            } => {
                muslim(
                    country,
                    "{country} has no Governance to set: only Muslim countries other than Iran do",
                )?;
                let c = self.country_mut(country);
                c.governance = governance;
                match governance {
                    None => c.alignment = None,
                    Some(_) if c.alignment.is_none() => c.alignment = Some(Alignment::Neutral),
                    Some(_) => {}
                }
            }
            Adjustment::Alignment { country, alignment } => {
                muslim(
                    country,
                    "{country} has no Alignment to set: only Muslim countries other than Iran do",
                )?;
                if self.country(country).governance.is_none() {
                    return Err(RuleError::Invalid(
                        Reason::new("{country} is unmarked: set its Governance first (4.9.4)")
                            .with("country", country),
                    ));
                }
                self.country_mut(country).alignment = Some(alignment);
            }
            Adjustment::Troops { country, count } => {
                self.change_pieces(country, |p| p.troops = count)?;
            }
            Adjustment::ActiveCells { country, count } => {
                self.change_pieces(country, |p| p.active_cells = count)?;
            }
            Adjustment::SleeperCells { country, count } => {
                self.change_pieces(country, |p| p.sleeper_cells = count)?;
            }
            Adjustment::Cadre { country, present } => self.country_mut(country).cadre = present,
            Adjustment::Aid { country, count } => {
                muslim(
                    country,
                    "{country} has no Aid: only Muslim countries other than Iran do",
                )?;
                self.country_mut(country).aid = count;
            }
            Adjustment::Besieged { country, present } => {
                muslim(
                    country,
                    "{country} has no Besieged Regime marker: only Muslim countries other than Iran do",
                )?;
                self.country_mut(country).besieged = present;
            }
            Adjustment::RegimeChange { country, marker } => {
                muslim(
                    country,
                    "{country} has no Regime Change marker: only Muslim countries other than Iran do",
                )?;
                self.country_mut(country).regime_change = marker;
            }
            Adjustment::Plot {
                country,
                plot,
                placed,
            } => self.move_plot(country, plot, placed)?,
            Adjustment::Marker {
                marker,
                country,
                present,
            } => {
                let markers = match country {
                    Some(country) => &mut self.country_mut(country).markers,
                    None => &mut self.markers,
                };
                let there = markers.contains(&marker);
                match (present, there) {
                    (true, false) => markers.push(marker),
                    (false, true) => markers.retain(|m| *m != marker),
                    _ => {
                        let words = match (present, country.is_some()) {
                            (true, true) => "the {marker} marker is  in {country} already",
                            (false, true) => "the {marker} marker is not in {country} already",
                            (true, false) => "the {marker} marker is  in the Event Box already",
                            (false, false) => "the {marker} marker is not in the Event Box already",
                        };
                        let mut reason = Reason::new(words).with("marker", marker);
                        if let Some(country) = country {
                            reason = reason.with("country", country);
                        }
                        return Err(RuleError::Invalid(reason));
                    }
                }
            }
            Adjustment::Card { card, from, to } => self.move_card(card, from, to, dice)?,
        }
        Ok(())
    }

    /// A Plot marker between the Available Plots box and a country (placed face down).
    fn move_plot(&mut self, country: Country, plot: Plot, placed: bool) -> Result<(), RuleError> {
        if placed {
            let i = self
                .available_plots
                .iter()
                .position(|p| *p == plot)
                .ok_or_else(|| {
                    RuleError::Invalid(Reason::new("no such Plot marker is Available"))
                })?;
            self.available_plots.remove(i);
            self.country_mut(country)
                .plots
                .push(MapPlot::face_down(plot));
        } else {
            let plots = &mut self.country_mut(country).plots;
            let i = plots.iter().position(|p| p.plot == plot).ok_or_else(|| {
                RuleError::Invalid(
                    Reason::new("no such Plot marker in {country}").with("country", country),
                )
            })?;
            plots.remove(i);
            self.available_plots.push(plot);
        }
        Ok(())
    }

    /// A card from `from` to `to`. The app lets a player name only a card in a zone they can
    /// see, so the refusal names no hidden card.
    fn move_card(
        &mut self,
        card: CardId,
        from: Zone,
        to: Zone,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        if from == to {
            return Err(RuleError::Invalid(
                Reason::new("the card would stay in {zone}").with("zone", from),
            ));
        }
        let missing = || {
            RuleError::Invalid(
                Reason::new("card #{card} is not in {zone}")
                    .with("card", card)
                    .with("zone", from),
            )
        };
        match from {
            Zone::UsHand | Zone::JihadistHand | Zone::DrawPile | Zone::Discard | Zone::Removed => {
                let cards = self.zone_mut(from);
                let i = cards.iter().position(|c| *c == card).ok_or_else(missing)?;
                cards.remove(i);
            }
            Zone::Lapsing => {
                let i = self
                    .lapsing
                    .iter()
                    .position(|l| l.card == card && l.in_box)
                    .ok_or_else(missing)?;
                self.lapsing.remove(i);
            }
            Zone::FirstPlot => {
                if self.first_plot != Some(Some(card)) {
                    return Err(missing());
                }
                self.first_plot = Some(None);
            }
        }
        match to {
            Zone::DrawPile => {
                let len = self.draw_pile.len();
                let at = usize::from(dice.below(u8::try_from(len + 1).unwrap_or(u8::MAX)));
                self.draw_pile.insert(at.min(len), card);
            }
            Zone::UsHand | Zone::JihadistHand | Zone::Discard | Zone::Removed => {
                self.zone_mut(to).push(card);
            }
            Zone::Lapsing => {
                if !card.info().lapsing {
                    return Err(RuleError::Invalid(
                        Reason::new("card #{card} is not a LAPSING event").with("card", card),
                    ));
                }
                self.lapsing.push(Lapsing { card, in_box: true });
            }
            Zone::FirstPlot => {
                if let Some(Some(there)) = self.first_plot {
                    return Err(RuleError::Invalid(
                        Reason::new(
                            "the 1st Plot box holds card #{card} already: move it out first",
                        )
                        .with("card", there),
                    ));
                }
                self.first_plot = Some(Some(card));
            }
        }
        Ok(())
    }

    fn zone_mut(&mut self, zone: Zone) -> &mut crate::state::Cards {
        match zone {
            Zone::UsHand => &mut self.hands.us,
            Zone::JihadistHand => &mut self.hands.jihadist,
            Zone::Discard => &mut self.discard,
            Zone::Removed => &mut self.removed,
            _ => &mut self.draw_pile,
        }
    }
}

/// A track set off its end: refused as validation would word it.
fn broken(off: OffTrack) -> RuleError {
    RuleError::Invalid(
        Reason::new("that change breaks the game: {problems}; nothing was changed")
            .with("problems", ErrorArg::Words(off.to_string())),
    )
}

/// A change refused because the game it would make is not a legal one.
fn breaks(problems: Vec<String>) -> RuleError {
    RuleError::Invalid(
        Reason::new("that change breaks the game: {problems}; nothing was changed")
            .with("problems", ErrorArg::Words(problems.join("; "))),
    )
}
