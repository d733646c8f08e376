//! The store's rules, written once against [`LearnStore`] and checked on both backends: an
//! SQLite file and a PostgreSQL server the test starts itself. The server part skips (with a
//! message) only where PostgreSQL's binaries are absent.

mod common;

use common::pg_cluster::Cluster;
use slate_learn::ordering::OrderingSnapshot;
use slate_learn::server::{ServerStore, ServerUrl};
use slate_learn::synthetic::synthetic_entry;
use slate_learn::{
    Access, AnalysisTag, KnownPosition, LearnEntry, LearnStore, RootOrdering, Store, StoreOptions,
    Tally, merge_into,
};

/// An entry of synthetic stream `seed` at a chosen depth, with one hit.
fn at_depth(seed: u64, n: u64, depth: u8) -> LearnEntry {
    let mut e = synthetic_entry(seed, n);
    e.depth = depth;
    e
}

fn with_game(mut e: LearnEntry, points: u32) -> LearnEntry {
    let mut t = Tally::hit();
    t.hits = 0;
    t.games = 1;
    t.points = points;
    match points {
        2 => t.wins = 1,
        1 => t.draws = 1,
        _ => t.losses = 1,
    }
    e.tallies = vec![t];
    e
}

fn check(store: &mut dyn LearnStore, rule: &str) {
    let problems = store.verify().unwrap();
    assert!(
        problems.is_empty(),
        "{rule} on {}: verify found {problems:?}",
        store.location()
    );
}

/// A deeper result replaces a shallower one; the same engine's tallies add up.
fn deeper_kept_tallies_added(store: &mut dyn LearnStore) {
    let shallow = with_game(at_depth(1, 0, 4), 2);
    let mut deep = with_game(at_depth(1, 0, 9), 0);
    deep.best_move ^= 0x0100;
    store
        .record_tagged(std::slice::from_ref(&shallow), &[], &[], &[])
        .unwrap();
    store
        .record_tagged(std::slice::from_ref(&deep), &[], &[], &[])
        .unwrap();
    store
        .record_tagged(std::slice::from_ref(&shallow), &[], &[], &[])
        .unwrap();
    let e = store.lookup(deep.key, deep.check).unwrap().unwrap();
    let at = store.location();
    assert_eq!((e.depth, e.best_move), (9, deep.best_move), "{at}");
    assert_eq!(
        (e.games(), e.points()),
        (3, 4),
        "{at}: games and points add up"
    );
    check(store, "deeper_kept_tallies_added");
}

/// Merging the same entries twice counts nothing twice.
fn merge_twice_counts_once(store: &mut dyn LearnStore) {
    let other: Vec<LearnEntry> = (0..50).map(|n| with_game(at_depth(2, n, 6), 1)).collect();
    store.merge_batch(&other).unwrap();
    let r = store.merge_batch(&other).unwrap();
    assert_eq!((r.inserted, r.updated), (0, 50), "{}", store.location());
    for o in &other {
        let e = store.lookup(o.key, o.check).unwrap().unwrap();
        assert_eq!(e.games(), 1, "{}: counted once", store.location());
    }
    check(store, "merge_twice_counts_once");
}

/// Analysis: tags, positions and histories come back in one recall; forgetting a root's last
/// tagged entry drops its history.
fn analysis_comes_back(store: &mut dyn LearnStore) {
    let root = 0x1234_5678_9abc_def0_u64;
    let other_root = 0x0fed_cba9_8765_4321_u64;
    let nodes: Vec<LearnEntry> = (0..40).map(|n| at_depth(3, n, (n % 20) as u8)).collect();
    let tags: Vec<AnalysisTag> = nodes.iter().map(|e| AnalysisTag::of(root, e)).collect();
    let known = KnownPosition {
        key: nodes[0].key,
        check: nodes[0].check,
        fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1".into(),
    };
    let mut snapshot = OrderingSnapshot::default();
    snapshot.butterfly[77] = 1234;
    let deep = RootOrdering {
        root,
        depth: 20,
        snapshot: snapshot.clone(),
    };
    let shallow = RootOrdering {
        root,
        depth: 8,
        snapshot: OrderingSnapshot::default(),
    };
    store
        .record_tagged(
            &nodes,
            &tags,
            std::slice::from_ref(&known),
            std::slice::from_ref(&deep),
        )
        .unwrap();
    // A later, shorter look does not replace the deeper history.
    store.merge_orderings(&[shallow]).unwrap();
    let at = store.location();
    let recall = store.analysis_recall(&[other_root, root], 2, 10).unwrap();
    let mut depths: Vec<u8> = recall.nodes.iter().map(|n| n.depth).collect();
    depths.sort_unstable();
    assert_eq!(
        depths,
        [
            10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19
        ],
        "{at}"
    );
    assert_eq!(
        recall.ordering.as_ref(),
        Some(&deep),
        "{at}: the deeper history"
    );
    // Only the first `ordering_roots` roots may give the history.
    let later = store.analysis_recall(&[other_root, root], 1, 10).unwrap();
    assert_eq!(later.ordering, None, "{at}");
    assert_eq!(later.nodes.len(), 20, "{at}");
    assert_eq!(store.known_positions().unwrap(), vec![known], "{at}");
    for e in &nodes {
        assert!(store.forget(e.key, e.check).unwrap(), "{at}");
    }
    let gone = store.analysis_recall(&[root], 1, 0).unwrap();
    assert!(
        gone.nodes.is_empty() && gone.ordering.is_none(),
        "{at}: {gone:?}"
    );
    assert!(store.known_positions().unwrap().is_empty(), "{at}");
    let mut histories = 0;
    store
        .for_each_ordering(&mut |_| {
            histories += 1;
            Ok(())
        })
        .unwrap();
    assert_eq!(histories, 0, "{at}: the history went with the last tag");
    check(store, "analysis_comes_back");
}

/// Pruning by depth, then down to a count of the most valuable.
fn prune_by_depth_and_count(store: &mut dyn LearnStore) {
    let before = store.len().unwrap();
    let batch: Vec<LearnEntry> = (0..100)
        .map(|n| at_depth(4, n, 30 + (n % 10) as u8))
        .collect();
    store.record_tagged(&batch, &[], &[], &[]).unwrap();
    let low: Vec<LearnEntry> = (0..30).map(|n| at_depth(5, n, 1)).collect();
    store.record_tagged(&low, &[], &[], &[]).unwrap();
    let pruned = store.prune(Some(2), None, None).unwrap();
    let at = store.location();
    assert!(pruned >= 30, "{at}: {pruned}");
    assert!(
        low.iter()
            .all(|e| store.lookup(e.key, e.check).unwrap().is_none()),
        "{at}"
    );
    let left = store.len().unwrap();
    assert!(left >= 100 && left <= before + 100, "{at}: {left}");
    store.prune(None, None, Some(50)).unwrap();
    assert_eq!(store.len().unwrap(), 50, "{at}");
    // The deepest stay.
    let mut kept = 0;
    for e in &batch {
        if let Some(s) = store.lookup(e.key, e.check).unwrap() {
            assert!(s.depth >= 35, "{at}: depth {} kept", s.depth);
            kept += 1;
        }
    }
    assert_eq!(kept, 50, "{at}");
    check(store, "prune_by_depth_and_count");
}

/// Beyond its capacity a store evicts the shallowest.
fn eviction_by_capacity(store: &mut dyn LearnStore) {
    assert_eq!(store.capacity(), 1000, "{}", store.location());
    store.prune(None, None, Some(0)).unwrap();
    for chunk in 0..4u64 {
        let batch: Vec<LearnEntry> = (chunk * 300..chunk * 300 + 300)
            .map(|n| at_depth(6, n, (n % 12 + 1) as u8))
            .collect();
        store.record_tagged(&batch, &[], &[], &[]).unwrap();
    }
    let at = store.location();
    assert_eq!(store.len().unwrap(), 1000, "{at}");
    let mut shallowest = u8::MAX;
    store
        .for_each_entry(&mut |e| {
            shallowest = shallowest.min(e.depth);
            Ok(())
        })
        .unwrap();
    assert_eq!(shallowest, 3, "{at}: depths 1 and 2 (200 entries) went");
    check(store, "eviction_by_capacity");
}

/// Text that would end a quoted string or a dollar-quoted body in SQL is only ever a value.
fn hostile_text_is_a_value(store: &mut dyn LearnStore) {
    let e = at_depth(7, 0, 12);
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 '; DROP TABLE entries; -- $$ $x$ \" \\";
    store
        .record_tagged(
            std::slice::from_ref(&e),
            &[],
            &[KnownPosition {
                key: e.key,
                check: e.check,
                fen: fen.into(),
            }],
            &[],
        )
        .unwrap();
    let back = store.known_positions().unwrap();
    assert!(
        back.iter().any(|k| k.fen == fen),
        "{}: {back:?}",
        store.location()
    );
    assert!(store.lookup(e.key, e.check).unwrap().is_some());
    check(store, "hostile_text_is_a_value");
}

/// A rule of the store, checked on one backend.
type Rule = fn(&mut dyn LearnStore);

const RULES: &[(&str, Rule)] = &[
    ("deeper_kept_tallies_added", deeper_kept_tallies_added),
    ("merge_twice_counts_once", merge_twice_counts_once),
    ("analysis_comes_back", analysis_comes_back),
    ("prune_by_depth_and_count", prune_by_depth_and_count),
    ("hostile_text_is_a_value", hostile_text_is_a_value),
    ("eviction_by_capacity", eviction_by_capacity),
];

fn file_store(dir: &std::path::Path, name: &str) -> Store {
    Store::open(
        &dir.join(format!("{name}.sqlite")),
        Access::ReadWrite,
        &StoreOptions {
            capacity: 1000,
            ..StoreOptions::default()
        },
    )
    .unwrap()
}

fn server_store(pg: &Cluster, name: &str) -> ServerStore {
    let url = ServerUrl::parse(&format!("{}?schema={name}", pg.super_url())).unwrap();
    let mut s = ServerStore::connect(&url).unwrap();
    s.set_capacity(1000).unwrap();
    s
}

#[test]
fn every_rule_holds_on_a_file_and_on_a_server() {
    let dir = tempfile_dir("both");
    let pg = Cluster::start("both_backends");
    for (name, rule) in RULES {
        rule(&mut file_store(&dir, name));
        if let Some(pg) = &pg {
            rule(&mut server_store(pg, name));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_pushed_to_a_server_and_pulled_back_is_the_same_store() {
    let Some(pg) = Cluster::start("push_pull") else {
        return;
    };
    let dir = tempfile_dir("push_pull");
    let mut file = file_store(&dir, "laptop");
    let nodes: Vec<LearnEntry> = (0..200).map(|n| with_game(at_depth(8, n, 9), 1)).collect();
    let tags: Vec<AnalysisTag> = nodes
        .iter()
        .take(50)
        .map(|e| AnalysisTag::of(99, e))
        .collect();
    let ordering = RootOrdering {
        root: 99,
        depth: 14,
        snapshot: OrderingSnapshot::default(),
    };
    let known = KnownPosition {
        key: nodes[0].key,
        check: nodes[0].check,
        fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".into(),
    };
    file.record_tagged(&nodes, &tags, &[known], &[ordering])
        .unwrap();
    let mut server = server_store(&pg, "shared");
    let up = merge_into(&mut file, &mut server, 64, |_| {}).unwrap();
    assert_eq!(
        (up.inserted, up.tags, up.orderings, up.positions),
        (200, 50, 1, 1)
    );
    // Twice: nothing counted twice.
    merge_into(&mut file, &mut server, 64, |_| {}).unwrap();
    let mut back = file_store(&dir, "desktop");
    merge_into(&mut server, &mut back, 64, |_| {}).unwrap();
    let dump = |s: &mut dyn LearnStore| {
        let mut entries = Vec::new();
        s.for_each_entry(&mut |e| {
            entries.push((e.key, e.check, e.depth, e.best_move, e.games(), e.points()));
            Ok(())
        })
        .unwrap();
        let mut tags = Vec::new();
        s.for_each_tag(&mut |t| {
            tags.push(t);
            Ok(())
        })
        .unwrap();
        let mut orderings = Vec::new();
        s.for_each_ordering(&mut |o| {
            orderings.push((o.root, o.depth, o.snapshot.encode()));
            Ok(())
        })
        .unwrap();
        // A server orders keys as signed numbers: compare as sets.
        entries.sort_unstable();
        tags.sort_unstable();
        orderings.sort_unstable();
        let mut known = s.known_positions().unwrap();
        known.sort_by_key(|k| (k.key, k.check));
        (entries, tags, orderings, known)
    };
    let original = dump(&mut file);
    for (name, store) in [
        ("server", &mut server as &mut dyn LearnStore),
        ("pulled file", &mut back),
    ] {
        let copy = dump(store);
        assert!(copy.0 == original.0, "{name}: entries differ");
        assert!(copy.1 == original.1, "{name}: tags differ");
        assert!(copy.2 == original.2, "{name}: move orderings differ");
        assert_eq!(copy.3, original.3, "{name}: positions");
    }
    check(&mut server, "push_pull");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_server_store_of_version_1_is_migrated_in_place() {
    let Some(pg) = Cluster::start("migration") else {
        return;
    };
    // Version 1's tables, as Slate of session 48 made them, with two entries and a tally.
    pg.sql(
        "CREATE SCHEMA old;
         CREATE TABLE old.meta (name text PRIMARY KEY, value text NOT NULL);
         CREATE TABLE old.entries (
             key bigint NOT NULL, chk bigint NOT NULL, move int NOT NULL,
             lower int NOT NULL, upper int NOT NULL, depth smallint NOT NULL, ply int NOT NULL,
             origin smallint NOT NULL, eval_version bigint NOT NULL,
             created bigint NOT NULL, updated bigint NOT NULL, PRIMARY KEY (key, chk));
         CREATE TABLE old.tallies (
             key bigint NOT NULL, chk bigint NOT NULL, replica bigint NOT NULL,
             source smallint NOT NULL, hits bigint NOT NULL, games bigint NOT NULL,
             points bigint NOT NULL, wins bigint NOT NULL, draws bigint NOT NULL,
             losses bigint NOT NULL, PRIMARY KEY (key, chk, replica, source));
         CREATE TABLE old.batches (
             replica bigint NOT NULL, seq bigint NOT NULL, PRIMARY KEY (replica, seq));
         INSERT INTO old.meta VALUES ('schema_version', '1');
         INSERT INTO old.entries VALUES (11, 1, 100, -5, -5, 8, 3, 0, 1, 0, 0),
                                        (12, 2, 101, 7, 7, 9, 4, 0, 1, 0, 0);
         INSERT INTO old.tallies VALUES (11, 1, 5, 0, 3, 2, 2, 1, 0, 1);
         CREATE ROLE guest LOGIN PASSWORD 'guest';
         GRANT USAGE ON SCHEMA old TO guest;
         GRANT SELECT ON ALL TABLES IN SCHEMA old TO guest;",
    );
    // A role that may only read cannot migrate: it reads the entries as they are.
    let guest = ServerUrl::parse(&format!("{}?schema=old", pg.url("guest", "guest"))).unwrap();
    let mut read = ServerStore::connect(&guest).unwrap();
    assert_eq!(
        (read.schema_version(), read.access()),
        (1, Access::ReadOnly)
    );
    assert_eq!(read.lookup(11, 1).unwrap().unwrap().games(), 2);
    assert!(read.analysis_recall(&[11], 1, 0).unwrap().nodes.is_empty());
    // The owner's first connection migrates.
    let owner = ServerUrl::parse(&format!("{}?schema=old", pg.super_url())).unwrap();
    let mut store = ServerStore::connect(&owner).unwrap();
    assert_eq!(store.schema_version(), 2);
    assert_eq!(store.len().unwrap(), 2);
    assert_eq!(store.lookup(11, 1).unwrap().unwrap().games(), 2);
    assert_eq!(store.verify().unwrap(), Vec::<String>::new());
    let uses: i64 = pg
        .client()
        .query_one("SELECT uses FROM old.entries WHERE key = 11", &[])
        .unwrap()
        .get(0);
    assert_eq!(uses, 5, "hits and games of the old tallies");
    // And it is a full store now: analysis is kept.
    let e = at_depth(9, 0, 10);
    store
        .record_tagged(
            std::slice::from_ref(&e),
            &[AnalysisTag::of(77, &e)],
            &[],
            &[],
        )
        .unwrap();
    assert_eq!(store.analysis_recall(&[77], 1, 0).unwrap().nodes.len(), 1);
    // Connecting again migrates nothing twice.
    let mut again = ServerStore::connect(&owner).unwrap();
    assert_eq!(again.len().unwrap(), 3);
    assert_eq!(again.verify().unwrap(), Vec::<String>::new());
}

fn tempfile_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-both-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_first_part_of_a_server_recall_is_the_roots_own_entries_in_milliseconds() {
    let Some(pg) = Cluster::start("recall_head") else {
        return;
    };
    let mut store = server_store(&pg, "head");
    store.set_capacity(1_000_000).unwrap();
    // A deep analysis of one root: the root's own entry and 100 000 nodes below it.
    let root_entry = at_depth(9, 0, 24);
    let root = root_entry.key;
    let nodes: Vec<LearnEntry> = (1..100_000)
        .map(|n| at_depth(9, n, (n % 20) as u8))
        .collect();
    for chunk in std::iter::once(&[root_entry.clone()][..]).chain(nodes.chunks(10_000)) {
        let tags: Vec<AnalysisTag> = chunk.iter().map(|e| AnalysisTag::of(root, e)).collect();
        store.record_tagged(chunk, &tags, &[], &[]).unwrap();
    }
    // A position never analysed (a learned entry), and one analysed in the root's tree only.
    let unanalysed = at_depth(10, 0, 30);
    store
        .record_batch(std::slice::from_ref(&unanalysed))
        .unwrap();
    let roots = [root, unanalysed.key, nodes[5].key];
    let start = std::time::Instant::now();
    let head = store.analysis_recall_head(&roots, 1).unwrap();
    let took = start.elapsed();
    let mut keys: Vec<u64> = head.nodes.iter().map(|n| n.key).collect();
    keys.sort_unstable();
    let mut analysed = vec![root, nodes[5].key];
    analysed.sort_unstable();
    assert_eq!(keys, analysed, "what an analysis holds, and nothing else");
    assert_eq!(head.nodes.iter().map(|n| n.depth).max(), Some(24));
    // Below the depth asked for, nothing.
    assert!(
        store
            .analysis_recall_head(&roots, 25)
            .unwrap()
            .nodes
            .is_empty()
    );
    // The second part holds the whole tree.
    let start = std::time::Instant::now();
    let trees = store.analysis_recall(&roots, 0, 0).unwrap();
    let trees_took = start.elapsed();
    assert_eq!(trees.nodes.len(), 100_000);
    eprintln!("head {took:?}, trees {trees_took:?}");
    // Looked up by key, not found by reading the root's tags (a plan that hashes them takes
    // a third of the whole transfer), measured side by side so that a loaded machine slows both.
    assert!(
        took * 10 < trees_took,
        "head {took:?}, trees {trees_took:?}"
    );
}
