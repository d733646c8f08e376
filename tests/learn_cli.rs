//! `slate learn ...` end to end: import, export (checked with python-chess), merge, the small
//! tools, and the reliability tests (kill -9 while writing, four processes at once).

mod common;

use common::{SLATE, skip, slate};
use slate::board::{Position, move_to_uci};
use slate::learn::synthetic::synthetic_entry;
use slate::learn::*;
use slate::pgn::{PgnItem, PgnReader};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const PGN_DIR: &str = "../shared/data/pgn";

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn ok(args: &[&str]) -> String {
    let out = slate(args);
    assert!(
        out.status.success(),
        "slate {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `slate learn --file FILE ARGS`, which must succeed; returns its output.
fn learn(file: &str, args: &[&str]) -> String {
    ok(&[&["learn", "--file", file], args].concat())
}

fn pgn(name: &str) -> Option<PathBuf> {
    let p = Path::new(PGN_DIR).join(name);
    if p.exists() {
        Some(p)
    } else {
        skip(format!("PGN data not found at {}", p.display()));
        None
    }
}

fn python_chess() -> bool {
    let ok = Command::new("python3")
        .args(["-c", "import chess.polyglot"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        skip("python3 with python-chess is not available");
    }
    ok
}

/// Runs a Python script with arguments; it must succeed. Returns its output.
fn python(script: &str, args: &[&str]) -> String {
    let out = Command::new("python3")
        .args(["-c", script])
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

#[test]
fn import_then_export_a_polyglot_book_python_chess_reads() {
    let (Some(a), Some(b)) = (
        pgn("edge-cases/kasparov-deep-blue-1997.pgn"),
        pgn("edge-cases/stockfish-learning.pgn"),
    ) else {
        return;
    };
    let dir = scratch("polyglot");
    let store = dir.join("learn.sqlite");
    let s = store.to_str().unwrap();
    let out = learn(s, &["import", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert!(out.contains("6 games"), "{out}");
    assert!(out.contains("525 positions"), "{out}");
    assert!(out.contains("155 positions (140 with a score)"), "{out}");

    let book = dir.join("book.bin");
    learn(
        s,
        &[
            "export",
            "--format",
            "polyglot",
            "--min-games",
            "1",
            "--max-ply",
            "400",
            "-o",
            book.to_str().unwrap(),
        ],
    );
    let bytes = std::fs::read(&book).unwrap();
    assert_eq!(bytes.len() % 16, 0);
    let keys: Vec<u64> = bytes
        .chunks(16)
        .map(|r| u64::from_be_bytes(r[..8].try_into().unwrap()))
        .collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]), "sorted by key");

    // Every move of the games, with the half-points its side scored after it over all the
    // games (two per win, one per draw): the Polyglot weight. Moves after which their side
    // only lost (weight 0) are not in the book.
    let db = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    let mut cases = String::new();
    let mut castles = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for path in [&a, &b] {
        let f = std::fs::File::open(path).unwrap();
        for item in PgnReader::new(BufReader::new(f)) {
            let PgnItem::Game(g) = item.unwrap() else {
                continue;
            };
            let mut pos = g.start.clone();
            for ply in &g.plies {
                let mv = ply.mv.unwrap();
                let mut child = pos.clone();
                child.play(mv);
                let after = db
                    .probe(&child)
                    .unwrap()
                    .expect("every game position was learned")
                    .record()
                    .flipped();
                let (r, w) = (after.known(), after.points());
                assert_eq!(r, after.games(), "imported games keep their results");
                let uci = move_to_uci(pos.board(), mv, false);
                if w > 0 && pos.is_castling(mv) {
                    castles.push((pos.key(), mv));
                }
                if seen.insert((pos.fen(false), uci.clone())) {
                    cases.push_str(&format!("{}\t{uci}\t{w}\n", pos.fen(false)));
                }
                pos = child;
            }
        }
    }
    assert!(!castles.is_empty(), "castling moves are part of the check");
    // Castling is written king-takes-rook (e1h1), as Polyglot wants: the to-square is the rook's.
    for (key, mv) in &castles {
        let record = bytes
            .chunks(16)
            .find(|r| u64::from_be_bytes(r[..8].try_into().unwrap()) == *key)
            .expect("castling position in the book");
        let code = u16::from_be_bytes([record[8], record[9]]);
        let (to, from) = ((code & 63) as usize, ((code >> 6) & 63) as usize);
        assert_eq!((from, to), (mv.from as usize, mv.to as usize));
        assert!(
            to % 8 == 0 || to % 8 == 7,
            "to-square on the a- or h-file: {to}"
        );
    }
    if !python_chess() {
        return;
    }
    let cases_file = dir.join("cases.tsv");
    std::fs::write(&cases_file, &cases).unwrap();
    let script = r#"
import sys, chess, chess.polyglot
book, cases = sys.argv[1], sys.argv[2]
bad = 0
n = 0
with chess.polyglot.open_reader(book) as r:
    for line in open(cases):
        fen, uci, weight = line.rstrip("\n").split("\t")
        board = chess.Board(fen)
        moves = {e.move.uci(): e.weight for e in r.find_all(board, minimum_weight=0)}
        n += 1
        if moves.get(uci, 0) != int(weight):
            bad += 1
            print("wrong", fen, uci, weight, moves)
print("checked", n, "bad", bad)
sys.exit(1 if bad or n == 0 else 0)
"#;
    let text = python(
        script,
        &[book.to_str().unwrap(), cases_file.to_str().unwrap()],
    );
    assert!(text.contains("checked 664 bad 0"), "{text}");
}

#[test]
fn json_export_and_small_tools() {
    let dir = scratch("tools");
    let store = dir.join("learn.sqlite");
    let s = store.to_str().unwrap();
    let game = dir.join("game.pgn");
    std::fs::write(
        &game,
        "[Result \"1-0\"]\n1. e4 {[%eval 0.3,20]} e5 {[%eval 0.25]} 2. Nf3 {[%eval #4]} 1-0\n\
         [Variant \"Crazyhouse\"]\n1. e4 *\n",
    )
    .unwrap();
    let out = learn(s, &["import", game.to_str().unwrap()]);
    assert!(out.contains("1 games (1 skipped"), "{out}");
    // Three positions with a move, and the one the game ended in (it holds the result too).
    assert!(out.contains("4 positions (3 with a score)"), "{out}");

    let stats = learn(s, &["stats"]);
    assert!(stats.contains("entries        4"), "{stats}");
    assert!(stats.contains("polyglot-zobrist"), "{stats}");
    assert!(stats.contains("origin import    4"), "{stats}");

    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let list = learn(s, &["list", "--fen", start]);
    assert!(list.contains("e4"), "{list}");
    assert!(list.contains(">= 30"), "{list}");
    assert!(list.contains("depth  20"), "{list}");
    assert!(list.contains("after e4"), "successor listed: {list}");

    let json = dir.join("out.json");
    learn(
        s,
        &["export", "--format", "json", "-o", json.to_str().unwrap()],
    );
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let arr = v.as_array().unwrap();
    assert_eq!(arr.len(), 4);
    let root = arr
        .iter()
        .find(|e| e["key"] == "463b96181691fc9c")
        .expect("start position by its Polyglot key");
    assert_eq!(root["move"], "e2e4");
    assert_eq!(root["lower"], 30);
    assert!(root["upper"].is_null());
    assert_eq!(root["games"], 1);
    assert_eq!(root["points"], 2);
    let tally = &root["tallies"][0];
    assert_eq!(
        (&tally["wins"], &tally["draws"], &tally["losses"]),
        (&1.into(), &0.into(), &0.into())
    );
    assert_eq!(tally["source"], "Imported");

    let v = learn(s, &["verify"]);
    assert!(v.starts_with("ok: 4 entries"), "{v}");
    let f = learn(s, &["forget", start]);
    assert!(f.contains("forgot 463b96181691fc9c"), "{f}");
    let p = learn(s, &["prune", "--keep", "1"]);
    assert!(p.contains("pruned 2 entries, 1 left"), "{p}");

    // The capacity option has the UCI option's limits (eviction itself: `prune --keep` above
    // and the store tests).
    let small = dir.join("small.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        small.to_str().unwrap(),
        "--capacity",
        "2",
        "import",
        game.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!small.exists());

    // Errors are clear and exit non-zero.
    let garbage = dir.join("garbage.sqlite");
    std::fs::write(&garbage, "not a database").unwrap();
    let out = slate(&["learn", "--file", garbage.to_str().unwrap(), "stats"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not an SQLite database"), "{err}");
    assert_eq!(std::fs::read(&garbage).unwrap(), b"not a database");
    let out = slate(&[
        "learn",
        "--file",
        dir.join("none.sqlite").to_str().unwrap(),
        "stats",
    ]);
    assert!(!out.status.success());
    assert!(
        !dir.join("none.sqlite").exists(),
        "reading tools create nothing"
    );
}

fn entries_of(path: &Path) -> Vec<LearnEntry> {
    Store::open(path, Access::ReadOnly, &StoreOptions::default())
        .unwrap()
        .all()
        .unwrap()
}

fn import_into(store: &Path, games: &str) {
    let pgn = store.with_extension("pgn");
    std::fs::write(&pgn, games).unwrap();
    learn(store.to_str().unwrap(), &["import", pgn.to_str().unwrap()]);
}

#[test]
fn cli_merge_is_commutative_associative_and_idempotent() {
    let dir = scratch("merge");
    let (a, b, c) = (
        dir.join("a.sqlite"),
        dir.join("b.sqlite"),
        dir.join("c.sqlite"),
    );
    import_into(
        &a,
        "1. e4 {+0.30/10} e5 {-0.20/10} 2. Nf3 {+0.25/11} Nc6 1-0\n",
    );
    import_into(
        &b,
        "1. e4 {+0.40/12} c5 {-0.35/12} 2. Nf3 d6 0-1\n1. d4 d5 1/2-1/2\n",
    );
    import_into(&c, "1. e4 {+0.10/12} e5 2. Nf3 {+0.20/11} 1/2-1/2\n");
    // Another game with the same moves adds up (a new observation); importing the same game
    // again would not (imports are idempotent, `tests/reliability_store.rs`).
    import_into(
        &c,
        "[Round \"2\"]\n\n1. e4 {+0.10/12} e5 2. Nf3 {+0.20/11} 1/2-1/2\n",
    );
    let merge = |x: &Path, y: &Path, name: &str| -> PathBuf {
        let out = dir.join(name);
        ok(&[
            "learn",
            "merge",
            x.to_str().unwrap(),
            y.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        out
    };
    let ab = merge(&a, &b, "ab.sqlite");
    let ba = merge(&b, &a, "ba.sqlite");
    assert_eq!(entries_of(&ab), entries_of(&ba), "commutative");
    let ab_c = merge(&ab, &c, "ab_c.sqlite");
    let bc = merge(&b, &c, "bc.sqlite");
    let a_bc = merge(&a, &bc, "a_bc.sqlite");
    assert_eq!(entries_of(&ab_c), entries_of(&a_bc), "associative");
    let aa = merge(&a, &a, "aa.sqlite");
    assert_eq!(entries_of(&aa), entries_of(&a), "idempotent");
    let ab_b = merge(&ab, &b, "ab_b.sqlite");
    assert_eq!(entries_of(&ab_b), entries_of(&ab), "idempotent on a part");

    // Counts of different stores add: the start position was in 1 game of a, 2 of b, 2 of c.
    let start = Position::startpos();
    let db = Store::open(&ab_c, Access::ReadOnly, &StoreOptions::default()).unwrap();
    let e = db.probe(&start).unwrap().unwrap();
    assert_eq!(e.games(), 5);
    // The deepest search score wins: depth 12 from b and c, windows intersected (0.40 vs 0.10
    // are both exact: they contradict, so the window bounds nothing).
    assert_eq!(e.depth, 12);
    assert!(!e.window.is_consistent());

    let out = slate(&[
        "learn",
        "merge",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "-o",
        ab.to_str().unwrap(),
    ]);
    assert!(!out.status.success(), "merge never overwrites");
}

/// Reads "ack N" lines from a child until `want` acks or the child ends.
fn read_acks(reader: &mut impl BufRead, want: u64, acked: &mut Vec<u64>) {
    let mut line = String::new();
    while (acked.len() as u64) < want {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                if let Some(n) = line.trim().strip_prefix("ack ") {
                    acked.push(n.parse().unwrap());
                }
            }
        }
    }
}

#[test]
fn kill_9_while_writing_loses_no_acknowledged_entry() {
    let dir = scratch("kill9");
    let store = dir.join("learn.sqlite");
    let per_commit = 20u64;
    let started = Instant::now();
    let mut total_acked = 0;
    for round in 0..100u64 {
        let mut child = Command::new(SLATE)
            .args([
                "learn",
                "--file",
                store.to_str().unwrap(),
                "stress-write",
                "--seed",
                &(1000 + round).to_string(),
                "--commits",
                "1000000",
                "--per-commit",
                &per_commit.to_string(),
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut acked = Vec::new();
        // Let a few commits through, then kill at a varying moment, often mid-transaction.
        read_acks(&mut out, 1 + round % 4, &mut acked);
        std::thread::sleep(Duration::from_micros((round * 7919) % 3000));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        // Acks already in the pipe when the process died count as acknowledged too.
        read_acks(&mut out, u64::MAX, &mut acked);
        assert!(
            !acked.is_empty(),
            "round {round}: the writer made no progress"
        );
        total_acked += acked.len();

        // Opening read-write recovers the WAL, as the next engine start would.
        let db = Store::open(&store, Access::ReadWrite, &StoreOptions::default())
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        for &c in &acked {
            for j in 0..per_commit {
                let e = synthetic_entry(1000 + round, c * per_commit + j);
                assert!(
                    db.lookup(e.key, e.check).unwrap().is_some(),
                    "round {round}: acknowledged commit {c} lost"
                );
            }
        }
        if round % 10 == 9 || round == 99 {
            assert_eq!(
                db.verify(|_| {}).unwrap(),
                Vec::<String>::new(),
                "round {round}"
            );
        }
    }
    eprintln!(
        "kill -9 loop: 100 rounds, {total_acked} acknowledged commits, all present, {:.1?}",
        started.elapsed()
    );
}

#[test]
fn four_processes_learn_into_one_store() {
    let dir = scratch("four");
    let store = dir.join("learn.sqlite");
    let (commits, per_commit, shared) = (40u64, 25u64, 10u64);
    // All four start before the store exists: they must agree on one file.
    let children: Vec<_> = (0..4u64)
        .map(|seed| {
            Command::new(SLATE)
                .args([
                    "learn",
                    "--file",
                    store.to_str().unwrap(),
                    "stress-write",
                    "--seed",
                    &(seed + 1).to_string(),
                    "--commits",
                    &commits.to_string(),
                    "--per-commit",
                    &per_commit.to_string(),
                    "--shared",
                    &shared.to_string(),
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "a writer failed: {err}");
        assert!(!err.contains("locked") && !err.contains("busy"), "{err}");
        let acks = String::from_utf8_lossy(&out.stdout).lines().count() as u64;
        assert_eq!(acks, commits);
    }
    let db = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    assert_eq!(db.len().unwrap(), 4 * commits * per_commit + shared);
    for seed in 1..=4 {
        for n in 0..commits * per_commit {
            let e = synthetic_entry(seed, n);
            assert!(db.lookup(e.key, e.check).unwrap().is_some(), "lost entry");
        }
    }
    // Every process recorded each shared entry once per commit: no update may be lost.
    for j in 0..shared {
        let e = synthetic_entry(0, j);
        let got = db.lookup(e.key, e.check).unwrap().unwrap();
        assert_eq!(got.hits(), 4 * commits, "shared entry {j}");
    }
    assert_eq!(db.verify(|_| {}).unwrap(), Vec::<String>::new());
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains(".creating-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn kill_9_during_creation_never_leaves_a_broken_store() {
    let dir = scratch("kill9-create");
    for round in 0..20u64 {
        let store = dir.join(format!("store-{round}.sqlite"));
        let mut child = Command::new(SLATE)
            .args([
                "learn",
                "--file",
                store.to_str().unwrap(),
                "stress-write",
                "--commits",
                "5",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(round * 400));
        child.kill().unwrap();
        child.wait().unwrap();
        // The store is either absent or complete (a killed creation leaves only its temporary
        // files, swept a minute later); a second engine can always go on.
        if store.exists() {
            let db = Store::open(&store, Access::ReadWrite, &StoreOptions::default())
                .unwrap_or_else(|e| panic!("round {round}: {e}"));
            assert_eq!(db.verify(|_| {}).unwrap(), Vec::<String>::new());
        }
        let out = learn(store.to_str().unwrap(), &["stress-write", "--commits", "1"]);
        assert_eq!(out.trim(), "ack 0");
    }
}

/// The start of a Polyglot book: the moves of `pos` with their weights, heaviest first, read
/// from the records directly (python-chess reads the same below, when it is installed).
fn book_moves_of(bytes: &[u8], pos: &Position) -> Vec<(String, u16)> {
    let mut out: Vec<(String, u16)> = bytes
        .chunks(16)
        .filter(|r| u64::from_be_bytes(r[..8].try_into().unwrap()) == pos.key())
        .map(|r| {
            let mv = unpack_move(u16::from_be_bytes([r[8], r[9]])).expect("a move");
            let mv = pos
                .legal_moves()
                .into_iter()
                .find(|m| (m.from, m.to, m.promotion) == (mv.from, mv.to, mv.promotion))
                .expect("a legal move");
            (
                slate::board::move_to_san(pos.board(), mv),
                u16::from_be_bytes([r[10], r[11]]),
            )
        })
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

#[test]
fn a_book_of_tournament_games_starts_with_the_usual_first_moves() {
    let Some(twic) = pgn("twic0920_part_a.pgn") else {
        return;
    };
    let dir = scratch("twic-book");
    let store = dir.join("learn.sqlite");
    let s = store.to_str().unwrap();
    learn(s, &["import", twic.to_str().unwrap()]);
    let book = dir.join("book.bin");
    let out = learn(
        s,
        &[
            "export",
            "--format",
            "polyglot",
            "-o",
            book.to_str().unwrap(),
        ],
    );
    assert!(out.contains("moves after at least 3 games"), "{out}");
    let bytes = std::fs::read(&book).unwrap();
    let start = Position::startpos();
    let first = book_moves_of(&bytes, &start);
    let top: Vec<&str> = first.iter().take(4).map(|(m, _)| m.as_str()).collect();
    // Weights 2 per win and 1 per draw: the popular, sound first moves lead, in the order of
    // their use; a flank move seen in a handful of games does not.
    assert_eq!(&top[..2], ["e4", "d4"], "{first:?}");
    let mut rest = top[2..].to_vec();
    rest.sort();
    assert_eq!(rest, ["Nf3", "c4"], "{first:?}");
    assert!(first[0].1 > 4 * first[4].1, "{first:?}");
    assert!(!first.iter().any(|(m, _)| m == "g4"), "{first:?}");
    let mut after_e4 = start.clone();
    after_e4.play(move_from_text(&start, "e2e4"));
    let replies = book_moves_of(&bytes, &after_e4);
    assert!(["c5", "e5"].contains(&replies[0].0.as_str()), "{replies:?}");

    // `learn show` gives the real wins, draws and losses, and a best move by sample size.
    let shown = learn(s, &["show", &start.fen(false)]);
    let e4 = shown
        .lines()
        .find(|l| l.starts_with("e4 "))
        .expect("a row for e4");
    let cols: Vec<&str> = e4.split_whitespace().collect();
    let games: u64 = cols[1].parse().unwrap();
    let wdl: Vec<u64> = cols[2].split('-').map(|x| x.parse().unwrap()).collect();
    assert_eq!(wdl.iter().sum::<u64>(), games, "{e4}");
    assert!(wdl[0] > 0 && wdl[1] > 0 && wdl[2] > 0, "{e4}");
    assert!(
        shown.contains("best move e4:") || shown.contains("best move d4:"),
        "{shown}"
    );
    assert!(!shown.contains("points-only"), "{shown}");

    if !python_chess() {
        return;
    }
    let script = r#"
import sys, chess, chess.polyglot
with chess.polyglot.open_reader(sys.argv[1]) as r:
    b = chess.Board()
    print(" ".join(f"{b.san(e.move)}:{e.weight}" for e in r.find_all(b)))
    print("weighted", b.san(r.weighted_choice(b).move))
"#;
    let text = python(script, &[book.to_str().unwrap()]);
    let expected: Vec<String> = first.iter().map(|(m, w)| format!("{m}:{w}")).collect();
    assert_eq!(text.lines().next().unwrap(), expected.join(" "), "{text}");
}

fn move_from_text(pos: &Position, uci: &str) -> slate::board::Move {
    slate::board::move_from_uci(pos.board(), uci, false).unwrap()
}

#[test]
fn show_explains_what_the_experience_does_with_each_move() {
    let dir = scratch("show-experience");
    let store = dir.join("learn.sqlite");
    let start = Position::startpos();
    {
        let learner = Learner::open(&LearnConfig {
            path: store.clone(),
            mode: LearnMode::On,
            ..LearnConfig::default()
        })
        .unwrap();
        // Two own wins after 1.Nf3, one own loss after 1.e4 (the tallies of the position after
        // the move are the opponent's).
        for (uci, outcome, n) in [("g1f3", Outcome::Loss, 2), ("e2e4", Outcome::Win, 1)] {
            let mut after = start.clone();
            after.play(move_from_text(&start, uci));
            for _ in 0..n {
                let mut e = LearnEntry::blank(&after, Origin::Learned, 1);
                e.tallies = vec![Tally::game(outcome, TallySource::Own)];
                learner.record(e);
            }
        }
        learner.commit_move().unwrap();
    }
    let s = store.to_str().unwrap();
    let fen = start.fen(false);
    let out = learn(s, &["show", &fen]);
    let row = |san: &str| {
        out.lines()
            .find(|l| l.starts_with(&format!("{san} ")))
            .unwrap_or_else(|| panic!("{out}"))
            .to_string()
    };
    assert!(row("Nf3").contains("2-0-0"), "{out}");
    assert!(row("Nf3").contains("favoured: +60 cp"), "{out}");
    assert!(row("Nf3").contains("instant on a clock"), "{out}");
    assert!(row("e4").contains("0-0-1"), "{out}");
    assert!(row("e4").contains("avoided: -60 cp"), "{out}");
    assert!(!row("e4").contains("instant"), "{out}");
    // The instant move's threshold is the UCI option's, given apart from the best move's.
    let stricter = learn(s, &["show", &fen, "--experience-min-games", "3"]);
    assert!(!stricter.contains("instant"), "{stricter}");
    assert!(out.contains("best move: none has 3 games or more"), "{out}");
}

#[test]
fn stress_check_counts_what_stress_write_committed() {
    // What scripts/server_faults.py relies on: every entry written once is counted once, the
    // shared ones once per commit, and what was never written not at all.
    let dir = scratch("stress-check");
    let store = dir.join("s.sqlite");
    let file = store.to_str().unwrap();
    let out = learn(
        file,
        &[
            "stress-write",
            "--seed",
            "3",
            "--commits",
            "3",
            "--per-commit",
            "4",
            "--shared",
            "2",
        ],
    );
    assert_eq!(out.lines().count(), 3);
    let seed = learn(file, &["stress-check", "--seed", "3", "--entries", "20"]);
    assert!(seed.contains("once-prefix 12\n"), "{seed}");
    assert!(
        seed.contains("hits 0: 8\n") && seed.contains("hits 1: 12\n"),
        "{seed}"
    );
    let shared = learn(file, &["stress-check", "--seed", "0", "--entries", "3"]);
    assert!(shared.contains("once-prefix 0\n"), "{shared}");
    assert!(
        shared.contains("entry 0: 3\nentry 1: 3\nentry 2: 0\n"),
        "{shared}"
    );
}
