//! Regression tests for the reliability audit (issue 15): illegal or malformed input over UCI and
//! on the command line gets an error and leaves the engine usable, and no search ends without a
//! `bestmove`.

mod common;
mod engine_session;

use common::{SLATE, slate};
use engine_session::Session;
use slate::board::{Position, move_from_uci};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A search that must end on its own gets this long (the machine may be loaded).
const SEARCH_TIMEOUT: Duration = Duration::from_secs(120);

const ADJACENT_KINGS: &str = "Kk6/8/8/8/8/8/8/8 w - - 0 1";
const WAITING_SIDE_IN_CHECK: &str = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";
const SEVEN_RANKS: &str = "4k3/8/8/8/8/8/4K3 w - - 0 1";
const LONG_CLOCK: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 120 80";

/// A scratch path for this test process, removed first if it exists.
fn scratch(name: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("slate-reliability-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// The FEN `d` shows.
fn current_fen(s: &mut Session) -> String {
    s.send("d");
    let lines = s.until("Key:");
    lines
        .iter()
        .find_map(|l| l.strip_prefix("Fen: "))
        .unwrap_or_else(|| panic!("no Fen line: {lines:?}"))
        .to_string()
}

/// The move of a `bestmove` line.
fn best_move(lines: &[String]) -> String {
    let last = lines.last().expect("a bestmove line");
    last.split_whitespace()
        .nth(1)
        .unwrap_or_else(|| panic!("{last}"))
        .to_string()
}

fn assert_legal(fen: &str, mv: &str) {
    let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert!(
        move_from_uci(pos.board(), mv, false).is_ok(),
        "bestmove {mv} is not legal in {fen}"
    );
}

/// `go` with `args` must answer a legal `bestmove` on its own, within [`SEARCH_TIMEOUT`].
fn search_ends_legally(s: &mut Session, args: &str) -> Vec<String> {
    let fen = current_fen(s);
    s.send(&format!("go {args}"));
    let lines = s
        .until_within("bestmove", SEARCH_TIMEOUT)
        .unwrap_or_else(|seen| panic!("'go {args}' gave no bestmove on its own: {seen:?}"));
    assert_legal(&fen, &best_move(&lines));
    lines
}

fn errors(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect()
}

/// The peak resident memory of a process, in MiB (Linux only).
#[cfg(target_os = "linux")]
fn peak_rss_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("a VmHWM line");
    kib / 1024
}

// Item 4 and 8: positions the search cannot play are refused; the previous position stays.
#[test]
fn illegal_positions_are_rejected_and_the_previous_position_kept() {
    let mut s = Session::start();
    s.send("position startpos moves e2e4");
    let before = current_fen(&mut s);
    for (fen, reason) in [
        (ADJACENT_KINGS, "next to each other"),
        (
            WAITING_SIDE_IN_CHECK,
            "Black is in check but White is to move",
        ),
        (SEVEN_RANKS, "7 ranks"),
    ] {
        s.send(&format!("position fen {fen}"));
        let reply = s.until("info string error");
        assert!(
            reply.last().unwrap().contains(reason),
            "{fen}: {:?}",
            reply.last()
        );
        assert_eq!(current_fen(&mut s), before, "{fen} replaced the position");
        let lines = search_ends_legally(&mut s, "depth 3");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("last position command was rejected")),
            "{lines:?}"
        );
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 9: long halfmove clocks are accepted; a `go` after a rejected `position` says so.
#[test]
fn long_halfmove_clocks_are_accepted_and_a_go_after_a_rejected_position_says_so() {
    let mut s = Session::start();
    s.send(&format!("position fen {LONG_CLOCK}"));
    s.send("isready");
    let reply = s.until("readyok");
    assert!(errors(&reply).is_empty(), "{reply:?}");
    assert!(current_fen(&mut s).starts_with("4k3/8/8/8/8/8/8/R3K3 w - - "));
    let lines = search_ends_legally(&mut s, "depth 5");
    assert!(errors(&lines).is_empty(), "{lines:?}");

    s.send("position fen not a fen at all");
    let lines = search_ends_legally(&mut s, "depth 2");
    let warning = lines
        .iter()
        .find(|l| l.contains("last position command was rejected"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(warning.starts_with("info string error"), "{warning}");
    assert!(
        warning.contains("searching 4k3/8/8/8/8/8/8/R3K3 w"),
        "{warning}"
    );
    // Moves that are partly illegal are a rejection too.
    s.send("position startpos moves e2e4 e2e4");
    let lines = search_ends_legally(&mut s, "depth 2");
    assert!(
        lines.iter().any(|l| l.contains("rejected")
            && l.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")),
        "{lines:?}"
    );
    // A good position ends the warnings.
    s.send("position startpos");
    let lines = search_ends_legally(&mut s, "depth 2");
    assert!(errors(&lines).is_empty(), "{lines:?}");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 10: depths past i32 are clamped to the deepest search, not wrapped to depth 1.
#[test]
fn huge_depths_are_clamped_not_wrapped() {
    let mut s = Session::start();
    for depth in ["2147483648", "4294967295", "99999999999999999999999"] {
        s.send(&format!("go depth {depth}"));
        let lines = s.until("info depth 4");
        assert!(
            !lines.iter().any(|l| l.starts_with("bestmove")),
            "{depth}: {lines:?}"
        );
        assert!(errors(&lines).is_empty(), "{depth}: {lines:?}");
        s.send("stop");
        s.until("bestmove");
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 19: a malformed limit is an error and the search still gets a limit; `mate N` without a
// mate ends at a depth limit.
#[test]
fn malformed_go_limits_are_errors_and_the_search_still_ends() {
    let mut s = Session::start();
    for args in [
        "depth -1",
        "wtime 1e20",
        "wtime 1e20 btime 1e20 winc 0 binc 0",
        "nodes -5",
        "movetime 12abc",
    ] {
        let lines = search_ends_legally(&mut s, args);
        assert!(!errors(&lines).is_empty(), "go {args}: {lines:?}");
    }
    // Bad tokens are dropped, good ones kept: this one is a depth-2 search.
    let lines = search_ends_legally(&mut s, "wtime 1e20 depth 2");
    assert!(
        !lines.iter().any(|l| l.starts_with("info depth 3")),
        "{lines:?}"
    );
    // No mate in 3 from the start position: the search stops at a depth limit.
    let lines = search_ends_legally(&mut s, "mate 3");
    assert!(errors(&lines).is_empty(), "{lines:?}");
    // A mate that exists is still found.
    s.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let lines = search_ends_legally(&mut s, "mate 1");
    assert_eq!(best_move(&lines), "a1a8");
    // A huge but well-formed time is clamped, not an error: the search runs until `stop`.
    s.send("position startpos");
    s.send("go movetime 18446744073709551615");
    let lines = s.until("info depth 3");
    assert!(errors(&lines).is_empty(), "{lines:?}");
    s.send("stop");
    s.until("bestmove");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 20: a line without a newline is cut at 1 MiB (the rest discarded) instead of buffered.
#[cfg(target_os = "linux")]
#[test]
fn overlong_lines_are_cut_and_memory_stays_bounded() {
    let mut s = Session::start();
    s.send("isready");
    s.until("readyok");
    let before = peak_rss_mib(s.child.id());
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..96 {
        s.send_raw(&chunk);
    }
    s.send_raw(b"\n");
    let reply = s.until("info string error");
    assert!(reply.last().unwrap().contains("too long"), "{reply:?}");
    s.send("isready");
    s.until("readyok");
    let peak = peak_rss_mib(s.child.id());
    // Buffering the 96 MiB line would add well over 96 MiB.
    assert!(peak < before + 48, "peak {peak} MiB, {before} MiB before");
    search_ends_legally(&mut s, "depth 5");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 20: a new hash table is allocated only after the old one is freed.
#[cfg(target_os = "linux")]
#[test]
fn resizing_the_hash_frees_the_old_table_first() {
    let mut s = Session::start();
    for mb in [128, 129, 128, 128] {
        s.send(&format!("setoption name Hash value {mb}"));
        s.send("isready");
        let reply = s.until("readyok");
        assert!(errors(&reply).is_empty(), "{reply:?}");
    }
    let peak = peak_rss_mib(s.child.id());
    // Holding two tables at once would take at least 257 MiB.
    assert!(peak < 230, "peak {peak} MiB");
    search_ends_legally(&mut s, "depth 5");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// "Every error path keeps the engine usable": after each bad input, `isready` is answered and
// `go depth 5` gives a legal move.
#[test]
fn every_bad_input_leaves_the_engine_usable() {
    let mut s = Session::start();
    s.send("uci");
    s.until("uciok");
    // (input, whether it starts a search that runs until `stop`)
    let inputs: Vec<(String, bool)> = vec![
        (format!("position fen {ADJACENT_KINGS}"), false),
        (format!("position fen {WAITING_SIDE_IN_CHECK}"), false),
        (format!("position fen {SEVEN_RANKS}"), false),
        (format!("position fen {LONG_CLOCK}"), false),
        (
            "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq e3 0 1".into(),
            false,
        ),
        ("go depth 2147483648".into(), true),
        ("go depth 4294967295".into(), true),
        ("go depth -1".into(), false),
        ("go movetime 18446744073709551615".into(), true),
        ("go wtime 1e20".into(), false),
        ("go mate 3".into(), false),
        ("setoption name Hash value 64".into(), false),
        ("setoption name Hash value 64".into(), false),
        ("x".repeat(3 << 20), false),
        ("xyzzy".into(), false),
    ];
    for (input, until_stop) in &inputs {
        let shown: String = input.chars().take(60).collect();
        s.send("position startpos moves d2d4");
        s.send(input);
        if input.starts_with("go") {
            if *until_stop {
                s.until("info depth 3");
                s.send("stop");
            }
            s.until_within("bestmove", SEARCH_TIMEOUT)
                .unwrap_or_else(|seen| panic!("{shown}: no bestmove: {seen:?}"));
        }
        s.send("isready");
        s.until_within("readyok", Duration::from_secs(30))
            .unwrap_or_else(|seen| panic!("{shown}: no readyok: {seen:?}"));
        let fen = current_fen(&mut s);
        s.send("go depth 5");
        let lines = s
            .until_within("bestmove", SEARCH_TIMEOUT)
            .unwrap_or_else(|seen| panic!("{shown}: no bestmove: {seen:?}"));
        assert_legal(&fen, &best_move(&lines));
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

// Item 11: an illegal FEN on the command line is an error (exit 2), never a panic (exit 101).
#[test]
fn illegal_fens_on_the_command_line_exit_2_with_a_message() {
    let store = scratch("store.sqlite");
    let store_arg = store.to_str().unwrap();
    // An empty store (only `import` creates one), so that `learn list` gets as far as the position.
    let empty = scratch("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let created = slate(&[
        "learn",
        "import",
        empty.to_str().unwrap(),
        "--file",
        store_arg,
    ]);
    assert!(created.status.success(), "{created:?}");
    for args in [
        vec![
            "learn",
            "list",
            "--file",
            store_arg,
            "--fen",
            ADJACENT_KINGS,
        ],
        vec!["perft", "2", "--fen", ADJACENT_KINGS],
        vec!["perft", "2", "--fen", SEVEN_RANKS],
        vec!["eval", ADJACENT_KINGS],
        vec!["material", ADJACENT_KINGS],
    ] {
        let out = slate(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: bad FEN"), "{args:?}: {stderr}");
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{store_arg}{suffix}"));
    }
}

// Item 11: a suite line with an illegal position is one failure; the suite goes on.
#[test]
fn a_suite_reports_an_illegal_line_as_failed_and_goes_on() {
    let suite = scratch("suite.epd");
    std::fs::write(
        &suite,
        format!(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n\
             {ADJACENT_KINGS} ;D1 3 ;D2 9\n\
             4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15\n"
        ),
    )
    .unwrap();
    let out = slate(&["perft", "--suite", suite.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("FAIL line 2"), "{stdout}");
    assert!(stdout.contains("next to each other"), "{stdout}");
    assert!(stdout.contains("3 passed, 1 failed"), "{stdout}");
    let _ = std::fs::remove_file(&suite);
}

// Item 17: options may follow an unquoted FEN.
#[test]
fn options_may_follow_an_unquoted_fen() {
    let fen = ["4k3/8/8/8/8/8/8/R3K3", "w", "Q", "-", "0", "1"];
    let mut after = vec!["material"];
    after.extend(fen);
    after.extend(["--values", "kaufman"]);
    let out = slate(&after);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("values kaufman"), "{text}");
    let mut before = vec!["material", "--values", "kaufman"];
    before.extend(fen);
    assert_eq!(slate(&before).stdout, out.stdout);
}

// Item 18: the tuner's float options take finite values in range only.
#[test]
fn tune_refuses_non_finite_and_non_positive_values() {
    let data = scratch("tune.epd");
    std::fs::write(
        &data,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 \"1/2-1/2\";\n",
    )
    .unwrap();
    let out_file = scratch("weights.rs");
    for (option, value) in [
        ("--lr", "nan"),
        ("--lr", "inf"),
        ("--lr", "-1"),
        ("--lr", "0"),
        ("--l2", "nan"),
        ("--l2", "-1e-9"),
        ("--l2", "inf"),
        ("--validation", "nan"),
        ("--validation", "1"),
        ("--validation", "-0.5"),
    ] {
        let out = slate(&[
            "tune",
            "--data",
            data.to_str().unwrap(),
            "--epochs",
            "1",
            "--out",
            out_file.to_str().unwrap(),
            option,
            value,
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{option} {value}: {stderr}");
        assert!(stderr.contains(option), "{option} {value}: {stderr}");
        assert!(!out_file.exists(), "{option} {value} wrote weights");
    }
    let _ = std::fs::remove_file(&data);
}

// Item 21: bad rows of label files are counted and reported, not skipped silently.
#[test]
fn endgame_verification_reports_skipped_rows() {
    let labels = scratch("labels.csv");
    std::fs::write(
        &labels,
        "fen,material,wdl,dtz\n\
         8/8/8/4k3/8/8/3NK3/8 w - - 0 1,KNvK,0,0\n\
         Kk6/8/8/8/8/8/8/8 w - - 0 1,KvK,0,0\n\
         8/8/8/4k3/8/8/3NK3/8 w - - 0 1,KNvK,draw,0\n\
         just one field\n",
    )
    .unwrap();
    let out = slate(&["endgames", "--verify", labels.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("3 rows skipped"), "{text}");
    assert!(
        text.contains("line 3") && text.contains("next to each other"),
        "{text}"
    );
    let _ = std::fs::remove_file(&labels);
}

// Item 20: input that ends inside an overlong line still ends the engine cleanly.
#[test]
fn input_ending_without_a_newline_still_ends_cleanly() {
    let mut child = Command::new(SLATE)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(&vec![b'x'; 2 << 20]).unwrap();
    }
    assert!(child.wait().unwrap().success());
}
