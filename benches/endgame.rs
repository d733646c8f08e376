//! Start-up cost of the endgame subsystem: generating the KPK bitbase (target ≤ 10 ms).

use criterion::{Criterion, criterion_group, criterion_main};
use slate::endgame::kpk::KpkBitbase;

fn kpk(c: &mut Criterion) {
    let mut group = c.benchmark_group("endgame");
    group.sample_size(20);
    group.bench_function("kpk bitbase generation", |b| b.iter(KpkBitbase::generate));
    group.finish();
}

criterion_group!(benches, kpk);
criterion_main!(benches);
