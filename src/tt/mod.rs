//! The transposition table, as David Slate described it: every entry keeps a score **window**
//! (a lower and an upper bound) rather than one score with a bound type, so that two searches of
//! the same position at the same depth can narrow it together; and an **origin** saying who put it
//! there (the search, or the learning store), so learned entries can be protected.
//!
//! Layout: buckets of four 16-byte entries, one cache line each. An entry is two `AtomicU64`s,
//! the key xored with the data and the data, so that a torn write from another search thread can
//! only make an entry unreadable, never wrong. The table is allocated once, when resized.

mod entry;
mod file;

pub use entry::{Origin, TtEntry};
pub use file::HashFileError;
pub(crate) use file::seal as seal_hash_file;

use crate::score::{INFINITY, relative_to_node, relative_to_root};
use cozy_chess::Move;
use entry::{decode_move, encode_move};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

const BUCKET_ENTRIES: usize = 4;

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

#[repr(align(64))]
#[derive(Default)]
struct Bucket([Slot; BUCKET_ENTRIES]);

/// The memory for a table of the size asked for could not be had; the table kept another size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("cannot allocate {asked_mb} MB for the hash table; it has {kept_mb} MB")]
pub struct HashAllocError {
    /// The size asked for, in MB.
    pub asked_mb: usize,
    /// The size the table has now, in MB.
    pub kept_mb: usize,
}

/// The transposition table: buckets of four lock-free entries, one cache line each (see the
/// module documentation).
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    /// Advanced once per search by the main thread; helper threads read it.
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table of `mb` mebibytes; fails instead of aborting when the memory cannot be had.
    pub fn new(mb: usize) -> Result<Self, HashAllocError> {
        let mut tt = Self {
            buckets: Vec::new(),
            generation: AtomicU8::new(0),
        };
        tt.resize(mb)?;
        Ok(tt)
    }

    /// Makes the table `mb` mebibytes, empty. The old table is freed before the new one is
    /// allocated (holding both would need their sum), and the same size is only cleared. When the
    /// memory cannot be had, the table gets its old size back (or the smallest) and it is an error.
    pub fn resize(&mut self, mb: usize) -> Result<(), HashAllocError> {
        let count = Self::bucket_count(mb);
        self.generation.store(0, Relaxed);
        if count == self.buckets.len() {
            self.clear();
            return Ok(());
        }
        let old = self.buckets.len();
        self.buckets = Vec::new();
        if let Some(buckets) = Self::allocate(count) {
            self.buckets = buckets;
            return Ok(());
        }
        self.buckets = Self::allocate(old)
            .or_else(|| Self::allocate(Self::bucket_count(1)))
            .unwrap_or_else(|| vec![Bucket::default()]);
        Err(HashAllocError {
            asked_mb: mb,
            kept_mb: self.size_mb(),
        })
    }

    fn bucket_count(mb: usize) -> usize {
        mb.max(1).saturating_mul(1 << 20) / std::mem::size_of::<Bucket>()
    }

    /// A zeroed table of `count` buckets, or `None` when the memory cannot be had.
    fn allocate(count: usize) -> Option<Vec<Bucket>> {
        if count == 0 {
            return None;
        }
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).ok()?;
        crate::memory::advise_huge_pages(&mut buckets);
        buckets.resize_with(count, Bucket::default);
        Some(buckets)
    }

    /// The table's size in mebibytes.
    pub fn size_mb(&self) -> usize {
        (self.buckets.len() * std::mem::size_of::<Bucket>()) >> 20
    }

    /// Empties every entry. Takes `&self` so that a table shared with helper threads can be
    /// cleared between searches (no search runs then).
    pub fn clear(&self) {
        for bucket in &self.buckets {
            for slot in &bucket.0 {
                slot.data.store(0, Relaxed);
                slot.check.store(0, Relaxed);
            }
        }
        self.generation.store(0, Relaxed);
    }

    /// Starts a new search: entries of older searches become cheaper to replace.
    pub fn new_search(&self) {
        let next = (self.generation.load(Relaxed) + 1) & entry::GENERATION_MASK;
        self.generation.store(next, Relaxed);
    }

    fn generation(&self) -> u8 {
        self.generation.load(Relaxed)
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> &Bucket {
        let index = ((key as u128 * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[index]
    }

    /// Starts loading the bucket of `key` (a prefetch hint, see `crate::memory`), so that a
    /// later probe finds it in cache.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        crate::memory::prefetch(self.bucket(key));
    }

    /// The entry for `key`, with mate and known-win scores made relative to the root (`ply`).
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtEntry> {
        for slot in &self.bucket(key).0 {
            let data = slot.data.load(Relaxed);
            if data != 0 && slot.check.load(Relaxed) ^ data == key {
                let mut e = TtEntry::unpack(data);
                e.lower = relative_to_root(e.lower, ply);
                e.upper = relative_to_root(e.upper, ply);
                return Some(e);
            }
        }
        None
    }

    /// Stores the result of a search of `depth` plies that proved `lower <= score <= upper`.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        lower: i32,
        upper: i32,
        depth: i32,
        origin: Origin,
    ) {
        self.store_marked(key, ply, mv, lower, upper, depth, origin, false);
    }

    /// `store`, marking the position as one that was on a principal variation (`pv`).
    #[allow(clippy::too_many_arguments)]
    pub fn store_marked(
        &self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        lower: i32,
        upper: i32,
        depth: i32,
        origin: Origin,
        pv: bool,
    ) {
        let bucket = self.bucket(key);
        let generation = self.generation();
        let depth = depth.clamp(0, 255) as u8;
        let lower = if lower <= -INFINITY {
            -INFINITY
        } else {
            relative_to_node(lower, ply)
        };
        let upper = if upper >= INFINITY {
            INFINITY
        } else {
            relative_to_node(upper, ply)
        };
        let mut new = TtEntry {
            mv,
            lower,
            upper,
            depth,
            generation,
            origin,
            pv,
        };

        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, slot) in bucket.0.iter().enumerate() {
            let data = slot.data.load(Relaxed);
            if data == 0 {
                if victim_worth > i32::MIN {
                    victim = i;
                    victim_worth = i32::MIN;
                }
                continue;
            }
            let old = TtEntry::unpack(data);
            if slot.check.load(Relaxed) ^ data == key {
                if old.protected(generation) && origin != Origin::Learned {
                    return;
                }
                if new.mv.is_none() {
                    new.mv = old.mv;
                }
                if old.depth == new.depth && old.lower <= new.upper && new.lower <= old.upper {
                    // Same depth, consistent windows: both are true, so is their intersection.
                    new.lower = new.lower.max(old.lower);
                    new.upper = new.upper.min(old.upper);
                } else if new.depth + 3 < old.depth && old.generation == generation {
                    // A much shallower result does not replace a deep one from this search, but
                    // its move may still help ordering.
                    if mv.is_some() && old.mv != mv {
                        let kept = TtEntry { mv, ..old };
                        Self::write(slot, key, kept.pack());
                    }
                    return;
                }
                Self::write(slot, key, new.pack());
                return;
            }
            if old.protected(generation) {
                continue;
            }
            let age = (generation.wrapping_sub(old.generation) & entry::GENERATION_MASK) as i32;
            let worth = old.depth as i32 - 8 * age;
            if worth < victim_worth {
                victim = i;
                victim_worth = worth;
            }
        }
        if victim_worth == i32::MAX {
            // Every slot holds a protected learned entry; a search result must not displace one.
            if origin != Origin::Learned {
                return;
            }
        }
        Self::write(&bucket.0[victim], key, new.pack());
    }

    #[inline(always)]
    fn write(slot: &Slot, key: u64, data: u64) {
        slot.data.store(data, Relaxed);
        slot.check.store(key ^ data, Relaxed);
    }

    /// Permille of sampled entries written in the current search, as UCI's `hashfull` wants.
    pub fn hashfull(&self) -> u32 {
        let sample = self.buckets.len().min(250);
        let generation = self.generation();
        let mut used = 0;
        for bucket in &self.buckets[..sample] {
            for slot in &bucket.0 {
                let data = slot.data.load(Relaxed);
                if data != 0 && TtEntry::unpack(data).generation == generation {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * BUCKET_ENTRIES).max(1)) as u32
    }

    /// A move in the table's 16-bit form (the learning store keeps moves so too).
    pub fn encode_move(mv: Move) -> u16 {
        encode_move(Some(mv))
    }

    /// The inverse of [`TranspositionTable::encode_move`]; `None` for the empty move.
    pub fn decode_move(bits: u16) -> Option<Move> {
        decode_move(bits)
    }
}

#[cfg(test)]
mod tests;
