//! The learning store through its library API: persistence, modes, damage detection, migration,
//! eviction, the writer thread and the preload.

mod common;

use common::skip;

use common::side_files;
use rusqlite::Connection;
use slate::board::Position;
use slate::learn::synthetic::synthetic_entry;
use slate::learn::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("store-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("learn.sqlite")
}

fn opts() -> StoreOptions {
    StoreOptions::default()
}

fn searched(pos: &Position, score: i32, depth: u8) -> LearnEntry {
    let mv = pos.legal_moves()[0];
    LearnEntry::from_search(
        pos,
        Some(mv),
        Window::exact(score),
        depth,
        1,
        ScorePath::Independent,
    )
    .unwrap()
}

#[test]
fn entries_survive_reopening_and_verify_their_check() {
    let path = scratch("reopen");
    let pos = Position::startpos();
    {
        let mut s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
        s.record_batch(&[searched(&pos, 35, 12)]).unwrap();
    }
    let s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    let e = s.probe(&pos).unwrap().expect("stored entry");
    assert_eq!(e.window, Window::exact(35));
    assert_eq!(e.depth, 12);
    assert_eq!(e.best_move_in(&pos), Some(pos.legal_moves()[0]));
    assert_eq!(e.hits(), 1);
    assert_eq!(e.tallies[0].replica, s.replica());
    // Same key, wrong check value: not this position.
    assert!(s.lookup(pos.key(), e.check ^ 1).unwrap().is_none());
    assert_eq!(s.len().unwrap(), 1);
    let info = s.info().unwrap();
    assert_eq!(info.key_scheme, "polyglot-zobrist");
    assert_eq!(info.schema_version, schema::CURRENT_VERSION);
}

#[test]
fn path_dependent_and_fifty_move_scores_are_refused() {
    let pos = Position::startpos();
    let r = LearnEntry::from_search(&pos, None, Window::exact(0), 5, 1, ScorePath::Dependent);
    assert_eq!(r, Err(Refusal::PathDependent));
    let late = Position::from_fen("8/8/4k3/8/8/4K3/4P3/8 w - - 90 120").unwrap();
    let r = LearnEntry::from_search(
        &late,
        None,
        Window::exact(50),
        10,
        1,
        ScorePath::Independent,
    );
    assert!(matches!(r, Err(Refusal::FiftyMoveHorizon { .. })));
    let other = Position::from_fen("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1").unwrap();
    let illegal = other.legal_moves()[0];
    let r = LearnEntry::from_search(
        &pos,
        Some(illegal),
        Window::OPEN,
        1,
        1,
        ScorePath::Independent,
    );
    assert_eq!(r, Err(Refusal::IllegalMove));
}

#[test]
fn mate_scores_round_trip_between_search_and_entry() {
    // Mate in 5 plies seen from a node 3 plies below the root: the search says MATE - 8.
    let at_node = score_to_entry(MATE - 8, 3);
    assert_eq!(at_node, MATE - 5);
    assert_eq!(score_from_entry(at_node, 3), MATE - 8);
    assert_eq!(score_to_entry(-(MATE - 8), 3), -(MATE - 5));
    assert_eq!(score_to_entry(120, 7), 120);
    // Known wins convert like mates, as the search and the transposition table count them.
    assert_eq!(score_to_entry(10_480, 3), 10_483);
    assert_eq!(score_from_entry(10_483, 3), 10_480);
    // An entry read back at ply 3 of a search.
    let w = Window::between(MATE - 5, SCORE_INF).at_ply(3);
    assert_eq!(w, Window::between(MATE - 8, SCORE_INF));
    assert_eq!(w.bound(), Bound::Lower(MATE - 8));
    assert_eq!(Window::exact(40).widened(20), Window::between(20, 60));
    assert_eq!(
        Window::between(-300, MATE - 4).widened(20),
        Window::between(-320, MATE - 4)
    );
    assert_eq!(Window::OPEN.widened(20), Window::OPEN);
}

fn file_state(path: &Path) -> (Vec<u8>, std::time::SystemTime) {
    (
        std::fs::read(path).unwrap(),
        std::fs::metadata(path).unwrap().modified().unwrap(),
    )
}

#[test]
fn read_only_never_writes_a_byte() {
    let path = scratch("readonly");
    {
        let mut s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
        let batch: Vec<_> = (0..500).map(|i| synthetic_entry(3, i)).collect();
        s.record_batch(&batch).unwrap();
    }
    assert!(
        side_files(&path).is_empty(),
        "closing checkpoints and removes the WAL"
    );
    let before = file_state(&path);
    std::thread::sleep(Duration::from_millis(20));
    {
        let learner = Learner::open(&LearnConfig {
            path: path.clone(),
            mode: LearnMode::ReadOnly,
            ..LearnConfig::default()
        })
        .unwrap();
        assert!(learner.probe(&Position::startpos()).is_none());
        let e = synthetic_entry(3, 10);
        assert_eq!(learner.lookup(e.key, e.check).unwrap().depth, e.depth);
        assert_eq!(learner.preload(&Position::startpos(), 2).len(), 0);
        assert_eq!(learner.record(e), RecordOutcome::NotWriting);
        learner.commit_move().unwrap();
        let store = learner.store().unwrap();
        assert_eq!(store.verify(|_| {}).unwrap(), Vec::<String>::new());
        assert!(
            side_files(&path).is_empty(),
            "no -wal/-shm while open read-only"
        );
    }
    let mut s = Store::open(&path, Access::ReadOnly, &opts()).unwrap();
    assert!(matches!(
        s.record_batch(&[synthetic_entry(1, 1)]),
        Err(LearnError::ReadOnly)
    ));
    drop(s);
    assert_eq!(file_state(&path), before, "bytes and mtime unchanged");
    assert!(side_files(&path).is_empty());

    // A missing file is an error in read-only mode, and nothing is created.
    let missing = path.with_file_name("absent.sqlite");
    assert!(matches!(
        Learner::open(&LearnConfig {
            path: missing.clone(),
            mode: LearnMode::ReadOnly,
            ..LearnConfig::default()
        }),
        Err(LearnError::Missing { .. })
    ));
    assert!(!missing.exists());
    // Mode off touches nothing at all.
    let off = Learner::open(&LearnConfig {
        path: missing.clone(),
        mode: LearnMode::Off,
        ..LearnConfig::default()
    })
    .unwrap();
    assert!(off.probe(&Position::startpos()).is_none());
    assert!(!missing.exists());
}

#[test]
fn read_only_beside_a_live_writer_sees_commits() {
    let path = scratch("ro-live");
    let mut writer = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    writer.record_batch(&[synthetic_entry(4, 0)]).unwrap();
    let reader = Store::open(&path, Access::ReadOnly, &opts()).unwrap();
    writer.record_batch(&[synthetic_entry(4, 1)]).unwrap();
    let e = synthetic_entry(4, 1);
    assert!(reader.lookup(e.key, e.check).unwrap().is_some());
}

fn assert_refused_untouched(path: &Path, expect: impl Fn(&LearnError) -> bool) {
    let before = file_state(path);
    for access in [Access::ReadWrite, Access::ReadOnly] {
        match Store::open(path, access, &opts()) {
            Ok(_) => panic!("{} opened as a store", path.display()),
            Err(e) => {
                assert!(expect(&e), "unexpected error: {e}");
                let text = e.to_string();
                assert!(text.contains(&path.display().to_string()), "{text}");
            }
        }
        // The learner reports the same and does not fall back to a fresh store.
        let mode = match access {
            Access::ReadWrite => LearnMode::On,
            Access::ReadOnly => LearnMode::ReadOnly,
        };
        assert!(
            Learner::open(&LearnConfig {
                path: path.to_path_buf(),
                mode,
                ..LearnConfig::default()
            })
            .is_err()
        );
    }
    assert_eq!(file_state(path), before, "{} was modified", path.display());
    assert!(side_files(path).is_empty(), "side files created");
}

#[test]
fn damaged_files_are_reported_and_left_alone() {
    let good = scratch("damage");
    {
        let mut s = Store::open(&good, Access::ReadWrite, &opts()).unwrap();
        let batch: Vec<_> = (0..3000).map(|i| synthetic_entry(5, i)).collect();
        s.record_batch(&batch).unwrap();
    }
    let bytes = std::fs::read(&good).unwrap();
    assert!(bytes.len() > 8192);
    let dir = good.parent().unwrap();

    let truncated = dir.join("truncated.sqlite");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    assert_refused_untouched(&truncated, |e| matches!(e, LearnError::Damaged { .. }));

    let torn = dir.join("torn.sqlite");
    std::fs::write(&torn, &bytes[..bytes.len() - 100]).unwrap();
    assert_refused_untouched(&torn, |e| matches!(e, LearnError::Damaged { .. }));

    let garbage = dir.join("garbage.sqlite");
    std::fs::write(
        &garbage,
        b"this is not a database at all, just some text\n".repeat(100),
    )
    .unwrap();
    assert_refused_untouched(&garbage, |e| matches!(e, LearnError::NotADatabase { .. }));

    let empty = dir.join("empty.sqlite");
    std::fs::write(&empty, b"").unwrap();
    assert_refused_untouched(&empty, |e| matches!(e, LearnError::Damaged { .. }));

    let foreign = dir.join("foreign.sqlite");
    {
        let c = Connection::open(&foreign).unwrap();
        c.execute_batch("CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'x');")
            .unwrap();
    }
    assert_refused_untouched(&foreign, |e| matches!(e, LearnError::Foreign { .. }));

    let too_new = dir.join("too-new.sqlite");
    std::fs::copy(&good, &too_new).unwrap();
    Connection::open(&too_new)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    assert_refused_untouched(&too_new, |e| {
        matches!(e, LearnError::TooNew { found: 99, .. })
    });

    let other_scheme = dir.join("other-scheme.sqlite");
    std::fs::copy(&good, &other_scheme).unwrap();
    Connection::open(&other_scheme)
        .unwrap()
        .execute(
            "UPDATE slate_meta SET value = 'stockfish' WHERE name = 'key_scheme'",
            [],
        )
        .unwrap();
    assert_refused_untouched(&other_scheme, |e| {
        matches!(e, LearnError::SchemeMismatch { .. })
    });

    let wrong_schema = dir.join("wrong-schema.sqlite");
    std::fs::copy(&good, &wrong_schema).unwrap();
    Connection::open(&wrong_schema)
        .unwrap()
        .execute_batch("DROP TABLE entries; CREATE TABLE entries(key INTEGER, something TEXT);")
        .unwrap();
    assert_refused_untouched(
        &wrong_schema,
        |e| matches!(e, LearnError::Damaged { detail, .. } if detail.contains("lacks column")),
    );

    // Corruption inside a page (header intact) is found by verify.
    let scribbled = dir.join("scribbled.sqlite");
    let mut b = bytes.clone();
    let page = 4096;
    // Most of three pages, so that the damage cannot fall only into a page's free space.
    for p in 3..6 {
        for x in &mut b[p * page + 100..p * page + 4000] {
            *x = 0xA5;
        }
    }
    std::fs::write(&scribbled, &b).unwrap();
    match Store::open(&scribbled, Access::ReadOnly, &opts()) {
        Err(_) => {}
        Ok(s) => assert!(!s.verify(|_| {}).map(|p| p.is_empty()).unwrap_or(false)),
    }
    assert_eq!(std::fs::read(&scribbled).unwrap(), b);
}

#[test]
fn version_1_stores_are_migrated() {
    let path = scratch("migrate");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch(schema::V1_SQL).unwrap();
        c.execute_batch(
            "INSERT INTO slate_meta VALUES ('format', 'slate-learn'), ('key_scheme', 'polyglot-zobrist'),
                                           ('eval_version', '1');
             INSERT INTO entries VALUES (11, 22, 333, 45, 0, 9, 20, 0, 1, 3, 1, 1000);
             INSERT INTO entries VALUES (12, 23, 0, -80, 1, 4, 21, 3, 0, 0, 2, 1001);
             INSERT INTO entries VALUES (13, 24, 0, 15, 2, 4, 22, 3, 0, 1, 0, 1002);",
        )
        .unwrap();
    }
    // Read-only cannot migrate and says so, leaving the file alone.
    let before = file_state(&path);
    assert!(matches!(
        Store::open(&path, Access::ReadOnly, &opts()),
        Err(LearnError::NeedsMigration { found: 1, .. })
    ));
    assert_eq!(file_state(&path), before);

    let s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    assert_eq!(s.info().unwrap().schema_version, schema::CURRENT_VERSION);
    assert_eq!(s.len().unwrap(), 3);
    let a = s.lookup(11, 22).unwrap().unwrap();
    assert_eq!(
        (a.window, a.best_move, a.depth, a.ply),
        (Window::exact(45), 333, 9, 20)
    );
    assert_eq!((a.hits(), a.games()), (3, 1));
    assert_eq!(a.tallies[0].replica, s.replica());
    let b = s.lookup(12, 23).unwrap().unwrap();
    assert_eq!(
        (b.window, b.origin),
        (Window::at_least(-80), Origin::Import)
    );
    let c = s.lookup(13, 24).unwrap().unwrap();
    assert_eq!(c.window, Window::at_most(15));
    assert_eq!(s.verify(|_| {}).unwrap(), Vec::<String>::new());
}

#[test]
fn eviction_removes_shallow_unused_old_entries_first() {
    let path = scratch("evict");
    let mut s = Store::open(
        &path,
        Access::ReadWrite,
        &StoreOptions {
            capacity: 100,
            ..opts()
        },
    )
    .unwrap();
    let mk = |n: u64, depth: u8, hits: u32, updated: i64| {
        let mut e = synthetic_entry(9, n);
        e.depth = depth;
        e.updated = updated;
        e.tallies[0].hits = hits;
        e
    };
    // The first 100 entries: deep ones, and a band of shallow ones of different use and age.
    let mut batch: Vec<LearnEntry> = (0..70).map(|n| mk(n, 20, 1, 100)).collect();
    batch.extend((70..80).map(|n| mk(n, 2, 1, 100))); // shallow, rarely used, old
    batch.extend((80..90).map(|n| mk(n, 2, 1, 200))); // shallow, rarely used, newer
    batch.extend((90..100).map(|n| mk(n, 2, 9, 100))); // shallow, often used
    s.record_batch(&batch).unwrap();
    assert_eq!(s.len().unwrap(), 100);
    // 15 more deep entries push 15 out: the ten old rare ones, then five of the newer rare ones.
    let more: Vec<_> = (100..115).map(|n| mk(n, 20, 1, 300)).collect();
    let report = s.record_batch(&more).unwrap();
    assert_eq!(report.evicted, 15);
    assert_eq!(s.len().unwrap(), 100);
    let present = |n: u64| {
        let e = synthetic_entry(9, n);
        s.lookup(e.key, e.check).unwrap().is_some()
    };
    assert!((70..80).all(|n| !present(n)));
    assert_eq!((80..90).filter(|&n| present(n)).count(), 5);
    assert!((90..100).all(present));
    assert!((0..70).all(present));
    assert!((100..115).all(present));
}

#[test]
fn the_writer_never_blocks_and_commits_durably() {
    let path = scratch("writer");
    let config = LearnConfig {
        path: path.clone(),
        mode: LearnMode::On,
        queue_len: 8,
        max_batch: 1_000_000,
        ..LearnConfig::default()
    };
    // Hold the write lock from another connection so the writer cannot drain its queue.
    drop(Store::open(&path, Access::ReadWrite, &opts()).unwrap());
    let blocker = Connection::open(&path).unwrap();
    let learner = Learner::open(&config).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    // The writer needs the lock only to commit, so it keeps draining the queue of 8 meanwhile;
    // whatever it cannot take in time is dropped, never waited for.
    let t = std::time::Instant::now();
    let mut outcomes = Vec::new();
    for n in 0..20_000 {
        outcomes.push(learner.record(synthetic_entry(11, n)));
    }
    assert!(t.elapsed() < Duration::from_secs(2), "record must not wait");
    let queued = outcomes
        .iter()
        .filter(|o| **o == RecordOutcome::Queued)
        .count() as u64;
    let counters = learner.writer_counters();
    assert_eq!(counters.queued, queued);
    assert_eq!(counters.queued + counters.dropped, 20_000);
    blocker.execute_batch("COMMIT").unwrap();
    learner.commit_move().unwrap();
    drop(learner);
    let s = Store::open(&path, Access::ReadOnly, &opts()).unwrap();
    assert_eq!(s.len().unwrap(), queued);
}

#[test]
fn a_full_queue_drops_and_counts() {
    let path = scratch("writer-full");
    let config = LearnConfig {
        path: path.clone(),
        mode: LearnMode::On,
        queue_len: 4,
        max_batch: 1,
        store: StoreOptions {
            busy_timeout: Duration::from_millis(50),
            ..opts()
        },
        server: None,
        server_wait: Duration::from_millis(3),
    };
    let learner = Learner::open(&config).unwrap();
    // The writer commits every entry (max_batch 1) and the lock is held elsewhere: it stalls on
    // the first one and the queue of 4 fills up.
    let blocker = Connection::open(&path).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    let outcomes: Vec<_> = (0..100)
        .map(|n| learner.record(synthetic_entry(12, n)))
        .collect();
    let dropped = outcomes
        .iter()
        .filter(|o| **o == RecordOutcome::Dropped)
        .count() as u64;
    assert!(dropped >= 90, "dropped {dropped}");
    assert_eq!(learner.writer_counters().dropped, dropped);
    blocker.execute_batch("COMMIT").unwrap();
    learner.commit_move().unwrap();
    assert_eq!(learner.writer_counters().written, 100 - dropped);
}

#[test]
fn preload_finds_the_root_and_its_successors() {
    let path = scratch("preload");
    let root = Position::startpos();
    let mut batch = vec![searched(&root, 20, 10)];
    let mut e4 = root.clone();
    e4.play_uci("e2e4", false).unwrap();
    batch.push(searched(&e4, -25, 9));
    let mut e4e5 = e4.clone();
    e4e5.play_uci("e7e5", false).unwrap();
    batch.push(searched(&e4e5, 30, 8));
    let mut far = e4e5.clone();
    far.play_uci("g1f3", false).unwrap();
    batch.push(searched(&far, -30, 7));
    let mut s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    s.record_batch(&batch).unwrap();
    assert_eq!(s.entries_near(&root, 0).unwrap().len(), 1);
    assert_eq!(s.entries_near(&root, 1).unwrap().len(), 2);
    let two = s.entries_near(&root, 2).unwrap();
    assert_eq!(two.len(), 3);
    assert!(two.iter().any(|e| e.is_for(&e4e5)));
    assert_eq!(s.entries_near(&root, 3).unwrap().len(), 4);

    // The learner uses its key filter once built: it skips absent keys, and still finds entries
    // this engine committed after the filter was loaded.
    let learner = Learner::open(&LearnConfig {
        path,
        mode: LearnMode::On,
        ..LearnConfig::default()
    })
    .unwrap();
    assert!(
        learner.preload(&root, 3).len() >= 2,
        "at least one ply before the filter"
    );
    let t = std::time::Instant::now();
    while !learner.filter_ready() {
        assert!(t.elapsed() < Duration::from_secs(10), "filter never ready");
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(learner.preload(&root, 0).len(), 1);
    assert_eq!(learner.preload(&root, 2).len(), 3);
    assert_eq!(learner.preload(&root, 3).len(), 4);
    let mut d4 = root.clone();
    d4.play_uci("d2d4", false).unwrap();
    learner.record(searched(&d4, 5, 9));
    learner.commit_move().unwrap();
    assert_eq!(learner.preload(&root, 1).len(), 3);
}

#[test]
fn record_then_commit_merges_and_counts() {
    let path = scratch("learner");
    let learner = Learner::open(&LearnConfig {
        path: path.clone(),
        mode: LearnMode::On,
        ..LearnConfig::default()
    })
    .unwrap();
    let pos = Position::startpos();
    assert_eq!(learner.record(searched(&pos, 10, 8)), RecordOutcome::Queued);
    assert_eq!(learner.record(searched(&pos, 40, 8)), RecordOutcome::Queued);
    assert_eq!(learner.record(searched(&pos, 90, 6)), RecordOutcome::Queued);
    let report = learner.commit_move().unwrap();
    assert_eq!((report.inserted, report.updated), (1, 2));
    let e = learner.probe(&pos).unwrap();
    // Equal depth 8: exact 10 and exact 40 contradict; the shallower 90 does not count.
    assert!(!e.window.is_consistent());
    assert_eq!(e.window.bound(), Bound::None);
    assert_eq!(e.hits(), 3);
    assert_eq!(e.depth, 8);
    learner.record(searched(&pos, 55, 9));
    learner.commit_move().unwrap();
    let e = learner.probe(&pos).unwrap();
    assert_eq!((e.window.bound(), e.hits()), (Bound::Exact(55), 4));
}

#[test]
fn importing_every_edge_case_file() {
    let dir = Path::new("../shared/data/pgn/edge-cases");
    if !dir.is_dir() {
        skip(format!("PGN data not found at {}", dir.display()));
        return;
    }
    // (file, games read, games skipped, positions learned: those with a move and the last);
    // positions stop at a null move.
    let expected = [
        ("anastasian-lewis.pgn", 1, 0, 82),
        ("antichess-programfox.pgn", 0, 2, 0),
        ("chessbase-empty-line.pgn", 1, 0, 135),
        ("cutechess-fischerrandom.pgn", 4, 0, 400),
        ("kasparov-deep-blue-1997.pgn", 6, 0, 525),
        ("knightvuillaume-jannlee-zh-lichess.pgn", 0, 1, 0),
        ("molinari-bordais-1979.pgn", 1, 0, 11),
        ("nepomniachtchi-liren-game1.pgn", 1, 0, 98),
        ("saturs-jannlee-zh-lichess.pgn", 0, 1, 0),
        ("stockfish-learning.pgn", 1, 0, 155),
        ("uci-moves.pgn", 1, 0, 114),
        ("utf8-bom.pgn", 2, 0, 0),
    ];
    let path = scratch("import-edge");
    let mut store = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    for (file, games, skipped, positions) in expected {
        let f = std::fs::File::open(dir.join(file)).unwrap();
        let mut warnings = Vec::new();
        let r = import::import_pgn(
            &mut store,
            std::io::BufReader::new(f),
            1000,
            |_| {},
            |w| warnings.push(w),
        )
        .unwrap();
        assert_eq!(
            (r.games, r.skipped_games, r.positions, r.games_with_errors),
            (games, skipped, positions, 0),
            "{file}"
        );
        assert_eq!(warnings.len() as u64, skipped, "{file}: {warnings:?}");
        assert!(warnings.iter().all(|w| w.contains("unsupported variant")));
        // Every learned position gives back a legal move, Chess960 castling included.
        let f = std::fs::File::open(dir.join(file)).unwrap();
        for item in slate::pgn::PgnReader::new(std::io::BufReader::new(f)) {
            let slate::pgn::PgnItem::Game(g) = item.unwrap() else {
                continue;
            };
            let mut pos = g.start.clone();
            for ply in g.plies.iter().map_while(|p| p.mv) {
                let e = store.probe(&pos).unwrap().expect("learned");
                assert!(e.best_move_in(&pos).is_some(), "{file}");
                pos.play(ply);
            }
        }
    }
    assert_eq!(store.verify(|_| {}).unwrap(), Vec::<String>::new());
}

#[test]
fn stale_creation_leftovers_are_swept() {
    let path = scratch("sweep");
    let dir = path.parent().unwrap();
    let old = dir.join("learn.sqlite.creating-1-2");
    let old_journal = dir.join("learn.sqlite.creating-1-2-journal");
    let fresh = dir.join("learn.sqlite.creating-3-4");
    let unrelated = dir.join("other.sqlite.creating-1-2");
    for p in [&old, &old_journal, &fresh, &unrelated] {
        std::fs::write(p, b"x").unwrap();
    }
    let an_hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    for p in [&old, &old_journal, &unrelated] {
        std::fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_modified(an_hour_ago)
            .unwrap();
    }
    drop(Store::open(&path, Access::ReadWrite, &opts()).unwrap());
    assert!(!old.exists() && !old_journal.exists());
    assert!(fresh.exists(), "a creation may be in progress");
    assert!(unrelated.exists(), "another store's files are not ours");
}

#[test]
fn commits_are_answered_while_entries_stream_in() {
    // While entries stream in, the writer polls the queue instead of sleeping on it; a commit
    // asked for meanwhile must still be answered, and every entry queued must reach the store.
    let path = scratch("writer-stream");
    let config = LearnConfig {
        path: path.clone(),
        mode: LearnMode::On,
        ..LearnConfig::default()
    };
    let learner = Learner::open(&config).unwrap();
    let mut n = 0;
    for _ in 0..5 {
        let until = std::time::Instant::now() + Duration::from_millis(100);
        while std::time::Instant::now() < until {
            learner.record(synthetic_entry(12, n));
            n += 1;
            if n % 64 == 0 {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        let report = learner.commit_within(Duration::from_secs(10));
        assert!(matches!(report, Some(Ok(_))), "{report:?}");
    }
    learner.commit_move().unwrap();
    let queued = learner.writer_counters().queued;
    assert!(queued > 0);
    drop(learner);
    let s = Store::open(&path, Access::ReadOnly, &opts()).unwrap();
    assert_eq!(s.len().unwrap(), queued);
}

#[test]
fn version_3_stores_keep_their_tallies_as_points_only() {
    let path = scratch("migrate-v3");
    let pos = Position::startpos();
    let mut e = searched(&pos, 20, 7);
    // Six games at 7 half-points, as schema 3 kept them (points only), and 4 hits.
    e.tallies = vec![Tally {
        hits: 4,
        games: 6,
        points: 7,
        ..Tally::default()
    }];
    {
        let mut s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
        s.record_batch(std::slice::from_ref(&e)).unwrap();
        let replica = s.replica();
        drop(s);
        let c = Connection::open(&path).unwrap();
        let mut old = Vec::new();
        old.extend_from_slice(&replica.to_le_bytes());
        for v in [4u32, 6, 7] {
            old.extend_from_slice(&v.to_le_bytes());
        }
        c.execute("UPDATE entries SET tallies = ?1", [&old])
            .unwrap();
        c.pragma_update(None, "user_version", 3).unwrap();
    }
    let check = |s: &Store| {
        let got = s.lookup(e.key, e.check).unwrap().unwrap();
        let r = got.record();
        assert_eq!((r.wins, r.draws, r.losses), (0, 0, 0), "no result invented");
        assert_eq!((r.points_only_games, r.points_only_points), (6, 7));
        assert_eq!((got.hits(), got.games(), got.points()), (4, 6, 7));
    };
    // A read-only engine reads a version-3 store as it is, and leaves it alone.
    let before = file_state(&path);
    check(&Store::open(&path, Access::ReadOnly, &opts()).unwrap());
    assert_eq!(file_state(&path), before);

    let mut s = Store::open(&path, Access::ReadWrite, &opts()).unwrap();
    assert_eq!(s.info().unwrap().schema_version, 4);
    check(&s);
    let blob: Vec<u8> = Connection::open(&path)
        .unwrap()
        .query_row("SELECT tallies FROM entries", [], |r| r.get(0))
        .unwrap();
    assert_eq!(blob.len() % 2, 1, "rewritten in the form of schema 4");
    // A game recorded now keeps its result beside the points-only games.
    let mut game = LearnEntry::blank(&pos, Origin::Learned, 1);
    game.tallies = vec![Tally::game(Outcome::Loss, TallySource::Own)];
    s.record_batch(&[game]).unwrap();
    let r = s.lookup(e.key, e.check).unwrap().unwrap().record();
    assert_eq!(
        (r.wins, r.draws, r.losses, r.points_only_games),
        (0, 0, 1, 6)
    );
    assert_eq!((r.games(), r.points()), (7, 7));
    assert_eq!(s.verify(|_| {}).unwrap(), Vec::<String>::new());
}
