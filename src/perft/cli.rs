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
    // Each root move's count is printed (with --divide) as it finishes; on a terminal a bar on
    // stderr shows how many root moves are done (hidden when stderr is not a terminal).
    let bar = indicatif::ProgressBar::new(position.root_children().len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} root moves, {elapsed}")
            .expect("a valid template"),
    );
    // The counting runs on its own threads; this one prints each root move as it arrives.
    let (tx, rx) = std::sync::mpsc::channel::<(crate::board::Move, u64)>();
    let split = std::thread::scope(|scope| -> anyhow::Result<Vec<(crate::board::Move, u64)>> {
        let position = &position;
        let counting = scope.spawn(move || {
            position.divide_each(depth, threads, |mv, count| {
                // The receiver lives until the count ends; a send cannot fail before.
                let _ = tx.send((mv, count));
            })
        });
        for (mv, count) in rx {
            bar.inc(1);
            if args.divide {
                let name = move_to_uci(position.board(), mv, args.chess960);
                bar.suspend(|| writeln!(out, "{name}: {count}").and_then(|()| out.flush()))?;
            }
        }
        Ok(counting
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e)))
    })?;
    bar.finish_and_clear();
    if args.divide {
        writeln!(out)?;
    }
    let nodes = if depth == 0 {
        1
    } else {
        split.iter().map(|(_, n)| n).sum()
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
