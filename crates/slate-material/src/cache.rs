//! The probe: material table first, then a small material hash table for constellations outside
//! the table's range (a third knight, a second queen), computing on a miss.

use super::config::MaterialConfig;
use super::entry::MaterialEntry;
use super::signature::Signature;
use super::state::MaterialState;
use super::table::MaterialTable;
use std::fmt;
use std::sync::Arc;

/// Default hash size: 2^10 slots of 16 bytes, 16 KiB per thread. Out-of-range constellations are
/// rare and few distinct ones occur in one search.
pub const DEFAULT_HASH_BITS: u32 = 10;

/// Where a probe's entry came from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Source {
    /// The precomputed material table.
    Table,
    /// The material hash table (out of the table's range, seen before).
    Hash,
    /// Computed from scratch on a hash miss, and now cached.
    Computed,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Source::Table => "material table",
            Source::Hash => "material hash table",
            Source::Computed => "computed (hash miss, now cached)",
        })
    }
}

/// Probe counters, a snapshot. `probes == table_hits + hash_hits + computed`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MaterialStats {
    /// Probes made.
    pub probes: u64,
    /// Probes served by the material table.
    pub table_hits: u64,
    /// Probes served by the material hash (constellations beyond the table).
    pub hash_hits: u64,
    /// Hash misses: entries computed from scratch.
    pub computed: u64,
}

impl MaterialStats {
    /// Probes answered without computing (table or hash).
    pub fn served(&self) -> u64 {
        self.table_hits + self.hash_hits
    }

    /// Share of probes served without computing, in percent (100 when there were none); for
    /// reports only.
    pub fn served_percent(&self) -> f64 {
        if self.probes == 0 {
            100.0
        } else {
            100.0 * self.served() as f64 / self.probes as f64
        }
    }
}

impl std::ops::Add for MaterialStats {
    type Output = MaterialStats;

    /// Sums the counters of several threads.
    fn add(self, o: MaterialStats) -> MaterialStats {
        MaterialStats {
            probes: self.probes + o.probes,
            table_hits: self.table_hits + o.table_hits,
            hash_hits: self.hash_hits + o.hash_hits,
            computed: self.computed + o.computed,
        }
    }
}

impl fmt::Display for MaterialStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "material probes {} (table {}, hash {}, computed {}): {:.3}% served without computing",
            self.probes,
            self.table_hits,
            self.hash_hits,
            self.computed,
            self.served_percent()
        )
    }
}

/// One hash slot: the canonical signature it holds (verified on every probe) and its entry in
/// that orientation.
#[derive(Clone, Copy)]
struct Slot {
    signature: u64,
    entry: MaterialEntry,
}

/// No real signature has bits above 40, so this never matches.
const EMPTY_SLOT: Slot = Slot {
    signature: u64::MAX,
    entry: MaterialEntry::ZERO,
};

/// A search thread's material probe: the shared table plus the thread's own hash table.
/// Probing never allocates.
pub struct MaterialCache {
    table: Arc<MaterialTable>,
    slots: Box<[Slot]>,
    bits: u32,
    /// `probes` is left at 0 here and derived in [`stats`](Self::stats): one increment per probe.
    stats: MaterialStats,
}

impl MaterialCache {
    /// A cache in front of `table`, with the default hash size.
    pub fn new(table: Arc<MaterialTable>) -> Self {
        Self::with_hash_bits(table, DEFAULT_HASH_BITS)
    }

    /// A cache with 2^`bits` hash slots (`bits` is clamped to 1..=20).
    pub fn with_hash_bits(table: Arc<MaterialTable>, bits: u32) -> Self {
        let bits = bits.clamp(1, 20);
        Self {
            table,
            slots: vec![EMPTY_SLOT; 1 << bits].into_boxed_slice(),
            bits,
            stats: MaterialStats::default(),
        }
    }

    /// The entry for the position's material.
    #[inline(always)]
    pub fn probe(&mut self, state: &MaterialState) -> MaterialEntry {
        if let Some(index) = state.table_index() {
            self.stats.table_hits += 1;
            return self.table.get(index);
        }
        self.probe_hash(state.signature())
    }

    /// Like [`probe`](Self::probe), also telling where the entry came from.
    pub fn probe_traced(&mut self, state: &MaterialState) -> (MaterialEntry, Source) {
        if let Some(index) = state.table_index() {
            self.stats.table_hits += 1;
            return (self.table.get(index), Source::Table);
        }
        let computed_before = self.stats.computed;
        let entry = self.probe_hash(state.signature());
        let source = if self.stats.computed > computed_before {
            Source::Computed
        } else {
            Source::Hash
        };
        (entry, source)
    }

    /// Returns the bare entry (8 bytes, in a register): returning a wider value through memory
    /// measured several times slower.
    #[inline(never)]
    fn probe_hash(&mut self, signature: Signature) -> MaterialEntry {
        let canonical = signature.canonical();
        let slot = signature.hash_slot(self.bits);
        let entry = if self.slots[slot].signature == canonical.raw() {
            self.stats.hash_hits += 1;
            self.slots[slot].entry
        } else {
            self.compute_into(slot, canonical)
        };
        if signature.is_flipped() {
            entry.mirrored()
        } else {
            entry
        }
    }

    /// A miss: computes the canonical constellation's entry and caches it, replacing the slot.
    #[cold]
    #[inline(never)]
    fn compute_into(&mut self, slot: usize, canonical: Signature) -> MaterialEntry {
        self.stats.computed += 1;
        let entry = MaterialEntry::compute(self.table.config(), &canonical.counts());
        self.slots[slot] = Slot {
            signature: canonical.raw(),
            entry,
        };
        entry
    }

    /// The probe counters since creation or the last [`reset_stats`](Self::reset_stats).
    pub fn stats(&self) -> MaterialStats {
        let s = self.stats;
        MaterialStats {
            probes: s.table_hits + s.hash_hits + s.computed,
            ..s
        }
    }

    /// Sets the probe counters to zero.
    pub fn reset_stats(&mut self) {
        self.stats = MaterialStats::default();
    }

    /// Empties the hash table (the counters stay).
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY_SLOT);
    }

    /// The material configuration the table was built for.
    pub fn config(&self) -> &MaterialConfig {
        self.table.config()
    }

    /// The material table behind the cache.
    pub fn table(&self) -> &Arc<MaterialTable> {
        &self.table
    }

    /// Number of hash slots.
    pub fn hash_slots(&self) -> usize {
        self.slots.len()
    }
}
