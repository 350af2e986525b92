//! 8.0 Jihadist operations, one file each.

pub mod jihad;
pub mod plot;
pub mod recruit;
pub mod travel;

use crate::types::Governance;

/// 8.1.1 the success number of a Jihadist roll against a Governance (Islamist Rule: all).
pub(crate) fn success_number(governance: Option<Governance>) -> u8 {
    match governance {
        Some(Governance::Good) => 1,
        Some(Governance::Fair) => 2,
        Some(Governance::Poor) => 3,
        Some(Governance::IslamistRule) => 6,
        None => 3,
    }
}
