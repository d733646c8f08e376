//! `slate learn --server URL …`: the store on a PostgreSQL server — its summary, what it knows
//! of a position, its checks, forgetting a position, and merging a file into it or it into a
//! file.

use super::{LearnCommand, must_exist, open, open_with};
use crate::board::Position;
use crate::learn::merge_into;
use crate::learn::server::{ServerStore, ServerUrl};
use crate::learn::store::{Access, DEFAULT_CAPACITY};
use anyhow::{Context, Result, bail};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Entries a merge carries per transaction.
const BATCH: usize = 1000;

pub(super) fn run(url: &str, file: &Path, command: LearnCommand) -> Result<ExitCode> {
    let url = ServerUrl::parse(url)?;
    let mut server = ServerStore::connect(&url)?;
    match command {
        LearnCommand::Stats => stats(&mut server)?,
        LearnCommand::Verify => {
            let problems = server.verify()?;
            for p in &problems {
                out!("problem: {p}");
            }
            out!(
                "{url}: {} entries, {} problems",
                server.len()?,
                problems.len()
            );
            if !problems.is_empty() {
                return Ok(ExitCode::from(1));
            }
        }
        LearnCommand::Capacity { entries } => match entries {
            Some(n) => {
                let gone = server.set_capacity(n)?;
                out!("{url}: capacity {n} entries ({gone} evicted)");
            }
            None => out!(
                "{url}: capacity {} entries, {} held",
                server.capacity(),
                server.len()?
            ),
        },
        LearnCommand::Push => {
            must_exist(file)?;
            let mut store = open(file, Access::ReadOnly)?;
            let pb = super::bar(store.len()?, "push");
            let r = merge_into(&mut store, &mut server, BATCH, |n| pb.set_position(n))?;
            pb.finish_and_clear();
            out!("pushed {} into {url}: {}", file.display(), merged(&r));
        }
        LearnCommand::Pull => {
            let mut store = open_with(file, Access::ReadWrite, DEFAULT_CAPACITY)?;
            let pb = super::bar(server.len()?, "pull");
            let r = merge_into(&mut server, &mut store, BATCH, |n| pb.set_position(n))?;
            pb.finish_and_clear();
            out!("pulled {url} into {}: {}", file.display(), merged(&r));
        }
        LearnCommand::StressWrite {
            seed,
            commits,
            per_commit,
            shared,
        } => {
            drop(server);
            super::measure::stress_write_to(
                crate::learn::LearnConfig {
                    server: Some(url.clone()),
                    ..crate::learn::LearnConfig::default()
                },
                seed,
                commits,
                per_commit,
                shared,
            )?;
        }
        LearnCommand::StressCheck { seed, entries } => {
            super::measure::stress_check(&mut server, seed, entries)?
        }
        LearnCommand::Bench { entries, in_place } => bench(&url, entries, in_place)?,
        LearnCommand::Merge { .. } => bail!(
            "learn merge writes a new file from two files; with a server, push merges the file \
             into it and pull merges it into the file"
        ),
        other => super::any_store(&mut server, other)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `learn --server URL stats`.
fn stats(server: &mut ServerStore) -> Result<()> {
    let mut by_origin = std::collections::BTreeMap::new();
    let (mut entries, mut with_move, mut hits, mut games) = (0u64, 0u64, 0u64, 0u64);
    let mut replicas = std::collections::BTreeSet::new();
    server.for_each(|e| -> Result<()> {
        entries += 1;
        *by_origin.entry(e.origin.name()).or_insert(0u64) += 1;
        with_move += u64::from(e.best_move != 0);
        hits += e.hits();
        games += e.games();
        replicas.extend(e.tallies.iter().map(|t| t.replica));
        Ok(())
    })?;
    let tags = server.analysis_tag_count()?;
    let url = server.url().clone();
    out!("server         {url}");
    out!(
        "schema         {} (version {})",
        url.schema(),
        server.schema_version()
    );
    let access = match server.access() {
        Access::ReadOnly => "read-only (the role may only read)",
        Access::ReadWrite => "read-write",
    };
    out!("access         {access}");
    out!("capacity       {}", server.capacity());
    out!("entries        {entries}");
    out!("with a move    {with_move}");
    out!("hits / games   {hits} / {games}");
    out!("analysis tags  {tags}");
    out!("counted by     {} engines or stores", replicas.len());
    for (o, n) in by_origin {
        out!("origin {o:<9} {n}");
    }
    Ok(())
}

/// Entries a bench write carries per transaction (the engine's writer batches are of this order).
const BENCH_BATCH: usize = 1000;

fn median(mut v: Vec<std::time::Duration>) -> std::time::Duration {
    v.sort();
    v[v.len() / 2]
}

/// What a push or pull did, in one line.
fn merged(r: &crate::learn::MergeReport) -> String {
    format!(
        "{} new, {} merged; {} analysis tags, {} move orderings, {} positions",
        r.inserted, r.updated, r.tags, r.orderings, r.positions
    )
}

/// `learn --server URL bench`: fills a schema of its own (`SCHEMA_bench`, left in place, never
/// the store itself unless `--in-place`) to `entries` synthetic entries and measures writes by 1
/// and by 8 engines, probes, the preload of a search's start, merges and `verify`.
fn bench(url: &ServerUrl, entries: u64, in_place: bool) -> Result<()> {
    use crate::learn::synthetic::{synthetic_entry, synthetic_id};
    use std::time::Instant;
    let mut out = std::io::stdout().lock();
    let url = if in_place {
        url.clone()
    } else {
        url.with_schema(&format!("{}_bench", url.schema()))?
    };
    writeln!(out, "measuring {url}, schema {}", url.schema())?;
    let mut store = ServerStore::connect(&url)?;
    // The bench's own schema keeps room for what the bench writes, so that the writes measured
    // are writes, not evictions (those are measured at the end, at capacity).
    let headroom = 1_000_000;
    if !in_place && store.capacity() < entries + headroom {
        store.set_capacity(entries + headroom)?;
    }
    let have = store.len()?;
    if have < entries {
        let t = Instant::now();
        let mut n = have;
        // Synthetic entries are numbered: the store's count says where to go on.
        while n < entries {
            let end = (n + 10_000).min(entries);
            let batch: Vec<_> = (n..end).map(|i| synthetic_entry(7, i)).collect();
            store.record_batch(&batch)?;
            n = end;
        }
        writeln!(
            out,
            "filled {} entries in {:.1?} ({:.0} entries/s)",
            entries - have,
            t.elapsed(),
            (entries - have) as f64 / t.elapsed().as_secs_f64()
        )?;
    }
    // The positions near two roots, so that a preload finds what it looks for.
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
    let roots = [("startpos", Position::startpos()), ("kiwipete", kiwipete)];
    for (_, root) in &roots {
        let mut near = Vec::new();
        let mut frontier = vec![root.clone()];
        for _ in 0..2 {
            let mut next = Vec::new();
            for p in &frontier {
                for mv in p.legal_moves() {
                    let mut c = p.clone();
                    c.play(mv);
                    near.push(crate::learn::LearnEntry::blank(
                        &c,
                        crate::learn::Origin::Search,
                        1,
                    ));
                    next.push(c);
                }
            }
            frontier = next;
        }
        for chunk in near.chunks(BENCH_BATCH) {
            store.record_batch(chunk)?;
        }
    }
    let n = store.len()?;
    writeln!(out, "entries      : {n}")?;
    // Writes: fresh entries, one engine, then eight at once (a connection each).
    let fresh = 20_000u64;
    let stream = crate::learn::entry::now_unix() as u64;
    let t = Instant::now();
    for start in (0..fresh).step_by(BENCH_BATCH) {
        let batch: Vec<_> = (start..start + BENCH_BATCH as u64)
            .map(|i| synthetic_entry(stream, i))
            .collect();
        store.record_batch(&batch)?;
    }
    writeln!(
        out,
        "write, 1 engine : {:.0} entries/s ({fresh} entries, batches of {BENCH_BATCH})",
        fresh as f64 / t.elapsed().as_secs_f64()
    )?;
    let t = Instant::now();
    let writers: Vec<_> = (0..8u64)
        .map(|w| {
            let url = url.clone();
            std::thread::spawn(move || -> Result<()> {
                let mut s = ServerStore::connect(&url)?;
                for start in (0..fresh / 8).step_by(BENCH_BATCH) {
                    let batch: Vec<_> = (start..start + BENCH_BATCH as u64)
                        .map(|i| synthetic_entry(stream + 1 + w, i))
                        .collect();
                    s.record_batch(&batch)?;
                }
                Ok(())
            })
        })
        .collect();
    for w in writers {
        w.join().expect("a bench writer")?;
    }
    writeln!(
        out,
        "write, 8 engines: {:.0} entries/s together ({fresh} entries)",
        fresh as f64 / t.elapsed().as_secs_f64()
    )?;
    let probes = 2_000u64;
    let t = Instant::now();
    let mut found = 0u64;
    for i in 0..probes {
        let (k, c) = synthetic_id(7, (i * 7919) % entries.max(1));
        found += u64::from(store.lookup(k, c)?.is_some());
    }
    writeln!(
        out,
        "probe        : {:.1} µs each ({found}/{probes} found, one round trip each)",
        t.elapsed().as_secs_f64() * 1e6 / probes as f64
    )?;
    for (name, root) in &roots {
        for plies in [1, 2] {
            let keys = crate::learn::keys_near(root, plies);
            let mut times = Vec::new();
            let mut got = 0;
            for _ in 0..11 {
                let t = Instant::now();
                got = store.lookup_many(&keys)?.len();
                times.push(t.elapsed());
            }
            writeln!(
                out,
                "preload {name} {plies} plies: median {:.3?} ({} positions asked, {got} found)",
                median(times),
                keys.len()
            )?;
        }
    }
    // The engine's way: a learner on the server, its key filter scanned in the background, so
    // that only the positions the store holds are asked for (within the read deadline).
    let t = Instant::now();
    let learner = crate::learn::Learner::open(&crate::learn::LearnConfig {
        mode: crate::learn::LearnMode::ReadOnly,
        server: Some(url.clone()),
        ..crate::learn::LearnConfig::default()
    })?;
    while !(learner.ready() && learner.filter_ready()) {
        if t.elapsed() > std::time::Duration::from_secs(600) {
            bail!("the key filter was not ready within 600 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    writeln!(
        out,
        "learner: key filter of {n} keys ready after {:.1?} (background)",
        t.elapsed()
    )?;
    for (name, root) in &roots {
        for plies in [1, 2, 3] {
            let mut waits = Vec::new();
            let mut whole = Vec::new();
            let (mut got, mut late) = (0, 0);
            for _ in 0..11 {
                // One preload per search start, as in play: a request that missed its deadline
                // still runs on the reader's connection, and one asked at once behind it would
                // measure the queue, not the preload.
                std::thread::sleep(std::time::Duration::from_millis(100));
                let t = Instant::now();
                let mut preload = learner.preload_parts(root, plies);
                waits.push(t.elapsed());
                got = preload.now.len();
                if let Some(mut later) = preload.later.take() {
                    late += 1;
                    // As a search takes it: polled between iterations until it comes.
                    while !later.is_done() && t.elapsed() < std::time::Duration::from_secs(10) {
                        if let Some(e) = later.try_take() {
                            got += e.len();
                        }
                        std::thread::sleep(std::time::Duration::from_micros(200));
                    }
                }
                whole.push(t.elapsed());
            }
            writeln!(
                out,
                "preload with filter {name} {plies} plies: the search waits median {:.3?}; all \
                 {got} entries in {:.3?} ({late}/11 late)",
                median(waits),
                median(whole)
            )?;
        }
    }
    drop(learner);
    // The bench's near-root positions were written in one batch and sit on a few pages; a
    // store written by many games over time holds them all over its tables. The same preload
    // of 420 positions (20 with tallies, 400 without) at random stored keys, through the
    // engine's reader, waiting until it has all of it (and how often it would have been late).
    let reader = crate::learn::server::RemoteReader::start(url.clone());
    let mut waits = Vec::new();
    let mut late = 0;
    let mut got = 0;
    for round in 0..11u64 {
        std::thread::sleep(std::time::Duration::from_millis(100));
        let mut ids: Vec<(u64, u32)> = (0..420u64)
            .map(|i| synthetic_id(7, (round * 1_000_003 + i * 23_813 + 17) % entries.max(1)))
            .collect();
        let far = ids.split_off(20);
        let t = Instant::now();
        let answer = reader.preload(ids, far, std::time::Duration::from_secs(5));
        let elapsed = t.elapsed();
        if let Some(a) = answer {
            got = a.near.len() + a.far.len();
            late += usize::from(elapsed > crate::learn::SERVER_PRELOAD_DEADLINE);
            // The first round also makes the helper's connection.
            if round > 0 {
                waits.push(elapsed);
            }
        }
    }
    writeln!(
        out,
        "preload of 420 random stored keys (engine's reader): median {:.3?} ({got} found, \
         {late}/11 over the {:?} deadline)",
        median(waits),
        crate::learn::SERVER_PRELOAD_DEADLINE
    )?;
    drop(reader);
    let again: Vec<_> = (0..fresh).map(|i| synthetic_entry(stream, i)).collect();
    let t = Instant::now();
    for chunk in again.chunks(BENCH_BATCH) {
        store.merge_batch(chunk)?;
    }
    writeln!(
        out,
        "merge        : {:.0} entries/s (entries already stored, kept at the larger count)",
        fresh as f64 / t.elapsed().as_secs_f64()
    )?;
    if !in_place {
        // At capacity, every batch also evicts as many entries as it adds.
        let room = store.capacity();
        let full = store.len()?;
        store.set_capacity(full)?;
        let t = Instant::now();
        for start in (0..fresh).step_by(BENCH_BATCH) {
            let batch: Vec<_> = (start..start + BENCH_BATCH as u64)
                .map(|i| synthetic_entry(stream + 9, i))
                .collect();
            store.record_batch(&batch)?;
        }
        writeln!(
            out,
            "write at capacity, 1 engine: {:.0} entries/s (each batch evicts as many)",
            fresh as f64 / t.elapsed().as_secs_f64()
        )?;
        store.set_capacity(room)?;
    }
    let t = Instant::now();
    let problems = store.verify()?;
    writeln!(
        out,
        "verify       : {:.1?} ({} problems)",
        t.elapsed(),
        problems.len()
    )
    .context("writing")?;
    if !in_place {
        writeln!(
            out,
            "the bench schema stays; drop it with: DROP SCHEMA \"{}\" CASCADE",
            url.schema()
        )?;
    }
    Ok(())
}
