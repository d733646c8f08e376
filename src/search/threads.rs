//! Lazy SMP (UCI `Threads`): helper threads search the same root at the same time, each with its
//! own histories, material and pawn caches and search stack, sharing only the transposition table
//! (lock-free, see `tt`). They report nothing and choose nothing: what they find reaches the main
//! thread through the table, as cut-offs and move ordering. The main thread alone talks UCI, keeps
//! the clock, learns and persists, and its choice is the answer.
//!
//! Helpers skip some iterations so that at any moment part of them searches one ply ahead of the
//! main thread: the table then holds deeper results than the main thread has reached.

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
/// `go nodes` with several threads.
#[derive(Default)]
pub(super) struct NodePool {
    pub total: AtomicU64,
}

impl Searcher {
    /// Search threads in use: the main thread and its helpers.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Sets the number of search threads (1…256). Helpers are created with empty histories and
    /// caches; removed ones are dropped. Fails only when memory for a helper cannot be had.
    pub fn set_threads(&mut self, threads: usize) -> Result<(), String> {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut helper = Searcher::with_table(Arc::clone(&self.tt));
            helper.helper_id = self.helpers.len() + 1;
            self.helpers.push(helper);
        }
        Ok(())
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

    /// Whether this thread leaves out the iteration of `depth`: helper `i` searches every other
    /// depth, in two phases, and later helpers in longer strides, so the threads spread over the
    /// next depths instead of all repeating the main thread's.
    pub(super) fn skips_depth(&self, depth: i32) -> bool {
        if self.helper_id == 0 || depth <= 1 {
            return false;
        }
        let i = self.helper_id as i32 - 1;
        let stride = 1 + i / 4;
        let phase = i % (2 * stride);
        ((depth + phase) / stride) % 2 == 1
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
        s.set_threads(3).unwrap();
        assert_eq!(s.threads(), 3);
        assert!(s.helpers.iter().all(|h| Arc::ptr_eq(&h.tt, &s.tt)));
        s.resize_hash(8).unwrap();
        assert_eq!(s.threads(), 3);
        assert_eq!(s.tt.size_mb(), 8);
        assert!(s.helpers.iter().all(|h| Arc::ptr_eq(&h.tt, &s.tt)));
        s.set_threads(0).unwrap();
        assert_eq!(s.threads(), 1);
        s.set_threads(100_000).unwrap();
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
        two.set_threads(2).unwrap();
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
    }

    #[test]
    fn a_mate_is_found_with_helpers_too() {
        // A back-rank mate: Rd8#.
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
        let mut s = Searcher::new(16).unwrap();
        s.set_threads(4).unwrap();
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
    fn helpers_spread_over_depths_and_the_main_thread_skips_none() {
        let mut s = Searcher::new(1).unwrap();
        assert!((1..40).all(|d| !s.skips_depth(d)));
        s.helper_id = 1;
        let searched: Vec<i32> = (1..10).filter(|&d| !s.skips_depth(d)).collect();
        assert_eq!(searched, vec![1, 2, 4, 6, 8]);
        s.helper_id = 2;
        let searched: Vec<i32> = (1..10).filter(|&d| !s.skips_depth(d)).collect();
        assert_eq!(searched, vec![1, 3, 5, 7, 9]);
    }
}
