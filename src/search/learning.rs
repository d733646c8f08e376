//! The search's side of the learning store.
//!
//! - At the start of every search, learned windows of the root and the positions near it go into
//!   the transposition table as protected `Learned` entries (widened by the fuzz term), and each
//!   root move gets a penalty from the results recorded for the position it leads to
//!   ([`crate::learn::move_penalty`]).
//! - During a game, every root searched with learning on is kept in a journal.
//! - When the game ends (`ucinewgame`, `quit`, or a position from another game), its result is
//!   inferred from the journal and its lesson goes to the store ([`crate::learn::game`]): a won or
//!   drawn game changes nothing it would play again; a lost one charges its moves from a few moves
//!   before the score turned.

use super::{RootMove, Searcher};
use crate::board::{Move, Position};
use crate::learn::{
    Bound, GameResult, LearnEntry, LearnMode, Learner, LessonSettings, RootRecord, ScorePath,
    Window, clearly_good, infer_result, lesson, move_bonus, move_penalty, score_to_entry,
    unpack_move,
};
use crate::tt::Origin;
use std::time::Duration;

/// The evaluation's version, stored with every learned score: entries from an older evaluation
/// lose to newer ones when stores are merged. Bump it when the evaluation changes materially.
pub const EVAL_VERSION: u32 = 14;

/// How far from the root learned entries are loaded.
const PRELOAD_PLIES: u32 = 2;

/// How long a new game waits for the previous game's lesson to reach the disk, so that the next
/// game already sees it. Beyond it (another process holds the store's lock) the game goes on
/// and the lesson is written when the lock frees.
const LESSON_WAIT: Duration = Duration::from_millis(500);

/// The learning settings of the UCI options.
#[derive(Clone, Copy, Debug)]
pub struct LearnSettings {
    /// Centipawns a lost game's backed-up value must lie below the search score for the root's
    /// window to be stored (`Learning Threshold`).
    pub threshold_cp: i32,
    /// Centipawns each end of a learned value's window is widened by (not for mates, nor for
    /// one-sided bounds).
    pub fuzz: i32,
    /// Centipawns taken off a root move per net lost game recorded after it
    /// (`Learning Penalty`); 0 turns the experience off.
    pub penalty_cp: i32,
    /// Centipawns added to a root move per net won game recorded after it (`Learning Bonus`,
    /// at most two games counted); 0 turns it off.
    pub bonus_cp: i32,
    /// Slate's first moves of a game that every result reaches (`Learning Early Moves`).
    pub early_roots: usize,
    /// Play a move whose own record is clearly good after a short search only
    /// (`Experience Instant`), when the move is on a clock.
    pub instant: bool,
    /// Own games a move needs before its record can make it an instant move
    /// (`Experience Min Games`).
    pub instant_min_games: u64,
    /// Bebe's variant: store every root of the game as it is searched.
    pub every_root: bool,
}

impl Default for LearnSettings {
    fn default() -> Self {
        Self {
            threshold_cp: 33,
            fuzz: 20,
            penalty_cp: 60,
            bonus_cp: 30,
            early_roots: 4,
            instant: true,
            instant_min_games: 2,
            every_root: false,
        }
    }
}

/// What the store's results say about a root's moves (see [`Searcher::apply_experience`]).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Experience {
    /// Root moves that lost before and carry a penalty.
    pub penalised: usize,
    /// Root moves that won before and carry a bonus.
    pub favoured: usize,
    /// A move whose own record is clearly good: played after a short search that agrees.
    pub instant: Option<Move>,
}

/// What the learning side remembers between the searches of one game.
#[derive(Default)]
pub(super) struct LearnState {
    /// The roots of the current game searched with learning on, in order.
    journal: Vec<RootRecord>,
}

/// What a finished game taught, for the `info string` a GUI shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLesson {
    /// The game's result from Slate's view, when it is known.
    pub result: Option<GameResult>,
    /// Positions Slate searched in the game.
    pub roots: usize,
    /// Entries written to the store.
    pub entries: usize,
}

impl Searcher {
    /// The learning store in use.
    pub fn learner(&self) -> &Learner {
        &self.learner
    }

    /// Replaces the learning store (after the `Learning`, `Learning File` or capacity options
    /// changed). The old store's pending entries are written in the background (without making
    /// the caller wait for another process's lock); the current game's journal is dropped, since
    /// half a game teaches nothing.
    pub fn set_learner(&mut self, learner: Learner) -> crate::learn::LearnResult<()> {
        let old = self.take_learner();
        self.learner = learner;
        if old.mode() != LearnMode::Off {
            let closing = std::thread::Builder::new()
                .name("slate-learn-close".into())
                .spawn(move || {
                    old.close_within(Duration::MAX);
                });
            if let Err(e) = closing {
                return Err(e.into());
            }
        }
        Ok(())
    }

    /// Takes the learning store out (leaving learning off), for closing it with a time limit.
    pub fn take_learner(&mut self) -> Learner {
        self.learn_state = LearnState::default();
        std::mem::replace(&mut self.learner, Learner::off())
    }

    /// Changes the learning settings (threshold, fuzz, penalty, every root).
    pub fn set_learn_settings(&mut self, settings: LearnSettings) {
        self.learn_settings = settings;
    }

    /// A new game (UCI `ucinewgame`): the finished game's lesson goes to the store, then every
    /// piece of search state is reset, so that a game depends only on its positions, the options
    /// and the learning store, never on the games the process played before.
    pub fn new_game(&mut self) -> GameLesson {
        let lesson = self.finish_game();
        self.clear();
        self.learner.refresh_filter();
        lesson
    }

    /// Ends the game in the journal: infers its result and records its lesson. Called by
    /// [`Searcher::new_game`], at `quit`, and when a search starts from another game.
    pub fn finish_game(&mut self) -> GameLesson {
        let journal = std::mem::take(&mut self.learn_state.journal);
        let result = infer_result(&journal);
        let mut entries = 0;
        if let Some(result) = result {
            let settings = LessonSettings {
                threshold_cp: self.learn_settings.threshold_cp,
                eval_version: EVAL_VERSION,
                early_roots: self.learn_settings.early_roots,
            };
            for e in lesson(&journal, result, &settings) {
                self.learner.record(e);
                entries += 1;
            }
            if entries > 0 {
                // Not waited for here (the command loop never waits for the store): the next
                // search waits briefly for it. Errors are the writer's to report.
                self.learner.commit_lesson();
            }
        }
        GameLesson {
            result,
            roots: journal.len(),
            entries,
        }
    }

    /// Loads learned entries near `root` into the transposition table; returns how many. Those a
    /// server sends after the search has started are taken between iterations
    /// ([`Searcher::take_late_preload`]).
    pub(super) fn preload_learned(&mut self, root: &Position) -> usize {
        self.pending_preload = None;
        if self.game_learning_mode() == LearnMode::Off {
            return 0;
        }
        // The last game's lesson, so that this game sees it (on the search thread: the command
        // loop stays responsive even when another process holds the store's lock).
        self.learner.await_lesson(LESSON_WAIT);
        let preload = self.learner.preload_parts(root, PRELOAD_PLIES);
        let loaded = self.load_learned(root, preload.now);
        self.pending_preload = preload.later;
        loaded
    }

    /// Between iterations: the learned entries a server sent after the search started, put into
    /// the table. Returns how many.
    pub(super) fn take_late_preload(&mut self, root: &Position) -> usize {
        let Some(pending) = self.pending_preload.as_mut() else {
            return 0;
        };
        let entries = pending.try_take();
        if pending.is_done() {
            self.pending_preload = None;
        }
        entries.map_or(0, |e| self.load_learned(root, e))
    }

    fn load_learned(&mut self, root: &Position, entries: Vec<crate::learn::LearnEntry>) -> usize {
        if entries.is_empty() {
            return 0;
        }
        let mut loaded = 0;
        // A lesson is what the side that lost learned about its own positions: it is loaded where
        // the engine is to move in them (the root, two plies on), not one ply on, where the
        // opponent is to move: there it would change the play of the side that won, met from
        // the other colour (the same opening with colours reversed).
        let opponents: Vec<u64> = root
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut child = root.clone();
                child.play(mv);
                child.key()
            })
            .collect();
        for entry in entries {
            // Persisted analysis comes back through its own preload (`analysis`), when enabled.
            if entry.origin == crate::learn::Origin::Analysis {
                continue;
            }
            if entry.origin == crate::learn::Origin::Learned && opponents.contains(&entry.key) {
                continue;
            }
            // The fuzz makes a learned value an interval; a one-sided bound (a lost game's lesson:
            // worth at most this to the loser) stays as strong as it was written.
            let one_sided = matches!(entry.window.bound(), Bound::Lower(_) | Bound::Upper(_));
            let window = if entry.origin == crate::learn::Origin::Tablebase || one_sided {
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

    /// Sets each root move's penalty (a bonus is a negative penalty) from the results recorded
    /// after it. Returns how many moves carry a penalty and how many a bonus, and the move whose
    /// own record is clearly good enough to be played after a short search (the experience
    /// book's instant move), if any. The positions are probed directly (not through the key
    /// filter), so another process's lessons count as soon as they are on disk.
    pub(super) fn apply_experience(
        &self,
        root: &Position,
        root_moves: &mut [RootMove],
    ) -> Experience {
        let mut experience = Experience::default();
        let settings = &self.learn_settings;
        if self.game_learning_mode() == LearnMode::Off
            || (settings.penalty_cp <= 0 && settings.bonus_cp <= 0 && !settings.instant)
        {
            return experience;
        }
        let on_clock = self.on_the_clock(root.side_to_move());
        let mut best_instant: Option<(f64, Move)> = None;
        for rm in root_moves.iter_mut() {
            let mut child = root.clone();
            child.play(rm.mv);
            let entry = self.learner.probe(&child);
            let penalty = move_penalty(entry.as_ref(), settings.penalty_cp.max(0));
            // A search limited by nodes or depth replays a won line by itself (it is
            // reproducible); there a bonus would only change the tree it replays.
            let bonus = if on_clock {
                move_bonus(entry.as_ref(), settings.bonus_cp.max(0))
            } else {
                0
            };
            rm.penalty = penalty - bonus;
            experience.penalised += usize::from(rm.penalty > 0);
            experience.favoured += usize::from(rm.penalty < 0);
            if settings.instant
                && on_clock
                && let Some(e) = &entry
            {
                let own = e.own_record().flipped();
                if clearly_good(&own, settings.instant_min_games) {
                    let lower = own.score_lower_bound(crate::learn::EXPERIENCE_Z);
                    if best_instant.is_none_or(|(b, _)| lower > b) {
                        best_instant = Some((lower, rm.mv));
                    }
                }
            }
        }
        // A penalised move is never an instant move, whatever its own record says.
        experience.instant = best_instant
            .map(|(_, mv)| mv)
            .filter(|mv| root_moves.iter().any(|rm| rm.mv == *mv && rm.penalty <= 0));
        experience
    }

    /// Before a search: a root that does not continue the journal's game ends that game. A
    /// single root missing from the game's history (a ponder miss, a take-back) is only dropped.
    pub(super) fn follow_game(&mut self, game_keys: &[u64]) {
        let journal = &mut self.learn_state.journal;
        let kept = journal
            .iter()
            .take_while(|r| game_keys.contains(&r.position.key()))
            .count();
        match journal.len() - kept {
            0 => {}
            1 => {
                journal.pop();
            }
            _ => {
                self.finish_game();
            }
        }
    }

    /// After a search: the root joins the game's journal (learning on, a game move rather than
    /// analysis); with `Learning Every Root` it is also stored at once.
    pub(super) fn learn_from_search(
        &mut self,
        root: &Position,
        game_keys: &[u64],
        best: Option<Move>,
        score: i32,
        depth: i32,
        lost_before: bool,
    ) {
        if self.game_learning_mode() != LearnMode::On || depth < 1 || self.limits.infinite {
            return;
        }
        let Some(best) = best else {
            return;
        };
        self.learn_state.journal.push(RootRecord {
            position: root.with_state(),
            played: best,
            score,
            depth,
            lost_before,
            history: game_keys.to_vec(),
        });
        if self.learn_settings.every_root && !self.restricted_root {
            // A draw score may come from a repetition or the 50-move rule inside the tree: such
            // scores belong to the path, not the position, and are not kept.
            let path = if score == super::score::DRAW {
                ScorePath::Dependent
            } else {
                ScorePath::Independent
            };
            let window = Window::exact(score_to_entry(score, 0));
            if let Ok(entry) = LearnEntry::from_search(
                root,
                Some(best),
                window,
                depth.min(255) as u8,
                EVAL_VERSION,
                path,
            ) {
                self.learner.record(entry);
            }
        }
    }
}
