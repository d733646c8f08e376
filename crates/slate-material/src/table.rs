//! The precomputed material table: one [`MaterialEntry`] per usual constellation.

use super::config::MaterialConfig;
use super::entry::MaterialEntry;
use super::index::{MaterialIndex, TABLE_LEN};
use std::sync::{Arc, OnceLock};

/// Size of a full table in bytes: 236,196 entries × 8 bytes = 1,889,568 bytes (1.8 MiB).
pub const TABLE_BYTES: usize = TABLE_LEN * std::mem::size_of::<MaterialEntry>();

/// Every constellation of at most 8 pawns, 2 knights, 2 bishops, 2 rooks and 1 queen per side,
/// computed once for one [`MaterialConfig`]. Shared read-only by all search threads.
pub struct MaterialTable {
    config: MaterialConfig,
    entries: Box<[MaterialEntry]>,
}

impl MaterialTable {
    /// Computes all 236,196 entries (one heap allocation).
    pub fn build(config: MaterialConfig) -> Self {
        let mut entries = vec![MaterialEntry::default(); TABLE_LEN].into_boxed_slice();
        for index in MaterialIndex::all() {
            entries[index.get()] = MaterialEntry::compute(&config, &index.counts());
        }
        Self { config, entries }
    }

    /// The table for the default config, built on first use and shared afterwards.
    pub fn shared_default() -> Arc<MaterialTable> {
        static DEFAULT: OnceLock<Arc<MaterialTable>> = OnceLock::new();
        DEFAULT
            .get_or_init(|| Arc::new(Self::build(MaterialConfig::default())))
            .clone()
    }

    /// The table for `config`: the shared default one, or a freshly built one.
    pub fn for_config(config: MaterialConfig) -> Arc<MaterialTable> {
        if config == MaterialConfig::default() {
            Self::shared_default()
        } else {
            Arc::new(Self::build(config))
        }
    }

    #[inline(always)]
    /// The entry at `index`.
    pub fn get(&self, index: MaterialIndex) -> MaterialEntry {
        self.entries[index.get()]
    }

    /// The configuration the table was built for.
    pub fn config(&self) -> &MaterialConfig {
        &self.config
    }
}
