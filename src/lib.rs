//! Slate: a UCI chess engine built around a material hash table and a learning persistent hash
//! table, after David Slate's Chess 4.5 (1977) and his persistent transposition table (1987).

pub mod bench;
#[warn(missing_docs)]
pub mod board;
/// Polyglot opening books for `OwnBook`.
#[warn(missing_docs)]
pub mod book;
pub mod datagen;
#[warn(missing_docs)]
pub mod endgame;
#[warn(missing_docs)]
pub mod eval;
pub mod fuzz;
#[warn(missing_docs)]
pub mod learn;
#[warn(missing_docs)]
pub mod material;
mod memory;
pub mod perft;
#[warn(missing_docs)]
pub mod pgn;
pub mod safe_file;
/// Score conventions shared by every layer (mates, known wins, depth limits).
#[warn(missing_docs)]
pub mod score;
#[warn(missing_docs)]
pub mod search;
#[warn(missing_docs)]
pub mod syzygy;
pub mod text;
#[warn(missing_docs)]
pub mod tt;
pub mod tune;
#[warn(missing_docs)]
pub mod uci;

/// Says in `cargo test`'s normal output that a unit test skipped (part of) its work, and why
/// (the stderr of the process directly, which libtest does not capture; see
/// `tests/common/mod.rs`).
#[cfg(test)]
pub(crate) fn test_skip(reason: impl std::fmt::Display) {
    use std::io::Write;
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    let _ = writeln!(std::io::stderr(), "skipped in {test}: {reason}");
}
