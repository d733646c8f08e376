use clap::{Parser, Subcommand};
use slate::perft::cli::PerftArgs;
use std::io::{self, Write};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "slate", version, about = "Slate, a UCI chess engine")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    Perft(PerftArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = io::stdout().lock();
    let result = match &cli.command {
        Some(Command::Perft(args)) => slate::perft::cli::run(args, &mut out),
        None => writeln!(out, "UCI mode is not wired yet; see `slate --help`.")
            .map(|()| ExitCode::SUCCESS)
            .map_err(Into::into),
    };
    let result = result.and_then(|code| out.flush().map(|()| code).map_err(Into::into));
    match result {
        Ok(code) => code,
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("slate: error: {error:#}");
            ExitCode::from(2)
        }
    }
}

/// A reader that stopped early (`slate perft 5 --divide | head`) is not an error.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|e| e.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}
