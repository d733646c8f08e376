//! Deterministic synthetic entries, for benchmarks, stress tests and filling large stores: entry
//! `n` of stream `seed` is always the same, so a test can recompute what a process wrote.

use super::entry::{LearnEntry, Origin, Tally, Window};

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
        tallies: vec![Tally {
            replica: 0,
            hits: 1,
            games: 0,
            points: 0,
        }],
    }
}
