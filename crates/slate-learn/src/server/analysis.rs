//! Persistent analysis on a server: tags of the entries an analysis stored, the FENs of
//! analysed positions, the move-ordering histories of analysis roots and the hashes of imported
//! games — the same tables as the file's, written in a batch's transaction.

use super::tables::Tables;
use super::{ServerError, ServerStore};
use crate::entry::{Window, now_unix};
use crate::ordering::OrderingSnapshot;
use crate::store::{AnalysisNode, AnalysisRecall, AnalysisTag, KnownPosition, RootOrdering};
use postgres::Transaction;
use std::collections::HashMap;

/// Writes tags, positions and orderings (those of entries and roots the store holds).
pub(super) fn write(
    tx: &mut Transaction,
    tables: &Tables,
    tags: &[AnalysisTag],
    positions: &[KnownPosition],
    orderings: &[RootOrdering],
) -> Result<(), postgres::Error> {
    if !tags.is_empty() {
        let mut tags = tags.to_vec();
        tags.sort_unstable();
        tags.dedup();
        let root: Vec<i64> = tags.iter().map(|t| t.root as i64).collect();
        let key: Vec<i64> = tags.iter().map(|t| t.key as i64).collect();
        let chk: Vec<i64> = tags.iter().map(|t| i64::from(t.check)).collect();
        // `FOR KEY SHARE`: an entry being evicted or forgotten meanwhile is either still there
        // with its tag or gone without one, never a tag left without its entry.
        tx.execute(
            &format!(
                "INSERT INTO {t} (root, key, chk)
                 SELECT u.root, e.key, e.chk
                 FROM UNNEST($1::bigint[], $2::bigint[], $3::bigint[]) AS u(root, key, chk)
                 JOIN {e} e ON e.key = u.key AND e.chk = u.chk
                 FOR KEY SHARE OF e
                 ON CONFLICT DO NOTHING",
                t = tables.tags,
                e = tables.entries
            ),
            &[&root, &key, &chk],
        )?;
    }
    if !positions.is_empty() {
        // One row per position (the last FEN given), as `ON CONFLICT DO UPDATE` asks.
        let mut by_key: HashMap<(u64, u32), &str> = HashMap::new();
        for p in positions {
            by_key.insert((p.key, p.check), &p.fen);
        }
        let mut rows: Vec<_> = by_key.into_iter().collect();
        rows.sort_unstable();
        let key: Vec<i64> = rows.iter().map(|((k, _), _)| *k as i64).collect();
        let chk: Vec<i64> = rows.iter().map(|((_, c), _)| i64::from(*c)).collect();
        let fen: Vec<&str> = rows.iter().map(|(_, f)| *f).collect();
        tx.execute(
            &format!(
                "INSERT INTO {p} (key, chk, fen)
                 SELECT e.key, e.chk, u.fen
                 FROM UNNEST($1::bigint[], $2::bigint[], $3::text[]) AS u(key, chk, fen)
                 JOIN {e} e ON e.key = u.key AND e.chk = u.chk
                 FOR KEY SHARE OF e
                 ON CONFLICT (key, chk) DO UPDATE SET fen = excluded.fen",
                p = tables.positions,
                e = tables.entries
            ),
            &[&key, &chk, &fen],
        )?;
    }
    if !orderings.is_empty() {
        // The deepest history of each root, written where it is at least as deep as the
        // stored one (a later, shorter look does not discard a long analysis's history).
        let mut deepest: HashMap<u64, &RootOrdering> = HashMap::new();
        for o in orderings {
            let keep = deepest.get(&o.root).is_none_or(|d| o.depth >= d.depth);
            if keep {
                deepest.insert(o.root, o);
            }
        }
        let mut rows: Vec<&RootOrdering> = deepest.into_values().collect();
        rows.sort_unstable_by_key(|o| o.root);
        let root: Vec<i64> = rows.iter().map(|o| o.root as i64).collect();
        let depth: Vec<i16> = rows.iter().map(|o| i16::from(o.depth)).collect();
        let data: Vec<Vec<u8>> = rows.iter().map(|o| o.snapshot.encode()).collect();
        tx.execute(
            &format!(
                "INSERT INTO {o} AS o (root, depth, updated, data)
                 SELECT u.root, u.depth, $4, u.data
                 FROM UNNEST($1::bigint[], $2::smallint[], $3::bytea[]) AS u(root, depth, data)
                 WHERE EXISTS (SELECT 1 FROM {t} WHERE {t}.root = u.root)
                 ON CONFLICT (root) DO UPDATE SET
                    depth = excluded.depth, updated = excluded.updated, data = excluded.data
                 WHERE excluded.depth >= o.depth",
                o = tables.orderings,
                t = tables.tags
            ),
            &[&root, &depth, &data, &now_unix()],
        )?;
    }
    Ok(())
}

/// Remembers the hashes of imported games.
pub(super) fn remember_games(
    tx: &mut Transaction,
    tables: &Tables,
    games: &[(u64, u64)],
) -> Result<(), postgres::Error> {
    if games.is_empty() {
        return Ok(());
    }
    let h1: Vec<i64> = games.iter().map(|g| g.0 as i64).collect();
    let h2: Vec<i64> = games.iter().map(|g| g.1 as i64).collect();
    tx.execute(
        &format!(
            "INSERT INTO {} SELECT * FROM UNNEST($1::bigint[], $2::bigint[])
             ON CONFLICT DO NOTHING",
            tables.imported
        ),
        &[&h1, &h2],
    )?;
    Ok(())
}

impl ServerStore {
    /// What a search loads of the analyses of `roots` (the root, positions before it in the
    /// game, positions near it), in one round trip of two statements: every persisted node at
    /// least `min_depth` deep, once, and the move-ordering history of the first of the first
    /// `ordering_roots` roots that has one. A store of version 1 has none.
    pub fn analysis_recall(
        &mut self,
        roots: &[u64],
        ordering_roots: usize,
        min_depth: u8,
    ) -> Result<AnalysisRecall, ServerError> {
        if self.version < 2 || roots.is_empty() {
            return Ok(AnalysisRecall::default());
        }
        let all: Vec<i64> = roots.iter().map(|&r| r as i64).collect();
        let sql = format!(
            "SELECT e.key, e.chk, e.move, e.lower, e.upper, e.depth
             FROM {t} a JOIN {e} e ON e.key = a.key AND e.chk = a.chk
             WHERE a.root = ANY($1) AND e.depth >= $2::integer",
            t = self.tables.tags,
            e = self.tables.entries
        );
        let mut nodes = self.nodes_of(&sql, &all, min_depth)?;
        // A node under several roots comes once per root: sorting here is cheaper than asking
        // the server for DISTINCT (a sort there of every row, for the common single root).
        if roots.len() > 1 {
            nodes.sort_unstable_by_key(|n| (n.key, n.check));
            nodes.dedup_by_key(|n| (n.key, n.check));
        }
        Ok(AnalysisRecall {
            nodes,
            ordering: self.first_ordering(&all[..ordering_roots.min(all.len())])?,
        })
    }

    /// The first part of a recall, answered in a few milliseconds whatever the size of the
    /// analyses: the entries of those of `roots` that an analysis holds (found by key, not by a
    /// scan of the trees) and the move-ordering history of the first that has one. A search
    /// resumes its root at the stored depth from these alone; the trees below follow in
    /// [`Self::analysis_recall`].
    pub fn analysis_recall_head(
        &mut self,
        roots: &[u64],
        min_depth: u8,
    ) -> Result<AnalysisRecall, ServerError> {
        if self.version < 2 || roots.is_empty() {
            return Ok(AnalysisRecall::default());
        }
        let all: Vec<i64> = roots.iter().map(|&r| r as i64).collect();
        // Written so that only one plan fits, whatever the statistics say (fresh after a bulk
        // write, they led the planner to hash every tag of the root: 270 ms instead of 0.3):
        // each root looked up by key, one tag of its entry (under any root: a position one move
        // on was analysed in the tree of the one before) by the tags' entry index, the depth
        // tested on the row, not through its index.
        let sql = format!(
            "SELECT e.key, e.chk, e.move, e.lower, e.upper, e.depth
             FROM unnest($1::bigint[]) r(key) JOIN {e} e ON e.key = r.key
             CROSS JOIN LATERAL (SELECT 1 FROM {t} a
                                 WHERE a.key = e.key AND a.chk = e.chk LIMIT 1) tagged
             WHERE e.depth + 0 >= $2::integer",
            t = self.tables.tags,
            e = self.tables.entries
        );
        Ok(AnalysisRecall {
            nodes: self.nodes_of(&sql, &all, min_depth)?,
            ordering: self.first_ordering(&all)?,
        })
    }

    /// The nodes `sql` selects (key, check, move, lower, upper, depth) for roots `$1` and the
    /// least depth `$2`.
    fn nodes_of(
        &mut self,
        sql: &str,
        roots: &[i64],
        min_depth: u8,
    ) -> Result<Vec<AnalysisNode>, ServerError> {
        let rows = self
            .client
            .query(sql, &[&roots, &i32::from(min_depth)])
            .map_err(|e| self.query_error(e))?;
        rows.iter()
            .map(|r| {
                (|| {
                    let chk = u32::try_from(r.get::<_, i64>(1)).ok()?;
                    let mv = u16::try_from(r.get::<_, i32>(2)).ok()?;
                    let depth = u8::try_from(r.get::<_, i16>(5)).ok()?;
                    Some(AnalysisNode {
                        key: r.get::<_, i64>(0) as u64,
                        check: chk,
                        best_move: mv,
                        window: Window::between(r.get(3), r.get(4)),
                        depth,
                    })
                })()
                .ok_or_else(|| self.damaged("an analysis node out of range"))
            })
            .collect()
    }

    /// The move-ordering history of the first of `roots` that has one.
    fn first_ordering(&mut self, roots: &[i64]) -> Result<Option<RootOrdering>, ServerError> {
        if roots.is_empty() {
            return Ok(None);
        }
        let sql = format!(
            "SELECT root, depth, data FROM {} WHERE root = ANY($1)",
            self.tables.orderings
        );
        let rows = self
            .client
            .query(&sql, &[&roots])
            .map_err(|e| self.query_error(e))?;
        let mut found = HashMap::new();
        for r in &rows {
            let o = self.row_to_ordering(r)?;
            found.insert(o.root, o);
        }
        Ok(roots.iter().find_map(|&r| found.remove(&(r as u64))))
    }

    fn row_to_ordering(&self, r: &postgres::Row) -> Result<RootOrdering, ServerError> {
        let root = r.get::<_, i64>(0) as u64;
        let depth = u8::try_from(r.get::<_, i16>(1))
            .map_err(|_| self.damaged("a move-ordering depth out of range"))?;
        let snapshot = OrderingSnapshot::decode(r.get::<_, &[u8]>(2)).map_err(|e| {
            self.damaged(&format!(
                "the move-ordering history of root {root:016x}: {}",
                e.0
            ))
        })?;
        Ok(RootOrdering {
            root,
            depth,
            snapshot,
        })
    }

    /// Whether some analysis of `root` was persisted.
    pub fn is_analysis_root(&mut self, root: u64) -> Result<bool, ServerError> {
        if self.version < 2 {
            return Ok(false);
        }
        let sql = format!(
            "SELECT EXISTS (SELECT 1 FROM {} WHERE root = $1)",
            self.tables.tags
        );
        Ok(self
            .client
            .query_one(&sql, &[&(root as i64)])
            .map_err(|e| self.query_error(e))?
            .get(0))
    }

    /// Every tag, in (root, key, check) order, handed to `f`.
    pub fn for_each_tag<E: From<ServerError>>(
        &mut self,
        mut f: impl FnMut(AnalysisTag) -> Result<(), E>,
    ) -> Result<(), E> {
        if self.version < 2 {
            return Ok(());
        }
        let sql = format!(
            "SELECT root, key, chk FROM {} ORDER BY root, key, chk",
            self.tables.tags
        );
        let rows = self
            .client
            .query(&sql, &[])
            .map_err(|e| self.query_error(e))?;
        for r in rows {
            f(AnalysisTag {
                root: r.get::<_, i64>(0) as u64,
                key: r.get::<_, i64>(1) as u64,
                check: r.get::<_, i64>(2) as u32,
            })?;
        }
        Ok(())
    }

    /// The number of tags (how much persisted analysis the store holds).
    pub fn analysis_tag_count(&mut self) -> Result<u64, ServerError> {
        if self.version < 2 {
            return Ok(0);
        }
        let sql = format!("SELECT count(*) FROM {}", self.tables.tags);
        let n: i64 = self
            .client
            .query_one(&sql, &[])
            .map_err(|e| self.query_error(e))?
            .get(0);
        Ok(n.max(0) as u64)
    }

    /// Every move-ordering history, in root order, handed to `f`; a damaged one is an error.
    pub fn for_each_ordering<E: From<ServerError>>(
        &mut self,
        mut f: impl FnMut(RootOrdering) -> Result<(), E>,
    ) -> Result<(), E> {
        if self.version < 2 {
            return Ok(());
        }
        let sql = format!(
            "SELECT root, depth, data FROM {} ORDER BY root",
            self.tables.orderings
        );
        let rows = self
            .client
            .query(&sql, &[])
            .map_err(|e| self.query_error(e))?;
        for r in &rows {
            f(self.row_to_ordering(r)?)?;
        }
        Ok(())
    }

    /// Every kept FEN, in key order, with its position's key and check value.
    pub fn known_positions(&mut self) -> Result<Vec<KnownPosition>, ServerError> {
        if self.version < 2 {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT key, chk, fen FROM {} ORDER BY key, chk",
            self.tables.positions
        );
        let rows = self
            .client
            .query(&sql, &[])
            .map_err(|e| self.query_error(e))?;
        Ok(rows
            .iter()
            .map(|r| KnownPosition {
                key: r.get::<_, i64>(0) as u64,
                check: r.get::<_, i64>(1) as u32,
                fen: r.get(2),
            })
            .collect())
    }

    /// Whether a game with this hash was imported before.
    pub fn game_imported(&mut self, hash: (u64, u64)) -> Result<bool, ServerError> {
        if self.version < 2 {
            return Ok(false);
        }
        let sql = format!(
            "SELECT EXISTS (SELECT 1 FROM {} WHERE h1 = $1 AND h2 = $2)",
            self.tables.imported
        );
        Ok(self
            .client
            .query_one(&sql, &[&(hash.0 as i64), &(hash.1 as i64)])
            .map_err(|e| self.query_error(e))?
            .get(0))
    }

    /// Records imported games' entries and remembers the games' hashes, in one transaction.
    pub fn record_import(
        &mut self,
        entries: &[crate::entry::LearnEntry],
        games: &[(u64, u64)],
    ) -> Result<crate::store::WriteReport, ServerError> {
        self.write_batch(super::Batch {
            games,
            ..super::Batch::entries(entries, super::Combine::Absorb)
        })
    }
}
