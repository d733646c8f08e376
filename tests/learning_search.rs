//! The learning store seen from the search: learned windows steer the search, a lost game is not
//! played again, a won one is, and a game whose result is unclear teaches nothing.

mod common;

use common::play_game;
use slate::board::{Move, Position, move_from_uci};
use slate::learn::{
    GameResult, LearnConfig, LearnEntry, LearnMode, Learner, Outcome, ScorePath, Tally,
    TallySource, Window,
};
use slate::search::{EVAL_VERSION, Limits, SearchControl, SearchOptions, Searcher};
use std::path::PathBuf;
use std::sync::Arc;

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

/// Plays a short "game" from `start`: the engine searches each of its roots to `depth` and plays
/// its move; a deterministic opponent (no learning, a fresh table every move) answers from a
/// search to depth 4. Returns the engine's moves.
/// A rook against a queen: the engine (White) is lost from the first move.
const LOST: &str = "4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1";
/// A queen against a rook: the engine (White) wins.
const WON: &str = "4k3/8/8/3r4/8/8/8/Q3K3 w - - 0 1";

#[test]
fn a_lost_game_is_not_played_again_a_won_one_is() {
    let path = scratch("games.sqlite");
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&path, LearnMode::On)).unwrap();
    s.set_learn_settings(slate::search::LearnSettings {
        // One lost game must be enough to change the first move for this test.
        penalty_cp: 1000,
        ..Default::default()
    });
    let lost = Position::from_fen(LOST).unwrap();
    let won = Position::from_fen(WON).unwrap();

    let first_won = play_game(&mut s, &won, 3, 6);
    let lesson = s.new_game();
    assert_eq!(lesson.result, Some(GameResult::Win));
    let first_lost = play_game(&mut s, &lost, 3, 6);
    let lesson = s.new_game();
    assert_eq!(lesson.result, Some(GameResult::Loss));
    assert!(lesson.entries >= 3, "{lesson:?}");
    s.learner().commit_move().unwrap();

    // The positions the lost game's moves led to carry the loss; the won game's carry a win.
    let mut after = lost.clone();
    after.play(first_lost[0]);
    let e = s.learner().probe(&after).expect("the loss was recorded");
    assert_eq!((e.games(), e.points()), (1, 2));

    assert_eq!(
        play_game(&mut s, &won, 3, 6),
        first_won,
        "a won game is kept"
    );
    s.new_game();
    let again = play_game(&mut s, &lost, 3, 6);
    assert_ne!(again[0], first_lost[0], "a lost game is not replayed");
}

#[test]
fn a_game_whose_result_is_unclear_teaches_nothing() {
    let path = scratch("unclear.sqlite");
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&path, LearnMode::On)).unwrap();
    let level = Position::startpos();
    let first = play_game(&mut s, &level, 3, 5);
    let lesson = s.new_game();
    assert_eq!((lesson.result, lesson.entries), (None, 0));
    s.learner().commit_move().unwrap();
    assert!(s.learner().store().unwrap().is_empty().unwrap());
    assert_eq!(play_game(&mut s, &level, 3, 5), first);
}

#[test]
fn a_position_from_another_game_ends_the_game_in_the_journal() {
    let path = scratch("follow.sqlite");
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&path, LearnMode::On)).unwrap();
    let lost = Position::from_fen(LOST).unwrap();
    play_game(&mut s, &lost, 3, 5);
    // No `ucinewgame`: the next game simply starts. Its first search ends the lost game.
    play_game(&mut s, &Position::startpos(), 1, 3);
    s.learner().commit_move().unwrap();
    assert!(!s.learner().store().unwrap().is_empty().unwrap());
    // Read-only never writes: a lost game there records nothing.
    let path = scratch("follow-ro.sqlite");
    drop(open(&path, LearnMode::On));
    let mut reader = Searcher::new(8).unwrap();
    reader
        .set_learner(open(&path, LearnMode::ReadOnly))
        .unwrap();
    play_game(&mut reader, &lost, 3, 5);
    assert_eq!(reader.new_game().entries, 0);
    assert!(
        open(&path, LearnMode::ReadOnly)
            .store()
            .unwrap()
            .is_empty()
            .unwrap()
    );
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

#[test]
fn another_engines_entries_reach_the_preload_at_the_next_game() {
    let path = scratch("two-engines.sqlite");
    let root = Position::startpos();
    let e4 = move_from_uci(root.board(), "e2e4", false).unwrap();
    let mut after = root.clone();
    after.play(e4);
    let mut mine = Searcher::new(8).unwrap();
    mine.set_learner(open(&path, LearnMode::On)).unwrap();
    // A second engine learns into the same store after the first one opened it.
    let other = open(&path, LearnMode::On);
    let entry = LearnEntry::from_search(
        &after,
        None,
        Window::exact(-300),
        30,
        EVAL_VERSION,
        ScorePath::Independent,
    )
    .unwrap();
    other.record(entry);
    other.commit_move().unwrap();
    // Direct probes see it at once; the preload's key filter only after the next new game.
    assert!(mine.learner().probe(&after).is_some());
    assert!(mine.learner().preload(&root, 1).is_empty());
    mine.new_game();
    assert_eq!(mine.learner().preload(&root, 1).len(), 1);
}

/// A lost game's lesson is an upper bound for the side that lost: loaded as written where Slate
/// is to move in it (two plies on), never one ply on, where the opponent is to move (it would
/// change the play of the side that won, met with the other colour).
#[test]
fn a_lesson_is_loaded_only_where_the_engine_is_to_move() {
    let path = scratch("same-side.sqlite");
    let root = Position::startpos();
    let mut one = root.clone();
    one.play(move_from_uci(root.board(), "a2a3", false).unwrap());
    let mut two = one.clone();
    two.play(move_from_uci(one.board(), "a7a6", false).unwrap());
    {
        let learner = open(&path, LearnMode::On);
        for pos in [&one, &two] {
            let mut lesson = LearnEntry::from_search(
                pos,
                None,
                Window::at_most(-100),
                40,
                EVAL_VERSION,
                ScorePath::Independent,
            )
            .unwrap();
            lesson.origin = slate::learn::Origin::Learned;
            learner.record(lesson);
        }
        learner.commit_move().unwrap();
    }
    let reader = open(&path, LearnMode::ReadOnly);
    assert_eq!(reader.preload(&root, 2).len(), 2);
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(reader).unwrap();
    s.search_depth(&root, 4);
    let learned = |pos: &Position| {
        s.tt.probe(pos.key(), 0)
            .filter(|e| e.origin == slate::tt::Origin::Learned)
    };
    assert!(learned(&one).is_none(), "the opponent's lesson was loaded");
    let two_plies = learned(&two).expect("Slate's own lesson two plies on is loaded");
    // Not widened by the fuzz, and nothing said about the other side of the window.
    assert_eq!(two_plies.upper, -100);
    assert!(two_plies.lower < -30_000, "{two_plies:?}");
}

/// Records `wins` games that Slate won after `mv` from `root` (its own games: a loss for the
/// opponent to move in the position the move leads to).
fn record_wins(path: &std::path::Path, root: &Position, mv: Move, wins: u32) {
    let learner = open(path, LearnMode::On);
    let mut after = root.clone();
    after.play(mv);
    for _ in 0..wins {
        let mut e = LearnEntry::blank(&after, slate::learn::Origin::Learned, EVAL_VERSION);
        e.tallies = vec![Tally::game(Outcome::Loss, TallySource::Own)];
        learner.record(e);
    }
    learner.commit_move().unwrap();
}

fn search_with(s: &mut Searcher, root: &Position, limits: Limits) -> slate::search::SearchResult {
    s.new_game();
    s.search(
        root,
        &[],
        limits,
        SearchOptions {
            report: false,
            ..SearchOptions::default()
        },
        Arc::new(SearchControl::default()),
    )
}

#[test]
fn a_line_won_before_is_favoured_on_a_clock_and_played_at_once_when_its_record_is_clear() {
    let root = Position::startpos();
    let clock = || Limits {
        movetime: Some(1500),
        ..Limits::default()
    };
    let nodes = || Limits {
        nodes: Some(200_000),
        ..Limits::default()
    };
    let mut plain = Searcher::new(8).unwrap();
    let own = search_with(&mut plain, &root, nodes()).best.unwrap();
    // A move the engine does not choose by itself, but not a bad one.
    let nf3 = move_from_uci(root.board(), "g1f3", false).unwrap();
    let d4 = move_from_uci(root.board(), "d2d4", false).unwrap();
    let other = if own == nf3 { d4 } else { nf3 };

    // One win: a bonus on a clock (the engine keeps the line), but no instant move.
    let one = scratch("one-win.sqlite");
    record_wins(&one, &root, other, 1);
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&one, LearnMode::ReadOnly)).unwrap();
    let r = search_with(&mut s, &root, clock());
    assert_eq!(r.best, Some(other), "a won line is kept on a clock");
    assert!(
        r.depth > 8,
        "one win is not clear: a full search ({})",
        r.depth
    );
    // With a node limit the search is reproducible and replays a won line by itself: no bonus,
    // the same move and the same tree as without the store.
    let counted = search_with(&mut s, &root, nodes());
    let alone = search_with(&mut plain, &root, nodes());
    assert_eq!((counted.best, counted.nodes), (alone.best, alone.nodes));

    // Two wins and no loss: played after the short search.
    let two = scratch("two-wins.sqlite");
    record_wins(&two, &root, other, 2);
    let mut s = Searcher::new(8).unwrap();
    s.set_learner(open(&two, LearnMode::ReadOnly)).unwrap();
    let r = search_with(&mut s, &root, clock());
    assert_eq!((r.best, r.depth), (Some(other), 8), "an instant move");
    // Not with a node limit, nor with the option off.
    let r = search_with(&mut s, &root, nodes());
    assert!(r.depth > 8, "{}", r.depth);
    s.set_learn_settings(slate::search::LearnSettings {
        instant: false,
        ..Default::default()
    });
    let r = search_with(&mut s, &root, clock());
    assert!(r.depth > 8, "{}", r.depth);
}
