//! [`Learner`]: what the engine holds — the store opened in the chosen mode, a reading
//! connection for the search, and the writer thread when learning is on.

use super::entry::LearnEntry;
use super::error::LearnError;
use super::error::LearnResult;
use super::key_filter::KeyFilter;
use super::server::RemoteReader;
use super::store::{Access, AnalysisNode, Store, StoreOptions, WriteReport};
use super::writer::{CommitTicket, DEFAULT_QUEUE, LearnWriter, RecordOutcome, WriterCounters};
use slate_board::{Incremental, PositionWith};
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::sync::Arc;

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

/// A `Learning` value that is none of the modes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("learning mode '{0}': expected off, read-only or on")]
pub struct UnknownLearnMode(pub String);

impl std::str::FromStr for LearnMode {
    type Err = UnknownLearnMode;
    fn from_str(s: &str) -> Result<Self, UnknownLearnMode> {
        match s.trim().to_ascii_lowercase().as_str() {
            "off" | "false" => Ok(LearnMode::Off),
            "read-only" | "readonly" | "read" => Ok(LearnMode::ReadOnly),
            "on" | "true" | "read-write" => Ok(LearnMode::On),
            other => Err(UnknownLearnMode(other.to_string())),
        }
    }
}

/// How [`Learner::open`] opens the store.
#[derive(Debug, Clone)]
pub struct LearnConfig {
    /// The UCI `Learning File` option; default `slate-learn.sqlite` in the working directory.
    pub path: PathBuf,
    /// The UCI `Learning` option.
    pub mode: LearnMode,
    /// Capacity, evaluation version and lock waits of the store.
    pub store: StoreOptions,
    /// Length of the queue between search and writer; beyond it entries are dropped.
    pub queue_len: usize,
    /// The writer commits early after this many entries even without `commit_move`.
    pub max_batch: usize,
    /// The UCI `Learning Server` option: a store on a PostgreSQL server instead of the file.
    pub server: Option<crate::server::ServerUrl>,
    /// How long a lookup waits for the server ([`SERVER_READ_DEADLINE`]; the preload waits at
    /// least [`SERVER_PRELOAD_DEADLINE`]). Tests on a loaded machine wait longer.
    pub server_wait: std::time::Duration,
}

impl Default for LearnConfig {
    fn default() -> Self {
        LearnConfig {
            path: PathBuf::from(super::store::DEFAULT_FILE),
            mode: LearnMode::On,
            store: StoreOptions::default(),
            queue_len: DEFAULT_QUEUE,
            max_batch: 4096,
            server: None,
            server_wait: SERVER_READ_DEADLINE,
        }
    }
}

/// The learning store as the engine uses it. Not `Sync` (an SQLite connection): a multi-threaded
/// search keeps it behind a mutex or lets one thread preload and record.
pub struct Learner {
    mode: LearnMode,
    reader: Option<Store>,
    writer: Option<LearnWriter>,
    filter: Option<Arc<KeyFilter>>,
    read_errors: Cell<u64>,
    /// The store's file and options, for rebuilding the key filter.
    path: Option<PathBuf>,
    options: StoreOptions,
    /// What the user should hear about how the store was opened (a fallback to read-only).
    notice: Option<String>,
    /// The commit of the last game's lesson, which the next search waits for (briefly).
    lesson: RefCell<Option<CommitTicket>>,
    /// Writer errors already reported.
    errors_reported: Cell<u64>,
    /// The store on a server, when `Learning Server` is set.
    remote: Option<RemoteReader>,
    /// Whether a read-only role was reported.
    read_only_reported: Cell<bool>,
    /// The server, for rebuilding the key filter.
    server: Option<crate::server::ServerUrl>,
    /// How long a lookup waits for the server.
    server_wait: std::time::Duration,
    /// Set while a key scan of the server runs.
    scanning: Arc<std::sync::atomic::AtomicBool>,
    /// What the last preload from a server found of the root and its children (`None`: not
    /// stored, or not answered in time), so that the probes of the root's moves right after it
    /// cost no round trip.
    near: RefCell<NearCache>,
}

/// The near part of a server preload, kept for the probes that follow it.
#[derive(Default)]
struct NearCache {
    at: Option<std::time::Instant>,
    entries: std::collections::HashMap<(u64, u32), Option<LearnEntry>>,
}

/// How long the near part of a preload answers probes: the search's start, not its moves.
const NEAR_CACHE_LIFE: std::time::Duration = std::time::Duration::from_secs(1);

/// The answer of [`Learner::preload_parts`].
pub struct Preload {
    /// The entries here now.
    pub now: Vec<LearnEntry>,
    /// Those a server sends later: [`super::server::PendingEntries::try_take`] during the search.
    pub later: Option<super::server::PendingEntries>,
}

/// The answer of [`Learner::analysis_recall`].
pub struct Recall {
    /// What is here now (all of it, from a file).
    pub now: super::store::AnalysisRecall,
    /// What a server sends later: [`super::server::PendingRecall::try_take`] during the search.
    pub later: Option<super::server::PendingRecall>,
}

/// How long a lookup at a search's start waits for a server before going on without it.
pub const SERVER_READ_DEADLINE: std::time::Duration = std::time::Duration::from_millis(3);
/// How long the preload of a search's start waits for a server.
pub const SERVER_PRELOAD_DEADLINE: std::time::Duration = std::time::Duration::from_millis(5);
/// Plies from the root a preload from a server reaches before its key filter is ready (every
/// position that far is asked for, in one statement).
pub const SERVER_PRELOAD_PLIES: u32 = 1;
/// Keys the filter of a server's store is sized for (about 20 MB).
const SERVER_FILTER_KEYS: u64 = 1 << 24;

/// Adds every key of the server's store to the filter, from a connection of its own in the
/// background; marks the filter ready when done (on failure it stays not ready, and the preload
/// asks for the positions one ply from the root).
fn fill_filter_from_server(
    url: &crate::server::ServerUrl,
    filter: Arc<KeyFilter>,
    scanning: &Arc<std::sync::atomic::AtomicBool>,
) {
    use std::sync::atomic::Ordering;
    // One scan at a time: games shorter than a scan of a large store must not pile scans up on
    // the server.
    if scanning.swap(true, Ordering::AcqRel) {
        return;
    }
    let url = url.clone();
    let flag = Arc::clone(scanning);
    let spawned = std::thread::Builder::new()
        .name("slate-learn-server-filter".into())
        .spawn(move || {
            if let Ok(mut store) = crate::server::ServerStore::connect(&url) {
                let mut n = 0u32;
                let done = store.for_each_key(|k| {
                    filter.insert(k);
                    n = n.wrapping_add(1);
                    // Stop when the learner is gone: nobody else holds the filter any more.
                    !n.is_multiple_of(4096) || Arc::strong_count(&filter) > 1
                });
                if let Ok(true) = done {
                    filter.set_ready();
                }
            }
            flag.store(false, Ordering::Release);
        });
    if spawned.is_err() {
        scanning.store(false, Ordering::Release);
    }
}

/// Stores up to this many entries have their key filter filled before the engine goes on (a few
/// milliseconds); larger ones in the background.
const SYNC_FILTER_ENTRIES: u64 = 50_000;

/// Adds every key of the store to the filter from a separate read-only connection, in this thread
/// for a small store and in the background for a large one; marks the filter ready when done.
fn fill_filter(
    path: &std::path::Path,
    options: &StoreOptions,
    filter: Arc<KeyFilter>,
    entries: u64,
) {
    let fill = {
        let path = path.to_path_buf();
        let options = options.clone();
        move || {
            let mut n = 0u32;
            let built = Store::open(&path, Access::ReadOnly, &options).and_then(|s| {
                s.for_each_key(|k| {
                    filter.insert(k);
                    n = n.wrapping_add(1);
                    // Stop when the learner is gone: nobody else holds the filter any more.
                    !n.is_multiple_of(4096) || Arc::strong_count(&filter) > 1
                })
            });
            // On failure the filter stays not ready and the preload looks one ply deep.
            if let Ok(true) = built {
                filter.set_ready();
            }
        }
    };
    if entries <= SYNC_FILTER_ENTRIES {
        fill();
    } else {
        let _ = std::thread::Builder::new()
            .name("slate-learn-filter".into())
            .spawn(fill);
    }
}

impl Learner {
    /// A learner that does nothing (mode off).
    pub fn off() -> Learner {
        Learner {
            mode: LearnMode::Off,
            reader: None,
            writer: None,
            filter: None,
            read_errors: Cell::new(0),
            path: None,
            options: StoreOptions::default(),
            notice: None,
            lesson: RefCell::new(None),
            errors_reported: Cell::new(0),
            remote: None,
            read_only_reported: Cell::new(false),
            server: None,
            server_wait: SERVER_READ_DEADLINE,
            scanning: Arc::default(),
            near: RefCell::default(),
        }
    }

    /// A learner on a server: reads through a thread with a deadline, writes through the
    /// writer thread; both connect in the background, so opening never waits on the network.
    fn on_server(config: &LearnConfig, url: &crate::server::ServerUrl) -> Learner {
        let mut learner = Learner::off();
        learner.mode = config.mode;
        let remote = RemoteReader::start(url.clone());
        let filter = Arc::new(KeyFilter::with_capacity(SERVER_FILTER_KEYS));
        if config.mode == LearnMode::On {
            learner.writer = Some(LearnWriter::start(
                remote.writer(),
                config.queue_len,
                config.max_batch,
                Some(Arc::clone(&filter)),
            ));
        }
        learner.remote = Some(remote);
        fill_filter_from_server(url, Arc::clone(&filter), &learner.scanning);
        learner.filter = Some(filter);
        learner.server = Some(url.clone());
        learner.server_wait = config.server_wait;
        learner
    }

    /// The server's entries for `keys`, or none if it does not answer in time.
    fn remote_lookup(
        &self,
        keys: Vec<(u64, u32)>,
        deadline: std::time::Duration,
    ) -> Vec<LearnEntry> {
        let Some(remote) = &self.remote else {
            return Vec::new();
        };
        remote.lookup_many(keys, deadline).unwrap_or_else(|| {
            self.read_errors.set(self.read_errors.get() + 1);
            Vec::new()
        })
    }

    /// Opens the store as the mode says. Mode on creates the file if absent; read-only with no
    /// file yields an error the engine can show with `info string` before going on without.
    pub fn open(config: &LearnConfig) -> LearnResult<Learner> {
        if let (Some(url), true) = (&config.server, config.mode != LearnMode::Off) {
            return Ok(Learner::on_server(config, url));
        }
        let mut learner = Learner::off();
        learner.mode = config.mode;
        match config.mode {
            LearnMode::Off => {}
            LearnMode::ReadOnly => {
                let reader = Store::open(&config.path, Access::ReadOnly, &config.store)?;
                learner.filter = Some(Arc::new(KeyFilter::with_capacity(2 * reader.len()?)));
                learner.reader = Some(reader);
            }
            LearnMode::On => {
                let write = match Store::open(&config.path, Access::ReadWrite, &config.store) {
                    Ok(w) => w,
                    // A store the user made read-only (permissions, a read-only folder or file
                    // system) is still read: learning falls back to read-only, said once.
                    Err(LearnError::NotWritable { path, detail }) => {
                        let mut learner = Learner::open(&LearnConfig {
                            mode: LearnMode::ReadOnly,
                            ..config.clone()
                        })?;
                        learner.notice = Some(format!(
                            "{}: cannot be written ({detail}); learning is read-only",
                            path.display()
                        ));
                        return Ok(learner);
                    }
                    Err(e) => return Err(e),
                };
                // A second connection for reading: WAL lets it read while the writer writes.
                let reader = Store::reopen(&config.path, Access::ReadWrite, &config.store)?;
                let filter = Arc::new(KeyFilter::with_capacity(
                    (2 * reader.len()?).max(config.store.capacity.min(1 << 24)),
                ));
                learner.writer = Some(LearnWriter::start(
                    write,
                    config.queue_len,
                    config.max_batch,
                    Some(Arc::clone(&filter)),
                ));
                learner.filter = Some(filter);
                learner.reader = Some(reader);
            }
        }
        if let (Some(f), Some(reader)) = (&learner.filter, &learner.reader) {
            learner.path = Some(config.path.clone());
            learner.options = config.store.clone();
            fill_filter(&config.path, &config.store, Arc::clone(f), reader.len()?);
        }
        Ok(learner)
    }

    /// Whether reads reach the store: at once for a file; for a server once the background
    /// connection is made (until then a search goes on without what it learned).
    pub fn ready(&self) -> bool {
        self.remote.as_ref().is_none_or(|r| r.connected())
    }

    /// The mode the store was opened in (read-only when writing fell back, see
    /// [`Learner::notice`]).
    pub fn mode(&self) -> LearnMode {
        self.mode
    }

    /// A message about how the store was opened that the user should see (for example that it
    /// could not be written and learning fell back to read-only).
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
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
        if self.remote.is_some() {
            let cache = self.near.borrow();
            if cache.at.is_some_and(|t| t.elapsed() < NEAR_CACHE_LIFE)
                && let Some(known) = cache.entries.get(&(key, check))
            {
                return known.clone();
            }
            drop(cache);
            return self
                .remote_lookup(vec![(key, check)], self.server_wait)
                .pop();
        }
        self.read(|s| s.lookup(key, check))
    }

    /// The entry for a position.
    pub fn probe<S: Incremental>(&self, pos: &PositionWith<S>) -> Option<LearnEntry> {
        if self.remote.is_some() {
            return self.lookup(pos.key(), super::check::position_check(pos.board()));
        }
        self.read(|s| s.probe(pos))
    }

    /// Entries for `root` and the positions within `plies` plies of it: the search-start preload,
    /// all of it (from a server: what came within the deadline). Uses the key filter once it is
    /// ready ([`Learner::filter_ready`]); until then (the first few hundred milliseconds after
    /// opening a store of more than 50,000 entries; a smaller one is ready at once) it looks at
    /// most one ply deep, so that a preload never costs more than about 2 ms.
    pub fn preload<S: Incremental>(&self, root: &PositionWith<S>, plies: u32) -> Vec<LearnEntry> {
        self.preload_parts(root, plies).now
    }

    /// [`Learner::preload`] as a search takes it: from a server, the root and its children (with
    /// their results, kept for the probes of the root's moves that follow) and the positions
    /// beyond (without) are asked in two statements; the second, if it misses the deadline,
    /// comes in [`Preload::later`].
    pub fn preload_parts<S: Incremental>(&self, root: &PositionWith<S>, plies: u32) -> Preload {
        let Some(remote) = &self.remote else {
            let plies = if self.filter_ready() {
                plies
            } else {
                plies.min(1)
            };
            return Preload {
                now: self.read(|s| s.entries_near_filtered(root, plies, self.filter.as_deref())),
                later: None,
            };
        };
        // The deadline counts the walk to the keys too: it bounds what the search waits.
        let start = std::time::Instant::now();
        // The root's own moves are asked whatever the filter says: another process's lessons
        // there count as soon as they are on the server.
        let near = keys_near(root, plies.min(1));
        let far = match self.filter.as_ref().filter(|f| f.is_ready()) {
            Some(f) if plies > 1 => {
                let mut keys = keys_near(root, plies);
                keys.retain(|&(k, c)| f.may_contain(k) && near.binary_search(&(k, c)).is_err());
                keys
            }
            _ => Vec::new(),
        };
        let deadline = self
            .server_wait
            .max(SERVER_PRELOAD_DEADLINE)
            .saturating_sub(start.elapsed());
        let Some(answer) = remote.preload(near.clone(), far, deadline) else {
            self.read_errors.set(self.read_errors.get() + 1);
            return Preload {
                now: Vec::new(),
                later: None,
            };
        };
        if !answer.near_complete {
            self.read_errors.set(self.read_errors.get() + 1);
        }
        // Kept for the probes of the root's moves that follow. A server that did not answer in
        // time is taken as knowing nothing there: those probes then cost nothing either, where
        // each would otherwise wait its own deadline behind the late preload.
        let mut cache = self.near.borrow_mut();
        cache.entries.clear();
        cache.entries.extend(near.iter().map(|&k| (k, None)));
        for e in &answer.near {
            cache.entries.insert((e.key, e.check), Some(e.clone()));
        }
        cache.at = Some(std::time::Instant::now());
        let mut now = answer.near;
        now.extend(answer.far);
        Preload {
            now,
            later: answer.later,
        }
    }

    /// Whether the background key filter is built (the preload is fast from then on).
    pub fn filter_ready(&self) -> bool {
        self.filter.as_ref().is_some_and(|f| f.is_ready())
    }

    /// Hands an entry to the writer; never blocks.
    pub fn record(&self, entry: LearnEntry) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record(entry),
            None => RecordOutcome::NotWriting,
        }
    }

    /// Hands an entry of an analysis of the position with key `root` to the writer; never
    /// blocks. It is stored and tagged with the root (persistent analysis).
    pub fn record_analysis(&self, entry: LearnEntry, root: u64) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record_analysis(entry, root),
            None => RecordOutcome::NotWriting,
        }
    }

    /// Tags a stored entry with another analysis root, the entry left as it is; never blocks.
    pub fn record_tag(&self, tag: super::store::AnalysisTag) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record_tag(tag),
            None => RecordOutcome::NotWriting,
        }
    }

    /// Keeps the FEN of a position whose entry is recorded (an analysed root); never blocks.
    pub fn record_position(&self, position: super::store::KnownPosition) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record_position(position),
            None => RecordOutcome::NotWriting,
        }
    }

    /// Hands the move-ordering history of an analysis root to the writer; never blocks.
    pub fn record_ordering(&self, ordering: super::store::RootOrdering) -> RecordOutcome {
        match &self.writer {
            Some(w) => w.record_ordering(ordering),
            None => RecordOutcome::NotWriting,
        }
    }

    /// The move-ordering history kept for an analysis of `root` in a file (none when the store
    /// cannot give it: a read error is counted, as for entries; a server's comes with
    /// [`Learner::analysis_recall`]).
    pub fn analysis_ordering(&self, root: u64) -> Option<super::store::RootOrdering> {
        self.read(|s| s.analysis_ordering(root))
    }

    /// Whether an analysis of the position with key `root` was persisted.
    pub fn is_analysis_root(&self, root: u64) -> bool {
        self.read(|s| s.is_analysis_root(root))
    }

    /// The entries persisted by analyses of `root`, at least `min_depth` deep.
    pub fn analysis_entries(&self, root: u64, min_depth: u8) -> Vec<LearnEntry> {
        self.read(|s| s.analysis_entries(root, min_depth))
    }

    /// What a search loads of the same entries (see [`Store::analysis_nodes`]); empty on a read
    /// error, which is counted.
    pub fn analysis_nodes(&self, root: u64, min_depth: u8) -> Vec<AnalysisNode> {
        self.read(|s| s.analysis_nodes(root, min_depth))
    }

    /// What a search loads of the persisted analyses of `roots` (see
    /// [`Store::analysis_recall`]). From a file at once; from a server, what it answers within
    /// the preload deadline, and the rest to take up during the search (the search never waits
    /// longer for the network).
    pub fn analysis_recall(&self, roots: &[u64], ordering_roots: usize, min_depth: u8) -> Recall {
        if let Some(remote) = &self.remote {
            let deadline = self.server_wait.max(SERVER_PRELOAD_DEADLINE);
            let (now, later) = remote
                .recall(roots.to_vec(), ordering_roots, min_depth, deadline)
                .unwrap_or_else(|| {
                    self.read_errors.set(self.read_errors.get() + 1);
                    Default::default()
                });
            return Recall { now, later };
        }
        Recall {
            now: self.read(|s| s.analysis_recall(roots, ordering_roots, min_depth)),
            later: None,
        }
    }

    /// Makes everything recorded so far durable; call once per move. A no-op unless mode is on.
    pub fn commit_move(&self) -> LearnResult<WriteReport> {
        match &self.writer {
            Some(w) => w.commit_move(),
            None => Ok(WriteReport::default()),
        }
    }

    /// Asks the writer to commit what was recorded, without waiting (the engine's call after
    /// each move: the command loop never waits for the store).
    pub fn commit_soon(&self) {
        if let Some(w) = &self.writer {
            let _ = w.commit_soon();
        }
    }

    /// Asks for the finished game's lesson to be committed, without waiting; the next search
    /// waits for it with [`Learner::await_lesson`].
    pub fn commit_lesson(&self) {
        if let Some(w) = &self.writer {
            *self.lesson.borrow_mut() = w.commit_soon();
        }
    }

    /// Waits at most `wait` for the last game's lesson to be on disk, so that a new game sees it.
    /// Beyond it (another process holds the lock) it goes on; the lesson is written later.
    pub fn await_lesson(&self, wait: std::time::Duration) {
        if let Some(ticket) = self.lesson.borrow_mut().take() {
            let _ = ticket.wait(wait);
        }
    }

    /// The writer's last error, once, if one happened since the last call.
    pub fn take_new_error(&self) -> Option<String> {
        if let Some(remote) = &self.remote {
            if let Some(e) = remote.take_new_error() {
                return Some(format!(
                    "{e}; the engine plays on, and learning waits for the server"
                ));
            }
            if remote.read_only() && !self.read_only_reported.replace(true) {
                return Some(format!(
                    "{}: the role may only read; learning is read-only",
                    remote.url()
                ));
            }
        }
        let w = self.writer.as_ref()?;
        let n = w.error_count();
        if n == self.errors_reported.get() {
            return None;
        }
        self.errors_reported.set(n);
        w.last_error()
    }

    /// Closes the store: the writer writes what was recorded, waiting at most `wait`; a writer
    /// still held up by another process's lock then finishes in the background.
    pub fn close_within(mut self, wait: std::time::Duration) -> bool {
        match self.writer.take() {
            Some(w) => w.close_within(wait),
            None => true,
        }
    }

    /// [`Learner::commit_move`] waiting at most `wait`; `None` while it is still under way.
    pub fn commit_within(&self, wait: std::time::Duration) -> Option<LearnResult<WriteReport>> {
        match &self.writer {
            Some(w) => w.commit_within(wait),
            None => Some(Ok(WriteReport::default())),
        }
    }

    /// Scans the store's keys into the filter again (at a new game), so that entries another
    /// process wrote since the last scan are found by the preload. The filter stays in use while
    /// the scan runs (in the background for a large store), and it never loses a key: this
    /// engine's own entries are always found, so a game depends only on the store.
    pub fn refresh_filter(&self) {
        if let (Some(filter), Some(url)) = (&self.filter, &self.server) {
            fill_filter_from_server(url, Arc::clone(filter), &self.scanning);
            return;
        }
        if let (Some(filter), Some(path), Some(reader)) = (&self.filter, &self.path, &self.reader) {
            let entries = reader.len().unwrap_or(u64::MAX);
            fill_filter(path, &self.options, Arc::clone(filter), entries);
        }
    }

    /// The writer's counters; all zero without a writer.
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

/// The (key, check) of `root` and of every position within `plies` plies of it: what a preload
/// from a server asks for.
pub fn keys_near<S: Incremental>(root: &PositionWith<S>, plies: u32) -> Vec<(u64, u32)> {
    let check = |p: &PositionWith<S>| (p.key(), super::check::position_check(p.board()));
    let mut out = vec![check(root)];
    let mut frontier = vec![root.clone()];
    for _ in 0..plies {
        let mut next = Vec::new();
        for pos in &frontier {
            for mv in pos.legal_moves() {
                let mut child = pos.clone();
                child.play(mv);
                out.push(check(&child));
                next.push(child);
            }
        }
        frontier = next;
    }
    out.sort_unstable();
    out.dedup();
    out
}
