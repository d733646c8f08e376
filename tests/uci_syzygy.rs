//! Syzygy tablebases over UCI (the options, bad paths, `tbhits` in a search) and in
//! `slate endgames --verify --syzygy`.

mod common;

use common::skip;
mod engine_session;

use engine_session::Session;
use std::path::Path;

const TABLES: &str = "../shared/data/syzygy";

fn tables() -> Option<String> {
    let dir = Path::new(TABLES);
    if !dir.join("KQvK.rtbw").exists() {
        skip(format!("no Syzygy tables in {TABLES}"));
        return None;
    }
    Some(
        std::fs::canonicalize(dir)
            .unwrap()
            .to_string_lossy()
            .into_owned(),
    )
}

fn tbhits(line: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    words.find(|&w| w == "tbhits")?;
    words.next()?.parse().ok()
}

#[test]
fn the_options_are_advertised() {
    let mut s = Session::start();
    s.send("uci");
    let lines = s.until("uciok");
    for option in [
        "option name SyzygyPath type string default <empty>",
        "option name SyzygyProbeDepth type spin default 1 min 1 max 100",
        "option name Syzygy50MoveRule type check default true",
        "option name SyzygyProbeLimit type spin default 7 min 0 max 7",
    ] {
        assert!(lines.iter().any(|l| l == option), "{option}: {lines:?}");
    }
    s.send("quit");
}

#[test]
fn a_bad_path_is_an_error_and_the_engine_plays_on() {
    let mut s = Session::start();
    s.send("setoption name SyzygyPath value /no/such/folder");
    let reply = s.until("info string error");
    assert!(reply.last().unwrap().contains("SyzygyPath"), "{reply:?}");
    s.send("setoption name SyzygyPath value src");
    let reply = s.until("info string error");
    assert!(
        reply.last().unwrap().contains("no Syzygy tables"),
        "{reply:?}"
    );
    s.send("setoption name SyzygyProbeLimit value 9");
    s.until("info string error");
    s.send("position fen 8/8/8/8/B7/N7/K2k4/8 w - - 0 1");
    s.send("go depth 5");
    let out = s.until("bestmove");
    assert!(out.iter().any(|l| tbhits(l) == Some(0)), "{out:?}");
    assert_ne!(out.last().unwrap(), "bestmove 0000");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn a_five_man_search_reports_tbhits() {
    let Some(dir) = tables() else {
        return;
    };
    let mut s = Session::start();
    // A missing folder beside the real one: reported, and the real one is used.
    s.send(&format!(
        "setoption name SyzygyPath value /no/such/folder{}{dir}",
        if cfg!(windows) { ';' } else { ':' }
    ));
    let reply = s.until("info string Syzygy:");
    assert!(
        reply
            .iter()
            .any(|l| l.starts_with("info string error: SyzygyPath")),
        "{reply:?}"
    );
    assert!(reply.last().unwrap().contains("up to 5 men"), "{reply:?}");
    // KBNvKR, White to move and winning: only the two winning moves are searched.
    s.send("position fen 8/8/8/4k3/8/8/1r6/KBN5 w - - 0 1");
    s.send("go depth 6");
    let out = s.until("bestmove");
    let hits: Vec<u64> = out.iter().filter_map(|l| tbhits(l)).collect();
    assert!(hits.iter().any(|&h| h > 0), "{out:?}");
    // Kxb2 and the fork Nd3+ are the only moves that keep the win.
    let best = out.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(["a1b2", "c1d3"].contains(&best), "{best}");
    // A tablebase win is shown as such.
    let last_info = out.iter().rev().find(|l| l.contains(" pv ")).unwrap();
    assert!(last_info.contains("score cp 19"), "{last_info}");

    // Six men: the tree is probed after captures.
    s.send("position fen 7r/8/4k3/8/2n5/8/1PR5/1K6 w - - 0 1");
    s.send("go depth 6");
    let out = s.until("bestmove");
    let last_hits = out.iter().filter_map(|l| tbhits(l)).next_back().unwrap();
    assert!(last_hits > 0, "{out:?}");

    // Off again: no hits.
    s.send("setoption name SyzygyPath value <empty>");
    s.send("go depth 4");
    let out = s.until("bestmove");
    assert!(out.iter().filter_map(|l| tbhits(l)).all(|h| h == 0));
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn endgame_verification_checks_the_probes_against_the_labels() {
    let Some(dir) = tables() else {
        return;
    };
    let labels = "../shared/data/endgame/tb_labels_shared.csv";
    if !Path::new(labels).exists() {
        skip(format!("{labels} not found"));
        return;
    }
    let out = common::slate(&["endgames", "--verify", labels, "--syzygy", &dir]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("Syzygy probes:"))
        .unwrap();
    // 2,900 labels, 100 of them KBPvKB whose table is not shipped.
    assert!(
        line.contains("WDL agrees on 2800 of 2800") && line.contains("100 positions have no table"),
        "{line}"
    );
    let bad = common::slate(&[
        "endgames",
        "--verify",
        labels,
        "--syzygy",
        "/no/such/folder",
    ]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("no Syzygy tables"));
}
