//! UCI `Threads` (Lazy SMP): the option is advertised with Stockfish's range, several threads
//! answer legal moves under every kind of limit, `stop` ends them at once, and one thread stays
//! deterministic.

mod engine_session;

use engine_session::Session;
use std::time::{Duration, Instant};

fn bestmove(lines: &[String]) -> String {
    let last = lines.last().expect("a line");
    last.split_whitespace().nth(1).expect("a move").to_string()
}

fn nodes_of(lines: &[String]) -> u64 {
    lines
        .iter()
        .rev()
        .find_map(|l| {
            let mut words = l.split_whitespace();
            words.position(|w| w == "nodes")?;
            words.next()?.parse().ok()
        })
        .expect("an info line with nodes")
}

#[test]
fn threads_is_advertised_and_checked() {
    let mut s = Session::start();
    s.send("uci");
    let lines = s.until("uciok");
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Threads type spin default 1 min 1 max 256"),
        "{lines:?}"
    );
    s.send("setoption name Threads value 0");
    s.send("setoption name Threads value 300");
    s.send("isready");
    let lines = s.until("readyok");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string error"))
            .count(),
        2,
        "{lines:?}"
    );
}

#[test]
fn several_threads_answer_legal_moves_and_stop_at_once() {
    let mut s = Session::start();
    s.send("uci");
    s.until("uciok");
    s.send("setoption name Threads value 3");
    s.send("setoption name Hash value 32");
    s.send("position startpos moves e2e4 c7c5 g1f3");
    s.send("go depth 10");
    let lines = s.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 10 ")),
        "{lines:?}"
    );
    assert_ne!(bestmove(&lines), "0000");

    s.send("go wtime 2000 btime 2000 winc 20 binc 20");
    let lines = s.until("bestmove");
    assert_ne!(bestmove(&lines), "0000");

    // go nodes counts every thread's nodes.
    s.send("go nodes 50000");
    let lines = s.until("bestmove");
    assert!(nodes_of(&lines) < 200_000, "{lines:?}");

    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    s.send("stop");
    let lines = s.until("bestmove");
    assert!(
        asked.elapsed() < Duration::from_millis(500),
        "{:?}",
        asked.elapsed()
    );
    assert_ne!(bestmove(&lines), "0000");

    // Resizing the table and changing the thread count between searches keep the engine usable.
    s.send("setoption name Hash value 8");
    s.send("setoption name Threads value 2");
    s.send("ucinewgame");
    s.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    s.send("go depth 6");
    let lines = s.until("bestmove");
    assert_eq!(bestmove(&lines), "d1d8");
    s.send("quit");
}

#[test]
fn one_thread_after_several_is_deterministic_again() {
    let play = |threads_first: bool| {
        let mut s = Session::start();
        s.send("uci");
        s.until("uciok");
        if threads_first {
            s.send("setoption name Threads value 2");
            s.send("position startpos");
            s.send("go depth 9");
            s.until("bestmove");
            s.send("setoption name Threads value 1");
        }
        s.send("ucinewgame");
        s.send("position startpos moves d2d4 g8f6");
        s.send("go nodes 40000");
        let lines = s.until("bestmove");
        (bestmove(&lines), nodes_of(&lines))
    };
    assert_eq!(play(false), play(true));
}
