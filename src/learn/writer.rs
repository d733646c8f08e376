//! The writer thread: the search hands entries over without ever waiting for the disk.
//!
//! [`LearnWriter::record`] puts an entry on a bounded queue with `try_send`. When the queue is
//! full (the disk is far behind, or another process holds the write lock for long) the entry is
//! dropped and counted in [`WriterCounters::dropped`]: losing one learned entry is harmless, a
//! search that stalls on I/O is not. Entries wait in the thread until [`LearnWriter::commit_move`]
//! (called once per move, outside the search) writes them in one durable transaction and returns
//! when they are on disk; a GUI that kills the engine loses at most the move in flight. A long
//! burst is also written early, every `max_batch` entries.

use super::entry::LearnEntry;
use super::error::{LearnError, LearnResult};
use super::key_filter::KeyFilter;
use super::store::{Store, WriteReport};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Default length of the queue between search and writer.
pub const DEFAULT_QUEUE: usize = 4096;

/// What happened to a recorded entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordOutcome {
    Queued,
    /// The queue was full; the entry was dropped and counted.
    Dropped,
    /// Learning is off or read-only, or the writer has stopped.
    NotWriting,
}

/// Counters of the writer, readable at any time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriterCounters {
    pub queued: u64,
    pub dropped: u64,
    pub written: u64,
    pub failed_commits: u64,
}

#[derive(Default)]
struct Shared {
    queued: AtomicU64,
    dropped: AtomicU64,
    written: AtomicU64,
    failed: AtomicU64,
    last_error: Mutex<Option<String>>,
}

enum Msg {
    Record(LearnEntry),
    Commit(SyncSender<Result<WriteReport, String>>),
}

pub struct LearnWriter {
    queue: Option<SyncSender<Msg>>,
    thread: Option<JoinHandle<()>>,
    shared: Arc<Shared>,
}

impl LearnWriter {
    /// Starts the writer on an open read-write store.
    /// Committed keys are added to `filter`, if given, so the preload finds them.
    pub fn start(
        store: Store,
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
        let Some(queue) = &self.queue else {
            return RecordOutcome::NotWriting;
        };
        match queue.try_send(Msg::Record(entry)) {
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
        match ack_rx.recv() {
            Ok(Ok(report)) => Ok(report),
            Ok(Err(e)) => Err(LearnError::WriterGone(e)),
            Err(_) => Err(gone()),
        }
    }

    /// Like [`LearnWriter::commit_move`], but waits at most `wait`: `None` when the commit is
    /// still under way then (another process holds the store's lock); it completes later.
    pub fn commit_within(&self, wait: std::time::Duration) -> Option<LearnResult<WriteReport>> {
        let gone = || LearnError::WriterGone(self.last_error().unwrap_or_else(|| "stopped".into()));
        let Some(queue) = self.queue.as_ref() else {
            return Some(Err(gone()));
        };
        let (ack_tx, ack_rx) = mpsc::sync_channel(1);
        if queue.send(Msg::Commit(ack_tx)).is_err() {
            return Some(Err(gone()));
        }
        match ack_rx.recv_timeout(wait) {
            Ok(Ok(report)) => Some(Ok(report)),
            Ok(Err(e)) => Some(Err(LearnError::WriterGone(e))),
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => Some(Err(gone())),
        }
    }

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
            let _ = t.join();
        }
    }
}

fn flush(
    store: &mut Store,
    pending: &mut Vec<LearnEntry>,
    shared: &Shared,
    filter: Option<&KeyFilter>,
) -> Result<WriteReport, String> {
    if pending.is_empty() {
        return Ok(WriteReport::default());
    }
    let result = store.record_batch(pending);
    if let (Ok(_), Some(f)) = (&result, filter) {
        pending.iter().for_each(|e| f.insert(e.key));
    }
    let n = pending.len() as u64;
    // On failure the batch is dropped too: retrying forever would let the queue grow without end.
    pending.clear();
    match result {
        Ok(report) => {
            shared.written.fetch_add(n, Ordering::Relaxed);
            Ok(report)
        }
        Err(e) => {
            shared.failed.fetch_add(1, Ordering::Relaxed);
            let text = e.to_string();
            if let Ok(mut last) = shared.last_error.lock() {
                *last = Some(text.clone());
            }
            Err(text)
        }
    }
}

fn run(
    mut store: Store,
    rx: Receiver<Msg>,
    max_batch: usize,
    shared: Arc<Shared>,
    filter: Option<Arc<KeyFilter>>,
) {
    let filter = filter.as_deref();
    let mut pending = Vec::new();
    while let Ok(msg) = rx.recv() {
        match msg {
            Msg::Record(e) => {
                pending.push(e);
                if pending.len() >= max_batch {
                    let _ = flush(&mut store, &mut pending, &shared, filter);
                }
            }
            Msg::Commit(ack) => {
                let _ = ack.send(flush(&mut store, &mut pending, &shared, filter));
            }
        }
    }
    let _ = flush(&mut store, &mut pending, &shared, filter);
}
