//! The learning store: one SQLite file in WAL mode, opened read-write or strictly read-only.
//!
//! * A new store is built under a temporary name and linked into place only when complete, so a
//!   store file either does not exist or holds a full schema; several processes creating the same
//!   store at once all end up using the one that got there first.
//! * An existing file is checked before use (its SQLite header, then the meta table and schema
//!   version); anything that is not a sound Slate store is reported and left byte for byte alone.
//! * Writes run in `BEGIN IMMEDIATE` transactions with a busy timeout, retried while another
//!   process holds the write lock, so concurrent engines queue instead of failing with
//!   "database is locked". `synchronous = FULL` makes every commit durable.
//! * Read-only opens never write: with no `-wal` file beside the store (no writer active, none
//!   crashed) the file is opened `immutable`, which makes SQLite take no locks and create no
//!   `-wal`/`-shm` files; with a `-wal` file present it is opened `SQLITE_OPEN_READ_ONLY` and shares
//!   the existing `-shm` index to see the writer's commits, still without writing to the store.

use super::entry::{LearnEntry, Origin, Window};
use super::error::{LearnError, LearnResult};
use super::header::{HeaderVerdict, check_file};
use super::key_filter::KeyFilter;
use super::merge::{absorb, merge, normalize_tallies};
use super::schema::{self, decode_tallies, encode_tallies};
use crate::board::Position;
use rusqlite::{Connection, OpenFlags, OptionalExtension, TransactionBehavior, params};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The file name used when the user names none: in the working directory.
pub const DEFAULT_FILE: &str = "slate-learn.sqlite";
/// Default capacity in entries (about 100 bytes each on disk).
pub const DEFAULT_CAPACITY: u64 = 1_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    ReadOnly,
    ReadWrite,
}

#[derive(Debug, Clone)]
pub struct StoreOptions {
    /// Maximum number of entries; beyond it the least valuable entries are evicted.
    pub capacity: u64,
    /// The evaluation version written into a new store's meta table.
    pub eval_version: u32,
    /// How long one attempt waits for another process's write lock.
    pub busy_timeout: Duration,
    /// How long a write keeps retrying before it reports the store as busy.
    pub write_patience: Duration,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            capacity: DEFAULT_CAPACITY,
            eval_version: 1,
            busy_timeout: Duration::from_secs(5),
            write_patience: Duration::from_secs(120),
        }
    }
}

/// What a batch write did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteReport {
    pub inserted: u64,
    pub updated: u64,
    pub evicted: u64,
}

/// What `stats` shows.
#[derive(Debug, Clone)]
pub struct StoreInfo {
    pub path: PathBuf,
    pub schema_version: i64,
    pub key_scheme: String,
    pub check_scheme: String,
    pub eval_version: String,
    pub replica: u64,
    pub entries: u64,
    pub file_bytes: u64,
}

pub struct Store {
    conn: Connection,
    path: PathBuf,
    access: Access,
    replica: u64,
    options: StoreOptions,
}

const COLUMNS: &str =
    "key, chk, move, lower, upper, depth, ply, origin, eval_version, created, updated, tallies";

fn damaged(path: &Path, detail: impl Into<String>) -> LearnError {
    LearnError::Damaged {
        path: path.to_path_buf(),
        detail: detail.into(),
    }
}

fn wal_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// A `file:` URI for `path`, percent-encoding everything SQLite's URI parser could misread.
fn file_uri(path: &Path, query: &str) -> String {
    let mut uri = String::from("file:");
    for b in path.to_string_lossy().bytes() {
        if b.is_ascii_alphanumeric() || b"/._-~".contains(&b) {
            uri.push(b as char);
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push('?');
    uri.push_str(query);
    uri
}

/// A creation killed half-way leaves its temporary `NAME.creating-*` files (never the store
/// itself). Creating takes milliseconds, so such files older than a minute are leftovers.
fn sweep_stale_creations(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = format!("{}.creating-", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let stale = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > Duration::from_secs(60));
        if stale && e.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

impl Store {
    /// Opens (read-write: creating if absent) the store at `path`.
    pub fn open(path: &Path, access: Access, options: &StoreOptions) -> LearnResult<Store> {
        let exists = path.try_exists()?;
        match (exists, access) {
            (false, Access::ReadOnly) => {
                return Err(LearnError::Missing {
                    path: path.to_path_buf(),
                });
            }
            (false, Access::ReadWrite) => Self::create_new(path, options)?,
            (true, _) => Self::check_header(path)?,
        }
        if access == Access::ReadWrite {
            sweep_stale_creations(path);
        }
        let conn = match access {
            Access::ReadWrite => Connection::open_with_flags(
                path,
                OpenFlags::SQLITE_OPEN_READ_WRITE
                    | OpenFlags::SQLITE_OPEN_NO_MUTEX
                    | OpenFlags::SQLITE_OPEN_URI,
            )?,
            Access::ReadOnly => {
                let query = if wal_path(path).exists() {
                    "mode=ro"
                } else {
                    "mode=ro&immutable=1"
                };
                Connection::open_with_flags(
                    file_uri(path, query),
                    OpenFlags::SQLITE_OPEN_READ_ONLY
                        | OpenFlags::SQLITE_OPEN_NO_MUTEX
                        | OpenFlags::SQLITE_OPEN_URI,
                )?
            }
        };
        conn.busy_timeout(options.busy_timeout)?;
        let mut store = Store {
            conn,
            path: path.to_path_buf(),
            access,
            replica: 0,
            options: options.clone(),
        };
        store.validate_and_migrate()?;
        if access == Access::ReadWrite {
            store.conn.pragma_update(None, "journal_mode", "wal")?;
            store.conn.pragma_update(None, "synchronous", "full")?;
        }
        // Page cache and memory map for fast probes; neither writes to the file.
        store.conn.pragma_update(None, "cache_size", -16_384)?;
        store.conn.pragma_update(None, "mmap_size", 1i64 << 30)?;
        Ok(store)
    }

    /// Checks the header, giving a concurrent checkpoint a moment to finish growing the file.
    fn check_header(path: &Path) -> LearnResult<()> {
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            match check_file(path)? {
                HeaderVerdict::Sound => return Ok(()),
                HeaderVerdict::Short { expected, actual } => {
                    if !wal_path(path).exists() || Instant::now() > deadline {
                        return Err(damaged(
                            path,
                            format!("truncated: {actual} bytes of {expected}"),
                        ));
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        }
    }

    /// Builds a complete new store beside `path` and links it into place.
    fn create_new(path: &Path, options: &StoreOptions) -> LearnResult<()> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(format!(".creating-{}-{nanos}", std::process::id()));
        let tmp = PathBuf::from(tmp);
        let result = (|| -> LearnResult<()> {
            let mut conn = Connection::open_with_flags(
                &tmp,
                OpenFlags::SQLITE_OPEN_READ_WRITE
                    | OpenFlags::SQLITE_OPEN_CREATE
                    | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )?;
            conn.pragma_update(None, "synchronous", "full")?;
            schema::create(&mut conn, options.eval_version)?;
            conn.pragma_update(None, "journal_mode", "wal")?;
            conn.close().map_err(|(_, e)| e)?;
            // A hard link never replaces an existing file: if another process won the race, its
            // store is the one everybody uses.
            match std::fs::hard_link(&tmp, path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(e) => {
                    if path.try_exists()? {
                        return Err(e.into());
                    }
                    std::fs::rename(&tmp, path)?;
                }
            }
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
                && let Ok(d) = std::fs::File::open(dir)
            {
                let _ = d.sync_all();
            }
            Ok(())
        })();
        let _ = std::fs::remove_file(&tmp);
        result
    }

    fn validate_and_migrate(&mut self) -> LearnResult<()> {
        let path = self.path.clone();
        let not_db = |e: rusqlite::Error| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase) => LearnError::NotADatabase {
                path: path.clone(),
                detail: e.to_string(),
            },
            Some(rusqlite::ErrorCode::DatabaseCorrupt) => damaged(&path, e.to_string()),
            _ => LearnError::Sqlite(e),
        };
        if !schema::has_meta_table(&self.conn).map_err(not_db)? {
            return Err(LearnError::Foreign {
                path,
                detail: "no slate_meta table".into(),
            });
        }
        let format = schema::meta(&self.conn, "format").map_err(not_db)?;
        if format.as_deref() != Some(schema::FORMAT) {
            return Err(LearnError::Foreign {
                path,
                detail: format!("format is {format:?}"),
            });
        }
        let mut version = schema::user_version(&self.conn).map_err(not_db)?;
        if version > schema::CURRENT_VERSION {
            return Err(LearnError::TooNew {
                path,
                found: version,
                supported: schema::CURRENT_VERSION,
            });
        }
        if version < 1 {
            return Err(damaged(&path, format!("schema version {version}")));
        }
        if version < schema::CURRENT_VERSION {
            if self.access == Access::ReadOnly {
                return Err(LearnError::NeedsMigration {
                    path,
                    found: version,
                });
            }
            schema::migrate(&mut self.conn)?;
            version = schema::user_version(&self.conn)?;
            debug_assert_eq!(version, schema::CURRENT_VERSION);
        }
        let columns: Vec<String> = self
            .conn
            .prepare("SELECT name FROM pragma_table_info('entries')")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        if let Some(missing) = schema::ENTRY_COLUMNS
            .iter()
            .find(|c| !columns.iter().any(|have| have == *c))
        {
            return Err(damaged(
                &path,
                format!("schema version {version} but the entries table lacks column '{missing}'"),
            ));
        }
        for (what, expected) in [
            ("key_scheme", schema::KEY_SCHEME),
            ("check_scheme", schema::CHECK_SCHEME),
        ] {
            let found = schema::meta(&self.conn, what)?.unwrap_or_default();
            if found != expected {
                return Err(LearnError::SchemeMismatch {
                    path,
                    what,
                    found,
                    expected,
                });
            }
        }
        self.replica = schema::meta(&self.conn, "replica")?
            .and_then(|r| r.parse().ok())
            .ok_or_else(|| damaged(&path, "meta table has no replica id"))?;
        Ok(())
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn access(&self) -> Access {
        self.access
    }

    /// The random id this store counts under.
    pub fn replica(&self) -> u64 {
        self.replica
    }

    pub fn capacity(&self) -> u64 {
        self.options.capacity
    }

    pub fn set_capacity(&mut self, capacity: u64) {
        self.options.capacity = capacity;
    }

    /// The number of entries (kept by triggers; no table scan).
    pub fn len(&self) -> LearnResult<u64> {
        Ok(self
            .conn
            .query_row("SELECT n FROM entry_count WHERE id = 0", [], |r| {
                r.get::<_, i64>(0)
            })?
            .max(0) as u64)
    }

    pub fn is_empty(&self) -> LearnResult<bool> {
        Ok(self.len()? == 0)
    }

    pub fn info(&self) -> LearnResult<StoreInfo> {
        let meta =
            |n| -> LearnResult<String> { Ok(schema::meta(&self.conn, n)?.unwrap_or_default()) };
        Ok(StoreInfo {
            path: self.path.clone(),
            schema_version: schema::user_version(&self.conn)?,
            key_scheme: meta("key_scheme")?,
            check_scheme: meta("check_scheme")?,
            eval_version: meta("eval_version")?,
            replica: self.replica,
            entries: self.len()?,
            file_bytes: std::fs::metadata(&self.path).map_or(0, |m| m.len()),
        })
    }

    fn row_to_entry(path: &Path, r: &rusqlite::Row) -> LearnResult<LearnEntry> {
        let int = |i: usize| r.get::<_, i64>(i);
        let small = |i: usize, max: i64| -> LearnResult<i64> {
            let v = int(i)?;
            if (0..=max).contains(&v) {
                Ok(v)
            } else {
                Err(damaged(path, format!("column {i} holds {v}")))
            }
        };
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
    pub fn probe(&self, pos: &Position) -> LearnResult<Option<LearnEntry>> {
        self.lookup(pos.key(), super::check::position_check(pos.board()))
    }

    /// Entries for the root and every position reachable from it within `plies` plies, each
    /// position once. This is the preload a search start does.
    pub fn entries_near(&self, root: &Position, plies: u32) -> LearnResult<Vec<LearnEntry>> {
        self.entries_near_filtered(root, plies, None)
    }

    /// [`Store::entries_near`], skipping the query for keys a ready filter rules out.
    pub fn entries_near_filtered(
        &self,
        root: &Position,
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

    /// Runs `work` in a write transaction, waiting for other writers as long as the options allow.
    fn write<T>(
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

    fn upsert(tx: &rusqlite::Transaction, e: &LearnEntry) -> LearnResult<()> {
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

    fn existing(
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
    fn evict(tx: &rusqlite::Transaction, capacity: u64) -> LearnResult<u64> {
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
        let path = self.path.clone();
        self.write(|tx, opts, replica| {
            let mut report = WriteReport::default();
            for e in entries {
                let old = Self::existing(tx, &path, e)?;
                match old {
                    Some(_) => report.updated += 1,
                    None => report.inserted += 1,
                }
                Self::upsert(tx, &absorb(old.as_ref(), e, replica))?;
            }
            report.evicted = Self::evict(tx, opts.capacity)?;
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

    /// SQLite's `integrity_check` plus Slate's own checks (decodable rows, consistent count).
    /// Returns the problems found; empty means sound.
    pub fn verify(&self, mut progress: impl FnMut(u64)) -> LearnResult<Vec<String>> {
        let mut problems = Vec::new();
        let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let line: String = r.get(0)?;
            if line != "ok" {
                problems.push(line);
            }
        }
        let mut counted = 0u64;
        let mut stmt = self
            .conn
            .prepare(&format!("SELECT {COLUMNS} FROM entries"))?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            counted += 1;
            if let Err(e) = Self::row_to_entry(&self.path, r) {
                problems.push(format!("entry {counted}: {e}"));
            }
            if counted.is_multiple_of(10_000) {
                progress(counted);
            }
        }
        progress(counted);
        let recorded = self.len()?;
        if recorded != counted {
            problems.push(format!(
                "entry count says {recorded}, table holds {counted}"
            ));
        }
        Ok(problems)
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
