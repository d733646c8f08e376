//! Damaged Syzygy tables (issue 62, findings 1, 2 and 18): refused by name when the folder is
//! read, the other tables still in use, and the engine never crashes on them.

mod common;

use common::skip;
mod engine_session;

use engine_session::Session;
use std::path::{Path, PathBuf};

const TABLES: &str = "../shared/data/syzygy";

/// A fresh folder with copies of `names` from the shared tables, or `None` when absent.
fn folder_with(test: &str, names: &[&str]) -> Option<PathBuf> {
    if !Path::new(TABLES).join("KQvK.rtbw").exists() {
        skip(format!("no Syzygy tables in {TABLES}"));
        return None;
    }
    let dir = std::env::temp_dir().join(format!("slate-tbdamage-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for name in names {
        std::fs::write(
            dir.join(name),
            std::fs::read(Path::new(TABLES).join(name)).unwrap(),
        )
        .unwrap();
    }
    Some(dir)
}

fn flip(path: &Path, byte: usize, bit: u8) {
    let mut bytes = std::fs::read(path).unwrap();
    bytes[byte] ^= 1 << bit;
    std::fs::write(path, bytes).unwrap();
}

fn tbhits(line: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    words.find(|&w| w == "tbhits")?;
    words.next()?.parse().ok()
}

/// Sets `SyzygyPath` and returns the replies up to the summary or the final error.
fn set_path(s: &mut Session, dir: &Path) -> Vec<String> {
    s.send(&format!(
        "setoption name SyzygyPath value {}",
        dir.display()
    ));
    s.send("isready");
    s.until("readyok")
}

#[test]
fn the_audits_bit_flip_is_refused_by_name_and_the_other_tables_stay_in_use() {
    let Some(dir) = folder_with("flip59", &["KQvKR.rtbw", "KQvK.rtbw", "KRvK.rtbw"]) else {
        return;
    };
    // Byte 59 of KQvKR: a cycle in the symbol tree, a stack overflow in the prober before.
    flip(&dir.join("KQvKR.rtbw"), 59, 0);
    let mut s = Session::start();
    let reply = set_path(&mut s, &dir);
    let refused = reply
        .iter()
        .find(|l| l.starts_with("info string error") && l.contains("KQvKR.rtbw"))
        .unwrap_or_else(|| panic!("{reply:?}"));
    assert!(refused.contains("refused"), "{refused}");
    assert!(
        reply.iter().any(|l| l.contains("Syzygy: 2 tables")),
        "{reply:?}"
    );
    s.send("position fen 8/8/8/4k3/8/8/r7/4K2Q w - - 0 1");
    s.send("go depth 7");
    let out = s.until("bestmove");
    assert_ne!(out.last().unwrap(), "bestmove 0000");
    // KQvK is still probed.
    s.send("position fen 8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
    s.send("go depth 4");
    let out = s.until("bestmove");
    assert!(
        out.iter().any(|l| tbhits(l).is_some_and(|h| h > 0)),
        "{out:?}"
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn misnamed_and_random_tables_are_refused_and_the_search_plays_on() {
    let Some(dir) = folder_with("misnamed", &["KRvK.rtbw", "KPvK.rtbw"]) else {
        return;
    };
    // KRvK's bytes as KQvK, and random bytes after KPvK's magic.
    std::fs::copy(dir.join("KRvK.rtbw"), dir.join("KQvK.rtbw")).unwrap();
    let mut bytes = std::fs::read(dir.join("KPvK.rtbw")).unwrap();
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for b in &mut bytes[4..] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        *b = state as u8;
    }
    std::fs::write(dir.join("KPvK.rtbw"), bytes).unwrap();
    let mut s = Session::start();
    let reply = set_path(&mut s, &dir);
    for name in ["KQvK.rtbw", "KPvK.rtbw"] {
        assert!(
            reply
                .iter()
                .any(|l| l.starts_with("info string error") && l.contains(name)),
            "{name}: {reply:?}"
        );
    }
    assert!(
        reply.iter().any(|l| l.contains("Syzygy: 1 tables")),
        "{reply:?}"
    );
    for fen in [
        "8/8/8/4k3/8/8/8/4K2Q w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    ] {
        s.send(&format!("position fen {fen}"));
        s.send("go movetime 300");
        let out = s.until("bestmove");
        assert!(
            !out.iter().any(|l| l.contains("error")),
            "no failed search: {out:?}"
        );
        // Nothing was probed in the refused tables.
        assert!(
            out.iter().filter_map(|l| tbhits(l)).all(|h| h == 0),
            "{out:?}"
        );
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_truncated_table_alone_is_named() {
    let Some(dir) = folder_with("truncated", &["KQvK.rtbw"]) else {
        return;
    };
    let path = dir.join("KQvK.rtbw");
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let mut s = Session::start();
    let reply = set_path(&mut s, &dir);
    assert!(
        reply.iter().any(|l| l.starts_with("info string error")
            && l.contains("KQvK.rtbw")
            && l.contains("incomplete")),
        "{reply:?}"
    );
    assert!(
        reply.iter().any(|l| l.contains("tablebases are off")),
        "{reply:?}"
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(dir);
}

/// One bit of each of the first 64 bytes of a piece table and a pawn table, each flipped on its
/// own: every search answers a move and the engine lives (the audit saw 7 crashes and 2 panics
/// in 24 such flips).
#[test]
fn single_bit_flips_in_the_headers_never_crash_the_engine() {
    let names = ["KQvKR.rtbw", "KQvK.rtbw", "KRvK.rtbw", "KPvK.rtbw"];
    let Some(dir) = folder_with("flips", &names) else {
        return;
    };
    let mut s = Session::start();
    for (table, fen) in [
        ("KQvKR.rtbw", "8/8/8/4k3/8/8/r7/4K2Q w - - 0 1"),
        ("KPvK.rtbw", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"),
    ] {
        let good = std::fs::read(dir.join(table)).unwrap();
        for byte in 0..64 {
            let mut bytes = good.clone();
            bytes[byte] ^= 1 << (byte % 8);
            std::fs::write(dir.join(table), &bytes).unwrap();
            set_path(&mut s, &dir);
            s.send(&format!("position fen {fen}"));
            s.send("go depth 5");
            let out = s.until("bestmove");
            assert_ne!(out.last().unwrap(), "bestmove 0000", "{table} byte {byte}");
            assert!(
                !out.iter().any(|l| l.contains("search failed")),
                "{table} byte {byte}: {out:?}"
            );
        }
        std::fs::write(dir.join(table), &good).unwrap();
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(dir);
}

/// A named pipe or a folder under a table's name is refused at once: opening a pipe would wait
/// for a writer and hang the engine.
#[cfg(unix)]
#[test]
fn a_pipe_or_a_folder_named_as_a_table_is_refused_without_waiting() {
    let Some(dir) = folder_with("fifo", &["KRvK.rtbw"]) else {
        return;
    };
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("KQvK.rtbw"))
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        skip("mkfifo is not available");
        return;
    }
    std::fs::create_dir(dir.join("KPvK.rtbw")).unwrap();
    let mut s = Session::start();
    let reply = set_path(&mut s, &dir);
    for name in ["KQvK.rtbw", "KPvK.rtbw"] {
        assert!(
            reply.iter().any(|l| l.starts_with("info string error")
                && l.contains(name)
                && l.contains("not a regular file")),
            "{name}: {reply:?}"
        );
    }
    assert!(
        reply.iter().any(|l| l.contains("Syzygy: 1 tables")),
        "{reply:?}"
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(dir);
}
