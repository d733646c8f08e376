//! Lazy SMP (UCI `Threads`): helper threads search the same root at the same time, each with its
//! own histories, material and pawn caches and search stack, sharing only the transposition table
//! (lock-free, see `tt`). They report nothing and choose nothing: what they find reaches the main
//! thread through the table, as cut-offs and move ordering. The main thread alone talks UCI, keeps
//! the clock, learns and persists, and its choice is the answer.
//!
//! All threads search every iteration. They spread over the tree through the table and through
//! ABDADA's deferral: a node that one thread is searching is left for last by the others, which
//! meanwhile search its siblings (see [`NodePool`]).

use super::{Limits, SearchControl, SearchOptions, SearchResult, Searcher};
use crate::board::Position;
use crate::eval::Evaluator;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Stack of every search thread: the search recurses up to `MAX_PLY` plies.
pub const SEARCH_STACK_BYTES: usize = 64 << 20;

/// The largest `Threads` value (as Stockfish's option range).
pub const MAX_THREADS: usize = 256;

/// Node counts of the helper threads in the running search, for `info nodes`/`nps` and for
/// `go nodes` with several threads, and the positions the threads are searching now.
pub(super) struct NodePool {
    pub total: AtomicU64,
    /// Keys of nodes some thread is searching (with [`DEFER_DEPTH`] plies or more left), one per slot. A
    /// thread that meets such a node as a later move searches its other moves first (ABDADA's
    /// deferral): by the time it comes back, the other thread's result is often in the table.
    busy: Box<[AtomicU64]>,
}

/// Slots of the busy table (a power of two).
const BUSY_SLOTS: usize = 1 << 14;
/// Nodes with at least this many plies left are marked busy, and their busy children deferred
/// when more are left (marking from 2 plies gave a slower time to depth: `docs/threads.md`).
pub(super) const DEFER_DEPTH: i32 = 3;

impl Default for NodePool {
    fn default() -> Self {
        Self {
            total: AtomicU64::new(0),
            busy: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl NodePool {
    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.busy[(key as usize) & (BUSY_SLOTS - 1)]
    }
}

impl Searcher {
    /// Search threads in use: the main thread and its helpers.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Sets the number of search threads (1…256, clamped). Helpers are created with empty
    /// histories and caches; removed ones are dropped.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut helper = Searcher::with_table(Arc::clone(&self.tt));
            helper.helper_id = self.helpers.len() + 1;
            self.helpers.push(helper);
        }
    }

    /// Gives every helper the main thread's evaluation tables and tablebase settings (options may
    /// have changed since the last search).
    fn sync_helpers(&mut self) {
        let table = self.evaluator.material_cache().table();
        for helper in &mut self.helpers {
            if !Arc::ptr_eq(helper.evaluator.material_cache().table(), table) {
                helper.evaluator = Evaluator::new(Arc::clone(table));
            }
            helper.tb.settings = self.tb.settings.clone();
            if helper.params != self.params {
                helper.set_params(self.params);
            }
        }
    }

    /// Runs the main search on this thread and the helpers beside it; returns when the main
    /// search has answered and every helper has stopped.
    pub(super) fn search_with_helpers(
        &mut self,
        root: &Position,
        game_keys: &[u64],
        limits: Limits,
        options: SearchOptions,
        control: Arc<SearchControl>,
    ) -> SearchResult {
        self.sync_helpers();
        let pool = Arc::new(NodePool::default());
        let helper_control = Arc::new(SearchControl::default());
        let helper_limits = Limits {
            searchmoves: limits.searchmoves.clone(),
            ..Limits::default()
        };
        let helper_options = SearchOptions {
            multipv: 1,
            report: false,
            ..options.clone()
        };
        let report = options.report;
        let mut helpers = std::mem::take(&mut self.helpers);
        self.pool = Some(Arc::clone(&pool));
        let mut result = std::thread::scope(|scope| {
            for helper in helpers.iter_mut() {
                helper.pool = Some(Arc::clone(&pool));
                helper.published = 0;
                let (limits, options, control) = (
                    helper_limits.clone(),
                    helper_options.clone(),
                    Arc::clone(&helper_control),
                );
                let spawned = std::thread::Builder::new()
                    .name(format!("search helper {}", helper.helper_id))
                    .stack_size(SEARCH_STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        helper.search_body(root, game_keys, limits, options, control);
                    });
                if let Err(e) = spawned {
                    // The search goes on with the threads it has.
                    if report {
                        println!("info string error: cannot start a search thread: {e}");
                    }
                }
            }
            let result = self.search_body(root, game_keys, limits, options, control);
            helper_control.stop.store(true, Ordering::Relaxed);
            result
        });
        result.nodes = self.nodes + helpers.iter().map(|h| h.nodes).sum::<u64>();
        for helper in &mut helpers {
            helper.pool = None;
        }
        self.helpers = helpers;
        self.pool = None;
        result
    }

    /// Nodes searched so far by every thread of this search.
    pub(super) fn total_nodes(&self) -> u64 {
        match &self.pool {
            Some(pool) if self.helper_id == 0 => self.nodes + pool.total.load(Ordering::Relaxed),
            _ => self.nodes,
        }
    }

    /// A helper adds the nodes it searched since it last did to the pool.
    pub(super) fn publish_nodes(&mut self) {
        if self.helper_id > 0
            && let Some(pool) = &self.pool
        {
            pool.total
                .fetch_add(self.nodes - self.published, Ordering::Relaxed);
            self.published = self.nodes;
        }
    }

    /// Marks the node `key` as being searched by this thread; returns whether the mark is this
    /// thread's (to be cleared by [`Self::unmark_busy`]). Without helpers, nothing is marked.
    pub(super) fn mark_busy(&self, key: u64) -> bool {
        self.pool.as_ref().is_some_and(|pool| {
            pool.slot(key)
                .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        })
    }

    /// Clears a mark [`Self::mark_busy`] set.
    pub(super) fn unmark_busy(&self, key: u64) {
        if let Some(pool) = &self.pool {
            let _ = pool
                .slot(key)
                .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
        }
    }

    /// Whether another thread is searching the node `key` now.
    pub(super) fn is_busy(&self, key: u64) -> bool {
        self.pool
            .as_ref()
            .is_some_and(|pool| pool.slot(key).load(Ordering::Relaxed) == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::MATE_BOUND;

    const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8";

    fn quiet() -> SearchOptions {
        SearchOptions {
            report: false,
            ..Default::default()
        }
    }

    #[test]
    fn threads_are_set_cleared_and_kept_over_a_hash_resize() {
        let mut s = Searcher::new(4).unwrap();
        assert_eq!(s.threads(), 1);
        s.set_threads(3);
        assert_eq!(s.threads(), 3);
        assert!(s.helpers.iter().all(|h| Arc::ptr_eq(&h.tt, &s.tt)));
        s.resize_hash(8).unwrap();
        assert_eq!(s.threads(), 3);
        assert_eq!(s.tt.size_mb(), 8);
        assert!(s.helpers.iter().all(|h| Arc::ptr_eq(&h.tt, &s.tt)));
        s.set_threads(0);
        assert_eq!(s.threads(), 1);
        s.set_threads(100_000);
        assert_eq!(s.threads(), MAX_THREADS);
    }

    #[test]
    fn helpers_search_beside_the_main_thread_and_count_their_nodes() {
        let pos = Position::from_fen(MIDDLEGAME).unwrap();
        let mut one = Searcher::new(16).unwrap();
        let limits = Limits {
            depth: Some(9),
            ..Default::default()
        };
        let alone = one.search(
            &pos,
            &[],
            limits.clone(),
            quiet(),
            Arc::new(SearchControl::default()),
        );
        let mut two = Searcher::new(16).unwrap();
        two.set_threads(2);
        let together = two.search(
            &pos,
            &[],
            limits,
            quiet(),
            Arc::new(SearchControl::default()),
        );
        let best = together.best.expect("a move");
        assert!(pos.legal_moves().contains(&best));
        assert_eq!(together.depth, 9);
        // The helper's nodes are counted: more than the main thread's alone.
        assert!(
            together.nodes > two.nodes,
            "{} vs {}",
            together.nodes,
            two.nodes
        );
        assert!(two.helpers[0].nodes > 0);
        assert!(alone.score.abs() < MATE_BOUND && together.score.abs() < MATE_BOUND);
        // One thread alone never defers a move.
        assert_eq!(one.deferrals, 0);
    }

    #[test]
    fn a_mate_is_found_with_helpers_too() {
        // A back-rank mate: Rd8#.
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
        let mut s = Searcher::new(16).unwrap();
        s.set_threads(4);
        let r = s.search(
            &pos,
            &[],
            Limits {
                depth: Some(6),
                ..Default::default()
            },
            quiet(),
            Arc::new(SearchControl::default()),
        );
        assert!(r.score >= MATE_BOUND, "score {}", r.score);
    }

    #[test]
    fn a_node_another_thread_is_searching_is_left_for_last_and_still_searched() {
        let pos = Position::from_fen(MIDDLEGAME).unwrap();
        let limits = Limits {
            depth: Some(7),
            ..Default::default()
        };
        let search = |s: &mut Searcher| {
            s.search_body(
                &pos,
                &[],
                limits.clone(),
                quiet(),
                Arc::new(SearchControl::default()),
            )
        };
        let plain = search(&mut Searcher::new(16).unwrap());
        // "Another thread" holds every position two plies down: the nodes one ply down defer
        // all their moves but the first, and must still search them.
        let pool = Arc::new(NodePool::default());
        let mut other = Searcher::new(1).unwrap();
        other.pool = Some(Arc::clone(&pool));
        for mv in pos.legal_moves() {
            let mut child = pos.clone();
            child.play(mv);
            for reply in child.legal_moves() {
                let mut grandchild = child.clone();
                grandchild.play(reply);
                other.mark_busy(grandchild.key());
            }
        }
        let mut s = Searcher::new(16).unwrap();
        s.pool = Some(pool);
        let deferring = search(&mut s);
        assert!(s.deferrals > 50, "{} moves deferred", s.deferrals);
        assert!(
            s.resumed > 10 && s.resumed <= s.deferrals,
            "{} of {} deferred moves searched",
            s.resumed,
            s.deferrals
        );
        assert_eq!(deferring.depth, 7);
        // Left for last, not left out: the value differs by no more than move order explains.
        assert!(
            (deferring.score - plain.score).abs() <= 30,
            "{} vs {}",
            deferring.score,
            plain.score
        );
    }

    #[test]
    fn a_node_is_busy_for_other_threads_while_one_searches_it() {
        let mut main = Searcher::new(1).unwrap();
        let mut helper = Searcher::with_table(Arc::clone(&main.tt));
        helper.helper_id = 1;
        // One thread alone marks nothing.
        assert!(!main.mark_busy(42));
        assert!(!main.is_busy(42));
        let pool = Arc::new(NodePool::default());
        main.pool = Some(Arc::clone(&pool));
        helper.pool = Some(pool);
        assert!(main.mark_busy(42));
        assert!(helper.is_busy(42));
        // A slot holds one node: a second one in it is not marked, and is not busy.
        let twin = 42 + BUSY_SLOTS as u64;
        assert!(!helper.mark_busy(twin));
        assert!(!main.is_busy(twin));
        // Only the marking node's key clears the slot.
        helper.unmark_busy(twin);
        assert!(helper.is_busy(42));
        main.unmark_busy(42);
        assert!(!helper.is_busy(42));
        assert!(helper.mark_busy(twin));
    }
}
