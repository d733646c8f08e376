//! The search: iterative deepening with aspiration windows over a principal-variation alpha-beta
//! search (see `alphabeta`), MultiPV at the root, and the time and node limits of `go`.

mod alphabeta;
mod analysis;
mod correction;
mod history;
mod learning;
pub mod limits;
mod ordering;
pub mod params;
pub use crate::score;
pub mod see;
pub mod strength;
mod tablebase;
mod threads;
pub mod wdl;

use crate::board::{Move, Piece, Position, Square, move_to_uci};
use crate::eval::Evaluator;
use crate::learn::Learner;
use crate::tt::TranspositionTable;
pub use analysis::PersistSettings;
use correction::Correction;
use history::History;
pub use learning::{EVAL_VERSION, GameLesson, LearnSettings};
pub use limits::{Deadlines, Limits};
pub use params::SearchParams;
use score::{INFINITY, MAX_PLY};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
pub use strength::Strength;
pub use tablebase::{SyzygySettings, TB_WIN};
pub use threads::{MAX_THREADS, SEARCH_STACK_BYTES};

pub use crate::score::MAX_DEPTH;

/// Plies beyond a found mate's length that a timed search goes on looking for a shorter one.
const MATE_MARGIN: i32 = 6;
/// The depth the short search of an experience-book move reaches before the move is played.
const INSTANT_DEPTH: i32 = 8;

/// Shared between the UCI thread and the search: stop requests and the ponder state.
#[derive(Default)]
pub struct SearchControl {
    /// Set by `stop` (or by the engine at `quit`): the search ends as soon as it can.
    pub stop: AtomicBool,
    /// Set while `go ponder` (or `go infinite`) must not end the search on its own.
    pub waiting: AtomicBool,
    /// Set by `ponderhit`: the clock limits start to count from now.
    pub ponderhit: AtomicBool,
}

impl SearchControl {
    /// Has a stop been requested?
    pub fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// Engine settings that change how a search runs.
#[derive(Clone, Debug)]
pub struct SearchOptions {
    /// Principal variations searched and reported (`MultiPV`).
    pub multipv: usize,
    /// Milliseconds kept in reserve per move (`Move Overhead`).
    pub move_overhead: u64,
    /// Castling moves in Chess960 notation (`UCI_Chess960`).
    pub chess960: bool,
    /// Print `info` lines (off for bench and tests).
    pub report: bool,
    /// Add `wdl W D L` to the scores of `info` lines (`UCI_ShowWDL`).
    pub show_wdl: bool,
    /// Play weaker (`UCI_LimitStrength` with `UCI_Elo`); `None` is full strength.
    pub strength: Option<Strength>,
}

impl Default for SearchOptions {
    fn default() -> Self {
        Self {
            multipv: 1,
            move_overhead: 30,
            chess960: false,
            report: true,
            show_wdl: false,
            strength: None,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play; `None` when the root has no legal move (mate or stalemate).
    pub best: Option<Move>,
    /// The expected reply (the principal variation's second move, or the hash table's).
    pub ponder: Option<Move>,
    /// The best move's score in centipawns from the side to move's view; mates as in
    /// [`score`] (see [`score::to_uci`] for the UCI form).
    pub score: i32,
    /// The last completed iteration's depth.
    pub depth: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation, starting with `best` (empty when there is no legal move).
    pub pv: Vec<Move>,
    /// The deepest ply the search reached along the principal variation.
    pub seldepth: usize,
}

#[derive(Clone, Debug)]
struct RootMove {
    mv: Move,
    /// Centipawns taken off this move's score because its line lost before (learning).
    penalty: i32,
    /// The move's score with the penalty taken off: what the root search compares.
    score: i32,
    previous_score: i32,
    pv: Vec<Move>,
    seldepth: usize,
}

impl RootMove {
    /// The score of the last iteration that searched this move fully.
    fn effective_score(&self) -> i32 {
        if self.score == -INFINITY {
            self.previous_score
        } else {
            self.score
        }
    }

    fn new(mv: Move) -> Self {
        Self {
            mv,
            penalty: 0,
            score: -INFINITY,
            previous_score: -INFINITY,
            pv: vec![mv],
            seldepth: 0,
        }
    }
}

#[derive(Clone, Copy, Default)]
struct Frame {
    static_eval: i32,
    /// The move made from this ply, with the piece that made it (for countermoves).
    moved: Option<(Piece, Square)>,
    null_moved: bool,
    /// The hash move a singular-extension search at this ply leaves out.
    excluded: Option<Move>,
    /// Double extensions on the line from the root to this ply.
    double_extensions: u8,
}

/// A single-threaded searcher with its tables. Keep one for a whole game (or many searches):
/// its transposition table and histories carry over from one search to the next until
/// [`Searcher::clear`].
pub struct Searcher {
    /// Shared with the helper threads (`Threads`).
    pub tt: Arc<TranspositionTable>,
    /// The static evaluation with its caches (replace it to change the material settings).
    pub evaluator: Evaluator,
    history: Box<History>,
    correction: Correction,
    lmr: Box<[[u8; 64]; 64]>,
    /// Margins and formulas (`SearchParams::DEFAULT` unless a tuner set them).
    params: SearchParams,
    // Per search:
    control: Arc<SearchControl>,
    options: SearchOptions,
    limits: Limits,
    deadlines: Deadlines,
    start: Instant,
    nodes: u64,
    /// `go nodes`, or no limit: compared on every node so the limit is exact.
    node_limit: u64,
    seldepth: usize,
    stopped: bool,
    /// Keys of the game before the root and of the current search path, for repetitions.
    keys: Vec<u64>,
    frames: [Frame; MAX_PLY + 8],
    pv: Box<[[Option<Move>; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    learner: Learner,
    learn_settings: LearnSettings,
    learn_state: learning::LearnState,
    persist: analysis::Persist,
    /// Analysis a server had not sent when the search started: taken between iterations.
    pending_recall: Option<crate::learn::server::PendingRecall>,
    /// Learned entries a server had not sent when the search started: taken between iterations.
    pending_preload: Option<crate::learn::server::PendingEntries>,
    /// One move list per ply, reused so that the search does not allocate.
    move_lists: Vec<ordering::MoveList>,
    root_depth: i32,
    /// `searchmoves` left some legal root moves out: the root's score is not the position's,
    /// so it is neither stored nor persisted (the nodes below it are searched in full and are).
    restricted_root: bool,
    /// Syzygy tablebases: options and per-search state.
    tb: tablebase::TbState,
    /// Lazy SMP helper threads' searchers (`Threads` − 1 of them); empty on helpers.
    helpers: Vec<Searcher>,
    /// 0 for the main thread, 1… for helpers.
    helper_id: usize,
    /// Helper node counts of the running search (set while helpers run).
    pool: Option<Arc<threads::NodePool>>,
    /// A helper's nodes already added to the pool.
    published: u64,
    /// Moves this thread left for last because another thread was searching them (ABDADA), and
    /// how many of them it came back to (the others fell to a cut-off first).
    deferrals: u64,
    resumed: u64,
    /// What the singular-extension searches decided, since the searcher was made.
    singular: SingularCounts,
}

/// How often each outcome of a singular-extension search came up (for tests and tuning).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SingularCounts {
    /// The hash move extended one ply.
    single: u64,
    /// Extended two plies.
    double: u64,
    /// Searched a ply shallower: not singular, but its bound reaches beta.
    negative: u64,
    /// Another move reaches beta too: the node returned at once.
    multi_cut: u64,
}

impl Searcher {
    /// The search's margins and formulas.
    pub fn params(&self) -> SearchParams {
        self.params
    }

    /// Replaces the search's margins and formulas (a tuner's; helpers take them at the next
    /// search).
    pub fn set_params(&mut self, params: SearchParams) {
        self.params = params;
        self.lmr = params.lmr_table();
        self.history.set_bonus(params);
    }

    /// A searcher with a transposition table of `hash_mb` MB; fails when the memory cannot be had.
    pub fn new(hash_mb: usize) -> Result<Self, crate::tt::HashAllocError> {
        Ok(Self::with_table(Arc::new(TranspositionTable::new(
            hash_mb,
        )?)))
    }

    /// A searcher using the table `tt` (shared with other threads' searchers for Lazy SMP).
    fn with_table(tt: Arc<TranspositionTable>) -> Self {
        let params = SearchParams::DEFAULT;
        Self {
            tt,
            evaluator: Evaluator::default(),
            history: History::new(),
            correction: Correction::new(),
            lmr: params.lmr_table(),
            params,
            control: Arc::new(SearchControl::default()),
            options: SearchOptions::default(),
            limits: Limits::default(),
            deadlines: Deadlines {
                soft: None,
                hard: None,
            },
            start: Instant::now(),
            nodes: 0,
            node_limit: u64::MAX,
            seldepth: 0,
            stopped: false,
            keys: Vec::with_capacity(1024),
            frames: [Frame::default(); MAX_PLY + 8],
            pv: Box::new([[None; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
            learner: Learner::off(),
            learn_settings: LearnSettings::default(),
            learn_state: learning::LearnState::default(),
            persist: analysis::Persist::default(),
            pending_recall: None,
            pending_preload: None,
            move_lists: (0..MAX_PLY + 8)
                .map(|_| ordering::MoveList::new())
                .collect(),
            root_depth: 0,
            restricted_root: false,
            tb: tablebase::TbState::default(),
            helpers: Vec::new(),
            helper_id: 0,
            pool: None,
            published: 0,
            deferrals: 0,
            resumed: 0,
            singular: SingularCounts::default(),
        }
    }

    /// Resizes the transposition table to `mb` MB (freeing the old table first; see
    /// [`TranspositionTable::resize`]). The helpers let go of the table first and get the new one.
    pub fn resize_hash(&mut self, mb: usize) -> Result<(), crate::tt::HashAllocError> {
        let threads = self.threads();
        self.helpers.clear();
        let result = match Arc::get_mut(&mut self.tt) {
            Some(tt) => tt.resize(mb),
            // Shared with someone else (a library user holding a clone): a table of its own.
            None => TranspositionTable::new(mb).map(|tt| self.tt = Arc::new(tt)),
        };
        self.set_threads(threads);
        result
    }

    /// Forgets every result of earlier searches: transposition table, move-ordering history,
    /// material and pawn caches. After it a search depends only on its position, limits, options
    /// and the learning store (UCI `ucinewgame`, `Clear Hash`).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.persist.hash_loaded = false;
        self.history.clear();
        self.correction.clear();
        self.evaluator.clear_caches();
        for helper in &mut self.helpers {
            helper.history.clear();
            helper.correction.clear();
            helper.evaluator.clear_caches();
        }
    }

    /// The quiescence search value of `pos` alone (side to move's view), without limits: data
    /// generation keeps only positions whose static evaluation agrees with it (quiet ones).
    pub fn quiescence_value(&mut self, pos: &Position) -> i32 {
        self.limits = Limits::default();
        self.deadlines = Deadlines {
            soft: None,
            hard: None,
        };
        self.node_limit = u64::MAX;
        self.control = Arc::new(SearchControl::default());
        self.stopped = false;
        self.keys.clear();
        self.quiescence(pos, 0, -INFINITY, INFINITY)
    }

    /// Nodes searched by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches `root` to a fixed `depth` with no game history and no output: what a bench, a
    /// test or a library user wanting one analysis needs.
    pub fn search_depth(&mut self, root: &Position, depth: u32) -> SearchResult {
        let limits = Limits {
            depth: Some(depth),
            ..Default::default()
        };
        self.analyse(root, limits)
    }

    /// Searches `root` within `limits` (depth, nodes, time…) with no game history and no output:
    /// the simplest way to analyse one position from a program.
    ///
    /// ```
    /// use slate::board::Position;
    /// use slate::search::{Limits, Searcher};
    ///
    /// let mut searcher = Searcher::new(16).unwrap();
    /// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
    /// let result = searcher.analyse(&pos, Limits { depth: Some(6), ..Limits::default() });
    /// assert_eq!(result.pv.first(), result.best.as_ref());
    /// assert!(slate::search::score::is_mate(result.score)); // Ra8 mates
    /// ```
    pub fn analyse(&mut self, root: &Position, limits: Limits) -> SearchResult {
        let options = SearchOptions {
            report: false,
            ..Default::default()
        };
        self.search(
            root,
            &[],
            limits,
            options,
            Arc::new(SearchControl::default()),
        )
    }

    /// Searches `root`, reached through the positions with keys `game_keys` (oldest first, not
    /// including the root), within `limits`.
    pub fn search(
        &mut self,
        root: &Position,
        game_keys: &[u64],
        limits: Limits,
        options: SearchOptions,
        control: Arc<SearchControl>,
    ) -> SearchResult {
        self.tt.new_search();
        if self.helpers.is_empty() {
            self.search_body(root, game_keys, limits, options, control)
        } else {
            self.search_with_helpers(root, game_keys, limits, options, control)
        }
    }

    /// Is this a game move on a clock (a time control or `movetime`, not analysis, pondering, or
    /// a depth or node limit, which a test must be able to reproduce)?
    pub(super) fn on_the_clock(&self, us: crate::board::Color) -> bool {
        let l = &self.limits;
        let clock = match us {
            crate::board::Color::White => l.wtime,
            crate::board::Color::Black => l.btime,
        };
        (clock.is_some() || l.movetime.is_some())
            && !l.infinite
            && !l.ponder
            && l.depth.is_none()
            && l.nodes.is_none()
            && l.mate.is_none()
            && l.searchmoves.is_empty()
    }

    /// One thread's search (main or helper).
    fn search_body(
        &mut self,
        root: &Position,
        game_keys: &[u64],
        limits: Limits,
        options: SearchOptions,
        control: Arc<SearchControl>,
    ) -> SearchResult {
        self.start = Instant::now();
        self.deadlines = limits.deadlines(root.side_to_move(), options.move_overhead);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.limits = limits;
        self.options = options;
        self.control = control;
        self.nodes = 0;
        self.stopped = false;
        self.history.new_search();
        self.keys.clear();
        self.keys.extend_from_slice(game_keys);
        self.follow_game(game_keys);
        let learned = self.preload_learned(root);
        if learned > 0 && self.options.report {
            println!("info string learning: {learned} learned entries loaded");
        }
        self.pending_recall = None;
        let analysed = self.preload_analysis(root, game_keys);
        if analysed > 0 && self.options.report {
            println!("info string persistent analysis: {analysed} entries loaded");
        }

        let mut root_moves: Vec<RootMove> = root
            .legal_moves()
            .into_iter()
            .filter(|m| self.limits.searchmoves.is_empty() || self.limits.searchmoves.contains(m))
            .map(RootMove::new)
            .collect();
        self.restricted_root = root_moves.len() < root.legal_moves().len();

        if root_moves.is_empty() {
            let score = if root.in_check() {
                score::mated_in(0)
            } else {
                score::DRAW
            };
            if self.options.report {
                println!(
                    "info depth 0 score {}{}",
                    score::to_uci(score),
                    self.wdl_string(root, score)
                );
            }
            self.wait_while_required();
            return SearchResult {
                best: None,
                ponder: None,
                score,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
                seldepth: 0,
            };
        }
        self.tb_prepare(root, &mut root_moves);
        self.order_root_moves(root, &mut root_moves);
        let experience = self.apply_experience(root, &mut root_moves);
        if experience.penalised > 0 && self.options.report {
            println!(
                "info string learning: {} root moves lost before and are penalised",
                experience.penalised
            );
        }
        if experience.favoured > 0 && self.options.report {
            println!(
                "info string learning: {} root moves won before and are favoured",
                experience.favoured
            );
        }
        // The experience book's instant move: on a clock, a move whose own record is clearly
        // good is played once a short search agrees it is still the best (with its bonus), so
        // the time goes to the moves that need it.
        let instant = experience.instant;

        let max_depth = self.limits.max_depth(MAX_DEPTH);
        // A strength limit searches a few moves fully to choose among them, and fewer nodes.
        let strength = self.options.strength;
        let candidates = strength.map_or(1, Strength::candidates);
        if let Some(s) = strength {
            let nodes = self.limits.nodes.map_or(s.nodes(), |n| n.min(s.nodes()));
            self.limits.nodes = Some(nodes);
            self.node_limit = nodes;
        }
        let shown = self.options.multipv.clamp(1, root_moves.len());
        let multipv = shown.max(candidates).min(root_moves.len());
        let mut completed_depth = 0;
        let mut best_move_changes = 0;
        let mut last_best = root_moves[0].mv;

        let mut first_depth = 1;
        if let Some(stored) = self.resume_stored(root, &mut root_moves) {
            completed_depth = stored;
            self.report(root, &root_moves, shown, stored);
            first_depth = stored + 1;
        }
        let mut depth = first_depth;
        while depth <= max_depth {
            self.root_depth = depth;
            for rm in root_moves.iter_mut() {
                rm.previous_score = rm.score;
            }
            for pv_index in 0..multipv {
                self.seldepth = 0;
                self.aspiration(root, &mut root_moves, depth, pv_index);
                root_moves[pv_index..].sort_by_key(|r| std::cmp::Reverse(r.score));
                if self.stopped {
                    break;
                }
            }
            if self.stopped && completed_depth > 0 && root_moves[0].score == -INFINITY {
                break;
            }
            if !self.stopped {
                completed_depth = depth;
                self.persist_pv(root, &root_moves[0].pv, depth);
            }
            root_moves[..multipv].sort_by_key(|r| std::cmp::Reverse(r.score));
            self.report(root, &root_moves, shown, depth);
            if self.stopped {
                break;
            }
            if root_moves[0].mv != last_best {
                best_move_changes += 1;
                last_best = root_moves[0].mv;
            }
            if self.iteration_should_stop(&root_moves, depth, best_move_changes) {
                break;
            }
            if depth >= INSTANT_DEPTH && instant == Some(root_moves[0].mv) {
                if self.options.report {
                    println!(
                        "info string learning: {} won every time before; played after depth {depth}",
                        crate::board::move_to_san(root.board(), root_moves[0].mv)
                    );
                }
                break;
            }
            depth += 1;
            if self.pending_preload.is_some() {
                let late = self.take_late_preload(root);
                if late > 0 && self.options.report {
                    println!("info string learning: {late} learned entries loaded late");
                }
            }
            // Analysis a server sent late: in the table now, and a root it holds deeper than
            // this search has gone is resumed at that depth.
            if self.pending_recall.is_some() && self.take_late_recall() > 0 {
                if self.options.report {
                    println!("info string persistent analysis: entries loaded from the server");
                }
                if let Some(stored) = self.resume_stored(root, &mut root_moves)
                    && stored >= depth
                {
                    completed_depth = stored;
                    self.report(root, &root_moves, shown, stored);
                    depth = stored + 1;
                }
            }
        }

        self.wait_while_required();
        let chosen = match strength {
            Some(s) if multipv > 1 => {
                let scores: Vec<i32> = root_moves[..multipv]
                    .iter()
                    .map(RootMove::effective_score)
                    .take_while(|&s| s > -INFINITY)
                    .collect();
                s.choose(&scores, strength::seed(root.key(), game_keys.len()))
            }
            _ => 0,
        };
        let best = &root_moves[chosen];
        let score = best.effective_score();
        let score = unpenalised(score, best.penalty);
        let ponder = best
            .pv
            .get(1)
            .copied()
            .or_else(|| self.ponder_from_tt(root, best.mv));
        let best_move = best.mv;
        let lost_before = best.penalty > 0;
        self.learn_from_search(
            root,
            game_keys,
            Some(best_move),
            score,
            completed_depth,
            lost_before,
        );
        SearchResult {
            best: Some(best_move),
            ponder,
            score,
            depth: completed_depth,
            nodes: self.nodes,
            pv: best.pv.clone(),
            seldepth: best.seldepth,
        }
    }

    fn aspiration(
        &mut self,
        root: &Position,
        root_moves: &mut [RootMove],
        depth: i32,
        pv_index: usize,
    ) {
        let previous = root_moves[pv_index].previous_score;
        let mut delta = self.params.aspiration;
        let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < score::MATE_BOUND {
            (
                (previous - delta).max(-INFINITY),
                (previous + delta).min(INFINITY),
            )
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.search_root(root, root_moves, depth, alpha, beta, pv_index);
            if self.stopped {
                return;
            }
            if score <= alpha {
                self.report_bound(
                    root,
                    &root_moves[pv_index],
                    pv_index,
                    depth,
                    score,
                    "upperbound",
                );
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                self.report_bound(
                    root,
                    &root_moves[pv_index],
                    pv_index,
                    depth,
                    score,
                    "lowerbound",
                );
                beta = (score + delta).min(INFINITY);
            } else {
                return;
            }
            delta += delta / 2 + 10;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// Orders root moves once by a shallow look: captures by SEE, then quiet moves.
    fn order_root_moves(&mut self, root: &Position, root_moves: &mut [RootMove]) {
        let tt_move = self.tt.probe(root.key(), 0).and_then(|e| e.mv);
        let mut list = ordering::MoveList::new();
        let tt_move = tt_move.filter(|&m| root.board().is_legal(m));
        list.start_main(tt_move, self.history.killers(0), None);
        let order = ordering::QuietOrder {
            history: &self.history,
            context: [None, None],
        };
        let mut rank = 0;
        while let Some((mv, _)) = list.pick_main(root, &order) {
            if let Some(rm) = root_moves.iter_mut().find(|r| r.mv == mv) {
                rm.previous_score = -INFINITY + 1000 - rank;
                rm.score = rm.previous_score;
            }
            rank += 1;
        }
        root_moves.sort_by_key(|r| std::cmp::Reverse(r.score));
        for rm in root_moves.iter_mut() {
            rm.score = -INFINITY;
            rm.previous_score = -INFINITY;
        }
    }

    fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Between iterations: is another one worth starting?
    fn iteration_should_stop(&self, root_moves: &[RootMove], depth: i32, changes: u32) -> bool {
        if let Some(mate) = self.limits.mate {
            let s = root_moves[0].score;
            if s >= score::MATE_BOUND && (score::MATE - s + 1) / 2 <= mate as i32 {
                return true;
            }
        }
        if self.control.waiting.load(Ordering::Relaxed) {
            return false;
        }
        if let Some(nodes) = self.limits.nodes
            && self.total_nodes() >= nodes
        {
            return true;
        }
        // A forced move needs no thought when the clock is running.
        if root_moves.len() == 1 && self.deadlines.soft.is_some() && depth >= 6 {
            return true;
        }
        // Nor does a mate we have found when we have searched well past it: a shorter one would
        // already have shown. The time saved is kept on the clock.
        if self.deadlines.soft.is_some() && self.options.multipv == 1 {
            let s = root_moves[0].score;
            if s >= score::MATE_BOUND && depth >= score::MATE - s + MATE_MARGIN {
                return true;
            }
        }
        match self.deadlines.soft {
            Some(soft) => {
                // Unstable best moves earn more time; a stable one less.
                let factor = match changes {
                    0 if depth > 10 => 70,
                    0 => 90,
                    1 => 110,
                    _ => 130,
                };
                let target = soft.mul_f64(factor as f64 / 100.0);
                // The next iteration costs about as much as all before it, so one started late may
                // overrun the target (the hard deadline bounds it). Starting none after 0.55 of
                // the target left 40 % of the clock unused; 0.8 measured better (docs/search.md).
                self.elapsed() > target.mul_f64(0.8)
            }
            None => false,
        }
    }

    /// Called every few thousand nodes: have we run out of time or nodes, or been told to stop?
    fn check_limits(&mut self) {
        self.publish_nodes();
        if self.control.stop_requested() {
            self.stopped = true;
            return;
        }
        if let Some(nodes) = self.limits.nodes
            && self.total_nodes() >= nodes
        {
            self.stopped = true;
            return;
        }
        if self.control.waiting.load(Ordering::Relaxed) {
            return;
        }
        if self.control.ponderhit.swap(false, Ordering::Relaxed) {
            // The clock started at ponderhit.
            self.start = Instant::now();
        }
        if let Some(hard) = self.deadlines.hard
            && self.elapsed() >= hard
        {
            self.stopped = true;
        }
    }

    /// `go infinite` and `go ponder` must not answer before `stop` or `ponderhit`.
    fn wait_while_required(&self) {
        while self.control.waiting.load(Ordering::Relaxed) && !self.control.stop_requested() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn ponder_from_tt(&self, root: &Position, best: Move) -> Option<Move> {
        let mut next = root.clone();
        next.play(best);
        let mv = self.tt.probe(next.key(), 1)?.mv?;
        next.board().is_legal(mv).then_some(mv)
    }

    fn info_prefix(&self, depth: i32, seldepth: usize, pv_index: usize) -> String {
        let ms = self.elapsed().as_millis().max(1) as u64;
        let nodes = self.total_nodes();
        format!(
            "info depth {depth} seldepth {} multipv {} nodes {} nps {} hashfull {} tbhits {} time {ms}",
            seldepth.max(depth as usize),
            pv_index + 1,
            nodes,
            nodes * 1000 / ms,
            self.tt.hashfull(),
            self.tb.hits,
        )
    }

    /// ` wdl W D L` for `UCI_ShowWDL`, or nothing.
    fn wdl_string(&self, root: &Position, score: i32) -> String {
        if self.options.show_wdl {
            format!(" wdl {}", wdl::wdl(score, wdl::material(root)))
        } else {
            String::new()
        }
    }

    /// `info depth D currmove M currmovenumber N` before a root move is searched, once the
    /// search has run for a second (as Stockfish does: quick searches stay quiet).
    fn report_current_move(&self, root: &Position, depth: i32, mv: Move, number: usize) {
        if self.options.report && self.elapsed() >= Duration::from_millis(1000) {
            println!(
                "info depth {depth} currmove {} currmovenumber {number}",
                move_to_uci(root.board(), mv, self.options.chess960)
            );
        }
    }

    fn pv_string(&self, root: &Position, pv: &[Move]) -> String {
        let mut pos = root.clone();
        let mut out = String::new();
        for &mv in pv {
            if !pos.board().is_legal(mv) {
                break;
            }
            out.push(' ');
            out.push_str(&move_to_uci(pos.board(), mv, self.options.chess960));
            pos.play(mv);
        }
        out
    }

    fn report(&self, root: &Position, root_moves: &[RootMove], multipv: usize, depth: i32) {
        if !self.options.report {
            return;
        }
        for (i, rm) in root_moves.iter().take(multipv).enumerate() {
            let (score, d) = if rm.score == -INFINITY {
                (rm.previous_score, depth - 1)
            } else {
                (rm.score, depth)
            };
            if score == -INFINITY || d < 1 {
                continue;
            }
            let score = self.tb_display_score(unpenalised(score, rm.penalty));
            println!(
                "{} score {}{} pv{}",
                self.info_prefix(d, rm.seldepth, i),
                score::to_uci(score),
                self.wdl_string(root, score),
                self.pv_string(root, &rm.pv)
            );
        }
    }

    fn report_bound(
        &self,
        root: &Position,
        rm: &RootMove,
        pv_index: usize,
        depth: i32,
        score: i32,
        bound: &str,
    ) {
        // The extra lines a strength limit searches for its choice are not shown.
        if self.options.report
            && pv_index < self.options.multipv
            && self.elapsed() > Duration::from_millis(1000)
        {
            println!(
                "{} score {}{} {bound} pv{}",
                self.info_prefix(depth, self.seldepth, pv_index),
                score::to_uci(score),
                self.wdl_string(root, score),
                self.pv_string(root, &rm.pv[..1])
            );
        }
    }
}

/// A root move's score as the search found it, before its learning penalty was taken off.
/// A root move's score with its learning penalty (a bonus when negative) taken off. Mate scores
/// keep their distance: a bonus never makes a move mate sooner.
fn penalised(raw: i32, penalty: i32) -> i32 {
    let untouched = penalty == 0
        || raw <= -INFINITY + penalty.max(0)
        || (penalty < 0 && raw.abs() >= score::MATE_BOUND);
    if untouched {
        raw
    } else {
        (raw - penalty).clamp(-INFINITY, INFINITY)
    }
}

/// The inverse of [`penalised`]: the search's own score of a root move.
fn unpenalised(score: i32, penalty: i32) -> i32 {
    let untouched = penalty == 0
        || score <= -INFINITY + penalty.max(0)
        || (penalty < 0 && score.abs() >= score::MATE_BOUND);
    if untouched {
        score
    } else {
        (score + penalty).clamp(-INFINITY, INFINITY)
    }
}

#[cfg(test)]
mod tests;
