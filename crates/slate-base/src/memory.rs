//! How the search's large tables meet the memory system. The transposition table and the
//! evaluation cache are read at every node, almost always from a line not in cache: a prefetch
//! when the child position is made hides much of that wait, and backing the transposition table
//! with huge pages spares the page-table walk that a random read of a large table costs on top.

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

/// Asks the kernel to back the capacity of `table` with huge pages (2 MiB on x86-64 Linux), so
/// that random reads across it do not also miss the TLB. Call it before the memory is first
/// written: pages already touched stay small. Only the 2 MiB-aligned part of the buffer can be
/// advised; a table smaller than that, another system, or a kernel that refuses (transparent huge
/// pages off) simply keeps small pages, since this is advice.
pub fn advise_huge_pages<T>(table: &mut Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = table.as_mut_ptr() as usize;
        let end = start + table.capacity() * std::mem::size_of::<T>();
        let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if last > first {
            // SAFETY: [first, last) lies inside the buffer `table` owns (its whole capacity,
            // allocated, not shared) and is page-aligned, as madvise requires. MADV_HUGEPAGE
            // changes only how the kernel backs that range, never its contents or its mapping,
            // so no Rust value is affected; an error leaves the pages as they were.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = table;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_and_prefetches_leave_every_value_as_it_was() {
        // Large enough for whole huge pages inside it, small, and empty; advised before and
        // after the values are written (the advice must never discard or move a page).
        for len in [3 << 20, 1000, 0] {
            let mut before: Vec<u64> = Vec::with_capacity(len);
            advise_huge_pages(&mut before);
            before.extend((0..len as u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
            let mut after = before.clone();
            advise_huge_pages(&mut after);
            for (i, v) in after.iter().enumerate().step_by(4099) {
                prefetch(v);
                assert_eq!(*v, (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            }
            assert_eq!(before, after);
        }
    }
}
