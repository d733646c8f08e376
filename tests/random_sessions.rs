//! Random UCI sessions against the real binary (issue 62): random positions from random legal
//! games, random `go` limits (`stop` mid-search, `ponder` with `ponderhit` or `stop`, MultiPV,
//! `searchmoves`), option changes between and during searches. Every `bestmove` and `ponder`
//! move must be legal in the position last set, and within `searchmoves` when they were given.
//!
//! `SLATE_RANDOM_SESSIONS=N` runs N sessions instead of the few a `cargo test` can afford.

mod engine_session;

use engine_session::Session;
use slate::board::{Move, Position, move_from_uci, move_to_uci};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(120);

/// SplitMix64: reproducible without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// A `position` command for a random point of a random legal game, and that position.
fn random_position(rng: &mut Rng) -> (String, Position) {
    let (mut pos, mut line) = if rng.below(3) == 0 {
        // A later start, given as a FEN.
        let mut p = Position::startpos();
        for _ in 0..rng.below(30) {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        (p.clone(), format!("position fen {}", p.fen(false)))
    } else {
        (Position::startpos(), "position startpos".to_string())
    };
    let mut moves = Vec::new();
    for _ in 0..rng.below(40) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len() as u64) as usize];
        moves.push(move_to_uci(pos.board(), mv, false));
        pos.play(mv);
    }
    if !moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&moves.join(" "));
    }
    (line, pos)
}

struct Checked {
    bestmoves: u64,
    ponders: u64,
}

/// Checks the `bestmove` line against `pos` (and `allowed`, the searchmoves).
fn check_answer(line: &str, pos: &Position, allowed: &[Move], context: &str, n: &mut Checked) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[0], "bestmove", "{context}: {line}");
    let legal = pos.legal_moves();
    if legal.is_empty() {
        assert_eq!(words[1], "0000", "{context}: {line}");
        return;
    }
    let best = move_from_uci(pos.board(), words[1], false).unwrap_or_else(|e| {
        panic!(
            "{context}: bestmove {} illegal in {}: {e}",
            words[1],
            pos.fen(false)
        )
    });
    assert!(
        allowed.is_empty() || allowed.contains(&best),
        "{context}: {line} outside searchmoves"
    );
    n.bestmoves += 1;
    if let Some(i) = words.iter().position(|&w| w == "ponder") {
        let mut next = pos.clone();
        next.play(best);
        move_from_uci(next.board(), words[i + 1], false)
            .unwrap_or_else(|e| panic!("{context}: ponder {} illegal: {e}", words[i + 1]));
        n.ponders += 1;
    }
}

fn session(seed: u64, searches: usize, n: &mut Checked) {
    let mut rng = Rng(seed);
    let mut s = Session::start();
    s.send("uci");
    s.until("uciok");
    s.send("setoption name Hash value 4");
    let mut multipv = 1;
    let (mut line, mut pos) = random_position(&mut rng);
    for k in 0..searches {
        let context = format!("seed {seed} search {k}");
        match rng.below(6) {
            0 => {
                multipv = 1 + rng.below(4);
                s.send(&format!("setoption name MultiPV value {multipv}"));
            }
            1 => s.send(&format!(
                "setoption name Threads value {}",
                1 + rng.below(3)
            )),
            2 => s.send("ucinewgame"),
            _ => {}
        }
        if rng.below(3) > 0 {
            (line, pos) = random_position(&mut rng);
        }
        s.send(&line);
        let legal = pos.legal_moves();
        let mut allowed = Vec::new();
        let mut go = String::from("go");
        if !legal.is_empty() && rng.below(4) == 0 {
            go.push_str(" searchmoves");
            for _ in 0..1 + rng.below(3) {
                let mv = rng.pick(&legal);
                go.push_str(&format!(" {}", move_to_uci(pos.board(), mv, false)));
                allowed.push(mv);
            }
        }
        let limit = match rng.below(7) {
            0 => format!(" depth {}", 1 + rng.below(7)),
            1 => format!(" nodes {}", 100 + rng.below(30_000)),
            2 => format!(" movetime {}", 5 + rng.below(80)),
            3 => format!(
                " wtime {} btime {} winc 10 binc 10",
                200 + rng.below(3000),
                200 + rng.below(3000)
            ),
            4 => " infinite".to_string(),
            5 => format!(
                " ponder wtime {} btime {}",
                500 + rng.below(2000),
                500 + rng.below(2000)
            ),
            _ => format!(
                " depth {} nodes {}",
                1 + rng.below(20),
                1000 + rng.below(5000)
            ),
        };
        // `searchmoves` swallows the words up to the next keyword; the limit follows them.
        s.send(&format!("{go}{limit}"));
        let waits = limit.contains("infinite") || limit.contains("ponder");
        if waits || rng.below(4) == 0 {
            std::thread::sleep(Duration::from_millis(rng.below(60)));
            if rng.below(3) == 0 {
                // An option during the search: checked, applied when it ends.
                s.send(&format!("setoption name MultiPV value {multipv}"));
            }
            if limit.contains("ponder") && rng.below(2) == 0 {
                s.send("ponderhit");
            } else {
                s.send("stop");
            }
        }
        let lines = s
            .until_within("bestmove", TIMEOUT)
            .unwrap_or_else(|seen| panic!("{context}: no bestmove for '{go}{limit}': {seen:?}"));
        check_answer(lines.last().unwrap(), &pos, &allowed, &context, n);
    }
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn every_bestmove_of_random_sessions_is_legal() {
    let sessions: u64 = std::env::var("SLATE_RANDOM_SESSIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let mut n = Checked {
        bestmoves: 0,
        ponders: 0,
    };
    for seed in 0..sessions {
        session(0x5eed_0000 + seed, 25, &mut n);
    }
    eprintln!(
        "{sessions} sessions: {} bestmoves and {} ponder moves checked",
        n.bestmoves, n.ponders
    );
    assert!(n.bestmoves >= sessions * 20);
}
