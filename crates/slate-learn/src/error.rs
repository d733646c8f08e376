//! Errors of the learning store, worded for the user who has to act on them.

use std::path::PathBuf;

/// Why a learning-store operation failed. The messages name the file and say what to do.
#[derive(Debug, thiserror::Error)]
pub enum LearnError {
    #[error("{path}: not an SQLite database ({detail}); the file was left untouched")]
    /// The file has no SQLite header (or SQLite says it is not a database).
    NotADatabase {
        /// The store's file.
        path: PathBuf,
        /// What SQLite or the header check reported.
        detail: String,
    },
    #[error(
        "{path}: damaged learning file ({detail}); the file was left untouched — restore a \
         backup, or move it away to start a new store"
    )]
    /// A Slate store whose file or schema is broken: truncated, corrupt, or missing tables.
    Damaged {
        /// The store's file.
        path: PathBuf,
        /// What was found wrong.
        detail: String,
    },
    #[error(
        "{path}: an SQLite database, but not a Slate learning store ({detail}); the file was \
         left untouched — choose another Learning File"
    )]
    /// A sound SQLite database without Slate's `slate_meta` table or format mark.
    Foreign {
        /// The store's file.
        path: PathBuf,
        /// What was found wrong.
        detail: String,
    },
    #[error("{path}: schema version {found} is newer than this Slate understands ({supported})")]
    /// The store was written by a newer Slate with a schema this one cannot read.
    TooNew {
        /// The store's file.
        path: PathBuf,
        /// The file's schema version.
        found: i64,
        /// The newest schema version this build reads.
        supported: i64,
    },
    #[error("{path}: schema version {found} needs a migration; open it once read-write")]
    /// An older schema that must be migrated, which a read-only open cannot do.
    NeedsMigration {
        /// The store's file.
        path: PathBuf,
        /// The file's schema version.
        found: i64,
    },
    #[error("{path}: {what} is '{found}', this Slate uses '{expected}'")]
    /// The store's keys or check values were computed another way than this Slate computes them,
    /// so its entries would not match any position.
    SchemeMismatch {
        /// The store's file.
        path: PathBuf,
        /// The meta field that differs (`key_scheme` or `check_scheme`).
        what: &'static str,
        /// The file's value.
        found: String,
        /// This build's value.
        expected: &'static str,
    },
    #[error(
        "{path}: a damaged entry ({detail}) — run `slate learn verify`, restore a backup, or \
         move the file away"
    )]
    /// An entry row holds values no Slate writes (out of range, undecodable).
    BadEntry {
        /// The store's file.
        path: PathBuf,
        /// Which column holds what.
        detail: String,
    },
    #[error("{path}: {kind}, not a learning file; it was not opened")]
    /// The path names something other than a regular file (a directory, a pipe, a device).
    NotAFile {
        /// The path given.
        path: PathBuf,
        /// What it is instead, such as `a directory`.
        kind: &'static str,
    },
    #[error("{path}: cannot be written ({detail})")]
    /// The store (or its folder, where SQLite needs side files) cannot be written.
    NotWritable {
        /// The store's file.
        path: PathBuf,
        /// Why: permissions, a refused open or a read-only folder.
        detail: String,
    },
    #[error("{path}: no learning file (read-only mode does not create one)")]
    /// No store at the path, and read-only mode does not create one.
    Missing {
        /// The path given.
        path: PathBuf,
    },
    #[error("reading the input: {0}")]
    /// Reading the PGN input of an import failed.
    Input(std::io::Error),
    #[error("the learning store is open read-only")]
    /// A write was asked of a store opened read-only.
    ReadOnly,
    #[error("the learning writer has stopped: {0}")]
    /// The background writer thread has ended; carries its last error.
    WriterGone(String),
    #[error("learning store: {0}")]
    /// Any other SQLite error (see [`LearnError::is_busy`] and [`LearnError::is_damage`]).
    Sqlite(#[from] rusqlite::Error),
    #[error("learning store: {0}")]
    /// Any other file-system error.
    Io(#[from] std::io::Error),
    #[error("{0}")]
    /// The store on a PostgreSQL server failed (see [`crate::server`]).
    Server(#[from] crate::server::ServerError),
}

impl LearnError {
    /// Another process held the store's write lock for longer than a write waits: the data is
    /// fine and a later attempt may succeed.
    /// A server that cannot be reached counts as busy too: the entries wait for it.
    pub fn is_busy(&self) -> bool {
        match self {
            LearnError::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            ),
            LearnError::Server(e) => e.is_unreachable(),
            _ => false,
        }
    }

    /// The store is damaged: writing on would only spread the damage.
    pub fn is_damage(&self) -> bool {
        match self {
            LearnError::BadEntry { .. }
            | LearnError::Damaged { .. }
            | LearnError::NotADatabase { .. } => true,
            LearnError::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
            ),
            _ => false,
        }
    }
}

/// The result of learning-store operations.
pub type LearnResult<T> = Result<T, LearnError>;
