//! The learning store seen from the search: learned windows steer the search, and a root whose
//! score falls is written to the store.

use slate::board::{Position, move_from_uci};
use slate::learn::{LearnConfig, LearnEntry, LearnMode, Learner, ScorePath, Window};
use slate::search::{EVAL_VERSION, Searcher};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-learning-search-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn open(path: &std::path::Path, mode: LearnMode) -> Learner {
    Learner::open(&LearnConfig {
        path: path.to_path_buf(),
        mode,
        ..LearnConfig::default()
    })
    .unwrap()
}

#[test]
fn a_learned_window_steers_the_search() {
    let path = scratch("steer.sqlite");
    let root = Position::startpos();
    let a3 = move_from_uci(root.board(), "a2a3", false).unwrap();
    let mut after = root.clone();
    after.play(a3);
    // An earlier game "found" that after 1.a3 Black is lost: -600 for Black, searched deep.
    {
        let learner = open(&path, LearnMode::On);
        let entry = LearnEntry::from_search(
            &after,
            None,
            Window::exact(-600),
            40,
            EVAL_VERSION,
            ScorePath::Independent,
        )
        .unwrap();
        learner.record(entry);
        learner.commit_move().unwrap();
    }
    let mut plain = Searcher::new(8).unwrap();
    let without = plain.search_depth(&root, 5);
    assert_ne!(
        without.best,
        Some(a3),
        "1.a3 is not the engine's own choice"
    );

    let mut learning = Searcher::new(8).unwrap();
    let reader = open(&path, LearnMode::ReadOnly);
    assert_eq!(reader.preload(&root, 1).len(), 1);
    learning.set_learner(reader).unwrap();
    let with = learning.search_depth(&root, 5);
    let learned = learning.tt.probe(after.key(), 1).expect("preloaded");
    assert_eq!((learned.lower, learned.upper), (-620, -580));
    assert_eq!(with.best, Some(a3));
    // The learned window, widened by the default fuzz of 20, bounds the score.
    assert!((580..=620).contains(&with.score), "score {}", with.score);
}

#[test]
fn a_falling_score_is_recorded() {
    let path = scratch("record.sqlite");
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&path, LearnMode::On)).unwrap();
    // White's rook is attacked twice and defended once... a position where the shallow score is
    // too optimistic is hard to pick by hand, so play two searches: the first sets the
    // expectation for the next move's search, the second, in a much worse position, falls.
    let good = Position::from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").unwrap();
    let bad = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let first = s.search_depth(&good, 4);
    assert!(first.score > 500);
    s.search_depth(&bad, 4);
    s.learner().commit_move().unwrap();
    // The bare-kings position scores a draw, which may be path-dependent and is not stored; a
    // fall to a real score is.
    let worse = Position::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1").unwrap();
    s.search_depth(&good, 4);
    let fallen = s.search_depth(&worse, 4);
    s.learner().commit_move().unwrap();
    let stored = s
        .learner()
        .probe(&worse)
        .expect("the fallen root was stored");
    assert_eq!(stored.window, Window::exact(fallen.score));
    assert!(
        s.learner().probe(&bad).is_none(),
        "draw scores are not learned"
    );
    // Read-only never writes: a search there records nothing.
    let mut reader = Searcher::new(8).unwrap();
    reader
        .set_learner(open(&path, LearnMode::ReadOnly))
        .unwrap();
    let other = Position::from_fen("4k3/8/8/8/8/8/8/rr2K3 w - - 0 1").unwrap();
    reader.search_depth(&good, 4);
    reader.search_depth(&other, 4);
    let check = open(&path, LearnMode::ReadOnly);
    assert!(check.probe(&other).is_none());
}

#[test]
fn every_root_mode_stores_steady_roots_too() {
    let path = scratch("every.sqlite");
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&path, LearnMode::On)).unwrap();
    s.set_learn_settings(slate::search::LearnSettings {
        every_root: true,
        ..Default::default()
    });
    let pos = Position::from_fen("4k3/8/8/8/8/8/3P4/Q3K3 w - - 0 1").unwrap();
    let r = s.search_depth(&pos, 4);
    s.learner().commit_move().unwrap();
    let stored = s.learner().probe(&pos).expect("every root is stored");
    assert_eq!(stored.window, Window::exact(r.score));
    assert_eq!(stored.depth, 4);
}
