//! `slate learn ...`: the command-line tools for the learning store.
//!
//! Every subcommand takes `--file PATH` (default `slate-learn.sqlite` in the working directory).
//! Long work (import, export, merge, verify) shows a progress bar on a terminal.

use super::check::position_check;
use super::entry::{Bound, LearnEntry, packed_move_text};
use super::export::{JsonArrayWriter, write_polyglot};
use super::import::import_pgn;
use super::learner::{LearnConfig, LearnMode, Learner};
use super::store::{Access, DEFAULT_CAPACITY, DEFAULT_FILE, Store, StoreOptions};
use super::synthetic::{synthetic_entry, synthetic_id};
use crate::board::{Position, move_to_san};
use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// `println!` that reports a closed pipe (`slate learn list | head`) as an error instead of
/// panicking; `main` treats that error as a quiet exit.
macro_rules! out {
    ($($arg:tt)*) => {
        writeln!(std::io::stdout(), $($arg)*)?
    };
}

#[derive(Args, Debug)]
pub struct LearnArgs {
    /// The learning store (the UCI option `Learning File`).
    #[arg(long, global = true, default_value = DEFAULT_FILE)]
    pub file: PathBuf,
    /// Entries the store keeps when written to (the UCI option `Learning Capacity`).
    #[arg(long, global = true, default_value_t = DEFAULT_CAPACITY)]
    pub capacity: u64,
    #[command(subcommand)]
    pub command: LearnCommand,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ExportFormat {
    Polyglot,
    Json,
}

#[derive(Subcommand, Debug)]
pub enum LearnCommand {
    /// Summary of the store: schema, schemes, counts by origin and depth.
    Stats,
    /// Entries of a position and of its successors, or the most valuable entries.
    List {
        #[arg(long)]
        fen: Option<String>,
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Learn from PGN games (results and [%eval] or engine-score comments).
    Import {
        #[arg(required = true)]
        pgn: Vec<PathBuf>,
    },
    /// Write the store as a Polyglot book or as JSON.
    Export {
        #[arg(long, value_enum)]
        format: ExportFormat,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Merge two stores into a new one (commutative, associative, idempotent).
    Merge {
        a: PathBuf,
        b: PathBuf,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// SQLite integrity check plus Slate's own checks.
    Verify,
    /// Remove entries: shallower than a depth, older than some days, or beyond a count.
    Prune {
        #[arg(long)]
        min_depth: Option<u8>,
        #[arg(long)]
        older_than_days: Option<u32>,
        #[arg(long)]
        keep: Option<u64>,
    },
    /// Remove the entry of one position.
    Forget { fen: String },
    /// Measure open, probe and preload times on the store (filled with synthetic entries first
    /// if it has fewer than --entries).
    Bench {
        #[arg(long, default_value_t = 1_000_000)]
        entries: u64,
    },
    /// Test workload: commits of synthetic entries through the writer thread, printing
    /// "ack N" after commit N is durable.
    #[command(hide = true)]
    StressWrite {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 100)]
        commits: u64,
        #[arg(long, default_value_t = 20)]
        per_commit: u64,
        /// Also record these many entries shared by all seeds in every commit.
        #[arg(long, default_value_t = 0)]
        shared: u64,
    },
}

fn bar(len: u64, what: &str) -> ProgressBar {
    let pb = ProgressBar::new(len);
    pb.set_style(
        ProgressStyle::with_template("{msg:>10} [{bar:40}] {percent:>3}% {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    pb.set_message(what.to_string());
    pb
}

fn open_with(path: &Path, access: Access, capacity: u64) -> Result<Store> {
    let options = StoreOptions {
        capacity,
        ..StoreOptions::default()
    };
    Store::open(path, access, &options).with_context(|| format!("opening {}", path.display()))
}

fn open(path: &Path, access: Access) -> Result<Store> {
    open_with(path, access, DEFAULT_CAPACITY)
}

pub fn run(args: LearnArgs) -> Result<()> {
    let file = &args.file;
    let capacity = args.capacity;
    match args.command {
        LearnCommand::Stats => stats(&open(file, Access::ReadOnly)?),
        LearnCommand::List { fen, limit } => list(&open(file, Access::ReadOnly)?, fen, limit),
        LearnCommand::Import { pgn } => {
            let mut store = open_with(file, Access::ReadWrite, capacity)?;
            for path in pgn {
                import_file(&mut store, &path)?;
            }
            Ok(())
        }
        LearnCommand::Export { format, output } => {
            export(&open(file, Access::ReadOnly)?, format, &output)
        }
        LearnCommand::Merge { a, b, output } => merge_files(&a, &b, &output),
        LearnCommand::Verify => verify(&open(file, Access::ReadOnly)?),
        LearnCommand::Prune {
            min_depth,
            older_than_days,
            keep,
        } => {
            let mut store = open_with(file, Access::ReadWrite, capacity)?;
            let older = older_than_days.map(|d| super::entry::now_unix() - d as i64 * 86_400);
            let n = store.prune(min_depth, older, keep)?;
            out!("pruned {n} entries, {} left", store.len()?);
            Ok(())
        }
        LearnCommand::Forget { fen } => {
            let pos = Position::from_fen(&fen)?;
            let mut store = open(file, Access::ReadWrite)?;
            if store.forget(pos.key(), position_check(pos.board()))? {
                out!("forgot {:016x}", pos.key());
            } else {
                out!("no entry for {:016x}", pos.key());
            }
            Ok(())
        }
        LearnCommand::Bench { entries } => bench(file, entries),
        LearnCommand::StressWrite {
            seed,
            commits,
            per_commit,
            shared,
        } => stress_write(file, seed, commits, per_commit, shared),
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

fn list(store: &Store, fen: Option<String>, limit: usize) -> Result<()> {
    match fen {
        Some(fen) => {
            let pos = Position::from_fen(&fen)?;
            match store.probe(&pos)? {
                Some(e) => out!("{}", describe(&e, Some(&pos))),
                None => out!("no entry for this position ({:016x})", pos.key()),
            }
            for mv in pos.legal_moves() {
                let mut child = pos.clone();
                child.play(mv);
                if let Some(e) = store.probe(&child)? {
                    out!(
                        "after {:<7} {}",
                        move_to_san(pos.board(), mv),
                        describe(&e, Some(&child))
                    );
                }
            }
        }
        None => {
            let mut all = store.all()?;
            all.sort_by_key(|e| std::cmp::Reverse((e.depth, e.uses(), e.updated)));
            for e in all.iter().take(limit) {
                out!("{}", describe(e, None));
            }
        }
    }
    Ok(())
}

fn import_file(store: &mut Store, path: &Path) -> Result<()> {
    let f = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let len = f.metadata()?.len();
    let pb = bar(len, "import");
    let mut warnings = Vec::new();
    let report = import_pgn(
        store,
        std::io::BufReader::new(f),
        10_000,
        |bytes| pb.set_position(bytes),
        |w| warnings.push(w),
    )?;
    pb.finish_and_clear();
    for w in &warnings {
        eprintln!("{}: {w}", path.display());
    }
    out!(
        "{}: {} games ({} skipped, {} with errors), {} positions ({} with a score); \
         {} new entries, {} updated, {} evicted",
        path.display(),
        report.games,
        report.skipped_games,
        report.games_with_errors,
        report.positions,
        report.scored_positions,
        report.written.inserted,
        report.written.updated,
        report.written.evicted
    );
    Ok(())
}

/// Writes to a temporary file beside `output` and renames it into place when complete, so an
/// interrupted export never leaves half a file under the real name.
fn write_atomically(
    output: &Path,
    f: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> Result<()>,
) -> Result<()> {
    let mut tmp = output.as_os_str().to_owned();
    tmp.push(".partial");
    let tmp = PathBuf::from(tmp);
    let mut w = std::io::BufWriter::new(
        std::fs::File::create(&tmp).with_context(|| format!("creating {}", tmp.display()))?,
    );
    f(&mut w)?;
    w.flush()?;
    w.get_ref().sync_all()?;
    drop(w);
    std::fs::rename(&tmp, output)?;
    Ok(())
}

fn export(store: &Store, format: ExportFormat, output: &Path) -> Result<()> {
    let pb = bar(store.len()?, "export");
    match format {
        ExportFormat::Polyglot => {
            let mut all = Vec::new();
            store.for_each(|e| {
                all.push(e);
                pb.inc(1);
                Ok(())
            })?;
            let mut n = 0;
            write_atomically(output, |w| {
                n = write_polyglot(&mut all, w)?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} book entries to {}", output.display());
        }
        ExportFormat::Json => {
            let mut n = 0u64;
            write_atomically(output, |w| {
                let mut json = JsonArrayWriter::new(w)?;
                store.for_each(|e| {
                    json.push(&e)?;
                    n += 1;
                    pb.inc(1);
                    Ok(())
                })?;
                json.finish()?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} entries to {}", output.display());
        }
    }
    Ok(())
}

fn merge_files(a: &Path, b: &Path, output: &Path) -> Result<()> {
    if output.try_exists()? {
        bail!(
            "{} exists; merge writes a new file and never overwrites",
            output.display()
        );
    }
    let sa = open(a, Access::ReadOnly)?;
    let sb = open(b, Access::ReadOnly)?;
    let options = StoreOptions {
        // Eviction would make the result depend on the order of merging.
        capacity: u64::MAX,
        ..StoreOptions::default()
    };
    let mut out = Store::open(output, Access::ReadWrite, &options)
        .with_context(|| format!("creating {}", output.display()))?;
    let pb = bar(sa.len()? + sb.len()?, "merge");
    for src in [&sa, &sb] {
        let mut batch = Vec::with_capacity(10_000);
        src.for_each(|e| {
            batch.push(e);
            if batch.len() == 10_000 {
                out.merge_batch(&batch)?;
                pb.inc(batch.len() as u64);
                batch.clear();
            }
            Ok(())
        })?;
        out.merge_batch(&batch)?;
        pb.inc(batch.len() as u64);
    }
    out.checkpoint()?;
    pb.finish_and_clear();
    out!(
        "merged {} + {} entries into {} ({} entries)",
        sa.len()?,
        sb.len()?,
        output.display(),
        out.len()?
    );
    Ok(())
}

fn verify(store: &Store) -> Result<()> {
    let pb = bar(store.len()?, "verify");
    let problems = store.verify(|n| pb.set_position(n))?;
    pb.finish_and_clear();
    if problems.is_empty() {
        out!("ok: {} entries, integrity check passed", store.len()?);
        Ok(())
    } else {
        for p in &problems {
            out!("problem: {p}");
        }
        bail!(
            "{} problems found in {}",
            problems.len(),
            store.path().display()
        )
    }
}

fn stress_write(file: &Path, seed: u64, commits: u64, per_commit: u64, shared: u64) -> Result<()> {
    let learner = Learner::open(&LearnConfig {
        path: file.to_path_buf(),
        mode: LearnMode::On,
        queue_len: (per_commit + shared + 16) as usize,
        ..LearnConfig::default()
    })?;
    let stdout = std::io::stdout();
    for c in 0..commits {
        for j in 0..per_commit {
            learner.record(synthetic_entry(seed, c * per_commit + j));
        }
        for j in 0..shared {
            learner.record(synthetic_entry(0, j));
        }
        learner.commit_move()?;
        let mut out = stdout.lock();
        writeln!(out, "ack {c}")?;
        out.flush()?;
    }
    let dropped = learner.writer_counters().dropped;
    if dropped > 0 {
        bail!("{dropped} entries dropped by a full queue");
    }
    Ok(())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn bench(file: &Path, entries: u64) -> Result<()> {
    let options = StoreOptions {
        capacity: u64::MAX,
        ..StoreOptions::default()
    };
    {
        let mut store = Store::open(file, Access::ReadWrite, &options)?;
        let have = store.len()?;
        if have < entries {
            let pb = bar(entries - have, "fill");
            let t = Instant::now();
            super::synthetic::fill(&mut store, entries, |n| pb.set_position(n))?;
            pb.finish_and_clear();
            out!("filled to {} entries in {:.1?}", store.len()?, t.elapsed());
        }
    }
    let runs = 11;
    for mode in [LearnMode::ReadOnly, LearnMode::On] {
        let mut times = Vec::new();
        for _ in 0..runs {
            let t = Instant::now();
            let l = Learner::open(&LearnConfig {
                path: file.to_path_buf(),
                mode,
                ..LearnConfig::default()
            })?;
            times.push(t.elapsed());
            drop(l);
        }
        out!(
            "open {:<9}: median {:>8.3?}, max {:>8.3?} ({runs} runs)",
            format!("{mode:?}"),
            median(times.clone()),
            times.iter().max().unwrap()
        );
    }
    let store = open(file, Access::ReadOnly)?;
    let n = store.len()?;
    out!("entries      : {n}");
    let probes = 100_000u64;
    let t = Instant::now();
    let mut found = 0;
    for i in 0..probes {
        let (k, c) = synthetic_id(7, (i * 7919) % entries.max(1));
        found += store.lookup(k, c)?.is_some() as u64;
    }
    out!(
        "probe (hit)  : {:.2} µs each ({found}/{probes} found)",
        t.elapsed().as_secs_f64() * 1e6 / probes as f64
    );
    let t = Instant::now();
    let mut false_hits = 0;
    for i in 0..probes {
        let (k, c) = synthetic_id(99, i);
        false_hits += store.lookup(k, c)?.is_some() as u64;
    }
    out!(
        "probe (miss) : {:.2} µs each ({false_hits} false hits)",
        t.elapsed().as_secs_f64() * 1e6 / probes as f64
    );
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
    for (name, pos) in [("startpos", Position::startpos()), ("kiwipete", kiwipete)] {
        for plies in [1, 2] {
            let mut times = Vec::new();
            let mut got = 0;
            for _ in 0..runs {
                let t = Instant::now();
                got = store.entries_near(&pos, plies)?.len();
                times.push(t.elapsed());
            }
            out!(
                "preload by SQL only {name} {plies} plies: median {:>8.3?} ({got} entries)",
                median(times)
            );
        }
    }
    // The engine's way: the learner, whose background key filter spares most queries.
    let t = Instant::now();
    let learner = Learner::open(&LearnConfig {
        path: file.to_path_buf(),
        mode: LearnMode::ReadOnly,
        ..LearnConfig::default()
    })?;
    let opened = t.elapsed();
    while !learner.filter_ready() {
        if t.elapsed() > Duration::from_secs(60) {
            bail!("the key filter was not ready within 60 s");
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    out!(
        "learner open {opened:.3?}, key filter ready after {:.1?} (background)",
        t.elapsed()
    );
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
    for (name, pos) in [("startpos", Position::startpos()), ("kiwipete", kiwipete)] {
        for plies in [1, 2, 3] {
            let mut times = Vec::new();
            let mut got = 0;
            for _ in 0..runs {
                let t = Instant::now();
                got = learner.preload(&pos, plies).len();
                times.push(t.elapsed());
            }
            out!(
                "preload with filter {name} {plies} plies: median {:>8.3?} ({got} entries)",
                median(times)
            );
        }
    }
    let t = Instant::now();
    let mut index = std::collections::HashMap::with_capacity(n as usize);
    store.for_each(|e| {
        index.insert((e.key, e.check), (e.best_move, e.window, e.depth));
        Ok(())
    })?;
    out!(
        "full load into memory: {:.1?} ({} entries) — the alternative to per-probe queries",
        t.elapsed(),
        index.len()
    );
    Ok(())
}
