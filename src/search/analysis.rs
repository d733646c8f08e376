//! Persistent analysis (Rybka's "persistent hash" for people analysing in a GUI).
//!
//! With the UCI option `Persistent Analysis` on, every search hands the writer thread
//! - each transposition-table result at least `Persistent Write Depth` plies deep, as it is stored
//!   (one comparison per node when off or below the depth; no allocation when recorded), and
//! - the nodes of the principal variation after every iteration at least that deep,
//!
//! each tagged with the key of the search's root. At the start of a search the entries tagged with
//! the root, with the roots in the game history just before it, and with the roots within two plies
//! of it, at least `Persistent Play Depth` deep, go back into the transposition table as ordinary
//! search entries: a position analysed before, the next one in its variation, or the one before
//! it, continues where the earlier analysis stopped, in this process or a later one. The
//! move-ordering history of the deepest iteration is kept with each root and comes back with its
//! entries (see [`crate::learn::ordering`]). Loaded
//! entries carry the table origin `Analysis`: deep enough, they may cut at PV nodes (as learned
//! ones do), so a variation analysed before is not walked again node by node.

use super::score::{DRAW, INFINITY};
use super::{RootMove, Searcher};
use crate::board::{Move, Position};
use crate::learn::{
    AnalysisRecall, LearnEntry, LearnMode, Origin as StoreOrigin, Recall, SCORE_INF, Window,
    pack_move, score_to_entry, unpack_move,
};
use crate::tt::Origin;
use std::path::Path;

/// How many positions of the game history before the root count as nearby analysis roots.
const HISTORY_ROOTS: usize = 4;
/// How far from the root (in plies) other analysis roots are loaded.
const NEARBY_PLIES: u32 = 2;

/// The persistent-analysis settings of the UCI options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PersistSettings {
    /// `Persistent Analysis`: write deep results to the store and read them back.
    pub enabled: bool,
    /// `Persistent Write Depth`: results at least this deep are written.
    pub write_depth: i32,
    /// `Persistent Play Depth`: stored analysis entries at least this deep are loaded.
    pub play_depth: i32,
    /// The store is open for persistent analysis only (`Learning off`): game learning stays off.
    pub store_for_analysis_only: bool,
}

impl Default for PersistSettings {
    fn default() -> Self {
        Self {
            enabled: false,
            write_depth: 5,
            play_depth: 1,
            store_for_analysis_only: false,
        }
    }
}

/// The search's persistent-analysis state.
#[derive(Clone, Copy, Debug)]
pub(super) struct Persist {
    pub settings: PersistSettings,
    /// The depth from which results are written in this search; `i32::MAX` when nothing is.
    pub from_depth: i32,
    /// The key of this search's root, which its entries are tagged with.
    pub root: u64,
    /// `Load Hash` filled the table with earlier results: roots are resumed and cut lines
    /// completed as with persistent analysis, until the table is cleared.
    pub hash_loaded: bool,
}

impl Default for Persist {
    fn default() -> Self {
        Self {
            settings: PersistSettings::default(),
            from_depth: i32::MAX,
            root: 0,
            hash_loaded: false,
        }
    }
}

impl Searcher {
    /// Changes the persistent-analysis settings.
    pub fn set_persist_settings(&mut self, settings: PersistSettings) {
        self.persist.settings = settings;
    }

    /// The persistent-analysis settings in use.
    pub fn persist_settings(&self) -> PersistSettings {
        self.persist.settings
    }

    /// `Save Hash`: the transposition table to `path` (see [`crate::tt::TranspositionTable::save`]).
    pub fn save_hash(&self, path: &Path) -> Result<u64, crate::tt::HashFileError> {
        self.tt.save(path)
    }

    /// `Load Hash`: the entries of a saved table join this one as analysis (see
    /// [`crate::tt::TranspositionTable::load_until`]); a root whose result they hold is resumed at
    /// its depth. `stop` abandons the load.
    pub fn load_hash(
        &mut self,
        path: &Path,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Result<u64, crate::tt::HashFileError> {
        let result = self.tt.load_until(path, stop);
        let loaded = match &result {
            Ok(n) => *n,
            Err(crate::tt::HashFileError::Stopped { loaded, .. }) => *loaded,
            Err(_) => 0,
        };
        self.persist.hash_loaded |= loaded > 0;
        result
    }

    /// Whether the table may hold analysis to resume from: persistent analysis is on, or a
    /// saved table was loaded.
    fn resumes_analysis(&self) -> bool {
        (self.persist.settings.enabled && self.learner.mode() != LearnMode::Off)
            || self.persist.hash_loaded
    }

    /// The learning mode game learning sees: off when the store is open only for analysis.
    pub(super) fn game_learning_mode(&self) -> LearnMode {
        if self.persist.settings.store_for_analysis_only {
            LearnMode::Off
        } else {
            self.learner.mode()
        }
    }

    /// At the start of a search: arms the writing, and loads the persisted analysis of the root
    /// and of the roots near it into the table. Returns how many entries were loaded.
    pub(super) fn preload_analysis(&mut self, root: &Position, game_keys: &[u64]) -> usize {
        let s = self.persist.settings;
        self.persist.root = root.key();
        self.persist.from_depth = if s.enabled && self.learner.mode() == LearnMode::On {
            s.write_depth.max(1)
        } else {
            i32::MAX
        };
        if !s.enabled || self.learner.mode() == LearnMode::Off {
            return 0;
        }
        let mut roots = vec![root.key()];
        roots.extend(game_keys.iter().rev().take(HISTORY_ROOTS));
        // The move order comes from the root's own analysis or, stepping forward, from that of a
        // position just before it in the game; not from the positions after it: a step back
        // searched with the history of the line it left was slower (docs/learning.md).
        let ordering_roots = roots.len();
        let mut frontier = vec![root.clone()];
        for _ in 0..NEARBY_PLIES {
            let mut next = Vec::new();
            for pos in &frontier {
                for mv in pos.legal_moves() {
                    let mut child = pos.clone();
                    child.play(mv);
                    roots.push(child.key());
                    next.push(child);
                }
            }
            frontier = next;
        }
        let min_depth = s.play_depth.clamp(0, 255) as u8;
        let Recall { now, later } = self
            .learner
            .analysis_recall(&roots, ordering_roots, min_depth);
        self.pending_recall = later;
        self.load_recall(now, true)
    }

    /// Puts recalled analysis into the table and, when `with_ordering`, its move-ordering
    /// history into the search's; returns how many entries were loaded.
    pub(super) fn load_recall(&mut self, recall: AnalysisRecall, with_ordering: bool) -> usize {
        let mut loaded = 0;
        for e in recall.nodes {
            // A depth no search reaches is a broken record (see `resume_stored`).
            if !e.window.is_consistent() || e.depth as i32 > super::MAX_DEPTH {
                continue;
            }
            loaded += 1;
            // Entry scores count mates from the entry's own position, as the table's do.
            self.tt.store(
                e.key,
                0,
                unpack_move(e.best_move),
                e.window.lower.max(-INFINITY),
                e.window.upper.min(INFINITY),
                e.depth as i32,
                Origin::Analysis,
            );
        }
        // History is by side and squares, so it carries to the next position. Halved as a new
        // search halves its own.
        if let (Some(o), true) = (recall.ordering, with_ordering) {
            self.history.restore(&o.snapshot);
            self.history.new_search();
            self.correction.restore(&o.snapshot.correction);
            for helper in &mut self.helpers {
                helper.history.restore(&o.snapshot);
                helper.history.new_search();
                helper.correction.restore(&o.snapshot.correction);
            }
        }
        loaded
    }

    /// Between iterations: the analysis a server sent after the search started, put into the
    /// table (its move-ordering history is left: the search's own is fresher by now). Returns
    /// how many entries came.
    pub(super) fn take_late_recall(&mut self) -> usize {
        let Some(pending) = self.pending_recall.as_mut() else {
            return 0;
        };
        let recall = pending.try_take();
        if pending.is_done() {
            self.pending_recall = None;
        }
        recall.map_or(0, |r| self.load_recall(r, false))
    }

    /// With persistent analysis on (or after `Load Hash`), a root the table already knows from an
    /// earlier analysis (its exact score and best move at some depth, loaded from the store or a
    /// hash file, or left by an earlier search of this session) is resumed where that analysis stopped: the known move goes first with its
    /// score and line, and the depth it was searched to is returned, to be reported as completed
    /// at once (a user who returns to a position sees the depth reached before, then the next).
    pub(super) fn resume_stored(
        &self,
        root: &Position,
        root_moves: &mut [RootMove],
    ) -> Option<i32> {
        if !self.resumes_analysis()
            || self.options.multipv > 1
            || !self.limits.searchmoves.is_empty()
        {
            return None;
        }
        let e = self.tt.probe(root.key(), 0)?;
        let i = root_moves.iter().position(|r| Some(r.mv) == e.mv)?;
        // Deeper than any search goes is no real result (a broken import): resumed, it would
        // report that depth and never search again.
        if !e.is_exact()
            || e.depth < 2
            || e.depth as i32 > super::MAX_DEPTH
            || e.lower.abs() >= INFINITY
        {
            return None;
        }
        root_moves[..=i].rotate_right(1);
        self.order_by_stored_children(root, &mut root_moves[1..]);
        let known = &mut root_moves[0];
        known.score = super::penalised(e.lower, known.penalty);
        known.pv = vec![known.mv];
        self.complete_pv(root, &mut known.pv);
        known.seldepth = e.depth as usize;
        Some(e.depth as i32)
    }

    /// The other root moves of a resumed analysis, in the order its last iteration left them:
    /// best proven score first (from the children's entries), moves without an entry last in
    /// their present order. A cold search's later iterations find the moves in that order, and
    /// the root's reductions depend on it.
    fn order_by_stored_children(&self, root: &Position, moves: &mut [RootMove]) {
        let proven = |mv: Move| {
            let mut child = root.clone();
            child.play(mv);
            self.tt
                .probe(child.key(), 1)
                .filter(|e| e.depth > 0)
                .map_or(-INFINITY, |e| -e.upper)
        };
        let mut keyed: Vec<(i32, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, r)| (proven(r.mv), i))
            .collect();
        keyed.sort_by_key(|&(s, i)| (std::cmp::Reverse(s), i));
        let order: Vec<RootMove> = keyed.iter().map(|&(_, i)| moves[i].clone()).collect();
        moves.clone_from_slice(&order);
    }

    /// A principal variation cut short by a persisted entry (they may cut at PV nodes) goes on
    /// along the table's moves, so that the line shown is whole. Only with persistence on or
    /// after `Load Hash`.
    pub(super) fn complete_pv(&self, root: &Position, pv: &mut Vec<Move>) {
        if self.resumes_analysis() {
            let mut pos = root.clone();
            let mut seen = vec![pos.key()];
            for &mv in pv.iter() {
                pos.play(mv);
                seen.push(pos.key());
            }
            while pv.len() < 64 {
                let Some(mv) = self.tt.probe(pos.key(), pv.len()).and_then(|e| e.mv) else {
                    break;
                };
                if !pos.board().is_legal(mv) {
                    break;
                }
                pos.play(mv);
                if seen.contains(&pos.key()) {
                    break;
                }
                seen.push(pos.key());
                pv.push(mv);
            }
        }
    }

    /// Hands one search result to the writer (called for results at least `from_depth` deep).
    #[cold]
    #[inline(never)]
    pub(super) fn persist_node(
        &self,
        pos: &Position,
        ply: usize,
        best: Option<Move>,
        (lower, upper): (i32, i32),
        depth: i32,
        draw: DrawScore,
    ) {
        // A draw score may repeat a position met before the node: it then belongs to the path,
        // not to the position, and is kept only when known to be the position's own. Nothing
        // near the 50-move horizon is kept.
        let path_draw = draw == DrawScore::MayBePath && (lower == DRAW || upper == DRAW);
        if path_draw || pos.halfmove_clock() as i32 + depth >= 100 {
            return;
        }
        let to_entry = |s: i32| {
            if s.abs() >= INFINITY {
                s.signum() * SCORE_INF
            } else {
                score_to_entry(s, ply as u32)
            }
        };
        let mut e = LearnEntry::blank(pos, StoreOrigin::Analysis, super::EVAL_VERSION);
        e.best_move = best.map_or(0, pack_move);
        e.window = Window::between(to_entry(lower), to_entry(upper));
        e.depth = depth.clamp(0, 255) as u8;
        self.learner.record_analysis(e, self.persist.root);
    }

    /// After an iteration of at least the write depth: the nodes of its principal variation,
    /// whatever their depth, so that the line shown comes back whole.
    pub(super) fn persist_pv(&self, root: &Position, pv: &[Move], depth: i32) {
        if depth < self.persist.from_depth {
            return;
        }
        // The root's FEN, so that `slate learn export --format epd` can write the analysis.
        self.learner
            .record_position(crate::learn::KnownPosition::of(root));
        self.learner.record_ordering(crate::learn::RootOrdering {
            root: self.persist.root,
            depth: depth.clamp(0, 255) as u8,
            snapshot: self.history.snapshot(self.correction.snapshot()),
        });
        let own_draw_until = own_draw_until(root, pv);
        let mut pos = root.clone();
        for (ply, &mv) in pv.iter().enumerate() {
            // Only what a search of the whole position proved goes to the store: nothing of a
            // root restricted by `searchmoves`, and only entries whose move is the line's. A
            // shallower result may have left its move in a deeper entry (for move ordering); the
            // pair is no one search's result, and stored it would replace the deeper move. An
            // entry loaded from the store is such a pair or unchanged: it is only tagged.
            let whole = ply > 0 || !self.restricted_root;
            let entry = self.tt.probe(pos.key(), ply).filter(|_| whole);
            if entry.is_some_and(|e| e.origin == Origin::Analysis) {
                self.learner.record_tag(crate::learn::AnalysisTag {
                    root: self.persist.root,
                    key: pos.key(),
                    check: crate::learn::position_check(pos.board()),
                });
            } else if let Some(e) = entry.filter(|e| e.mv == Some(mv)) {
                let draw = match own_draw_until {
                    Some(last) if ply <= last => DrawScore::Own,
                    _ => DrawScore::MayBePath,
                };
                let window = (e.lower, e.upper);
                self.persist_node(&pos, ply, e.mv, window, e.depth as i32, draw);
            }
            if !pos.board().is_legal(mv) {
                break;
            }
            pos.play(mv);
        }
    }
}

/// Whether a draw score found at a node is the position's own or may come from its path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DrawScore {
    /// It may repeat a position met before the node (not kept).
    MayBePath,
    /// The line that gives it repeats a position at or after the node, or ends in a dead draw:
    /// wherever the node is met, the same line draws the same way.
    Own,
}

/// A principal variation that draws by repeating one of its own positions (at index `j`, the
/// root being 0) proves the draw for the nodes up to `j`: each of them reaches both occurrences.
/// One that ends without mating material proves it for all of them. `None` otherwise: the line
/// may draw by repeating the game before the root, or was cut short.
pub(super) fn own_draw_until(root: &Position, pv: &[Move]) -> Option<usize> {
    let mut pos = root.clone();
    let mut keys = vec![pos.key()];
    for &mv in pv {
        if !pos.board().is_legal(mv) {
            return None;
        }
        pos.play(mv);
        keys.push(pos.key());
    }
    let last = *keys.last()?;
    if pos.insufficient_material() {
        return Some(pv.len());
    }
    keys[..keys.len() - 1].iter().position(|&k| k == last)
}

#[cfg(test)]
mod tests {
    use super::own_draw_until;
    use crate::board::{Move, Position, move_from_uci};

    fn line(pos: &Position, moves: &str) -> Vec<Move> {
        let mut p = pos.clone();
        moves
            .split_whitespace()
            .map(|t| {
                let mv = move_from_uci(p.board(), t, false).expect("legal test move");
                p.play(mv);
                mv
            })
            .collect()
    }

    #[test]
    fn a_draw_is_the_positions_own_only_up_to_the_repeated_position() {
        let start = Position::startpos();
        // e4 e5, then knights out and back: the line returns to the position after e4 e5 (2).
        let repeat = line(&start, "e2e4 e7e5 g1f3 g8f6 f3g1 f6g8");
        assert_eq!(own_draw_until(&start, &repeat), Some(2));
        // Cut short before it repeats: nothing is proved.
        assert_eq!(own_draw_until(&start, &repeat[..5]), None);
        // Into a dead draw (the king takes the last rook: bishop against king): every node.
        let dead = Position::from_fen("8/8/8/3k4/8/3K4/2r5/1B6 w - - 0 1").unwrap();
        let into_dead = line(&dead, "d3c2 d5d4");
        assert_eq!(own_draw_until(&dead, &into_dead), Some(2));
    }
}
