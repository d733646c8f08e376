//! An in-memory Bloom filter over the store's keys, so that the search-start preload skips the
//! SQL query for positions the store certainly does not hold (nearly all of them).
//!
//! Loading a million full entries into memory takes seconds, far beyond the start-up budget, and
//! per-probe queries cost a few microseconds each, too much for thousands of preload positions.
//! Only the keys are loaded, in a background thread after the store opens (a covering-index scan),
//! so start-up does not wait; until the filter is ready the preload simply queries every position.
//! Keys written by this engine are added as they are committed. Keys written by another process
//! after the scan are added when the filter is scanned again, at the next new game (the root-move
//! penalties probe the store directly and see them at once). Bits are never cleared: a key the
//! store evicted only costs a query.
//!
//! Two bits per key at 16 bits per key: about 1.4% false positives, which cost one query each.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A Bloom filter of store keys, shared between threads (see the module documentation).
pub struct KeyFilter {
    bits: Box<[AtomicU64]>,
    mask: u64,
    ready: AtomicBool,
}

impl KeyFilter {
    /// A filter sized for about `keys` keys.
    pub fn with_capacity(keys: u64) -> KeyFilter {
        let bits = (keys.saturating_mul(16))
            .clamp(1 << 16, 1 << 34)
            .next_power_of_two();
        let words = (bits / 64) as usize;
        KeyFilter {
            bits: (0..words).map(|_| AtomicU64::new(0)).collect(),
            mask: bits - 1,
            ready: AtomicBool::new(false),
        }
    }

    /// The two bit positions of a key. Zobrist keys are already uniformly random, so two
    /// different slices of one multiplied key serve as independent hashes.
    fn positions(&self, key: u64) -> [u64; 2] {
        let h = key.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        [key & self.mask, (h >> 17) & self.mask]
    }

    /// Adds `key`; safe to call from any thread while others read.
    pub fn insert(&self, key: u64) {
        for p in self.positions(key) {
            self.bits[(p / 64) as usize].fetch_or(1 << (p % 64), Ordering::Relaxed);
        }
    }

    /// False means the key is certainly absent (once the filter is ready).
    pub fn may_contain(&self, key: u64) -> bool {
        self.positions(key)
            .iter()
            .all(|&p| self.bits[(p / 64) as usize].load(Ordering::Relaxed) & (1 << (p % 64)) != 0)
    }

    /// Marks the filter complete: every key of the store has been inserted.
    pub fn set_ready(&self) {
        self.ready.store(true, Ordering::Release);
    }

    /// Whether the filter is complete, so that [`KeyFilter::may_contain`] can be trusted.
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Acquire)
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.bits.len() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_false_negatives_and_few_false_positives() {
        let f = KeyFilter::with_capacity(10_000);
        let key = |i: u64| i.wrapping_mul(0xd1b5_4a32_d192_ed03).rotate_left(29) ^ 0x55;
        for i in 0..10_000 {
            f.insert(key(i));
        }
        assert!((0..10_000).all(|i| f.may_contain(key(i))));
        let fp = (10_000..110_000).filter(|&i| f.may_contain(key(i))).count();
        assert!(fp < 3_000, "{fp} false positives in 100000");
    }
}
