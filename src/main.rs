//! `slate`: with no arguments a UCI engine on stdin/stdout; subcommands for the rest. The work
//! lives in the library; this file only dispatches.

use clap::{Args, Parser, Subcommand};
use slate::endgame;
use slate::material::{MaterialConfig, PieceValueSet, report};
use std::io::{self, Write};
use std::process::ExitCode;

/// Slate: a UCI chess engine. Without a subcommand it speaks UCI on stdin/stdout.
#[derive(Parser)]
#[command(name = "slate", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Search a fixed set of positions to a fixed depth; prints the node count and speed.
    Bench(slate::bench::BenchArgs),
    /// Count legal move paths (perft) from a position, or check an EPD suite of counts.
    Perft(slate::perft::cli::PerftArgs),
    /// Show what the material subsystem knows about a position.
    Material(MaterialArgs),
    /// Tools for the learning store (persistent hash table).
    Learn(slate::learn::cli::LearnArgs),
    /// List the recognised endgames, or check them against tablebase labels.
    Endgames(EndgamesArgs),
}

#[derive(Args)]
struct EndgamesArgs {
    /// A directory of tablebase label CSVs (`fen,material,wdl,dtz`) or one such file.
    #[arg(long)]
    verify: Option<std::path::PathBuf>,
}

#[derive(Args)]
struct MaterialArgs {
    /// Piece values: classic, euwe, kaufman or tuned.
    #[arg(long, default_value = "tuned")]
    values: PieceValueSet,
    /// Leave out Chess 4.5's trade-down bonus.
    #[arg(long)]
    no_trade_down: bool,
    /// Leave out the imbalance terms.
    #[arg(long)]
    no_imbalance: bool,
    /// The position, quoted or as separate words.
    #[arg(required = true, num_args = 1.., trailing_var_arg = true, allow_hyphen_values = true)]
    fen: Vec<String>,
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        // A reader that stopped early (`slate perft 5 --divide | head`) is not an error.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        // Exit codes: 1 when a check failed (a perft suite, a verification), 2 for bad input or
        // any other error, as clap does for bad arguments.
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => slate::uci::run(),
        Some(Command::Bench(args)) => slate::bench::run(&args)?,
        Some(Command::Perft(args)) => {
            let mut out = io::stdout().lock();
            let code = slate::perft::cli::run(&args, &mut out)?;
            out.flush()?;
            return Ok(code);
        }
        Some(Command::Material(args)) => {
            let config = MaterialConfig {
                values: args.values,
                imbalance: !args.no_imbalance,
                trade_down: !args.no_trade_down,
            };
            print!("{}", report::describe(&args.fen.join(" "), config)?);
        }
        Some(Command::Learn(args)) => slate::learn::cli::run(args)?,
        Some(Command::Endgames(args)) => match args.verify {
            Some(dir) => print!(
                "{}",
                endgame::verify::render(&endgame::verify::verify(&dir)?)
            ),
            None => {
                for id in endgame::EndgameId::ALL.iter().skip(1) {
                    println!("{:2} {}", *id as u8, id.name());
                }
            }
        },
    }
    Ok(ExitCode::SUCCESS)
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|e| e.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}
