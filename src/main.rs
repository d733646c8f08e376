//! `slate`: with no arguments a UCI engine on stdin/stdout; subcommands for the rest.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "slate", version, about = "Slate, a UCI chess engine")]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Search a fixed set of positions to a fixed depth; prints the node count and speed.
    Bench(slate::bench::BenchArgs),
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        None => {
            slate::uci::run();
            Ok(())
        }
        Some(Cmd::Bench(args)) => slate::bench::run(&args),
    };
    if let Err(e) = result {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
