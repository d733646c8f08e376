//! Errors of the learning store, worded for the user who has to act on them.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum LearnError {
    #[error("{path}: not an SQLite database ({detail}); the file was left untouched")]
    NotADatabase { path: PathBuf, detail: String },
    #[error(
        "{path}: damaged learning file ({detail}); the file was left untouched — restore a \
         backup, or move it away to start a new store"
    )]
    Damaged { path: PathBuf, detail: String },
    #[error(
        "{path}: an SQLite database, but not a Slate learning store ({detail}); the file was \
         left untouched — choose another Learning File"
    )]
    Foreign { path: PathBuf, detail: String },
    #[error("{path}: schema version {found} is newer than this Slate understands ({supported})")]
    TooNew {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error("{path}: schema version {found} needs a migration; open it once read-write")]
    NeedsMigration { path: PathBuf, found: i64 },
    #[error("{path}: {what} is '{found}', this Slate uses '{expected}'")]
    SchemeMismatch {
        path: PathBuf,
        what: &'static str,
        found: String,
        expected: &'static str,
    },
    #[error(
        "{path}: a damaged entry ({detail}) — run `slate learn verify`, restore a backup, or \
         move the file away"
    )]
    BadEntry { path: PathBuf, detail: String },
    #[error("{path}: {kind}, not a learning file; it was not opened")]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error("{path}: cannot be written ({detail})")]
    NotWritable { path: PathBuf, detail: String },
    #[error("{path}: no learning file (read-only mode does not create one)")]
    Missing { path: PathBuf },
    #[error("reading the input: {0}")]
    Input(std::io::Error),
    #[error("the learning store is open read-only")]
    ReadOnly,
    #[error("the learning writer has stopped: {0}")]
    WriterGone(String),
    #[error("learning store: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("learning store: {0}")]
    Io(#[from] std::io::Error),
}

impl LearnError {
    /// Another process held the store's write lock for longer than a write waits: the data is
    /// fine and a later attempt may succeed.
    pub fn is_busy(&self) -> bool {
        matches!(self, LearnError::Sqlite(e) if matches!(
            e.sqlite_error_code(),
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
        ))
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

pub type LearnResult<T> = Result<T, LearnError>;
