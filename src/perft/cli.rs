//! `slate perft`: count one position (optionally split by root move) or check a suite file.

use super::{MAX_DEPTH, PerftPosition, SuiteOptions, run_suite_with};
use crate::board::{START_FEN, move_to_uci};
use anyhow::Context;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
#[command(about = "Count the leaf nodes of the legal move tree, or check a perft suite")]
pub struct PerftArgs {
    /// Depth in plies.
    #[arg(
        required_unless_present = "suite",
        conflicts_with = "suite",
        value_parser = clap::value_parser!(u32).range(0..=MAX_DEPTH as i64)
    )]
    pub depth: Option<u32>,

    /// Position to count from (X-FEN or Shredder-FEN; 4 to 6 fields). Default: the start position.
    #[arg(long, conflicts_with = "suite")]
    pub fen: Option<String>,

    /// List the count under each root move, then the total.
    #[arg(long, conflicts_with = "suite")]
    pub divide: bool,

    /// Print castling as king-takes-rook (e1h1) instead of the king's step (e1g1).
    #[arg(long, conflicts_with = "suite")]
    pub chess960: bool,

    /// Check every `;Dn count` of an EPD perft suite file.
    #[arg(long, value_name = "FILE")]
    pub suite: Option<PathBuf>,

    /// With --suite: skip checks expecting more nodes than this.
    #[arg(long, value_name = "N", requires = "suite", conflicts_with = "depth")]
    pub max_nodes: Option<u64>,

    /// Threads sharing the root moves (or, with --suite, the suite's positions).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: u16,
}

/// Runs the command; the exit code is failure when a suite check failed.
pub fn run(args: &PerftArgs, out: &mut dyn Write) -> anyhow::Result<ExitCode> {
    if let Some(path) = &args.suite {
        let options = SuiteOptions {
            max_nodes: args.max_nodes,
            threads: usize::from(args.threads),
        };
        let report = run_suite_with(path, options, out)
            .with_context(|| format!("cannot run suite {}", path.display()))?;
        return Ok(if report.failed == 0 {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    let depth = args.depth.context("a depth is needed without --suite")?;
    let fen = args.fen.as_deref().unwrap_or(START_FEN);
    let position = PerftPosition::from_fen(fen)?;
    let threads = usize::from(args.threads);
    let start = Instant::now();
    let nodes = if args.divide {
        let split = position.divide(depth, threads);
        for &(mv, count) in &split {
            let name = move_to_uci(position.board(), mv, args.chess960);
            writeln!(out, "{name}: {count}")?;
        }
        writeln!(out)?;
        if depth == 0 {
            1
        } else {
            split.iter().map(|(_, n)| n).sum()
        }
    } else {
        position.perft_threads(depth, threads)
    };
    let seconds = start.elapsed().as_secs_f64();
    writeln!(out, "Nodes: {nodes}")?;
    writeln!(out, "Time: {seconds:.3} s")?;
    writeln!(out, "Nodes/s: {:.0}", nodes as f64 / seconds.max(1e-9))?;
    if threads > 1 {
        writeln!(out, "Threads: {threads}")?;
    }
    Ok(ExitCode::SUCCESS)
}
