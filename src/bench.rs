//! `slate bench`: a fixed set of 40 varied positions (openings, middlegames, tactics, endgames,
//! zugzwang and fortress studies, taken from public test suites) searched to a fixed depth, each
//! with a fresh transposition table. The node total depends only on the code, so it identifies
//! search and evaluation behaviour; nodes per second measures speed.

use crate::board::Position;
use crate::material::MaterialStats;
use crate::search::Searcher;
use std::io::{self, Write};
use std::time::{Duration, Instant};

pub const DEFAULT_DEPTH: u32 = 11;

#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Search depth for every position.
    #[arg(default_value_t = DEFAULT_DEPTH, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: u32,
    /// Measure bulk-counting perft speed instead of search speed.
    #[arg(long)]
    pub perft: bool,
}

pub const POSITIONS: [&str; 40] = [
    "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1",
    "3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",
    "2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - 0 1",
    "rnbqkb1r/p3pppp/1p6/2ppP3/3N4/2P5/PPP1QPPP/R1B1KB1R w KQkq - 0 1",
    "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
    "2r3k1/pppR1pp1/4p3/4P1P1/5P2/1P4K1/P1P5/8 w - - 0 1",
    "1nk1r1r1/pp2n1pp/4p3/q2pPp1N/b1pP1P2/B1P2R2/2P1B1PP/R2Q2K1 w - - 0 1",
    "4b3/p3kp2/6p1/3pP2p/2pP1P2/4K1P1/P3N2P/8 w - - 0 1",
    "2kr1bnr/pbpq4/2n1pp2/3p3p/3P1P1B/2N2N1Q/PPP3PP/2KR1B1R w - - 0 1",
    "3rr1k1/pp3pp1/1qn2np1/8/3p4/PP1R1P2/2P1NQPP/R1B3K1 b - - 0 1",
    "2r1nrk1/p2q1ppp/bp1p4/n1pPp3/P1P1P3/2PBB1N1/4QPPP/R4RK1 w - - 0 1",
    "r3r1k1/ppqb1ppp/8/4p1NQ/8/2P5/PP3PPP/R3R1K1 b - - 0 1",
    "r2q1rk1/4bppp/p2p4/2pP4/3pP3/3Q4/PP1B1PPP/R3R1K1 w - - 0 1",
    "rnb2r1k/pp2p2p/2pp2p1/q2P1p2/8/1Pb2NP1/PB2PPBP/R2Q1RK1 w - - 0 1",
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
    "4k3/p4prp/1p6/2b5/8/2Q3P1/P2R1PKP/4q3 w - - 0 1",
    "r3r1k1/pppq1ppp/8/8/1Q4n1/7P/PPP2PP1/RNB1R1K1 b - - 0 1",
    "r4kr1/ppp5/4bq1b/7B/2PR1Q1p/2N3P1/PP3P1P/2K1R3 w - - 0 1",
    "6k1/6p1/2p4p/4Pp2/4b1qP/2Br4/1P2RQPK/8 b - - 0 1",
    "r5r1/p1q2p1k/1p1R2pB/3pP3/6bQ/2p5/P1P1NPPP/6K1 w - - 0 1",
    "r1bqk2r/pp3ppp/5n2/8/1b1npB2/2N5/PP1Q2PP/1K2RBNR w kq - 0 1",
    "2r2b1r/p1Nk2pp/3p1p2/N2Qn3/4P3/q6P/P4PP1/1R3K1R w - - 0 1",
    "1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - 0 1",
    "r1bq1rk1/ppp3bp/n2p1pp1/3P4/2P1Pp2/2N2N1P/PP2BPP1/R2QR1K1 w - - 0 1",
    "3r4/pkp2r2/1np5/3P3p/1b1BN1pP/1P3P2/6P1/2R2R1K b - - 0 1",
    "1r3rk1/2qnbppp/2p1p3/pbPpP3/8/PP2QNP1/3B1PBP/2R1R1K1 w - - 0 1",
    "8/4r2p/2k2p2/1p1nr3/1Pp5/2P2R2/2NR3P/1K6 b - - 0 1",
    "5k2/1p1r1pp1/6b1/q1r1pNPp/1Nn1P2P/p1P2Q2/P4P2/K1RR4 b - - 0 1",
    "8/8/1p1r1k2/p1pPN1p1/P3KnP1/1P6/8/3R4 b - - 0 1",
    "4KBkr/7p/6PP/4P3/8/3P1p2/8/8 w - - 0 1",
    "8/6B1/p5p1/Pp4kp/1P5r/5P1Q/4q1PK/8 w - - 0 1",
    "8/8/8/2p5/1pp5/brpp4/1pprp2P/qnkbK3 w - - 0 1",
    "2k5/2p5/1q1p4/pPpPp1p1/N1P1Pp1p/P4PbP/KQ4P1/8 w - - 0 1",
    "5rkq/3r1p1p/5RpP/2p3P1/2B2Q2/p7/P4PK1/8 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/4k3/8/4P3/4K3/8/r7/1R6 w - - 0 1",
    "8/8/8/3k4/8/8/3KP3/8 w - - 0 1",
];

pub struct BenchResult {
    pub nodes: u64,
    pub elapsed: Duration,
    /// Where the evaluation's material probes were served (table, hash, or computed).
    pub material: MaterialStats,
}

/// Searches every bench position to `depth`, writing one line per position to `report` if given.
pub fn search_bench(depth: u32, mut report: Option<&mut dyn Write>) -> io::Result<BenchResult> {
    let mut searcher = Searcher::new(16).expect("16 MB for the bench");
    let mut nodes = 0;
    let mut elapsed = Duration::ZERO;
    for (i, fen) in POSITIONS.iter().enumerate() {
        let pos = Position::from_fen(fen).expect("bench positions are valid");
        // Clearing the table is not search work: it stays out of the timing.
        searcher.clear();
        let start = Instant::now();
        let r = searcher.search_depth(&pos, depth);
        elapsed += start.elapsed();
        nodes += r.nodes;
        if let Some(out) = report.as_mut() {
            writeln!(out, "{:>2} {:>10} nodes  {fen}", i + 1, r.nodes)?;
            out.flush()?;
        }
    }
    Ok(BenchResult {
        nodes,
        elapsed,
        material: searcher.evaluator.material_cache().stats(),
    })
}

/// Writes to `out` (not `println!`) so that a reader closing the pipe (`slate bench | head`) is an
/// error the caller can treat as the end, not a panic.
pub fn run(args: &BenchArgs, out: &mut dyn Write) -> io::Result<()> {
    if args.perft {
        let r = crate::perft::bench_perft();
        let ms = r.elapsed.as_millis().max(1) as u64;
        writeln!(out, "perft nodes {}", r.nodes)?;
        writeln!(out, "time        {ms} ms")?;
        writeln!(out, "nps         {:.0}", r.nodes_per_second())?;
        return out.flush();
    }
    let r = search_bench(args.depth, Some(&mut *out))?;
    let ms = r.elapsed.as_millis().max(1) as u64;
    writeln!(out, "===========================")?;
    writeln!(out, "depth {}", args.depth)?;
    writeln!(out, "time  {ms} ms")?;
    writeln!(out, "nodes {}", r.nodes)?;
    writeln!(out, "nps   {}", r.nodes * 1000 / ms)?;
    writeln!(out, "{}", r.material)?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_is_deterministic() {
        assert_eq!(
            search_bench(6, None).unwrap().nodes,
            search_bench(6, None).unwrap().nodes
        );
    }

    /// The material subsystem's promise, at the depth `slate bench` runs: at least 99.9 % of
    /// probes are served by the table or the hash without computing an entry.
    #[test]
    fn bench_serves_material_probes_without_computing() {
        let r = search_bench(DEFAULT_DEPTH, None).unwrap();
        assert!(r.material.served_percent() >= 99.9, "{}", r.material);
    }
}
