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
    #[error("{path}: no learning file (read-only mode does not create one)")]
    Missing { path: PathBuf },
    #[error("the learning store is open read-only")]
    ReadOnly,
    #[error("the learning writer has stopped: {0}")]
    WriterGone(String),
    #[error("learning store: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("learning store: {0}")]
    Io(#[from] std::io::Error),
}

pub type LearnResult<T> = Result<T, LearnError>;
