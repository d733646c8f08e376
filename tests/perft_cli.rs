//! `slate perft` as a user runs it: output, exit codes, and errors instead of panics.

mod common;

use common::slate;
use std::process::Output;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn perft_prints_nodes_time_and_speed() {
    let output = slate(&["perft", "4"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("Nodes: 197281\n"), "{text}");
    assert!(
        text.contains("Time: ") && text.contains("Nodes/s: "),
        "{text}"
    );
}

#[test]
fn divide_names_castling_by_the_kings_step_unless_chess960() {
    let standard = stdout(&slate(&["perft", "2", "--fen", KIWIPETE, "--divide"]));
    assert!(standard.contains("e1g1: 43\n"), "{standard}");
    assert!(standard.contains("e1c1: 43\n"), "{standard}");
    assert!(standard.contains("Nodes: 2039\n"), "{standard}");
    let chess960 = stdout(&slate(&[
        "perft",
        "2",
        "--fen",
        KIWIPETE,
        "--divide",
        "--chess960",
    ]));
    assert!(
        chess960.contains("e1h1: 43\n") && chess960.contains("e1a1: 43\n"),
        "{chess960}"
    );
    assert!(!chess960.contains("e1g1"), "{chess960}");
}

#[test]
fn threads_count_the_same_nodes() {
    let text = stdout(&slate(&["perft", "4", "--fen", KIWIPETE, "--threads", "2"]));
    assert!(text.contains("Nodes: 4085603\n"), "{text}");
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    for args in [
        &["perft", "3", "--fen", "garbage"][..],
        &["perft", "3", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["perft", "x"],
        &["perft", "99"],
        &["perft"],
        &["perft", "--suite", "no/such/suite.epd"],
        &["perft", "3", "--max-nodes", "10"],
    ] {
        let output = slate(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!stderr.trim().is_empty(), "{args:?} gave no message");
    }
}

#[test]
fn suite_exit_code_follows_failures() {
    let dir = std::env::temp_dir().join(format!("slate-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.epd");
    let bad = dir.join("bad.epd");
    std::fs::write(&good, format!("{KIWIPETE} ;D1 48 ;D2 2039 ;D3 97862\n")).unwrap();
    std::fs::write(&bad, format!("{KIWIPETE} ;D1 48 ;D2 2040\n")).unwrap();

    let output = slate(&[
        "perft",
        "--suite",
        good.to_str().unwrap(),
        "--max-nodes",
        "5000",
    ]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output).lines().last(),
        Some("2 passed, 0 failed, 1 skipped")
    );

    let output = slate(&["perft", "--suite", bad.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("depth 2: expected 2040, got 2039"), "{text}");
    assert_eq!(text.lines().last(), Some("1 passed, 1 failed"));
    std::fs::remove_dir_all(&dir).unwrap();
}
