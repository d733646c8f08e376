//! Persistent analysis is never made worse (issue 62): a search restricted by `searchmoves`, the
//! lines of MultiPV after the first, a shallower search and implausible imported depths leave
//! the stored root as the deepest full search left it.

mod common;

use slate::board::{Move, Position, move_from_uci};
use slate::learn::*;
use slate::search::{Limits, SearchControl, SearchOptions};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("reliable-analysis-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn after_e4() -> Position {
    let mut pos = Position::startpos();
    let e4 = move_from_uci(pos.board(), "e2e4", false).unwrap();
    pos.play(e4);
    pos
}

/// A search in a fresh process (searcher) of the same store, committed.
fn search_fresh(store: &Path, root: &Position, limits: Limits, multipv: usize) {
    let mut s = common::persisting_searcher(store, true);
    let options = SearchOptions {
        multipv,
        report: false,
        ..SearchOptions::default()
    };
    s.search(
        root,
        &[],
        limits,
        options,
        Arc::new(SearchControl::default()),
    );
    s.learner().commit_move().unwrap();
}

fn stored_root(store: &Path, root: &Position) -> LearnEntry {
    let probe = Store::open(store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    probe.probe(root).unwrap().expect("the root is stored")
}

/// What a stored result says: its move, window and depth (a search that meets it again may
/// write it back unchanged, with a new time).
fn result(e: &LearnEntry) -> (u16, Window, u8) {
    (e.best_move, e.window, e.depth)
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

#[test]
fn restricted_multipv_and_shallower_searches_never_replace_the_stored_root() {
    let store = scratch("root").join("a.sqlite");
    let root = after_e4();
    search_fresh(&store, &root, depth(11), 1);
    let deep = stored_root(&store, &root);
    assert_eq!(deep.depth, 11);
    // Only one reply allowed, which the full search did not choose (g6, as in the audit).
    let g6 = move_from_uci(root.board(), "g7g6", false).unwrap();
    let other: Move = match pack_move(g6) == deep.best_move {
        false => g6,
        true => root.legal_moves()[0],
    };
    // Stored a second later: at equal depth the newer entry's move wins in the store.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let restricted = Limits {
        searchmoves: vec![other],
        ..depth(6)
    };
    search_fresh(&store, &root, restricted, 1);
    assert_eq!(
        result(&stored_root(&store, &root)),
        result(&deep),
        "after searchmoves"
    );
    std::thread::sleep(std::time::Duration::from_millis(1100));
    search_fresh(&store, &root, depth(6), 4);
    assert_eq!(
        result(&stored_root(&store, &root)),
        result(&deep),
        "after MultiPV 4"
    );
    // The stored analysis still answers a full search at once, with the deep move.
    let mut s = common::persisting_searcher(&store, true);
    let r = s.search_depth(&root, 11);
    assert_eq!((r.depth, r.nodes), (11, 0));
    assert_eq!(r.best.map(pack_move), Some(deep.best_move));
}

#[test]
fn a_restricted_search_stores_its_real_results_below_the_root() {
    // The nodes below a restricted root are searched with all their moves: what they prove is
    // true wherever they are met, so they are kept (tagged with the root).
    let store = scratch("below").join("a.sqlite");
    let root = after_e4();
    let g6 = move_from_uci(root.board(), "g7g6", false).unwrap();
    let restricted = Limits {
        searchmoves: vec![g6],
        ..depth(8)
    };
    search_fresh(&store, &root, restricted, 1);
    let probe = Store::open(&store, Access::ReadOnly, &StoreOptions::default()).unwrap();
    assert!(probe.probe(&root).unwrap().is_none(), "no root entry");
    let mut child = root.clone();
    child.play(g6);
    let below = probe
        .probe(&child)
        .unwrap()
        .expect("the node after g6 is kept");
    assert!(below.depth >= 5, "{below:?}");
    assert!(!probe.analysis_nodes(root.key(), 5).unwrap().is_empty());
}

#[test]
fn a_stored_depth_no_search_reaches_is_not_resumed() {
    // A store whose root says depth 255 (no search goes past 124): before, every later search
    // answered "depth 255, nodes 0" at once and `go infinite` never searched.
    let store = scratch("deep").join("a.sqlite");
    let root = after_e4();
    search_fresh(&store, &root, depth(8), 1);
    let e = stored_root(&store, &root);
    common::damage_entry(&store, e.key, e.check, "depth = 255");
    let mut s = common::persisting_searcher(&store, true);
    let r = s.analyse(
        &root,
        Limits {
            nodes: Some(20_000),
            ..Limits::default()
        },
    );
    assert!(
        r.nodes > 0 && r.depth <= 124,
        "depth {} nodes {}",
        r.depth,
        r.nodes
    );
}
