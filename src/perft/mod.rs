//! Perft: counting the leaf nodes of the legal move tree, to check move generation and to time it.
//!
//! Counting is "bulk": the last ply is counted from the generator's per-piece destination sets
//! without playing the moves. No node counts are cached, so the timing measures move generation.

mod bench;
pub mod cli;
mod epd;
mod parallel;
mod position;
mod suite;

pub use bench::{BENCH_NODES, BENCH_POSITIONS, PerftBenchResult, bench_perft};
pub use epd::{DepthCheck, EpdError, EpdLine, MAX_DEPTH, parse_epd_line};
pub use position::PerftPosition;
pub use suite::{Failure, SuiteOptions, SuiteReport, run_suite, run_suite_with};

use cozy_chess::{Board, Move};

/// Number of legal move sequences of length `depth` from `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal_moves(board),
        _ => perft_from_depth_two(board, depth),
    }
}

/// Perft of each legal root move, in generation order; empty at depth 0, which has no moves.
pub fn divide(board: &Board, depth: u32) -> Vec<(Move, u64)> {
    PerftPosition::from_board(board.clone()).divide(depth, 1)
}

#[inline(always)]
fn child(board: &Board, mv: Move) -> Board {
    let mut next = board.clone();
    next.play_unchecked(mv);
    next
}

#[inline(always)]
fn count_legal_moves(board: &Board) -> u64 {
    let mut count = 0;
    board.generate_moves(|piece_moves| {
        count += piece_moves.len() as u64;
        false
    });
    count
}

/// `depth` is at least 2, so the depth test happens once per interior node and the children one
/// ply above the leaves are counted directly.
fn perft_from_depth_two(board: &Board, depth: u32) -> u64 {
    let mut nodes = 0;
    board.generate_moves(|piece_moves| {
        for mv in piece_moves {
            let next = child(board, mv);
            nodes += if depth == 2 {
                count_legal_moves(&next)
            } else {
                perft_from_depth_two(&next, depth - 1)
            };
        }
        false
    });
    nodes
}

#[cfg(test)]
mod tests;
