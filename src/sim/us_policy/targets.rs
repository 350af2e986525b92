//! What one US operation is worth in one country, from what the US sees. `None`: the
//! operation may not target the country (the policy's reading of 7.1-7.5, which the
//! engine's own options always confirm).

use labyrinth_engine::{Alignment, Country, Governance, Ideology, Marker, Posture};

use super::UsView;

/// What every War of Ideas roll reads in a position, computed once per position (4.9.2,
/// 7.2.3): each Muslim country's modifiers, each non-Muslim country's Posture roll worth.
#[derive(Copy, Clone)]
pub struct Board {
    /// The War of Ideas modifiers of each Muslim country (4.9.2).
    modifiers: [i32; 38],
    /// 7.2.3 what a Posture roll is worth in each non-Muslim country (`None`: no roll).
    posture: [Option<i32>; 38],
}

/// One country as a [`Board`] reads it: Governance, Alignment, Aid, Posture.
type CountryKey = (Option<Governance>, Option<Alignment>, u8, Option<Posture>);

/// Everything a [`Board`] reads: Prestige, the Postures, and each country's Governance,
/// Alignment and Aid (the adjacency of Muslim countries never changes).
#[derive(Copy, Clone, PartialEq, Eq)]
struct BoardKey {
    prestige: u8,
    us_posture: Posture,
    countries: [CountryKey; 38],
}

impl BoardKey {
    fn of(g: &UsView<'_>) -> BoardKey {
        let mut countries = [(None, None, 0, None); 38];
        for c in Country::ALL {
            countries[c.index()] = (g.governance(c), g.alignment(c), g.aid(c), g.posture(c));
        }
        BoardKey {
            prestige: g.prestige(),
            us_posture: g.us_posture(),
            countries,
        }
    }
}

thread_local! {
    /// The last position's board: a new step's position (or a view without a
    /// [`Memo`](super::Memo), as the app's computer US reads) often has the Governance,
    /// Alignment, Aid and Postures of the last, so it is computed again only when those
    /// changed.
    static LAST: std::cell::RefCell<Option<(BoardKey, Board)>> = const { std::cell::RefCell::new(None) };
}

impl Board {
    pub fn new(g: &UsView<'_>) -> Board {
        match g.memo() {
            Some(memo) => memo.board(|| Board::last_or_compute(g)),
            None => Board::last_or_compute(g),
        }
    }

    /// The last position's board if it reads the same, else a new one.
    fn last_or_compute(g: &UsView<'_>) -> Board {
        let key = BoardKey::of(g);
        LAST.with_borrow_mut(|last| match last {
            Some((k, board)) if *k == key => *board,
            _ => {
                let board = Board::compute(g);
                *last = Some((key, board));
                board
            }
        })
    }

    fn compute(g: &UsView<'_>) -> Board {
        let world = World::new(g);
        let mut modifiers = [0; 38];
        let mut posture = [None; 38];
        for c in Country::ALL {
            if c.is_muslim() {
                modifiers[c.index()] = i32::from(g.war_of_ideas_modifiers(c));
            } else {
                posture[c.index()] = posture_roll(g, &world, c);
            }
        }
        Board { modifiers, posture }
    }

    fn modifiers(&self, c: Country) -> i32 {
        self.modifiers[c.index()]
    }
}

/// 4.7.2 the World Posture sum (before the ±3 cap), to read the GWOT Relations Penalty if
/// one country's Posture changed.
struct World {
    sum: i32,
}

fn weight(p: Option<Posture>) -> i32 {
    match p {
        Some(Posture::Hard) => 1,
        Some(Posture::Soft) => -1,
        None => 0,
    }
}

impl World {
    fn new(g: &UsView<'_>) -> World {
        let sum = Country::ALL
            .into_iter()
            .filter(|n| *n != Country::UnitedStates && n.is_non_muslim())
            .map(|n| weight(g.posture(n)))
            .sum();
        World { sum }
    }

    /// The GWOT Relations Penalty if `c` had `posture`.
    fn penalty_with(&self, g: &UsView<'_>, c: Country, posture: Posture) -> i32 {
        penalty(g, self.sum - weight(g.posture(c)) + weight(Some(posture)))
    }
}

/// 4.7.2 the GWOT Relations Penalty if the US Posture switched (7.6 Reassessment).
pub fn penalty_after_switch(g: &UsView<'_>) -> i32 {
    let world = World::new(g).sum.clamp(-3, 3);
    match g.us_posture() {
        Posture::Soft if world < 0 => -world,
        Posture::Hard if world > 0 => world,
        _ => 0,
    }
}

/// 4.7.2 the GWOT Relations Penalty for a World Posture sum.
fn penalty(g: &UsView<'_>, sum: i32) -> i32 {
    let world = sum.clamp(-3, 3);
    match g.us_posture() {
        Posture::Hard if world < 0 => -world,
        Posture::Soft if world > 0 => world,
        _ => 0,
    }
}

/// The worth of +1 Prestige: more when Prestige is Low (a Prestige of 1 is half a
/// Jihadist victory, 2.1.2), nothing at 12, the top of the track (4.7.1).
pub fn prestige_worth(g: &UsView<'_>) -> i32 {
    if g.prestige() >= 12 {
        0
    } else {
        prestige_loss(g)
    }
}

/// The worth of -1 Prestige: more when Prestige is Low (2.1.2).
pub fn prestige_loss(g: &UsView<'_>) -> i32 {
    if g.prestige() <= 3 { 18 } else { 12 }
}

/// 7.1.1 the operations value a target's Governance needs (unmarked: tested first, 4.9.5).
fn value_ok(g: &UsView<'_>, c: Country, value: u8) -> bool {
    g.governance(c)
        .is_none_or(|gov| value >= gov.value().unwrap_or(3))
}

fn is_good_or_fair(g: &UsView<'_>, c: Country) -> bool {
    matches!(
        g.governance(c),
        Some(Governance::Good) | Some(Governance::Fair)
    )
}

/// What a cell in `c` is worth removing.
pub fn cell_worth(g: &UsView<'_>, c: Country) -> i32 {
    if g.cells(c) == 0 {
        return 0;
    }
    let base = if c == Country::UnitedStates {
        12
    } else if c.is_muslim() && g.governance(c) == Some(Governance::Good) {
        // 8.4.1 a Minor Jihad success there costs a Good country (9.1), the more so just
        // before the count.
        let worth = 5 + 2 * i32::from(g.resources(c));
        if final_turn(g) && short_of_good(g) {
            2 * worth
        } else {
            worth
        }
    } else if c.is_muslim() && is_good_or_fair(g, c) {
        7
    } else {
        5
    };
    // Cells where troops are make Plots that cost Prestige (8.5.6).
    base + if g.troops(c) > 0 { 3 } else { 0 } + rule_threat(g, c) / 2
}

/// 8.4.2 / 9.7 how near `c` is to a Major Jihad that makes it Islamist Rule: 0 when far; up
/// to three times its stake (its Resources, more as the Islamist Rule total nears the 6 of
/// 9.1) when the cells already outnumber the troops by the margin (5, or 3 at Potent and
/// above).
pub fn rule_threat(g: &UsView<'_>, c: Country) -> i32 {
    let poor = match g.governance(c) {
        Some(Governance::Poor) => true,
        Some(Governance::Fair) => false,
        _ => return 0,
    };
    if !c.is_muslim() {
        return 0;
    }
    let needed = if g.ideology() >= Ideology::Potent {
        3
    } else {
        5
    };
    let surplus = i32::from(g.cells_counting_sadr(c)) - i32::from(g.troops_counting_nato(c));
    let gap = (needed - surplus).max(0);
    if gap > 2 {
        return 0;
    }
    let res = i32::from(g.resources(c));
    let total = i32::from(g.islamist_resources()) + res;
    let stake = 2
        + 2 * res
        + match total {
            6.. => 12,
            4..=5 => 4,
            _ => 0,
        };
    let threat = stake * (3 - gap);
    if poor { threat } else { threat / 2 }
}

/// 3.3 / 2.3 the last turn of the game: the draw pile cannot deal another turn's hands (9
/// Jihadist cards and up to 9 US), so the count at the game-end reshuffle comes next. Only
/// Good Resources count there (9.1), and a green Regime Change counts as Islamist Rule.
pub fn final_turn(g: &UsView<'_>) -> bool {
    g.reshuffles() + 1 >= g.game_length() && g.draw_pile_size() < 18
}

/// 9.1 / 2.3 the end-of-deck count is short of Good Resources: fewer than the 9.1 goal, or
/// not more than twice the Islamist Rule Resources.
pub fn short_of_good(g: &UsView<'_>) -> bool {
    let goal = 3 + 3 * i32::from(g.game_length());
    let good = i32::from(g.good_resources());
    good < goal || good <= 2 * i32::from(g.islamist_resources())
}

/// War of Ideas (7.2) in `c` with a card of `value`.
pub fn war_of_ideas(g: &UsView<'_>, b: &Board, c: Country, value: u8) -> Option<i32> {
    if c == Country::Iran || !value_ok(g, c, value) {
        return None;
    }
    if !c.is_muslim() {
        return b.posture[c.index()];
    }
    let governance = g.governance(c);
    if governance == Some(Governance::IslamistRule) {
        return None;
    }
    let alignment = g.alignment(c);
    if alignment == Some(Alignment::Adversary) {
        return None;
    }
    let ally = alignment == Some(Alignment::Ally);
    if ally && governance == Some(Governance::Good) {
        return None;
    }
    if g.is_regime_change(c) && g.troops_counting_nato(c) < g.cells_counting_sadr(c) + 5 {
        return None;
    }
    let m = b.modifiers(c);
    // Rolls out of six that succeed: a modified 5 or more.
    let chances = (m + 2).clamp(0, 6);
    let res = i32::from(g.resources(c));
    let gain = match (governance, ally) {
        // 4.9.5 an unmarked country is tested first: Poor (4 in 6) needs a 3-value card,
        // and a new Poor country counts toward 2.1.2.
        (None, _) => {
            let works = if value >= 3 { 6 } else { 2 };
            return Some(chances * (10 + res) * works / 36 - 4);
        }
        (_, false) => 10 + res + rule_threat(g, c) / 3,
        // Fair resists a Major Jihad better than Poor (8.4.2).
        (Some(Governance::Poor), true) => {
            let threat = rule_threat(g, c) / 2;
            let goal = 3 + 3 * i32::from(g.game_length());
            let boost = if i32::from(g.good_resources()) < goal {
                4 + res
            } else {
                0
            };
            18 + 2 * res + threat + boost
        }
        _ => {
            // 9.1 the Good Resources the end of the deck asks for (6 a deck, up to 12).
            let goal = 3 + 3 * i32::from(g.game_length());
            // (At Potent and above, Islamist Rule comes first: no haste there.)
            if final_turn(g) && short_of_good(g) {
                // The count is next: each Good Resource decides it.
                (12 + 7 * res) * 2
            } else if g.ideology() < Ideology::Potent && i32::from(g.good_resources()) < goal {
                (12 + 7 * res) * 3 / 2
            } else {
                12 + 7 * res
            }
        }
    };
    // A roll that fails by one places the first Aid (7.2.2.1).
    let aid = if g.aid(c) == 0 && (1..=6).contains(&(4 - m)) {
        2
    } else {
        0
    };
    Some(chances * gain / 6 + aid)
}

/// The GWOT Relations Penalty (4.7.2) if `c`'s Posture were set to the US Posture.
pub fn penalty_if_set(g: &UsView<'_>, c: Country) -> i32 {
    World::new(g).penalty_with(g, c, g.us_posture())
}

/// An event that sets a country's Posture (Cards 21 Let's Roll!, 45 Safer Now): what setting `c`'s to the
/// US Posture gains, in GWOT Relations Penalty (4.7.2, 10 a point) and in a World Posture
/// nearer 3 on the US side (5.2.5 +1 Prestige, 3 a step); less a cell there, since a
/// country at the US Posture draws Plots (9.4.2.2). `None`: not a country it may set, or
/// one at the US Posture already.
pub fn posture_set(g: &UsView<'_>, c: Country) -> Option<i32> {
    if c == Country::UnitedStates || c == Country::Israel || !c.is_non_muslim() {
        return None;
    }
    let us = g.us_posture();
    if g.posture(c) == Some(us) {
        return None;
    }
    let world = World::new(g);
    let after = world.sum - weight(g.posture(c)) + weight(Some(us));
    let gain = penalty(g, world.sum) - penalty(g, after);
    let side = weight(Some(us));
    let toward = (after * side).clamp(-3, 3) - (world.sum * side).clamp(-3, 3);
    Some(10 * gain + 3 * toward - i32::from(g.cells(c)))
}

/// 7.2.3 War of Ideas in a non-Muslim country: a Posture roll, +1 Prestige if it matches
/// the US Posture.
fn posture_roll(g: &UsView<'_>, world: &World, c: Country) -> Option<i32> {
    if c == Country::UnitedStates || c == Country::Israel {
        return None;
    }
    let us = g.us_posture();
    let other = match us {
        Posture::Hard => Posture::Soft,
        Posture::Soft => Posture::Hard,
    };
    let now = g.posture(c);
    if now == Some(us) {
        return None;
    }
    // Rolls out of six giving the US Posture: 5-6 Hard, 1-4 Soft.
    let chances = if us == Posture::Hard { 2 } else { 4 };
    let current = penalty(g, world.sum);
    let matched = current - world.penalty_with(g, c, us);
    let missed = current - world.penalty_with(g, c, other);
    let win = prestige_worth(g) + 10 * matched;
    let lose = 10 * missed;
    Some((chances * win + (6 - chances) * lose) / 6)
}

/// Disrupt (7.4) in `c` with a card of `value`.
pub fn disrupt(g: &UsView<'_>, c: Country, value: u8) -> Option<i32> {
    let cells = g.cells(c);
    if (cells == 0 && !g.cadre(c)) || c == Country::Iran || g.is_islamist_rule(c) {
        return None;
    }
    if c == Country::Pakistan && g.has_marker(c, Marker::Fata) && !g.is_regime_change(c) {
        return None;
    }
    let troops = g.troops_counting_nato(c) >= 2;
    if !(g.is_ally(c) || troops || c.is_non_muslim()) || !value_ok(g, c, value) {
        return None;
    }
    let hits = if troops || g.posture(c) == Some(Posture::Hard) {
        2
    } else {
        1
    };
    let removed = g.active_cells(c).min(hits);
    let activated = g.sleeper_cells(c).min(hits - removed);
    let prestige = if troops { prestige_worth(g) } else { 0 };
    let cadre = i32::from(cells == 0);
    Some(i32::from(removed) * cell_worth(g, c) + 2 * i32::from(activated) + prestige + cadre)
}

/// Alert (7.5) in `c`: where a Plot would cost the most when it resolves (8.5.6).
pub fn alert(g: &UsView<'_>, c: Country) -> Option<i32> {
    if g.plot_count(c) == 0 {
        return None;
    }
    let worth = if c == Country::UnitedStates {
        80
    } else if g.troops(c) > 0 {
        // -1 Prestige, and a Governance roll in a Muslim country.
        12 + 2 * prestige_loss(g)
    } else if c.is_muslim() && g.governance(c) == Some(Governance::Good) {
        // A Governance roll that can cost a Good country (9.1), the more so just before
        // the count.
        let worth = 10 + 3 * i32::from(g.resources(c));
        if final_turn(g) && short_of_good(g) {
            2 * worth
        } else {
            worth
        }
    } else if c.is_muslim() && is_good_or_fair(g, c) {
        14
    } else {
        8
    };
    // A blocked Plot also keeps Funding down (8.5.6) and the Plot marker off the map: 1.6
    // times the direct cost.
    Some(worth * 8 / 5 + g.plot_count(c) as i32)
}

#[cfg(test)]
mod tests {
    use labyrinth_engine::{GameState, MapPlot, Op, Plot};

    use super::super::tests::lets_roll;
    use super::*;

    /// 4.7.1 Prestige stops at 12: +1 Prestige is worth nothing there (a Disrupt where two
    /// troops are, 7.4.4, gains only its cells), while -1 Prestige still costs.
    #[test]
    fn prestige_at_the_top_of_the_track_gains_nothing() {
        let mut g = lets_roll();
        let c = Country::GulfStates;
        g.set_pieces(
            c,
            labyrinth_engine::Pieces {
                sleeper_cells: 1,
                ..g.country(c).pieces()
            },
        )
        .unwrap();
        g.set_prestige(labyrinth_engine::Prestige::of::<11>());
        let at_11 = disrupt(&UsView::of(&g), c, 3).unwrap();
        assert_eq!(prestige_worth(&UsView::of(&g)), 12);
        g.set_prestige(labyrinth_engine::Prestige::of::<12>());
        let v = UsView::of(&g);
        assert_eq!(prestige_worth(&v), 0);
        assert_eq!(prestige_loss(&v), 12);
        assert_eq!(disrupt(&v, c, 3).unwrap(), at_11 - 12);
    }

    /// 7.5 Alert: a Plot in a Fair Muslim country without troops is worth 14 times 1.6,
    /// plus one per Plot there.
    #[test]
    fn alert_weighs_a_plot_by_its_cost() {
        let mut g = lets_roll();
        let c = Country::Pakistan;
        // Fair as Let's Roll! sets it up, whatever the bot's first cards did there.
        g.country_mut(c).governance = Some(Governance::Fair);
        assert!(g.country(c).plots.is_empty() && g.country(c).troops() == 0);
        g.country_mut(c).plots.push(MapPlot::face_down(Plot::One));
        assert_eq!(alert(&UsView::of(&g), c), Some(14 * 8 / 5 + 1));
    }

    /// 7.6 Reassessment goes to Soft (+50 beyond the GWOT Relations Penalty) and never back
    /// to Hard, even when the switch would cut the penalty.
    #[test]
    fn reassessment_goes_soft_and_stays() {
        let mut g = lets_roll();
        // Only the Postures set here: Let's Roll! tests no other non-Muslim country at
        // set-up, and the bot's first cards may have.
        for c in Country::ALL {
            if c.is_non_muslim() && !matches!(c, Country::UnitedStates | Country::Israel) {
                g.country_mut(c).posture = None;
            }
        }
        for c in [Country::Canada, Country::UnitedKingdom, Country::Serbia] {
            g.country_mut(c).posture = Some(Posture::Hard);
        }
        g.us_posture = Posture::Soft;
        let v = UsView::of(&g);
        assert_eq!(v.gwot_penalty(), 3);
        let b = Board::new(&v);
        assert!(super::super::op_worth(&v, &b, Op::Reassessment, 3) < 0);
        g.us_posture = Posture::Hard;
        for c in [Country::Canada, Country::UnitedKingdom, Country::Serbia] {
            g.country_mut(c).posture = Some(Posture::Soft);
        }
        g.country_mut(Country::India).posture = Some(Posture::Soft);
        let v = UsView::of(&g);
        let b = Board::new(&v);
        let ops = [Op::WarOfIdeas, Op::Disrupt, Op::Alert]
            .map(|op| super::super::op_worth(&v, &b, op, 3))
            .into_iter()
            .max()
            .unwrap();
        assert_eq!(
            super::super::op_worth(&v, &b, Op::Reassessment, 3),
            30 * 3 - 2 * ops - 20 + super::super::SOFT_POSTURE_WORTH
        );
    }

    /// 2.3 / 9.1 in the last turn, short of Good Resources, Fair to Good is worth twice as
    /// much, and no Regime Change is made (a green one counts as Islamist Rule at the count).
    #[test]
    fn the_last_turn_weighs_the_end_of_deck_count() {
        let mut g = lets_roll();
        g.set_prestige(labyrinth_engine::Prestige::of::<12>());
        let c = Country::GulfStates;
        g.country_mut(c).governance = Some(Governance::Fair);
        g.country_mut(c).alignment = Some(Alignment::Ally);
        g.country_mut(Country::Afghanistan).governance = Some(Governance::IslamistRule);
        let worth = |g: &GameState| {
            let v = UsView::of(g);
            war_of_ideas(&v, &Board::new(&v), c, 3).unwrap()
        };
        let rc = |g: &GameState| super::super::regime_change(&UsView::of(g), Country::Afghanistan);
        let v = UsView::of(&g);
        assert!(!final_turn(&v) && short_of_good(&v));
        let (before, rc_before) = (worth(&g), rc(&g));
        g.draw_pile.truncate(10);
        assert!(final_turn(&UsView::of(&g)));
        assert!(worth(&g) > before, "{} vs {before}", worth(&g));
        assert!(rc_before.is_some() && rc(&g).is_none());
    }
}
