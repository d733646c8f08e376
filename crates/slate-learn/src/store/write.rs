//! Writing the store: durable batches that wait for other writers, merging, eviction by value,
//! pruning and forgetting.

use super::{Access, COLUMNS, Store, StoreOptions, WriteReport};
use crate::entry::LearnEntry;
use crate::error::{LearnError, LearnResult};
use crate::merge::{absorb, merge};
use crate::schema::{IMPORTED_GAMES_SQL, encode_tallies};
use rusqlite::{OptionalExtension, TransactionBehavior, params};
use std::path::Path;
use std::time::{Duration, Instant};

impl Store {
    /// Runs `work` in a write transaction, waiting for other writers as long as the options allow.
    pub(super) fn write<T>(
        &mut self,
        mut work: impl FnMut(&rusqlite::Transaction, &StoreOptions, u64) -> LearnResult<T>,
    ) -> LearnResult<T> {
        if self.access == Access::ReadOnly {
            return Err(LearnError::ReadOnly);
        }
        let give_up = Instant::now() + self.options.write_patience;
        loop {
            let attempt = (|| {
                let tx = self
                    .conn
                    .transaction_with_behavior(TransactionBehavior::Immediate)?;
                let out = work(&tx, &self.options, self.replica)?;
                tx.commit()?;
                Ok(out)
            })();
            match attempt {
                Err(LearnError::Sqlite(e))
                    if matches!(
                        e.sqlite_error_code(),
                        Some(
                            rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked
                        )
                    ) && Instant::now() < give_up =>
                {
                    std::thread::sleep(Duration::from_millis(10));
                }
                other => return other,
            }
        }
    }

    pub(super) fn upsert(tx: &rusqlite::Transaction, e: &LearnEntry) -> LearnResult<()> {
        let mut stmt = tx.prepare_cached(
            "INSERT INTO entries(key, chk, move, lower, upper, depth, ply, origin, eval_version,
                                 uses, created, updated, tallies)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT(key, chk) DO UPDATE SET
                move = excluded.move, lower = excluded.lower, upper = excluded.upper,
                depth = excluded.depth, ply = excluded.ply, origin = excluded.origin,
                eval_version = excluded.eval_version, uses = excluded.uses,
                created = excluded.created, updated = excluded.updated, tallies = excluded.tallies",
        )?;
        stmt.execute(params![
            e.key as i64,
            e.check as i64,
            e.best_move as i64,
            e.window.lower as i64,
            e.window.upper as i64,
            e.depth as i64,
            e.ply as i64,
            e.origin as u8 as i64,
            e.eval_version as i64,
            e.uses().min(i64::MAX as u64) as i64,
            e.created,
            e.updated,
            encode_tallies(&e.tallies),
        ])?;
        Ok(())
    }

    pub(super) fn existing(
        tx: &rusqlite::Transaction,
        path: &Path,
        e: &LearnEntry,
    ) -> LearnResult<Option<LearnEntry>> {
        let mut stmt = tx.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM entries WHERE key = ?1 AND chk = ?2"
        ))?;
        let mut rows = stmt.query(params![e.key as i64, e.check as i64])?;
        match rows.next()? {
            Some(r) => Ok(Some(Self::row_to_entry(path, r)?)),
            None => Ok(None),
        }
    }

    /// Evicts the least valuable entries beyond `capacity`: shallowest first, then least used,
    /// then oldest.
    pub(super) fn evict(tx: &rusqlite::Transaction, capacity: u64) -> LearnResult<u64> {
        let n: i64 = tx.query_row("SELECT n FROM entry_count WHERE id = 0", [], |r| r.get(0))?;
        let excess = (n.max(0) as u64).saturating_sub(capacity);
        if excess == 0 {
            return Ok(0);
        }
        let deleted = tx.execute(
            "DELETE FROM entries WHERE (key, chk) IN
                (SELECT key, chk FROM entries ORDER BY depth, uses, updated LIMIT ?1)",
            [excess as i64],
        )?;
        Ok(deleted as u64)
    }

    /// Records entries from this engine in one durable transaction: each is merged with what is
    /// stored and its tallies are added to this store's own counters.
    pub fn record_batch(&mut self, entries: &[LearnEntry]) -> LearnResult<WriteReport> {
        self.record_tagged(entries, &[], &[], &[])
    }

    /// [`Store::record_batch`], also tagging entries with the analysis roots they came from,
    /// keeping the FEN of positions and the move-ordering histories of analysis roots, in the
    /// same transaction.
    pub fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[super::AnalysisTag],
        positions: &[super::KnownPosition],
        orderings: &[super::RootOrdering],
    ) -> LearnResult<WriteReport> {
        let path = self.path.clone();
        self.write(|tx, opts, replica| {
            let report =
                Self::record_in(tx, &path, replica, opts.capacity, entries, tags, positions)?;
            Self::insert_orderings(tx, orderings)?;
            Ok(report)
        })
    }

    fn record_in(
        tx: &rusqlite::Transaction,
        path: &Path,
        replica: u64,
        capacity: u64,
        entries: &[LearnEntry],
        tags: &[super::AnalysisTag],
        positions: &[super::KnownPosition],
    ) -> LearnResult<WriteReport> {
        let mut report = WriteReport::default();
        for e in entries {
            let old = Self::existing(tx, path, e)?;
            match old {
                Some(_) => report.updated += 1,
                None => report.inserted += 1,
            }
            Self::upsert(tx, &absorb(old.as_ref(), e, replica))?;
        }
        Self::insert_tags(tx, tags)?;
        Self::insert_positions(tx, positions)?;
        report.evicted = Self::evict(tx, capacity)?;
        Ok(report)
    }

    /// Makes the store ready to remember imported games (creates the optional table).
    pub fn prepare_import(&mut self) -> LearnResult<()> {
        self.write(|tx, _, _| Ok(tx.execute_batch(IMPORTED_GAMES_SQL)?))
    }

    /// Whether a game with this hash was imported before.
    pub fn game_imported(&self, hash: (u64, u64)) -> LearnResult<bool> {
        let known: i64 = self.conn.query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'imported_games'",
            [],
            |r| r.get(0),
        )?;
        if known == 0 {
            return Ok(false);
        }
        let mut stmt = self
            .conn
            .prepare_cached("SELECT count(*) FROM imported_games WHERE h1 = ?1 AND h2 = ?2")?;
        let n: i64 = stmt.query_row(params![hash.0 as i64, hash.1 as i64], |r| r.get(0))?;
        Ok(n > 0)
    }

    /// Records imported games' entries and remembers the games' hashes, in one transaction.
    pub fn record_import(
        &mut self,
        entries: &[LearnEntry],
        games: &[(u64, u64)],
    ) -> LearnResult<WriteReport> {
        let path = self.path.clone();
        self.write(|tx, opts, replica| {
            tx.execute_batch(IMPORTED_GAMES_SQL)?;
            let report = Self::record_in(tx, &path, replica, opts.capacity, entries, &[], &[])?;
            let mut stmt =
                tx.prepare_cached("INSERT OR IGNORE INTO imported_games(h1, h2) VALUES (?1, ?2)")?;
            for h in games {
                stmt.execute(params![h.0 as i64, h.1 as i64])?;
            }
            Ok(report)
        })
    }

    /// Merges entries of another store (their counters are kept per replica, not added).
    pub fn merge_batch(&mut self, entries: &[LearnEntry]) -> LearnResult<WriteReport> {
        let path = self.path.clone();
        self.write(|tx, opts, _| {
            let mut report = WriteReport::default();
            for e in entries {
                let merged = match Self::existing(tx, &path, e)? {
                    Some(old) => {
                        report.updated += 1;
                        merge(&old, e).unwrap_or_else(|| e.clone())
                    }
                    None => {
                        report.inserted += 1;
                        e.clone()
                    }
                };
                Self::upsert(tx, &merged)?;
            }
            report.evicted = Self::evict(tx, opts.capacity)?;
            Ok(report)
        })
    }

    /// Removes the entry of one position; true if there was one.
    pub fn forget(&mut self, key: u64, check: u32) -> LearnResult<bool> {
        self.write(|tx, _, _| {
            Ok(tx.execute(
                "DELETE FROM entries WHERE key = ?1 AND chk = ?2",
                params![key as i64, check as i64],
            )? > 0)
        })
    }

    /// Removes entries shallower than `min_depth`, not updated since `older_than` (unix seconds),
    /// and then the least valuable ones beyond `keep`. Returns how many went.
    pub fn prune(
        &mut self,
        min_depth: Option<u8>,
        older_than: Option<i64>,
        keep: Option<u64>,
    ) -> LearnResult<u64> {
        self.write(|tx, _, _| {
            let mut n = 0;
            if let Some(d) = min_depth {
                n += tx.execute("DELETE FROM entries WHERE depth < ?1", [d as i64])? as u64;
            }
            if let Some(t) = older_than {
                n += tx.execute("DELETE FROM entries WHERE updated < ?1", [t])? as u64;
            }
            if let Some(k) = keep {
                n += Self::evict(tx, k)?;
            }
            Ok(n)
        })
    }

    /// Checkpoints the WAL into the store file (read-write stores only).
    pub fn checkpoint(&self) -> LearnResult<()> {
        if self.access == Access::ReadWrite {
            self.conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
                .optional()?;
        }
        Ok(())
    }
}
