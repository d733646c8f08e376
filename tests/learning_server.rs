//! Game learning through a PostgreSQL server (the tests start a real one): what one engine
//! learned from a lost game, another engine — another connection with counters of its own, as on
//! another machine — avoids in its next game; and a server that is dead, or accepts but never
//! answers, costs a UCI session nothing: `isready` still answers at once and the game goes on.

mod common;
mod engine_session;
#[path = "../crates/slate-learn/tests/common/pg_cluster.rs"]
mod pg_cluster;

use common::play_game;
use engine_session::Session;
use pg_cluster::Cluster;
use slate::board::Position;
use slate::learn::server::ServerUrl;
use slate::learn::{GameResult, LearnConfig, LearnMode, Learner};
use slate::search::{LearnSettings, Searcher};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A rook against a queen: the engine (White) is lost from the first move.
const LOST: &str = "4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1";

fn server_learner(url: &str) -> Learner {
    let learner = Learner::open(&LearnConfig {
        mode: LearnMode::On,
        server: Some(ServerUrl::parse(url).unwrap()),
        // The engine waits 3-5 ms; a test on a loaded machine must not depend on that.
        server_wait: Duration::from_secs(2),
        ..LearnConfig::default()
    })
    .unwrap();
    let t = Instant::now();
    while !learner.ready() {
        assert!(t.elapsed() < Duration::from_secs(10), "no connection");
        std::thread::sleep(Duration::from_millis(10));
    }
    learner
}

fn engine(url: &str) -> Searcher {
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(server_learner(url)).unwrap();
    s.set_learn_settings(LearnSettings {
        // One lost game must be enough to change the first move for this test.
        penalty_cp: 1000,
        ..Default::default()
    });
    s
}

#[test]
fn what_one_engine_lost_another_engine_avoids() {
    let Some(pg) = Cluster::start("shared") else {
        return;
    };
    let url = pg.super_url();
    let lost = Position::from_fen(LOST).unwrap();
    let mut a = engine(&url);
    let first = play_game(&mut a, &lost, 3, 6);
    let lesson = a.new_game();
    assert_eq!(lesson.result, Some(GameResult::Loss));
    a.learner().commit_move().unwrap();

    // Engine B: a fresh learner, its own connection and counters.
    let mut b = engine(&url);
    let mut after = lost.clone();
    after.play(first[0]);
    let e = b.learner().probe(&after).expect("B sees A's loss");
    assert_eq!((e.games(), e.points()), (1, 2));
    let again = play_game(&mut b, &lost, 3, 6);
    assert_ne!(again[0], first[0], "B does not replay A's losing line");
}

/// Far below the connect timeout (3 s) that a search or `isready` waiting on the network would
/// show, and above what a loaded machine adds (idle: 0.1-2.2 ms).
const WAIT: Duration = Duration::from_secs(1);

fn isready_within(session: &mut Session, limit: Duration) -> Duration {
    let t = Instant::now();
    session.send("isready");
    session
        .until_within("readyok", Duration::from_secs(5))
        .expect("readyok");
    let took = t.elapsed();
    assert!(took < limit, "isready took {took:?}");
    eprintln!("isready answered in {took:?}");
    took
}

#[test]
fn a_dead_or_silent_server_costs_the_game_nothing() {
    // Nothing listens on the first port; the second accepts connections and never answers.
    let dead = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_port = silent.local_addr().unwrap().port();
    for port in [dead, silent_port] {
        let mut s = Session::start();
        s.send("uci");
        s.until("uciok");
        // The first isready builds the engine's tables: not what is measured here.
        s.send("isready");
        s.until("readyok");
        s.send("setoption name Learning value on");
        // The analysis recall too (two more connections) must cost the game nothing.
        s.send("setoption name Persistent Analysis value true");
        s.send(&format!(
            "setoption name Learning Server value postgresql://slate:pw@127.0.0.1:{port}/learn"
        ));
        isready_within(&mut s, WAIT);
        s.send("ucinewgame");
        s.send("position startpos moves e2e4");
        let t = Instant::now();
        s.send("go depth 6");
        // The engine is fast enough to answer isready while it searches.
        isready_within(&mut s, WAIT);
        let lines = s.until("bestmove");
        assert!(t.elapsed() < Duration::from_secs(10));
        s.send("position startpos moves e2e4 e7e5 g1f3");
        s.send("go depth 5");
        let more = s.until("bestmove");
        isready_within(&mut s, WAIT);
        let told: Vec<_> = lines
            .iter()
            .chain(&more)
            .filter(|l| l.contains("127.0.0.1"))
            .collect();
        assert!(
            told.iter().all(|l| !l.contains(":pw@")),
            "the password is never shown: {told:?}"
        );
        if port == dead {
            let errors = told.iter().filter(|l| l.contains("cannot connect")).count();
            assert_eq!(errors, 1, "the outage is told once: {told:?}");
        }
        s.send("quit");
        let _ = s.child.wait();
    }
    drop(silent);
}

#[test]
fn entries_recorded_while_the_server_restarts_reach_it_afterwards() {
    let Some(mut pg) = Cluster::start("restart") else {
        return;
    };
    let url = pg.super_url();
    let learner = server_learner(&url);
    // Fifty positions of a game, each with a searched entry.
    let mut pos = Position::startpos();
    let mut entries = Vec::new();
    for ply in 0..50 {
        let moves = pos.legal_moves();
        let mv = moves[(ply * 7) % moves.len()];
        let e = slate::learn::LearnEntry::from_search(
            &pos,
            Some(mv),
            slate::learn::Window::exact(10),
            8,
            slate::search::EVAL_VERSION,
            slate::learn::ScorePath::Independent,
        )
        .unwrap();
        entries.push(e);
        pos.play(mv);
        if pos.legal_moves().is_empty() {
            break;
        }
    }
    let (before, during) = entries.split_at(entries.len() / 2);
    for e in before {
        learner.record(e.clone());
    }
    learner.commit_move().unwrap();
    pg.stop();
    for e in during {
        learner.record(e.clone());
    }
    // The server is away: the commit says so instead of waiting for it, and the entries wait.
    let t = Instant::now();
    let away = learner.commit_within(Duration::from_secs(5));
    assert!(t.elapsed() < Duration::from_secs(6));
    assert!(!matches!(away, Some(Ok(_))), "{away:?}");
    pg.restart();
    let mut check = slate::learn::server::ServerStore::connect(&ServerUrl::parse(&url).unwrap())
        .expect("the server is back");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let n = check.len().unwrap();
        if n == entries.len() as u64 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{n} of {} entries arrived",
            entries.len()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    for e in &entries {
        let got = check.lookup(e.key, e.check).unwrap().expect("stored");
        assert_eq!(
            got.hits(),
            1,
            "counted once, though written after a failure"
        );
    }
}

/// A `slate learn --server URL stress-write` process, and the number of its acknowledged
/// (durable) commits so far.
fn stress_writer(
    url: &str,
    seed: u64,
    commits: u64,
    err: &std::path::Path,
) -> (std::process::Child, Arc<std::sync::atomic::AtomicU64>) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_slate"))
        .args(["learn", "--server", url, "stress-write", "--seed"])
        .arg(seed.to_string())
        .args([
            "--commits",
            &commits.to_string(),
            "--per-commit",
            "20",
            "--shared",
            "5",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::fs::File::create(err).unwrap())
        .spawn()
        .unwrap();
    let acks = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let out = child.stdout.take().unwrap();
    let counter = Arc::clone(&acks);
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            if line.starts_with("ack ") {
                counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        }
    });
    (child, acks)
}

#[test]
fn eight_engines_two_killed_and_a_server_restart_lose_nothing_and_count_nothing_twice() {
    use slate::learn::server::ServerStore;
    use slate::learn::synthetic::synthetic_entry;
    use std::sync::atomic::Ordering::SeqCst;
    let Some(mut pg) = Cluster::start("eight") else {
        return;
    };
    let url = pg.super_url();
    // Slate's tables exist before the writers start.
    drop(ServerStore::connect(&ServerUrl::parse(&url).unwrap()).unwrap());
    let commits = 30u64;
    let mut writers: Vec<_> = (1..=8u64)
        .map(|seed| {
            (
                seed,
                stress_writer(&url, seed, commits, &pg.dir().join(format!("w{seed}.err"))),
            )
        })
        .collect();
    let wait_for = |acks: &std::sync::atomic::AtomicU64, n: u64| {
        let t = Instant::now();
        while acks.load(SeqCst) < n {
            assert!(t.elapsed() < Duration::from_secs(60), "no progress");
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    // Two engines killed mid-game, then the server restarted under the others.
    for (_, (child, acks)) in writers.iter_mut().take(2) {
        wait_for(acks, 5);
        child.kill().unwrap();
        child.wait().unwrap();
    }
    wait_for(&writers[2].1.1, 10);
    pg.restart();
    for (seed, (child, _)) in writers.iter_mut().skip(2) {
        let status = child.wait().unwrap();
        let err = std::fs::read_to_string(pg.dir().join(format!("w{seed}.err"))).unwrap();
        assert!(
            status.success(),
            "writer {seed} failed across the restart: {err}"
        );
    }
    let mut store = ServerStore::connect(&ServerUrl::parse(&url).unwrap()).unwrap();
    let mut acked_total = 0;
    for (seed, (_, acks)) in &writers {
        let acked = acks.load(SeqCst);
        acked_total += acked;
        if *seed > 2 {
            assert_eq!(acked, commits, "writer {seed} finished");
        }
        for n in 0..commits * 20 {
            let e = synthetic_entry(*seed, n);
            let got = store.lookup(e.key, e.check).unwrap();
            let hits = got.as_ref().map_or(0, |g| g.hits());
            if n / 20 < acked {
                assert_eq!(
                    hits, 1,
                    "writer {seed} entry {n}: acknowledged, counted once"
                );
            } else {
                assert!(hits <= 1, "writer {seed} entry {n}: counted {hits} times");
            }
        }
    }
    // The entries all writers share: every acknowledged commit counted, none twice.
    let sent_max = acked_total + 2; // each killed writer may have committed one commit unacknowledged
    for j in 0..5 {
        let e = synthetic_entry(0, j);
        let hits = store.lookup(e.key, e.check).unwrap().unwrap().hits();
        assert!(
            (acked_total..=sent_max).contains(&hits),
            "shared entry {j}: {hits} hits for {acked_total} acknowledged commits"
        );
    }
    assert!(store.verify().unwrap().is_empty());
}

#[test]
fn a_learning_server_that_is_no_url_is_one_error_and_the_file_is_not_used_instead() {
    let dir = std::env::temp_dir().join(format!("slate-bad-server-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut s = Session::start_in(&dir);
    s.send("uci");
    s.until("uciok");
    s.send("setoption name Learning value on");
    s.send("setoption name Learning Server value mysql://u:secret@h/db");
    s.send("isready");
    let lines = s.until("readyok");
    let errors: Vec<_> = lines.iter().filter(|l| l.contains("error")).collect();
    assert_eq!(errors.len(), 1, "{lines:?}");
    assert!(errors[0].contains("learning is off"), "{errors:?}");
    assert!(!errors[0].contains("secret"), "{errors:?}");
    s.send("position startpos");
    s.send("go depth 3");
    s.until("bestmove");
    s.send("quit");
    let _ = s.child.wait();
    assert!(
        !dir.join("slate-learn.sqlite").exists(),
        "the file is not used instead of the server"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `go depth` reports at the end: the best move, the depth of its last line and the nodes.
fn analyse(url: &str, fen: &str, depth: u32) -> (String, u32, u64) {
    let lines = analysis_lines(url, fen, &format!("go depth {depth}"), &[]);
    last_line(&lines)
}

/// The lines of a fresh process's `go`, with the options given before it.
fn analysis_lines(url: &str, fen: &str, go: &str, options: &[&str]) -> Vec<String> {
    let mut s = Session::start();
    s.send("uci");
    s.until("uciok");
    s.send(&format!("setoption name Learning Server value {url}"));
    s.send("setoption name Persistent Analysis value true");
    for o in options {
        s.send(o);
    }
    s.send("isready");
    s.until("readyok");
    s.send(&format!("position fen {fen}"));
    s.send(go);
    let lines = s.until("bestmove");
    s.send("quit");
    let _ = s.child.wait();
    lines
}

fn last_line(lines: &[String]) -> (String, u32, u64) {
    let last = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth") && !l.contains("bound"))
        .expect("an info line");
    let field = |name: &str| -> u64 {
        let words: Vec<_> = last.split_whitespace().collect();
        let at = words.iter().position(|w| *w == name).unwrap();
        words[at + 1].parse().unwrap()
    };
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    (best.to_string(), field("depth") as u32, field("nodes"))
}

#[test]
fn what_one_process_analysed_another_process_recalls_through_the_server() {
    let Some(pg) = Cluster::start("analysis") else {
        return;
    };
    let url = pg.super_url();
    let fen = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8";
    // A analyses and quits; B is another process, with nothing but the server in common. Deep
    // enough that A's tree is far larger than what B searches while the recall is on its way
    // (at depth 14 the king-bucket network's tree, 135 k nodes, was 8 times a B's; at 18,
    // 632 k, 39 times).
    const DEPTH: u32 = 18;
    let (a_best, a_depth, a_nodes) = analyse(&url, fen, DEPTH);
    // The search never waits for the server beyond a few milliseconds: on a loaded machine (the
    // other tests of this file start servers and searches of their own) the recall can arrive
    // after B has searched much of the tree itself. So B is asked up to three times, each a fresh
    // process, and the quickest must have been spared the search; were the recall broken, every
    // one would search about as much as A.
    let mut bs = Vec::new();
    for _ in 0..3 {
        let b = analyse(&url, fen, DEPTH);
        let spared = b.2 * 10 < a_nodes;
        bs.push(b);
        if spared {
            break;
        }
    }
    let (b_best, b_depth, b_nodes) = bs.iter().min_by_key(|b| b.2).cloned().unwrap();
    assert!(bs.iter().all(|b| b.1 >= DEPTH), "{bs:?}");
    // A restricted search (MultiPV, searchmoves) is not what was stored: it searches every
    // depth itself, however early or late the server's analysis arrives.
    for (option, go) in [
        ("setoption name MultiPV value 2", "go depth 12"),
        (
            "setoption name MultiPV value 1",
            "go depth 12 searchmoves d4c5 a2a3",
        ),
    ] {
        let lines = analysis_lines(&url, fen, go, &[option]);
        let depths: Vec<u32> = lines
            .iter()
            .filter(|l| l.starts_with("info depth") && !l.contains("bound"))
            .filter(|l| !l.contains(" multipv ") || l.contains(" multipv 1 "))
            .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
            .collect();
        assert_eq!(depths, (1..=12).collect::<Vec<_>>(), "{go}: {lines:?}");
    }
    eprintln!("A: {a_best} depth {a_depth} {a_nodes} nodes; B: {b_best} depth {b_depth} {b_nodes}");
    // The B that recalled A's analysis plays A's move (one that searched for itself may not).
    assert_eq!(b_best, a_best, "B plays A's move: {bs:?}");
    // B searches only what it does before the recall arrives (none when it comes in time).
    assert!(
        b_nodes * 10 < a_nodes,
        "B searched {b_nodes} nodes at the least ({bs:?}), A {a_nodes}"
    );
    let mut client = pg.client();
    let tags: i64 = client
        .query_one("SELECT count(*) FROM slate.analysis_nodes", &[])
        .unwrap()
        .get(0);
    assert!(tags > 0, "A's analysis is on the server");
}
