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

impl GameState {
    /// 4.7.2 World Posture: signed, Hard positive, capped at 3.
    pub fn world_posture(&self) -> i8 {
        self.world_posture_with(None)
    }
    /// 4.7.2 World Posture if `change` set one country's Posture (the game unchanged).
    pub fn world_posture_with(&self, change: Option<(Country, Posture)>) -> i8 {
        let mut hard = 0i32;
        let mut soft = 0i32;
        // Every non-Muslim country but the United States (Israel's box is printed Hard).
        for country in POSTURE_BOXES.iter() {
            let posture = match change {
                Some((changed, posture)) if changed == country => Some(posture),
                _ => self.posture(country),
            };
            match posture {
                Some(Posture::Hard) => hard += 1,
                Some(Posture::Soft) => soft += 1,
                None => {}
            }
        }
        (hard - soft).clamp(-3, 3) as i8
    }
    /// 4.7.2.1 GWOT Relations Penalty.
    pub fn gwot_penalty(&self) -> u8 {
        gwot_penalty(self.world_posture(), self.us_posture)
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
