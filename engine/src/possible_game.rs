//! Games a computer player imagines from what its side sees: [`SideView::possible_game`],
//! the US's look ahead (`src/sim/lookahead.rs`) plays its options out in them, and
//! [`SideView::bot_card_play`], a Jihadist learner's hint, shows what the section 9 bot
//! would do with a card of their hand. Such a game keeps everything the view shows and deals
//! anew, from a seed, everything it does not (the other hand, the draw order, the Plots the
//! side cannot see, the dice), each pool sorted first, so the view and the seed alone decide
//! it. The section 9 bot plays the Jihadist in it (9.2, as when it takes over a seat).

use crate::available_plots::set_aside_for_wmd;
use crate::decision::{DecisionKind, Plot};
use crate::deck::{interleave, new_deck, shuffle};
use crate::dice::{Dice, SeededDice};
use crate::log::LogEntry;
use crate::play::Until;
use crate::side_view::SideView;
use crate::state::{GameState, Players};
use crate::types::{CardId, Side};

impl SideView<'_> {
    /// A game the US player could not tell from this one, for a computer US that plays the
    /// rest out: what the US sees is kept (the map, the tracks, its hand, the discards, how
    /// many cards each pile holds, the step in progress), and what it cannot see is dealt
    /// anew with `seed`: the Jihadist hand and the draw pile from their cards together, the
    /// face-down Plots and the Available Plots from their markers together, and the dice
    /// (with 9.2's mini-decks, the new pile is interleaved as they are, from its start).
    /// Only what the view shows decides the result (each pool is sorted before it is
    /// shuffled). The section 9 bot plays the Jihadist in it, as in a seat taken over (a
    /// person's hand becomes the bot's pile, 9.2). `None` for a Jihadist view, a game over,
    /// or a US question within a person's Jihadist card, which would not re-run the same
    /// with the bot.
    pub fn possible_game(&self, seed: u64) -> Option<GameState> {
        if self.side() != Side::Us {
            return None;
        }
        let g = self.whole_game();
        if g.outcome.is_some() {
            return None;
        }
        let mut dice = SeededDice::new(seed);
        let mut twin = g.clone();
        let mut cards: Vec<CardId> = g.hands.jihadist.to_vec();
        cards.extend(g.draw_pile.iter().copied());
        // One deck of both, the hand dealt from its top; 9.2's mini-decks split the rest.
        let mut cards = new_deck(cards, false, |n| dice.below(n));
        let pile_start = g.hands.jihadist.len().min(cards.len());
        let mut pile = cards.split_off(pile_start);
        if twin.mini_decks {
            interleave(&mut pile);
        }
        twin.hands.jihadist.clear();
        twin.hands.jihadist.extend_from_slice(&cards);
        twin.draw_pile.clear();
        twin.draw_pile.extend_from_slice(&pile);
        let mut plots: Vec<Plot> = twin
            .countries
            .iter()
            .flat_map(|c| c.plots.iter().filter(|p| !p.face_up).map(|p| p.plot))
            .collect();
        plots.extend(twin.available_plots.iter().copied());
        plots.sort();
        shuffle(&mut plots, |n| dice.below(n));
        let mut dealt = plots.iter().copied();
        for country in twin.countries.iter_mut() {
            for plot in country.plots.iter_mut().filter(|p| !p.face_up) {
                plot.plot = dealt.next()?;
            }
        }
        twin.available_plots.clear();
        for plot in dealt {
            twin.available_plots.push(plot);
        }
        twin.available_plots.sort();
        twin.rng = SeededDice::new(seed ^ 0x5DEE_CE66_D1CE_5EED);
        if twin.players == Players::TwoPlayer {
            // The step in progress runs again from its checkpoint with the US's answers and
            // the rolls already seen, now with the bot as Jihadist.
            let step = twin.pending.take()?;
            twin.players = Players::Solitaire;
            set_aside_for_wmd(&mut twin);
            let mut twin_dice = twin.rng.clone();
            twin.advance(step.answers, step.rolls, step.logged, &mut twin_dice)
                .ok()?;
            twin.rng = twin_dice;
            // A step the person was answering in (a Jihadist card) does not re-run the same
            // for the bot: no possible game then.
            if twin.pending() != g.pending() {
                return None;
            }
        }
        Some(twin)
    }
}

impl SideView<'_> {
    /// What the section 9 bot would do with `card` of this Jihadist's hand (9.4), for a
    /// learner's hint: in a game the Jihadist could not tell from this one (the US hand and
    /// the draw pile dealt anew from their cards together, new dice from `seed`), the bot
    /// takes the seat (9.2: the hand becomes its pile, `card` on top, the rest in card order)
    /// and plays that card: its log, to the next card or to a question for the US. The step
    /// in progress runs again from its start (the state is at its checkpoint, before the
    /// card was chosen). `None` for a US view, a card not in hand, or unless a Jihadist
    /// decision of the Jihadist's Action Phase is pending.
    pub fn bot_card_play(&self, card: CardId, seed: u64) -> Option<Vec<LogEntry>> {
        let g = self.whole_game();
        let card_play = matches!(
            self.pending().map(|d| &d.kind),
            Some(DecisionKind::ActionCard { .. })
        ) || self.card_in_play().is_some();
        if self.side() != Side::Jihadist
            || !card_play
            || g.phase.side != Side::Jihadist
            || !g.hands.jihadist.contains(&card)
        {
            return None;
        }
        let mut dice = SeededDice::new(seed);
        let mut twin = g.clone();
        let mut cards: Vec<CardId> = g.hands.us.to_vec();
        cards.extend(g.draw_pile.iter().copied());
        let cards = new_deck(cards, false, |n| dice.below(n));
        let in_hand = g.hands.us.len().min(cards.len());
        twin.hands.us.clear();
        twin.hands.us.extend_from_slice(&cards[..in_hand]);
        twin.draw_pile.clear();
        twin.draw_pile.extend_from_slice(&cards[in_hand..]);
        let mut pile: Vec<CardId> = g
            .hands
            .jihadist
            .iter()
            .copied()
            .filter(|c| *c != card)
            .collect();
        pile.sort();
        pile.insert(0, card);
        twin.hands.jihadist.clear();
        twin.hands.jihadist.extend_from_slice(&pile);
        twin.pending = None;
        twin.players = Players::Solitaire;
        set_aside_for_wmd(&mut twin);
        twin.rng = SeededDice::new(seed ^ 0x5DEE_CE66_D1CE_5EED);
        let mut twin_dice = twin.rng.clone();
        twin.advance_until(
            Vec::new(),
            Vec::new(),
            0,
            &mut twin_dice,
            Until::NextBotCard,
        )
        .ok()
    }
}

#[cfg(test)]
mod tests {
    use crate::action::Action;
    use crate::decision::Plot;
    use crate::dice::SeededDice;
    use crate::setup::SetupSpec;
    use crate::state::{GameState, Players, Scenario};
    use crate::types::Side;

    fn two_player(seed: u64) -> GameState {
        let spec = SetupSpec {
            players: Players::TwoPlayer,
            ..SetupSpec::new(Scenario::LetsRoll, seed)
        };
        GameState::new_seeded(&spec).unwrap()
    }

    /// A new Let's Roll! solitaire game, with or without 9.2's mini-decks.
    fn solitaire(mini_decks: bool) -> GameState {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Players::Solitaire,
            ideology: Default::default(),
            game_length: 1,
            seed: 9,
            mini_decks,
        };
        GameState::new_seeded(&spec).unwrap()
    }

    fn plots_unseen(g: &GameState) -> Vec<Plot> {
        let mut v: Vec<Plot> = g
            .countries
            .iter()
            .flat_map(|c| c.plots.iter().filter(|p| !p.face_up).map(|p| p.plot))
            .chain(g.available_plots.iter().copied())
            .collect();
        v.sort();
        v
    }

    /// A possible game keeps all the US sees and deals anew what it cannot see: the same
    /// for the same seed, another for another, and only the view decides it.
    #[test]
    fn a_possible_game_keeps_the_us_view() {
        let mut g = solitaire(false);
        // A face-down Plot on the map, so the markers are dealt too.
        g.country_mut(crate::types::Country::Iraq)
            .plots
            .push(crate::decision::MapPlot::face_down(Plot::Wmd));
        let view = g.side_view(Side::Us);
        let twin = view.possible_game(1).unwrap();
        assert!(
            twin == view.possible_game(1).unwrap(),
            "the same seed, the same game"
        );
        assert_eq!(twin.hands.us, g.hands.us);
        assert_eq!(twin.hands.jihadist.len(), g.hands.jihadist.len());
        assert_eq!(twin.draw_pile.len(), g.draw_pile.len());
        let unseen = |g: &GameState| {
            let mut v: Vec<_> = g
                .hands
                .jihadist
                .iter()
                .chain(g.draw_pile.iter())
                .copied()
                .collect();
            v.sort();
            v
        };
        assert_eq!(unseen(&twin), unseen(&g));
        assert_eq!(plots_unseen(&twin), plots_unseen(&g));
        assert_eq!(twin.pending(), g.pending());
        let piles: std::collections::BTreeSet<_> = (0..10)
            .map(|seed| view.possible_game(seed).unwrap().draw_pile.to_vec())
            .collect();
        assert!(piles.len() > 1, "the draw pile is dealt anew");
        // What the US cannot see does not change the result.
        let mut scrambled = g.clone();
        scrambled.draw_pile.reverse();
        scrambled.rng = SeededDice::new(77);
        assert!(scrambled.side_view(Side::Us).possible_game(1).unwrap() == twin);
        assert!(g.side_view(Side::Jihadist).possible_game(1).is_none());
    }

    /// 9.2 with mini-decks, the pile dealt anew is interleaved as the mini-decks are.
    #[test]
    fn a_possible_game_keeps_the_mini_decks() {
        let g = solitaire(true);
        assert!(g.mini_decks);
        let twin = g.side_view(Side::Us).possible_game(5).unwrap();
        let mut interleaved = twin.draw_pile.to_vec();
        crate::deck::interleave(&mut interleaved);
        assert_eq!(twin.draw_pile.to_vec(), interleaved);
    }

    /// In a two-player game the bot takes the Jihadist seat of the possible game, which
    /// asks the US the same question.
    #[test]
    fn a_possible_two_player_game_has_the_bot_as_jihadist() {
        let mut g = two_player(4);
        while g.pending().unwrap().side == Side::Jihadist {
            let answer = g.pending().unwrap().options[0];
            g.apply_seeded(Side::Jihadist, &Action::Answer(answer))
                .unwrap();
        }
        let twin = g.side_view(Side::Us).possible_game(3).unwrap();
        assert_eq!(twin.players, Players::Solitaire);
        assert_eq!(twin.pending(), g.pending());
        assert_eq!(twin.hands.us, g.hands.us);
    }

    /// A Jihadist's hint: the bot plays the card asked about, in a game dealt anew from the
    /// Jihadist's view (the same for the same seed, whatever the US hand, the draw pile or
    /// the dice), with its reasons; mid-card, the card being played; never for the US.
    #[test]
    fn the_bot_plays_a_card_of_the_jihadists_hand() {
        let g = two_player(6);
        let view = g.side_view(Side::Jihadist);
        assert!(matches!(
            view.pending().unwrap().kind,
            crate::decision::DecisionKind::ActionCard { .. }
        ));
        for card in g.hands.jihadist.iter().copied() {
            let logs = view.bot_card_play(card, 1).unwrap();
            let played: Vec<_> = logs
                .iter()
                .filter_map(|e| match e {
                    crate::log::LogEntry::CardPlayed { side, card, .. } => Some((*side, *card)),
                    _ => None,
                })
                .collect();
            assert_eq!(played.first(), Some(&(Side::Jihadist, card)), "{logs:?}");
            assert!(played.iter().all(|(side, _)| *side == Side::Jihadist));
            assert_eq!(played.len(), 1, "one card only: {logs:?}");
            assert!(
                logs.iter()
                    .any(|e| matches!(e, crate::log::LogEntry::BotReason { .. })),
                "{logs:?}"
            );
            let mut scrambled = g.clone();
            scrambled.draw_pile.reverse();
            scrambled.hands.us.reverse();
            scrambled.rng = SeededDice::new(99);
            let again = scrambled.side_view(Side::Jihadist).bot_card_play(card, 1);
            assert!(again.as_ref() == Some(&logs), "only the view decides");
        }
        assert!(
            g.side_view(Side::Us)
                .bot_card_play(g.hands.jihadist[0], 1)
                .is_none()
        );
        assert!(
            view.bot_card_play(g.hands.us[0], 1).is_none(),
            "not in hand"
        );
        // Mid-card: the card chosen is the card in play, and the bot plays it from the
        // step's start.
        let mut mid = g.clone();
        let card = mid.pending().unwrap().options[0];
        mid.apply_seeded(Side::Jihadist, &Action::Answer(card))
            .unwrap();
        let crate::decision::Answer::Card(card) = card else {
            panic!("{card:?}");
        };
        if mid.pending().is_some_and(|d| d.side == Side::Jihadist) {
            let view = mid.side_view(Side::Jihadist);
            assert_eq!(view.card_in_play(), Some(card));
            assert!(view.bot_card_play(card, 1).is_some());
        }
    }
}
