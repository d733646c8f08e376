//! The store on a PostgreSQL server, for engines on several machines sharing what they learn.
//!
//! Same entries and the same merge rule as the SQLite file ([`mod@crate::merge`]); the tables live
//! in a schema of Slate's own (default `slate`), created if absent and never dropped. Every value
//! goes in as a bound parameter; the schema name is checked and quoted. A batch is one
//! transaction of four statements, rows in key order: an `INSERT … ON CONFLICT DO NOTHING` of
//! the new positions (a writer meeting another's uncommitted insert waits for it), a
//! `SELECT … FOR UPDATE` of the stored ones (row locks, so two writers of one position wait for
//! each other instead of losing a merge), the merge rule applied in Rust as for a file and one
//! `UPDATE … FROM UNNEST` of the merged rows, and one `INSERT … ON CONFLICT DO UPDATE` that adds
//! the tallies in the database (`hits = hits + excluded.hits`), each engine under a replica id of
//! its own, so two engines' games both count.

mod analysis;
mod remote;
mod removal;
mod tables;
mod tls;
mod url;

/// The client crate, for callers that run their own statements beside the store.
pub use postgres;
pub use remote::{PendingEntries, PendingRecall, PreloadAnswer, RemoteReader, RemoteWriter};
pub use tables::{DEFAULT_SERVER_CAPACITY, SERVER_SCHEMA_VERSION};
pub use tls::{RootCerts, SslMode};
pub use url::{CONNECT_TIMEOUT, DEFAULT_SCHEMA, ServerUrl};

use crate::entry::{LearnEntry, Origin, Tally, TallySource, Window};
use crate::merge::{absorb, merge, normalize_tallies};
use crate::store::{Access, AnalysisTag, KnownPosition, RootOrdering, WriteReport};
use postgres::Client;
use std::collections::HashMap;
use tables::Tables;

/// What went wrong with a server.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The URL is not one Slate can use.
    #[error("Learning Server: {0}")]
    BadUrl(String),
    /// No connection (unreachable host, refused, wrong password, no such database).
    #[error("{url}: cannot connect: {reason}")]
    Connect {
        /// The server, password hidden.
        url: String,
        /// What the server or the network said.
        reason: String,
    },
    /// A statement failed (the server went away, a constraint, missing rights).
    #[error("{url}: {source}")]
    Query {
        /// The server, password hidden.
        url: String,
        /// The client's error.
        source: postgres::Error,
    },
    /// The schema holds tables that are not a Slate store's, or of a newer version.
    #[error("{url}: schema {schema}: {detail}")]
    Schema {
        /// The server, password hidden.
        url: String,
        /// Slate's schema there.
        schema: String,
        /// What was found.
        detail: String,
    },
    /// A write on a connection whose role may only read.
    #[error("{0}: the role may only read this store")]
    ReadOnly(String),
    /// A numbered batch of this many entries failed, perhaps after its commit (the writer asks
    /// about it before writing it again).
    #[error("{0}")]
    InDoubt(Box<ServerError>, usize),
}

impl ServerError {
    /// The server could not be reached or went away (not a refusal of the statement): what was
    /// to be written waits, and the next attempt connects again.
    pub fn is_unreachable(&self) -> bool {
        match self {
            ServerError::Connect { .. } => true,
            ServerError::InDoubt(e, _) => e.is_unreachable(),
            ServerError::Query { source, .. } => match source.as_db_error() {
                // Class 08 (connection exception) and 57 (operator intervention: shutdown,
                // restart) are the server going away.
                Some(db) => {
                    let code = db.code().code();
                    code.starts_with("08") || code.starts_with("57")
                }
                None => is_network_failure(source),
            },
            _ => false,
        }
    }

    /// The server rolled the transaction back (a deadlock, a serialisation failure): the same
    /// batch may simply be tried again.
    pub fn is_rolled_back(&self) -> bool {
        match self {
            ServerError::Query { source, .. } => source
                .as_db_error()
                .is_some_and(|db| db.code().code().starts_with("40")),
            _ => false,
        }
    }
}

/// Whether a client error without a server's answer is the network's (the connection closed, an
/// I/O error, a timeout), not the client's own (a value it could not encode or decode, a message
/// it did not expect): only the first is worth waiting out; the second would fail every retry.
fn is_network_failure(e: &postgres::Error) -> bool {
    if e.is_closed() {
        return true;
    }
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        if c.is::<std::io::Error>() {
            return true;
        }
        cause = c.source();
    }
    // tokio-postgres keeps its error kinds private; a timeout has no source to tell it by.
    let text = e.to_string();
    text.starts_with("timeout") || text.starts_with("error connecting")
}

/// A learning store on a PostgreSQL server.
pub struct ServerStore {
    client: Client,
    /// The lookup statement, prepared at its first use.
    lookup: Option<postgres::Statement>,
    /// The same without tallies: the preload's positions beyond the first ply.
    lookup_lean: Option<postgres::Statement>,
    url: ServerUrl,
    access: Access,
    replica: u64,
    tables: Tables,
    /// The schema version found (a read-only role cannot migrate a version 1 store: it reads
    /// its entries, and no analysis).
    version: i64,
    /// Entries the store keeps (its `capacity` meta value); beyond it writers evict.
    capacity: u64,
}

/// The advisory lock a writer takes (without waiting) to evict: one evicting writer at a time
/// ("slatev" in ASCII).
const EVICT_LOCK: i64 = 0x0000_736c_6174_6576;

const ENTRY_COLUMNS: &str =
    "key, chk, move, lower, upper, depth, ply, origin, eval_version, created, updated";

impl ServerStore {
    /// Connects, creates Slate's schema and tables when the role may (and they are absent), and
    /// finds out whether the role may write: a role with only `SELECT` gives a read-only store.
    pub fn connect(url: &ServerUrl) -> Result<ServerStore, ServerError> {
        let mut client = connect_within(url)?;
        let tables = Tables::new(&url.schema);
        let query = |source| ServerError::Query {
            url: url.to_string(),
            source,
        };
        let found = client
            .query_one(
                "SELECT to_regclass($1) IS NOT NULL, to_regclass($2) IS NOT NULL",
                &[&tables.entries, &tables.meta],
            )
            .map_err(query)?;
        let (entries, meta): (bool, bool) = (found.get(0), found.get(1));
        if entries && !meta {
            // Someone else's `entries`: never touched.
            return Err(ServerError::Schema {
                url: url.to_string(),
                schema: url.schema.clone(),
                detail: "holds an entries table that is not a Slate store's (no meta table);                          choose another schema= "
                    .into(),
            });
        }
        let version_sql = format!(
            "SELECT value FROM {} WHERE name = 'schema_version'",
            tables.meta
        );
        let read_version = |client: &mut Client| -> Result<Option<String>, ServerError> {
            Ok(client
                .query_opt(&version_sql, &[])
                .map_err(query)?
                .map(|r| r.get(0)))
        };
        let mut version = if entries {
            read_version(&mut client)?
        } else {
            None
        };
        // A new store, or one of version 1 to migrate (when the role may; else it is read as
        // it is).
        if !entries || version.as_deref() == Some("1") {
            match tables::create(&mut client, &url.schema, &tables, DEFAULT_SERVER_CAPACITY) {
                Ok(()) => version = read_version(&mut client)?,
                Err(e) if entries && is_denied(&e) => {}
                Err(e) => return Err(query(e)),
            }
        }
        let version = match version.as_deref().map(str::parse::<i64>) {
            Some(Ok(v @ 1..=SERVER_SCHEMA_VERSION)) => v,
            found => {
                return Err(ServerError::Schema {
                    url: url.to_string(),
                    schema: url.schema.clone(),
                    detail: match found {
                        Some(Ok(v)) if v > SERVER_SCHEMA_VERSION => format!(
                            "schema version {v} is newer than this Slate reads \
                             ({SERVER_SCHEMA_VERSION})"
                        ),
                        _ => "not a Slate learning store (no schema_version)".into(),
                    },
                });
            }
        };
        let capacity = client
            .query_opt(
                &format!("SELECT value FROM {} WHERE name = 'capacity'", tables.meta),
                &[],
            )
            .map_err(query)?
            .and_then(|r| r.get::<_, String>(0).parse::<u64>().ok())
            .unwrap_or(DEFAULT_SERVER_CAPACITY);
        let writable: bool = client
            .query_one(
                "SELECT has_table_privilege($1, 'INSERT') AND has_table_privilege($1, 'UPDATE') \
                 AND has_table_privilege($2, 'INSERT') AND has_table_privilege($2, 'UPDATE')",
                &[&tables.entries, &tables.tallies],
            )
            .map_err(query)?
            .get(0);
        Ok(ServerStore {
            client,
            lookup: None,
            lookup_lean: None,
            url: url.clone(),
            access: if writable {
                Access::ReadWrite
            } else {
                Access::ReadOnly
            },
            replica: fresh_replica(),
            tables,
            version,
            capacity,
        })
    }

    /// Entries the store keeps: writers evict the least valuable beyond it (shallowest, least
    /// used, oldest, as in a file). One value for every engine that shares the store.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    /// Sets the store's capacity for every engine that shares it (taken at their next
    /// connection), and evicts down to it now. Returns how many entries went.
    pub fn set_capacity(&mut self, capacity: u64) -> Result<u64, ServerError> {
        self.writable()?;
        let url = self.url.to_string();
        let fail = |source| ServerError::Query {
            url: url.clone(),
            source,
        };
        let mut tx = self.client.transaction().map_err(fail)?;
        tx.execute(
            &format!(
                "INSERT INTO {} VALUES ('capacity', $1)
                 ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                self.tables.meta
            ),
            &[&capacity.to_string()],
        )
        .map_err(fail)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&EVICT_LOCK])
            .map_err(fail)?;
        let gone = removal::evict(&mut tx, &self.tables, self.replica, capacity).map_err(fail)?;
        tx.commit().map_err(fail)?;
        self.capacity = capacity;
        Ok(gone)
    }

    /// The schema version of the store's tables (see [`SERVER_SCHEMA_VERSION`]).
    pub fn schema_version(&self) -> i64 {
        self.version
    }

    fn writable(&self) -> Result<(), ServerError> {
        match self.access {
            Access::ReadOnly => Err(ServerError::ReadOnly(self.url.to_string())),
            Access::ReadWrite if self.version < 2 => Err(ServerError::Schema {
                url: self.url.to_string(),
                schema: self.url.schema.clone(),
                detail: "version 1, not migrated".into(),
            }),
            Access::ReadWrite => Ok(()),
        }
    }

    /// Read-write, or read-only when the role may not write.
    pub fn access(&self) -> Access {
        self.access
    }

    /// The server, password hidden.
    pub fn url(&self) -> &ServerUrl {
        &self.url
    }

    /// The id this connection counts its games under.
    pub fn replica(&self) -> u64 {
        self.replica
    }

    fn query_error(&self, source: postgres::Error) -> ServerError {
        ServerError::Query {
            url: self.url.to_string(),
            source,
        }
    }

    /// Entries stored.
    pub fn len(&mut self) -> Result<u64, ServerError> {
        let sql = format!("SELECT count(*) FROM {}", self.tables.entries);
        let n: i64 = self
            .client
            .query_one(&sql, &[])
            .map_err(|e| self.query_error(e))?
            .get(0);
        Ok(n.max(0) as u64)
    }

    /// Whether the store holds no entry.
    pub fn is_empty(&mut self) -> Result<bool, ServerError> {
        Ok(self.len()? == 0)
    }

    /// The entry of a key and check value, with every store's tallies.
    pub fn lookup(&mut self, key: u64, check: u32) -> Result<Option<LearnEntry>, ServerError> {
        Ok(self.lookup_many(&[(key, check)])?.pop())
    }

    /// The entries of `keys` (those stored), with their tallies; in no particular order.
    pub fn lookup_many(&mut self, keys: &[(u64, u32)]) -> Result<Vec<LearnEntry>, ServerError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        // One prepared statement, one round trip: the entries by key (the primary key's first
        // column), their tallies joined.
        if self.lookup.is_none() {
            let sql = format!(
                "SELECT e.key, e.chk, e.move, e.lower, e.upper, e.depth, e.ply, e.origin,
                        e.eval_version, e.created, e.updated,
                        t.replica, t.source, t.hits, t.games, t.points, t.wins, t.draws, t.losses
                 FROM {} e LEFT JOIN {} t ON t.key = e.key AND t.chk = e.chk
                 WHERE e.key = ANY($1::bigint[])",
                self.tables.entries, self.tables.tallies
            );
            let stmt = self.client.prepare(&sql).map_err(|e| self.query_error(e))?;
            self.lookup = Some(stmt);
        }
        let wanted: std::collections::HashSet<(u64, u32)> = keys.iter().copied().collect();
        let mut k: Vec<i64> = keys.iter().map(|&(k, _)| k as i64).collect();
        k.sort_unstable();
        k.dedup();
        let stmt = self.lookup.clone().expect("prepared above");
        let rows = self
            .client
            .query(&stmt, &[&k])
            .map_err(|e| self.query_error(e))?;
        let mut found: HashMap<(u64, u32), LearnEntry> = HashMap::new();
        for r in rows {
            let e = row_to_entry(&r).ok_or_else(|| self.damaged("an entry out of range"))?;
            let id = (e.key, e.check);
            if !wanted.contains(&id) {
                continue;
            }
            let tally = match r.get::<_, Option<i64>>(11) {
                Some(_) => {
                    Some(row_to_tally(&r, 11).ok_or_else(|| self.damaged("a tally out of range"))?)
                }
                None => None,
            };
            let entry = found.entry(id).or_insert(e);
            entry.tallies.extend(tally);
        }
        Ok(found
            .into_values()
            .map(|mut e| {
                normalize_tallies(&mut e.tallies);
                e
            })
            .collect())
    }

    /// The entries of `keys` (those stored) without their tallies, in no particular order: what
    /// a search's preload loads into its table beyond the root's own moves (a table entry has no
    /// use for results). The entries table alone, one statement.
    pub fn lookup_lean(&mut self, keys: &[(u64, u32)]) -> Result<Vec<LearnEntry>, ServerError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        if self.lookup_lean.is_none() {
            let sql = format!(
                "SELECT key, chk, move, lower, upper, depth, ply, origin, eval_version, created,
                        updated
                 FROM {} WHERE key = ANY($1::bigint[])",
                self.tables.entries
            );
            let stmt = self.client.prepare(&sql).map_err(|e| self.query_error(e))?;
            self.lookup_lean = Some(stmt);
        }
        let wanted: std::collections::HashSet<(u64, u32)> = keys.iter().copied().collect();
        let mut k: Vec<i64> = keys.iter().map(|&(k, _)| k as i64).collect();
        k.sort_unstable();
        k.dedup();
        let stmt = self.lookup_lean.clone().expect("prepared above");
        let rows = self
            .client
            .query(&stmt, &[&k])
            .map_err(|e| self.query_error(e))?;
        let mut found = Vec::with_capacity(rows.len());
        for r in rows {
            let e = row_to_entry(&r).ok_or_else(|| self.damaged("an entry out of range"))?;
            if wanted.contains(&(e.key, e.check)) {
                found.push(e);
            }
        }
        Ok(found)
    }

    fn damaged(&self, detail: &str) -> ServerError {
        ServerError::Schema {
            url: self.url.to_string(),
            schema: self.url.schema.clone(),
            detail: format!("damaged: {detail}"),
        }
    }

    /// Records entries from this engine: each merged with what is stored, its tallies added to
    /// this connection's own counters. One transaction.
    pub fn record_batch(&mut self, entries: &[LearnEntry]) -> Result<WriteReport, ServerError> {
        self.write_batch(Batch::entries(entries, Combine::Absorb))
    }

    /// [`ServerStore::record_batch`] with analysis tags, known positions and move-ordering
    /// histories, in the same transaction (what the engine's writer thread hands over).
    pub fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> Result<WriteReport, ServerError> {
        self.write_batch(Batch {
            tags,
            positions,
            orderings,
            ..Batch::entries(entries, Combine::Absorb)
        })
    }

    /// [`ServerStore::record_tagged`], marked as batch `seq` of this replica in the same
    /// transaction, so that after a failure whose outcome is unknown (the connection lost while
    /// committing) [`ServerStore::batch_committed`] tells whether it counted.
    pub fn record_numbered_batch(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
        seq: u64,
    ) -> Result<WriteReport, ServerError> {
        self.write_batch(Batch {
            tags,
            positions,
            orderings,
            seq: Some(seq),
            ..Batch::entries(entries, Combine::Absorb)
        })
    }

    /// Whether batch `seq` of this replica was committed.
    pub fn batch_committed(&mut self, seq: u64) -> Result<bool, ServerError> {
        let sql = format!(
            "SELECT EXISTS (SELECT 1 FROM {} WHERE replica = $1 AND seq = $2)",
            self.tables.batches
        );
        let row = self
            .client
            .query_one(&sql, &[&(self.replica as i64), &(seq as i64)])
            .map_err(|e| self.query_error(e))?;
        Ok(row.get(0))
    }

    /// Counts this connection's games under `replica` (an engine keeps one id across
    /// reconnections).
    pub fn set_replica(&mut self, replica: u64) {
        self.replica = replica & i64::MAX as u64;
    }

    /// Takes in entries of another store as they are: merged, every store's counters kept at
    /// the larger of the two (so a merge repeated counts nothing twice).
    pub fn merge_batch(&mut self, entries: &[LearnEntry]) -> Result<WriteReport, ServerError> {
        self.write_batch(Batch::entries(entries, Combine::Merge))
    }

    /// Takes in analysis tags of another store, for entries this store holds.
    pub fn merge_tags(&mut self, tags: &[AnalysisTag]) -> Result<(), ServerError> {
        self.write_batch(Batch {
            tags,
            ..Batch::entries(&[], Combine::Merge)
        })
        .map(|_| ())
    }

    /// Takes in move-ordering histories of another store; a root keeps the deeper one.
    pub fn merge_orderings(&mut self, orderings: &[RootOrdering]) -> Result<(), ServerError> {
        self.write_batch(Batch {
            orderings,
            ..Batch::entries(&[], Combine::Merge)
        })
        .map(|_| ())
    }

    /// Keeps the FEN of positions (those without an entry are skipped).
    pub fn record_positions(&mut self, positions: &[KnownPosition]) -> Result<(), ServerError> {
        self.write_batch(Batch {
            positions,
            ..Batch::entries(&[], Combine::Merge)
        })
        .map(|_| ())
    }

    fn write_batch(&mut self, batch: Batch) -> Result<WriteReport, ServerError> {
        self.writable()?;
        let Batch {
            entries,
            combine,
            tags,
            positions,
            orderings,
            seq,
            games,
        } = batch;
        if entries.is_empty()
            && tags.is_empty()
            && positions.is_empty()
            && orderings.is_empty()
            && games.is_empty()
        {
            return Ok(WriteReport::default());
        }
        // One incoming entry per position, merged first (a batch may hold a position twice).
        let mut incoming: Vec<LearnEntry> = Vec::with_capacity(entries.len());
        let mut at: HashMap<(u64, u32), usize> = HashMap::new();
        for e in entries {
            match at.get(&(e.key, e.check)) {
                Some(&i) => {
                    let mut both = merge(&incoming[i], e).expect("same position");
                    if combine == Combine::Absorb {
                        both.tallies = add_tallies(&incoming[i].tallies, &e.tallies);
                    }
                    incoming[i] = both;
                }
                None => {
                    at.insert((e.key, e.check), incoming.len());
                    incoming.push(e.clone());
                }
            }
        }
        incoming.sort_by_key(|e| (e.key, e.check));
        let keys: Vec<(u64, u32)> = incoming.iter().map(|e| (e.key, e.check)).collect();
        let replica = self.replica;
        let capacity = self.capacity;
        let tables = &self.tables;
        let url = self.url.to_string();
        let fail = |source| ServerError::Query {
            url: url.clone(),
            source,
        };
        let mut tx = self.client.transaction().map_err(fail)?;
        // Each incoming entry as it is stored when its position is new.
        let fields_of = |e: &LearnEntry| {
            let mut f = e.clone();
            f.tallies.clear();
            f
        };
        let mut fresh = EntryArrays::default();
        for e in &incoming {
            let f = fields_of(e);
            match combine {
                Combine::Absorb => fresh.push(&absorb(None, &f, replica), e.uses()),
                Combine::Merge => fresh.push(&f, e.uses()),
            }
        }
        // 1. The new positions, inserted as they are. Rows are in key order, so two writers of
        // overlapping batches meet in the same order; a writer inserting a position another
        // has inserted but not committed waits for it, then finds it stored.
        let mut inserted = std::collections::HashSet::new();
        if !fresh.key.is_empty() {
            let insert_new = format!(
                "INSERT INTO {} ({ENTRY_COLUMNS}, uses)
                 SELECT * FROM UNNEST($1::bigint[], $2::bigint[], $3::int[], $4::int[],
                                      $5::int[], $6::smallint[], $7::int[], $8::smallint[],
                                      $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[])
                 ON CONFLICT (key, chk) DO NOTHING
                 RETURNING key, chk",
                tables.entries
            );
            inserted = tx
                .query(&insert_new, &fresh.params())
                .map_err(fail)?
                .iter()
                .map(|r| (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u32))
                .collect();
        }
        // 2. The stored ones, locked (row locks: no limit on how many) and read. `NO KEY
        // UPDATE`: the key is never changed, so a tag written meanwhile (which only shares the
        // key) does not wait.
        let known: Vec<(u64, u32)> = keys
            .iter()
            .copied()
            .filter(|id| !inserted.contains(id))
            .collect();
        let mut stored: HashMap<(u64, u32), LearnEntry> = HashMap::new();
        if !known.is_empty() {
            let (kk, kc) = key_arrays(&known);
            let stored_sql = format!(
                "SELECT {ENTRY_COLUMNS} FROM {} WHERE (key, chk) IN \
                 (SELECT * FROM UNNEST($1::bigint[], $2::bigint[])) ORDER BY key, chk \
                 FOR NO KEY UPDATE",
                tables.entries
            );
            for r in tx.query(&stored_sql, &[&kk, &kc]).map_err(fail)? {
                if let Some(e) = row_to_entry(&r) {
                    stored.insert((e.key, e.check), e);
                }
            }
        }
        let mut report = WriteReport {
            inserted: inserted.len() as u64,
            // A position met again in the batch is an update, as in a file.
            updated: (entries.len() - incoming.len()) as u64,
            ..WriteReport::default()
        };
        // 3. The merge rule, in Rust as for a file, and one statement for the merged rows.
        let mut rows = EntryArrays::default();
        let mut counts = TallyArrays::default();
        for e in &incoming {
            if let Some(old) = stored.get(&(e.key, e.check)) {
                report.updated += 1;
                let f = fields_of(e);
                rows.push(
                    &match combine {
                        Combine::Absorb => absorb(Some(old), &f, replica),
                        Combine::Merge => merge(old, &f).expect("same position"),
                    },
                    e.uses(),
                );
            }
            for t in &e.tallies {
                let replica = match combine {
                    Combine::Absorb => replica,
                    Combine::Merge => t.replica,
                };
                counts.push(e.key, e.check, replica, t);
            }
        }
        if !rows.key.is_empty() {
            // Uses are added for this engine's games; a merge keeps the larger count.
            let uses = match combine {
                Combine::Absorb => "e.uses + u.uses",
                Combine::Merge => "GREATEST(e.uses, u.uses)",
            };
            let update = format!(
                "UPDATE {} AS e SET
                    move = u.move, lower = u.lower, upper = u.upper, depth = u.depth,
                    ply = u.ply, origin = u.origin, eval_version = u.eval_version,
                    created = u.created, updated = u.updated, uses = {uses}
                 FROM UNNEST($1::bigint[], $2::bigint[], $3::int[], $4::int[], $5::int[],
                             $6::smallint[], $7::int[], $8::smallint[], $9::bigint[],
                             $10::bigint[], $11::bigint[], $12::bigint[])
                      AS u(key, chk, move, lower, upper, depth, ply, origin, eval_version,
                           created, updated, uses)
                 WHERE e.key = u.key AND e.chk = u.chk",
                tables.entries
            );
            tx.execute(&update, &rows.params()).map_err(fail)?;
        }
        if !counts.key.is_empty() {
            let combine_sql = match combine {
                Combine::Absorb => {
                    "hits = t.hits + excluded.hits, games = t.games + excluded.games,
                     points = t.points + excluded.points, wins = t.wins + excluded.wins,
                     draws = t.draws + excluded.draws, losses = t.losses + excluded.losses"
                }
                Combine::Merge => {
                    "hits = GREATEST(t.hits, excluded.hits),
                     games = GREATEST(t.games, excluded.games),
                     points = GREATEST(t.points, excluded.points),
                     wins = GREATEST(t.wins, excluded.wins),
                     draws = GREATEST(t.draws, excluded.draws),
                     losses = GREATEST(t.losses, excluded.losses)"
                }
            };
            let upsert_tallies = format!(
                "INSERT INTO {} AS t (key, chk, replica, source, hits, games, points, wins,
                                      draws, losses)
                 SELECT * FROM UNNEST($1::bigint[], $2::bigint[], $3::bigint[], $4::smallint[],
                                      $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[],
                                      $9::bigint[], $10::bigint[])
                 ON CONFLICT (key, chk, replica, source) DO UPDATE SET {combine_sql}",
                tables.tallies
            );
            tx.execute(&upsert_tallies, &counts.params())
                .map_err(fail)?;
        }
        analysis::write(&mut tx, tables, tags, positions, orderings).map_err(fail)?;
        analysis::remember_games(&mut tx, tables, games).map_err(fail)?;
        // 4. The entry count, in this replica's own row, and eviction beyond the capacity by
        // one writer at a time (the others go on; the next batch evicts what is left).
        if report.inserted > 0 {
            removal::count(&mut tx, tables, replica, report.inserted as i64).map_err(fail)?;
            let over: bool = tx
                .query_one(
                    &format!("SELECT sum(n)::bigint > $1::bigint FROM {}", tables.counts),
                    &[&(capacity.min(i64::MAX as u64) as i64)],
                )
                .map_err(fail)?
                .get::<_, Option<bool>>(0)
                .unwrap_or(false);
            if over {
                let ours: bool = tx
                    .query_one("SELECT pg_try_advisory_xact_lock($1)", &[&EVICT_LOCK])
                    .map_err(fail)?
                    .get(0);
                if ours {
                    report.evicted =
                        removal::evict(&mut tx, tables, replica, capacity).map_err(fail)?;
                }
            }
        }
        if let Some(seq) = seq {
            let mark = format!(
                "INSERT INTO {} VALUES ($1, $2) ON CONFLICT DO NOTHING",
                tables.batches
            );
            tx.execute(&mark, &[&(replica as i64), &(seq as i64)])
                .map_err(fail)?;
            // Only the latest marks are ever asked about.
            let old = format!(
                "DELETE FROM {} WHERE replica = $1 AND seq < $2",
                tables.batches
            );
            tx.execute(&old, &[&(replica as i64), &(seq as i64 - 16)])
                .map_err(fail)?;
        }
        tx.commit().map_err(fail)?;
        Ok(report)
    }

    /// Every entry, in key order, handed to `f` (for merging the server into a file).
    pub fn for_each<E: From<ServerError>>(
        &mut self,
        mut f: impl FnMut(LearnEntry) -> Result<(), E>,
    ) -> Result<(), E> {
        let sql = format!(
            "SELECT key, chk FROM {} ORDER BY key, chk",
            self.tables.entries
        );
        let ids: Vec<(u64, u32)> = self
            .client
            .query(&sql, &[])
            .map_err(|e| self.query_error(e))?
            .iter()
            .map(|r| (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u32))
            .collect();
        for chunk in ids.chunks(1000) {
            let mut batch = self.lookup_many(chunk)?;
            batch.sort_by_key(|e| (e.key, e.check));
            for e in batch {
                f(e)?;
            }
        }
        Ok(())
    }

    /// Every key, in key order, until `f` returns false; whether the scan ran to the end. Read
    /// a page at a time (by the primary key), so that a large store is never held in memory.
    pub fn for_each_key(&mut self, mut f: impl FnMut(u64) -> bool) -> Result<bool, ServerError> {
        let sql = format!(
            "SELECT DISTINCT key FROM {} WHERE key > $1 ORDER BY key LIMIT 100000",
            self.tables.entries
        );
        let mut after = i64::MIN;
        let mut first = true;
        loop {
            let rows = self
                .client
                .query(&sql, &[&after])
                .map_err(|e| self.query_error(e))?;
            if first {
                // `key > i64::MIN` misses a key of exactly i64::MIN (0x8000…): ask for it apart.
                first = false;
                let edge = format!(
                    "SELECT EXISTS (SELECT 1 FROM {} WHERE key = $1)",
                    self.tables.entries
                );
                let has: bool = self
                    .client
                    .query_one(&edge, &[&i64::MIN])
                    .map_err(|e| self.query_error(e))?
                    .get(0);
                if has && !f(i64::MIN as u64) {
                    return Ok(false);
                }
            }
            if rows.is_empty() {
                return Ok(true);
            }
            for r in &rows {
                let k: i64 = r.get(0);
                after = k;
                if !f(k as u64) {
                    return Ok(false);
                }
            }
        }
    }

    /// Removes a position's entry, with its tallies, tags and kept FEN; whether there was one.
    pub fn forget(&mut self, key: u64, check: u32) -> Result<bool, ServerError> {
        let n = self.remove(
            "WHERE key = $1 AND chk = $2",
            &[&(key as i64), &i64::from(check)],
        )?;
        Ok(n > 0)
    }

    /// Removes entries shallower than `min_depth`, not updated since `older_than` (unix
    /// seconds), and then the least valuable ones beyond `keep`. Returns how many went.
    pub fn prune(
        &mut self,
        min_depth: Option<u8>,
        older_than: Option<i64>,
        keep: Option<u64>,
    ) -> Result<u64, ServerError> {
        let mut n = 0;
        if let Some(d) = min_depth {
            n += self.remove("WHERE depth < $1", &[&i16::from(d)])?;
        }
        if let Some(t) = older_than {
            n += self.remove("WHERE updated < $1", &[&t])?;
        }
        if let Some(k) = keep {
            self.writable()?;
            let (tables, replica) = (&self.tables, self.replica);
            let url = self.url.to_string();
            let fail = |source| ServerError::Query {
                url: url.clone(),
                source,
            };
            let mut tx = self.client.transaction().map_err(fail)?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&EVICT_LOCK])
                .map_err(fail)?;
            n += removal::evict(&mut tx, tables, replica, k).map_err(fail)?;
            tx.commit().map_err(fail)?;
        }
        Ok(n)
    }

    /// Removes the entries `filter` (a `WHERE` clause over the entries, bound to `params`)
    /// selects, with what hangs on them, in one transaction.
    fn remove(
        &mut self,
        filter: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<u64, ServerError> {
        self.writable()?;
        let (tables, replica) = (&self.tables, self.replica);
        let url = self.url.to_string();
        let fail = |source| ServerError::Query {
            url: url.clone(),
            source,
        };
        let mut tx = self.client.transaction().map_err(fail)?;
        let delete = format!("DELETE FROM {} {filter} RETURNING key, chk", tables.entries);
        let n = removal::remove_where(&mut tx, tables, replica, &delete, params).map_err(fail)?;
        tx.commit().map_err(fail)?;
        Ok(n)
    }

    /// Problems found: entries whose values are out of range, tallies without an entry.
    pub fn verify(&mut self) -> Result<Vec<String>, ServerError> {
        let mut problems = Vec::new();
        let bad_rows = format!(
            "SELECT count(*) FROM {} WHERE lower > upper OR depth < 0 OR depth > 255
                OR chk < 0 OR chk > 4294967295 OR move < 0 OR move > 65535 OR ply < 0",
            self.tables.entries
        );
        let n: i64 = self
            .client
            .query_one(&bad_rows, &[])
            .map_err(|e| self.query_error(e))?
            .get(0);
        if n > 0 {
            problems.push(format!("{n} entries with values out of range"));
        }
        let orphans = format!(
            "SELECT count(*) FROM {t} WHERE NOT EXISTS
                (SELECT 1 FROM {e} WHERE {e}.key = {t}.key AND {e}.chk = {t}.chk)",
            t = self.tables.tallies,
            e = self.tables.entries
        );
        let n: i64 = self
            .client
            .query_one(&orphans, &[])
            .map_err(|e| self.query_error(e))?
            .get(0);
        if n > 0 {
            problems.push(format!("{n} tallies of positions without an entry"));
        }
        let negative = format!(
            "SELECT count(*) FROM {} WHERE LEAST(hits, games, points, wins, draws, losses) < 0",
            self.tables.tallies
        );
        let n: i64 = self
            .client
            .query_one(&negative, &[])
            .map_err(|e| self.query_error(e))?
            .get(0);
        if n > 0 {
            problems.push(format!("{n} tallies with negative counts"));
        }
        if self.version >= 2 {
            self.verify_version_2(&mut problems)?;
        }
        Ok(problems)
    }

    /// What version 2 adds: analysis rows without their entry, histories that do not decode,
    /// and the entry count against the entries.
    fn verify_version_2(&mut self, problems: &mut Vec<String>) -> Result<(), ServerError> {
        let t = &self.tables;
        let checks = [
            (
                format!(
                    "SELECT count(*) FROM {a} x WHERE NOT EXISTS
                        (SELECT 1 FROM {e} WHERE {e}.key = x.key AND {e}.chk = x.chk)",
                    a = t.tags,
                    e = t.entries
                ),
                "analysis tags of positions without an entry",
            ),
            (
                format!(
                    "SELECT count(*) FROM {p} x WHERE NOT EXISTS
                        (SELECT 1 FROM {e} WHERE {e}.key = x.key AND {e}.chk = x.chk)",
                    p = t.positions,
                    e = t.entries
                ),
                "kept FENs of positions without an entry",
            ),
            (
                format!(
                    "SELECT count(*) FROM {o} x WHERE NOT EXISTS
                        (SELECT 1 FROM {a} WHERE {a}.root = x.root)",
                    o = t.orderings,
                    a = t.tags
                ),
                "move-ordering histories of roots without a tag",
            ),
        ];
        for (sql, what) in checks {
            let n: i64 = self
                .client
                .query_one(&sql, &[])
                .map_err(|e| self.query_error(e))?
                .get(0);
            if n > 0 {
                problems.push(format!("{n} {what}"));
            }
        }
        let mut damaged = 0u64;
        self.for_each_ordering(|_| Ok(())).or_else(|e| match e {
            ServerError::Schema { .. } => {
                damaged += 1;
                Ok(())
            }
            e => Err(e),
        })?;
        if damaged > 0 {
            problems.push("a move-ordering history that does not decode".into());
        }
        let url = self.url.to_string();
        let fail = |source| ServerError::Query {
            url: url.clone(),
            source,
        };
        // One snapshot for both counts.
        let mut tx = self
            .client
            .build_transaction()
            .isolation_level(postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .map_err(fail)?;
        let counted = removal::counted(&mut tx, &self.tables).map_err(fail)?;
        let held: i64 = tx
            .query_one(
                &format!("SELECT count(*) FROM {}", self.tables.entries),
                &[],
            )
            .map_err(fail)?
            .get(0);
        tx.commit().map_err(fail)?;
        if counted != held {
            problems.push(format!(
                "the entry count says {counted}, the store holds {held} entries"
            ));
        }
        Ok(())
    }
}

/// How a batch meets what is stored.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Combine {
    /// This engine's new games: counted under the connection's replica.
    Absorb,
    /// Another store's entries: counters kept per replica at the larger value.
    Merge,
}

/// Connects in a thread of its own, given up after the URL's connect timeout (a socket that
/// accepts but never answers would otherwise hold the caller for as long as the kernel keeps the
/// connection: the client's own timeout covers the TCP connect only). A thread given up on ends
/// when its socket does.
fn connect_within(url: &ServerUrl) -> Result<Client, ServerError> {
    let limit = url
        .config
        .get_connect_timeout()
        .copied()
        .unwrap_or(CONNECT_TIMEOUT)
        + std::time::Duration::from_millis(500);
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    let config = url.config.clone();
    let tls = url.tls.clone();
    std::thread::Builder::new()
        .name("slate-pg-connect".into())
        .spawn(move || {
            let _ = tx.send(config.connect(tls));
        })
        .map_err(|e| ServerError::Connect {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
    match rx.recv_timeout(limit) {
        Ok(Ok(client)) => Ok(client),
        Ok(Err(e)) => Err(ServerError::Connect {
            url: url.to_string(),
            reason: connect_reason(&e),
        }),
        Err(_) => Err(ServerError::Connect {
            url: url.to_string(),
            reason: format!("no answer within {:.1} s", limit.as_secs_f64()),
        }),
    }
}

/// The server's message without the client's wrapping, for one clear line.
fn connect_reason(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => db.message().to_string(),
        None => {
            let text = e.to_string();
            match std::error::Error::source(e) {
                Some(source) => format!("{text}: {source}"),
                None => text,
            }
        }
    }
}

/// Whether the server refused a statement for want of rights.
fn is_denied(e: &postgres::Error) -> bool {
    e.as_db_error()
        .is_some_and(|db| db.code() == &postgres::error::SqlState::INSUFFICIENT_PRIVILEGE)
}

/// What one transaction writes.
struct Batch<'a> {
    entries: &'a [LearnEntry],
    combine: Combine,
    tags: &'a [AnalysisTag],
    positions: &'a [KnownPosition],
    orderings: &'a [RootOrdering],
    /// The batch's number, marked in the same transaction.
    seq: Option<u64>,
    /// Hashes of imported games, remembered in the same transaction.
    games: &'a [(u64, u64)],
}

impl<'a> Batch<'a> {
    fn entries(entries: &'a [LearnEntry], combine: Combine) -> Batch<'a> {
        Batch {
            entries,
            combine,
            tags: &[],
            positions: &[],
            orderings: &[],
            seq: None,
            games: &[],
        }
    }
}

fn fresh_replica() -> u64 {
    // Positive, as a bigint column holds it unchanged.
    crate::schema::new_replica_id() >> 1
}

/// A fresh random replica id (for an engine that keeps one across connections).
pub fn new_replica() -> u64 {
    fresh_replica()
}

fn key_arrays(keys: &[(u64, u32)]) -> (Vec<i64>, Vec<i64>) {
    keys.iter().map(|&(k, c)| (k as i64, i64::from(c))).unzip()
}

fn add_tallies(a: &[Tally], b: &[Tally]) -> Vec<Tally> {
    let mut out = a.to_vec();
    for t in b {
        match out
            .iter_mut()
            .find(|o| o.replica == t.replica && o.source == t.source)
        {
            Some(o) => o.add_counts(t),
            None => out.push(*t),
        }
    }
    out
}

fn row_to_entry(r: &postgres::Row) -> Option<LearnEntry> {
    let int = |i: usize| -> i64 {
        match *r.columns()[i].type_() {
            postgres::types::Type::INT2 => i64::from(r.get::<_, i16>(i)),
            postgres::types::Type::INT4 => i64::from(r.get::<_, i32>(i)),
            _ => r.get::<_, i64>(i),
        }
    };
    let small =
        |i: usize, max: i64| -> Option<i64> { Some(int(i)).filter(|v| (0..=max).contains(v)) };
    Some(LearnEntry {
        key: int(0) as u64,
        check: small(1, u32::MAX as i64)? as u32,
        best_move: small(2, u16::MAX as i64)? as u16,
        window: Window::between(int(3) as i32, int(4) as i32),
        depth: small(5, 255)? as u8,
        ply: small(6, u16::MAX as i64)? as u16,
        origin: Origin::from_u8(small(7, 255)? as u8)?,
        eval_version: small(8, u32::MAX as i64)? as u32,
        created: int(9),
        updated: int(10),
        tallies: Vec::new(),
    })
}

/// The tally whose `replica` column is `base` (the source and six counts follow it).
fn row_to_tally(r: &postgres::Row, base: usize) -> Option<Tally> {
    // Counts added up on the server may pass a u32: they saturate, as the file's do.
    let count = |i: usize| -> Option<u32> {
        let v = r.get::<_, i64>(base + i);
        (v >= 0).then(|| v.min(i64::from(u32::MAX)) as u32)
    };
    Some(Tally {
        replica: r.get::<_, i64>(base) as u64,
        source: match r.get::<_, i16>(base + 1) {
            0 => TallySource::Own,
            1 => TallySource::Imported,
            _ => return None,
        },
        hits: count(2)?,
        games: count(3)?,
        points: count(4)?,
        wins: count(5)?,
        draws: count(6)?,
        losses: count(7)?,
    })
}

/// One batch of entries as column arrays, for `UNNEST`.
#[derive(Default)]
struct EntryArrays {
    key: Vec<i64>,
    chk: Vec<i64>,
    mv: Vec<i32>,
    lower: Vec<i32>,
    upper: Vec<i32>,
    depth: Vec<i16>,
    ply: Vec<i32>,
    origin: Vec<i16>,
    eval_version: Vec<i64>,
    created: Vec<i64>,
    updated: Vec<i64>,
    uses: Vec<i64>,
}

impl EntryArrays {
    fn params(&self) -> [&(dyn postgres::types::ToSql + Sync); 12] {
        [
            &self.key,
            &self.chk,
            &self.mv,
            &self.lower,
            &self.upper,
            &self.depth,
            &self.ply,
            &self.origin,
            &self.eval_version,
            &self.created,
            &self.updated,
            &self.uses,
        ]
    }

    fn push(&mut self, e: &LearnEntry, uses: u64) {
        self.key.push(e.key as i64);
        self.chk.push(i64::from(e.check));
        self.mv.push(i32::from(e.best_move));
        self.lower.push(e.window.lower);
        self.upper.push(e.window.upper);
        self.depth.push(i16::from(e.depth));
        self.ply.push(i32::from(e.ply));
        self.origin.push(i16::from(e.origin as u8));
        self.eval_version.push(i64::from(e.eval_version));
        self.created.push(e.created);
        self.updated.push(e.updated);
        self.uses.push(uses.min(i64::MAX as u64) as i64);
    }
}

/// One batch of tallies as column arrays.
#[derive(Default)]
struct TallyArrays {
    key: Vec<i64>,
    chk: Vec<i64>,
    replica: Vec<i64>,
    source: Vec<i16>,
    hits: Vec<i64>,
    games: Vec<i64>,
    points: Vec<i64>,
    wins: Vec<i64>,
    draws: Vec<i64>,
    losses: Vec<i64>,
}

impl TallyArrays {
    fn params(&self) -> [&(dyn postgres::types::ToSql + Sync); 10] {
        [
            &self.key,
            &self.chk,
            &self.replica,
            &self.source,
            &self.hits,
            &self.games,
            &self.points,
            &self.wins,
            &self.draws,
            &self.losses,
        ]
    }

    fn push(&mut self, key: u64, chk: u32, replica: u64, t: &Tally) {
        self.key.push(key as i64);
        self.chk.push(i64::from(chk));
        self.replica.push(replica as i64);
        self.source.push(t.source as i16);
        self.hits.push(i64::from(t.hits));
        self.games.push(i64::from(t.games));
        self.points.push(i64::from(t.points));
        self.wins.push(i64::from(t.wins));
        self.draws.push(i64::from(t.draws));
        self.losses.push(i64::from(t.losses));
    }
}
