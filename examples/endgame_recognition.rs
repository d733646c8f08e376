//! Measures the two recognition lookups (sorted table + binary search, multiply-shift perfect
//! hash) over every constellation of at most 5 men, and the material table build that runs them.
//!
//!     cargo run --release --example endgame_recognition

use slate::endgame::classify;
use slate::endgame::registry::{PerfectHashRegistry, SortedRegistry, key};
use slate::material::{MaterialConfig, MaterialIndex, MaterialTable, SideCounts};
use std::hint::black_box;
use std::time::Instant;

fn sides_up_to(men: u8) -> Vec<SideCounts> {
    let mut out = Vec::new();
    for p in 0..=men {
        for n in 0..=men - p {
            for b in 0..=men - p - n {
                for r in 0..=men - p - n - b {
                    for q in 0..=men - p - n - b - r {
                        out.extend(SideCounts::new([p, n, b, r, q]));
                    }
                }
            }
        }
    }
    out
}

fn main() {
    let sides = sides_up_to(3);
    let mut keys = Vec::new();
    for &s in &sides {
        for &w in &sides {
            let men: u8 = s.as_array().iter().chain(w.as_array().iter()).sum();
            if men <= 3 {
                keys.push(key(s, w));
                keys.push(key(w, s));
            }
        }
    }
    println!(
        "{} keys (both orientations of every <= 5-man constellation)",
        keys.len()
    );

    let t = Instant::now();
    let sorted = SortedRegistry::build();
    let sorted_build = t.elapsed();
    let t = Instant::now();
    let hashed = PerfectHashRegistry::build();
    let hashed_build = t.elapsed();
    println!("build: sorted {sorted_build:?}, perfect hash {hashed_build:?}");

    const ROUNDS: usize = 2000;
    for _ in 0..2 {
        let t = Instant::now();
        let mut hits = 0usize;
        for _ in 0..ROUNDS {
            for &k in &keys {
                hits += usize::from(sorted.get(black_box(k)).is_some());
            }
        }
        let ns_sorted = t.elapsed().as_nanos() as f64 / (ROUNDS * keys.len()) as f64;
        let t = Instant::now();
        let mut hits2 = 0usize;
        for _ in 0..ROUNDS {
            for &k in &keys {
                hits2 += usize::from(hashed.get(black_box(k)).is_some());
            }
        }
        let ns_hashed = t.elapsed().as_nanos() as f64 / (ROUNDS * keys.len()) as f64;
        assert_eq!(hits, hits2);
        println!(
            "lookup: sorted {ns_sorted:.2} ns, perfect hash {ns_hashed:.2} ns ({} hits/round)",
            hits / ROUNDS
        );
    }

    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        black_box(MaterialTable::build(MaterialConfig::default()));
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    println!("material table build (236,196 entries, each classified): best of 5 {best:.1} ms");
    let all: Vec<_> = MaterialIndex::all().map(|i| i.counts()).collect();
    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        for c in &all {
            black_box(classify(black_box(c)));
        }
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    println!("of which recognition (classify every table constellation): best of 5 {best:.2} ms");
    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        let kpk = black_box(slate::endgame::kpk::KpkBitbase::generate());
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
        assert_eq!(kpk.size_bytes(), 24_576);
    }
    println!("KPK bitbase generation (24 KiB): best of 5 {best:.2} ms");
}
