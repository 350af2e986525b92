//! The computer US's look ahead at the end of the deck: which card to play, how, and which
//! operation is settled by playing the rest of the game out. Each option is tried in copies of the
//! position where everything the US cannot see is dealt anew ([`SideView::possible_game`]:
//! the Jihadist hand and the draw pile, the face-down and Available Plots, the dice), the
//! section 9 bot as Jihadist and the heuristic policy ([`super::us_policy`]) as US to the
//! game's end; the option that wins most of them is chosen.
//!
//! Only the US's view and `seed` decide the answer, so the same position always gets the
//! same one. Every option is played out in the same copies (fewer chance differences
//! between them): all options in the first [`FIRST`] copies, then the best [`KEEP`] in
//! [`MORE`] more. It looks only when at most [`HORIZON`] cards are unseen, so each play-out
//! is short: most of a solitaire game is played by the heuristic alone.

use labyrinth_engine::{
    Action, Answer, CardId, CardUse, Decision, DecisionKind, GameState, Side, SideView,
};

use super::us_policy::reason::card_line;
use super::us_policy::{self, Player, UsView};
use crate::i18n::{Lang, names};
use crate::tr;

/// How much the look ahead plays out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// It looks once the draw pile and the Jihadist hand hold this many cards or fewer.
    pub horizon: usize,
    /// Copies every option is played out in.
    pub first: usize,
    /// The options played out in more copies, and in how many.
    pub keep: usize,
    pub more: usize,
}

/// The computer US's look ahead: from the last 30 unseen cards (about the last third of a
/// 1-deck game's last two turns), 48 copies for every option, 144 more for the best 3
/// (docs/self-play.md: four times the copies of the first version won 1.9 and 3.0 points
/// more, at a median decision of 0.024 s and a slowest of 0.125 s on one quiet core).
pub const BUDGET: Budget = Budget {
    horizon: 30,
    first: 48,
    keep: 3,
    more: 144,
};

/// What settled a looked-ahead answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    /// It won more play-outs than any other option.
    Wins,
    /// As many wins as the next best; its summed end-of-deck margin (9.1) was larger.
    Margin,
    /// Wins and margin tied: the heuristic's own answer stands.
    Heuristic,
    /// Wins and margin tied between options the heuristic did not choose: the first
    /// listed.
    Order,
}

/// What the look ahead chose, and how its options fared.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Looked {
    pub answer: Answer,
    /// Play-outs the US won with it, of `games`.
    pub wins: u32,
    pub games: u32,
    /// The next best option's wins and play-outs.
    pub next: (u32, u32),
    pub decided_by: DecidedBy,
}

/// The decisions it looks ahead for: the card to play, how to use it and which operation
/// (5.2, 6.1, 7.1.2). Targets stay the heuristic's: their many options would each get too
/// few play-outs.
fn looks_at(kind: &DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::ActionCard { .. }
            | DecisionKind::CardUse { .. }
            | DecisionKind::Operation { .. }
    )
}

/// Whether the pending US decision of `view` gets a look ahead.
pub fn applies(view: &SideView<'_>) -> bool {
    applies_with(view, &BUDGET)
}

fn applies_with(view: &SideView<'_>, budget: &Budget) -> bool {
    view.pending().is_some_and(|d| {
        looks_at(&d.kind)
            && d.options.len() >= 2
            && view.draw_pile_size() + view.hand_size(Side::Jihadist) <= budget.horizon
    })
}

/// The rest of `g` played out by the heuristic US: (won by the US, end-of-deck margin).
fn play_out(mut g: GameState) -> (bool, i32) {
    let mut player = Player::default();
    for _ in 0..super::MAX_DECISIONS {
        let Some(answer) = player.choose(&g) else {
            break;
        };
        if g.apply_seeded(Side::Us, &Action::Answer(answer)).is_err() {
            break;
        }
    }
    // 9.1 more than twice the Islamist Rule Resources must be Good: a tie-break only.
    let margin = i32::from(g.good_resources()) - 2 * i32::from(g.islamist_resources());
    let won = g.outcome.is_some_and(|o| o.winner == Side::Us);
    (won, margin)
}

/// One option's record: wins, play-outs, summed margin; its place in the engine's list
/// after the heuristic's answer (ties go to the earlier).
#[derive(Copy, Clone)]
struct Record {
    answer: Answer,
    order: usize,
    wins: u32,
    games: u32,
    margin: i32,
}

impl Record {
    fn key(&self) -> (u32, i32, std::cmp::Reverse<usize>) {
        (self.wins, self.margin, std::cmp::Reverse(self.order))
    }
    fn add(&mut self, copies: &[GameState]) -> bool {
        for copy in copies {
            let mut g = copy.clone();
            if g.apply_seeded(Side::Us, &Action::Answer(self.answer))
                .is_err()
            {
                return false;
            }
            let (won, margin) = play_out(g);
            self.wins += u32::from(won);
            self.games += 1;
            self.margin += margin;
        }
        true
    }
}

/// The look ahead's answer to `view`'s pending US decision, where [`applies`]; `heuristic`
/// is the policy's own answer, which wins ties. `None` where it does not look.
pub fn look(view: &SideView<'_>, heuristic: Answer, seed: u64) -> Option<Looked> {
    look_with(view, heuristic, seed, &BUDGET)
}

/// [`look`] with another [`Budget`] (to measure what a larger or smaller look ahead costs
/// and gains).
pub fn look_with(
    view: &SideView<'_>,
    heuristic: Answer,
    seed: u64,
    budget: &Budget,
) -> Option<Looked> {
    if !applies_with(view, budget) {
        return None;
    }
    let decision = view.pending()?;
    let copies: Vec<GameState> = (0..(budget.first + budget.more) as u64)
        .map(|i| view.possible_game(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect::<Option<_>>()?;
    let (first, more) = copies.split_at(budget.first);
    let options = std::iter::once(heuristic)
        .chain(decision.options.iter().copied().filter(|a| *a != heuristic));
    let mut records: Vec<Record> = options
        .enumerate()
        .filter_map(|(order, answer)| {
            let mut r = Record {
                answer,
                order,
                wins: 0,
                games: 0,
                margin: 0,
            };
            r.add(first).then_some(r)
        })
        .collect();
    records.sort_by_key(|r| std::cmp::Reverse(r.key()));
    records.truncate(budget.keep);
    records.retain_mut(|r| r.add(more));
    records.sort_by_key(|r| std::cmp::Reverse(r.key()));
    let best = records.first()?;
    let runner_up = records.get(1);
    let decided_by = match runner_up {
        Some(r) if r.wins == best.wins && r.margin == best.margin => {
            if best.order == 0 {
                DecidedBy::Heuristic
            } else {
                DecidedBy::Order
            }
        }
        Some(r) if r.wins == best.wins => DecidedBy::Margin,
        _ => DecidedBy::Wins,
    };
    Some(Looked {
        answer: best.answer,
        wins: best.wins,
        games: best.games,
        next: runner_up.map_or((0, 0), |r| (r.wins, r.games)),
        decided_by,
    })
}

/// The public reason line of a looked-ahead answer to `decision` in `lang`: what it does,
/// how its play-outs fared and, on a tie, what broke it (the heuristic's own reason when
/// the play-outs could not tell the choices apart). It names only the card the answer
/// makes public.
pub fn explain_lang(
    lang: Lang,
    v: &UsView<'_>,
    decision: &Decision,
    looked: &Looked,
) -> Option<String> {
    let card_line = |key: &str, card: CardId| card_line(lang, key, card);
    let what = match (&decision.kind, looked.answer) {
        (DecisionKind::ActionCard { .. }, Answer::Card(card)) => card_line("us-what-card", card),
        (DecisionKind::ActionCard { .. }, Answer::Discard) => tr!(lang, "us-what-discard"),
        (DecisionKind::ActionCard { .. }, Answer::Hold) => tr!(lang, "us-what-hold"),
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Event)) => {
            card_line("us-what-event", *card)
        }
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Operations)) => {
            card_line("us-what-operations", *card)
        }
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Reserves)) => {
            card_line("us-what-reserves", *card)
        }
        (DecisionKind::Operation { .. }, Answer::Op(op)) => names::op(lang, op),
        _ => return None,
    };
    let line = match looked.decided_by {
        DecidedBy::Wins | DecidedBy::Margin => tr!(
            lang,
            "us-looked",
            what = what,
            wins = looked.wins,
            games = looked.games,
            next = looked.next.0,
            next_games = looked.next.1,
            tie = if looked.decided_by == DecidedBy::Margin {
                "margin"
            } else {
                "none"
            }
        ),
        DecidedBy::Heuristic => {
            let own = us_policy::reason::line_lang(lang, v, decision, looked.answer)
                .unwrap_or_else(|| what.clone());
            tr!(
                lang,
                "us-looked-tied",
                what = own,
                wins = looked.wins,
                games = looked.games
            )
        }
        DecidedBy::Order => tr!(
            lang,
            "us-looked-first",
            what = what,
            wins = looked.wins,
            games = looked.games
        ),
    };
    Some(format!("🤖 {line}"))
}

#[cfg(test)]
mod tests {
    use labyrinth_engine::{Players, Scenario, SetupSpec};

    use super::*;

    /// The reason line names the card played and the tallies, in both languages, with the
    /// 🤖 of every computer line; a tie says what broke it.
    #[test]
    fn the_reason_line_gives_the_tallies_and_what_broke_a_tie() {
        let spec = SetupSpec {
            players: Players::Solitaire,
            ..SetupSpec::new(Scenario::LetsRoll, 2)
        };
        let g = GameState::new_seeded(&spec).expect("set-up");
        let v = UsView::of(&g);
        let decision = v.pending().expect("a US card play").clone();
        let Some(Answer::Card(card)) = decision.options.first().copied() else {
            panic!("{decision:?}");
        };
        let mut looked = Looked {
            answer: Answer::Card(card),
            wins: 31,
            games: 48,
            next: (27, 48),
            decided_by: DecidedBy::Wins,
        };
        let en = explain_lang(Lang::En, &v, &decision, &looked).expect("a line");
        assert_eq!(
            en,
            format!(
                "🤖 plays #{} {}: the US won 31 of 48 games played out to the end with the \
                 cards and Plots it cannot see dealt at random (the next best choice 27 of 48)",
                card.number(),
                names::card(Lang::En, card)
            )
        );
        let ru = explain_lang(Lang::Ru, &v, &decision, &looked).expect("a line");
        assert!(ru.starts_with("🤖 "), "{ru}");
        assert!(ru.contains("31 из 48") && ru.contains("27 из 48"), "{ru}");
        // Not the heuristic's line, which would claim a worth it did not weigh.
        assert!(!en.contains("its best card now"));
        looked.next = (31, 48);
        looked.decided_by = DecidedBy::Margin;
        let en = explain_lang(Lang::En, &v, &decision, &looked).expect("a line");
        assert!(
            en.contains("(the next best choice 31 of 48, with smaller end-of-deck margins"),
            "{en}"
        );
        // Every choice won every play-out: the heuristic's own reason decided.
        looked = Looked {
            wins: 48,
            next: (48, 48),
            decided_by: DecidedBy::Heuristic,
            ..looked
        };
        for lang in [Lang::En, Lang::Ru] {
            let line = explain_lang(lang, &v, &decision, &looked).expect("a line");
            assert!(line.starts_with("🤖 "), "{line}");
            let own = us_policy::reason::line_lang(lang, &v, &decision, looked.answer).unwrap();
            assert!(line.contains(&own), "{line}");
        }
    }
}
