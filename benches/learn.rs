//! Learning-store costs with a 1,000,000-entry store: engine start-up (opening the store),
//! single probes, and the search-start preload. The store is built once under
//! `target/bench/learn-1m.sqlite` (about 40 s) and reused.
//!
//! `cargo bench --bench learn`; `SLATE_BENCH_ENTRIES=100000` for a smaller store.

use criterion::{Criterion, criterion_group, criterion_main};
use slate::board::Position;
use slate::learn::synthetic::{fill, synthetic_id};
use slate::learn::{Access, LearnConfig, LearnMode, Learner, Store, StoreOptions};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn store_path() -> PathBuf {
    let entries: u64 = std::env::var("SLATE_BENCH_ENTRIES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    std::fs::create_dir_all("target/bench").unwrap();
    let path = PathBuf::from(format!("target/bench/learn-{entries}.sqlite"));
    let options = StoreOptions {
        capacity: u64::MAX,
        ..StoreOptions::default()
    };
    let mut store = Store::open(&path, Access::ReadWrite, &options).unwrap();
    if store.len().unwrap() < entries {
        eprintln!("building {} ({entries} entries) once...", path.display());
        fill(&mut store, entries, |_| {}).unwrap();
    }
    path
}

fn config(path: &Path, mode: LearnMode) -> LearnConfig {
    LearnConfig {
        path: path.to_path_buf(),
        mode,
        ..LearnConfig::default()
    }
}

fn bench(c: &mut Criterion) {
    let path = store_path();
    let mut g = c.benchmark_group("learn-1m");
    g.sample_size(20).measurement_time(Duration::from_secs(3));
    g.bench_function("open read-only (engine start)", |b| {
        b.iter(|| black_box(Learner::open(&config(&path, LearnMode::ReadOnly)).unwrap()))
    });
    g.bench_function("open on (engine start)", |b| {
        b.iter(|| black_box(Learner::open(&config(&path, LearnMode::On)).unwrap()))
    });

    let learner = Learner::open(&config(&path, LearnMode::ReadOnly)).unwrap();
    let t = Instant::now();
    while !learner.filter_ready() {
        assert!(t.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(1));
    }
    eprintln!("key filter ready after {:.1?}", t.elapsed());
    let mut i = 0u64;
    g.bench_function("probe hit", |b| {
        b.iter(|| {
            i = (i + 7919) % 900_000;
            let (k, c) = synthetic_id(7, i);
            black_box(learner.lookup(k, c))
        })
    });
    g.bench_function("probe miss", |b| {
        b.iter(|| {
            i += 1;
            let (k, c) = synthetic_id(99, i);
            black_box(learner.lookup(k, c))
        })
    });
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    for (name, pos) in [("startpos", Position::startpos()), ("kiwipete", kiwipete)] {
        for plies in [1, 2] {
            g.bench_function(format!("preload {name} {plies} plies"), |b| {
                b.iter(|| black_box(learner.preload(&pos, plies)))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
