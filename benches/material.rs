//! Probe cost: through the material table, through the material hash, and the same entries
//! computed from scratch; plus the table build (start-up cost).

use criterion::{Criterion, criterion_group, criterion_main};
use slate::material::{
    MaterialCache, MaterialConfig, MaterialEntry, MaterialState, MaterialTable, Signature,
};
use std::hint::black_box;

/// A mix of constellations a search meets: middlegames, simplified positions, endgames.
const IN_RANGE: [&str; 8] = [
    "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP",
    "KQRRBNPPPPPPPvKQRRBBPPPPPPP",
    "KRRBNPPPPPPvKRRBNPPPPP",
    "KQRPPPPPvKQRPPPPP",
    "KRBPPPPvKRNPPPP",
    "KRPPvKRP",
    "KBNvK",
    "KPPPvKPP",
];

/// Beyond the table: extra queens and minors after (under)promotions.
const OUT_OF_RANGE: [&str; 8] = [
    "KQQRPPPPPvKQRPPPPP",
    "KQRPPPPvKQQRPPP",
    "KNNNPPvKRPP",
    "KQQvKR",
    "KRvKQQ",
    "KBBBvKR",
    "KQQQvK",
    "KRRRPPvKRRPP",
];

fn states(texts: &[&str]) -> Vec<MaterialState> {
    texts
        .iter()
        .map(|t| MaterialState::from_signature(t.parse::<Signature>().unwrap()))
        .collect()
}

fn probes(c: &mut Criterion) {
    let table = MaterialTable::shared_default();
    let config = *table.config();
    let in_range = states(&IN_RANGE);
    let out_of_range = states(&OUT_OF_RANGE);
    let mut cache = MaterialCache::new(table);
    for s in &out_of_range {
        cache.probe(s);
    }

    let mut group = c.benchmark_group("material probe (8 constellations)");
    group.bench_function("table", |b| {
        b.iter(|| {
            let mut sum = 0;
            for s in black_box(&in_range) {
                sum += cache.probe(s).mg();
            }
            sum
        })
    });
    group.bench_function("hash", |b| {
        b.iter(|| {
            let mut sum = 0;
            for s in black_box(&out_of_range) {
                sum += cache.probe(s).mg();
            }
            sum
        })
    });
    group.bench_function("compute (table constellations)", |b| {
        b.iter(|| {
            let mut sum = 0;
            for s in black_box(&in_range) {
                sum += MaterialEntry::compute(&config, &s.signature().counts()).mg();
            }
            sum
        })
    });
    group.bench_function("compute (hash constellations)", |b| {
        b.iter(|| {
            let mut sum = 0;
            for s in black_box(&out_of_range) {
                sum += MaterialEntry::compute(&config, &s.signature().counts()).mg();
            }
            sum
        })
    });
    group.finish();
    // Each distinct constellation is computed once (KQQvKR and KRvKQQ share an entry).
    let stats = cache.stats();
    assert!(stats.computed < out_of_range.len() as u64, "{stats}");
    println!("{stats}");
}

fn build(c: &mut Criterion) {
    let mut group = c.benchmark_group("material table");
    group.sample_size(20);
    for trade_down in [false, true] {
        let config = MaterialConfig {
            trade_down,
            ..MaterialConfig::default()
        };
        let name = if trade_down {
            "build (default: trade-down on)"
        } else {
            "build (trade-down off)"
        };
        group.bench_function(name, |b| b.iter(|| MaterialTable::build(black_box(config))));
    }
    group.finish();
}

criterion_group!(benches, probes, build);
criterion_main!(benches);
