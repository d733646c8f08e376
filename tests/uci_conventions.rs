//! What every UCI user expects from an engine, Stockfish's conventions: `UCI_ShowWDL`,
//! `currmove` lines in long searches, `UCI_LimitStrength` with `UCI_Elo`.

mod engine_session;

use engine_session::Session;

fn started() -> (Session, Vec<String>) {
    let mut s = Session::start();
    s.send("uci");
    let hello = s.until("uciok");
    (s, hello)
}

fn bestmove(lines: &[String]) -> String {
    lines
        .last()
        .and_then(|l| l.split_whitespace().nth(1))
        .expect("bestmove line")
        .to_string()
}

/// The numbers after `wdl` in an `info` line.
fn wdl(line: &str) -> Option<[u32; 3]> {
    let t: Vec<&str> = line.split_whitespace().collect();
    let i = t.iter().position(|&w| w == "wdl")?;
    let n = |k: usize| t[i + k].parse::<u32>().expect("a number");
    Some([n(1), n(2), n(3)])
}

/// The value after `key` in an `info` line.
fn field(line: &str, key: &str) -> Option<u64> {
    let t: Vec<&str> = line.split_whitespace().collect();
    let i = t.iter().position(|&w| w == key)?;
    t.get(i + 1)?.parse().ok()
}

#[test]
fn the_new_options_are_advertised_as_stockfish_does() {
    let (_, hello) = started();
    for expected in [
        "option name UCI_ShowWDL type check default false",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1320 min 1320 max 2350",
    ] {
        assert!(hello.iter().any(|l| l == expected), "{expected}: {hello:?}");
    }
}

#[test]
fn show_wdl_adds_permille_that_sum_to_a_thousand() {
    let (mut s, _) = started();
    s.send("position startpos moves e2e4");
    s.send("go depth 7");
    let plain = s.until("bestmove");
    assert!(plain.iter().all(|l| wdl(l).is_none()), "{plain:?}");

    s.send("setoption name UCI_ShowWDL value true");
    s.send("go depth 7");
    let lines = s.until("bestmove");
    let scored: Vec<&String> = lines.iter().filter(|l| l.contains(" score ")).collect();
    assert!(!scored.is_empty());
    for line in scored {
        let [w, d, l] = wdl(line).unwrap_or_else(|| panic!("no wdl in {line}"));
        assert_eq!(w + d + l, 1000, "{line}");
        // The wdl follows the score and comes before the pv.
        let score_at = line.find(" score ").unwrap();
        let wdl_at = line.find(" wdl ").unwrap();
        assert!(
            score_at < wdl_at && wdl_at < line.find(" pv ").unwrap(),
            "{line}"
        );
    }

    // A mate is a certain win; being mated a certain loss.
    s.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    s.send("go depth 4");
    let mating = s.until("bestmove");
    let last = mating.iter().rev().find(|l| l.contains(" score ")).unwrap();
    assert!(last.contains("score mate 1 wdl 1000 0 0"), "{last}");
    s.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1 moves a1a8");
    s.send("go depth 4");
    let mated = s.until("bestmove");
    assert!(
        mated
            .iter()
            .any(|l| l.contains("score mate 0 wdl 0 0 1000")),
        "{mated:?}"
    );
}

#[test]
fn currmove_lines_come_only_after_a_second() {
    let (mut s, _) = started();
    s.send("position startpos");
    s.send("go depth 6");
    let quick = s.until("bestmove");
    assert!(quick.iter().all(|l| !l.contains("currmove")), "{quick:?}");

    // A long search: wait for the first currmove lines rather than for a fixed time, so that a
    // loaded machine (where an iteration's first root move can outlast any window) cannot fail
    // it, then stop.
    let started_at = std::time::Instant::now();
    s.send("go infinite");
    let mut long = Vec::new();
    while long
        .iter()
        .filter(|l: &&String| l.contains("currmove"))
        .count()
        < 3
    {
        assert!(
            started_at.elapsed() < std::time::Duration::from_secs(60),
            "no currmove lines in a minute: {long:?}"
        );
        long.extend(s.until("info"));
    }
    assert!(
        started_at.elapsed() >= std::time::Duration::from_secs(1),
        "currmove before a second"
    );
    s.send("stop");
    long.extend(s.until("bestmove"));
    let current: Vec<&String> = long.iter().filter(|l| l.contains("currmove")).collect();
    for line in current {
        let t: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(
            (t.len(), t[0], t[1], t[3], t[5]),
            (7, "info", "depth", "currmove", "currmovenumber"),
            "{line}"
        );
        let n = field(line, "currmovenumber").unwrap();
        assert!((1..=20).contains(&n), "{line}");
        assert!(field(line, "depth").unwrap() >= 1, "{line}");
        assert_eq!(t[4].len(), 4, "{line}");
    }
}

/// Best moves of a weakened Slate over a few positions, in a fresh process.
fn limited_moves(elo: u32, fens: &[&str]) -> (Vec<String>, Vec<u64>) {
    let (mut s, _) = started();
    s.send("setoption name UCI_LimitStrength value true");
    s.send(&format!("setoption name UCI_Elo value {elo}"));
    s.send("ucinewgame");
    let mut moves = Vec::new();
    let mut nodes = Vec::new();
    for fen in fens {
        s.send(&format!("position fen {fen}"));
        s.send("go nodes 1000000");
        let lines = s.until("bestmove");
        nodes.push(
            lines
                .iter()
                .filter_map(|l| field(l, "nodes"))
                .max()
                .unwrap_or(0),
        );
        moves.push(bestmove(&lines));
    }
    (moves, nodes)
}

const FENS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
    "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
    "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 40",
    "r4rk1/1pp2ppp/p1n5/4p3/4P1b1/2N2N2/PPP2PPP/R4RK1 b - - 0 12",
    "2r3k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30",
];

#[test]
fn limited_strength_is_weaker_and_reproducible() {
    let (weak, nodes) = limited_moves(1320, &FENS);
    // The node budget at the bottom of the range is 1,300 nodes, give or take the last node searched
    // (`go nodes` cannot raise it).
    assert!(nodes.iter().all(|&n| n <= 1302), "{nodes:?}");
    // The same choices in a fresh process: games with a limited Slate can be replayed.
    assert_eq!(limited_moves(1320, &FENS).0, weak);
    // Some choices differ from full strength's best move…
    let (mut s, _) = started();
    let mut strong = Vec::new();
    for fen in FENS {
        s.send(&format!("position fen {fen}"));
        s.send("go depth 8");
        strong.push(bestmove(&s.until("bestmove")));
    }
    let differ = weak.iter().zip(&strong).filter(|(a, b)| a != b).count();
    assert!(differ >= 2, "weak {weak:?} strong {strong:?}");
    // …but a mate in one is never missed.
    let (mate, _) = limited_moves(1320, &["6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"]);
    assert_eq!(mate, ["a1a8"]);
    // At the top of the range the budget is large and there is no random choice.
    let (top, top_nodes) = limited_moves(2350, &FENS[..2]);
    assert!(top_nodes.iter().all(|&n| n > 1302), "{top_nodes:?}");
    assert_eq!(top.len(), 2);
}

#[test]
fn an_elo_outside_the_range_plays_at_the_nearest_end_and_says_so() {
    let (mut s, _) = started();
    s.send("setoption name UCI_LimitStrength value true");
    s.send("setoption name UCI_Elo value 2800");
    s.send("isready");
    let lines = s.until("readyok");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string UCI_Elo 2800 is outside") && l.ends_with("2350")),
        "{lines:?}"
    );
    // The strongest level, not the default 1320: the budget is not 1,300 nodes.
    s.send("ucinewgame");
    s.send(&format!("position fen {}", FENS[4]));
    s.send("go nodes 20000");
    let lines = s.until("bestmove");
    let nodes = lines.iter().filter_map(|l| field(l, "nodes")).max();
    assert!(nodes.is_some_and(|n| n > 1302), "{lines:?}");
    s.send("setoption name UCI_Elo value 1400");
    s.send("isready");
    let lines = s.until("readyok");
    assert!(!lines.iter().any(|l| l.contains("outside")), "{lines:?}");
}

/// The node count of the last `info ... nodes N` line before `bestmove`.
fn last_nodes(lines: &[String]) -> u64 {
    lines
        .iter()
        .rev()
        .find_map(|l| field(l, "nodes"))
        .expect("an info line with nodes")
}

#[test]
fn save_hash_and_load_hash_bring_a_search_back_after_the_table_was_emptied() {
    let dir = std::env::temp_dir().join(format!("slate-hash-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut s, hello) = started();
    for expected in [
        "option name Hash File type string default slate.hash",
        "option name Save Hash type button",
        "option name Load Hash type button",
    ] {
        assert!(hello.iter().any(|l| l == expected), "{expected}: {hello:?}");
    }
    let file = dir.join("analysis.hash");
    s.send(&format!(
        "setoption name Hash File value {}",
        file.display()
    ));
    let position =
        "position fen r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8";
    s.send(position);
    s.send("go depth 12");
    let cold = last_nodes(&s.until("bestmove"));
    s.send("setoption name Save Hash");
    s.send("isready");
    let saved = s.until("readyok");
    assert!(
        saved
            .iter()
            .any(|l| l.starts_with("info string hash saved: ")),
        "{saved:?}"
    );

    // A new game empties the table; the file brings the search back.
    s.send("ucinewgame");
    s.send("setoption name Load Hash");
    s.send("isready");
    let loaded = s.until("readyok");
    assert!(
        loaded
            .iter()
            .any(|l| l.starts_with("info string hash loaded: ")),
        "{loaded:?}"
    );
    s.send(position);
    s.send("go depth 12");
    let warm = last_nodes(&s.until("bestmove"));
    assert!(warm * 3 < cold, "warm {warm} nodes, cold {cold}");

    // A damaged file is reported, and the engine plays on.
    let mut bytes = std::fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&file, bytes).unwrap();
    s.send("setoption name Load Hash");
    s.send("isready");
    let refused = s.until("readyok");
    assert!(
        refused
            .iter()
            .any(|l| l.starts_with("info string error:") && l.contains("checksum")),
        "{refused:?}"
    );
    s.send("go depth 3");
    s.until("bestmove");
}
