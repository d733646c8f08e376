//! What the command-line tests share: running the built `slate` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `slate` binary Cargo built for these tests.
#[allow(dead_code)]
pub const SLATE: &str = env!("CARGO_BIN_EXE_slate");

/// Runs `slate ARGS` to completion; backtraces are off so that a panic reads as a user sees it.
#[allow(dead_code)]
pub fn slate(args: &[&str]) -> Output {
    Command::new(SLATE)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .output()
        .expect("the slate binary runs")
}

/// The SQLite side files (`-wal`, `-shm`, `-journal`) that exist beside the store at `path`.
#[allow(dead_code)]
pub fn side_files(path: &Path) -> Vec<PathBuf> {
    ["-wal", "-shm", "-journal"]
        .iter()
        .map(|s| {
            let mut p = path.as_os_str().to_owned();
            p.push(s);
            PathBuf::from(p)
        })
        .filter(|p| p.exists())
        .collect()
}

/// Damages one entry of the store at `path` behind the engine's back: `set` is an SQL
/// assignment (`origin = 200`) applied to the row of `key` and `check`, which must exist.
#[allow(dead_code)]
pub fn damage_entry(path: &Path, key: u64, check: u32, set: &str) {
    let c = rusqlite::Connection::open(path).unwrap();
    let n = c
        .execute(
            &format!("UPDATE entries SET {set} WHERE key = ?1 AND chk = ?2"),
            rusqlite::params![key as i64, check as i64],
        )
        .unwrap();
    assert_eq!(n, 1, "no entry to damage");
}
