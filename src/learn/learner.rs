//! [`Learner`]: what the engine holds — the store opened in the chosen mode, a reading
//! connection for the search, and the writer thread when learning is on.

use super::entry::LearnEntry;
use super::error::LearnResult;
use super::store::{Access, Store, StoreOptions, WriteReport};
use super::writer::{DEFAULT_QUEUE, LearnWriter, RecordOutcome, WriterCounters};
use crate::board::Position;
use std::cell::Cell;
use std::path::PathBuf;

/// The UCI `Learning` option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearnMode {
    /// No file is opened, read or created.
    Off,
    /// The store is read, never written (not a byte, not a side file where avoidable).
    ReadOnly,
    /// Read and learn.
    On,
}

impl std::str::FromStr for LearnMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "off" | "false" => Ok(LearnMode::Off),
            "read-only" | "readonly" | "read" => Ok(LearnMode::ReadOnly),
            "on" | "true" | "read-write" => Ok(LearnMode::On),
            other => Err(format!(
                "learning mode '{other}': expected off, read-only or on"
            )),
        }
    }
}

#[derive(Debug, Clone)]
pub struct LearnConfig {
    /// The UCI `Learning File` option; default `slate-learn.sqlite` in the working directory.
    pub path: PathBuf,
    pub mode: LearnMode,
    pub store: StoreOptions,
    pub queue_len: usize,
    /// The writer commits early after this many entries even without `commit_move`.
    pub max_batch: usize,
}

impl Default for LearnConfig {
    fn default() -> Self {
        LearnConfig {
            path: PathBuf::from(super::store::DEFAULT_FILE),
            mode: LearnMode::On,
            store: StoreOptions::default(),
            queue_len: DEFAULT_QUEUE,
            max_batch: 4096,
        }
    }
}

/// The learning store as the engine uses it. Not `Sync` (an SQLite connection): a multi-threaded
/// search keeps it behind a mutex or lets one thread preload and record.
pub struct Learner {
    mode: LearnMode,
    reader: Option<Store>,
    writer: Option<LearnWriter>,
    read_errors: Cell<u64>,
}

impl Learner {
    /// A learner that does nothing (mode off).
    pub fn off() -> Learner {
        Learner {
            mode: LearnMode::Off,
            reader: None,
            writer: None,
            read_errors: Cell::new(0),
        }
    }

    /// Opens the store as the mode says. Mode on creates the file if absent; read-only with no
    /// file yields an error the engine can show with `info string` before going on without.
    pub fn open(config: &LearnConfig) -> LearnResult<Learner> {
        let mut learner = Learner::off();
        learner.mode = config.mode;
        match config.mode {
            LearnMode::Off => {}
            LearnMode::ReadOnly => {
                learner.reader = Some(Store::open(&config.path, Access::ReadOnly, &config.store)?);
            }
            LearnMode::On => {
                let write = Store::open(&config.path, Access::ReadWrite, &config.store)?;
                // A second connection for reading: WAL lets it read while the writer writes.
                learner.reader = Some(Store::open(&config.path, Access::ReadWrite, &config.store)?);
                learner.writer = Some(LearnWriter::start(
                    write,
                    config.queue_len,
                    config.max_batch,
                ));
            }
        }
        Ok(learner)
    }

    pub fn mode(&self) -> LearnMode {
        self.mode
    }

    /// The store used for reading, for tools that need more than probes.
    pub fn store(&self) -> Option<&Store> {
        self.reader.as_ref()
    }

    fn read<T: Default>(&self, f: impl FnOnce(&Store) -> LearnResult<T>) -> T {
        let Some(store) = &self.reader else {
            return T::default();
        };
        f(store).unwrap_or_else(|_| {
            // A read error must never stop a search: count it and carry on without the entry.
            self.read_errors.set(self.read_errors.get() + 1);
            T::default()
        })
    }

    /// The entry for a key and check value (see [`super::check::position_check`]).
    pub fn lookup(&self, key: u64, check: u32) -> Option<LearnEntry> {
        self.read(|s| s.lookup(key, check))
    }

    /// The entry for a position.
    pub fn probe(&self, pos: &Position) -> Option<LearnEntry> {
        self.read(|s| s.probe(pos))
    }

    /// Entries for `root` and the positions within `plies` plies of it: the search-start preload.
    pub fn preload(&self, root: &Position, plies: u32) -> Vec<LearnEntry> {
        self.read(|s| s.entries_near(root, plies))
    }

    /// Hands an entry to the writer; never blocks.
    pub fn record(&self, entry: LearnEntry) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record(entry),
            None => RecordOutcome::NotWriting,
        }
    }

    /// Makes everything recorded so far durable; call once per move. A no-op unless mode is on.
    pub fn commit_move(&self) -> LearnResult<WriteReport> {
        match &self.writer {
            Some(w) => w.commit_move(),
            None => Ok(WriteReport::default()),
        }
    }

    pub fn writer_counters(&self) -> WriterCounters {
        self.writer
            .as_ref()
            .map(|w| w.counters())
            .unwrap_or_default()
    }

    /// Reads that failed and were treated as misses.
    pub fn read_errors(&self) -> u64 {
        self.read_errors.get()
    }
}
