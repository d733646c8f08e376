//! The evaluation cache: the last evaluation of each position (by its Zobrist key), so that a
//! position the search meets again (a re-search, a transposition, quiescence after a table hit)
//! is not evaluated again. The evaluation is a function of the position alone, so a hit gives
//! exactly what evaluating would: node counts do not change.

const SIZE: usize = 1 << 16;

/// Direct-mapped, one position per slot, the whole key kept (a hit is never another position).
pub struct EvalCache(Box<[(u64, i32); SIZE]>);

impl EvalCache {
    pub fn new() -> Self {
        // Empty slots hold the score i32::MIN, which no evaluation gives.
        Self(
            vec![(0, i32::MIN); SIZE]
                .into_boxed_slice()
                .try_into()
                .unwrap_or_else(|_| unreachable!("the vector has SIZE entries")),
        )
    }

    pub fn clear(&mut self) {
        self.0.fill((0, i32::MIN));
    }

    #[inline(always)]
    pub fn get(&self, key: u64) -> Option<i32> {
        let (k, score) = self.0[key as usize & (SIZE - 1)];
        (k == key && score != i32::MIN).then_some(score)
    }

    /// Starts loading the slot of `key` (see `crate::memory`).
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        crate::memory::prefetch(&self.0[key as usize & (SIZE - 1)]);
    }

    #[inline(always)]
    pub fn put(&mut self, key: u64, score: i32) {
        self.0[key as usize & (SIZE - 1)] = (key, score);
    }
}
