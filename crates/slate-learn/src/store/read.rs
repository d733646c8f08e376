//! Reading the store: single lookups, the preload around a root, scans and verification.

use super::{COLUMNS, Store, column_in};
use crate::entry::{LearnEntry, Origin, Window};
use crate::error::LearnError;
use crate::error::LearnResult;
use crate::key_filter::KeyFilter;
use crate::merge::normalize_tallies;
use crate::schema::decode_tallies;
use rusqlite::params;
use slate_board::{Incremental, PositionWith};
use std::collections::HashSet;
use std::path::Path;

impl Store {
    pub(super) fn row_to_entry(path: &Path, r: &rusqlite::Row) -> LearnResult<LearnEntry> {
        let damaged = |path: &Path, detail: &str| LearnError::BadEntry {
            path: path.to_path_buf(),
            detail: detail.to_string(),
        };
        let int = |i: usize| r.get::<_, i64>(i);
        let small = |i: usize, max: i64| column_in(path, r, i, max);
        let origin =
            Origin::from_u8(small(7, 255)? as u8).ok_or_else(|| damaged(path, "unknown origin"))?;
        let blob: Vec<u8> = r.get(11)?;
        let mut tallies = decode_tallies(&blob).ok_or_else(|| damaged(path, "bad counters"))?;
        normalize_tallies(&mut tallies);
        Ok(LearnEntry {
            key: int(0)? as u64,
            check: small(1, u32::MAX as i64)? as u32,
            best_move: small(2, u16::MAX as i64)? as u16,
            window: Window::between(
                int(3)?.clamp(i32::MIN as i64, i32::MAX as i64) as i32,
                int(4)?.clamp(i32::MIN as i64, i32::MAX as i64) as i32,
            ),
            depth: small(5, 255)? as u8,
            ply: small(6, u16::MAX as i64)? as u16,
            origin,
            eval_version: small(8, u32::MAX as i64)? as u32,
            created: int(9)?,
            updated: int(10)?,
            tallies,
        })
    }

    /// The entry for a key and check value.
    pub fn lookup(&self, key: u64, check: u32) -> LearnResult<Option<LearnEntry>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM entries WHERE key = ?1 AND chk = ?2"
        ))?;
        let mut rows = stmt.query(params![key as i64, check as i64])?;
        match rows.next()? {
            Some(r) => Ok(Some(Self::row_to_entry(&self.path, r)?)),
            None => Ok(None),
        }
    }

    /// Every entry stored under a key (normally one; more only for key collisions).
    pub fn lookup_key(&self, key: u64) -> LearnResult<Vec<LearnEntry>> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM entries WHERE key = ?1"))?;
        let mut rows = stmt.query(params![key as i64])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(Self::row_to_entry(&self.path, r)?);
        }
        Ok(out)
    }

    /// The entry for a position, verified by key and check value.
    pub fn probe<S: Incremental>(&self, pos: &PositionWith<S>) -> LearnResult<Option<LearnEntry>> {
        self.lookup(pos.key(), crate::check::position_check(pos.board()))
    }

    /// Entries for the root and every position reachable from it within `plies` plies, each
    /// position once. This is the preload a search start does.
    pub fn entries_near<S: Incremental>(
        &self,
        root: &PositionWith<S>,
        plies: u32,
    ) -> LearnResult<Vec<LearnEntry>> {
        self.entries_near_filtered(root, plies, None)
    }

    /// [`Store::entries_near`], skipping the query for keys a ready filter rules out.
    pub fn entries_near_filtered<S: Incremental>(
        &self,
        root: &PositionWith<S>,
        plies: u32,
        filter: Option<&KeyFilter>,
    ) -> LearnResult<Vec<LearnEntry>> {
        let filter = filter.filter(|f| f.is_ready());
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        let mut frontier = vec![root.clone()];
        for level in 0..=plies {
            let mut next = Vec::new();
            for pos in &frontier {
                if !seen.insert(pos.key()) {
                    continue;
                }
                if filter.is_none_or(|f| f.may_contain(pos.key()))
                    && let Some(e) = self.probe(pos)?
                {
                    out.push(e);
                }
                if level < plies {
                    for mv in pos.legal_moves() {
                        let mut child = pos.clone();
                        child.play(mv);
                        next.push(child);
                    }
                }
            }
            frontier = next;
        }
        Ok(out)
    }

    /// Every key, in no particular order (a scan of the smaller covering index), until `f`
    /// returns false. Returns whether the scan ran to the end.
    pub fn for_each_key(&self, mut f: impl FnMut(u64) -> bool) -> LearnResult<bool> {
        let mut stmt = self.conn.prepare("SELECT key FROM entries")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            if !f(r.get::<_, i64>(0)? as u64) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Calls `f` on every entry in key order (signed, as SQLite sorts).
    pub fn for_each(&self, mut f: impl FnMut(LearnEntry) -> LearnResult<()>) -> LearnResult<()> {
        let mut stmt = self
            .conn
            .prepare(&format!("SELECT {COLUMNS} FROM entries ORDER BY key, chk"))?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            f(Self::row_to_entry(&self.path, r)?)?;
        }
        Ok(())
    }

    /// Every entry, in key order.
    pub fn all(&self) -> LearnResult<Vec<LearnEntry>> {
        let mut out = Vec::with_capacity(self.len()? as usize);
        self.for_each(|e| {
            out.push(e);
            Ok(())
        })?;
        Ok(out)
    }

    /// SQLite's `integrity_check` plus Slate's own checks (decodable rows, consistent count).
    /// Returns the problems found; empty means sound. Everything is read in one read
    /// transaction, so a writer committing meanwhile (engines learning into the store) cannot
    /// make the count and the rows disagree.
    pub fn verify(&self, progress: impl FnMut(u64)) -> LearnResult<Vec<String>> {
        self.conn.execute_batch("BEGIN DEFERRED")?;
        let result = self.verify_in_snapshot(progress);
        let _ = self.conn.execute_batch("COMMIT");
        result
    }

    fn verify_in_snapshot(&self, mut progress: impl FnMut(u64)) -> LearnResult<Vec<String>> {
        let mut problems = Vec::new();
        // The first read fixes the snapshot that every later statement sees.
        let recorded = self.len();
        // A damaged file can fail a query itself: that is a finding too, not a failure to verify.
        let integrity = (|| -> rusqlite::Result<Vec<String>> {
            let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
            let lines = stmt.query_map([], |r| r.get::<_, String>(0))?;
            lines
                .filter(|l| !matches!(l.as_deref(), Ok("ok")))
                .collect()
        })();
        match integrity {
            Ok(lines) => problems.extend(lines),
            Err(e) => problems.push(format!("the integrity check failed: {e}")),
        }
        let mut counted = 0u64;
        let mut stmt = match self.conn.prepare(&format!("SELECT {COLUMNS} FROM entries")) {
            Ok(stmt) => stmt,
            Err(e) => {
                problems.push(format!("the entries cannot be read: {e}"));
                return Ok(problems);
            }
        };
        let mut rows = stmt.query([])?;
        loop {
            let r = match rows.next() {
                Ok(Some(r)) => r,
                Ok(None) => break,
                Err(e) => {
                    problems.push(format!("reading entry {}: {e}", counted + 1));
                    break;
                }
            };
            counted += 1;
            match Self::row_to_entry(&self.path, r) {
                Ok(_) => {}
                Err(LearnError::BadEntry { detail, .. }) => {
                    problems.push(format!("entry {counted}: {detail}"))
                }
                Err(e) => problems.push(format!("entry {counted}: {e}")),
            }
            if counted.is_multiple_of(10_000) {
                progress(counted);
            }
        }
        progress(counted);
        let mut orderings = 0u64;
        let read = self.for_each_ordering(|_| {
            orderings += 1;
            Ok(())
        });
        if let Err(e) = read {
            let detail = match e {
                LearnError::BadEntry { detail, .. } => detail,
                e => e.to_string(),
            };
            problems.push(format!(
                "after {orderings} sound move-ordering histories: {detail}"
            ));
        }
        match recorded {
            Ok(recorded) if recorded != counted => problems.push(format!(
                "entry count says {recorded}, table holds {counted}"
            )),
            Ok(_) => {}
            Err(e) => problems.push(format!("the entry count cannot be read: {e}")),
        }
        Ok(problems)
    }
}
