//! Persistent analysis in the store: every entry an analysis persisted is tagged with the key of
//! the analysis root it came from (table `analysis_nodes`, schema version 3), so that a later
//! search of that root, or of a position next to it, can load the whole analysed subtree at once
//! instead of probing position by position.

use super::{COLUMNS, Store, column_in};
use crate::entry::{LearnEntry, Window, now_unix};
use crate::error::{LearnError, LearnResult};
use crate::ordering::OrderingSnapshot;
use crate::schema::ANALYSIS_ORDERING_SQL;
use rusqlite::{OptionalExtension, params};

/// One tag: the entry of `(key, check)` was stored by an analysis of the position `root`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AnalysisTag {
    /// The Zobrist key of the analysis root.
    pub root: u64,
    /// The tagged entry's Zobrist key.
    pub key: u64,
    /// The tagged entry's check value.
    pub check: u32,
}

/// What a search loads of a persisted analysis entry: its position, move, window and depth.
/// The preload of a long analysis reads tens of thousands of them before the search starts,
/// so it reads only these columns (a third of the time of whole entries).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalysisNode {
    /// The entry's Zobrist key.
    pub key: u64,
    /// The entry's check value.
    pub check: u32,
    /// The best move, packed as in [`LearnEntry::best_move`].
    pub best_move: u16,
    /// The proven score window.
    pub window: Window,
    /// The depth of the search that proved it.
    pub depth: u8,
}

/// What a search loads of the persisted analyses of its root and of the positions near it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnalysisRecall {
    /// Every persisted node deep enough, each position once.
    pub nodes: Vec<AnalysisNode>,
    /// The move-ordering history of the first root (of those that may give one) that has one.
    pub ordering: Option<RootOrdering>,
}

impl AnalysisTag {
    /// The tag of `entry`, stored by an analysis of the position whose key is `root`.
    pub fn of(root: u64, entry: &LearnEntry) -> AnalysisTag {
        AnalysisTag {
            root,
            key: entry.key,
            check: entry.check,
        }
    }
}

/// The move-ordering history an analysis of `root` had after an iteration `depth` plies deep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RootOrdering {
    /// The Zobrist key of the analysis root.
    pub root: u64,
    /// The depth of the iteration it was taken after.
    pub depth: u8,
    /// The history itself.
    pub snapshot: OrderingSnapshot,
}

/// A position whose FEN the store keeps (an analysed root, an imported EPD position).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownPosition {
    /// The position's Zobrist key.
    pub key: u64,
    /// The position's check value.
    pub check: u32,
    /// The position's FEN (X-FEN castling).
    pub fen: String,
}

impl KnownPosition {
    /// The key, check value and FEN of `pos`.
    pub fn of<S: slate_board::Incremental>(pos: &slate_board::PositionWith<S>) -> KnownPosition {
        KnownPosition {
            key: pos.key(),
            check: crate::check::position_check(pos.board()),
            fen: pos.fen(false),
        }
    }
}

impl Store {
    /// Keeps the FEN of positions that have an entry, inside a write transaction.
    pub(super) fn insert_positions(
        tx: &rusqlite::Transaction,
        positions: &[KnownPosition],
    ) -> LearnResult<()> {
        let mut stmt = tx.prepare_cached(
            "INSERT OR REPLACE INTO positions(key, chk, fen)
             SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM entries WHERE key = ?1 AND chk = ?2)",
        )?;
        for p in positions {
            stmt.execute(params![p.key as i64, p.check as i64, p.fen])?;
        }
        Ok(())
    }

    /// Keeps the FEN of positions (those without an entry are skipped).
    pub fn record_positions(&mut self, positions: &[KnownPosition]) -> LearnResult<()> {
        self.write(|tx, _, _| Self::insert_positions(tx, positions))
    }

    /// Every kept FEN with its entry, in key order, until `f` fails.
    pub fn for_each_known_position(
        &self,
        mut f: impl FnMut(String, LearnEntry) -> LearnResult<()>,
    ) -> LearnResult<()> {
        let columns: String = COLUMNS
            .split(", ")
            .map(|c| format!("e.{c}"))
            .collect::<Vec<_>>()
            .join(", ");
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {columns}, p.fen FROM positions p JOIN entries e ON e.key = p.key AND e.chk = p.chk
             ORDER BY p.key, p.chk"
        ))?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let fen: String = r.get(12)?;
            f(fen, Self::row_to_entry(&self.path, r)?)?;
        }
        Ok(())
    }

    /// Adds tags inside a write transaction (a tag already there is kept once).
    pub(super) fn insert_tags(tx: &rusqlite::Transaction, tags: &[AnalysisTag]) -> LearnResult<()> {
        if tags.is_empty() {
            return Ok(());
        }
        let mut stmt = tx.prepare_cached(
            "INSERT OR IGNORE INTO analysis_nodes(root, key, chk)
             SELECT ?1, key, chk FROM entries WHERE key = ?2 AND chk = ?3",
        )?;
        for t in tags {
            stmt.execute(params![t.root as i64, t.key as i64, t.check as i64])?;
        }
        Ok(())
    }

    /// Adds tags of another store (merging), for entries this store holds.
    pub fn merge_tags(&mut self, tags: &[AnalysisTag]) -> LearnResult<()> {
        self.write(|tx, _, _| Self::insert_tags(tx, tags))
    }

    /// Whether some analysis of `root` was persisted.
    pub fn is_analysis_root(&self, root: u64) -> LearnResult<bool> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT 1 FROM analysis_nodes WHERE root = ?1 LIMIT 1")?;
        Ok(stmt.exists([root as i64])?)
    }

    /// The nodes an analysis of `root` persisted, at least `min_depth` deep: what
    /// [`Store::analysis_entries`] gives, less what a search does not use. A value out of its
    /// column's range is reported as damage, as a whole entry's would be.
    pub fn analysis_nodes(&self, root: u64, min_depth: u8) -> LearnResult<Vec<AnalysisNode>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT e.key, e.chk, e.move, e.lower, e.upper, e.depth
                FROM analysis_nodes a JOIN entries e ON e.key = a.key AND e.chk = a.chk
                WHERE a.root = ?1 AND e.depth >= ?2",
        )?;
        let mut rows = stmt.query(params![root as i64, min_depth as i64])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let int = |i: usize| r.get::<_, i64>(i);
            let ranged = |i: usize, max: i64| column_in(&self.path, r, i, max);
            let score = |i: usize| -> LearnResult<i32> {
                Ok(int(i)?.clamp(i32::MIN as i64, i32::MAX as i64) as i32)
            };
            out.push(AnalysisNode {
                key: int(0)? as u64,
                check: ranged(1, u32::MAX as i64)? as u32,
                best_move: ranged(2, u16::MAX as i64)? as u16,
                window: Window::between(score(3)?, score(4)?),
                depth: ranged(5, 255)? as u8,
            });
        }
        Ok(out)
    }

    /// What a search loads of the analyses of `roots`: every node at least `min_depth` deep,
    /// each position once, and the move-ordering history of the first of the first
    /// `ordering_roots` roots that has one (see [`AnalysisRecall`]).
    pub fn analysis_recall(
        &self,
        roots: &[u64],
        ordering_roots: usize,
        min_depth: u8,
    ) -> LearnResult<AnalysisRecall> {
        let mut recall = AnalysisRecall::default();
        let mut seen_roots = std::collections::HashSet::new();
        let mut loaded = std::collections::HashSet::new();
        for (i, &r) in roots.iter().enumerate() {
            if !seen_roots.insert(r) || !self.is_analysis_root(r)? {
                continue;
            }
            if recall.ordering.is_none() && i < ordering_roots {
                recall.ordering = self.analysis_ordering(r)?;
            }
            for n in self.analysis_nodes(r, min_depth)? {
                if loaded.insert((n.key, n.check)) {
                    recall.nodes.push(n);
                }
            }
        }
        Ok(recall)
    }

    /// The entries an analysis of `root` persisted, at least `min_depth` deep.
    pub fn analysis_entries(&self, root: u64, min_depth: u8) -> LearnResult<Vec<LearnEntry>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM entries WHERE depth >= ?2 AND (key, chk) IN
                (SELECT key, chk FROM analysis_nodes WHERE root = ?1)"
        ))?;
        let mut rows = stmt.query(params![root as i64, min_depth as i64])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(Self::row_to_entry(&self.path, r)?);
        }
        Ok(out)
    }

    /// Every tag, in (root, key, check) order, until `f` fails.
    pub fn for_each_tag(
        &self,
        mut f: impl FnMut(AnalysisTag) -> LearnResult<()>,
    ) -> LearnResult<()> {
        let mut stmt = self
            .conn
            .prepare("SELECT root, key, chk FROM analysis_nodes ORDER BY root, key, chk")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            f(AnalysisTag {
                root: r.get::<_, i64>(0)? as u64,
                key: r.get::<_, i64>(1)? as u64,
                check: r.get::<_, i64>(2)? as u32,
            })?;
        }
        Ok(())
    }

    /// The number of tags (how much persisted analysis the store holds).
    pub fn analysis_tag_count(&self) -> LearnResult<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM analysis_nodes", [], |r| {
                r.get::<_, i64>(0)
            })?
            .max(0) as u64)
    }

    /// Keeps move-ordering histories inside a write transaction, for roots that have tags: a
    /// root's history is replaced by one at least as deep (a later, shorter look at a position
    /// does not discard what a long analysis of it learned).
    pub(super) fn insert_orderings(
        tx: &rusqlite::Transaction,
        orderings: &[RootOrdering],
    ) -> LearnResult<()> {
        if orderings.is_empty() {
            return Ok(());
        }
        tx.execute_batch(ANALYSIS_ORDERING_SQL)?;
        let mut stmt = tx.prepare_cached(
            "INSERT INTO analysis_ordering(root, depth, updated, data)
             SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM analysis_nodes WHERE root = ?1)
             ON CONFLICT(root) DO UPDATE SET
                depth = excluded.depth, updated = excluded.updated, data = excluded.data
             WHERE excluded.depth >= analysis_ordering.depth",
        )?;
        for o in orderings {
            stmt.execute(params![
                o.root as i64,
                o.depth as i64,
                now_unix(),
                o.snapshot.encode()
            ])?;
        }
        Ok(())
    }

    /// Adds the histories of another store (merging); the deeper one of a root is kept.
    pub fn merge_orderings(&mut self, orderings: &[RootOrdering]) -> LearnResult<()> {
        self.write(|tx, _, _| Self::insert_orderings(tx, orderings))
    }

    fn has_orderings(&self) -> LearnResult<bool> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'analysis_ordering'",
        )?;
        Ok(stmt.exists([])?)
    }

    fn row_to_ordering(&self, r: &rusqlite::Row) -> LearnResult<RootOrdering> {
        let root = r.get::<_, i64>(0)? as u64;
        let depth: i64 = r.get(1)?;
        let blob: Vec<u8> = r.get(2)?;
        let bad = |detail: String| LearnError::BadEntry {
            path: self.path.clone(),
            detail: format!("the move-ordering history of root {root:016x}: {detail}"),
        };
        let depth = u8::try_from(depth).map_err(|_| bad(format!("depth {depth}")))?;
        let snapshot = OrderingSnapshot::decode(&blob).map_err(|e| bad(e.0))?;
        Ok(RootOrdering {
            root,
            depth,
            snapshot,
        })
    }

    /// The move-ordering history kept for an analysis of `root`, if any.
    pub fn analysis_ordering(&self, root: u64) -> LearnResult<Option<RootOrdering>> {
        if !self.has_orderings()? {
            return Ok(None);
        }
        let mut stmt = self
            .conn
            .prepare_cached("SELECT root, depth, data FROM analysis_ordering WHERE root = ?1")?;
        let row = stmt
            .query_row([root as i64], |r| Ok(self.row_to_ordering(r)))
            .optional()?;
        row.transpose()
    }

    /// Every kept move-ordering history, in root order, until `f` fails. A damaged one is an
    /// error (`verify` reports it; a merge stops on it).
    pub fn for_each_ordering(
        &self,
        mut f: impl FnMut(RootOrdering) -> LearnResult<()>,
    ) -> LearnResult<()> {
        if !self.has_orderings()? {
            return Ok(());
        }
        let mut stmt = self
            .conn
            .prepare("SELECT root, depth, data FROM analysis_ordering ORDER BY root")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            f(self.row_to_ordering(r)?)?;
        }
        Ok(())
    }
}
