//! What the command-line tests share: running the built `slate` binary.

use std::process::{Command, Output};

/// The `slate` binary Cargo built for these tests.
pub const SLATE: &str = env!("CARGO_BIN_EXE_slate");

/// Runs `slate ARGS` to completion; backtraces are off so that a panic reads as a user sees it.
pub fn slate(args: &[&str]) -> Output {
    Command::new(SLATE)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .output()
        .expect("the slate binary runs")
}
