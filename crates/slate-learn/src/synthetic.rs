//! Deterministic synthetic entries, for benchmarks, stress tests and filling large stores: entry
//! `n` of stream `seed` is always the same, so a test can recompute what a process wrote.

use super::entry::{LearnEntry, Origin, Tally, Window};
use super::error::LearnResult;
use super::store::Store;
use slate_board::Position;

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The key and check value of synthetic entry `n` of stream `seed`.
pub fn synthetic_id(seed: u64, n: u64) -> (u64, u32) {
    let k = mix(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ mix(n.wrapping_add(1)));
    (k, (mix(k ^ 0x5151) >> 32) as u32)
}

/// Synthetic entry `n` of stream `seed`: counts one hit, as a search would.
pub fn synthetic_entry(seed: u64, n: u64) -> LearnEntry {
    let (key, check) = synthetic_id(seed, n);
    let r = mix(key);
    let score = (r % 600) as i32 - 300;
    LearnEntry {
        key,
        check,
        // A plausible non-zero code: from e2 to e4 style squares.
        best_move: ((r >> 16) as u16 & 0x0fff) | 0x0040,
        window: Window::exact(score),
        depth: (r >> 40) as u8 % 30,
        ply: (r >> 48) as u16 % 200,
        origin: Origin::Search,
        eval_version: 1,
        created: 1_700_000_000,
        updated: 1_700_000_000 + (n as i64 % 1000),
        tallies: vec![Tally::hit()],
    }
}

/// Fills `store` up to `entries` entries: the positions after White's first move (so that a
/// preload from the start finds something) and then synthetic entries of stream 7.
pub fn fill(store: &mut Store, entries: u64, mut progress: impl FnMut(u64)) -> LearnResult<()> {
    let have = store.len()?;
    if have >= entries {
        return Ok(());
    }
    let root = Position::startpos();
    let real: Vec<_> = root
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut p = root.clone();
            p.play(mv);
            LearnEntry::blank(&p, Origin::Search, 1)
        })
        .collect();
    store.record_batch(&real)?;
    // Assumes the store holds only what `fill` put there: the real entries, then stream 7 in order.
    let target = entries.saturating_sub(real.len() as u64);
    let mut n = store.len()?.saturating_sub(real.len() as u64);
    while n < target {
        let end = (n + 50_000).min(target);
        let batch: Vec<_> = (n..end).map(|i| synthetic_entry(7, i)).collect();
        store.merge_batch(&batch)?;
        n = end;
        progress(n);
    }
    store.checkpoint()
}
