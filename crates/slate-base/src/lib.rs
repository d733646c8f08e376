//! The bottom of Slate: what every layer above needs and nothing chess-specific beyond the score
//! scale — the search score conventions ([`score`]), the one rule for writing files
//! ([`safe_file`]), text files read whatever their encoding ([`text`]), memory hints for large
//! tables ([`memory`]), and where the tests find the shared data.
#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

pub mod memory;
pub mod safe_file;
pub mod score;
pub mod text;

use std::path::{Path, PathBuf};

/// The workspace root (the folder of the top `Cargo.toml`), as this crate was built from it.
pub fn workspace_root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// A path inside the shared data folder that lies beside the project (`../shared/data/REL`,
/// seen from the workspace root), whatever folder a test runs in. It may not exist: tests skip
/// then, saying so with [`test_skip`].
pub fn shared_data(rel: &str) -> PathBuf {
    workspace_root().join("../shared/data").join(rel)
}

/// Says in `cargo test`'s normal output that a test skipped (part of) its work, and why: on the
/// process's stderr directly, which libtest does not capture.
pub fn test_skip(reason: impl std::fmt::Display) {
    use std::io::Write;
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    let _ = writeln!(std::io::stderr(), "skipped in {test}: {reason}");
}
