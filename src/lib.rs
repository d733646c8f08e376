//! Slate: a UCI chess engine built around a material hash table and a learning persistent hash
//! table, after David Slate's Chess 4.5 (1977) and his persistent transposition table (1987).

pub mod bench;
pub mod board;
pub mod datagen;
pub mod endgame;
#[warn(missing_docs)]
pub mod eval;
pub mod fuzz;
pub mod learn;
#[warn(missing_docs)]
pub mod material;
pub mod perft;
pub mod pgn;
#[warn(missing_docs)]
pub mod search;
pub mod syzygy;
#[warn(missing_docs)]
pub mod tt;
pub mod tune;
pub mod uci;
