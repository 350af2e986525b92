//! A blank map, the start of every set-up and fixture.

use super::{
    COUNTRIES, CountryState, FORMAT_VERSION, GameState, Ideology, Phase, Players, Scenario, Step,
};
use crate::decision::Plot;
use crate::dice::SeededDice;
use crate::types::{BySide, CardId, Country, Funding, Posture, Prestige, Side};

impl GameState {
    /// A blank map (docs/FIXTURES.md "blank"): every Muslim country unmarked, no postures but
    /// Israel, US Hard, Prestige 7, Funding 5, all pieces on their tracks, six numbered Plots
    /// Available, three WMD in each box, all 120 cards in the draw pile in number order,
    /// turn 1, Jihadist phase, nothing dealt.
    pub fn blank(players: Players, ideology: Ideology, game_length: u8, seed: u64) -> GameState {
        GameState {
            format_version: FORMAT_VERSION,
            scenario: Scenario::Blank,
            players,
            ideology,
            game_length: game_length.clamp(1, 3),
            prestige: Prestige::of::<7>(),
            funding: Funding::of::<5>(),
            us_posture: Posture::Hard,
            reserves: BySide::default(),
            countries: fresh_countries(),
            markers: Default::default(),
            lapsing: Default::default(),
            first_plot: None,
            this_phase: Default::default(),
            last_phase: Default::default(),
            set_aside_plots: Default::default(),
            pending_set_aside: 0,
            mini_decks: false,
            available_plots: [
                Plot::One,
                Plot::One,
                Plot::One,
                Plot::Two,
                Plot::Two,
                Plot::Three,
            ]
            .into(),
            wmd_loose_nuke_box: 3,
            wmd_pakistan_box: 3,
            hands: BySide::default(),
            draw_pile: CardId::all().collect(),
            discard: Default::default(),
            removed: Default::default(),
            reshuffles: 0,
            turn: 1,
            phase: Phase {
                side: Side::Jihadist,
                cards_played: 0,
            },
            step: Step::ActionPhase,
            us_held: false,
            pending: None,
            outcome: None,
            rng: SeededDice::new(seed),
        }
    }
}

fn fresh_countries() -> [CountryState; COUNTRIES] {
    let mut countries: [CountryState; COUNTRIES] = std::array::from_fn(|_| CountryState::default());
    countries[Country::Israel.index()].posture = Some(Posture::Hard);
    countries
}
