//! Measurement and test workloads: `bench` and the hidden `stress-write`.

use super::{bar, open};
use crate::board::Position;
use crate::learn::learner::{LearnConfig, LearnMode, Learner};
use crate::learn::store::{Access, Store, StoreOptions};
use crate::learn::synthetic::{synthetic_entry, synthetic_id};
use anyhow::{Result, bail};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

pub(super) fn stress_write(
    file: &Path,
    seed: u64,
    commits: u64,
    per_commit: u64,
    shared: u64,
) -> Result<()> {
    stress_write_to(
        LearnConfig {
            path: file.to_path_buf(),
            ..LearnConfig::default()
        },
        seed,
        commits,
        per_commit,
        shared,
    )
}

/// [`stress_write`] into the store `config` names (a file or a server). On a server a commit
/// that fails (the server away or restarting) is tried again for up to a minute before the
/// acknowledgement: an "ack" always means durable.
pub(super) fn stress_write_to(
    config: LearnConfig,
    seed: u64,
    commits: u64,
    per_commit: u64,
    shared: u64,
) -> Result<()> {
    let on_server = config.server.is_some();
    let learner = Learner::open(&LearnConfig {
        mode: LearnMode::On,
        queue_len: (per_commit + shared + 16) as usize,
        ..config
    })?;
    let stdout = std::io::stdout();
    for c in 0..commits {
        for j in 0..per_commit {
            learner.record(synthetic_entry(seed, c * per_commit + j));
        }
        for j in 0..shared {
            learner.record(synthetic_entry(0, j));
        }
        let give_up = std::time::Instant::now() + Duration::from_secs(60);
        loop {
            match learner.commit_move() {
                Ok(_) => break,
                Err(e) if on_server && std::time::Instant::now() < give_up => {
                    let _ = e;
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(e) => return Err(e.into()),
            }
        }
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

/// `stress-check`: prints how often each of the first `entries` synthetic entries of `seed` was
/// counted: `once-prefix N` (the entries before the first not counted exactly once), then
/// `hits H: N` for each count met, then each entry's hits when `entries` is small (the shared
/// ones). What `scripts/server_faults.py` compares with the writers' acknowledgements.
pub(super) fn stress_check(
    store: &mut dyn crate::learn::backend::LearnStore,
    seed: u64,
    entries: u64,
) -> Result<()> {
    let mut hits = Vec::with_capacity(entries as usize);
    for start in (0..entries).step_by(1000) {
        let ids: Vec<(u64, u32)> = (start..(start + 1000).min(entries))
            .map(|n| synthetic_id(seed, n))
            .collect();
        let found: std::collections::HashMap<(u64, u32), u64> = store
            .lookup_many(&ids)?
            .into_iter()
            .map(|e| ((e.key, e.check), e.hits()))
            .collect();
        hits.extend(ids.iter().map(|id| found.get(id).copied().unwrap_or(0)));
    }
    let mut out = std::io::stdout().lock();
    let prefix = hits.iter().take_while(|&&h| h == 1).count();
    writeln!(out, "once-prefix {prefix}")?;
    let mut by_count = std::collections::BTreeMap::new();
    for &h in &hits {
        *by_count.entry(h).or_insert(0u64) += 1;
    }
    for (h, n) in by_count {
        writeln!(out, "hits {h}: {n}")?;
    }
    if entries <= 100 {
        for (n, h) in hits.iter().enumerate() {
            writeln!(out, "entry {n}: {h}")?;
        }
    }
    Ok(())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// `slate learn bench`: measures on a temporary copy of the store (or a new temporary store),
/// removed afterwards, so that the synthetic entries that fill it never reach a real store;
/// `in_place` measures the store itself (and fills it).
pub(super) fn bench(file: &Path, entries: u64, in_place: bool) -> Result<()> {
    if in_place {
        return bench_store(file, entries);
    }
    let copy =
        std::env::temp_dir().join(format!("slate-learn-bench-{}.sqlite", std::process::id()));
    let remove = || {
        for side in ["", "-wal", "-shm", "-journal"] {
            let mut p = copy.as_os_str().to_owned();
            p.push(side);
            let _ = std::fs::remove_file(std::path::PathBuf::from(p));
        }
    };
    remove();
    if crate::learn::store::regular_file_exists(file)? {
        // A consistent copy, the writers' uncommitted WAL frames left out, the store not written.
        let store = open(file, Access::ReadOnly)?;
        store.copy_to(&copy)?;
        out!(
            "measuring a copy of {} ({})",
            file.display(),
            copy.display()
        );
    } else {
        out!("measuring a new temporary store ({})", copy.display());
    }
    let result = bench_store(&copy, entries);
    remove();
    result
}

fn bench_store(file: &Path, entries: u64) -> Result<()> {
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
            crate::learn::synthetic::fill(&mut store, entries, |n| pb.set_position(n))?;
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
