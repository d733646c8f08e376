//! A server as the engine uses it: the network never holds up a search or the command loop.
//!
//! [`RemoteReader`] answers lookups from a thread of its own; the caller waits for an answer
//! only until a deadline (a few milliseconds) and goes on without it. [`RemoteWriter`] is the
//! writer thread's backend: it connects when it first has something to write, and when the
//! server is away it says so once, keeps the batch (the writer bounds it) and tries again,
//! waiting longer each time up to [`MAX_BACKOFF`].

use super::{ServerError, ServerStore, ServerUrl};
use crate::entry::LearnEntry;
use crate::error::LearnResult;
use crate::store::{Access, AnalysisRecall, AnalysisTag, KnownPosition, RootOrdering, WriteReport};
use crate::writer::WriteBackend;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest wait between two attempts to reach a server that is away.
pub const MAX_BACKOFF: Duration = Duration::from_secs(30);
const FIRST_BACKOFF: Duration = Duration::from_millis(250);

/// A connection made on demand and made again after a failure, no sooner than the backoff says.
struct Link {
    url: ServerUrl,
    store: Option<ServerStore>,
    next_try: Instant,
    backoff: Duration,
    state: Arc<LinkState>,
}

/// What the engine's thread may read of a link without waiting for it.
#[derive(Default)]
struct LinkState {
    /// Errors since the start; the engine reports the last one once per new error.
    errors: AtomicU64,
    last_error: Mutex<Option<String>>,
    /// Whether the last connection said the role may only read.
    read_only: AtomicBool,
    /// Whether a connection has ever been made.
    connected: AtomicBool,
    /// Set while the server fails: an outage is told once, not at every attempt.
    failing: AtomicBool,
}

impl LinkState {
    /// Counts `e`: an outage once until the next connection, any other failure every time (each
    /// is news: a statement the server or the client refused).
    fn failed(&self, e: &ServerError) {
        if e.is_unreachable() && self.failing.swap(true, Ordering::Relaxed) {
            return;
        }
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(e.to_string());
        }
        self.errors.fetch_add(1, Ordering::Relaxed);
    }
}

impl Link {
    fn new(url: ServerUrl, state: Arc<LinkState>) -> Link {
        Link {
            url,
            store: None,
            next_try: Instant::now(),
            backoff: FIRST_BACKOFF,
            state,
        }
    }

    /// The connection, made now if the backoff allows.
    fn store(&mut self) -> Result<&mut ServerStore, ServerError> {
        if self.store.is_none() {
            if Instant::now() < self.next_try {
                return Err(ServerError::Connect {
                    url: self.url.to_string(),
                    reason: "away; trying again soon".into(),
                });
            }
            match ServerStore::connect(&self.url) {
                Ok(s) => {
                    self.state
                        .read_only
                        .store(s.access() == Access::ReadOnly, Ordering::Relaxed);
                    self.state.connected.store(true, Ordering::Relaxed);
                    self.state.failing.store(false, Ordering::Relaxed);
                    self.backoff = FIRST_BACKOFF;
                    self.store = Some(s);
                }
                Err(e) => {
                    self.gone(&e);
                    return Err(e);
                }
            }
        }
        Ok(self.store.as_mut().expect("connected above"))
    }

    /// After a failure: drop a connection the server closed, count the error, wait longer.
    fn gone(&mut self, e: &ServerError) {
        if e.is_unreachable() {
            self.store = None;
            self.next_try = Instant::now() + self.backoff;
            self.backoff = (self.backoff * 2).min(MAX_BACKOFF);
        }
        self.state.failed(e);
    }
}

/// The writer thread's side of a server. Its batches are numbered, so that a batch whose
/// commit was cut off is asked about before it is written again: nothing counts twice.
pub struct RemoteWriter {
    link: Link,
    /// The id the engine's games count under, kept across reconnections.
    replica: u64,
    /// The number of the next batch.
    seq: u64,
    /// A batch whose commit may or may not have happened: its number and length. The writer
    /// hands the same entries again, first, at the next attempt.
    in_doubt: Option<(u64, usize)>,
}

impl RemoteWriter {
    /// A writer for `url`; it connects when it first writes.
    pub fn new(url: ServerUrl) -> RemoteWriter {
        RemoteWriter::with_state(url, Arc::default())
    }

    fn with_state(url: ServerUrl, state: Arc<LinkState>) -> RemoteWriter {
        RemoteWriter {
            link: Link::new(url, state),
            replica: super::new_replica(),
            seq: 0,
            in_doubt: None,
        }
    }

    fn write(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> Result<WriteReport, ServerError> {
        let replica = self.replica;
        // A failure to connect is the link's to count and to back off from.
        let store = self.link.store()?;
        store.set_replica(replica);
        if store.access() == Access::ReadOnly {
            // Told once by the reader; nothing is written, and no error per move.
            return Ok(WriteReport::default());
        }
        let seq = self.seq;
        let in_doubt = self.in_doubt;
        let result = (|| {
            let mut entries = entries;
            if let Some((seq, n)) = in_doubt
                && store.batch_committed(seq)?
            {
                // Its tallies counted; the tags, positions and histories it also wrote are
                // written again harmlessly (they are kept once).
                entries = &entries[n.min(entries.len())..];
            }
            let mut attempts = 0;
            loop {
                match store.record_numbered_batch(entries, tags, positions, orderings, seq) {
                    // A deadlock or serialisation failure rolled it back: try again.
                    Err(e) if e.is_rolled_back() && attempts < 3 => attempts += 1,
                    other => {
                        return other.map_err(|e| ServerError::InDoubt(Box::new(e), entries.len()));
                    }
                }
            }
        })();
        self.seq += 1;
        match result {
            Ok(report) => {
                self.in_doubt = None;
                Ok(report)
            }
            Err(ServerError::InDoubt(e, n)) => {
                if e.is_unreachable() {
                    self.in_doubt = Some((seq, n));
                    self.link.gone(&e);
                }
                // A refusal is not counted here: the writer drops the batch and reports it.
                Err(*e)
            }
            Err(e) => {
                self.link.gone(&e);
                Err(e)
            }
        }
    }
}

impl WriteBackend for RemoteWriter {
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport> {
        Ok(self.write(entries, tags, positions, orderings)?)
    }
}

/// What the reader thread is asked.
enum Query {
    /// The entries of these positions.
    Lookup(Vec<(u64, u32)>),
    /// What a search loads of the analyses of these roots.
    Recall {
        roots: Vec<u64>,
        ordering_roots: usize,
        min_depth: u8,
    },
}

/// The reader thread's answer.
enum Answer {
    Entries(Vec<LearnEntry>),
    Recall(AnalysisRecall),
}

/// A question asked of the reader thread; the answer goes to the asker's own channel, so that a
/// late answer to a request given up on reaches nobody.
struct Request {
    query: Query,
    reply: SyncSender<Answer>,
    /// When the asker stops waiting: a request still queued then is skipped, not run.
    until: Instant,
}

/// A recall the server has not answered yet: the search goes on and takes it when it comes.
pub struct PendingRecall(Receiver<Answer>);

impl PendingRecall {
    /// The answer, if it has come (never waits).
    pub fn try_take(&self) -> Option<AnalysisRecall> {
        match self.0.try_recv() {
            Ok(Answer::Recall(r)) => Some(r),
            _ => None,
        }
    }
}

/// How long a recall not answered at the search's start may still be taken later.
const RECALL_PATIENCE: Duration = Duration::from_secs(60);

/// The engine's side of a server: lookups answered by a thread, waited for until a deadline.
pub struct RemoteReader {
    queue: SyncSender<Request>,
    state: Arc<LinkState>,
    url: ServerUrl,
    reported: AtomicU64,
}

impl RemoteReader {
    /// Starts the reader thread for `url`; it connects at once, in the background.
    pub fn start(url: ServerUrl) -> RemoteReader {
        let state = Arc::new(LinkState::default());
        let (queue, requests) = mpsc::sync_channel::<Request>(4);
        let mut link = Link::new(url.clone(), Arc::clone(&state));
        let _ = std::thread::Builder::new()
            .name("slate-learn-server".into())
            .spawn(move || {
                let _ = link.store();
                serve(&mut link, requests);
            });
        RemoteReader {
            queue,
            state,
            url,
            reported: AtomicU64::new(0),
        }
    }

    /// The entries of `keys` that the server holds, if it answers within `deadline`; nothing
    /// otherwise (and nothing waits beyond the deadline, however the server fares).
    pub fn lookup_many(
        &self,
        keys: Vec<(u64, u32)>,
        deadline: Duration,
    ) -> Option<Vec<LearnEntry>> {
        let (reply, answer) = mpsc::sync_channel(1);
        // A full queue means the thread is still busy with earlier work: give up at once.
        let until = Instant::now() + deadline;
        let query = Query::Lookup(keys);
        self.queue
            .try_send(Request {
                query,
                reply,
                until,
            })
            .ok()?;
        match answer.recv_timeout(deadline).ok()? {
            Answer::Entries(found) => Some(found),
            Answer::Recall(_) => None,
        }
    }

    /// What a search loads of the analyses of `roots`: the answer if it comes within
    /// `deadline`, else a [`PendingRecall`] to take it from later (none if the thread is busy).
    pub fn recall(
        &self,
        roots: Vec<u64>,
        ordering_roots: usize,
        min_depth: u8,
        deadline: Duration,
    ) -> Result<AnalysisRecall, Option<PendingRecall>> {
        let (reply, answer) = mpsc::sync_channel(1);
        let until = Instant::now() + RECALL_PATIENCE;
        let query = Query::Recall {
            roots,
            ordering_roots,
            min_depth,
        };
        if self
            .queue
            .try_send(Request {
                query,
                reply,
                until,
            })
            .is_err()
        {
            return Err(None);
        }
        match answer.recv_timeout(deadline) {
            Ok(Answer::Recall(r)) => Ok(r),
            Ok(Answer::Entries(_)) | Err(RecvTimeoutError::Disconnected) => Err(None),
            Err(RecvTimeoutError::Timeout) => Err(Some(PendingRecall(answer))),
        }
    }

    /// The server, password hidden.
    pub fn url(&self) -> &ServerUrl {
        &self.url
    }

    /// Whether the role may only read (known once connected).
    pub fn read_only(&self) -> bool {
        self.state.read_only.load(Ordering::Relaxed)
    }

    /// A writer for the same server whose outages this reader tells (one report of an outage,
    /// whichever thread meets it).
    pub fn writer(&self) -> RemoteWriter {
        RemoteWriter::with_state(self.url.clone(), Arc::clone(&self.state))
    }

    /// Whether the reader has been connected at least once.
    pub fn connected(&self) -> bool {
        self.state.connected.load(Ordering::Relaxed)
    }

    /// The last error, once per new error since the last call.
    pub fn take_new_error(&self) -> Option<String> {
        let n = self.state.errors.load(Ordering::Relaxed);
        if self.reported.swap(n, Ordering::Relaxed) == n {
            return None;
        }
        self.state.last_error.lock().ok()?.clone()
    }
}

fn serve(link: &mut Link, requests: Receiver<Request>) {
    while let Ok(request) = requests.recv() {
        if Instant::now() >= request.until {
            continue;
        }
        let answer = match request.query {
            Query::Lookup(keys) => Answer::Entries(ask(link, |s| s.lookup_many(&keys))),
            Query::Recall {
                roots,
                ordering_roots,
                min_depth,
            } => Answer::Recall(ask(link, |s| {
                s.analysis_recall(&roots, ordering_roots, min_depth)
            })),
        };
        let _ = request.reply.try_send(answer);
    }
}

/// `query` on the link's connection; nothing when the server is away or fails (counted).
fn ask<T: Default>(
    link: &mut Link,
    query: impl FnOnce(&mut ServerStore) -> Result<T, ServerError>,
) -> T {
    match link.store() {
        Ok(store) => match query(store) {
            Ok(found) => found,
            Err(e) => {
                link.gone(&e);
                T::default()
            }
        },
        Err(_) => T::default(),
    }
}
