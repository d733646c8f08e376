//! `slate learn ...`: the command-line tools for the learning store.
//!
//! Every subcommand takes `--file PATH` (default `slate-learn.sqlite` in the working directory).
//! Long work (import, export, merge, verify) shows a progress bar on a terminal.
//!
//! Only `import` (and `bench`, which fills a store to measure it) create a store, and `merge`
//! its output: every other command on a missing store is an error, so that a typo in `--file`
//! never leaves an empty store behind. `verify` exits with 1 when it finds problems.

use crate::board::{Position, move_to_san};
use crate::learn::LearnStore;
use crate::learn::check::position_check;
use crate::learn::entry::{Bound, LearnEntry, packed_move_text};
use crate::learn::store::{
    Access, DEFAULT_CAPACITY, DEFAULT_FILE, MAX_CAPACITY, MIN_CAPACITY, Store, StoreOptions,
    regular_file_exists,
};
use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand, ValueEnum};
use files::{export, import_epd, import_file, merge_files};
use indicatif::{ProgressBar, ProgressStyle};
use measure::{bench, stress_check, stress_write};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `println!` that reports a closed pipe (`slate learn list | head`) as an error instead of
/// panicking; `main` treats that error as a quiet exit.
macro_rules! out {
    ($($arg:tt)*) => {
        writeln!(std::io::stdout(), $($arg)*)?
    };
}

mod files;
mod measure;
mod server;
mod show;

/// The arguments of `slate learn`: the store, its capacity and the subcommand.
#[derive(Args, Debug)]
pub struct LearnArgs {
    /// The learning store (the UCI option `Learning File`).
    #[arg(long, global = true, default_value = DEFAULT_FILE)]
    pub file: PathBuf,
    /// A store on a PostgreSQL server instead of the file
    /// (`postgresql://user[:password]@host[:port]/dbname[?schema=slate]`; the password may come
    /// from PGPASSWORD or ~/.pgpass): every command but merge (push and pull merge with
    /// --file).
    #[arg(long, global = true, value_name = "URL")]
    pub server: Option<String>,
    /// Entries the store keeps when written to (the UCI option `Learning Capacity`, with the
    /// same limits).
    #[arg(long, global = true, default_value_t = DEFAULT_CAPACITY,
          value_parser = clap::value_parser!(u64).range(MIN_CAPACITY..=MAX_CAPACITY))]
    pub capacity: u64,
    /// What to do with the store.
    #[command(subcommand)]
    pub command: LearnCommand,
}

/// How `export --format polyglot` builds the book.
#[derive(Args, Debug, Clone)]
pub struct BookArgs {
    /// Games a move needs to enter the book (Polyglot's own `make-book` asks 3).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
    pub min_games: u64,
    /// Plies from a root the book reaches.
    #[arg(long, default_value_t = 40)]
    pub max_ply: u32,
    /// More positions to walk the book from, as FENs, besides the start position and the
    /// stored positions (repeatable).
    #[arg(long = "from", value_name = "FEN")]
    pub from: Vec<String>,
}

/// The file formats `slate learn export` writes.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ExportFormat {
    /// A Polyglot opening book of the moves played in the stored games, weighted by results.
    Polyglot,
    /// Every entry, as one JSON array.
    Json,
    /// Analysed positions (persisted analysis roots, imported EPD) with acd, bm, ce/dm and pv.
    Epd,
}

/// The subcommands of `slate learn`.
#[derive(Subcommand, Debug)]
pub enum LearnCommand {
    /// Summary of the store: schema, schemes, counts by origin and depth.
    Stats,
    /// Entries of a position and of its successors, or the most valuable entries.
    List {
        /// The position whose entry and successors' entries are listed.
        #[arg(long)]
        fen: Option<String>,
        /// Entries listed without --fen: the deepest, most used and newest first.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// What was learned about a position: the moves tried there, the games and score after
    /// each, the learned value of the position it leads to, and the engine's penalty for it.
    Show {
        /// The position, as a FEN.
        fen: String,
        /// Centipawns per net lost game (the UCI option `Learning Penalty`).
        #[arg(long, default_value_t = 60)]
        penalty: i32,
        /// Centipawns per net won game (the UCI option `Learning Bonus`).
        #[arg(long, default_value_t = 30)]
        bonus: i32,
        /// Games a move needs to be the best move.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
        min_games: u64,
        /// Own games a move needs to be an instant move (the UCI option `Experience Min Games`).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        experience_min_games: u64,
    },
    /// Learn from PGN games (results and [%eval] or engine-score comments), or take in EPD
    /// analysis records (files ending in .epd: acd, bm, ce, dm, pv).
    Import {
        /// The PGN and EPD files, taken in order.
        #[arg(required = true)]
        pgn: Vec<PathBuf>,
    },
    /// Write the store as a Polyglot book, as JSON, or its analysed positions as EPD.
    Export {
        /// The format to write.
        #[arg(long, value_enum)]
        format: ExportFormat,
        /// The file to write: a new file, written whole under a temporary name first.
        #[arg(short, long)]
        output: PathBuf,
        /// Replace an existing regular file (never an SQLite file such as a learning store).
        #[arg(long)]
        force: bool,
        /// How a Polyglot book is built.
        #[command(flatten)]
        book: BookArgs,
    },
    /// Merge two stores into a new one (commutative, associative, idempotent).
    Merge {
        /// The first store.
        a: PathBuf,
        /// The second store.
        b: PathBuf,
        /// The new store to write; it must not exist.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// SQLite integrity check plus Slate's own checks.
    Verify,
    /// Remove entries: shallower than a depth, older than some days, or beyond a count.
    Prune {
        /// Remove entries searched less deep than this many plies.
        #[arg(long)]
        min_depth: Option<u8>,
        /// Remove entries not updated for this many days.
        #[arg(long)]
        older_than_days: Option<u32>,
        /// Then keep at most this many entries, removing the shallowest, least used and oldest.
        #[arg(long)]
        keep: Option<u64>,
    },
    /// Merge the file (--file) into the server (--server): entries merged, every store's
    /// counts kept at the larger value, so pushing twice counts nothing twice.
    Push,
    /// Merge the server (--server) into the file (--file), created if absent.
    Pull,
    /// Show or set the capacity of a store on a server (entries kept before the least
    /// valuable are evicted, one value for every engine sharing it).
    Capacity {
        /// The new capacity; without it the current one is shown.
        #[arg(value_parser = clap::value_parser!(u64).range(MIN_CAPACITY..=MAX_CAPACITY))]
        entries: Option<u64>,
    },
    /// Remove the entry of one position.
    Forget {
        /// The position, as a FEN.
        fen: String,
    },
    /// Measure open, probe and preload times on a temporary copy of the store (filled with
    /// synthetic entries first if it has fewer than --entries); --in-place measures the store.
    Bench {
        /// Entries to measure with: a store holding fewer is filled up to this many.
        #[arg(long, default_value_t = 1_000_000)]
        entries: u64,
        /// Measure (and fill) the store itself instead of a temporary copy.
        #[arg(long)]
        in_place: bool,
    },
    /// Test workload: commits of synthetic entries through the writer thread, printing
    /// "ack N" after commit N is durable.
    #[command(hide = true)]
    StressWrite {
        /// Chooses the synthetic entries, so that several writers can write different ones.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The number of commits.
        #[arg(long, default_value_t = 100)]
        commits: u64,
        /// Entries of this seed in each commit.
        #[arg(long, default_value_t = 20)]
        per_commit: u64,
        /// Also record these many entries shared by all seeds in every commit.
        #[arg(long, default_value_t = 0)]
        shared: u64,
    },
    /// Test workload's check: how often each of the first `entries` synthetic entries of a
    /// seed was counted (its hits), as `stress-write` wrote them (seed 0: the shared ones).
    #[command(hide = true)]
    StressCheck {
        /// The seed `stress-write` was given (0: the entries shared by all seeds).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many of the seed's entries to count, from the first.
        #[arg(long)]
        entries: u64,
    },
}

pub(super) fn bar(len: u64, what: &str) -> ProgressBar {
    let pb = ProgressBar::new(len);
    pb.set_style(
        ProgressStyle::with_template("{msg:>10} [{bar:40}] {percent:>3}% {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    pb.set_message(what.to_string());
    pb
}

pub(super) fn open_with(path: &Path, access: Access, capacity: u64) -> Result<Store> {
    let options = StoreOptions {
        capacity,
        ..StoreOptions::default()
    };
    Store::open(path, access, &options).with_context(|| format!("opening {}", path.display()))
}

pub(super) fn open(path: &Path, access: Access) -> Result<Store> {
    open_with(path, access, DEFAULT_CAPACITY)
}

/// Fails unless `path` is an existing store file: the commands that read or change a store never
/// create one.
pub(super) fn must_exist(path: &Path) -> Result<()> {
    if !regular_file_exists(path)? {
        bail!(
            "{}: no learning store there (only `slate learn import` creates one)",
            path.display()
        );
    }
    Ok(())
}

/// Runs a `slate learn` command; the exit code is 1 when `verify` found problems.
pub fn run(args: LearnArgs) -> Result<ExitCode> {
    if let Some(url) = &args.server {
        return server::run(url, &args.file, args.command);
    }
    if matches!(args.command, LearnCommand::Push | LearnCommand::Pull) {
        anyhow::bail!("push and pull need --server URL");
    }
    let file = &args.file;
    let capacity = args.capacity;
    let creates = matches!(
        args.command,
        LearnCommand::Import { .. }
            | LearnCommand::Merge { .. }
            | LearnCommand::Bench { .. }
            | LearnCommand::StressWrite { .. }
    );
    if !creates {
        must_exist(file)?;
    }
    if let LearnCommand::Verify = args.command {
        return files::verify_file(file);
    }
    run_command(args.command, file, capacity)?;
    Ok(ExitCode::SUCCESS)
}

fn run_command(command: LearnCommand, file: &Path, capacity: u64) -> Result<()> {
    match command {
        LearnCommand::Stats => stats(&open(file, Access::ReadOnly)?),
        LearnCommand::Import { pgn } => {
            // The inputs are checked before the store is opened (or created).
            for path in &pgn {
                files::check_input(path)?;
            }
            let existed = regular_file_exists(file)?;
            let mut store = open_with(file, Access::ReadWrite, capacity)?;
            let result = import_all(&mut store, &pgn);
            drop(store);
            if result.is_err() {
                files::remove_if_created_empty(file, existed);
            }
            result
        }
        LearnCommand::Export {
            format,
            output,
            force,
            book,
        } => export(
            &mut open(file, Access::ReadOnly)?,
            Some(file),
            format,
            &output,
            force,
            &book,
        ),
        LearnCommand::Merge { a, b, output } => merge_files(&a, &b, &output),
        LearnCommand::Capacity { .. } => bail!(
            "a file's capacity is each engine's Learning Capacity option (and --capacity here); \
             `prune --keep N` cuts the file down now"
        ),
        LearnCommand::Verify | LearnCommand::Push | LearnCommand::Pull => {
            unreachable!("handled by run")
        }
        LearnCommand::Bench { entries, in_place } => bench(file, entries, in_place),
        LearnCommand::StressWrite {
            seed,
            commits,
            per_commit,
            shared,
        } => stress_write(file, seed, commits, per_commit, shared),
        LearnCommand::StressCheck { seed, entries } => {
            stress_check(&mut open(file, Access::ReadOnly)?, seed, entries)
        }
        other => {
            let access = match other {
                LearnCommand::List { .. } | LearnCommand::Show { .. } => Access::ReadOnly,
                _ => Access::ReadWrite,
            };
            any_store(&mut open_with(file, access, capacity)?, other)
        }
    }
}

/// The commands that work alike on a file and a server.
pub(super) fn any_store(store: &mut dyn LearnStore, command: LearnCommand) -> Result<()> {
    match command {
        LearnCommand::List { fen, limit } => list(store, fen, limit),
        LearnCommand::Show {
            fen,
            penalty,
            bonus,
            min_games,
            experience_min_games,
        } => show::show(
            &mut |p: &Position| Ok(store.lookup(p.key(), position_check(p.board()))?),
            &fen,
            &show::ShowSettings {
                penalty_cp: penalty,
                bonus_cp: bonus,
                min_games,
                instant_min_games: experience_min_games,
            },
        ),
        LearnCommand::Import { pgn } => import_all(store, &pgn),
        LearnCommand::Export {
            format,
            output,
            force,
            book,
        } => export(store, None, format, &output, force, &book),
        LearnCommand::Prune {
            min_depth,
            older_than_days,
            keep,
        } => {
            let older =
                older_than_days.map(|d| crate::learn::entry::now_unix() - d as i64 * 86_400);
            let n = store.prune(min_depth, older, keep)?;
            out!("pruned {n} entries, {} left", store.len()?);
            Ok(())
        }
        LearnCommand::Forget { fen } => {
            let pos = Position::from_fen(&fen)?;
            if store.forget(pos.key(), position_check(pos.board()))? {
                out!("forgot {:016x}", pos.key());
            } else {
                out!("no entry for {:016x}", pos.key());
            }
            Ok(())
        }
        other => bail!("learn {}: not for this store", other.name()),
    }
}

/// `learn import` of PGN and EPD files, in order.
fn import_all(store: &mut dyn LearnStore, inputs: &[PathBuf]) -> Result<()> {
    for path in inputs {
        files::check_input(path)?;
    }
    inputs.iter().try_for_each(|path| {
        let epd = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("epd"));
        if epd {
            import_epd(store, path)
        } else {
            import_file(store, path)
        }
    })
}

impl LearnCommand {
    /// The subcommand's name, as typed.
    fn name(&self) -> &'static str {
        match self {
            LearnCommand::Stats => "stats",
            LearnCommand::List { .. } => "list",
            LearnCommand::Show { .. } => "show",
            LearnCommand::Import { .. } => "import",
            LearnCommand::Export { .. } => "export",
            LearnCommand::Merge { .. } => "merge",
            LearnCommand::Verify => "verify",
            LearnCommand::Prune { .. } => "prune",
            LearnCommand::Push => "push",
            LearnCommand::Pull => "pull",
            LearnCommand::Capacity { .. } => "capacity",
            LearnCommand::Forget { .. } => "forget",
            LearnCommand::Bench { .. } => "bench",
            LearnCommand::StressWrite { .. } => "stress-write",
            LearnCommand::StressCheck { .. } => "stress-check",
        }
    }
}

fn stats(store: &Store) -> Result<()> {
    let info = store.info()?;
    out!("file           {}", info.path.display());
    out!("bytes          {}", info.file_bytes);
    out!("schema         {}", info.schema_version);
    out!("key scheme     {}", info.key_scheme);
    out!("check scheme   {}", info.check_scheme);
    out!("eval version   {}", info.eval_version);
    out!("replica        {:016x}", info.replica);
    out!("entries        {}", info.entries);
    let mut by_origin = std::collections::BTreeMap::new();
    let mut by_depth = std::collections::BTreeMap::new();
    let (mut with_move, mut hits, mut games) = (0u64, 0u64, 0u64);
    store.for_each(|e| {
        *by_origin.entry(e.origin.name()).or_insert(0u64) += 1;
        *by_depth.entry(e.depth / 5 * 5).or_insert(0u64) += 1;
        with_move += (e.best_move != 0) as u64;
        hits += e.hits();
        games += e.games();
        Ok(())
    })?;
    out!("with a move    {with_move}");
    out!("hits / games   {hits} / {games}");
    for (o, n) in by_origin {
        out!("origin {o:<9} {n}");
    }
    for (d, n) in by_depth {
        out!("depth {:>3}-{:<3}  {n}", d, d.saturating_add(4));
    }
    Ok(())
}

fn describe(e: &LearnEntry, pos: Option<&Position>) -> String {
    let mv = match pos.and_then(|p| e.best_move_in(p).map(|m| (p, m))) {
        Some((p, m)) => move_to_san(p.board(), m),
        None => packed_move_text(e.best_move),
    };
    let window = match e.window.bound() {
        Bound::Exact(s) => format!("= {s}"),
        Bound::Lower(s) => format!(">= {s}"),
        Bound::Upper(s) => format!("<= {s}"),
        Bound::Between(l, u) => format!("{l}..{u}"),
        Bound::None if e.window.is_consistent() => "open".to_string(),
        Bound::None => format!("contradictory {}..{}", e.window.lower, e.window.upper),
    };
    format!(
        "{:016x} {:08x} {:<7} {:<18} depth {:>3} ply {:>3} {:<9} eval v{} hits {} games {}",
        e.key,
        e.check,
        mv,
        window,
        e.depth,
        e.ply,
        e.origin.name(),
        e.eval_version,
        e.hits(),
        e.games()
    )
}

fn list(store: &mut dyn LearnStore, fen: Option<String>, limit: usize) -> Result<()> {
    let mut probe = |p: &Position| store.lookup(p.key(), position_check(p.board()));
    match fen {
        Some(fen) => {
            let pos = Position::from_fen(&fen)?;
            match probe(&pos)? {
                Some(e) => out!("{}", describe(&e, Some(&pos))),
                None => out!("no entry for this position ({:016x})", pos.key()),
            }
            for mv in pos.legal_moves() {
                let mut child = pos.clone();
                child.play(mv);
                if let Some(e) = probe(&child)? {
                    out!(
                        "after {:<7} {}",
                        move_to_san(pos.board(), mv),
                        describe(&e, Some(&child))
                    );
                }
            }
        }
        None => {
            // The most valuable `limit`, kept in a heap: a large store is never held whole.
            let mut best = std::collections::BinaryHeap::new();
            store.for_each_entry(&mut |e| {
                // Ties go to the smaller key, so that every store lists the same.
                let rank = (
                    e.depth,
                    e.uses(),
                    e.updated,
                    std::cmp::Reverse((e.key, e.check)),
                );
                best.push(std::cmp::Reverse((rank, Ranked(e))));
                if best.len() > limit {
                    best.pop();
                }
                Ok(())
            })?;
            for std::cmp::Reverse((_, Ranked(e))) in best.into_sorted_vec() {
                out!("{}", describe(&e, None));
            }
        }
    }
    Ok(())
}

/// An entry ordered by its rank alone (the heap's key comes first in the tuple).
struct Ranked(LearnEntry);

impl PartialEq for Ranked {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for Ranked {}
impl PartialOrd for Ranked {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Ranked {
    fn cmp(&self, _: &Self) -> std::cmp::Ordering {
        std::cmp::Ordering::Equal
    }
}
