//! Every file Slate writes is safe (issue 62, "Reliability II"): regular files only, never
//! through a planted name, a temporary file renamed into place, never a file of another kind
//! replaced; and a hash file that cannot be read never stalls the engine.

mod common;

use common::skip;
mod engine_session;

use common::slate;
use engine_session::Session;
use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A store at `path` that learned from one short game.
fn store_at(dir: &Path, path: &Path) {
    let game = dir.join("game.pgn");
    std::fs::write(
        &game,
        "[Result \"1-0\"]\n1. e4 {[%eval 0.3,20]} e5 {[%eval 0.25]} 2. Nf3 {[%eval 0.2]} 1-0\n",
    )
    .unwrap();
    let out = slate(&[
        "learn",
        "--file",
        path.to_str().unwrap(),
        "import",
        game.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    std::fs::remove_file(&game).unwrap();
}

/// A session in `dir` with `Hash File` set to `file` and a small search done, so that a save
/// has entries to write.
fn engine_with_hash_file(dir: &Path, file: &str) -> Session {
    let mut s = Session::start_in(dir);
    s.send("setoption name Hash value 1");
    s.send(&format!("setoption name Hash File value {file}"));
    s.send("go depth 4");
    s.until("bestmove");
    s
}

/// The replies to `setoption name BUTTON`, up to `readyok`.
fn press(s: &mut Session, button: &str) -> Vec<String> {
    s.send(&format!("setoption name {button}"));
    s.send("isready");
    s.until_within("readyok", Duration::from_secs(20))
        .unwrap_or_else(|seen| panic!("no readyok after {button}: {seen:?}"))
}

fn saved(lines: &[String]) -> bool {
    lines
        .iter()
        .any(|l| l.starts_with("info string hash saved"))
}

fn has_error(lines: &[String], part: &str) -> bool {
    lines
        .iter()
        .any(|l| l.starts_with("info string error:") && l.contains(part))
}

/// The engine still searches.
fn still_plays(s: &mut Session) {
    s.send("go depth 2");
    s.until_within("bestmove", Duration::from_secs(30))
        .unwrap_or_else(|seen| panic!("no bestmove: {seen:?}"));
}

/// Item 3: `Load Hash` of a named pipe is refused before it is opened; the engine answers.
#[test]
fn load_hash_refuses_a_named_pipe_at_once() {
    let dir = scratch("load-fifo");
    mkfifo(&dir.join("f.hash"));
    let mut s = Session::start_in(&dir);
    s.send("setoption name Hash File value f.hash");
    s.send("setoption name Load Hash");
    s.send("isready");
    let lines = match s.until_within("readyok", Duration::from_secs(10)) {
        Ok(lines) => lines,
        Err(seen) => {
            let _ = s.child.kill();
            panic!("no readyok while a named pipe is the hash file: {seen:?}");
        }
    };
    assert!(has_error(&lines, "named pipe"), "{lines:?}");
    still_plays(&mut s);
}

/// Item 4: `Save Hash` never replaces a learning store (in use or not) or a file that is not a
/// Slate hash file.
#[test]
fn save_hash_never_replaces_a_store_or_another_file() {
    let dir = scratch("save-store");
    store_at(&dir, &dir.join("s.sqlite"));
    std::fs::write(dir.join("notes.txt"), "my notes").unwrap();
    let store = std::fs::read(dir.join("s.sqlite")).unwrap();
    let mut s = engine_with_hash_file(&dir, "s.sqlite");
    s.send("setoption name Learning File value s.sqlite");
    s.send("setoption name Learning value on");
    let lines = press(&mut s, "Save Hash");
    assert!(has_error(&lines, "SQLite"), "{lines:?}");
    s.send("setoption name Hash File value notes.txt");
    let lines = press(&mut s, "Save Hash");
    assert!(has_error(&lines, "not a Slate hash file"), "{lines:?}");
    s.send("quit");
    let _ = s.child.wait();
    assert_eq!(std::fs::read(dir.join("notes.txt")).unwrap(), b"my notes");
    let after = std::fs::read(dir.join("s.sqlite")).unwrap();
    assert!(
        after.starts_with(b"SQLite format 3\0"),
        "the store was replaced"
    );
    assert_eq!(after.len(), store.len());
    let names = names_in(&dir);
    assert!(!names.iter().any(|n| n.contains("partial")), "{names:?}");
}

/// Item 5: a named pipe or a device named as the hash file is refused, and stays what it is.
#[test]
fn save_hash_refuses_a_named_pipe_and_a_device() {
    let dir = scratch("save-fifo");
    mkfifo(&dir.join("f.hash"));
    let device = Command::new("mknod")
        .args(["mynull", "c", "1", "3"])
        .current_dir(&dir)
        .status()
        .is_ok_and(|s| s.success());
    if !device {
        skip("the device case: mknod needs root");
    }
    let mut s = engine_with_hash_file(&dir, "f.hash");
    let lines = press(&mut s, "Save Hash");
    assert!(has_error(&lines, "named pipe"), "{lines:?}");
    if device {
        s.send("setoption name Hash File value mynull");
        let lines = press(&mut s, "Save Hash");
        assert!(has_error(&lines, "a device"), "{lines:?}");
        let meta = std::fs::metadata(dir.join("mynull")).unwrap();
        assert!(meta.file_type().is_char_device());
    }
    still_plays(&mut s);
    let meta = std::fs::metadata(dir.join("f.hash")).unwrap();
    assert!(meta.file_type().is_fifo());
    let names = names_in(&dir);
    assert!(!names.iter().any(|n| n.contains("partial")), "{names:?}");
}

/// Item 6: a link planted at the old temporary name is never written through.
#[test]
fn save_hash_never_writes_through_a_planted_name() {
    let dir = scratch("planted");
    let victim = dir.join("v.txt");
    std::fs::write(&victim, "outside").unwrap();
    symlink(&victim, dir.join("slate.hash.partial")).unwrap();
    let mut s = engine_with_hash_file(&dir, "slate.hash");
    let lines = press(&mut s, "Save Hash");
    assert!(saved(&lines), "{lines:?}");
    let victim_now = std::fs::read(&victim).unwrap();
    assert!(
        victim_now == b"outside",
        "v.txt was overwritten through the link"
    );
    let saved = std::fs::symlink_metadata(dir.join("slate.hash")).unwrap();
    assert!(saved.is_file(), "slate.hash is not a regular file");
    assert!(
        std::fs::read(dir.join("slate.hash"))
            .unwrap()
            .starts_with(b"SLATEHSH")
    );
    assert_eq!(
        names_in(&dir),
        ["slate.hash", "slate.hash.partial", "v.txt"]
    );
}

/// Item 12: a save refused (a folder at the name) leaves nothing behind.
#[test]
fn a_refused_save_leaves_nothing_behind() {
    let dir = scratch("folder");
    std::fs::create_dir(dir.join("d.hash")).unwrap();
    let mut s = engine_with_hash_file(&dir, "d.hash");
    let lines = press(&mut s, "Save Hash");
    assert!(has_error(&lines, "a directory"), "{lines:?}");
    still_plays(&mut s);
    assert_eq!(names_in(&dir), ["d.hash"]);
}

/// Item 19: a hash file of gigabytes (sparse, its header sound) never keeps `isready` waiting.
#[test]
fn a_huge_hash_file_never_stalls_the_command_loop() {
    let dir = scratch("huge");
    let count: u64 = 1 << 27;
    let file = std::fs::File::create(dir.join("big.hash")).unwrap();
    let mut header = b"SLATEHSH".to_vec();
    header.extend(1u32.to_le_bytes());
    header.extend(count.to_le_bytes());
    std::io::Write::write_all(&mut &file, &header).unwrap();
    file.set_len(20 + count * 16 + 8).unwrap();
    drop(file);
    let mut s = Session::start_in(&dir);
    s.send("setoption name Hash File value big.hash");
    s.send("setoption name Load Hash");
    let start = std::time::Instant::now();
    s.send("isready");
    let lines = s
        .until_within("readyok", Duration::from_secs(30))
        .expect("readyok");
    let waited = start.elapsed();
    assert!(waited < Duration::from_secs(2), "isready waited {waited:?}");
    s.send("go depth 2");
    let lines = [lines, s.until("bestmove")].concat();
    assert!(has_error(&lines, "not a sound hash file"), "{lines:?}");
}

/// Item 21: a hash file that is a symbolic link has its target written, atomically beside the
/// target; the link stays a link.
#[test]
fn save_hash_through_a_symbolic_link_writes_its_target() {
    let dir = scratch("link");
    std::fs::create_dir(dir.join("elsewhere")).unwrap();
    let mut s = engine_with_hash_file(&dir, "elsewhere/real.hash");
    press(&mut s, "Save Hash");
    let before = std::fs::read(dir.join("elsewhere/real.hash")).unwrap();
    symlink(dir.join("elsewhere/real.hash"), dir.join("slate.hash")).unwrap();
    s.send("setoption name Hash File value slate.hash");
    s.send("go depth 7");
    s.until("bestmove");
    let lines = press(&mut s, "Save Hash");
    assert!(saved(&lines), "{lines:?}");
    let link = std::fs::symlink_metadata(dir.join("slate.hash")).unwrap();
    assert!(link.file_type().is_symlink(), "the link was replaced");
    let after = std::fs::read(dir.join("elsewhere/real.hash")).unwrap();
    assert_ne!(after, before, "the link's target was not written");
    assert_eq!(names_in(&dir), ["elsewhere", "slate.hash"]);
    assert_eq!(names_in(&dir.join("elsewhere")), ["real.hash"]);
    let lines = press(&mut s, "Load Hash");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string hash loaded")),
        "{lines:?}"
    );
}

/// Item 7: export never overwrites an existing file without `--force`, and never a store.
#[test]
fn export_never_overwrites_without_force_and_never_a_store() {
    let dir = scratch("export");
    let (a, b) = (dir.join("a.sqlite"), dir.join("b.sqlite"));
    store_at(&dir, &a);
    store_at(&dir, &b);
    let pgn = dir.join("games.pgn");
    std::fs::write(&pgn, "[Result \"*\"]\n1. d4 *\n").unwrap();
    let store_b = std::fs::read(&b).unwrap();
    let export = |to: &Path, force: bool| {
        let mut args = vec![
            "learn",
            "--file",
            a.to_str().unwrap(),
            "export",
            "--format",
            "json",
            "-o",
            to.to_str().unwrap(),
        ];
        if force {
            args.push("--force");
        }
        slate(&args)
    };
    for force in [false, true] {
        let out = export(&b, force);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("SQLite"), "{}", stderr(&out));
        assert_eq!(std::fs::read(&b).unwrap(), store_b, "--force {force}");
    }
    let out = export(&pgn, false);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    assert_eq!(std::fs::read(&pgn).unwrap(), b"[Result \"*\"]\n1. d4 *\n");
    let out = export(&pgn, true);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&pgn).unwrap().starts_with(b"["));
    let new = dir.join("new.json");
    assert!(export(&new, false).status.success());
    assert_eq!(
        names_in(&dir),
        ["a.sqlite", "b.sqlite", "games.pgn", "new.json"]
    );
}

/// The rule holds for datagen's output too: it is appended to, but never an SQLite file.
#[test]
fn datagen_never_appends_to_a_store() {
    let dir = scratch("datagen");
    let store = dir.join("s.sqlite");
    store_at(&dir, &store);
    let before = std::fs::read(&store).unwrap();
    let out = slate(&[
        "datagen",
        "--games",
        "1",
        "--nodes",
        "200",
        "--out",
        store.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("SQLite"), "{}", stderr(&out));
    assert_eq!(std::fs::read(&store).unwrap(), before);
}

/// Mounts a 1 MiB tmpfs at `dir`, or says why not (not root, no permission).
fn small_disk(dir: &Path) -> Option<Unmount> {
    let out = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=1m", "tmpfs"])
        .arg(dir)
        .output()
        .ok()?;
    if !out.status.success() {
        skip(format!(
            "cannot mount a small tmpfs ({}); run as root to test a full disk",
            stderr(&out).trim()
        ));
        return None;
    }
    Some(Unmount(dir.to_path_buf()))
}

struct Unmount(PathBuf);

impl Drop for Unmount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// `Save Hash` on a full disk: an error, the previous hash file whole, no temporary file left.
#[test]
fn save_hash_on_a_full_disk_keeps_the_old_file() {
    let dir = scratch("full-disk");
    let Some(_mounted) = small_disk(&dir) else {
        return;
    };
    let mut s = Session::start_in(&dir);
    s.send("setoption name Hash value 1");
    s.send("go depth 1");
    s.until("bestmove");
    let lines = press(&mut s, "Save Hash");
    assert!(saved(&lines), "{lines:?}");
    let old = std::fs::read(dir.join("slate.hash")).unwrap();
    // Fill what is left of the disk.
    let mut filler = std::fs::File::create(dir.join("filler")).unwrap();
    let block = vec![7u8; 4096];
    while std::io::Write::write_all(&mut filler, &block).is_ok() {}
    drop(filler);
    s.send("go depth 8");
    s.until("bestmove");
    let lines = press(&mut s, "Save Hash");
    assert!(has_error(&lines, "No space left"), "{lines:?}");
    assert_eq!(std::fs::read(dir.join("slate.hash")).unwrap(), old);
    assert_eq!(names_in(&dir), ["filler", "slate.hash"]);
    let lines = press(&mut s, "Load Hash");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string hash loaded")),
        "{lines:?}"
    );
    s.send("quit");
    let _ = s.child.wait();
}

/// A user without root's rights, made for the test when it runs as root; `None` (the test
/// skips) otherwise.
fn plain_user() -> Option<&'static str> {
    // Once per process: the tests run in parallel, and two `useradd`s at once (or a `runuser`
    // while the other writes /etc/passwd) failed a first run on a fresh machine.
    static USER_MADE: std::sync::OnceLock<Option<&'static str>> = std::sync::OnceLock::new();
    *USER_MADE.get_or_init(make_plain_user)
}

fn make_plain_user() -> Option<&'static str> {
    const USER: &str = "slate-files-test";
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !is_root {
        skip("the read-only cases run as root, which can make a plain user");
        return None;
    }
    let exists = Command::new("id")
        .arg(USER)
        .output()
        .is_ok_and(|o| o.status.success());
    let made = exists
        || Command::new("useradd")
            .args(["--no-create-home", "--system", USER])
            .status()
            .is_ok_and(|s| s.success());
    let runs = made
        && Command::new("runuser")
            .args(["-u", USER, "--", "true"])
            .status()
            .is_ok_and(|s| s.success());
    if !runs {
        skip("no plain user could be made or run (useradd, runuser)");
        return None;
    }
    Some(USER)
}

/// Read-only files, as a plain user: a read-only hash file is not replaced (renaming over it
/// needs only the folder's permission), nor a read-only export target with `--force`; a
/// read-only store is used read-only and left as it is.
#[test]
fn read_only_files_are_left_alone_for_a_plain_user() {
    let Some(user) = plain_user() else {
        return;
    };
    let dir = scratch("read-only");
    store_at(&dir, &dir.join("s.sqlite"));
    // The binary must be reachable by the user: a copy in the test's folder.
    let bin = dir.join("slate");
    std::fs::copy(env!("CARGO_BIN_EXE_slate"), &bin).unwrap();
    let chown = Command::new("chown")
        .args(["-R", user])
        .arg(&dir)
        .status()
        .unwrap();
    assert!(chown.success());
    for p in [&dir, &std::env::temp_dir()] {
        let mode = std::fs::metadata(p).unwrap().permissions().mode();
        if mode & 0o001 == 0 {
            skip(format!("{} is not open to other users", p.display()));
            return;
        }
    }
    let run = |args: &[&str], input: &str| {
        let mut child = Command::new("runuser")
            .args(["-u", user, "--"])
            .arg(&bin)
            .args(args)
            .current_dir(&dir)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(child.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            out.status.code(),
            stderr(&out),
        )
    };
    // A hash file saved by the user, then made read-only.
    let (out, ..) = run(
        &[],
        "setoption name Hash value 1\ngo depth 3\nisready\nsetoption name Save Hash\nisready\nquit\n",
    );
    assert!(out.contains("info string hash saved"), "{out}");
    let hash = dir.join("slate.hash");
    std::fs::set_permissions(&hash, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(&hash).unwrap();
    let (out, ..) = run(
        &[],
        "setoption name Hash value 1\ngo depth 6\nisready\nsetoption name Save Hash\nisready\nquit\n",
    );
    assert!(
        out.contains("info string error:") && out.contains("read-only"),
        "{out}"
    );
    assert_eq!(std::fs::read(&hash).unwrap(), before);

    let json = dir.join("out.json");
    std::fs::write(&json, "keep").unwrap();
    std::fs::set_permissions(&json, std::fs::Permissions::from_mode(0o444)).unwrap();
    let args = [
        "learn", "--file", "s.sqlite", "export", "--format", "json", "-o", "out.json", "--force",
    ];
    let (_, code, err) = run(&args, "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("read-only"), "{err}");
    assert_eq!(std::fs::read(&json).unwrap(), b"keep");

    let store = dir.join("s.sqlite");
    std::fs::set_permissions(&store, std::fs::Permissions::from_mode(0o444)).unwrap();
    let store_before = std::fs::read(&store).unwrap();
    let (out, ..) = run(
        &[],
        "setoption name Learning File value s.sqlite\nsetoption name Learning value on\nisready\ngo depth 3\nisready\nquit\n",
    );
    // Used as it can be: read, never written.
    assert!(out.contains("learning is read-only"), "{out}");
    assert!(out.contains("bestmove"), "{out}");
    assert_eq!(std::fs::read(&store).unwrap(), store_before);
}
