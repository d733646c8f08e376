//! `OwnBook`, `Book File` and `Best Book Move`: a Polyglot book played over UCI.

mod engine_session;

use engine_session::Session;
use std::path::PathBuf;

/// The Polyglot keys of the start position and of 1.e4 (from the Polyglot specification).
const START: u64 = 0x463b_9618_1691_fc9c;
const AFTER_E4: u64 = 0x823c_9b50_fd11_4196;
/// Moves packed as Polyglot packs them: `to | from << 6`.
const E2E4: u16 = 28 | 12 << 6;
const D2D4: u16 = 27 | 11 << 6;
const E7E5: u16 = 36 | 52 << 6;
const E2E5: u16 = 36 | 12 << 6;

fn record(key: u64, mv: u16, weight: u16) -> Vec<u8> {
    let mut r = key.to_be_bytes().to_vec();
    r.extend_from_slice(&mv.to_be_bytes());
    r.extend_from_slice(&weight.to_be_bytes());
    r.extend_from_slice(&[0; 4]);
    r
}

fn book(name: &str, records: &[(u64, u16, u16)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-uci-book-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut sorted = records.to_vec();
    sorted.sort_by_key(|r| r.0);
    let bytes: Vec<u8> = sorted
        .iter()
        .flat_map(|&(k, m, w)| record(k, m, w))
        .collect();
    let path = dir.join("book.bin");
    std::fs::write(&path, bytes).unwrap();
    path
}

fn ready(s: &mut Session) -> Vec<String> {
    s.send("isready");
    s.until("readyok")
}

#[test]
fn the_options_are_advertised_and_off_by_default() {
    let mut s = Session::start();
    s.send("uci");
    let lines = s.until("uciok");
    for option in [
        "option name OwnBook type check default false",
        "option name Book File type string default <empty>",
        "option name Best Book Move type check default false",
    ] {
        assert!(lines.iter().any(|l| l == option), "{option}: {lines:?}");
    }
    s.send("quit");
}

#[test]
fn book_moves_are_played_at_once_and_the_search_takes_over_after_the_book() {
    let path = book(
        "play",
        &[
            (START, E2E4, 90),
            (START, D2D4, 10),
            (START, E2E5, 60000),
            (AFTER_E4, E7E5, 1),
        ],
    );
    let mut s = Session::start();
    s.send(&format!(
        "setoption name Book File value {}",
        path.display()
    ));
    s.send("setoption name OwnBook value true");
    let reply = ready(&mut s);
    assert!(
        reply
            .iter()
            .any(|l| *l == format!("info string book: 4 records in {}", path.display())),
        "{reply:?}"
    );
    // The best move: e2e4, without a search (no info depth line); the illegal record is never
    // played, however heavy.
    s.send("setoption name Best Book Move value true");
    s.send("position startpos");
    s.send("go wtime 60000 btime 60000");
    let out = s.until("bestmove");
    assert_eq!(out.last().unwrap(), "bestmove e2e4", "{out:?}");
    assert!(
        out.iter()
            .any(|l| l.starts_with("info string book move e2e4 (weight 90 of 100, 2 moves")),
        "{out:?}"
    );
    assert!(!out.iter().any(|l| l.starts_with("info depth")), "{out:?}");
    // Weighted: both book moves come up, nothing else.
    s.send("setoption name Best Book Move value false");
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..60 {
        s.send("go depth 3");
        seen.insert(s.until("bestmove").last().unwrap().clone());
    }
    let expected: std::collections::BTreeSet<String> = ["bestmove d2d4", "bestmove e2e4"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(seen, expected);
    // Black's reply from the book, then out of the book: a search.
    s.send("position startpos moves e2e4");
    s.send("go depth 3");
    assert_eq!(s.until("bestmove").last().unwrap(), "bestmove e7e5");
    s.send("position startpos moves e2e4 e7e5");
    s.send("go depth 3");
    let out = s.until("bestmove");
    assert!(out.iter().any(|l| l.starts_with("info depth 3")), "{out:?}");
    // Analysis is never answered from the book.
    s.send("position startpos");
    s.send("go infinite");
    std::thread::sleep(std::time::Duration::from_millis(200));
    s.send("stop");
    let out = s.until("bestmove");
    assert!(out.iter().any(|l| l.starts_with("info depth")), "{out:?}");
    // OwnBook off: a search again.
    s.send("setoption name OwnBook value false");
    s.send("go depth 2");
    let out = s.until("bestmove");
    assert!(out.iter().any(|l| l.starts_with("info depth 2")), "{out:?}");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn a_damaged_or_missing_book_is_reported_and_the_engine_searches() {
    let path = book("bad", &[(START, E2E4, 1)]);
    // Keys out of order: a damaged book.
    let mut bytes = record(5, E2E4, 1);
    bytes.extend(record(3, E2E4, 1));
    std::fs::write(&path, bytes).unwrap();
    let mut s = Session::start();
    s.send("setoption name OwnBook value true");
    let reply = ready(&mut s);
    assert!(
        reply.iter().any(|l| l.contains("no Book File is set")),
        "{reply:?}"
    );
    s.send(&format!(
        "setoption name Book File value {}",
        path.display()
    ));
    let reply = ready(&mut s);
    assert!(
        reply
            .iter()
            .any(|l| l.starts_with("info string error") && l.contains("damaged")),
        "{reply:?}"
    );
    s.send(&format!(
        "setoption name Book File value {}",
        path.parent().unwrap().display()
    ));
    let reply = ready(&mut s);
    assert!(
        reply
            .iter()
            .any(|l| l.starts_with("info string error") && l.contains("not a regular file")),
        "{reply:?}"
    );
    s.send("position startpos");
    s.send("go depth 2");
    let out = s.until("bestmove");
    assert!(out.iter().any(|l| l.starts_with("info depth 2")), "{out:?}");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}
