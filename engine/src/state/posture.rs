//! 4.7.2 the World Posture and the GWOT Relations Penalty: values derived from the
//! Postures on the map, never stored.

use super::GameState;
use crate::types::{Country, CountrySet, Posture};

/// 4.3.2 the countries with a Posture box of their own ([`Country::has_posture_box`]): the
/// World Posture (4.7.2), read at every War of Ideas modifier, counts only these.
static POSTURE_BOXES: std::sync::LazyLock<CountrySet> = std::sync::LazyLock::new(|| {
    Country::ALL
        .into_iter()
        .filter(|c| c.has_posture_box())
        .collect()
});

/// 4.7.2.1 the GWOT Relations Penalty: the World Posture's size where it differs from the US's.
pub(crate) fn gwot_penalty(world: i8, us_posture: Posture) -> u8 {
    match us_posture {
        Posture::Hard if world < 0 => world.unsigned_abs(),
        Posture::Soft if world > 0 => world.unsigned_abs(),
        _ => 0,
    }
}

/// 4.7.2 what the World Posture counts: Hard less Soft over the countries with a Posture box,
/// before the cap; read once, then asked about one country's change at a time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WorldPosture {
    sum: i8,
}

fn weight(posture: Option<Posture>) -> i8 {
    match posture {
        Some(Posture::Hard) => 1,
        Some(Posture::Soft) => -1,
        None => 0,
    }
}

impl WorldPosture {
    /// The World Posture: signed, Hard positive, capped at 3.
    pub fn capped(self) -> i8 {
        self.sum.clamp(-3, 3)
    }
    /// The count if `country`, at `now`, had `posture` (unchanged for a country without a
    /// Posture box of its own).
    pub fn with(self, country: Country, now: Option<Posture>, posture: Option<Posture>) -> Self {
        if !POSTURE_BOXES.contains(country) {
            return self;
        }
        WorldPosture {
            sum: self.sum - weight(now) + weight(posture),
        }
    }
    /// 4.7.2.1 the GWOT Relations Penalty against `us_posture`.
    pub fn penalty(self, us_posture: Posture) -> u8 {
        gwot_penalty(self.capped(), us_posture)
    }
}

impl GameState {
    /// 4.7.2 the World Posture's count, before the cap.
    pub fn world_posture_count(&self) -> WorldPosture {
        // Every non-Muslim country but the United States (Israel's box is printed Hard).
        let sum = POSTURE_BOXES.iter().map(|c| weight(self.posture(c))).sum();
        WorldPosture { sum }
    }
    /// 4.7.2 World Posture: signed, Hard positive, capped at 3.
    pub fn world_posture(&self) -> i8 {
        self.world_posture_count().capped()
    }
    /// 4.7.2 World Posture if `change` set one country's Posture (the game unchanged).
    pub fn world_posture_with(&self, change: Option<(Country, Posture)>) -> i8 {
        let count = self.world_posture_count();
        match change {
            Some((c, posture)) => count.with(c, self.posture(c), Some(posture)).capped(),
            None => count.capped(),
        }
    }
    /// 4.7.2.1 GWOT Relations Penalty.
    pub fn gwot_penalty(&self) -> u8 {
        self.world_posture_count().penalty(self.us_posture)
    }
    /// World Posture as printed on the track: "Hard 2", "Soft 1" or "0".
    pub fn world_posture_label(&self) -> String {
        match self.world_posture() {
            0 => "0".to_string(),
            n if n > 0 => format!("Hard {n}"),
            n => format!("Soft {}", n.unsigned_abs()),
        }
    }
}
