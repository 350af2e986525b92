//! The tracks whose marker cannot leave them: 4.7.1 Prestige (1-12), 4.7.4.1 Funding (1-9)
//! and 6.3.3 Reserves (0-2 a side). A value off its track cannot be built: `new` refuses
//! it (a saved game holding one does not load), `clamped` stops a shift at the track's end.
//! In JSON each is its plain number, as before the types existed.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A value off its track, named as players read it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{track} {value} is off its track ({min}-{max})")]
pub struct OffTrack {
    pub track: &'static str,
    pub value: i64,
    pub min: u8,
    pub max: u8,
}

macro_rules! track {
    ($(#[$doc:meta])* $name:ident, $label:literal, $min:literal ..= $max:literal) => {
        $(#[$doc])*
        #[derive(
            Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize,
        )]
        #[serde(try_from = "u8", into = "u8")]
        pub struct $name(u8);

        impl $name {
            pub const MIN: u8 = $min;
            pub const MAX: u8 = $max;

            /// The value `N`, checked when the program is built.
            pub const fn of<const N: u8>() -> $name {
                const { assert!(N as i16 >= $min && N <= $max, "off the track") };
                $name(N)
            }
            /// The value `n`, or why it is off the track.
            pub fn new(n: impl Into<i64>) -> Result<$name, OffTrack> {
                let n = n.into();
                if (i64::from($min)..=i64::from($max)).contains(&n) {
                    Ok($name(n as u8))
                } else {
                    Err(OffTrack {
                        track: $label,
                        value: n,
                        min: $min,
                        max: $max,
                    })
                }
            }
            /// `n`, stopped at the end of the track.
            pub fn clamped(n: i32) -> $name {
                $name(n.clamp(i32::from($min), i32::from($max)) as u8)
            }
            /// Shifted by `delta` boxes, stopped at the end of the track.
            pub fn shifted(self, delta: i32) -> $name {
                $name::clamped(i32::from(self.0) + delta)
            }
            pub fn get(self) -> u8 {
                self.0
            }
        }

        impl TryFrom<u8> for $name {
            type Error = OffTrack;
            fn try_from(n: u8) -> Result<$name, OffTrack> {
                $name::new(n)
            }
        }

        impl From<$name> for u8 {
            fn from(value: $name) -> u8 {
                value.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

track!(
    /// 4.7.1 US Prestige, 1 to 12.
    Prestige, "Prestige", 1..=12
);
track!(
    /// 4.7.4.1 Jihadist Funding, 1 to 9.
    Funding, "Funding", 1..=9
);
track!(
    /// 6.3.3 one side's Reserves, 0 to 2 Ops.
    #[derive(Default)]
    Reserves, "Reserves", 0..=2
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_off_its_track_cannot_be_built() {
        assert_eq!(Prestige::new(12).map(Prestige::get), Ok(12));
        assert_eq!(
            Prestige::new(13).unwrap_err().to_string(),
            "Prestige 13 is off its track (1-12)"
        );
        assert!(Prestige::new(0).is_err());
        assert!(Funding::new(0).is_err() && Funding::new(10).is_err());
        assert_eq!(Funding::new(9).map(Funding::get), Ok(9));
        assert!(Reserves::new(3).is_err());
        assert_eq!(Reserves::new(0).map(Reserves::get), Ok(0));
        assert_eq!(Reserves::default().get(), 0);
    }

    #[test]
    fn a_shift_stops_at_the_end_of_the_track() {
        assert_eq!(Prestige::of::<11>().shifted(3).get(), 12);
        assert_eq!(Prestige::of::<2>().shifted(-5).get(), 1);
        assert_eq!(Funding::of::<8>().shifted(4).get(), 9);
        assert_eq!(Funding::of::<1>().shifted(-1).get(), 1);
        assert_eq!(Reserves::of::<1>().shifted(2).get(), 2);
        assert_eq!(Prestige::clamped(-40).get(), 1);
        assert_eq!(Funding::clamped(400).get(), 9);
    }

    #[test]
    fn json_is_the_plain_number_and_a_number_off_the_track_does_not_load() {
        assert_eq!(serde_json::to_string(&Prestige::of::<7>()).unwrap(), "7");
        assert_eq!(
            serde_json::from_str::<Funding>("5").unwrap(),
            Funding::of::<5>()
        );
        let error = serde_json::from_str::<Prestige>("13").unwrap_err();
        assert!(
            error
                .to_string()
                .contains("Prestige 13 is off its track (1-12)"),
            "{error}"
        );
        assert!(serde_json::from_str::<Reserves>("3").is_err());
    }
}
