//! Issue 62 over UCI: `go perft` and unknown `go` words, `setoption` during a search, the
//! learning store opened when first needed, `UCI_Elo` clamped, and many threads.

mod engine_session;

use engine_session::Session;
use slate::board::{Position, move_from_uci};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(120);

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("reliable-options-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn errors(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect()
}

fn ready(s: &mut Session) -> Vec<String> {
    s.send("isready");
    s.until_within("readyok", TIMEOUT)
        .unwrap_or_else(|seen| panic!("no readyok: {seen:?}"))
}

fn best_in(lines: &[String], pos: &Position) -> String {
    let last = lines.last().unwrap();
    let mv = last.split_whitespace().nth(1).unwrap().to_string();
    assert!(
        move_from_uci(pos.board(), &mv, false).is_ok(),
        "{last} is not legal"
    );
    mv
}

#[test]
fn go_perft_counts_like_stockfish() {
    let mut s = Session::start();
    s.send("position startpos");
    s.send("go perft 3");
    let lines = s
        .until_within("Nodes searched", TIMEOUT)
        .unwrap_or_else(|seen| panic!("go perft 3 gave no count: {seen:?}"));
    assert_eq!(lines.last().unwrap(), "Nodes searched: 8902");
    let divided: Vec<&String> = lines.iter().filter(|l| l.contains(": ")).collect();
    assert_eq!(divided.len(), 21, "{lines:?}"); // 20 moves and the total
    assert!(lines.iter().any(|l| l == "e2e4: 600"), "{lines:?}");
    // Nothing was searched, so no bestmove; the engine goes on.
    let after = ready(&mut s);
    assert!(
        !after.iter().any(|l| l.starts_with("bestmove")),
        "{after:?}"
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn an_unknown_go_word_alone_searches_to_the_fallback_depth() {
    let mut s = Session::start();
    s.send("position startpos");
    s.send("go frobnicate 3");
    let lines = s
        .until_within("bestmove", TIMEOUT)
        .unwrap_or_else(|seen| panic!("no bestmove on its own: {seen:?}"));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("unknown parameter 'frobnicate'")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.contains("depth 10")), "{lines:?}");
    best_in(&lines, &Position::startpos());
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn setoption_during_a_search_waits_for_its_end() {
    let mut s = Session::start();
    s.send("position startpos");
    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    s.send("setoption name No Such Option value 1");
    s.send("setoption name MultiPV value 3");
    // The search goes on: no bestmove while it runs.
    let early = s.until_within("bestmove", Duration::from_millis(1500));
    let seen = early.expect_err("setoption ended the search");
    assert!(
        seen.iter()
            .any(|l| l.contains("error") && l.contains("No Such Option")),
        "{seen:?}"
    );
    assert!(
        seen.iter()
            .any(|l| l.contains("MultiPV") && l.contains("search ends")),
        "{seen:?}"
    );
    s.send("stop");
    let lines = s.until_within("bestmove", TIMEOUT).unwrap();
    best_in(&lines, &Position::startpos());
    // Applied once the search ended: the next search shows three lines.
    s.send("go depth 6");
    let lines = s.until_within("bestmove", TIMEOUT).unwrap();
    assert!(lines.iter().any(|l| l.contains(" multipv 3 ")), "{lines:?}");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn the_learning_store_is_opened_when_first_needed() {
    let dir = scratch("lazy");
    let mut s = Session::start_in(&dir);
    s.send("setoption name Learning value on");
    s.send("setoption name Learning File value mine.sqlite");
    let lines = ready(&mut s);
    assert!(errors(&lines).is_empty(), "{lines:?}");
    s.send("position startpos");
    s.send("go depth 4");
    s.until_within("bestmove", TIMEOUT).unwrap();
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sqlite"))
        .collect();
    names.sort();
    assert_eq!(names, vec!["mine.sqlite"], "no stray default store");
}

#[test]
fn uci_elo_below_the_range_is_clamped() {
    let mut s = Session::start();
    for (value, playing) in [("-5", "1320"), ("0", "1320"), ("99999", "2350")] {
        s.send(&format!("setoption name UCI_Elo value {value}"));
        let lines = ready(&mut s);
        assert!(errors(&lines).is_empty(), "{value}: {lines:?}");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("outside the calibrated range") && l.ends_with(playing)),
            "{value}: {lines:?}"
        );
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

/// Threads past 8, up to the maximum, with a small hash: every kind of `go`, `stop`,
/// `ucinewgame` and `quit` work; every answer is legal and memory stays bounded.
#[test]
fn many_threads_keep_working() {
    let pos = Position::startpos();
    for threads in [9, 16, 64, 256] {
        let mut s = Session::start();
        s.send("setoption name Hash value 1");
        s.send(&format!("setoption name Threads value {threads}"));
        let lines = ready(&mut s);
        assert!(errors(&lines).is_empty(), "{threads}: {lines:?}");
        s.send("position startpos");
        s.send("go depth 6");
        best_in(&s.until_within("bestmove", TIMEOUT).unwrap(), &pos);
        s.send("go movetime 200");
        best_in(&s.until_within("bestmove", TIMEOUT).unwrap(), &pos);
        s.send("go infinite");
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        s.send("stop");
        best_in(&s.until_within("bestmove", TIMEOUT).unwrap(), &pos);
        let stop_took = asked.elapsed();
        s.send("ucinewgame");
        s.send("position startpos moves e2e4");
        s.send("go nodes 20000");
        let mut after_e4 = pos.clone();
        after_e4.play(move_from_uci(pos.board(), "e2e4", false).unwrap());
        best_in(&s.until_within("bestmove", TIMEOUT).unwrap(), &after_e4);
        #[cfg(target_os = "linux")]
        {
            let status = std::fs::read_to_string(format!("/proc/{}/status", s.child.id())).unwrap();
            let kib: u64 = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
                .unwrap();
            // Each helper's own tables (histories, move lists) are a few MiB.
            assert!(
                kib / 1024 < 8 * threads as u64 + 64,
                "{threads}: {} MiB",
                kib / 1024
            );
        }
        s.send("quit");
        let quit = Instant::now();
        assert!(s.child.wait().unwrap().success());
        assert!(quit.elapsed() < Duration::from_secs(10), "{threads}: quit");
        eprintln!("threads {threads}: stop answered in {stop_took:?}");
    }
}
