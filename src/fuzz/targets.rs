//! The four fuzz targets. Each checks more than "no panic": the incremental Zobrist key and
//! material state against a recomputation, FEN and move notation round trips, the legality of
//! every move a parser accepts, and that the engine still answers after any input.

use super::{Rng, Target, corpus};
use crate::board::{Move, Position, move_from_san, move_from_uci, move_to_san, move_to_uci};
use crate::eval::Evaluator;
use crate::learn::{Access, Store, StoreOptions};
use crate::material::MaterialState;
use crate::pgn::{PgnItem, PgnReader};
use crate::uci::{Command, PositionStart, Session};
use std::path::{Path, PathBuf};

fn seeds(items: &[&str]) -> Vec<Vec<u8>> {
    items.iter().map(|s| s.as_bytes().to_vec()).collect()
}

/// The key and material state kept incrementally agree with a recomputation from the board.
fn check_state(pos: &Position, what: &dyn Fn() -> String) -> Result<(), String> {
    let key = crate::board::zobrist::key_from_scratch(pos.board());
    if pos.key() != key {
        return Err(format!(
            "{}: key {:016x}, recomputed {key:016x}",
            what(),
            pos.key()
        ));
    }
    if *pos.state().material() != MaterialState::from_board(pos.board()) {
        return Err(format!(
            "{}: material state differs from the board's",
            what()
        ));
    }
    Ok(())
}

/// A move accepted by a parser is legal, and writing it and reading it back gives it again.
fn check_move(pos: &Position, mv: Move, chess960: bool) -> Result<(), String> {
    if !pos.legal_moves().contains(&mv) {
        return Err(format!(
            "illegal move {mv} accepted in {}",
            pos.fen(chess960)
        ));
    }
    let text = move_to_uci(pos.board(), mv, chess960);
    match move_from_uci(pos.board(), &text, chess960) {
        Ok(back) if back == mv => {}
        other => {
            return Err(format!(
                "move {text} in {} reads back as {other:?}",
                pos.fen(chess960)
            ));
        }
    }
    let san = move_to_san(pos.board(), mv);
    match move_from_san(pos.board(), &san) {
        Ok(back) if back == mv => Ok(()),
        other => Err(format!(
            "SAN {san} in {} reads back as {other:?}",
            pos.fen(chess960)
        )),
    }
}

/// A scratch folder for the files a target writes (learning stores): in memory where the
/// system has `/dev/shm`, removed when the target is dropped.
pub(super) struct Scratch(pub(super) PathBuf);

impl Scratch {
    pub(super) fn new(name: &str) -> Result<Self, String> {
        static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let shm = Path::new("/dev/shm");
        let base = if shm.is_dir() {
            shm.to_path_buf()
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("slate-fuzz-{name}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `Position::from_fen` (and the EPD analysis reader) on any text; a position it accepts must
/// be sound: its FEN reads back to the same key, every legal move keeps key and material right
/// and survives the UCI and SAN round trips, and it can be evaluated.
#[derive(Default)]
pub struct FenTarget {
    evaluator: Evaluator,
}

impl Target for FenTarget {
    fn name(&self) -> &'static str {
        "fen"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        let mut c = seeds(corpus::FENS);
        c.push(
            b"4k3/8/8/8/8/8/8/R3K2R w KQ - bm O-O; id \"castle\"; acd 12; ce 35; pv e1g1 e8d7;"
                .to_vec(),
        );
        c.push(
            b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - acd 3; ce -20; bm e4;".to_vec(),
        );
        c
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        let text = String::from_utf8_lossy(input);
        if let Ok(Some(record)) = crate::learn::epd::parse_analysis_line(&text) {
            let mut pos: crate::board::Position = record.position.with_state();
            for &mv in &record.pv {
                check_move(&pos, mv, false)?;
                pos.play(mv);
            }
            let _ = crate::learn::epd::analysis_entries(&record);
        }
        let Ok(pos) = Position::from_fen(&text) else {
            return Ok(());
        };
        check_state(&pos, &|| format!("FEN {text:?}"))?;
        for chess960 in [false, true] {
            let fen = pos.fen(chess960);
            let again = Position::from_fen(&fen)
                .map_err(|e| format!("the FEN written for {text:?}, {fen:?}, is refused: {e}"))?;
            if again.key() != pos.key() || again.fen(chess960) != fen {
                return Err(format!(
                    "{text:?} writes {fen:?}, which reads back as {:?}",
                    again.fen(chess960)
                ));
            }
        }
        let _ = self.evaluator.evaluate(&pos);
        let _ = pos.insufficient_material();
        if let Some(null) = pos.null_move() {
            check_state(&null, &|| format!("null move in {text:?}"))?;
        }
        for mv in pos.legal_moves() {
            for chess960 in [false, true] {
                check_move(&pos, mv, chess960)?;
            }
            let mut next = pos.clone();
            next.play(mv);
            check_state(&next, &|| format!("{mv} in {text:?}"))?;
        }
        Ok(())
    }
}

/// Plays `moves` from `start` as `position` does, checking every accepted move.
fn replay_position(start: &PositionStart, moves: &[String], chess960: bool) -> Result<(), String> {
    let mut pos = match start {
        PositionStart::StartPos => Position::startpos(),
        PositionStart::Fen(fen) => match Position::from_fen(fen) {
            Ok(pos) => pos,
            Err(_) => return Ok(()),
        },
    };
    for text in moves {
        let before = pos.clone();
        match pos.play_uci(text, chess960) {
            Ok(mv) => {
                check_move(&before, mv, chess960)?;
                check_state(&pos, &|| format!("after {text}"))?;
            }
            Err(_) => break,
        }
    }
    Ok(())
}

/// The best move of the last `bestmove` line in `lines`, checked against `pos`.
pub(super) fn check_bestmove(
    lines: &[String],
    pos: &Position,
    chess960: bool,
) -> Result<(), String> {
    let Some(line) = lines.iter().rev().find(|l| l.starts_with("bestmove")) else {
        return Err(format!("no bestmove in {lines:?}"));
    };
    let mv = line.split_whitespace().nth(1).unwrap_or("");
    if pos.has_legal_moves() {
        move_from_uci(pos.board(), mv, chess960)
            .map(|_| ())
            .map_err(|e| format!("'{line}' in {}: {e}", pos.fen(chess960)))
    } else if mv == "0000" {
        Ok(())
    } else {
        Err(format!(
            "'{line}' without legal moves in {}",
            pos.fen(chess960)
        ))
    }
}

/// Panics in the engine's threads are counted by the harness; the engine's own report of one
/// is a failure too, with its words.
pub(super) fn check_no_failure(lines: &[String]) -> Result<(), String> {
    match lines.iter().find(|l| l.contains("the search failed")) {
        Some(line) => Err(line.clone()),
        None => Ok(()),
    }
}

/// `position [startpos | fen …] [moves …]` lines: the parser, then the moves replayed with
/// checks in both notations, then the line through the real command handler (with `d`, and now
/// and then a `go depth 1` whose move must be legal).
#[derive(Default)]
pub struct PositionTarget {
    session: Option<Session>,
    runs: u64,
}

/// A `position` line of random legal moves from a corpus position.
fn random_game(rng: &mut Rng) -> String {
    let fens: Vec<&str> = corpus::FENS
        .iter()
        .copied()
        .filter(|f| Position::from_fen(f).is_ok())
        .collect();
    let (mut pos, mut line) = if rng.one_in(3) {
        (Position::startpos(), "position startpos moves".to_string())
    } else {
        let fen = *rng.pick(&fens);
        (
            Position::from_fen(fen).expect("filtered"),
            format!("position fen {fen} moves"),
        )
    };
    let plies = rng.below(160);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = *rng.pick(&moves);
        line.push(' ');
        line.push_str(&move_to_uci(pos.board(), mv, false));
        pos.play(mv);
    }
    line
}

impl Target for PositionTarget {
    fn name(&self) -> &'static str {
        "position"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        seeds(corpus::POSITIONS)
    }

    fn generate(&mut self, rng: &mut Rng) -> Option<Vec<u8>> {
        Some(random_game(rng).into_bytes())
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        let line = String::from_utf8_lossy(input).replace(['\n', '\r'], " ");
        if let Ok((Command::Position { start, moves }, _)) = crate::uci::parse(&line) {
            replay_position(&start, &moves, false)?;
            replay_position(&start, &moves, true)?;
        }
        if self.session.is_none() {
            self.session = Some(Session::new(false).map_err(|e| e.to_string())?);
        }
        let session = self.session.as_mut().expect("just made");
        session.handle(&line);
        session.handle("d");
        let lines = session.take_output();
        let fen = lines
            .iter()
            .find_map(|l| l.strip_prefix("Fen: "))
            .ok_or_else(|| format!("no Fen line from d: {lines:?}"))?;
        let shown = Position::from_fen(fen).map_err(|e| format!("d shows {fen:?}: {e}"))?;
        if shown.key() != session.position().key() {
            return Err(format!("d shows {fen:?} with another key"));
        }
        self.runs += 1;
        if self.runs.is_multiple_of(16) {
            session.handle("go depth 1");
            let lines = session.take_output();
            check_no_failure(&lines)?;
            check_bestmove(&lines, session.position(), session.chess960())?;
        }
        Ok(())
    }
}

/// UCI sessions: every line of the input through the real command handler
/// ([`Session::handle`]), searches stopped after a short budget. Afterwards the engine must
/// answer `isready`, and `go depth 1` must give a legal move in its current position and in the
/// start position. Options that touch files or resources are kept inside a scratch folder and
/// small limits (`Learning File`, `SyzygyPath`, `Hash` at most 64 MB, `Threads` at most 4):
/// the fuzzer must not write the working directory or take the machine's memory.
pub struct UciTarget {
    session: Option<Session>,
    inputs_in_session: u32,
    scratch: Scratch,
}

impl UciTarget {
    pub fn new() -> Result<Self, String> {
        Ok(UciTarget {
            session: None,
            inputs_in_session: 0,
            scratch: Scratch::new("uci")?,
        })
    }

    fn new_session(&self) -> Result<Session, String> {
        let mut session = Session::new(false).map_err(|e| e.to_string())?;
        session.set_search_budget(std::time::Duration::from_millis(20));
        session.handle(&format!(
            "setoption name Learning File value {}",
            self.scratch.0.join("learn.sqlite").display()
        ));
        session.handle(&format!(
            "setoption name Hash File value {}",
            self.scratch.0.join("fuzz.hash").display()
        ));
        session.take_output();
        Ok(session)
    }

    /// The line as sent, or its sandboxed form for the options above.
    fn sandbox(&self, line: &str) -> String {
        let Ok((
            Command::SetOption {
                name,
                value: Some(value),
            },
            _,
        )) = crate::uci::parse(line)
        else {
            return line.to_string();
        };
        let cap = |max: u64| match value.trim().parse::<u64>() {
            Ok(v) if v > max => format!("setoption name {name} value {max}"),
            _ => line.to_string(),
        };
        match name.to_ascii_lowercase().as_str() {
            "learning file" => {
                let file = if value.len() % 2 == 0 {
                    "learn.sqlite"
                } else {
                    "other.sqlite"
                };
                format!(
                    "setoption name {name} value {}",
                    self.scratch.0.join(file).display()
                )
            }
            // Save Hash would write the working directory.
            "hash file" => format!(
                "setoption name {name} value {}",
                self.scratch.0.join("fuzz.hash").display()
            ),
            "syzygypath" if value.trim() != "<empty>" => {
                format!("setoption name {name} value {}", self.scratch.0.display())
            }
            "hash" => cap(64),
            "threads" => cap(4),
            _ => line.to_string(),
        }
    }
}

impl Target for UciTarget {
    fn name(&self) -> &'static str {
        "uci"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        let mut c = seeds(corpus::UCI);
        c.extend(seeds(corpus::POSITIONS));
        c
    }

    fn tokens(&self) -> Vec<&'static str> {
        vec![
            "go",
            "depth",
            "nodes",
            "movetime",
            "wtime",
            "btime",
            "winc",
            "binc",
            "movestogo",
            "mate",
            "infinite",
            "ponder",
            "searchmoves",
            "stop",
            "ponderhit",
            "isready",
            "ucinewgame",
            "setoption",
            "position",
            "quit",
            "d",
            "eval",
            "uci",
            "debug",
            "Hash",
            "Threads",
            "MultiPV",
            "UCI_Chess960",
            "Learning",
            "on",
            "off",
            "true",
            "false",
            "read-only",
            "classic",
            "euwe",
            "kaufman",
            "tuned",
            "\n",
            "\r\n",
        ]
    }

    fn generate(&mut self, rng: &mut Rng) -> Option<Vec<u8>> {
        let go = *rng.pick(&["go depth 2", "go nodes 500", "go movetime 5", "go depth 1"]);
        Some(format!("{}\n{go}", random_game(rng)).into_bytes())
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        if self.session.is_none() || self.inputs_in_session >= 64 {
            self.session = None;
            self.session = Some(self.new_session()?);
            self.inputs_in_session = 0;
        }
        self.inputs_in_session += 1;
        let text = String::from_utf8_lossy(input).into_owned();
        let mut quit = false;
        for line in text.split('\n').take(32) {
            let line = self.sandbox(line);
            let session = self.session.as_mut().expect("made above");
            if !session.handle(&line) {
                quit = true;
                break;
            }
        }
        let mut session = match self.session.take() {
            Some(session) if !quit => session,
            _ => self.new_session()?,
        };
        let result = (|| {
            check_no_failure(&session.take_output())?;
            session.handle("isready");
            let lines = session.take_output();
            if lines.last().map(String::as_str) != Some("readyok") {
                return Err(format!("isready answered {lines:?}"));
            }
            session.handle("go depth 1");
            let lines = session.take_output();
            check_no_failure(&lines)?;
            check_bestmove(&lines, session.position(), session.chess960())?;
            session.handle("position startpos");
            session.handle("go depth 1");
            let lines = session.take_output();
            check_no_failure(&lines)?;
            check_bestmove(&lines, &Position::startpos(), session.chess960())
        })();
        self.session = Some(session);
        result
    }
}

/// PGN text through the reader (every main-line move it yields must be legal where it is
/// played) and through `import_pgn` into a scratch store, which must stay sound.
pub struct PgnTarget {
    store: Store,
    imports: u64,
    // Dropped after the store: the folder goes when the store is closed.
    _scratch: Scratch,
}

impl PgnTarget {
    pub fn new() -> Result<Self, String> {
        let scratch = Scratch::new("pgn")?;
        let options = StoreOptions {
            capacity: 1000,
            ..StoreOptions::default()
        };
        let store = Store::open(
            &scratch.0.join("import.sqlite"),
            Access::ReadWrite,
            &options,
        )
        .map_err(|e| e.to_string())?;
        Ok(PgnTarget {
            store,
            imports: 0,
            _scratch: scratch,
        })
    }

    /// The store's own verification (integrity check, every entry readable and sound).
    pub fn verify_store(&self) -> Result<(), String> {
        let problems = self.store.verify(|_| {}).map_err(|e| e.to_string())?;
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!("the store fails verification: {problems:?}"))
        }
    }
}

impl Target for PgnTarget {
    fn name(&self) -> &'static str {
        "pgn"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        seeds(corpus::PGNS)
    }

    fn generate(&mut self, rng: &mut Rng) -> Option<Vec<u8>> {
        // A random legal game in SAN, with comments and NAGs here and there.
        let mut pos = Position::startpos();
        let mut text = String::from("[Event \"random\"]\n\n");
        for ply in 0..rng.below(200) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = *rng.pick(&moves);
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&move_to_san(pos.board(), mv));
            text.push(' ');
            match rng.below(12) {
                0 => text.push_str(&format!(
                    "{{[%eval {}.{}]}} ",
                    rng.below(20),
                    rng.below(100)
                )),
                1 => text.push_str(&format!("{{+{}.00/{} 0.1s}} ", rng.below(9), rng.below(40))),
                2 => text.push_str("$1 "),
                3 => text.push_str("(1. a3 {x} h6) "),
                _ => {}
            }
            pos.play(mv);
        }
        let results: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];
        let result: &str = results[rng.below(results.len())];
        text.push_str(result);
        text.push('\n');
        Some(text.into_bytes())
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        for item in PgnReader::new(input).take(100_000) {
            let item = item.map_err(|e| format!("reading from memory failed: {e}"))?;
            let PgnItem::Game(game) = item else {
                continue;
            };
            let mut pos: crate::board::Position = game.start.with_state();
            check_state(&pos, &|| format!("start of game {}", game.number))?;
            for ply in &game.plies {
                match ply.mv {
                    Some(mv) => {
                        check_move(&pos, mv, game.chess960)?;
                        pos.play(mv);
                    }
                    None => match pos.null_move() {
                        Some(next) => pos = next,
                        None => break,
                    },
                }
            }
        }
        let batch = 1 + (input.len() % 50);
        let report =
            crate::learn::import::import_pgn(&mut self.store, input, batch, |_| {}, |_| {})
                .map_err(|e| format!("import failed: {e}"))?;
        if report.scored_positions > report.positions {
            return Err(format!("import report does not add up: {report:?}"));
        }
        self.imports += 1;
        if self.imports.is_multiple_of(256) {
            self.verify_store()?;
        }
        Ok(())
    }

    fn finish(&mut self) -> Result<(), String> {
        self.verify_store()
    }
}

/// The target of this name (`fen`, `position`, `uci`, `pgn`).
pub fn by_name(name: &str) -> Result<Box<dyn Target>, String> {
    Ok(match name {
        "fen" => Box::new(FenTarget::default()),
        "position" => Box::new(PositionTarget::default()),
        "uci" => Box::new(UciTarget::new()?),
        "pgn" => Box::new(PgnTarget::new()?),
        "syzygy" => Box::new(super::syzygy::SyzygyTarget::new(Path::new(
            super::syzygy::DEFAULT_TABLES,
        ))?),
        "hashfile" => Box::new(super::hashfile::HashFileTarget::new()?),
        other => {
            return Err(format!("no fuzz target '{other}' ({})", NAMES.join(", ")));
        }
    })
}

pub const NAMES: &[&str] = &["fen", "position", "uci", "pgn", "hashfile", "syzygy"];

/// Targets that need data beside the repository (`../shared`), skipped by `all` without it.
pub const NEEDS_DATA: &[&str] = &["syzygy"];
