//! Regression tests for the learning store's reliability audit (issue 15): file names taken
//! literally, foreign, damaged, read-only and special files left alone, a store lock never
//! delaying the UCI command loop, atomic export and merge, and the CLI's limits and exit codes.
//! Each test names the audit item it covers.

mod common;
mod engine_session;

use common::{SLATE, side_files, skip, slate};
use engine_session::Session;
use slate::learn::synthetic::synthetic_entry;
use slate::learn::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("reliability-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `slate` UCI process in a chosen working directory, killed when dropped.
struct Engine(Session);

impl Engine {
    fn start_in(dir: &Path) -> Engine {
        Engine(Session::start_in(dir))
    }

    fn send(&mut self, line: &str) {
        self.0.send(line);
    }

    /// Lines up to and including the first starting with `prefix`, waiting at most `limit`.
    fn until_within(&mut self, prefix: &str, limit: Duration) -> Vec<String> {
        self.0
            .until_within(prefix, limit)
            .unwrap_or_else(|seen| panic!("no '{prefix}' line within {limit:?}; got {seen:?}"))
    }

    fn until(&mut self, prefix: &str) -> Vec<String> {
        self.until_within(prefix, Duration::from_secs(30))
    }

    /// Sends `isready` and returns the lines before `readyok`.
    fn ready(&mut self) -> Vec<String> {
        self.send("isready");
        self.until("readyok")
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.0.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < deadline, "the engine did not quit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.0.child.kill();
        let _ = self.0.child.wait();
    }
}

fn errors(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect()
}

/// `slate ARGS`, killed if it runs longer than `limit` (then `None`).
fn slate_within(args: &[&str], limit: Duration) -> Option<Output> {
    let mut child = Command::new(SLATE)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + limit;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Some(child.wait_with_output().unwrap())
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const GAME: &str = "[Event \"t\"]\n[Result \"1-0\"]\n\n1. e4 {[%eval 0.3,20]} e5 2. Nf3 1-0\n";

/// Item 1: `Learning File value file:victim.db?x=1` names a file of that name; another program's
/// database, and an empty file, are never written.
#[test]
fn a_uri_like_file_name_is_only_a_file_name_and_foreign_files_are_left_alone() {
    let dir = scratch("uri");
    let victim = dir.join("victim.db");
    {
        let c = rusqlite::Connection::open(&victim).unwrap();
        c.execute_batch("CREATE TABLE mine(x); INSERT INTO mine VALUES (42);")
            .unwrap();
    }
    let before = std::fs::read(&victim).unwrap();
    std::fs::write(dir.join("empty.db"), b"").unwrap();

    let mut e = Engine::start_in(&dir);
    e.send("setoption name Learning File value file:victim.db?x=1");
    e.send("setoption name Learning value on");
    let lines = e.ready();
    assert!(errors(&lines).is_empty(), "{lines:?}");
    for name in ["victim.db", "empty.db"] {
        e.send(&format!("setoption name Learning File value {name}"));
        let lines = e.ready();
        assert_eq!(errors(&lines).len(), 1, "{name}: {lines:?}");
    }
    e.quit();

    assert_eq!(std::fs::read(&victim).unwrap(), before, "victim.db changed");
    assert!(side_files(&victim).is_empty(), "{:?}", names_in(&dir));
    assert_eq!(std::fs::read(dir.join("empty.db")).unwrap(), b"");
    let names = names_in(&dir);
    assert!(
        names.iter().any(|n| n == "file:victim.db?x=1"),
        "the store has the name given: {names:?}"
    );
    assert!(
        !names.iter().any(|n| n.contains(".creating-")),
        "leftovers: {names:?}"
    );
    let made = Store::open(
        &dir.join("file:victim.db?x=1"),
        Access::ReadOnly,
        &StoreOptions::default(),
    );
    assert!(made.is_ok(), "a sound store under the literal name");
}

fn import_game(dir: &Path, store: &Path) {
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, GAME).unwrap();
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "import",
        pgn.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// Item 2: export never replaces the store, a symbolic link or a device.
#[test]
fn export_refuses_the_store_itself_links_and_devices() {
    let dir = scratch("export");
    let store = dir.join("s.sqlite");
    import_game(&dir, &store);
    let s = store.to_str().unwrap();
    let before = std::fs::read(&store).unwrap();
    let export = |to: &Path| {
        slate(&[
            "learn",
            "--file",
            s,
            "export",
            "--format",
            "json",
            "-o",
            to.to_str().unwrap(),
        ])
    };

    let out = export(&store);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("store"), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(&store).unwrap(),
        before,
        "the store was replaced"
    );
    // The same file under another name (a hard link) is the store too.
    let alias = dir.join("alias.json");
    std::fs::hard_link(&store, &alias).unwrap();
    assert_eq!(export(&alias).status.code(), Some(2));
    assert_eq!(std::fs::read(&store).unwrap(), before);

    let target = dir.join("target.json");
    std::fs::write(&target, b"keep").unwrap();
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let out = export(&link);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&target).unwrap(), b"keep");

    let full = Path::new("/dev/full");
    if full.exists() {
        let out = export(full);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::metadata(full)
                .unwrap()
                .file_type()
                .is_char_device()
        );
    } else {
        skip("the device case: /dev/full is absent");
    }

    // A regular file is replaced only with --force (issue 62), through a temporary file that
    // does not stay behind.
    let json = dir.join("out.json");
    std::fs::write(&json, b"old").unwrap();
    let out = export(&json);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(std::fs::read(&json).unwrap(), b"old");
    let j = json.to_str().unwrap();
    let out = slate(&[
        "learn", "--file", s, "export", "--format", "json", "-o", j, "--force",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&json).unwrap().starts_with(b"["));
    let names = names_in(&dir);
    assert!(
        !names.iter().any(|n| n.contains(".partial")),
        "leftovers: {names:?}"
    );
}

/// Item 3: another process holding the store's write lock never delays the command loop; the
/// entries wait and are written when the lock frees.
#[test]
fn a_locked_store_never_delays_the_command_loop() {
    let dir = scratch("locked");
    let store = dir.join("locked.sqlite");
    common::store_with(&store, 10, 1);
    let holder = rusqlite::Connection::open(&store).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();

    let mut e = Engine::start_in(&dir);
    e.send("setoption name Learning File value locked.sqlite");
    e.send("setoption name Learning Every Root value true");
    e.send("setoption name Learning value on");
    let lines = e.ready();
    assert!(errors(&lines).is_empty(), "{lines:?}");
    let mut slowest = Duration::ZERO;
    // A root scored exactly 0 is not kept (a draw score may belong to the path), so these roots
    // are ones whose depth-4 score is not 0; with the round-9 weights the position after
    // 1. e4 e5 2. Nf3 Nc6, used before, scores 0 at depth 4.
    for moves in ["", " moves e2e4 e7e5", " moves e2e4 e7e5 g1f3"] {
        e.send(&format!("position startpos{moves}"));
        e.send("go depth 4");
        e.until("bestmove");
        // Commands right after a move: the commit of its entries is under way in the writer,
        // waiting for the lock.
        e.send(&format!("position startpos{moves}"));
        let asked = Instant::now();
        e.send("isready");
        e.until_within("readyok", Duration::from_secs(5));
        slowest = slowest.max(asked.elapsed());
    }
    e.send("ucinewgame");
    let asked = Instant::now();
    e.send("isready");
    e.until_within("readyok", Duration::from_secs(5));
    slowest = slowest.max(asked.elapsed());
    eprintln!("slowest isready while the store was locked: {slowest:?}");
    assert!(
        slowest < Duration::from_millis(500),
        "isready took {slowest:?}"
    );

    // The lock frees: what waited is written.
    holder.execute_batch("COMMIT").unwrap();
    drop(holder);
    e.quit();
    let s = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    assert!(
        s.len().unwrap() >= 13,
        "every root of the three searches is stored: {}",
        s.len().unwrap()
    );
}

/// Item 5: a named pipe is refused at once, by the engine and by the tools.
#[test]
fn a_named_pipe_is_refused_at_once() {
    let dir = scratch("fifo");
    let fifo = dir.join("f");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        skip("mkfifo is not available");
        return;
    }
    let mut e = Engine::start_in(&dir);
    e.send("setoption name Learning File value f");
    e.send("setoption name Learning value on");
    e.send("isready");
    let lines = e.until_within("readyok", Duration::from_secs(5));
    let errs = errors(&lines);
    assert_eq!(errs.len(), 1, "{lines:?}");
    assert!(errs[0].contains("named pipe"), "{errs:?}");
    e.quit();

    for cmd in ["stats", "verify"] {
        let out = slate_within(
            &["learn", "--file", fifo.to_str().unwrap(), cmd],
            Duration::from_secs(10),
        )
        .unwrap_or_else(|| panic!("learn {cmd} on a named pipe hangs"));
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains("named pipe"), "{}", stderr(&out));
    }
}

/// Item 6: `--capacity` has the limits of the UCI option `Learning Capacity`.
#[test]
fn the_capacity_option_has_the_uci_limits() {
    let dir = scratch("capacity");
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, GAME).unwrap();
    let store = dir.join("s.sqlite");
    for bad in ["0", "999", "100000001"] {
        let out = slate(&[
            "learn",
            "--file",
            store.to_str().unwrap(),
            "--capacity",
            bad,
            "import",
            pgn.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(2), "--capacity {bad}");
        assert!(!store.exists(), "--capacity {bad} created the store");
    }
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "--capacity",
        "1000",
        "import",
        pgn.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("0 evicted"), "{}", stdout(&out));
}

/// Overwrites `pages` pages of the file (counted from the end, sparing the last) with bytes from
/// a fixed pseudo-random sequence.
fn damage_pages(path: &Path, pages: u64) {
    let mut bytes = std::fs::read(path).unwrap();
    let page = u16::from_be_bytes([bytes[16], bytes[17]]) as usize;
    let count = bytes.len() / page;
    assert!(count as u64 > pages + 4, "{count} pages");
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for p in 0..pages as usize {
        let start = (count - 2 - p * 2) * page;
        for b in &mut bytes[start..start + page] {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = x as u8;
        }
    }
    std::fs::write(path, bytes).unwrap();
}

/// Item 7: a store with damaged B-tree pages is detected when it is opened, reported once, and
/// left byte for byte as it was.
#[test]
fn a_damaged_store_is_refused_at_open_and_left_byte_identical() {
    let dir = scratch("damaged");
    let store = dir.join("d.sqlite");
    common::store_with(&store, 5_000, 7);
    damage_pages(&store, 3);
    let before = std::fs::read(&store).unwrap();

    match Store::open(&store, Access::ReadWrite, &StoreOptions::default()) {
        Err(LearnError::Damaged { .. }) => {}
        Err(e) => panic!("reported as {e}"),
        Ok(_) => panic!("a damaged store was opened for writing"),
    }
    assert_eq!(std::fs::read(&store).unwrap(), before);

    let mut e = Engine::start_in(&dir);
    e.send("setoption name Learning File value d.sqlite");
    e.send("setoption name Learning Every Root value true");
    e.send("setoption name Learning value on");
    let lines = e.ready();
    let errs = errors(&lines);
    assert_eq!(errs.len(), 1, "{lines:?}");
    assert!(errs[0].contains("damaged"), "{errs:?}");
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(errors(&lines).is_empty(), "{lines:?}");
    e.quit();
    assert_eq!(
        std::fs::read(&store).unwrap(),
        before,
        "the store was written"
    );
    assert!(side_files(&store).is_empty());
}

/// Makes the entry of `e` undecodable (an origin no Slate writes).
fn break_row(path: &Path, e: &LearnEntry) {
    common::damage_entry(path, e.key, e.check, "origin = 200");
}

/// Item 7: a write that meets a damaged row is rolled back, the writer stops, and the message
/// does not claim the file was left untouched.
#[test]
fn a_damaged_row_stops_the_writer_with_an_honest_message() {
    let dir = scratch("bad-row");
    let store = dir.join("r.sqlite");
    common::store_with(&store, 100, 3);
    let bad = synthetic_entry(3, 50);
    break_row(&store, &bad);

    let learner = Learner::open(&LearnConfig {
        path: store.clone(),
        mode: LearnMode::On,
        ..LearnConfig::default()
    })
    .unwrap();
    let fresh = synthetic_entry(99, 1);
    learner.record(fresh.clone());
    learner.record(bad.clone());
    let err = learner.commit_move().unwrap_err().to_string();
    assert!(!err.contains("left untouched"), "{err}");
    assert!(err.contains("rolled back"), "{err}");
    // Nothing more is written.
    let later = synthetic_entry(99, 2);
    learner.record(later.clone());
    assert!(learner.commit_move().is_err());
    drop(learner);
    let s = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    assert!(s.lookup(fresh.key, fresh.check).unwrap().is_none());
    assert!(s.lookup(later.key, later.check).unwrap().is_none());
    assert_eq!(s.len().unwrap(), 100);
}

/// Item 12: `verify` exits with 1 when it finds problems, and reads one snapshot while engines
/// write.
#[test]
fn verify_exits_1_on_problems_and_reads_one_snapshot() {
    let dir = scratch("verify");
    let store = dir.join("v.sqlite");
    common::store_with(&store, 100, 5);
    let s = store.to_str().unwrap();
    let out = slate(&["learn", "--file", s, "verify"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    break_row(&store, &synthetic_entry(5, 10));
    let out = slate(&["learn", "--file", s, "verify"]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(stdout(&out).contains("problem: entry"), "{}", stdout(&out));

    let live = dir.join("live.sqlite");
    common::store_with(&live, 1_000, 6);
    let l = live.to_str().unwrap();
    let mut writer = Command::new(SLATE)
        .args([
            "learn",
            "--file",
            l,
            "stress-write",
            "--commits",
            "400",
            "--per-commit",
            "50",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut runs = 0;
    while runs < 15 && writer.try_wait().unwrap().is_none() {
        let out = slate(&["learn", "--file", l, "verify"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}{}",
            stdout(&out),
            stderr(&out)
        );
        runs += 1;
    }
    let _ = writer.kill();
    let _ = writer.wait();
    eprintln!("{runs} verifications while a writer ran");
}

/// Item 13: a merge killed half-way leaves nothing under the output's name.
#[test]
fn an_interrupted_merge_leaves_no_store_under_its_name() {
    let dir = scratch("merge");
    let (a, b) = (dir.join("a.sqlite"), dir.join("b.sqlite"));
    common::store_with(&a, 60_000, 11);
    common::store_with(&b, 60_000, 12);
    let m = dir.join("m.sqlite");
    let mut child = Command::new(SLATE)
        .args([
            "learn",
            "merge",
            a.to_str().unwrap(),
            b.to_str().unwrap(),
            "-o",
            m.to_str().unwrap(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it as soon as it has started writing anything beside a and b.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let started = names_in(&dir).iter().any(|n| n.starts_with("m.sqlite"));
        if started {
            break;
        }
        assert!(child.try_wait().unwrap().is_none(), "merge ended early");
        assert!(Instant::now() < deadline, "merge never started");
        std::thread::sleep(Duration::from_millis(1));
    }
    std::thread::sleep(Duration::from_millis(100));
    let finished = child.try_wait().unwrap().is_some();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(!finished, "the merge was too quick to interrupt");
    assert!(
        !m.exists(),
        "a partial store under the final name: {:?}",
        names_in(&dir)
    );

    // Uninterrupted, it completes under the final name and leaves no temporary files of its
    // own (the killed run's leftovers are ignored).
    let before: Vec<String> = names_in(&dir);
    let out = slate(&[
        "learn",
        "merge",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "-o",
        m.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let after: Vec<String> = names_in(&dir)
        .into_iter()
        .filter(|n| !before.contains(n))
        .collect();
    assert_eq!(after, vec!["m.sqlite".to_string()]);
    let out = slate(&["learn", "--file", m.to_str().unwrap(), "verify"]);
    assert!(
        stdout(&out).starts_with("ok: 120000 entries"),
        "{}",
        stdout(&out)
    );
}

/// Item 14: the `Learning File` value is taken exactly as sent, spaces and tabs included.
#[test]
fn the_learning_file_value_keeps_its_spaces() {
    let dir = scratch("spaces");
    let name = " my  store\tü.sqlite ";
    let mut e = Engine::start_in(&dir);
    e.send(&format!("setoption name Learning File value {name}"));
    e.send("setoption name Learning value on");
    let lines = e.ready();
    assert!(errors(&lines).is_empty(), "{lines:?}");
    e.quit();
    let names = names_in(&dir);
    assert!(names.iter().any(|n| n == name), "{names:?}");
}

/// Item 15: a store whose permissions allow no writing is opened read-only, said once, and
/// never written; once writable again, learning writes to it.
#[test]
fn a_read_only_store_falls_back_to_read_only_with_one_message() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("readonly");
    let store = dir.join("ro.sqlite");
    common::store_with(&store, 10, 2);
    std::fs::set_permissions(&store, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(&store).unwrap();

    let mut e = Engine::start_in(&dir);
    e.send("setoption name Learning File value ro.sqlite");
    e.send("setoption name Learning Every Root value true");
    e.send("setoption name Learning value on");
    let lines = e.ready();
    assert!(errors(&lines).is_empty(), "{lines:?}");
    let notices: Vec<_> = lines.iter().filter(|l| l.contains("read-only")).collect();
    assert_eq!(notices.len(), 1, "{lines:?}");
    for moves in ["", " moves e2e4 e7e5"] {
        e.send(&format!("position startpos{moves}"));
        e.send("go depth 3");
        let lines = e.until("bestmove");
        assert!(errors(&lines).is_empty(), "{lines:?}");
    }
    let lines = e.ready();
    assert!(errors(&lines).is_empty(), "{lines:?}");
    assert!(side_files(&store).is_empty(), "{:?}", names_in(&dir));
    assert_eq!(std::fs::read(&store).unwrap(), before);

    // Writable again: the option takes effect at once.
    std::fs::set_permissions(&store, std::fs::Permissions::from_mode(0o644)).unwrap();
    e.send("setoption name Learning value on");
    let lines = e.ready();
    assert!(
        !lines.iter().any(|l| l.contains("read-only")) && errors(&lines).is_empty(),
        "{lines:?}"
    );
    e.send("position startpos");
    e.send("go depth 3");
    e.until("bestmove");
    e.quit();
    let s = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    assert_eq!(s.len().unwrap(), 11, "the root was stored");
}

/// Item 16: every command but import (and merge's output) needs an existing store.
#[test]
fn a_missing_store_is_an_error_except_for_import() {
    let dir = scratch("missing");
    let typo = dir.join("typo.sqlite");
    let t = typo.to_str().unwrap();
    let json = dir.join("x.json");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let commands: Vec<Vec<&str>> = vec![
        vec!["stats"],
        vec!["list"],
        vec!["show", start],
        vec!["prune", "--keep", "10"],
        vec!["forget", start],
        vec!["verify"],
        vec!["export", "--format", "json", "-o", json.to_str().unwrap()],
    ];
    for cmd in commands {
        let out = slate(&[&["learn", "--file", t], cmd.as_slice()].concat());
        assert_eq!(out.status.code(), Some(2), "{cmd:?}");
        assert!(
            stderr(&out).contains("no learning store"),
            "{cmd:?}: {}",
            stderr(&out)
        );
        assert!(
            names_in(&dir).is_empty(),
            "{cmd:?} created {:?}",
            names_in(&dir)
        );
    }
    let other = dir.join("other.sqlite");
    let out = slate(&["learn", "merge", t, t, "-o", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(names_in(&dir).is_empty(), "{:?}", names_in(&dir));
}

/// Item 21: a directory given to import is named as such; importing a file twice counts its
/// games once.
#[test]
fn import_names_a_directory_and_counts_each_game_once() {
    let dir = scratch("import");
    let store = dir.join("i.sqlite");
    let s = store.to_str().unwrap();
    let out = slate(&["learn", "--file", s, "import", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is a directory"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("learning store"), "{}", stderr(&out));
    assert!(!store.exists());

    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, format!("{GAME}\n{GAME}")).unwrap();
    let first = slate(&["learn", "--file", s, "import", pgn.to_str().unwrap()]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(
        stdout(&first).contains("1 games (0 skipped, 0 with errors, 1 imported before"),
        "{}",
        stdout(&first)
    );
    let again = slate(&["learn", "--file", s, "import", pgn.to_str().unwrap()]);
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(stdout(&again).contains(": 0 games"), "{}", stdout(&again));
    let st = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    let start = slate::board::Position::startpos();
    let e = st.probe(&start).unwrap().expect("the start position");
    assert_eq!(e.games(), 1, "the game is counted once");
}

/// Item 15: a store in a read-only folder (where SQLite cannot create its `-wal` and `-shm`
/// files) is read, not written, and the learner says why.
#[test]
fn a_store_in_a_read_only_folder_is_read_not_written() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("readonly-folder");
    let store = dir.join("s.sqlite");
    common::store_with(&store, 10, 4);
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    let learner = Learner::open(&LearnConfig {
        path: store.clone(),
        mode: LearnMode::On,
        ..LearnConfig::default()
    });
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let learner = learner.unwrap();
    assert_eq!(learner.mode(), LearnMode::ReadOnly);
    let notice = learner.notice().unwrap_or_default().to_string();
    assert!(notice.contains("folder is read-only"), "{notice}");
    assert_eq!(
        learner.record(synthetic_entry(9, 9)),
        RecordOutcome::NotWriting
    );
    drop(learner);
    assert!(side_files(&store).is_empty(), "{:?}", names_in(&dir));
}
