//! The UCI front end. Input is read on its own thread, so `stop`, `ponderhit`, `isready` and
//! `quit` are answered while a search runs on the search thread. Every malformed line gets an
//! `info string error: …` reply and leaves the engine usable.

mod command;
mod game;
pub mod options;

pub use command::{Command, GoParams, PositionStart, parse};
use game::Game;
use options::{Effect, Options};

use crate::board::move_to_uci;
use crate::eval;
use crate::learn::{GameResult, LearnConfig, LearnMode, Learner, StoreOptions};
use crate::search::{
    EVAL_VERSION, GameLesson, LearnSettings, PersistSettings, SearchControl, SearchOptions,
    Searcher, SyzygySettings,
};
use std::io::BufRead;
use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// The name sent in `id name`: `Slate` and the crate version.
pub const ENGINE_NAME: &str = concat!("Slate ", env!("CARGO_PKG_VERSION"));
const AUTHOR: &str = "the Slate developers";
/// The writer's queue with persistent analysis on: a deep search hands over results in bursts.
const ANALYSIS_QUEUE: usize = 1 << 16;
/// Entries committed together with persistent analysis on: every commit is made durable
/// (`synchronous = FULL`), and at 4,096 a deep analysis written from depth 5 committed a dozen
/// times a second (its cost to the search's speed was within the machine's noise,
/// `docs/learning.md`). The two-second age limit still bounds what a kill loses.
const ANALYSIS_BATCH: usize = 1 << 15;
/// How long `quit` waits for the learning store to take what is left (longer only when another
/// process holds the store's lock; the rest is then lost).
const QUIT_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Longer input lines are not kept: the rest up to the newline is read and dropped.
const MAX_LINE_BYTES: usize = 1 << 20;
/// The depth a `go` is given when its only limits were malformed (and so ignored).
const FALLBACK_DEPTH: u32 = 10;

/// What the input thread hands over.
enum Input {
    Line(String),
    /// A line past [`MAX_LINE_BYTES`], with its length: dropped.
    TooLong(u64),
}

#[derive(Debug, PartialEq, Eq)]
enum LineRead {
    /// A line (newline included, if there was one) is in the buffer.
    Line,
    /// The line was longer than the cap: the buffer is empty, the line was read to its end.
    TooLong(u64),
    End,
}

/// Reads one line into `buf`, keeping at most `cap` bytes: a longer line is read to its newline
/// and dropped, so a line without end can never fill the memory.
fn read_line_capped(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    cap: usize,
) -> std::io::Result<LineRead> {
    buf.clear();
    let mut total: u64 = 0;
    let mut too_long = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let (length, ends) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        if length == 0 {
            // End of input: what was read is the last line.
            return Ok(match total {
                0 => LineRead::End,
                _ if too_long => LineRead::TooLong(total),
                _ => LineRead::Line,
            });
        }
        if !too_long {
            if buf.len() + length > cap {
                too_long = true;
                buf.clear();
                buf.shrink_to(cap);
            } else {
                buf.extend_from_slice(&available[..length]);
            }
        }
        total += length as u64;
        reader.consume(length);
        if ends {
            return Ok(if too_long {
                LineRead::TooLong(total)
            } else {
                LineRead::Line
            });
        }
    }
}

fn error(text: &str) {
    println!("info string error: {text}");
}

/// Where the engine's replies go: stdout, or the buffer of an in-process [`Session`].
#[derive(Clone, Default)]
struct Out(Option<Arc<Mutex<Vec<String>>>>);

impl Out {
    fn say(&self, line: &str) {
        match &self.0 {
            None => println!("{line}"),
            Some(buf) => buf
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(line.to_string()),
        }
    }

    /// Several lines at once (`d`, `eval`), each ended by a newline.
    fn say_text(&self, text: &str) {
        match &self.0 {
            None => print!("{text}"),
            Some(_) => text.lines().for_each(|l| self.say(l)),
        }
    }

    fn error(&self, text: &str) {
        self.say(&format!("info string error: {text}"));
    }
}

/// What the engine's job thread does: a search, or `Load Hash` (a file of gigabytes takes
/// seconds to check; meanwhile `stop` and `quit` are served).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Job {
    Search,
    LoadHash,
}

/// A `Load Hash` running on the job thread: `isready` is answered when it is done (the GUI
/// waits for the table), by the thread if it is still running, without holding up the loop.
#[derive(Default)]
struct LoadState {
    done: bool,
    pending_ready: usize,
}

struct Engine {
    options: Options,
    game: Game,
    searcher: Arc<Mutex<Searcher>>,
    control: Arc<SearchControl>,
    search_thread: Option<JoinHandle<()>>,
    /// What runs on `search_thread`.
    job: Job,
    /// The last `Load Hash`'s state.
    load: Arc<Mutex<LoadState>>,
    /// Set by the search thread once its `bestmove` is out (it may still be committing).
    answered: Arc<std::sync::atomic::AtomicBool>,
    /// The last `position` command was rejected (in full, or from an illegal move on): a `go`
    /// says so, since it searches another position than the GUI asked for.
    position_rejected: bool,
    out: Out,
    /// Whether searches print their `info` lines.
    report: bool,
    /// The opening book of `Book File`, when `OwnBook` is on and it opened.
    book: Option<crate::book::Book>,
    /// The state of the weighted book choice (SplitMix64), seeded from the clock at start.
    book_rng: u64,
    /// `setoption` lines received during a search: checked at once, applied when it ends, so
    /// that an option never cuts a GUI's search short.
    pending_options: Vec<(String, Option<String>)>,
    /// A learning option changed since the store was opened: it is (re)opened when next
    /// needed (`isready`, `go`), not at each option, so that setting `Learning` before
    /// `Learning File` never creates the default file.
    learning_stale: bool,
}

/// Runs the UCI loop on stdin and stdout until `quit` or the end of input.
pub fn run() {
    let (tx, rx) = mpsc::channel::<Input>();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut lock = stdin.lock();
        let mut buf = Vec::new();
        loop {
            let input = match read_line_capped(&mut lock, &mut buf, MAX_LINE_BYTES) {
                Ok(LineRead::End) | Err(_) => break,
                // Input that is not UTF-8 is still a line: replace what cannot be read.
                Ok(LineRead::Line) => Input::Line(String::from_utf8_lossy(&buf).into_owned()),
                Ok(LineRead::TooLong(bytes)) => Input::TooLong(bytes),
            };
            if tx.send(input).is_err() {
                break;
            }
        }
    });

    let mut engine = match Engine::new(Out::default(), true) {
        Ok(engine) => engine,
        Err(e) => {
            error(&e.to_string());
            return;
        }
    };
    for input in rx {
        match input {
            Input::Line(line) => {
                if !engine.handle(&line) {
                    break;
                }
            }
            Input::TooLong(bytes) => error(&format!(
                "input line too long ({bytes} bytes; at most {MAX_LINE_BYTES} are read): ignored"
            )),
        }
    }
    engine.shutdown();
}

/// Tells the GUI what the game that just ended taught, when it taught anything.
fn report_lesson(out: &Out, lesson: &GameLesson) {
    if let Some(result) = lesson.result
        && lesson.entries > 0
    {
        let result = match result {
            GameResult::Win => "won",
            GameResult::Draw => "drawn",
            GameResult::Loss => "lost",
        };
        out.say(&format!(
            "info string learning: the last game was {result} ({} moves); {} entries recorded",
            lesson.roots, lesson.entries
        ));
    }
}

/// Runs `search` for `pos` and returns the lines that answer it, `bestmove` last, and whether the
/// search ended normally. A search that panics still gets an answer: an `info string error` and
/// a legal move (or `0000` when there is none), so the GUI is never left waiting.
fn search_and_answer(
    pos: &crate::board::Position,
    chess960: bool,
    search: impl FnOnce() -> crate::search::SearchResult,
) -> (Vec<String>, bool) {
    let result = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(search)) {
        Ok(result) => result,
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".into());
            let fallback = pos.legal_moves().first().map_or("0000".to_string(), |&mv| {
                move_to_uci(pos.board(), mv, chess960)
            });
            let lines = vec![
                format!("info string error: the search failed ({why}); answering {fallback}"),
                format!("bestmove {fallback}"),
            ];
            return (lines, false);
        }
    };
    let line = match result.best {
        Some(best) => {
            let mut line = format!("bestmove {}", move_to_uci(pos.board(), best, chess960));
            if let Some(ponder) = result.ponder {
                let mut next = pos.clone();
                next.play(best);
                line.push_str(&format!(
                    " ponder {}",
                    move_to_uci(next.board(), ponder, chess960)
                ));
            }
            line
        }
        None => "bestmove 0000".to_string(),
    };
    (vec![line], true)
}

impl Engine {
    fn new(out: Out, report: bool) -> Result<Self, crate::tt::HashAllocError> {
        let options = Options::default();
        let searcher = Searcher::new(options.hash_mb)?;
        Ok(Engine {
            options,
            game: Game::default(),
            searcher: Arc::new(Mutex::new(searcher)),
            control: Arc::new(SearchControl::default()),
            search_thread: None,
            job: Job::Search,
            load: Arc::default(),
            position_rejected: false,
            out,
            report,
            book: None,
            book_rng: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
            answered: Arc::new(std::sync::atomic::AtomicBool::new(true)),
            pending_options: Vec::new(),
            learning_stale: false,
        })
    }

    /// Whether a search is still running: its `bestmove` is not out yet (the thread may go on
    /// for a moment after it, committing what was learned).
    fn searching(&self) -> bool {
        self.job == Job::Search
            && self
                .search_thread
                .as_ref()
                .is_some_and(|h| !h.is_finished())
            && !self.answered.load(Ordering::Acquire)
    }

    /// Opens the learning store as the options now say, if they changed since it was opened.
    fn ensure_learning(&mut self) {
        if std::mem::take(&mut self.learning_stale) {
            self.open_learning();
        }
    }

    /// Ends the session: the running search is stopped, and the last game's lesson is written
    /// before the store closes, waiting a bounded time for a lock another process may hold.
    fn shutdown(&mut self) {
        self.stop_job();
        let learner = {
            let mut s = self.lock_searcher();
            s.finish_game();
            s.take_learner()
        };
        learner.close_within(QUIT_WAIT);
    }

    /// Handles one line; false means quit.
    fn handle(&mut self, line: &str) -> bool {
        let (cmd, problems) = match parse(line) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.out.error(&e.to_string());
                return true;
            }
        };
        for p in &problems {
            self.out.error(p);
        }
        match cmd {
            Command::Empty | Command::Debug => {}
            Command::Uci => {
                self.out.say(&format!("id name {ENGINE_NAME}"));
                self.out.say(&format!("id author {AUTHOR}"));
                for o in self.options.advertise() {
                    self.out.say(&o);
                }
                self.out.say("uciok");
            }
            Command::IsReady => {
                if self.job == Job::Search && !self.searching() {
                    self.finish_search(false);
                    // The handshake after the options: a store that cannot be opened is
                    // reported now, not at the first search.
                    self.ensure_learning();
                }
                // `readyok` now, or when a running `Load Hash` ends.
                self.ready()
            }
            Command::Stop => self.stop_job(),
            Command::PonderHit => {
                self.control.ponderhit.store(true, Ordering::Relaxed);
                self.control.waiting.store(false, Ordering::Relaxed);
            }
            Command::Quit => return false,
            Command::SetOption { name, value } => {
                if self.searching() {
                    // Checked now (an unknown name or a bad value is reported at once), applied
                    // when the search ends: the search goes on (README, UCI).
                    match self.options.clone().set(&name, value.as_deref()) {
                        Err(e) => self.out.error(&e.to_string()),
                        Ok(_) => {
                            self.out.say(&format!(
                                "info string option '{name}' is set when the search ends"
                            ));
                            self.pending_options.push((name, value));
                        }
                    }
                } else {
                    self.finish_search(false);
                    self.set_option(&name, value.as_deref());
                }
            }
            Command::UciNewGame => {
                self.finish_search(true);
                // Every search table is emptied: games are independent and reproducible, and
                // what was learned comes back from the store, not from a table left over.
                let lesson = self.lock_searcher().new_game();
                report_lesson(&self.out, &lesson);
                self.game = Game::default();
            }
            Command::Position { start, moves } => {
                self.finish_search(true);
                let result = self.game.set(&start, &moves, self.options.chess960);
                self.position_rejected = result.is_err();
                if let Err(e) = result {
                    self.out.error(&e);
                }
            }
            Command::Go(params) => {
                self.finish_search(true);
                self.go(params);
            }
            Command::Display => {
                self.finish_search(true);
                self.display();
            }
            Command::Eval => {
                self.finish_search(true);
                self.print_eval();
            }
        }
        true
    }

    /// `isready`: `readyok` now, or when a running `Load Hash` ends.
    fn ready(&self) {
        if self.job == Job::LoadHash && self.search_thread.is_some() {
            let mut load = self.load.lock().unwrap_or_else(|p| p.into_inner());
            if !load.done {
                load.pending_ready += 1;
                return;
            }
        }
        self.out.say("readyok");
    }

    fn lock_searcher(&self) -> std::sync::MutexGuard<'_, Searcher> {
        // A panic in a search thread poisons the lock; the searcher's tables stay usable.
        self.searcher.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Ends a running search (with `stop` when asked) and waits for its `bestmove`. A running
    /// `Load Hash` is waited for: the command that follows wants the table loaded.
    fn finish_search(&mut self, stop: bool) {
        if let Some(handle) = self.search_thread.take() {
            if stop && self.job == Job::Search {
                self.control.stop.store(true, Ordering::Relaxed);
            }
            if handle.join().is_err() {
                match self.job {
                    Job::Search => {
                        // The search thread printed no bestmove; the GUI still needs one.
                        self.out.error("the search failed");
                        self.out.say("bestmove 0000");
                    }
                    Job::LoadHash => self.out.error("Load Hash failed"),
                }
            }
            if self.job == Job::LoadHash {
                // A thread that panicked left its `isready`s unanswered.
                let mut load = self.load.lock().unwrap_or_else(|p| p.into_inner());
                load.done = true;
                for _ in 0..std::mem::take(&mut load.pending_ready) {
                    self.out.say("readyok");
                }
            }
        }
        for (name, value) in std::mem::take(&mut self.pending_options) {
            self.set_option(&name, value.as_deref());
        }
    }

    /// `stop` and `quit`: ends the search, or abandons a `Load Hash` between blocks of entries.
    fn stop_job(&mut self) {
        self.control.stop.store(true, Ordering::Relaxed);
        self.finish_search(true);
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        match self.options.set(name, value) {
            Ok(Effect::None) => {}
            Ok(Effect::Note(note)) => self.out.say(&format!("info string {note}")),
            Ok(Effect::ClearHash) => self.lock_searcher().clear(),
            Ok(Effect::SaveHash) => self.save_hash(),
            Ok(Effect::LoadHash) => self.load_hash(),
            Ok(Effect::Learning) => self.learning_stale = true,
            Ok(Effect::LearningSettings) => {
                let settings = self.learn_settings();
                let persist = self.persist_settings();
                let mut s = self.lock_searcher();
                s.set_learn_settings(settings);
                s.set_persist_settings(persist);
            }
            Ok(Effect::Syzygy) => self.load_syzygy(),
            Ok(Effect::Book) => self.load_book(),
            Ok(Effect::SyzygySettings) => {
                let tables = self.lock_searcher().syzygy().tables.clone();
                let settings = self.syzygy_settings(tables);
                self.lock_searcher().set_syzygy(settings);
            }
            Ok(Effect::Material(config)) => {
                self.lock_searcher().evaluator = crate::eval::Evaluator::for_config(config);
            }
            Ok(Effect::ResizeHash(mb)) => {
                if let Err(e) = self.lock_searcher().resize_hash(mb) {
                    self.out.error(&e.to_string());
                }
            }
            Ok(Effect::Threads(n)) => self.lock_searcher().set_threads(n),
            Ok(Effect::SearchParams(params)) => self.lock_searcher().set_params(params),
            Err(e) => self.out.error(&e.to_string()),
        }
    }

    /// `Save Hash`: the table to `Hash File` (learned entries excepted; they live in the store).
    fn save_hash(&self) {
        let file = &self.options.hash_file;
        match self.lock_searcher().save_hash(std::path::Path::new(file)) {
            Ok(n) => self
                .out
                .say(&format!("info string hash saved: {n} entries to {file}")),
            Err(e) => self.out.error(&format!("cannot save the hash: {e}")),
        }
    }

    /// `Load Hash`: the entries of `Hash File` join the table (`ucinewgame` empties it again).
    /// It runs on the job thread, as a search does, so the command loop goes on answering.
    fn load_hash(&mut self) {
        let file = self.options.hash_file.clone();
        let control = Arc::new(SearchControl::default());
        self.control = Arc::clone(&control);
        let searcher = Arc::clone(&self.searcher);
        let out = self.out.clone();
        let state = Arc::new(Mutex::new(LoadState::default()));
        self.load = Arc::clone(&state);
        let spawned = std::thread::Builder::new()
            .name("load hash".into())
            .spawn(move || {
                let result = {
                    let mut s = searcher.lock().unwrap_or_else(|p| p.into_inner());
                    s.load_hash(std::path::Path::new(&file), &control.stop)
                };
                let mut state = state.lock().unwrap_or_else(|p| p.into_inner());
                match result {
                    Ok(n) => out.say(&format!("info string hash loaded: {n} entries from {file}")),
                    Err(e) => out.error(&e.to_string()),
                }
                state.done = true;
                for _ in 0..std::mem::take(&mut state.pending_ready) {
                    out.say("readyok");
                }
            });
        match spawned {
            Ok(handle) => {
                self.search_thread = Some(handle);
                self.job = Job::LoadHash;
            }
            Err(e) => self
                .out
                .error(&format!("cannot start the Load Hash thread: {e}")),
        }
    }

    /// (Re)opens `Book File` when `OwnBook` is on; a book that cannot be used is reported and
    /// the engine searches every move.
    fn load_book(&mut self) {
        self.book = None;
        let file = &self.options.book_file;
        if !self.options.own_book {
            return;
        }
        if file == "<empty>" {
            self.out
                .error("OwnBook is on, but no Book File is set; searching every move");
            return;
        }
        match crate::book::Book::open(std::path::Path::new(file)) {
            Ok(book) => {
                self.out.say(&format!(
                    "info string book: {} records in {file}",
                    book.records()
                ));
                self.book = Some(book);
            }
            Err(e) => self.out.error(&format!("{e}; searching every move")),
        }
    }

    /// The book's move for `pos` under `limits`, already announced in an `info string`; `None`
    /// when the book is off, has no move here, or the GUI asked for analysis (`infinite`,
    /// `ponder`, `searchmoves`).
    fn book_move(
        &mut self,
        pos: &crate::board::Position,
        limits: &crate::search::Limits,
    ) -> Option<crate::board::Move> {
        if limits.infinite || limits.ponder || !limits.searchmoves.is_empty() {
            return None;
        }
        let book = self.book.as_ref()?;
        let moves = match book.moves(pos) {
            Ok(moves) => moves,
            Err(e) => {
                self.out.error(&format!("{e}; searching"));
                return None;
            }
        };
        let choice = if self.options.book_best {
            crate::book::BookChoice::Best
        } else {
            crate::book::BookChoice::Weighted
        };
        self.book_rng = self.book_rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.book_rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        let chosen = crate::book::choose(&moves, choice, z ^ (z >> 31))?;
        let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
        self.out.say(&format!(
            "info string book move {} (weight {} of {total}, {} moves in the book)",
            move_to_uci(pos.board(), chosen.mv, self.options.chess960),
            chosen.weight,
            moves.len()
        ));
        Some(chosen.mv)
    }

    fn syzygy_settings(&self, tables: Option<Arc<crate::syzygy::Tablebases>>) -> SyzygySettings {
        SyzygySettings {
            tables,
            probe_depth: self.options.syzygy_probe_depth,
            probe_limit: self.options.syzygy_probe_limit,
            rule50: self.options.syzygy_50_move_rule,
        }
    }

    /// (Re)loads the Syzygy tables of `SyzygyPath`. Folders without tables are reported; when
    /// none has any, tablebases stay off and the engine plays on without them.
    fn load_syzygy(&mut self) {
        // The tables in use are released first: one set can be loaded in a process at a time.
        let off = self.syzygy_settings(None);
        self.lock_searcher().set_syzygy(off);
        let path = self.options.syzygy_path.clone();
        if crate::syzygy::split_path(&path).is_empty() {
            return;
        }
        match crate::syzygy::open(&path) {
            Ok(opened) => {
                for w in &opened.warnings {
                    self.out.error(&format!("SyzygyPath: {w}"));
                }
                self.out
                    .say(&format!("info string {}", opened.tables.summary()));
                let settings = self.syzygy_settings(Some(opened.tables));
                self.lock_searcher().set_syzygy(settings);
            }
            Err(e) => self
                .out
                .error(&format!("SyzygyPath: {e}; tablebases are off")),
        }
    }

    fn learn_settings(&self) -> LearnSettings {
        LearnSettings {
            threshold_cp: self.options.learn_threshold,
            fuzz: self.options.learn_fuzz,
            penalty_cp: self.options.learn_penalty,
            bonus_cp: self.options.learn_bonus,
            early_roots: self.options.learn_early_moves as usize,
            instant: self.options.experience_instant,
            instant_min_games: self.options.experience_min_games as u64,
            every_root: self.options.learn_every_root,
        }
    }

    fn persist_settings(&self) -> PersistSettings {
        PersistSettings {
            enabled: self.options.persist_analysis,
            write_depth: self.options.persist_write_depth,
            play_depth: self.options.persist_play_depth,
            store_for_analysis_only: self.options.learn_mode == LearnMode::Off,
        }
    }

    /// (Re)opens the learning store as the options say. A store that cannot be opened is
    /// reported and learning stays off; the file is never replaced or repaired.
    fn open_learning(&mut self) {
        // Persistent analysis needs the store even with game learning off (it stays off then).
        let persist = self.persist_settings();
        let mode = match self.options.learn_mode {
            LearnMode::Off if persist.enabled => LearnMode::On,
            mode => mode,
        };
        let mut config = LearnConfig {
            path: self.options.learn_file.clone().into(),
            mode,
            store: StoreOptions {
                capacity: self.options.learn_capacity,
                eval_version: EVAL_VERSION,
                ..StoreOptions::default()
            },
            queue_len: if persist.enabled {
                ANALYSIS_QUEUE
            } else {
                LearnConfig::default().queue_len
            },
            max_batch: if persist.enabled {
                ANALYSIS_BATCH
            } else {
                LearnConfig::default().max_batch
            },
            server: None,
            server_wait: crate::learn::learner::SERVER_READ_DEADLINE,
        };
        if self.options.learn_server != "<empty>" && mode != LearnMode::Off {
            match crate::learn::server::ServerUrl::parse(&self.options.learn_server) {
                Ok(url) => {
                    self.out.say(&format!(
                        "info string learning: store on {url} (Learning File is not used)"
                    ));
                    config.server = Some(url);
                }
                Err(e) => {
                    // Never the file instead: the user asked for the server.
                    self.out.error(&format!("learning is off: {e}"));
                    config.mode = LearnMode::Off;
                }
            }
        }
        let learner = match Learner::open(&config) {
            Ok(l) => l,
            Err(e) => {
                self.out.error(&format!("learning is off: {e}"));
                Learner::off()
            }
        };
        if let Some(notice) = learner.notice() {
            self.out.say(&format!("info string learning: {notice}"));
        }
        let settings = self.learn_settings();
        let mut s = self.lock_searcher();
        s.set_learn_settings(settings);
        s.set_persist_settings(persist);
        if let Err(e) = s.set_learner(learner) {
            self.out.error(&format!(
                "learning: could not commit the previous store: {e}"
            ));
        }
    }

    fn go(&mut self, params: GoParams) {
        self.ensure_learning();
        let pos = self.game.current().clone();
        if self.position_rejected {
            self.out.error(&format!(
                "last position command was rejected; searching {}",
                pos.fen(self.options.chess960)
            ));
        }
        if let Some(depth) = params.perft {
            self.perft(&pos, depth);
            return;
        }
        let mut limits = params.limits;
        if params.malformed && !limits.bounded(pos.side_to_move()) {
            // The GUI asked for a limit that could not be read: never search without end for it.
            limits.depth = Some(FALLBACK_DEPTH);
            self.out.error(&format!(
                "go: no valid limit is left; searching to depth {FALLBACK_DEPTH}"
            ));
        }
        for text in &params.searchmoves {
            match crate::board::move_from_uci(pos.board(), text, self.options.chess960) {
                Ok(mv) => limits.searchmoves.push(mv),
                Err(e) => self.out.error(&format!("searchmoves: {e}")),
            }
        }
        if let Some(mv) = self.book_move(&pos, &limits) {
            let uci = move_to_uci(pos.board(), mv, self.options.chess960);
            self.out.say(&format!("bestmove {uci}"));
            return;
        }
        let control = Arc::new(SearchControl::default());
        control
            .waiting
            .store(limits.infinite || limits.ponder, Ordering::Relaxed);
        self.control = Arc::clone(&control);
        let options = SearchOptions {
            multipv: self.options.multipv,
            move_overhead: self.options.move_overhead,
            chess960: self.options.chess960,
            report: self.report,
            show_wdl: self.options.show_wdl,
            strength: self
                .options
                .limit_strength
                .then(|| crate::search::Strength::new(self.options.elo)),
        };
        let keys = self.game.keys().to_vec();
        let searcher = Arc::clone(&self.searcher);
        let out = self.out.clone();
        let answered = Arc::new(std::sync::atomic::AtomicBool::new(false));
        self.answered = Arc::clone(&answered);
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .stack_size(crate::search::SEARCH_STACK_BYTES)
            .spawn(move || {
                let mut s = searcher.lock().unwrap_or_else(|p| p.into_inner());
                let chess960 = options.chess960;
                let (lines, searched) = search_and_answer(&pos, chess960, || {
                    s.search(&pos, &keys, limits, options, control)
                });
                // The flag is set before `bestmove` goes out: a GUI that has read it may send
                // a `setoption` at once, and that must not be taken as one during a search.
                let last = lines.len().saturating_sub(1);
                for (i, line) in lines.into_iter().enumerate() {
                    if i == last {
                        answered.store(true, Ordering::Release);
                    }
                    out.say(&line);
                }
                answered.store(true, Ordering::Release);
                // After the move is out: ask the writer to make what was learned durable. Not
                // waited for: another process may hold the store's lock, and the next command
                // must not wait for it (the entries are written when the lock frees).
                if searched {
                    s.learner().commit_soon();
                }
                if let Some(e) = s.learner().take_new_error() {
                    out.error(&format!("learning store: {e}"));
                }
            });
        match spawned {
            Ok(handle) => {
                self.search_thread = Some(handle);
                self.job = Job::Search;
            }
            Err(e) => {
                self.out
                    .error(&format!("cannot start the search thread: {e}"));
                self.out.say("bestmove 0000");
            }
        }
    }

    /// `go perft N` as Stockfish answers it: each root move's leaf count N plies deep, then the
    /// total; no `bestmove` (nothing was searched). Depths past the perft suites' limit are
    /// refused, since they would run for days.
    fn perft(&self, pos: &crate::board::Position, depth: u32) {
        if depth > crate::perft::MAX_DEPTH {
            self.out.error(&format!(
                "go perft {depth}: at most {} plies",
                crate::perft::MAX_DEPTH
            ));
            return;
        }
        let mut total = 0;
        if depth == 0 {
            total = 1;
        } else {
            for (mv, n) in crate::perft::divide(pos.board(), depth) {
                let text = move_to_uci(pos.board(), mv, self.options.chess960);
                self.out.say(&format!("{text}: {n}"));
                total += n;
            }
        }
        self.out.say("");
        self.out.say(&format!("Nodes searched: {total}"));
    }

    fn display(&self) {
        let pos = self.game.current();
        let b = pos.board();
        let mut out = String::new();
        for rank in crate::board::Rank::ALL.iter().rev() {
            out.push_str(" +---+---+---+---+---+---+---+---+\n");
            for file in crate::board::File::ALL {
                let sq = crate::board::Square::new(file, *rank);
                let c = match (b.piece_on(sq), b.color_on(sq)) {
                    (Some(p), Some(col)) => {
                        let ch: char = p.into();
                        if col == crate::board::Color::White {
                            ch.to_ascii_uppercase()
                        } else {
                            ch
                        }
                    }
                    _ => ' ',
                };
                out.push_str(&format!(" | {c}"));
            }
            out.push_str(&format!(" | {}\n", *rank as usize + 1));
        }
        out.push_str(" +---+---+---+---+---+---+---+---+\n   a   b   c   d   e   f   g   h\n");
        self.out.say_text(&out);
        self.out
            .say(&format!("Fen: {}", pos.fen(self.options.chess960)));
        self.out.say(&format!("Key: {:016x}", pos.key()));
    }

    fn print_eval(&self) {
        let pos = self.game.current().clone();
        let mut s = self.lock_searcher();
        self.out
            .say_text(&eval::report::describe(&mut s.evaluator, &pos));
    }
}

/// The real UCI command handler in-process, without stdin and stdout: lines go in through
/// [`Session::handle`], the replies collect in a buffer ([`Session::take_output`]). A `go` is
/// waited for up to the search budget and then stopped, so every search ends within the call
/// that started it. For tests and the fuzzer (`slate fuzz uci`).
pub struct Session {
    engine: Engine,
    lines: Arc<Mutex<Vec<String>>>,
    search_budget: std::time::Duration,
}

impl Session {
    /// A session with the default options. With `report` the searches print their `info` lines
    /// (to stdout: they are the searcher's own); the engine's other replies go to the buffer.
    pub fn new(report: bool) -> Result<Self, crate::tt::HashAllocError> {
        let lines = Arc::new(Mutex::new(Vec::new()));
        let engine = Engine::new(Out(Some(Arc::clone(&lines))), report)?;
        Ok(Session {
            engine,
            lines,
            search_budget: std::time::Duration::from_millis(50),
        })
    }

    /// How long a search may run before the session stops it (default 50 ms).
    pub fn set_search_budget(&mut self, budget: std::time::Duration) {
        self.search_budget = budget;
    }

    /// Handles one line as the engine's input loop would, then waits for a search it started
    /// (stopping it after the budget). False means `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let go_on = self.engine.handle(line);
        if let Some(handle) = &self.engine.search_thread {
            let deadline = std::time::Instant::now() + self.search_budget;
            while !handle.is_finished() && std::time::Instant::now() < deadline {
                std::thread::sleep(std::time::Duration::from_micros(100));
            }
        }
        self.engine.finish_search(true);
        go_on
    }

    /// The lines the engine wrote since the last call.
    pub fn take_output(&mut self) -> Vec<String> {
        std::mem::take(&mut *self.lines.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// The position a `go` would search now.
    pub fn position(&self) -> &crate::board::Position {
        self.engine.game.current()
    }

    /// Whether `UCI_Chess960` is on (moves are written king-takes-rook).
    pub fn chess960(&self) -> bool {
        self.engine.options.chess960
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.engine.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Position;

    fn read_all(input: &[u8], cap: usize) -> Vec<LineRead> {
        // A small buffer, so that lines span several reads.
        let mut reader = std::io::BufReader::with_capacity(7, input);
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            let read = read_line_capped(&mut reader, &mut buf, cap).unwrap();
            assert!(buf.len() <= cap);
            if read == LineRead::End {
                return out;
            }
            if read == LineRead::Line {
                assert!(String::from_utf8_lossy(&buf).starts_with("ok"));
            }
            out.push(read);
        }
    }

    #[test]
    fn long_lines_are_dropped_to_their_newline() {
        let mut input = b"ok 1\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 100));
        input.extend(b"\nok 2\nok 3");
        assert_eq!(
            read_all(&input, 32),
            vec![
                LineRead::Line,
                LineRead::TooLong(101),
                LineRead::Line,
                LineRead::Line
            ]
        );
        // A line without a newline at the end of input.
        assert_eq!(read_all(&[b'x'; 50], 32), vec![LineRead::TooLong(50)]);
        assert_eq!(read_all(b"ok", 32), vec![LineRead::Line]);
    }

    #[test]
    fn a_session_runs_the_handler_in_process() {
        let mut s = Session::new(false).unwrap();
        assert!(s.handle("uci"));
        assert_eq!(s.take_output().last().unwrap(), "uciok");
        s.handle("position startpos moves e2e4");
        s.handle("go depth 2");
        let out = s.take_output();
        let best = out.last().unwrap().strip_prefix("bestmove ").unwrap();
        let mv = best.split_whitespace().next().unwrap();
        assert!(crate::board::move_from_uci(s.position().board(), mv, false).is_ok());
        // A search without end is stopped after the budget, and answered.
        s.set_search_budget(std::time::Duration::from_millis(10));
        s.handle("go infinite");
        assert!(s.take_output().last().unwrap().starts_with("bestmove "));
        s.handle("position fen 8/8/8/8 w - - 0 1");
        assert!(s.take_output()[0].starts_with("info string error: "));
        assert!(!s.handle("quit"));
    }

    #[test]
    fn a_search_that_panics_still_answers_a_legal_move() {
        let pos = Position::startpos();
        let (lines, searched) = search_and_answer(&pos, false, || panic!("boom"));
        assert!(!searched);
        assert!(
            lines[0].starts_with("info string error: the search failed (boom)"),
            "{lines:?}"
        );
        let mv = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        assert!(
            crate::board::move_from_uci(pos.board(), mv, false).is_ok(),
            "{mv}"
        );
        // With no legal move the answer is the null move.
        let mated = Position::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        let (lines, _) = search_and_answer(&mated, false, || panic!("boom"));
        assert_eq!(lines.last().unwrap(), "bestmove 0000");
    }
}
