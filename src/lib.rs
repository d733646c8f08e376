//! Slate: a UCI chess engine built around a material hash table and a learning persistent hash
//! table, after David Slate's Chess 4.5 (1977) and his persistent transposition table (1987).

pub mod bench;
#[warn(missing_docs)]
pub mod board;
/// Polyglot opening books for `OwnBook`.
#[warn(missing_docs)]
pub mod book;
pub mod datagen;
/// The endgame modules, from the material crate.
pub use slate_material::endgame;
#[warn(missing_docs)]
pub mod endgame_check;
#[warn(missing_docs)]
pub mod eval;
pub mod fuzz;
/// The learning store (the `slate-learn` crate).
pub use slate_learn as learn;
pub mod learn_cli;
pub use slate_base::memory;
/// The material subsystem (the `slate-material` crate).
pub use slate_material as material;
pub mod perft;
pub use slate_base::safe_file;
/// Score conventions shared by every layer (mates, known wins, depth limits).
pub use slate_base::score;
/// The PGN reader (from `slate-board`).
pub use slate_board::pgn;
#[warn(missing_docs)]
pub mod search;
#[warn(missing_docs)]
pub mod syzygy;
pub use slate_base::text;
#[warn(missing_docs)]
pub mod tt;
pub mod tune;
#[warn(missing_docs)]
pub mod uci;

/// Says in `cargo test`'s normal output that a unit test skipped (part of) its work, and why.
#[cfg(test)]
pub(crate) fn test_skip(reason: impl std::fmt::Display) {
    slate_base::test_skip(reason)
}
