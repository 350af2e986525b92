//! 8.5.6 Unblocked Plots resolve at the end of each US Action Phase, in the Jihadist's order.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, MapPlot, Plot, Purpose};
use crate::error::Refusal;
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::success_number;
use crate::state::{Phase, Players, Step, VictoryReason};
use crate::types::{Country, Governance, Marker, Side};

/// Resolve one Plot (the Jihadist picks which), or move on when none remain.
pub(crate) fn resolve_next(cx: &mut Cx<'_>) -> Run {
    let with_plots: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| !cx.g.country(*c).plots.is_empty())
        .collect();
    if with_plots.is_empty() {
        after_us_phase(cx);
        return Ok(());
    }
    let country = if with_plots.len() == 1 {
        with_plots[0]
    } else {
        cx.ask_country(
            Side::Jihadist,
            DecisionKind::country(Purpose::ResolvePlot, 1),
            |g, c| {
                if g.country(c).plots.is_empty() {
                    Err(Refusal::country(c, "there is no Plot in {country}"))
                } else {
                    Ok(())
                }
            },
        )?
    };
    let mut kinds: Vec<Plot> = cx.g.country(country).plots.iter().map(|p| p.plot).collect();
    kinds.sort();
    kinds.dedup();
    let plot = if kinds.len() == 1 {
        kinds[0]
    } else {
        match cx.ask(
            Side::Jihadist,
            DecisionKind::ResolvePlotMarker { country },
            kinds.iter().map(|p| Answer::Plot(*p)).collect(),
        )? {
            Answer::Plot(plot) => plot,
            _ => kinds[0],
        }
    };
    // Card 1 Backlash: of identical markers the one with Backlash resolves first (never
    // worse for the Jihadist, whose order it is: the Funding track is capped at 1 and 9).
    let plots = &cx.g.country(country).plots;
    let index = plots
        .iter()
        .position(|p| p.plot == plot && p.backlash)
        .or_else(|| plots.iter().position(|p| p.plot == plot));
    let marker = match index {
        Some(index) => cx.g.country_mut(country).plots.remove(index),
        None => MapPlot::face_down(plot),
    };
    resolve(cx, country, marker)
}

/// 8.5.6 resolve `marker` in `country` (already taken off the map).
pub(crate) fn resolve(cx: &mut Cx<'_>, country: Country, marker: MapPlot) -> Run {
    let plot = marker.plot;
    cx.log(LogEntry::PlotResolves { country, plot });
    // Card 11 Abbas ends with a Plot resolved in Israel; Card 36 Indo-Pakistani Talks with
    // one resolved in India.
    let ended = match country {
        Country::Israel => Some(Marker::Abbas),
        Country::India => Some(Marker::IndoPakistaniTalks),
        _ => None,
    };
    if let Some(marker) = ended {
        crate::events::common::remove_marker_anywhere(cx, marker);
    }
    let wmd = plot == Plot::Wmd;
    let us = country == Country::UnitedStates;
    // VICTORY
    if wmd && us {
        return cx.end_game(Side::Jihadist, VictoryReason::WmdInUnitedStates);
    }
    // FUNDING
    let good = cx.g.is_good(country);
    if marker.backlash && country.is_muslim() {
        // Card 1 Backlash: the Funding step is reversed; a WMD sets Funding to 1.
        if wmd {
            cx.set_funding(1);
        } else {
            cx.add_funding(if good { -2 } else { -1 });
        }
    } else if country.is_muslim() || country == Country::Iran {
        cx.add_funding(if good { 2 } else { 1 });
    } else if wmd || us {
        cx.set_funding(9);
    } else {
        let n = i32::from(plot.number());
        cx.add_funding(if good { 2 * n } else { n });
    }
    // POSTURE
    if country.is_non_muslim() {
        cx.roll_posture(country);
        if wmd && cx.g.players == Players::TwoPlayer {
            // 8.5.6 the Jihadist may reroll a WMD Plot's Posture once (2-player).
            if cx.yes_no(Side::Jihadist, DecisionKind::WmdReroll { country })? {
                cx.roll_posture(country);
            }
        }
        if country.is_schengen() {
            let mut chosen: Vec<Country> = Vec::new();
            for step in 1..=2u8 {
                let taken = chosen.clone();
                let other = cx.ask_country(
                    Side::Jihadist,
                    DecisionKind::country(Purpose::SchengenPosture, step),
                    |_, c| {
                        if !c.is_schengen() || c == country || taken.contains(&c) {
                            Err(Refusal::country(
                                c,
                                "{country} is not another Schengen country",
                            ))
                        } else {
                            Ok(())
                        }
                    },
                )?;
                chosen.push(other);
            }
            for other in chosen {
                cx.roll_posture(other);
            }
        }
    }
    // PRESTIGE (Card 41 NATO counts as troops)
    if cx.g.troops_counting_nato(country) > 0 {
        if wmd {
            cx.set_prestige(1);
        } else {
            cx.add_prestige(-1);
        }
    }
    if us {
        cx.roll_prestige();
    }
    // GOVERNANCE AND AID
    if country.is_muslim() {
        let governance = cx.g.governance(country);
        let needed = success_number(governance);
        let successes = cx.roll_successes(RollKind::PlotGovernance, country, plot.number(), needed);
        let mut stays = false;
        for _ in 0..successes {
            cx.remove_one_aid(country);
            match cx.g.governance(country) {
                Some(current @ (Governance::Good | Governance::Fair)) => {
                    cx.set_governance(country, current.worsened());
                }
                // 8.5.6 a Plot worsens no further than Poor: the log says it stays, once.
                Some(current) if !stays => {
                    stays = true;
                    cx.log(LogEntry::Governance {
                        country,
                        from: Some(current),
                        to: current,
                    });
                }
                _ => {}
            }
        }
    }
    // MARKER (9.3.3 in solitaire)
    crate::available_plots::plot_leaves_map(&mut cx.g, plot);
    cx.check_victory(Some(Side::Jihadist))
}

/// After Plot resolution: a new Jihadist phase, or the end of the turn (5.2.1).
pub(crate) fn after_us_phase(cx: &mut Cx<'_>) {
    let jihadist_out = cx.g.hands.jihadist.is_empty();
    let us_done = cx.g.hands.us.is_empty() || cx.g.us_held;
    if jihadist_out && us_done {
        cx.g.step = Step::EndOfTurn;
    } else {
        cx.g.step = Step::ActionPhase;
        cx.g.phase = Phase {
            side: Side::Jihadist,
            cards_played: 0,
        };
        cx.g.us_held = false;
        cx.log(LogEntry::PhaseStarted {
            turn: cx.g.turn,
            side: Side::Jihadist,
        });
    }
}
