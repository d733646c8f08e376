//! Persistent analysis in the store: every entry an analysis persisted is tagged with the key of
//! the analysis root it came from (table `analysis_nodes`, schema version 3), so that a later
//! search of that root, or of a position next to it, can load the whole analysed subtree at once
//! instead of probing position by position.

use super::{COLUMNS, Store};
use crate::learn::entry::LearnEntry;
use crate::learn::error::LearnResult;
use rusqlite::params;

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
    pub fn of(pos: &crate::board::Position) -> KnownPosition {
        KnownPosition {
            key: pos.key(),
            check: crate::learn::check::position_check(pos.board()),
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
}
