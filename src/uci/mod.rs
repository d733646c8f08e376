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

pub const ENGINE_NAME: &str = concat!("Slate ", env!("CARGO_PKG_VERSION"));
const AUTHOR: &str = "the Slate developers";
const SEARCH_STACK_BYTES: usize = 64 << 20;
/// The writer's queue with persistent analysis on: a deep search hands over results in bursts.
const ANALYSIS_QUEUE: usize = 1 << 16;

fn error(text: &str) {
    println!("info string error: {text}");
}

struct Engine {
    options: Options,
    game: Game,
    searcher: Arc<Mutex<Searcher>>,
    control: Arc<SearchControl>,
    search_thread: Option<JoinHandle<()>>,
}

/// Runs the UCI loop on stdin and stdout until `quit` or the end of input.
pub fn run() {
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut lock = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match lock.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                // Input that is not UTF-8 is still a line: replace what cannot be read.
                Ok(_) => {
                    if tx.send(String::from_utf8_lossy(&buf).into_owned()).is_err() {
                        break;
                    }
                }
            }
        }
    });

    let options = Options::default();
    let searcher = match Searcher::new(options.hash_mb) {
        Ok(s) => s,
        Err(e) => {
            error(&e);
            return;
        }
    };
    let mut engine = Engine {
        options,
        game: Game::default(),
        searcher: Arc::new(Mutex::new(searcher)),
        control: Arc::new(SearchControl::default()),
        search_thread: None,
    };
    for line in rx {
        if !engine.handle(&line) {
            break;
        }
    }
    engine.finish_search(true);
    // The last game ends with the session: its lesson is written before the store closes.
    engine.lock_searcher().finish_game();
}

/// Tells the GUI what the game that just ended taught, when it taught anything.
fn report_lesson(lesson: &GameLesson) {
    if let Some(result) = lesson.result
        && lesson.entries > 0
    {
        let result = match result {
            GameResult::Win => "won",
            GameResult::Draw => "drawn",
            GameResult::Loss => "lost",
        };
        println!(
            "info string learning: the last game was {result} ({} moves); {} entries recorded",
            lesson.roots, lesson.entries
        );
    }
}

impl Engine {
    /// Handles one line; false means quit.
    fn handle(&mut self, line: &str) -> bool {
        let (cmd, problems) = match parse(line) {
            Ok(parsed) => parsed,
            Err(e) => {
                error(&e);
                return true;
            }
        };
        for p in &problems {
            error(p);
        }
        match cmd {
            Command::Empty | Command::Debug => {}
            Command::Uci => {
                println!("id name {ENGINE_NAME}");
                println!("id author {AUTHOR}");
                for o in self.options.advertise() {
                    println!("{o}");
                }
                println!("uciok");
            }
            Command::IsReady => println!("readyok"),
            Command::Stop => self.finish_search(true),
            Command::PonderHit => {
                self.control.ponderhit.store(true, Ordering::Relaxed);
                self.control.waiting.store(false, Ordering::Relaxed);
            }
            Command::Quit => return false,
            Command::SetOption { name, value } => {
                self.finish_search(true);
                self.set_option(&name, value.as_deref());
            }
            Command::UciNewGame => {
                self.finish_search(true);
                // Every search table is emptied: games are independent and reproducible, and
                // what was learned comes back from the store, not from a table left over.
                let lesson = self.lock_searcher().new_game();
                report_lesson(&lesson);
                self.game = Game::default();
            }
            Command::Position { start, moves } => {
                self.finish_search(true);
                if let Err(e) = self.game.set(&start, &moves, self.options.chess960) {
                    error(&e);
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

    fn lock_searcher(&self) -> std::sync::MutexGuard<'_, Searcher> {
        // A panic in a search thread poisons the lock; the searcher's tables stay usable.
        self.searcher.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Ends a running search (with `stop` when asked) and waits for its `bestmove`.
    fn finish_search(&mut self, stop: bool) {
        if let Some(handle) = self.search_thread.take() {
            if stop {
                self.control.stop.store(true, Ordering::Relaxed);
            }
            if handle.join().is_err() {
                // The search thread printed no bestmove; the GUI still needs one.
                error("the search failed");
                println!("bestmove 0000");
            }
        }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        match self.options.set(name, value) {
            Ok(Effect::None) => {}
            Ok(Effect::ClearHash) => self.lock_searcher().clear(),
            Ok(Effect::Learning) => self.open_learning(),
            Ok(Effect::LearningSettings) => {
                let settings = self.learn_settings();
                let persist = self.persist_settings();
                let mut s = self.lock_searcher();
                s.set_learn_settings(settings);
                s.set_persist_settings(persist);
            }
            Ok(Effect::Syzygy) => self.load_syzygy(),
            Ok(Effect::SyzygySettings) => {
                let tables = self.lock_searcher().syzygy().tables.clone();
                let settings = self.syzygy_settings(tables);
                self.lock_searcher().set_syzygy(settings);
            }
            Ok(Effect::Material(config)) => {
                self.lock_searcher().evaluator = crate::eval::Evaluator::for_config(config);
            }
            Ok(Effect::ResizeHash(mb)) => {
                if let Err(e) = self.lock_searcher().tt.resize(mb) {
                    error(&e);
                }
            }
            Err(e) => error(&e),
        }
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
                    error(&format!("SyzygyPath: {w}"));
                }
                println!("info string {}", opened.tables.summary());
                let settings = self.syzygy_settings(Some(opened.tables));
                self.lock_searcher().set_syzygy(settings);
            }
            Err(e) => error(&format!("SyzygyPath: {e}; tablebases are off")),
        }
    }

    fn learn_settings(&self) -> LearnSettings {
        LearnSettings {
            threshold_cp: self.options.learn_threshold,
            fuzz: self.options.learn_fuzz,
            penalty_cp: self.options.learn_penalty,
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
        let config = LearnConfig {
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
            ..LearnConfig::default()
        };
        let learner = match Learner::open(&config) {
            Ok(l) => l,
            Err(e) => {
                error(&format!("learning is off: {e}"));
                Learner::off()
            }
        };
        let settings = self.learn_settings();
        let mut s = self.lock_searcher();
        s.set_learn_settings(settings);
        s.set_persist_settings(persist);
        if let Err(e) = s.set_learner(learner) {
            error(&format!(
                "learning: could not commit the previous store: {e}"
            ));
        }
    }

    fn go(&mut self, params: GoParams) {
        let pos = self.game.current().clone();
        let mut limits = params.limits;
        for text in &params.searchmoves {
            match crate::board::move_from_uci(pos.board(), text, self.options.chess960) {
                Ok(mv) => limits.searchmoves.push(mv),
                Err(e) => error(&format!("searchmoves: {e}")),
            }
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
            report: true,
            show_wdl: self.options.show_wdl,
            strength: self
                .options
                .limit_strength
                .then(|| crate::search::Strength::new(self.options.elo)),
        };
        let keys = self.game.keys().to_vec();
        let searcher = Arc::clone(&self.searcher);
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK_BYTES)
            .spawn(move || {
                let mut s = searcher.lock().unwrap_or_else(|p| p.into_inner());
                let result = s.search(&pos, &keys, limits, options.clone(), control);
                match result.best {
                    Some(best) => {
                        let mut line = format!(
                            "bestmove {}",
                            move_to_uci(pos.board(), best, options.chess960)
                        );
                        if let Some(ponder) = result.ponder {
                            let mut next = pos.clone();
                            next.play(best);
                            line.push_str(&format!(
                                " ponder {}",
                                move_to_uci(next.board(), ponder, options.chess960)
                            ));
                        }
                        println!("{line}");
                    }
                    None => println!("bestmove 0000"),
                }
                // After the move is out: make what was learned durable, off the clock.
                if let Err(e) = s.learner().commit_move() {
                    println!("info string error: learning store: {e}");
                }
            });
        match spawned {
            Ok(handle) => self.search_thread = Some(handle),
            Err(e) => {
                error(&format!("cannot start the search thread: {e}"));
                println!("bestmove 0000");
            }
        }
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
        print!("{out}");
        println!("Fen: {}", pos.fen(self.options.chess960));
        println!("Key: {:016x}", pos.key());
    }

    fn print_eval(&self) {
        let pos = self.game.current().clone();
        let mut s = self.lock_searcher();
        print!("{}", eval::report::describe(&mut s.evaluator, &pos));
    }
}
