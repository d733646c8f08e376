//! Drives the `slate` binary over UCI as a GUI would, including malformed input.

mod engine_session;

use engine_session::Session;
use std::io::Write;

#[test]
fn bad_input_gets_errors_and_the_engine_stays_usable() {
    let mut s = Session::start();
    s.send("uci");
    let hello = s.until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name Slate")));
    for bad in [
        "xyzzy",
        "position fen 8/8/8/8 w - - 0 1",
        "position startpos moves e2e4 e7e5 e1e8",
        "setoption name Hash value 0",
        "setoption name NoSuchOption value 1",
        "go depth banana",
    ] {
        s.send(bad);
        let reply = s.until("info string error");
        assert!(!reply.is_empty(), "{bad}");
        if bad.starts_with("go") {
            // A `go` whose only limit was unreadable still ends (at a fallback depth); `stop`
            // may end it sooner.
            s.until("info depth 2");
            s.send("stop");
            s.until("bestmove");
        }
    }
    // \xff is not UTF-8: the line is still read and rejected.
    s.child
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"\xff\xfe garbage\n")
        .unwrap();
    s.until("info string error");
    // The illegal move kept the moves before it: after 1.e4 e5, White is to move.
    s.send("d");
    let board = s.until("Key:");
    assert!(
        board
            .iter()
            .any(|l| l == "Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"),
        "{board:?}"
    );
    s.send("isready");
    s.until("readyok");
    s.send("go depth 3");
    let out = s.until("bestmove");
    assert!(out.last().unwrap().len() > "bestmove ".len());
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn chess960_castling_is_written_king_takes_rook() {
    let mut s = Session::start();
    s.send("setoption name UCI_Chess960 value true");
    // Castling is king-takes-own-rook in Chess960 notation: White short, Black long.
    s.send("position fen 1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1 moves e1h1 e8b8");
    s.send("d");
    let board = s.until("Key:");
    assert!(
        board
            .iter()
            .any(|l| l.starts_with("Fen: 2kr3r/8/8/8/8/8/8/1R3RK1 w")),
        "{board:?}"
    );
    // The search answers in the same notation.
    s.send("position fen 1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1");
    s.send("go depth 4 searchmoves e1h1");
    assert_eq!(
        s.until("bestmove")
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1),
        Some("e1h1")
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn end_of_input_ends_the_engine_even_while_searching() {
    let mut s = Session::start();
    s.send("go infinite");
    s.until("info depth 1");
    drop(s.child.stdin.take());
    s.until("bestmove");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn material_scaling_and_endgame_knowledge_can_be_switched_off() {
    // The material entry's scale factors and endgame, and the final score.
    let eval = |s: &mut Session| -> (String, String) {
        s.send("eval");
        let lines = s.until("final");
        let scale = lines
            .iter()
            .find(|l| l.starts_with("scale"))
            .cloned()
            .unwrap();
        (scale, lines.last().unwrap().clone())
    };
    let mut s = Session::start();
    // A lone knight cannot mate: with the default options the material entry knows the endgame
    // and scales it to nothing.
    s.send("position fen 8/8/8/4k3/8/8/3NK3/8 w - - 0 1");
    let (scale, last) = eval(&mut s);
    assert!(
        scale.contains("white 0/64") && scale.contains("endgame Knk"),
        "{scale}"
    );
    assert!(last.starts_with("final            0 "), "{last}");
    s.send("setoption name Endgame Knowledge value false");
    s.send("setoption name Material Scaling value false");
    let (scale, _) = eval(&mut s);
    assert!(
        scale.contains("white 64/64") && scale.contains("endgame None"),
        "{scale}"
    );
    // (The final score is then the evaluation's own: the hand-written terms say White is better,
    // while the network learned from its games that the knight cannot win, and says about 0.)
    s.send("setoption name Endgame Knowledge value true");
    s.send("setoption name Material Scaling value true");
    let (scale, last) = eval(&mut s);
    assert!(scale.contains("endgame Knk"), "{scale}");
    assert!(last.starts_with("final            0 "), "{last}");
    s.send("quit");
    s.child.wait().unwrap();
}
