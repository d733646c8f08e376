//! The board layer of Slate: cozy-chess's legal move generator plus Slate's own incremental state.
//!
//! [`Position`] wraps a `cozy_chess::Board` and keeps beside it the Polyglot-compatible Zobrist
//! key and any [`Incremental`] state a layer above asks for (the material crate keeps its
//! signature there, the engine its evaluation accumulators). Besides: FEN (X-FEN and
//! Shredder-FEN), UCI and SAN notation, and a tolerant [`pgn`] reader.
#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod check;
mod error;
mod fen;
mod notation;
pub mod pgn;
mod polyglot_random;
mod position;
mod san;
mod xfen;
pub mod zobrist;

pub use check::check_incremental;
pub use cozy_chess::{BitBoard, Board, Color, File, Move, Piece, Rank, Square};
pub use error::Error;
pub use notation::{MoveParseError, move_from_uci, move_to_uci};
pub use position::{FenError, Incremental, Position, PositionWith, START_FEN};
pub use san::{SanError, move_from_san, move_to_san};

#[cfg(test)]
mod tests;

/// Says in `cargo test`'s normal output that a test skipped (part of) its work, and why.
#[cfg(test)]
pub(crate) fn test_skip(reason: impl std::fmt::Display) {
    slate_base::test_skip(reason)
}
