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

/// A store at `path` with `n` synthetic entries of `seed`, checkpointed and closed (no side
/// files).
#[allow(dead_code)]
pub fn store_with(path: &Path, n: u64, seed: u64) {
    use slate::learn::{Access, LearnEntry, Store, StoreOptions, synthetic::synthetic_entry};
    let mut store = Store::open(path, Access::ReadWrite, &StoreOptions::default()).unwrap();
    let entries: Vec<LearnEntry> = (0..n).map(|i| synthetic_entry(seed, i)).collect();
    for chunk in entries.chunks(10_000) {
        store.record_batch(chunk).unwrap();
    }
    store.checkpoint().unwrap();
}

/// A searcher learning into the store at `path`, with persistent analysis `enabled` (written
/// from depth 5, read from depth 1).
#[allow(dead_code)]
pub fn persisting_searcher(path: &Path, enabled: bool) -> slate::search::Searcher {
    use slate::learn::{LearnConfig, LearnMode, Learner};
    let mut s = slate::search::Searcher::new(16).unwrap();
    let learner = Learner::open(&LearnConfig {
        path: path.to_path_buf(),
        mode: LearnMode::On,
        queue_len: 1 << 16,
        ..LearnConfig::default()
    })
    .unwrap();
    s.set_learner(learner).unwrap();
    s.set_persist_settings(slate::search::PersistSettings {
        enabled,
        write_depth: 5,
        play_depth: 1,
        store_for_analysis_only: true,
    });
    s
}

/// Says in `cargo test`'s normal output that a test skipped (part of) its work, and why: the
/// line goes to the process's stderr directly, which libtest does not capture (it captures only
/// `print!` and `eprint!`), named after the test's thread (libtest names it after the test).
#[allow(dead_code)]
pub fn skip(reason: impl std::fmt::Display) {
    use std::io::Write;
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    let _ = writeln!(std::io::stderr(), "skipped in {test}: {reason}");
}

/// True (with a note) when there is no python3 to run the repository's scripts: the test then
/// skips.
#[allow(dead_code)]
pub fn without_python() -> bool {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        skip("python3 is not available");
    }
    !found
}

/// `python3 scripts/NAME`, ready for its arguments.
#[allow(dead_code)]
pub fn script(name: &str) -> Command {
    let mut command = Command::new("python3");
    command.arg(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scripts")
            .join(name),
    );
    command
}

/// Plays `roots` moves of a game from `start` with `s` (the engine, on the side to move) at
/// `depth`, against a fresh depth-4 opponent; returns the engine's moves. Learning sees the
/// game's positions, as in a real game.
#[allow(dead_code)]
pub fn play_game(
    s: &mut slate::search::Searcher,
    start: &slate::board::Position,
    roots: usize,
    depth: u32,
) -> Vec<slate::board::Move> {
    let mut opponent = slate::search::Searcher::new(1).unwrap();
    let mut pos = start.clone();
    let mut keys = Vec::new();
    let mut played = Vec::new();
    for _ in 0..roots {
        let r = s.search(
            &pos,
            &keys,
            slate::search::Limits {
                depth: Some(depth),
                ..slate::search::Limits::default()
            },
            slate::search::SearchOptions {
                report: false,
                ..slate::search::SearchOptions::default()
            },
            std::sync::Arc::new(slate::search::SearchControl::default()),
        );
        let best = r.best.expect("a move");
        played.push(best);
        for _ in 0..2 {
            let mv = if pos.side_to_move() == start.side_to_move() {
                best
            } else {
                opponent.new_game();
                opponent.search_depth(&pos, 4).best.expect("a reply")
            };
            keys.push(pos.key());
            pos.play(mv);
            if pos.legal_moves().is_empty() {
                return played;
            }
        }
    }
    played
}
