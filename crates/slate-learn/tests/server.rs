//! The store on a real PostgreSQL server, started by the tests themselves: the same entries as
//! the SQLite file, concurrent writers that both count, merges that count nothing twice, roles
//! that may only read, bad passwords and unreachable hosts, and a database that holds other data.

mod common;

use common::pg_cluster::Cluster;
use slate_board::Position;
use slate_learn::server::{ServerError, ServerStore, ServerUrl};
use slate_learn::{
    Access, GameResult, LearnEntry, LessonSettings, RootRecord, ScorePath, Store, StoreOptions,
    Window, lesson, position_check,
};
use std::time::{Duration, Instant};

/// The lesson of a lost game: 1.f3 e5 2.g4 Qh4#.
fn lost_game() -> (Vec<LearnEntry>, Vec<Position>) {
    let mut root = Position::startpos();
    let mut records = Vec::new();
    let mut keys = Vec::new();
    let mut seen = vec![root.clone()];
    for (i, (ours, theirs)) in [("f2f3", "e7e5"), ("g2g4", "d8h4")].into_iter().enumerate() {
        let mv = slate_board::move_from_uci(root.board(), ours, false).unwrap();
        records.push(RootRecord {
            position: root.clone(),
            played: mv,
            score: [0, -500][i],
            depth: 12,
            lost_before: false,
            history: keys.clone(),
        });
        keys.push(root.key());
        root.play(mv);
        seen.push(root.clone());
        keys.push(root.key());
        root.play_uci(theirs, false).unwrap();
        seen.push(root.clone());
    }
    let settings = LessonSettings {
        threshold_cp: 50,
        eval_version: 1,
        early_roots: 4,
    };
    (lesson(&records, GameResult::Loss, &settings), seen)
}

fn searched(fen: &str, cp: i32, depth: u8) -> LearnEntry {
    let pos = Position::from_fen(fen).unwrap();
    let mv = pos.legal_moves()[0];
    LearnEntry::from_search(
        &pos,
        Some(mv),
        Window::exact(cp),
        depth,
        1,
        ScorePath::Independent,
    )
    .unwrap()
}

/// An entry without its replica ids: what two stores must agree on.
fn comparable(e: &LearnEntry) -> (u64, u32, u16, Window, u8, u16, u8, u32, [u64; 5]) {
    let own = e.own_record();
    let _ = own;
    let sum = |f: fn(&slate_learn::Tally) -> u32| e.tallies.iter().map(|t| u64::from(f(t))).sum();
    (
        e.key,
        e.check,
        e.best_move,
        e.window,
        e.depth,
        e.ply,
        e.origin as u8,
        e.eval_version,
        [
            sum(|t| t.hits),
            sum(|t| t.games),
            sum(|t| t.wins),
            sum(|t| t.draws),
            sum(|t| t.losses),
        ],
    )
}

fn connect(url: &str) -> ServerStore {
    ServerStore::connect(&ServerUrl::parse(url).unwrap()).unwrap()
}

#[test]
fn the_server_keeps_what_the_file_keeps() {
    let Some(pg) = Cluster::start("same") else {
        return;
    };
    let dir = pg.dir().join("file");
    std::fs::create_dir_all(&dir).unwrap();
    let mut file = Store::open(
        &dir.join("learn.sqlite"),
        Access::ReadWrite,
        &StoreOptions::default(),
    )
    .unwrap();
    let mut server = connect(&pg.super_url());
    assert_eq!(server.access(), Access::ReadWrite);
    let (entries, positions) = lost_game();
    let deep = [
        searched(slate_board::START_FEN, 30, 10),
        searched(slate_board::START_FEN, 12, 14),
        searched(slate_board::START_FEN, 50, 6),
    ];
    for batch in [&entries[..], &entries[..], &deep[..]] {
        file.record_batch(batch).unwrap();
        server.record_batch(batch).unwrap();
    }
    assert_eq!(file.len().unwrap(), server.len().unwrap());
    let mut compared = 0;
    for pos in &positions {
        let (key, check) = (pos.key(), position_check(pos.board()));
        let a = file.lookup(key, check).unwrap();
        let b = server.lookup(key, check).unwrap();
        assert_eq!(a.is_some(), b.is_some(), "{}", pos.fen(false));
        if let (Some(a), Some(b)) = (a, b) {
            assert_eq!(comparable(&a), comparable(&b), "{}", pos.fen(false));
            compared += 1;
        }
    }
    assert!(compared >= 3, "the lesson reached {compared} positions");
    // The deepest search of the start position is kept, as in the file.
    let start = Position::startpos();
    let kept = server
        .lookup(start.key(), position_check(start.board()))
        .unwrap()
        .unwrap();
    assert_eq!(kept.depth, 14);
    assert!(server.verify().unwrap().is_empty());
    // A fresh connection sees the same, and forgetting removes entry and tallies.
    let mut again = connect(&pg.super_url());
    assert_eq!(again.len().unwrap(), file.len().unwrap());
    assert!(
        again
            .forget(start.key(), position_check(start.board()))
            .unwrap()
    );
    assert!(
        server
            .lookup(start.key(), position_check(start.board()))
            .unwrap()
            .is_none()
    );
    assert!(server.verify().unwrap().is_empty(), "no orphaned tallies");
}

#[test]
fn two_engines_writing_one_position_at_once_both_count() {
    let Some(pg) = Cluster::start("both") else {
        return;
    };
    let url = pg.super_url();
    let entry = searched(slate_board::START_FEN, 20, 8);
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            let entry = entry.clone();
            std::thread::spawn(move || {
                let mut store = connect(&url);
                for _ in 0..25 {
                    store.record_batch(std::slice::from_ref(&entry)).unwrap();
                }
                store.replica()
            })
        })
        .collect();
    let replicas: std::collections::BTreeSet<u64> =
        threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert_eq!(replicas.len(), 4, "each connection counts under its own id");
    let mut store = connect(&url);
    let got = store.lookup(entry.key, entry.check).unwrap().unwrap();
    assert_eq!(got.hits(), 100, "every record of every engine counted once");
    assert_eq!(got.tallies.len(), 4);
}

#[test]
fn a_merge_repeated_counts_nothing_twice() {
    let Some(pg) = Cluster::start("merge") else {
        return;
    };
    let (entries, _) = lost_game();
    let dir = pg.dir().join("file");
    std::fs::create_dir_all(&dir).unwrap();
    let mut file = Store::open(
        &dir.join("learn.sqlite"),
        Access::ReadWrite,
        &StoreOptions::default(),
    )
    .unwrap();
    file.record_batch(&entries).unwrap();
    let stored = file.all().unwrap();
    let mut server = connect(&pg.super_url());
    server.merge_batch(&stored).unwrap();
    server.merge_batch(&stored).unwrap();
    let mut back = Vec::new();
    server
        .for_each(|e| -> Result<(), ServerError> {
            back.push(e);
            Ok(())
        })
        .unwrap();
    assert_eq!(back.len(), stored.len());
    for e in &stored {
        let b = back
            .iter()
            .find(|b| (b.key, b.check) == (e.key, e.check))
            .unwrap();
        assert_eq!(comparable(e), comparable(b));
        assert_eq!(e.tallies, b.tallies, "replica ids travel with the counts");
    }
}

#[test]
fn a_role_that_may_only_read_gets_a_read_only_store_and_changes_nothing() {
    let Some(pg) = Cluster::start("guest") else {
        return;
    };
    let mut owner = connect(&pg.super_url());
    owner
        .record_batch(&[searched(slate_board::START_FEN, 20, 8)])
        .unwrap();
    pg.sql(
        "CREATE ROLE guest LOGIN PASSWORD 'guest';
         GRANT USAGE ON SCHEMA slate TO guest;
         GRANT SELECT ON ALL TABLES IN SCHEMA slate TO guest;",
    );
    let mut guest = connect(&pg.url("guest", "guest"));
    assert_eq!(guest.access(), Access::ReadOnly);
    let start = Position::startpos();
    assert!(
        guest
            .lookup(start.key(), position_check(start.board()))
            .unwrap()
            .is_some()
    );
    let refused = guest.record_batch(&[searched(slate_board::START_FEN, 90, 20)]);
    assert!(
        matches!(refused, Err(ServerError::ReadOnly(_))),
        "{refused:?}"
    );
    assert!(matches!(
        guest.forget(start.key(), position_check(start.board())),
        Err(ServerError::ReadOnly(_))
    ));
    let kept = owner
        .lookup(start.key(), position_check(start.board()))
        .unwrap()
        .unwrap();
    assert_eq!((kept.depth, kept.window), (8, Window::exact(20)));
}

#[test]
fn a_wrong_password_or_a_dead_port_is_one_clear_error_soon() {
    let Some(pg) = Cluster::start("auth") else {
        return;
    };
    let bad = ServerUrl::parse(&pg.url("postgres", "wrong")).unwrap();
    let err = ServerStore::connect(&bad).err().expect("refused");
    let text = err.to_string();
    assert!(text.contains("password authentication failed"), "{text}");
    assert!(
        !text.contains("wrong"),
        "the password is never shown: {text}"
    );
    // A port where nothing listens.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dead = ServerUrl::parse(&format!("postgresql://u:p@127.0.0.1:{port}/db")).unwrap();
    let t = Instant::now();
    assert!(matches!(
        ServerStore::connect(&dead),
        Err(ServerError::Connect { .. })
    ));
    assert!(t.elapsed() < Duration::from_secs(5));
    // A port that accepts but never answers: the connect timeout ends the wait.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let mute = ServerUrl::parse(&format!(
        "postgresql://u:p@127.0.0.1:{port}/db?connect_timeout=1"
    ))
    .unwrap();
    let t = Instant::now();
    assert!(ServerStore::connect(&mute).is_err());
    assert!(t.elapsed() < Duration::from_secs(4), "{:?}", t.elapsed());
}

#[test]
fn other_data_in_the_database_is_left_alone() {
    let Some(pg) = Cluster::start("others") else {
        return;
    };
    pg.sql(
        "CREATE TABLE public.entries (key bigint, note text);
         INSERT INTO public.entries VALUES (1, 'someone else''s');
         CREATE SCHEMA foreign_app;
         CREATE TABLE foreign_app.entries (x int);",
    );
    // Slate's own schema is made beside them; theirs are untouched.
    let mut store = connect(&pg.super_url());
    store
        .record_batch(&[searched(slate_board::START_FEN, 20, 8)])
        .unwrap();
    let mut client = pg.client();
    let n: i64 = client
        .query_one("SELECT count(*) FROM public.entries", &[])
        .unwrap()
        .get(0);
    assert_eq!(n, 1);
    // A schema holding tables that are not a Slate store's is refused, and nothing dropped.
    let url = format!("{}?schema=foreign_app", pg.super_url());
    let err = ServerStore::connect(&ServerUrl::parse(&url).unwrap())
        .err()
        .expect("not a Slate store");
    assert!(
        matches!(err, ServerError::Schema { .. } | ServerError::Query { .. }),
        "{err}"
    );
    let still: i64 = client
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'foreign_app'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(still, 1);
}

#[test]
fn a_numbered_batch_says_whether_it_was_committed() {
    let Some(pg) = Cluster::start("numbered") else {
        return;
    };
    let mut store = connect(&pg.super_url());
    store.set_replica(4242);
    assert!(!store.batch_committed(0).unwrap());
    store
        .record_numbered_batch(&[searched(slate_board::START_FEN, 20, 8)], &[], &[], &[], 0)
        .unwrap();
    assert!(store.batch_committed(0).unwrap());
    assert!(!store.batch_committed(1).unwrap());
    // Another connection of the same engine (after a reconnection) sees the mark too.
    let mut again = connect(&pg.super_url());
    again.set_replica(4242);
    assert!(again.batch_committed(0).unwrap());
    let start = Position::startpos();
    let e = again
        .lookup(start.key(), position_check(start.board()))
        .unwrap()
        .unwrap();
    assert_eq!(
        e.tallies.iter().map(|t| t.replica).collect::<Vec<_>>(),
        [4242]
    );
}

#[test]
fn a_value_the_client_cannot_send_is_a_refusal_not_an_outage() {
    let Some(pg) = Cluster::start("refusal") else {
        return;
    };
    let mut client = pg.client();
    let query = |source| ServerError::Query {
        url: "test".into(),
        source,
    };
    // Encoding text as an int4 fails in the client, before anything reaches the server: waiting
    // for the server to come back would fail the same way forever.
    let encode = client
        .query_one("SELECT $1::int4", &[&"seven"])
        .map(|_| ())
        .unwrap_err();
    assert!(encode.as_db_error().is_none());
    assert!(!query(encode).is_unreachable());
    // The server's own refusal (a syntax error) is no outage either.
    let refused = client.batch_execute("SELEC 1").unwrap_err();
    assert!(!query(refused).is_unreachable());
    // A connection the server ended is one.
    let mut doomed = pg.client();
    client
        .batch_execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
        )
        .unwrap();
    let cut = doomed.batch_execute("SELECT 1").unwrap_err();
    assert!(query(cut).is_unreachable());
}

/// The entries of every position within two plies of the start position, the root's children
/// with one game each.
fn near_the_start() -> (Vec<LearnEntry>, Vec<Position>) {
    let root = Position::startpos();
    let mut entries = vec![searched(&root.fen(false), 0, 10)];
    let mut children = Vec::new();
    for mv in root.legal_moves() {
        let mut child = root.clone();
        child.play(mv);
        let mut e = searched(&child.fen(false), 5, 9);
        let mut t = slate_learn::Tally::hit();
        t.games = 1;
        t.points = 2;
        t.wins = 1;
        e.tallies = vec![t];
        entries.push(e);
        for reply in child.legal_moves() {
            let mut grandchild = child.clone();
            grandchild.play(reply);
            entries.push(searched(&grandchild.fen(false), -5, 8));
        }
        children.push(child);
    }
    (entries, children)
}

#[test]
fn a_preload_brings_the_root_moves_with_their_results_and_the_rest_without_even_late() {
    let Some(pg) = Cluster::start("preload") else {
        return;
    };
    let url = pg.super_url();
    let mut store = connect(&url);
    let (entries, children) = near_the_start();
    assert_eq!(entries.len(), 421);
    store.record_batch(&entries).unwrap();
    let learner = slate_learn::Learner::open(&slate_learn::LearnConfig {
        mode: slate_learn::LearnMode::ReadOnly,
        server: Some(ServerUrl::parse(&url).unwrap()),
        // A loaded test machine: the deadline is not what is tested here.
        server_wait: Duration::from_secs(5),
        ..slate_learn::LearnConfig::default()
    })
    .unwrap();
    let start = Instant::now();
    while !(learner.ready() && learner.filter_ready()) {
        assert!(start.elapsed() < Duration::from_secs(30), "the key filter");
        std::thread::sleep(Duration::from_millis(5));
    }
    let preload = learner.preload_parts(&Position::startpos(), 2);
    assert!(preload.later.is_none());
    assert_eq!(
        preload.now.len(),
        421,
        "all of it, in two halves and the near part"
    );
    let child_keys: Vec<u64> = children.iter().map(|c| c.key()).collect();
    for e in &preload.now {
        let games: u32 = e.tallies.iter().map(|t| t.games).sum();
        if child_keys.contains(&e.key) {
            assert_eq!(games, 1, "a root move's entry comes with its results");
        } else if e.key != Position::startpos().key() {
            assert!(
                e.tallies.is_empty(),
                "beyond the root's moves, entries only"
            );
        }
    }
    // The probes of the root's moves that follow a preload are answered from it: with the
    // server gone they still find every child and its game.
    pg.stop();
    for child in &children {
        let e = learner
            .probe(child)
            .expect("a root move's entry, from the preload");
        assert_eq!(e.tallies.iter().map(|t| t.games).sum::<u32>(), 1);
    }
    drop(learner);
    drop(pg);

    // A preload that misses its deadline: the far part still comes, to be taken later.
    let Some(pg) = Cluster::start("preload_late") else {
        return;
    };
    let url = pg.super_url();
    connect(&url).record_batch(&entries).unwrap();
    let reader = slate_learn::server::RemoteReader::start(ServerUrl::parse(&url).unwrap());
    let near: Vec<(u64, u32)> = entries[..21].iter().map(|e| (e.key, e.check)).collect();
    let far: Vec<(u64, u32)> = entries[21..].iter().map(|e| (e.key, e.check)).collect();
    // Connected (both the reader's connections) before the test proper.
    let warm = reader
        .preload(near.clone(), far.clone(), Duration::from_secs(30))
        .unwrap();
    assert_eq!((warm.near.len(), warm.far.len()), (21, 400));
    let answer = reader.preload(near, far, Duration::ZERO).unwrap();
    assert!(!answer.near_complete, "no time to wait for anything");
    let mut later = answer.later.expect("the far part is still to come");
    let mut got = answer.far.len();
    let start = Instant::now();
    while !later.is_done() {
        assert!(start.elapsed() < Duration::from_secs(30), "the late part");
        got += later.try_take().map_or(0, |e| e.len());
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(got, 400, "every far entry, late");
}

#[test]
fn a_silent_server_costs_a_search_start_one_deadline_not_one_per_root_move() {
    // A port that accepts and never answers: no cluster needed.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let learner = slate_learn::Learner::open(&slate_learn::LearnConfig {
        mode: slate_learn::LearnMode::ReadOnly,
        server: Some(ServerUrl::parse(&format!("postgresql://u:p@127.0.0.1:{port}/db")).unwrap()),
        ..slate_learn::LearnConfig::default()
    })
    .unwrap();
    let root = Position::startpos();
    let start = Instant::now();
    let preload = learner.preload_parts(&root, 2);
    assert!(preload.now.is_empty());
    // The experience book's look at each of the 20 root moves, as a search's start makes it:
    // answered from the preload that was not answered, without 20 more deadlines of 3 ms.
    for mv in root.legal_moves() {
        let mut child = root.clone();
        child.play(mv);
        assert!(learner.probe(&child).is_none());
    }
    let took = start.elapsed();
    // One read went unanswered (the preload); no probe asked the server again.
    assert_eq!(learner.read_errors(), 1);
    assert!(took < Duration::from_millis(500), "{took:?}");
    drop(silent);
}
