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

/// What a reader thread is asked.
enum Query {
    /// The entries of these positions.
    Lookup(Vec<(u64, u32)>),
    /// The same without tallies (the preload beyond the root's own moves).
    LookupLean(Vec<(u64, u32)>),
    /// The first part of a recall: the own entries of these roots and the first one's history.
    RecallHead { roots: Vec<u64>, min_depth: u8 },
    /// The second part: the trees of these roots (on the bulk thread, which may take a while).
    RecallTrees { roots: Vec<u64>, min_depth: u8 },
}

/// The reader thread's answer.
enum Answer {
    Entries(Vec<LearnEntry>),
    /// One of the two parts of a recall.
    Recall(AnalysisRecall),
}

/// A question asked of the reader thread; the answer goes to the asker's own channel, so that a
/// late answer to a request given up on reaches nobody.
struct Request {
    query: Query,
    reply: SyncSender<Answer>,
    /// When the asker stops waiting: a request still queued then is skipped, not run.
    until: Instant,
    /// Set when the asker has gone (a search that ended): skipped as well.
    abandoned: Arc<AtomicBool>,
}

/// The parts every recall comes in.
const RECALL_PARTS: u8 = 2;

/// The parts of a recall the server has not sent yet: the search goes on and takes them as they
/// come.
pub struct PendingRecall {
    answers: Receiver<Answer>,
    /// Parts still to come.
    missing: u8,
    abandoned: Arc<AtomicBool>,
}

impl PendingRecall {
    /// The next part, if it has come (never waits).
    pub fn try_take(&mut self) -> Option<AnalysisRecall> {
        match self.answers.try_recv() {
            Ok(Answer::Recall(r)) => {
                self.missing -= 1;
                Some(r)
            }
            Ok(Answer::Entries(_)) | Err(mpsc::TryRecvError::Disconnected) => {
                self.missing = 0;
                None
            }
            Err(mpsc::TryRecvError::Empty) => None,
        }
    }

    /// Whether every part has been taken (or none will come).
    pub fn is_done(&self) -> bool {
        self.missing == 0
    }
}

impl Drop for PendingRecall {
    /// A part not yet begun is not worth the server's time any more.
    fn drop(&mut self) {
        self.abandoned.store(true, Ordering::Relaxed);
    }
}

/// The far part of a preload that did not come within its deadline: the search takes it
/// between iterations, as it comes (in up to two pieces, one a connection).
pub struct PendingEntries {
    answers: Receiver<Answer>,
    /// Pieces still to come.
    missing: u8,
    abandoned: Arc<AtomicBool>,
}

impl PendingEntries {
    /// The entries that have come since the last call, if any (never waits).
    pub fn try_take(&mut self) -> Option<Vec<LearnEntry>> {
        let mut got: Option<Vec<LearnEntry>> = None;
        while self.missing > 0 {
            match self.answers.try_recv() {
                Ok(Answer::Entries(found)) => {
                    self.missing -= 1;
                    got.get_or_insert_with(Vec::new).extend(found);
                }
                Ok(Answer::Recall(_)) | Err(mpsc::TryRecvError::Disconnected) => {
                    self.missing = 0;
                }
                Err(mpsc::TryRecvError::Empty) => break,
            }
        }
        got
    }

    /// Whether every piece was taken (or none will come).
    pub fn is_done(&self) -> bool {
        self.missing == 0
    }
}

impl Drop for PendingEntries {
    /// A search that ended no longer wants them: not begun, they are skipped.
    fn drop(&mut self) {
        self.abandoned.store(true, Ordering::Relaxed);
    }
}

/// The answer of [`RemoteReader::preload`].
pub struct PreloadAnswer {
    /// The near positions' entries, with their tallies (empty if they did not come in time).
    pub near: Vec<LearnEntry>,
    /// Whether the near part came in time (a position of it not among `near` is not stored).
    pub near_complete: bool,
    /// The far positions' entries, if they came in time.
    pub far: Vec<LearnEntry>,
    /// Otherwise where they come later.
    pub later: Option<PendingEntries>,
}

/// How long the far part of a preload may still come after its deadline.
const PRELOAD_PATIENCE: Duration = Duration::from_secs(10);
/// A far part this long is split between two connections (the server looks them up at once).
const PRELOAD_SPLIT: usize = 64;

/// How long a recall not answered at the search's start may still be taken later.
const RECALL_PATIENCE: Duration = Duration::from_secs(60);

/// The engine's side of a server: lookups and recalls answered by threads of their own, waited
/// for until a deadline.
pub struct RemoteReader {
    /// Lookups and the first parts of recalls: answered in milliseconds.
    queue: SyncSender<Request>,
    /// The trees of recalls, on a connection of their own so that a long one holds up no lookup.
    bulk: SyncSender<Request>,
    /// Half of a long preload, on a third connection (made at the first such preload).
    helper: SyncSender<Request>,
    state: Arc<LinkState>,
    url: ServerUrl,
    reported: AtomicU64,
}

impl RemoteReader {
    /// Starts the reader threads for `url`; the first connects at once, in the background.
    pub fn start(url: ServerUrl) -> RemoteReader {
        let state = Arc::new(LinkState::default());
        let thread = |name: &str, connect_now: bool| {
            let (queue, requests) = mpsc::sync_channel::<Request>(4);
            let mut link = Link::new(url.clone(), Arc::clone(&state));
            let _ = std::thread::Builder::new()
                .name(name.into())
                .spawn(move || {
                    if connect_now {
                        let _ = link.store();
                    }
                    serve(&mut link, requests);
                });
            queue
        };
        let queue = thread("slate-learn-server", true);
        // Connected at its first recall: an engine that never analyses opens no second link.
        let bulk = thread("slate-learn-server-bulk", false);
        let helper = thread("slate-learn-server-helper", false);
        RemoteReader {
            queue,
            bulk,
            helper,
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
                abandoned: Arc::default(),
            })
            .ok()?;
        match answer.recv_timeout(deadline).ok()? {
            Answer::Entries(found) => Some(found),
            Answer::Recall(_) => None,
        }
    }

    /// A search's preload: the `near` positions (the root and its children) with their tallies,
    /// and the `far` ones without (a table entry has no use for results), a long far part split
    /// between two connections so that the server looks its halves up at once. Waits for all of
    /// it until `deadline`; what is still on its way then comes in [`PreloadAnswer::later`].
    /// `None` when the thread is busy with earlier work.
    pub fn preload(
        &self,
        near: Vec<(u64, u32)>,
        mut far: Vec<(u64, u32)>,
        deadline: Duration,
    ) -> Option<PreloadAnswer> {
        let start = Instant::now();
        let (near_reply, near_answer) = mpsc::sync_channel(1);
        let (far_reply, far_answers) = mpsc::sync_channel(2);
        let abandoned = Arc::new(AtomicBool::new(false));
        let request = |query, reply, until| Request {
            query,
            reply,
            until,
            abandoned: Arc::clone(&abandoned),
        };
        let mut pending = PendingEntries {
            answers: far_answers,
            missing: 0,
            abandoned: Arc::clone(&abandoned),
        };
        // The helper's half first, so that both connections are at work at once.
        if far.len() >= PRELOAD_SPLIT {
            let half = far.split_off(far.len() / 2);
            let until = start + PRELOAD_PATIENCE;
            match self
                .helper
                .try_send(request(Query::LookupLean(half), far_reply.clone(), until))
            {
                Ok(()) => pending.missing += 1,
                Err(mpsc::TrySendError::Full(r) | mpsc::TrySendError::Disconnected(r)) => {
                    // The helper is still busy with an earlier preload: all on one connection.
                    if let Query::LookupLean(half) = r.query {
                        far.extend(half);
                    }
                }
            }
        }
        self.queue
            .try_send(request(Query::Lookup(near), near_reply, start + deadline))
            .ok()?;
        if !far.is_empty()
            && self
                .queue
                .try_send(request(
                    Query::LookupLean(far),
                    far_reply,
                    start + PRELOAD_PATIENCE,
                ))
                .is_ok()
        {
            pending.missing += 1;
        }
        let (near, near_complete) = match near_answer.recv_timeout(deadline) {
            Ok(Answer::Entries(found)) => (found, true),
            _ => (Vec::new(), false),
        };
        let mut answer = PreloadAnswer {
            near,
            near_complete,
            far: Vec::new(),
            later: None,
        };
        while !pending.is_done() {
            let left = deadline.saturating_sub(start.elapsed());
            match pending.answers.recv_timeout(left) {
                Ok(Answer::Entries(found)) => {
                    pending.missing -= 1;
                    answer.far.extend(found);
                }
                Ok(Answer::Recall(_)) | Err(RecvTimeoutError::Disconnected) => pending.missing = 0,
                Err(RecvTimeoutError::Timeout) => break,
            }
        }
        if !pending.is_done() {
            answer.later = Some(pending);
        }
        Some(answer)
    }

    /// What a search loads of the analyses of `roots`, in two parts (the roots' own entries, then
    /// the trees below them): what came within `deadline`, and the [`PendingRecall`] to take
    /// the rest from later; `None` when the thread is busy with earlier work.
    pub fn recall(
        &self,
        roots: Vec<u64>,
        ordering_roots: usize,
        min_depth: u8,
        deadline: Duration,
    ) -> Option<(AnalysisRecall, Option<PendingRecall>)> {
        let start = Instant::now();
        let (reply, answers) = mpsc::sync_channel(RECALL_PARTS as usize);
        let abandoned = Arc::new(AtomicBool::new(false));
        let request = |query| Request {
            query,
            reply: reply.clone(),
            until: start + RECALL_PATIENCE,
            abandoned: Arc::clone(&abandoned),
        };
        // The root and the positions before it: their entries resume the root at once.
        let first = roots[..ordering_roots.min(roots.len())].to_vec();
        self.queue
            .try_send(request(Query::RecallHead {
                roots: first,
                min_depth,
            }))
            .ok()?;
        let mut pending = PendingRecall {
            answers,
            missing: RECALL_PARTS,
            abandoned: Arc::clone(&abandoned),
        };
        // A bulk queue still full of earlier recalls: the trees are skipped, the head kept.
        if self
            .bulk
            .try_send(request(Query::RecallTrees { roots, min_depth }))
            .is_err()
        {
            pending.missing -= 1;
        }
        drop(reply);
        let mut now = AnalysisRecall::default();
        while !pending.is_done() {
            let left = deadline.saturating_sub(start.elapsed());
            match pending.answers.recv_timeout(left) {
                Ok(Answer::Recall(r)) => {
                    pending.missing -= 1;
                    now.nodes.extend(r.nodes);
                    now.ordering = now.ordering.or(r.ordering);
                }
                Ok(Answer::Entries(_)) | Err(RecvTimeoutError::Disconnected) => {
                    pending.missing = 0;
                }
                Err(RecvTimeoutError::Timeout) => break,
            }
        }
        Some((now, (!pending.is_done()).then_some(pending)))
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
        if Instant::now() >= request.until || request.abandoned.load(Ordering::Relaxed) {
            continue;
        }
        let answer = match request.query {
            Query::Lookup(keys) => Answer::Entries(ask(link, |s| s.lookup_many(&keys))),
            Query::LookupLean(keys) => Answer::Entries(ask(link, |s| s.lookup_lean(&keys))),
            Query::RecallHead { roots, min_depth } => {
                Answer::Recall(ask(link, |s| s.analysis_recall_head(&roots, min_depth)))
            }
            Query::RecallTrees { roots, min_depth } => {
                Answer::Recall(ask(link, |s| s.analysis_recall(&roots, 0, min_depth)))
            }
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
