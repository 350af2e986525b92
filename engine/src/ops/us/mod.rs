//! 7.0 US operations, one file each.

pub mod alert;
pub mod deploy;
pub mod disrupt;
pub mod reassessment;
pub mod regime_change;
pub mod withdraw;
pub mod woi;
