//! The board as the engine plays on it: slate-board's types, with [`Position`] keeping the
//! evaluation's incremental state (`eval::Tracked`) beside the board.

pub use crate::eval::Position;
pub use slate_board::*;
