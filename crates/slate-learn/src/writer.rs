//! The writer thread: the search hands entries over without ever waiting for the disk.
//!
//! [`LearnWriter::record`] puts an entry on a bounded queue with `try_send`. When the queue is
//! full (the disk is far behind, or another process holds the write lock for long) the entry is
//! dropped and counted in [`WriterCounters::dropped`]: losing one learned entry is harmless, a
//! search that stalls on I/O is not. Entries wait in the thread until [`LearnWriter::commit_move`]
//! (called once per move, outside the search) writes them in one durable transaction and returns
//! when they are on disk; a GUI that kills the engine loses at most the move in flight. A long
//! burst is also written early, every `max_batch` entries, and nothing waits in the thread longer
//! than [`FLUSH_AFTER`]: a long analysis that never calls `commit_move` loses at most the last
//! seconds when killed.
//!
//! Nothing here makes the engine's command thread wait for the store: [`LearnWriter::commit_soon`]
//! asks for a commit without waiting, and when another process holds the store's write lock for
//! longer than a write waits, the batch is kept and tried again later (it is written when the
//! lock frees) instead of being dropped. A damaged store (a bad row, a corrupt page) stops the
//! writer: the failed transaction is rolled back and nothing more is written.

use super::entry::LearnEntry;
use super::error::{LearnError, LearnResult};
use super::key_filter::KeyFilter;
use super::store::{AnalysisTag, KnownPosition, RootOrdering, Store, WriteReport};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

/// Default length of the queue between search and writer.
pub const DEFAULT_QUEUE: usize = 4096;

/// The longest an entry waits in the writer thread before it is committed unasked.
pub const FLUSH_AFTER: std::time::Duration = std::time::Duration::from_secs(2);

/// How often the thread looks at the queue while entries stream in.
const POLL: std::time::Duration = std::time::Duration::from_millis(20);

/// After this long without a message the thread sleeps on the queue until the next one.
const STREAM_IDLE: std::time::Duration = std::time::Duration::from_millis(250);

/// Entries kept for a later attempt while another process holds the lock (at least two batches);
/// beyond it the oldest are dropped (and counted).
const KEPT_ENTRIES: usize = 1 << 16;

/// A commit asked for with [`LearnWriter::commit_soon`]: wait for it when its result matters.
pub struct CommitTicket(Receiver<Result<WriteReport, String>>);

impl CommitTicket {
    /// Waits at most `wait`; `None` while the commit is still under way.
    pub fn wait(&self, wait: std::time::Duration) -> Option<Result<WriteReport, CommitError>> {
        match self.0.recv_timeout(wait) {
            Ok(r) => Some(r.map_err(CommitError::Failed)),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(Err(CommitError::WriterStopped)),
        }
    }
}

/// Why a commit asked of the writer thread did not land.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommitError {
    /// The write failed; the writer's message says why.
    #[error("{0}")]
    Failed(String),
    /// The writer thread is gone (the store was closed).
    #[error("the writer has stopped")]
    WriterStopped,
}

/// What happened to a recorded entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordOutcome {
    /// On the queue: it is written at the next commit.
    Queued,
    /// The queue was full; the entry was dropped and counted.
    Dropped,
    /// Learning is off or read-only, or the writer has stopped.
    NotWriting,
}

/// Counters of the writer, readable at any time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriterCounters {
    /// Messages put on the queue (entries, and the FENs of analysed positions).
    pub queued: u64,
    /// Items lost: refused by a full queue, or cut from a backlog kept while the store was busy.
    pub dropped: u64,
    /// Entries committed to the store.
    pub written: u64,
    /// Commits that failed for a reason other than a busy store; their batches were lost.
    pub failed_commits: u64,
}

#[derive(Default)]
struct Shared {
    queued: AtomicU64,
    dropped: AtomicU64,
    written: AtomicU64,
    failed: AtomicU64,
    /// Errors recorded so far (each one also in `last_error`).
    errors: AtomicU64,
    /// The store turned out damaged: nothing more is written.
    stopped: AtomicBool,
    last_error: Mutex<Option<String>>,
}

impl Shared {
    fn record_error(&self, text: &str) {
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(text.to_string());
        }
        self.errors.fetch_add(1, Ordering::Relaxed);
    }
}

enum Msg {
    Record(LearnEntry),
    /// An entry persisted by an analysis of the root with this key.
    Analysis(LearnEntry, u64),
    /// A tag alone: the stored entry it names is left as it is.
    Tag(AnalysisTag),
    /// The FEN of a position with an entry (an analysed root).
    Position(KnownPosition),
    /// The move-ordering history of an analysis root (boxed: it is a few kilobytes).
    Ordering(Box<RootOrdering>),
    Commit(SyncSender<Result<WriteReport, String>>),
}

/// The handle of the writer thread, owned by the [`Learner`](super::Learner).
pub struct LearnWriter {
    queue: Option<SyncSender<Msg>>,
    thread: Option<JoinHandle<()>>,
    shared: Arc<Shared>,
}

impl LearnWriter {
    /// Starts the writer on an open read-write store.
    /// Committed keys are added to `filter`, if given, so the preload finds them.
    pub fn start<B: WriteBackend>(
        store: B,
        queue_len: usize,
        max_batch: usize,
        filter: Option<Arc<KeyFilter>>,
    ) -> LearnWriter {
        let (tx, rx) = mpsc::sync_channel(queue_len.max(1));
        let shared = Arc::new(Shared::default());
        let thread_shared = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("slate-learn-writer".into())
            .spawn(move || run(store, rx, max_batch.max(1), thread_shared, filter))
            .expect("spawning the learning writer thread");
        LearnWriter {
            queue: Some(tx),
            thread: Some(thread),
            shared,
        }
    }

    /// Hands an entry to the writer without blocking.
    pub fn record(&self, entry: LearnEntry) -> RecordOutcome {
        self.send(Msg::Record(entry))
    }

    /// Hands an entry of an analysis of `root` (a position key) to the writer without blocking;
    /// it is stored and tagged with the root.
    pub fn record_analysis(&self, entry: LearnEntry, root: u64) -> RecordOutcome {
        self.send(Msg::Analysis(entry, root))
    }

    /// Tags an entry the store holds with another analysis root, leaving the entry as it is
    /// (without blocking; a tag of an entry the store lacks is dropped when written).
    pub fn record_tag(&self, tag: AnalysisTag) -> RecordOutcome {
        self.send(Msg::Tag(tag))
    }

    /// Keeps the FEN of a position whose entry is recorded (without blocking).
    pub fn record_position(&self, position: KnownPosition) -> RecordOutcome {
        self.send(Msg::Position(position))
    }

    /// Hands the move-ordering history of an analysis root to the writer without blocking.
    pub fn record_ordering(&self, ordering: RootOrdering) -> RecordOutcome {
        self.send(Msg::Ordering(Box::new(ordering)))
    }

    fn send(&self, msg: Msg) -> RecordOutcome {
        let Some(queue) = &self.queue else {
            return RecordOutcome::NotWriting;
        };
        match queue.try_send(msg) {
            Ok(()) => {
                self.shared.queued.fetch_add(1, Ordering::Relaxed);
                RecordOutcome::Queued
            }
            Err(TrySendError::Full(_)) => {
                self.shared.dropped.fetch_add(1, Ordering::Relaxed);
                RecordOutcome::Dropped
            }
            Err(TrySendError::Disconnected(_)) => RecordOutcome::NotWriting,
        }
    }

    /// Writes everything recorded so far in one durable transaction and waits for it. Call it
    /// once per move, after the search.
    pub fn commit_move(&self) -> LearnResult<WriteReport> {
        let gone = || LearnError::WriterGone(self.last_error().unwrap_or_else(|| "stopped".into()));
        let queue = self.queue.as_ref().ok_or_else(gone)?;
        let (ack_tx, ack_rx) = mpsc::sync_channel(1);
        queue.send(Msg::Commit(ack_tx)).map_err(|_| gone())?;
        self.wake();
        match ack_rx.recv() {
            Ok(Ok(report)) => Ok(report),
            Ok(Err(e)) => Err(LearnError::WriterGone(e)),
            Err(_) => Err(gone()),
        }
    }

    /// Asks for everything recorded so far to be committed, without waiting: never blocks, even
    /// when the queue is full or another process holds the store's lock. `None` when the request
    /// could not be queued (a full queue: the writer is behind and commits on its own anyway).
    pub fn commit_soon(&self) -> Option<CommitTicket> {
        let queue = self.queue.as_ref()?;
        let (ack_tx, ack_rx) = mpsc::sync_channel(1);
        queue.try_send(Msg::Commit(ack_tx)).ok()?;
        self.wake();
        Some(CommitTicket(ack_rx))
    }

    /// Closes the writer: what was recorded is written, waiting at most `wait` for it. A writer
    /// still waiting for another process's lock then is left to finish in the background (it is
    /// lost if the process ends first). True when everything was written in time.
    pub fn close_within(mut self, wait: std::time::Duration) -> bool {
        self.queue.take();
        let Some(thread) = self.thread.take() else {
            return true;
        };
        thread.thread().unpark();
        let deadline = Instant::now().checked_add(wait);
        while !thread.is_finished() {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let _ = thread.join();
        true
    }

    /// Unparks the thread if it is polling: a request that waits for an answer is seen at once.
    fn wake(&self) {
        if let Some(t) = &self.thread {
            t.thread().unpark();
        }
    }

    /// How many errors the writer has met so far.
    pub fn error_count(&self) -> u64 {
        self.shared.errors.load(Ordering::Relaxed)
    }

    /// Whether the writer stopped writing because the store is damaged.
    pub fn stopped(&self) -> bool {
        self.shared.stopped.load(Ordering::Relaxed)
    }

    /// Like [`LearnWriter::commit_move`], but waits at most `wait`: `None` when the commit is
    /// still under way then (another process holds the store's lock); it completes later.
    pub fn commit_within(&self, wait: std::time::Duration) -> Option<LearnResult<WriteReport>> {
        let gone = || LearnError::WriterGone(self.last_error().unwrap_or_else(|| "stopped".into()));
        let Some(queue) = self.queue.as_ref() else {
            return Some(Err(gone()));
        };
        let (ack_tx, ack_rx) = mpsc::sync_channel(1);
        match queue.try_send(Msg::Commit(ack_tx)) {
            Ok(()) => self.wake(),
            // The writer is behind (another process holds the lock): it commits on its own.
            Err(TrySendError::Full(_)) => return None,
            Err(TrySendError::Disconnected(_)) => return Some(Err(gone())),
        }
        match ack_rx.recv_timeout(wait) {
            Ok(Ok(report)) => Some(Ok(report)),
            Ok(Err(e)) => Some(Err(LearnError::WriterGone(e))),
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => Some(Err(gone())),
        }
    }

    /// A snapshot of the counters.
    pub fn counters(&self) -> WriterCounters {
        WriterCounters {
            queued: self.shared.queued.load(Ordering::Relaxed),
            dropped: self.shared.dropped.load(Ordering::Relaxed),
            written: self.shared.written.load(Ordering::Relaxed),
            failed_commits: self.shared.failed.load(Ordering::Relaxed),
        }
    }

    /// The last write error, if any.
    pub fn last_error(&self) -> Option<String> {
        self.shared.last_error.lock().ok().and_then(|e| e.clone())
    }
}

impl Drop for LearnWriter {
    /// Closing the queue makes the thread write what is left and stop.
    fn drop(&mut self) {
        self.queue.take();
        if let Some(t) = self.thread.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}

/// What waits in the thread for the next commit.
#[derive(Default)]
struct Pending {
    entries: Vec<LearnEntry>,
    tags: Vec<AnalysisTag>,
    positions: Vec<KnownPosition>,
    orderings: Vec<RootOrdering>,
    since: Option<Instant>,
}

/// Where the writer thread writes: a store file, or a store on a server.
pub trait WriteBackend: Send + 'static {
    /// Writes one batch durably: entries merged with what is stored (their tallies added to this
    /// writer's counters), analysis tags, known positions and move orderings.
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport>;
}

impl WriteBackend for Store {
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport> {
        Store::record_tagged(self, entries, tags, positions, orderings)
    }
}

fn flush<B: WriteBackend>(
    store: &mut B,
    pending: &mut Pending,
    shared: &Shared,
    filter: Option<&KeyFilter>,
    max_batch: usize,
) -> Result<WriteReport, String> {
    if shared.stopped.load(Ordering::Relaxed) {
        *pending = Pending::default();
        return Err(shared
            .last_error
            .lock()
            .ok()
            .and_then(|e| e.clone())
            .unwrap_or_else(|| "the learning store is damaged".into()));
    }
    pending.since = None;
    if pending.entries.is_empty()
        && pending.tags.is_empty()
        && pending.positions.is_empty()
        && pending.orderings.is_empty()
    {
        return Ok(WriteReport::default());
    }
    let result = store.record_tagged(
        &pending.entries,
        &pending.tags,
        &pending.positions,
        &pending.orderings,
    );
    match result {
        Ok(report) => {
            if let Some(f) = filter {
                pending.entries.iter().for_each(|e| f.insert(e.key));
            }
            shared
                .written
                .fetch_add(pending.entries.len() as u64, Ordering::Relaxed);
            *pending = Pending::default();
            Ok(report)
        }
        Err(e) if e.is_busy() => {
            // Another process holds the lock: keep the batch and try again later, so that the
            // entries are written when the lock frees. Only a backlog beyond reason is dropped.
            let cap = KEPT_ENTRIES.max(2 * max_batch);
            if pending.entries.len() > cap {
                let excess = pending.entries.len() - cap;
                pending.entries.drain(..excess);
                shared.dropped.fetch_add(excess as u64, Ordering::Relaxed);
            }
            pending.since = Some(Instant::now());
            Err(format!(
                "{e} (the entries wait and are written when the lock frees)"
            ))
        }
        Err(e) => {
            shared.failed.fetch_add(1, Ordering::Relaxed);
            // On failure the batch is dropped: retrying forever would let it grow without end.
            *pending = Pending::default();
            let text = if e.is_damage() {
                shared.stopped.store(true, Ordering::Relaxed);
                format!("{e}; the write was rolled back and nothing more is written to this store")
            } else {
                e.to_string()
            };
            shared.record_error(&text);
            Err(text)
        }
    }
}

fn run<B: WriteBackend>(
    mut store: B,
    rx: Receiver<Msg>,
    max_batch: usize,
    shared: Arc<Shared>,
    filter: Option<Arc<KeyFilter>>,
) {
    let filter = filter.as_deref();
    let mut pending = Pending::default();
    // While entries stream in, the thread polls the queue instead of sleeping on it: a sender
    // then only writes to the queue, where waking a sleeping receiver would cost the search a
    // system call per entry (6 % of an analysis's time). Requests that wait for an answer unpark
    // the thread (`LearnWriter::wake`).
    let mut last_message = Instant::now();
    loop {
        let msg = match rx.try_recv() {
            Ok(msg) => Some(msg),
            Err(TryRecvError::Disconnected) => break,
            Err(TryRecvError::Empty) => None,
        };
        let msg = match msg {
            Some(msg) => msg,
            None if pending
                .since
                .is_some_and(|since| since.elapsed() >= FLUSH_AFTER) =>
            {
                let _ = flush(&mut store, &mut pending, &shared, filter, max_batch);
                continue;
            }
            None if last_message.elapsed() < STREAM_IDLE => {
                std::thread::park_timeout(POLL);
                continue;
            }
            None => {
                let msg = match pending.since {
                    None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                    Some(since) => rx.recv_timeout(FLUSH_AFTER.saturating_sub(since.elapsed())),
                };
                match msg {
                    Ok(msg) => msg,
                    Err(RecvTimeoutError::Timeout) => {
                        let _ = flush(&mut store, &mut pending, &shared, filter, max_batch);
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => break,
                }
            }
        };
        last_message = Instant::now();
        let (e, root) = match msg {
            Msg::Record(e) => (e, None),
            Msg::Analysis(e, root) => (e, Some(root)),
            Msg::Tag(t) => {
                pending.since.get_or_insert_with(Instant::now);
                pending.tags.push(t);
                continue;
            }
            Msg::Position(p) => {
                pending.since.get_or_insert_with(Instant::now);
                pending.positions.push(p);
                continue;
            }
            Msg::Ordering(o) => {
                pending.since.get_or_insert_with(Instant::now);
                // Only the latest history of a root is worth writing.
                pending.orderings.retain(|p| p.root != o.root);
                pending.orderings.push(*o);
                continue;
            }
            Msg::Commit(ack) => {
                let _ = ack.send(flush(&mut store, &mut pending, &shared, filter, max_batch));
                continue;
            }
        };
        pending.since.get_or_insert_with(Instant::now);
        if let Some(root) = root {
            pending.tags.push(AnalysisTag::of(root, &e));
        }
        pending.entries.push(e);
        // A queue that never empties still commits by age, not only by batch size.
        let aged = pending
            .since
            .is_some_and(|since| since.elapsed() >= FLUSH_AFTER);
        if pending.entries.len() >= max_batch || aged {
            let _ = flush(&mut store, &mut pending, &shared, filter, max_batch);
        }
    }
    let _ = flush(&mut store, &mut pending, &shared, filter, max_batch);
}
