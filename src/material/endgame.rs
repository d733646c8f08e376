//! Endgame recognition lives in [`crate::endgame`]; the material entry stores its verdict.
//! Recognition happens when an entry is built (once per constellation), never during the probe.

pub use crate::endgame::{EndgameId, classify};
