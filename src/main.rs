//! `slate`: with no arguments a UCI engine on stdin/stdout; subcommands for the rest.

use clap::{Args, Parser, Subcommand};
use slate::material::{MaterialConfig, PieceValueSet, report};
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
    /// Show what the material subsystem knows about a position.
    Material(MaterialArgs),
    /// Print the static evaluation of a position term by term, per side.
    Eval(EvalArgs),
}

#[derive(Args)]
struct EvalArgs {
    /// The position, quoted or as separate words.
    #[arg(required = true, num_args = 1.., trailing_var_arg = true, allow_hyphen_values = true)]
    fen: Vec<String>,
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
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => slate::uci::run(),
        Some(Command::Bench(args)) => slate::bench::run(&args)?,
        Some(Command::Material(args)) => {
            let config = MaterialConfig {
                values: args.values,
                imbalance: !args.no_imbalance,
                trade_down: !args.no_trade_down,
            };
            print!("{}", report::describe(&args.fen.join(" "), config)?);
        }
        Some(Command::Eval(args)) => {
            let pos = slate::board::Position::from_fen(&args.fen.join(" "))?;
            let mut evaluator = slate::eval::Evaluator::default();
            print!("{}", slate::eval::report::describe(&mut evaluator, &pos));
        }
    }
    Ok(())
}
