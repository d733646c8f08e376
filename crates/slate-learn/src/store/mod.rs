//! The learning store: one SQLite file in WAL mode, opened read-write or strictly read-only.
//!
//! * A new store is built under a temporary name and linked into place only when complete, so a
//!   store file either does not exist or holds a full schema; several processes creating the same
//!   store at once all end up using the one that got there first.
//! * The path is a file name and nothing else: every connection is opened through Slate's own
//!   percent-encoded `file:` URI of the absolute path, and only regular files are opened (a named
//!   pipe, device or directory is refused from its metadata).
//! * An existing file is checked before use (its SQLite header, then — through a read-only
//!   connection, before a read-write one exists — the meta table and `PRAGMA quick_check`, then
//!   the schema version); anything that is not a sound Slate store is reported and left byte for
//!   byte alone. A store that cannot be written is reported as such (`Learner` then reads it).
//! * Writes run in `BEGIN IMMEDIATE` transactions with a busy timeout, retried while another
//!   process holds the write lock, so concurrent engines queue instead of failing with
//!   "database is locked". `synchronous = FULL` makes every commit durable.
//! * Read-only opens never write: with no `-wal` file beside the store (no writer active, none
//!   crashed) the file is opened `immutable`, which makes SQLite take no locks and create no
//!   `-wal`/`-shm` files; with a `-wal` file present it is opened `SQLITE_OPEN_READ_ONLY` and shares
//!   the existing `-shm` index to see the writer's commits, still without writing to the store.

mod analysis;
mod read;
mod write;

pub use analysis::{AnalysisNode, AnalysisRecall, AnalysisTag, KnownPosition, RootOrdering};

use super::error::{LearnError, LearnResult};
use super::header::{HeaderVerdict, check_file};
use super::schema;
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The file name used when the user names none: in the working directory.
pub const DEFAULT_FILE: &str = "slate-learn.sqlite";
/// Default capacity in entries (about 100 bytes each on disk).
pub const DEFAULT_CAPACITY: u64 = 1_000_000;
/// The capacities the UCI option `Learning Capacity` and `slate learn --capacity` accept.
pub const MIN_CAPACITY: u64 = 1000;
/// The largest capacity accepted (see [`MIN_CAPACITY`]).
pub const MAX_CAPACITY: u64 = 100_000_000;

/// How a store is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Read only: the file and its folder are never written.
    ReadOnly,
    /// Read and written; a missing store is created.
    ReadWrite,
}

/// Settings of an open store.
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
    /// Entries for positions the store did not hold.
    pub inserted: u64,
    /// Entries merged into one already stored.
    pub updated: u64,
    /// Entries deleted to keep the store within its capacity (shallowest, least used, oldest).
    pub evicted: u64,
}

/// What `stats` shows.
#[derive(Debug, Clone)]
pub struct StoreInfo {
    /// The store's file.
    pub path: PathBuf,
    /// `PRAGMA user_version`.
    pub schema_version: i64,
    /// The `key_scheme` meta value.
    pub key_scheme: String,
    /// The `check_scheme` meta value.
    pub check_scheme: String,
    /// The `eval_version` meta value: the evaluation version of the engine that created it.
    pub eval_version: String,
    /// The random id this store counts under.
    pub replica: u64,
    /// The number of entries.
    pub entries: u64,
    /// The main file's size in bytes (without the `-wal` and `-shm` files); 0 if unreadable.
    pub file_bytes: u64,
}

/// An open learning store: one SQLite connection (see the module documentation).
pub struct Store {
    conn: Connection,
    path: PathBuf,
    access: Access,
    replica: u64,
    options: StoreOptions,
}

/// The entry columns in the order `read::row_to_entry` decodes them.
const COLUMNS: &str =
    "key, chk, move, lower, upper, depth, ply, origin, eval_version, created, updated, tallies";

/// Column `i` of a row of `path`, which must lie in `0..=max`: anything else is a damaged entry.
fn column_in(path: &Path, r: &rusqlite::Row, i: usize, max: i64) -> LearnResult<i64> {
    let v = r.get::<_, i64>(i)?;
    if (0..=max).contains(&v) {
        Ok(v)
    } else {
        Err(LearnError::BadEntry {
            path: path.to_path_buf(),
            detail: format!("column {i} holds {v}"),
        })
    }
}

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

/// A `file:` URI for `path`, made absolute, with every byte SQLite's URI parser could misread
/// percent-encoded. Slate's SQLite is built with URI file names on, so *every* connection is
/// opened through this: a file name is only ever a file name (`file:x.db?vfs=…` names a file of
/// that name in the working directory, not another database).
fn file_uri(path: &Path, query: &str) -> LearnResult<String> {
    let absolute = std::path::absolute(path)?;
    let mut uri = String::from("file://");
    for &b in absolute.as_os_str().as_encoded_bytes() {
        if b.is_ascii_alphanumeric() || b"/._-~".contains(&b) {
            uri.push(b as char);
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push('?');
    uri.push_str(query);
    Ok(uri)
}

/// Opens an SQLite connection on exactly the file `path` (see [`file_uri`]).
fn connect(path: &Path, query: &str, flags: OpenFlags) -> LearnResult<Connection> {
    Ok(Connection::open_with_flags(
        file_uri(path, query)?,
        flags | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI,
    )?)
}

/// Whether `path` names an existing regular file (symbolic links followed), refusing anything
/// else at once: opening a named pipe would block, a device or directory is never a store.
/// Only the metadata is read, so this never blocks.
pub fn regular_file_exists(path: &Path) -> LearnResult<bool> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(true),
        Ok(m) => Err(LearnError::NotAFile {
            path: path.to_path_buf(),
            kind: slate_base::safe_file::file_kind(&m),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Why an existing store cannot be written, if it cannot: its permission bits allow no writing
/// (checked from the metadata, so that it holds for root too), opening it for writing is refused,
/// or its folder is read-only (SQLite must create `-wal` and `-shm` files beside it).
fn not_writable(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if meta.permissions().readonly() {
        return Some("its permissions allow no writing".into());
    }
    if let Err(e) = std::fs::OpenOptions::new().write(true).open(path)
        && matches!(
            e.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        )
    {
        return Some(format!("it cannot be opened for writing: {e}"));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if std::fs::metadata(dir).is_ok_and(|m| m.permissions().readonly()) {
        return Some("its folder is read-only (SQLite keeps -wal and -shm files beside it)".into());
    }
    None
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
    ///
    /// Before any connection may write, an existing file is checked: it must be a regular file,
    /// carry a sound SQLite header, pass `PRAGMA quick_check` (read-write opens only) and be a
    /// Slate store, all through a read-only connection. A file failing any check is reported and
    /// left byte for byte as it was.
    pub fn open(path: &Path, access: Access, options: &StoreOptions) -> LearnResult<Store> {
        Self::open_inner(path, access, options, true)
    }

    /// A further connection to a store this process has just opened with [`Store::open`]: the
    /// same checks, except the whole-file `quick_check`, which that open ran.
    pub fn reopen(path: &Path, access: Access, options: &StoreOptions) -> LearnResult<Store> {
        Self::open_inner(path, access, options, false)
    }

    fn open_inner(
        path: &Path,
        access: Access,
        options: &StoreOptions,
        quick_check: bool,
    ) -> LearnResult<Store> {
        let exists = regular_file_exists(path)?;
        match (exists, access) {
            (false, Access::ReadOnly) => {
                return Err(LearnError::Missing {
                    path: path.to_path_buf(),
                });
            }
            (false, Access::ReadWrite) => Self::create_new(path, options)?,
            (true, _) => Self::check_header(path)?,
        }
        if exists && access == Access::ReadWrite {
            if let Some(detail) = not_writable(path) {
                return Err(LearnError::NotWritable {
                    path: path.to_path_buf(),
                    detail,
                });
            }
            Self::inspect(path, quick_check)?;
        }
        if access == Access::ReadWrite {
            sweep_stale_creations(path);
        }
        let conn = match access {
            Access::ReadWrite => connect(path, "mode=rw", OpenFlags::SQLITE_OPEN_READ_WRITE)?,
            Access::ReadOnly => connect(
                path,
                Self::read_only_query(path),
                OpenFlags::SQLITE_OPEN_READ_ONLY,
            )?,
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

    /// Read-only opens are `immutable` (no locks, no side files) unless a writer's `-wal` file
    /// lies beside the store, whose commits must be seen.
    fn read_only_query(path: &Path) -> &'static str {
        if wal_path(path).exists() {
            "mode=ro"
        } else {
            "mode=ro&immutable=1"
        }
    }

    /// Checks an existing file through a read-only connection before a read-write one is let
    /// near it: `PRAGMA quick_check` (damaged B-tree pages, bad records) and Slate's meta table.
    /// Neither writes a byte, so a damaged or foreign file is left exactly as it was.
    fn inspect(path: &Path, quick_check: bool) -> LearnResult<()> {
        let conn = connect(
            path,
            Self::read_only_query(path),
            OpenFlags::SQLITE_OPEN_READ_ONLY,
        )?;
        let classify = |e: rusqlite::Error| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase) => LearnError::NotADatabase {
                path: path.to_path_buf(),
                detail: e.to_string(),
            },
            Some(rusqlite::ErrorCode::DatabaseCorrupt) => damaged(path, e.to_string()),
            _ => LearnError::Sqlite(e),
        };
        conn.busy_timeout(Duration::from_secs(5))?;
        if !schema::has_meta_table(&conn).map_err(classify)?
            || schema::meta(&conn, "format").map_err(classify)?.as_deref() != Some(schema::FORMAT)
        {
            return Err(LearnError::Foreign {
                path: path.to_path_buf(),
                detail: "no slate_meta table naming it a Slate store".into(),
            });
        }
        let mut problems = Vec::new();
        if quick_check {
            let mut stmt = conn.prepare("PRAGMA quick_check(5)").map_err(classify)?;
            let mut rows = stmt.query([]).map_err(classify)?;
            while let Some(r) = rows.next().map_err(classify)? {
                let line: String = r.get(0)?;
                if line != "ok" {
                    problems.push(line);
                }
            }
        }
        if !problems.is_empty() {
            return Err(damaged(
                path,
                format!("the integrity check failed: {}", problems.join("; ")),
            ));
        }
        Ok(())
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
        // Created empty and exclusively (never through a planted name); SQLite takes an empty
        // file as a new database.
        let (tmp, file) = slate_base::safe_file::create_temporary(path, "creating")
            .map_err(|e| LearnError::Io(std::io::Error::other(e)))?;
        drop(file);
        let result = (|| -> LearnResult<()> {
            let mut conn = connect(
                &tmp,
                "mode=rwc",
                OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
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
        // A read-only store of version 3 reads as it is (its tallies decode as points-only);
        // older ones lack tables the reads need.
        let readable_as_is = version == 3 && self.access == Access::ReadOnly;
        if version < schema::CURRENT_VERSION && !readable_as_is {
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
        let tagged: i64 = self.conn.query_row(
            "SELECT count(*) FROM sqlite_master
             WHERE type = 'table' AND name IN ('analysis_nodes', 'positions')",
            [],
            |r| r.get(0),
        )?;
        if tagged != 2 {
            return Err(damaged(
                &path,
                format!("schema version {version} but the analysis tables are missing"),
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

    /// The file the store was opened from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the store was opened read-only or read-write.
    pub fn access(&self) -> Access {
        self.access
    }

    /// The random id this store counts under.
    pub fn replica(&self) -> u64 {
        self.replica
    }

    /// The maximum number of entries kept.
    pub fn capacity(&self) -> u64 {
        self.options.capacity
    }

    /// Changes the maximum number of entries; the excess is evicted at the next write.
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

    /// Whether the store holds no entry.
    pub fn is_empty(&self) -> LearnResult<bool> {
        Ok(self.len()? == 0)
    }

    /// Writes a consistent copy of the store to the new file `target` (`VACUUM INTO`): what is
    /// committed now, read as one snapshot, the store itself not written.
    pub fn copy_to(&self, target: &Path) -> LearnResult<()> {
        let target = target.to_str().ok_or_else(|| {
            LearnError::Io(std::io::Error::other(format!(
                "{}: not a UTF-8 path",
                target.display()
            )))
        })?;
        self.conn.execute("VACUUM INTO ?1", [target])?;
        Ok(())
    }

    /// The figures `slate learn stats` shows.
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_name_never_becomes_uri_syntax() {
        let uri = file_uri(Path::new("/d/file:victim.db?vfs=x&mode=rwc#f %"), "mode=rw").unwrap();
        assert_eq!(
            uri,
            "file:///d/file%3Avictim.db%3Fvfs%3Dx%26mode%3Drwc%23f%20%25?mode=rw"
        );
        // Relative names are made absolute, so that no authority or scheme can be read in them.
        let uri = file_uri(Path::new("file:x.db"), "mode=ro").unwrap();
        assert!(uri.starts_with("file:///"), "{uri}");
        assert!(uri.ends_with("/file%3Ax.db?mode=ro"), "{uri}");
    }

    #[test]
    fn only_regular_files_count_as_existing() {
        let dir = std::env::temp_dir();
        assert!(matches!(
            regular_file_exists(&dir),
            Err(LearnError::NotAFile {
                kind: "a directory",
                ..
            })
        ));
        assert!(!regular_file_exists(&dir.join("slate-no-such-store.sqlite")).unwrap());
    }
}
