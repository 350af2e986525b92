//! Effects: the changes of the game that several rules share, each written once and
//! logging itself (Governance, Alignment, Posture, Prestige, Funding, Aid, troops, cells,
//! the Initial Test and the Posture and Prestige rolls), run through the executor's `Cx`
//! so a re-run step replays them exactly.

use crate::cx::Cx;
use crate::decision::CellKind;
use crate::log::{LogEntry, RollKind};
use crate::state::{GameState, Lapsing};
use crate::types::{Alignment, CardId, Country, Funding, Governance, Marker, Posture, Prestige};

impl Cx<'_> {
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
        let from = self.g.prestige();
        self.g.set_prestige(Prestige::clamped(value));
        let to = self.g.prestige();
        if from != to {
            self.log(LogEntry::Prestige { from, to });
        }
    }
    pub fn add_prestige(&mut self, delta: i32) {
        let from = self.g.prestige();
        self.set_prestige(i32::from(from) + delta);
        // A change stopped at the end of the track is logged too: it changes nothing.
        if delta != 0 && self.g.prestige() == from {
            self.log(LogEntry::Prestige { from, to: from });
        }
    }
    /// Set Funding (Card 92 Saddam, a WMD Plot: 9); already there, the log says it stays.
    pub fn set_funding(&mut self, value: i32) {
        let from = self.g.funding();
        self.g.set_funding(Funding::clamped(value));
        let to = self.g.funding();
        self.log(LogEntry::Funding { from, to });
    }
    /// Shift Funding by `delta`; at the end of its track, the log says it stays.
    pub fn add_funding(&mut self, delta: i32) {
        let from = self.g.funding();
        self.g
            .set_funding(Funding::clamped(i32::from(from) + delta));
        let to = self.g.funding();
        if delta != 0 {
            self.log(LogEntry::Funding { from, to });
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
    pub fn place_cells(&mut self, country: Country, wanted: u8) -> u8 {
        let count = wanted.min(self.g.cells_on_track());
        self.place_cells_from_track(country, count);
        self.cells_not_placed(country, wanted - count, false);
        count
    }
    /// Say that `count` cells due in `country` are not placed (none if 0), and why: no cell
    /// is left on the Funding track (4.7.4, 6.2.4), or with `available` none is Available
    /// to a Recruit (8.2.1).
    pub fn cells_not_placed(&mut self, country: Country, count: u8, available: bool) {
        if count == 0 {
            return;
        }
        let reason = if available {
            crate::Reason::new("no cell is Available (8.2.1)")
        } else {
            crate::Reason::new("no cell is left on the Funding track (4.7.4)")
        };
        self.log(LogEntry::CellsNotPlaced {
            country,
            count,
            reason,
        });
    }
    /// Place `count` cells, which the Funding track holds, in `country`.
    fn place_cells_from_track(&mut self, country: Country, count: u8) {
        if count == 0 {
            return;
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
    }
    /// Remove cells to the Funding Track, Active first. 4.8.4 a cadre replaces the last
    /// cell only when `cadre_if_last` (Disrupt, events).
    pub fn remove_cells(&mut self, country: Country, count: u8, cadre_if_last: bool) -> u8 {
        let mut removed = 0;
        for _ in 0..count {
            let active = self.g.country(country).active_cells() > 0;
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
        let count = self.g.activate_cells(country, count);
        if count > 0 {
            self.log(LogEntry::CellsActivated { country, count });
        }
    }

    // ---- tables ----

    /// The Governance table (4.9.4 test, 7.3.4 Regime Change): 1-4 Poor, 5-6 Fair; the roll
    /// is logged, nothing is set.
    pub fn roll_on_governance_table(&mut self, country: Country) -> Governance {
        let roll = self.d6();
        self.log(LogEntry::Rolled {
            kind: RollKind::Governance,
            country: Some(country),
            dice: vec![roll],
            modified: None,
            needed: None,
            successes: None,
        });
        if roll <= 4 {
            Governance::Poor
        } else {
            Governance::Fair
        }
    }

    /// 7.3.4 Regime Change, Card 102 Former Soviet Union: a roll on the Governance table,
    /// made even if the country is marked, and its result set.
    pub fn set_governance_by_roll(&mut self, country: Country) -> Governance {
        let governance = self.roll_on_governance_table(country);
        self.set_governance(country, governance);
        governance
    }

    /// 4.9.4 Initial Test of an unmarked country; no effect if already marked.
    pub fn test_country(&mut self, country: Country) {
        if !self.g.is_unmarked(country) {
            return;
        }
        if country.is_muslim() {
            // Alignment Neutral.
            let governance = self.roll_on_governance_table(country);
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
            let roll = self.d6();
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
    /// docs/bot-readings.md I-36), then shift by the lower of two dice.
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
                crate::available_plots::wmd_added(&mut self.g); // 9.3.3
            }
            self.log(LogEntry::WmdAvailable { count });
        }
    }
}

/// Posture table: modified 1-4 Soft, 5+ Hard (+1 for the US).
fn posture_result(roll: u8, united_states: bool) -> Posture {
    if roll + u8::from(united_states) >= 5 {
        Posture::Hard
    } else {
        Posture::Soft
    }
}

// ---- effects the events share ----

/// Remove one cell of `kind` from `country`; a cadre replaces the last one if
/// `cadre_if_last` (4.8.4).
pub(crate) fn remove_cell_of_kind(
    cx: &mut Cx<'_>,
    country: Country,
    kind: CellKind,
    cadre_if_last: bool,
) -> bool {
    if !cx
        .g
        .remove_cell(country, kind == CellKind::Active, cadre_if_last)
    {
        return false;
    }
    cx.log(LogEntry::CellsRemoved { country, count: 1 });
    if cadre_if_last && cx.g.cells(country) == 0 && cx.g.country(country).cadre {
        cx.log(LogEntry::Cadre {
            country,
            placed: true,
        });
    }
    true
}

/// Remove every cell from `country` (a cadre replaces them if `cadre_if_last`).
pub(crate) fn remove_all_cells(cx: &mut Cx<'_>, country: Country, cadre_if_last: bool) -> u8 {
    let cells = cx.g.cells(country);
    cx.remove_cells(country, cells, cadre_if_last)
}

/// Remove a cadre (no cell there), logging it.
pub(crate) fn remove_cadre(cx: &mut Cx<'_>, country: Country) {
    if cx.g.country(country).cadre {
        cx.g.country_mut(country).cadre = false;
        cx.log(LogEntry::Cadre {
            country,
            placed: false,
        });
    }
}

/// Improve a Muslim country's Governance one level, never past Good (reaching Good removes
/// Aid, Besieged Regime and Regime Change through `set_governance`). Unmarked: no change.
pub(crate) fn improve_governance(cx: &mut Cx<'_>, country: Country) {
    if let Some(now) = cx.g.country(country).governance
        && country.is_muslim()
    {
        cx.set_governance(country, now.improved());
    }
}

/// Worsen a Muslim country's Governance one level; with `to_islamist_rule` false a Poor
/// country stays Poor (most events "never to Islamist Rule").
pub(crate) fn worsen_governance(cx: &mut Cx<'_>, country: Country, to_islamist_rule: bool) {
    if let Some(now) = cx.g.country(country).governance
        && country.is_muslim()
    {
        let to = now.worsened();
        if to != Governance::IslamistRule || to_islamist_rule {
            cx.set_governance(country, to);
        }
    }
}

/// Shift a Muslim country's Alignment one box toward Ally (`true`) or Adversary, capped at
/// the end of the track. Unmarked: no change.
pub(crate) fn shift_alignment(cx: &mut Cx<'_>, country: Country, toward_ally: bool) {
    if let Some(now) = cx.g.alignment(country)
        && country.is_muslim()
    {
        let to = if toward_ally {
            now.toward_ally()
        } else {
            now.toward_adversary()
        };
        cx.set_alignment(country, to);
    }
}

/// 6.2.7 place a lingering marker in a country (once).
pub(crate) fn place_country_marker(cx: &mut Cx<'_>, marker: Marker, country: Country) {
    if !cx.g.country(country).markers.contains(&marker) {
        cx.g.country_mut(country).markers.push(marker);
        cx.log(LogEntry::MarkerPlaced {
            marker,
            country: Some(country),
        });
    }
}

/// Remove a lingering marker from a country, if there.
pub(crate) fn remove_country_marker(cx: &mut Cx<'_>, marker: Marker, country: Country) -> bool {
    if !cx.g.country(country).markers.contains(&marker) {
        return false;
    }
    cx.g.country_mut(country).markers.retain(|m| *m != marker);
    cx.log(LogEntry::MarkerRemoved {
        marker,
        country: Some(country),
    });
    true
}

/// 4.7.7 place a lingering marker in the Event Box (once).
pub(crate) fn place_event_marker(cx: &mut Cx<'_>, marker: Marker) {
    if !cx.g.markers.contains(&marker) {
        cx.g.markers.push(marker);
        cx.log(LogEntry::MarkerPlaced {
            marker,
            country: None,
        });
    }
}

/// Remove a lingering marker from the Event Box, if there.
pub(crate) fn remove_event_marker(cx: &mut Cx<'_>, marker: Marker) -> bool {
    if !cx.g.markers.contains(&marker) {
        return false;
    }
    cx.g.markers.retain(|m| *m != marker);
    cx.log(LogEntry::MarkerRemoved {
        marker,
        country: None,
    });
    true
}

/// Remove a lingering marker wherever it is (Event Box or countries).
pub(crate) fn remove_marker_anywhere(cx: &mut Cx<'_>, marker: Marker) {
    remove_event_marker(cx, marker);
    for country in Country::ALL {
        remove_country_marker(cx, marker, country);
    }
}

/// 6.2.7 `card` goes to the Lapsing box: its event is in effect until the end of the turn
/// (5.2.6). Played again after a reshuffle while its marker stood in for it (4.7.7.3), it
/// goes back to the box rather than counting twice; already in the box, nothing changes.
pub(crate) fn place_lapsing(cx: &mut Cx<'_>, card: CardId) {
    match cx.g.lapsing.iter_mut().find(|l| l.card == card) {
        Some(entry) if entry.in_box => return,
        Some(entry) => entry.in_box = true,
        None => cx.g.lapsing.push(Lapsing { card, in_box: true }),
    }
    cx.log(LogEntry::Lapsing { card });
}

/// Place one Aid marker (they add up, 7.2.2.3).
/// No Aid stands in a Good (7.2.2.3) or Islamist Rule (8.4.4) country: there it does nothing.
pub(crate) fn add_aid(cx: &mut Cx<'_>, country: Country) {
    if matches!(
        cx.g.governance(country),
        Some(Governance::Good | Governance::IslamistRule)
    ) {
        return;
    }
    let aid = cx.g.country(country).aid;
    cx.set_aid(country, aid + 1);
}

/// Remove every Plot in `country` as if Alerted (7.5.3): each is revealed, a WMD leaves
/// the game, a numbered Plot returns to Available Plots.
pub(crate) fn remove_all_plots(cx: &mut Cx<'_>, country: Country) {
    while !cx.g.country(country).plots.is_empty() {
        let plot = cx.g.country_mut(country).plots.remove(0).plot;
        cx.log(LogEntry::PlotBlocked { country, plot });
        crate::available_plots::plot_leaves_map(&mut cx.g, plot); // 9.3.3
    }
}

/// 4.7.3 the Troops track's level: Overstretch 0-4 troops on the track, War 5-9, Low
/// Intensity 10-15.
pub(crate) fn troops_overstretched(g: &GameState) -> bool {
    g.troops_on_track() < 5
}

/// Whether any country is under Islamist Rule.
pub(crate) fn any_islamist_rule(g: &GameState) -> bool {
    Country::ALL.into_iter().any(|c| g.is_islamist_rule(c))
}
