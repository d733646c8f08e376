//! A hint to the processor to bring a cache line in before it is read: the transposition table
//! and the evaluation cache are read at every node, almost always from a line not in cache, and
//! starting that load when the child position is made hides most of its latency.

/// Asks for the cache line holding `value`. Nothing is read: the hint cannot fault, and on
/// targets without one it does nothing.
#[inline(always)]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: `_mm_prefetch` needs SSE, which every x86-64 processor has (it is part of the
        // architecture's baseline, so the feature is always enabled on this target). The pointer
        // comes from a live reference, and a prefetch reads nothing architecturally and cannot
        // fault even on a bad address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
