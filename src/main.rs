//! The `slate` binary: without a subcommand, the UCI engine; `slate learn ...` for the learning
//! store's tools. The work lives in the library; this file only dispatches.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "slate", version, about = "Slate, a UCI chess engine")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Tools for the learning store (persistent hash table).
    Learn(slate::learn::cli::LearnArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Learn(args)) => slate::learn::cli::run(args),
        // The UCI loop goes here.
        None => Ok(()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`slate learn list | head`): nothing to report.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
