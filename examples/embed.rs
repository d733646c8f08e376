//! Slate as a library: set up a position, search it, print the best move, its score, the
//! win/draw/loss estimate and the principal variation (in SAN).
//!
//! `cargo run --release --example embed [FEN] [--depth D | --nodes N]`
//! (default: a middlegame position, depth 10).

use slate::board::{Position, move_to_san};
use slate::search::{Limits, Searcher, score, wdl};

const DEFAULT_FEN: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R1BQ1RK1 w - - 0 9";

fn main() -> anyhow::Result<()> {
    let mut fen = DEFAULT_FEN.to_string();
    let mut limits = Limits {
        depth: Some(10),
        ..Limits::default()
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = || -> anyhow::Result<u64> {
            let v = args
                .next()
                .ok_or_else(|| anyhow::anyhow!("{arg} needs a number"))?;
            v.parse()
                .map_err(|_| anyhow::anyhow!("{arg}: '{v}' is not a number"))
        };
        match arg.as_str() {
            "--depth" => limits.depth = Some(number()? as u32),
            "--nodes" => {
                limits.depth = None;
                limits.nodes = Some(number()?);
            }
            _ => fen = arg,
        }
    }

    let pos = Position::from_fen(&fen).map_err(|e| anyhow::anyhow!("bad FEN: {e}"))?;
    // A 16 MB transposition table; the searcher can be kept and reused for more searches.
    let mut searcher = Searcher::new(16)?;
    let result = searcher.analyse(&pos, limits);

    let Some(best) = result.best else {
        println!(
            "no legal move: {}",
            if pos.in_check() { "mate" } else { "stalemate" }
        );
        return Ok(());
    };
    let mut line = Vec::new();
    let mut walk = pos.clone();
    for &mv in &result.pv {
        line.push(move_to_san(walk.board(), mv));
        walk.play(mv);
    }
    println!("position  {}", pos.fen(false));
    println!("best move {}", move_to_san(pos.board(), best));
    println!(
        "score     {} (side to move), depth {}, {} nodes",
        score::to_uci(result.score),
        result.depth,
        result.nodes
    );
    println!(
        "wdl       {} (permille, side to move)",
        wdl::wdl(result.score, wdl::material(&pos))
    );
    println!("pv        {}", line.join(" "));
    Ok(())
}
