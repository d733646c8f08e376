//! A fixed perft workload for `slate bench --perft`: single-threaded, same node count every run.

use super::perft;
use cozy_chess::Board;
use std::time::{Duration, Instant};

/// Start position, Kiwipete (castling, pins, promotions), an endgame with en passant and
/// discovered checks, and a position with promotions and both sides' checks.
pub const BENCH_POSITIONS: [(&str, u32); 4] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
];

/// 119060324 + 193690690 + 11030083 + 15833292.
pub const BENCH_NODES: u64 = 339_614_389;

#[derive(Clone, Copy, Debug)]
pub struct PerftBenchResult {
    pub nodes: u64,
    pub elapsed: Duration,
}

impl PerftBenchResult {
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

pub fn bench_perft() -> PerftBenchResult {
    let boards: Vec<(Board, u32)> = BENCH_POSITIONS
        .iter()
        .map(|&(fen, depth)| {
            let board = Board::from_fen(fen, false).expect("bench FENs are valid constants");
            (board, depth)
        })
        .collect();
    let start = Instant::now();
    let nodes = boards
        .iter()
        .map(|(board, depth)| perft(board, *depth))
        .sum();
    PerftBenchResult {
        nodes,
        elapsed: start.elapsed(),
    }
}
