//! The evaluation's cost per position, on the bench positions and every position one move from
//! them: with the pawn hash as the search uses it, and with neither the pawn hash nor the
//! evaluation cache (every term computed). Build with `SLATE_EVAL_OFF=group,...` to see what a
//! group of terms costs.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use slate::board::Position;
use slate::eval::Evaluator;
use slate::material::MaterialTable;
use std::hint::black_box;

fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for fen in slate::bench::POSITIONS {
        let root = Position::from_fen(fen).unwrap();
        for mv in root.legal_moves() {
            let mut child = root.clone();
            child.play(mv);
            out.push(child);
        }
        out.push(root);
    }
    out
}

fn evaluation(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("evaluate");
    group.throughput(Throughput::Elements(positions.len() as u64));
    for (name, pawn_hash) in [("pawn hash", true), ("from scratch", false)] {
        let mut evaluator = Evaluator::new(MaterialTable::shared_default());
        evaluator.set_eval_cache(false);
        evaluator.set_pawn_hash(pawn_hash);
        group.bench_function(name, |b| {
            b.iter(|| {
                positions
                    .iter()
                    .map(|p| evaluator.evaluate(black_box(p)))
                    .fold(0i64, |acc, v| acc.wrapping_add(i64::from(v)))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, evaluation);
criterion_main!(benches);
