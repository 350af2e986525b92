//! What one seat may see (hands, draw order, face-down Plot values and the Available Plots
//! box are hidden). Everything shown to a player is built from a `View`.

use serde::{Deserialize, Serialize};

use crate::decision::{Answer, DecisionKind, Plot, Purpose};
use crate::ops::jihadist::travel::TravelChance;
use crate::ops::us::woi::modifier_items;
use crate::state::{GameState, Ideology, Outcome, Phase, Players, RegimeChange, Scenario, Step};
use crate::types::WarOfIdeasModifier;
use crate::types::{Alignment, BySide, CardId, Country, Governance, Marker, Posture, Seat, Side};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CountryView {
    pub country: Country,
    pub governance: Option<Governance>,
    pub alignment: Option<Alignment>,
    pub posture: Option<Posture>,
    pub troops: u8,
    pub active_cells: u8,
    pub sleeper_cells: u8,
    pub cadre: bool,
    pub aid: u8,
    pub besieged: bool,
    pub regime_change: Option<RegimeChange>,
    /// Face-down Plots: how many.
    pub plot_count: u8,
    /// Their values: the Jihadist only.
    pub plots: Option<Vec<Plot>>,
    /// The values of face-up Plots (Card 5 NEST): public.
    #[serde(default)]
    pub face_up_plots: Vec<Plot>,
    pub markers: Vec<Marker>,
    pub resources: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingView {
    pub side: Side,
    pub kind: DecisionKind,
    /// The legal options: shown to the side that decides only.
    pub options: Option<Vec<Answer>>,
    /// 8.3 a Travel operation's destination (`Country { purpose: TravelTo }`): the cell's
    /// origin and how it would arrive at each option. The deciding side only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travel: Option<TravelView>,
    /// 7.2 a War of Ideas target (`Country { purpose: WarOfIdeas }`): the card's value and
    /// each option's modifiers. The deciding side only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub war_of_ideas: Option<WarOfIdeasView>,
}

/// 7.2 the target prompt of a War of Ideas operation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarOfIdeasView {
    /// The value of the card (with Reserves) the operation uses.
    pub value: u8,
    /// 4.9.2 each option's modifiers that apply (none for a non-Muslim country's Posture
    /// roll).
    pub modifiers: Vec<(Country, Vec<(WarOfIdeasModifier, i8)>)>,
}

/// 8.3 the destination prompt of a Travel operation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TravelView {
    pub from: Country,
    pub chances: Vec<(Country, TravelChance)>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub scenario: Scenario,
    pub players: Players,
    pub ideology: Ideology,
    pub game_length: u8,
    pub turn: u16,
    pub phase: Phase,
    pub step: Step,
    pub prestige: u8,
    pub prestige_level: String,
    pub funding: u8,
    pub funding_level: String,
    pub us_posture: Posture,
    pub world_posture: i8,
    pub gwot_penalty: u8,
    pub troops_on_track: u8,
    pub troops_level: String,
    pub cells_on_track: u8,
    pub available_cells: u8,
    pub reserves: BySide<u8>,
    pub good_resources: u8,
    pub islamist_resources: u8,
    pub fair_good_countries: u8,
    pub poor_islamist_countries: u8,
    pub countries: Vec<CountryView>,
    pub markers: Vec<Marker>,
    pub lapsing: Vec<CardId>,
    pub first_plot: Option<Option<CardId>>,
    pub hand_sizes: BySide<usize>,
    /// This seat's own hand.
    pub hand: Option<Vec<CardId>>,
    pub draw_pile_size: usize,
    pub discard: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub reshuffles: u8,
    /// The Available Plots box: the Jihadist only.
    pub available_plots: Option<Vec<Plot>>,
    pub available_plot_count: usize,
    pub wmd_loose_nuke_box: u8,
    pub wmd_pakistan_box: u8,
    pub pending: Option<PendingView>,
    pub outcome: Option<Outcome>,
}

impl GameState {
    /// What `seat` may see. Mid-step, the board shows the step's effects so far.
    pub fn view(&self, seat: Seat) -> View {
        let (g, war_of_ideas_value) = self.current_with_value();
        self.view_of(&g, war_of_ideas_value, seat)
    }

    /// [`current`](Self::current) and [`view`](Self::view) from one re-run of the pending
    /// step.
    pub fn current_and_view(&self, seat: Seat) -> (GameState, View) {
        let (g, war_of_ideas_value) = self.current_with_value();
        let view = self.view_of(&g, war_of_ideas_value, seat);
        (g, view)
    }

    /// `seat`'s view of `g`, this game as it stands mid-step.
    fn view_of(&self, g: &GameState, war_of_ideas_value: Option<u8>, seat: Seat) -> View {
        let jihadist = seat == Seat::Jihadist;
        let countries = Country::ALL
            .into_iter()
            .map(|country| {
                let c = g.country(country);
                CountryView {
                    country,
                    governance: if country.is_muslim() {
                        c.governance
                    } else {
                        g.governance(country)
                    },
                    alignment: c.alignment,
                    posture: if country.is_non_muslim() {
                        g.posture(country)
                    } else {
                        None
                    },
                    troops: c.troops(),
                    active_cells: c.active_cells(),
                    sleeper_cells: c.sleeper_cells(),
                    cadre: c.cadre,
                    aid: c.aid,
                    besieged: c.besieged,
                    regime_change: c.regime_change,
                    plot_count: c.plots.len() as u8,
                    plots: jihadist.then(|| c.plots.iter().map(|p| p.plot).collect()),
                    face_up_plots: c
                        .plots
                        .iter()
                        .filter(|p| p.face_up)
                        .map(|p| p.plot)
                        .collect(),
                    markers: c.markers.to_vec(),
                    resources: g.resources(country),
                }
            })
            .collect();
        View {
            seat,
            scenario: g.scenario,
            players: g.players,
            ideology: g.ideology,
            game_length: g.game_length,
            turn: g.turn,
            phase: g.phase,
            step: g.step,
            prestige: g.prestige(),
            prestige_level: g.prestige_level().to_string(),
            funding: g.funding(),
            funding_level: g.funding_level().to_string(),
            us_posture: g.us_posture,
            world_posture: g.world_posture(),
            gwot_penalty: g.gwot_penalty(),
            troops_on_track: g.troops_on_track(),
            troops_level: g.troops_level().to_string(),
            cells_on_track: g.cells_on_track(),
            available_cells: g.available_cells(),
            reserves: BySide {
                us: g.reserves(Side::Us),
                jihadist: g.reserves(Side::Jihadist),
            },
            good_resources: g.good_resources(),
            islamist_resources: g.islamist_resources(),
            fair_good_countries: g.fair_good_countries(),
            poor_islamist_countries: g.poor_islamist_countries(),
            countries,
            markers: g.markers.to_vec(),
            lapsing: g.lapsing.iter().map(|l| l.card).collect(),
            first_plot: g.first_plot,
            hand_sizes: BySide {
                us: g.hands.us.len(),
                jihadist: g.hands.jihadist.len(),
            },
            hand: seat.side().map(|side| g.hand(side).to_vec()),
            draw_pile_size: g.draw_pile.len(),
            discard: g.discard.to_vec(),
            removed: g.removed.to_vec(),
            reshuffles: g.reshuffles,
            available_plots: jihadist.then(|| g.available_plots.to_vec()),
            available_plot_count: g.available_plots.len(),
            wmd_loose_nuke_box: g.wmd_loose_nuke_box,
            wmd_pakistan_box: g.wmd_pakistan_box,
            pending: self.pending.as_ref().map(|p| PendingView {
                side: p.decision.side,
                kind: p.decision.kind.clone(),
                options: (seat.side() == Some(p.decision.side)).then(|| p.decision.options.clone()),
                travel: (seat.side() == Some(p.decision.side))
                    .then(|| travel_view(g, p))
                    .flatten(),
                war_of_ideas: (seat.side() == Some(p.decision.side))
                    .then(|| war_of_ideas_view(g, p, war_of_ideas_value?))
                    .flatten(),
            }),
            outcome: g.outcome,
        }
    }
}

/// The War of Ideas target prompt's card value and each option's modifiers, on the board
/// as the step has left it (`g`).
fn war_of_ideas_view(
    g: &GameState,
    p: &crate::state::Pending,
    value: u8,
) -> Option<WarOfIdeasView> {
    if !matches!(
        p.decision.kind,
        DecisionKind::Country {
            purpose: Purpose::WarOfIdeas,
            ..
        }
    ) {
        return None;
    }
    let modifiers = p
        .decision
        .options
        .iter()
        .filter_map(|a| match a {
            Answer::Country(c) if c.is_muslim() => Some((
                *c,
                modifier_items(g, *c)
                    .into_iter()
                    .filter(|(_, v)| *v != 0)
                    .collect(),
            )),
            Answer::Country(c) => Some((*c, Vec::new())),
            _ => None,
        })
        .collect();
    Some(WarOfIdeasView { value, modifiers })
}

/// The Travel destination prompt's origin (the step's last answer, its `TravelFrom`) and
/// each option's chance, on the board as the step has left it (`g`).
fn travel_view(g: &GameState, p: &crate::state::Pending) -> Option<TravelView> {
    if !matches!(
        p.decision.kind,
        DecisionKind::Country {
            purpose: Purpose::TravelTo,
            ..
        }
    ) {
        return None;
    }
    let Some(Answer::Country(from)) = p.answers.last().copied() else {
        return None;
    };
    let chances = p
        .decision
        .options
        .iter()
        .filter_map(|a| match a {
            Answer::Country(to) => Some((*to, crate::ops::jihadist::travel::chance(g, from, *to))),
            _ => None,
        })
        .collect();
    Some(TravelView { from, chances })
}
