//! `slate bench` as a user runs it, and every printing subcommand piped into a reader that stops
//! early.

mod common;

use common::{SLATE, slate};
use std::process::{Command, Stdio};

#[test]
fn bench_prints_one_line_per_position_and_the_total() {
    let output = slate(&["bench", "3"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let per_position: u64 = text
        .lines()
        .filter(|l| l.contains(" nodes  "))
        .map(|l| l.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    let total = text
        .lines()
        .find_map(|l| l.strip_prefix("nodes "))
        .expect("a total line");
    assert_eq!(total.trim().parse::<u64>().unwrap(), per_position, "{text}");
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// `slate bench | head -1`: the reader's exit is the end of the output, not a panic. The other
/// printing subcommands write the same way.
#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    for args in [
        &["bench", "3"][..],
        &["bench", "--perft"][..],
        &["endgames"][..],
        &["material", START][..],
        &["eval", START][..],
    ] {
        let mut child = Command::new(SLATE)
            .args(args)
            .env("RUST_BACKTRACE", "0")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the slate binary runs");
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("slate ends");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

/// README says what `slate bench` prints ("`nodes N`" in "Run it"): the figure a user checks a
/// build against, and OpenBench's, must not fall behind a change of play. (The default build's:
/// the hand-written evaluation's build, `--no-default-features`, plays another tree.)
#[cfg(feature = "network")]
#[test]
fn the_readme_gives_the_bench_node_count() {
    let output = slate(&["bench"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let total = text
        .lines()
        .find_map(|l| l.strip_prefix("nodes "))
        .expect("a total line")
        .trim()
        .to_string();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let line = readme
        .lines()
        .find(|l| l.contains("node count OpenBench reads"))
        .expect("README's bench sentence");
    assert!(
        line.contains(&format!("`nodes {total}`")),
        "README says {line:?}, bench prints nodes {total}"
    );
}
