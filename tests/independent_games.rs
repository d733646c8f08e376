//! `ucinewgame` makes games independent: after it, a search depends only on the position, the
//! options and the learning store, never on what the process searched before. Cute Chess,
//! fastchess and python-chess reuse one engine process for many games, so without this no match
//! result (and no learning measurement) is reproducible.

mod engine_session;

use engine_session::Session;

/// The search's output for one `go`, without the fields that depend on the clock.
fn search(s: &mut Session, position: &str, go: &str) -> Vec<String> {
    s.send(position);
    s.send(go);
    s.until("bestmove")
        .into_iter()
        .filter(|l| l.starts_with("info depth") || l.starts_with("bestmove"))
        .map(|l| without_clock(&l))
        .collect()
}

fn without_clock(line: &str) -> String {
    let mut out = Vec::new();
    let mut tokens = line.split_whitespace();
    while let Some(t) = tokens.next() {
        if t == "time" || t == "nps" {
            tokens.next();
        } else {
            out.push(t);
        }
    }
    out.join(" ")
}

const POSITION: &str = "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6";
const GO: &str = "go nodes 60000";

#[test]
fn a_process_that_played_other_games_searches_exactly_like_a_fresh_one() {
    let mut fresh = Session::start();
    fresh.send("ucinewgame");
    let expected = search(&mut fresh, POSITION, GO);
    fresh.send("quit");

    let mut used = Session::start();
    // A game of its own first, through the same opening and elsewhere, filling the hash
    // table, the histories and the evaluation caches.
    used.send("ucinewgame");
    for moves in [
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1",
        "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1",
    ] {
        search(&mut used, &format!("position startpos moves {moves}"), GO);
    }
    used.send("ucinewgame");
    let after = search(&mut used, POSITION, GO);
    used.send("quit");

    assert!(expected.len() > 3, "{expected:?}");
    assert_eq!(after, expected);
}
