//! The search's side of the learning store: at the start of a search, learned results for the
//! root and the positions near it go into the transposition table as protected `Learned` entries
//! with their windows widened by a fuzz term; at the end, a root whose score fell is recorded.

use super::Searcher;
use super::score::DRAW;
use crate::board::{Move, Position};
use crate::learn::{
    Bound, LearnEntry, Learner, RootSearchSummary, ScorePath, StoreDecision, StorePolicy, Window,
    score_to_entry, should_store, unpack_move,
};
use crate::tt::Origin;

/// The evaluation's version, stored with every learned score: entries from an older evaluation
/// lose to newer ones when stores are merged. Bump it when the evaluation changes materially.
pub const EVAL_VERSION: u32 = 2;

/// How far from the root learned entries are loaded.
const PRELOAD_PLIES: u32 = 2;

/// The learning settings of the UCI options.
#[derive(Clone, Copy, Debug)]
pub struct LearnSettings {
    pub policy: StorePolicy,
    /// Centipawns each bounded end of a learned window is widened by (not for mates).
    pub fuzz: i32,
    /// Bebe's variant: store every root of the game, not only those whose score fell.
    pub every_root: bool,
}

impl Default for LearnSettings {
    fn default() -> Self {
        Self {
            policy: StorePolicy::default(),
            fuzz: 20,
            every_root: false,
        }
    }
}

/// What the learning side remembers between the searches of one game.
#[derive(Default)]
pub(super) struct LearnState {
    /// The final score of our previous search, from our point of view.
    pub previous_score: Option<i32>,
    /// Best score of every completed iteration of the current search.
    pub iteration_scores: Vec<i32>,
}

impl Searcher {
    pub fn learner(&self) -> &Learner {
        &self.learner
    }

    /// Replaces the learning store (after the `Learning`, `Learning File` or capacity options
    /// changed). The old store's pending entries are committed first.
    pub fn set_learner(&mut self, learner: Learner) -> crate::learn::LearnResult<()> {
        let committed = self.learner.commit_move();
        self.learner = learner;
        committed.map(|_| ())
    }

    pub fn set_learn_settings(&mut self, settings: LearnSettings) {
        self.learn_settings = settings;
    }

    /// A new game (UCI `ucinewgame`): every piece of search state is reset, so that a game
    /// depends only on its positions, the options and the learning store, never on the games the
    /// process played before.
    pub fn new_game(&mut self) {
        self.clear();
        self.learn_state = LearnState::default();
    }

    /// Loads learned entries near `root` into the transposition table; returns how many.
    pub(super) fn preload_learned(&mut self, root: &Position) -> usize {
        if self.learner.mode() == crate::learn::LearnMode::Off {
            return 0;
        }
        let mut loaded = 0;
        for entry in self.learner.preload(root, PRELOAD_PLIES) {
            let window = if entry.origin == crate::learn::Origin::Tablebase {
                entry.window
            } else {
                entry.window.widened(self.learn_settings.fuzz)
            };
            if matches!(window.bound(), Bound::None) {
                continue;
            }
            // Learned mate scores count from the entry's own position, as the table's do.
            self.tt.store(
                entry.key,
                0,
                unpack_move(entry.best_move),
                window.lower,
                window.upper,
                entry.depth as i32,
                Origin::Learned,
            );
            loaded += 1;
        }
        loaded
    }

    /// After a search: records the root when its score fell (Slate 1987, Crafty).
    pub(super) fn learn_from_search(
        &mut self,
        root: &Position,
        best: Option<Move>,
        score: i32,
        depth: i32,
    ) {
        let previous = self.learn_state.previous_score.replace(score);
        if self.learner.mode() != crate::learn::LearnMode::On || depth < 1 {
            return;
        }
        let scores = &self.learn_state.iteration_scores;
        let earlier = &scores[..scores.len().saturating_sub(1)];
        let summary = RootSearchSummary {
            final_score: score,
            iteration_scores: earlier,
            previous_move_score: previous,
            already_stored: false,
        };
        let fell = matches!(
            should_store(&self.learn_settings.policy, &summary),
            StoreDecision::Store { .. }
        );
        if !fell && !self.learn_settings.every_root {
            return;
        }
        // A draw score may come from a repetition or the 50-move rule inside the tree: such scores
        // belong to the path, not the position, and are not kept.
        let path = if score == DRAW {
            ScorePath::Dependent
        } else {
            ScorePath::Independent
        };
        let window = Window::exact(score_to_entry(score, 0));
        if let Ok(entry) =
            LearnEntry::from_search(root, best, window, depth.min(255) as u8, EVAL_VERSION, path)
        {
            self.learner.record(entry);
        }
    }
}
