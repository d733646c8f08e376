//! [`LearnStore`]: one interface to a learning store, whichever holds it — an SQLite file
//! ([`Store`]) or a PostgreSQL server ([`ServerStore`]). The command-line tools, merging in both
//! directions and the tests of the store's rules are written once against it.

use crate::entry::LearnEntry;
use crate::error::LearnResult;
use crate::server::ServerStore;
use crate::store::{
    Access, AnalysisRecall, AnalysisTag, KnownPosition, RootOrdering, Store, WriteReport,
};

/// A learning store: entries with their tallies, analysis tags, known positions, move-ordering
/// histories and imported games, written by the same merge rule on every backend.
pub trait LearnStore {
    /// Where the store is: a file's path, or a server's URL with its password hidden.
    fn location(&self) -> String;
    /// Read-write, or read-only (a read-only file, a role that may only read).
    fn access(&self) -> Access;
    /// Entries the store keeps before it evicts the least valuable.
    fn capacity(&self) -> u64;
    /// The number of entries.
    fn len(&mut self) -> LearnResult<u64>;
    /// Whether the store holds no entry.
    fn is_empty(&mut self) -> LearnResult<bool> {
        Ok(self.len()? == 0)
    }
    /// The stored entries of `keys` (key, check value), in no particular order.
    fn lookup_many(&mut self, keys: &[(u64, u32)]) -> LearnResult<Vec<LearnEntry>>;
    /// The entry of one position.
    fn lookup(&mut self, key: u64, check: u32) -> LearnResult<Option<LearnEntry>> {
        Ok(self.lookup_many(&[(key, check)])?.pop())
    }
    /// This engine's entries (their tallies added to its own counters), with analysis tags,
    /// known positions and move-ordering histories, in one durable transaction.
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport>;
    /// Another store's entries, merged; every store's counters kept at the larger value.
    fn merge_batch(&mut self, entries: &[LearnEntry]) -> LearnResult<WriteReport>;
    /// Another store's analysis tags, for entries this store holds.
    fn merge_tags(&mut self, tags: &[AnalysisTag]) -> LearnResult<()>;
    /// Another store's move-ordering histories; a root keeps the deeper one.
    fn merge_orderings(&mut self, orderings: &[RootOrdering]) -> LearnResult<()>;
    /// Keeps the FEN of positions that have an entry.
    fn record_positions(&mut self, positions: &[KnownPosition]) -> LearnResult<()>;
    /// Every entry, in (key, check) order, until `f` fails.
    fn for_each_entry(
        &mut self,
        f: &mut dyn FnMut(LearnEntry) -> LearnResult<()>,
    ) -> LearnResult<()>;
    /// Every analysis tag, in (root, key, check) order, until `f` fails.
    fn for_each_tag(
        &mut self,
        f: &mut dyn FnMut(AnalysisTag) -> LearnResult<()>,
    ) -> LearnResult<()>;
    /// Every move-ordering history, in root order, until `f` fails.
    fn for_each_ordering(
        &mut self,
        f: &mut dyn FnMut(RootOrdering) -> LearnResult<()>,
    ) -> LearnResult<()>;
    /// Every kept FEN, in (key, check) order.
    fn known_positions(&mut self) -> LearnResult<Vec<KnownPosition>>;
    /// What a search loads of the analyses of `roots` (see [`AnalysisRecall`]).
    fn analysis_recall(
        &mut self,
        roots: &[u64],
        ordering_roots: usize,
        min_depth: u8,
    ) -> LearnResult<AnalysisRecall>;
    /// Whether a game with this hash was imported before.
    fn game_imported(&mut self, hash: (u64, u64)) -> LearnResult<bool>;
    /// Imported games' entries and the games' hashes, in one transaction.
    fn record_import(
        &mut self,
        entries: &[LearnEntry],
        games: &[(u64, u64)],
    ) -> LearnResult<WriteReport>;
    /// Removes one position's entry and what hangs on it; whether there was one.
    fn forget(&mut self, key: u64, check: u32) -> LearnResult<bool>;
    /// Removes entries shallower than `min_depth`, not updated since `older_than` (unix
    /// seconds), then the least valuable beyond `keep`; how many went.
    fn prune(
        &mut self,
        min_depth: Option<u8>,
        older_than: Option<i64>,
        keep: Option<u64>,
    ) -> LearnResult<u64>;
    /// The store's own checks; each problem found as a line.
    fn verify(&mut self) -> LearnResult<Vec<String>>;
}

impl LearnStore for Store {
    fn location(&self) -> String {
        self.path().display().to_string()
    }
    fn access(&self) -> Access {
        Store::access(self)
    }
    fn capacity(&self) -> u64 {
        Store::capacity(self)
    }
    fn len(&mut self) -> LearnResult<u64> {
        Store::len(self)
    }
    fn lookup_many(&mut self, keys: &[(u64, u32)]) -> LearnResult<Vec<LearnEntry>> {
        let mut out = Vec::new();
        for &(key, check) in keys {
            out.extend(Store::lookup(self, key, check)?);
        }
        Ok(out)
    }
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport> {
        Store::record_tagged(self, entries, tags, positions, orderings)
    }
    fn merge_batch(&mut self, entries: &[LearnEntry]) -> LearnResult<WriteReport> {
        Store::merge_batch(self, entries)
    }
    fn merge_tags(&mut self, tags: &[AnalysisTag]) -> LearnResult<()> {
        Store::merge_tags(self, tags)
    }
    fn merge_orderings(&mut self, orderings: &[RootOrdering]) -> LearnResult<()> {
        Store::merge_orderings(self, orderings)
    }
    fn record_positions(&mut self, positions: &[KnownPosition]) -> LearnResult<()> {
        Store::record_positions(self, positions)
    }
    fn for_each_entry(
        &mut self,
        f: &mut dyn FnMut(LearnEntry) -> LearnResult<()>,
    ) -> LearnResult<()> {
        Store::for_each(self, f)
    }
    fn for_each_tag(
        &mut self,
        f: &mut dyn FnMut(AnalysisTag) -> LearnResult<()>,
    ) -> LearnResult<()> {
        Store::for_each_tag(self, f)
    }
    fn for_each_ordering(
        &mut self,
        f: &mut dyn FnMut(RootOrdering) -> LearnResult<()>,
    ) -> LearnResult<()> {
        Store::for_each_ordering(self, f)
    }
    fn known_positions(&mut self) -> LearnResult<Vec<KnownPosition>> {
        let mut out = Vec::new();
        Store::for_each_known_position(self, |fen, e| {
            out.push(KnownPosition {
                key: e.key,
                check: e.check,
                fen,
            });
            Ok(())
        })?;
        Ok(out)
    }
    fn analysis_recall(
        &mut self,
        roots: &[u64],
        ordering_roots: usize,
        min_depth: u8,
    ) -> LearnResult<AnalysisRecall> {
        Store::analysis_recall(self, roots, ordering_roots, min_depth)
    }
    fn game_imported(&mut self, hash: (u64, u64)) -> LearnResult<bool> {
        Store::game_imported(self, hash)
    }
    fn record_import(
        &mut self,
        entries: &[LearnEntry],
        games: &[(u64, u64)],
    ) -> LearnResult<WriteReport> {
        Store::record_import(self, entries, games)
    }
    fn forget(&mut self, key: u64, check: u32) -> LearnResult<bool> {
        Store::forget(self, key, check)
    }
    fn prune(
        &mut self,
        min_depth: Option<u8>,
        older_than: Option<i64>,
        keep: Option<u64>,
    ) -> LearnResult<u64> {
        Store::prune(self, min_depth, older_than, keep)
    }
    fn verify(&mut self) -> LearnResult<Vec<String>> {
        Store::verify(self, |_| {})
    }
}

impl LearnStore for ServerStore {
    fn location(&self) -> String {
        self.url().to_string()
    }
    fn access(&self) -> Access {
        ServerStore::access(self)
    }
    fn capacity(&self) -> u64 {
        ServerStore::capacity(self)
    }
    fn len(&mut self) -> LearnResult<u64> {
        Ok(ServerStore::len(self)?)
    }
    fn lookup_many(&mut self, keys: &[(u64, u32)]) -> LearnResult<Vec<LearnEntry>> {
        Ok(ServerStore::lookup_many(self, keys)?)
    }
    fn record_tagged(
        &mut self,
        entries: &[LearnEntry],
        tags: &[AnalysisTag],
        positions: &[KnownPosition],
        orderings: &[RootOrdering],
    ) -> LearnResult<WriteReport> {
        Ok(ServerStore::record_tagged(
            self, entries, tags, positions, orderings,
        )?)
    }
    fn merge_batch(&mut self, entries: &[LearnEntry]) -> LearnResult<WriteReport> {
        Ok(ServerStore::merge_batch(self, entries)?)
    }
    fn merge_tags(&mut self, tags: &[AnalysisTag]) -> LearnResult<()> {
        Ok(ServerStore::merge_tags(self, tags)?)
    }
    fn merge_orderings(&mut self, orderings: &[RootOrdering]) -> LearnResult<()> {
        Ok(ServerStore::merge_orderings(self, orderings)?)
    }
    fn record_positions(&mut self, positions: &[KnownPosition]) -> LearnResult<()> {
        Ok(ServerStore::record_positions(self, positions)?)
    }
    fn for_each_entry(
        &mut self,
        f: &mut dyn FnMut(LearnEntry) -> LearnResult<()>,
    ) -> LearnResult<()> {
        ServerStore::for_each(self, f)
    }
    fn for_each_tag(
        &mut self,
        f: &mut dyn FnMut(AnalysisTag) -> LearnResult<()>,
    ) -> LearnResult<()> {
        ServerStore::for_each_tag(self, f)
    }
    fn for_each_ordering(
        &mut self,
        f: &mut dyn FnMut(RootOrdering) -> LearnResult<()>,
    ) -> LearnResult<()> {
        ServerStore::for_each_ordering(self, f)
    }
    fn known_positions(&mut self) -> LearnResult<Vec<KnownPosition>> {
        Ok(ServerStore::known_positions(self)?)
    }
    fn analysis_recall(
        &mut self,
        roots: &[u64],
        ordering_roots: usize,
        min_depth: u8,
    ) -> LearnResult<AnalysisRecall> {
        Ok(ServerStore::analysis_recall(
            self,
            roots,
            ordering_roots,
            min_depth,
        )?)
    }
    fn game_imported(&mut self, hash: (u64, u64)) -> LearnResult<bool> {
        Ok(ServerStore::game_imported(self, hash)?)
    }
    fn record_import(
        &mut self,
        entries: &[LearnEntry],
        games: &[(u64, u64)],
    ) -> LearnResult<WriteReport> {
        Ok(ServerStore::record_import(self, entries, games)?)
    }
    fn forget(&mut self, key: u64, check: u32) -> LearnResult<bool> {
        Ok(ServerStore::forget(self, key, check)?)
    }
    fn prune(
        &mut self,
        min_depth: Option<u8>,
        older_than: Option<i64>,
        keep: Option<u64>,
    ) -> LearnResult<u64> {
        Ok(ServerStore::prune(self, min_depth, older_than, keep)?)
    }
    fn verify(&mut self) -> LearnResult<Vec<String>> {
        Ok(ServerStore::verify(self)?)
    }
}

/// What [`merge_into`] carried.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MergeReport {
    /// Entries new to the target.
    pub inserted: u64,
    /// Entries merged into one the target held.
    pub updated: u64,
    /// Analysis tags carried.
    pub tags: u64,
    /// Move-ordering histories carried.
    pub orderings: u64,
    /// Kept FENs carried.
    pub positions: u64,
}

/// Merges everything `from` holds into `into` — entries, then the tags, FENs and histories that
/// hang on them — a batch of `batch` at a time: a file into a server, a server into a file, or
/// any two stores. Repeated, it counts nothing twice.
pub fn merge_into(
    from: &mut dyn LearnStore,
    into: &mut dyn LearnStore,
    batch: usize,
    mut progress: impl FnMut(u64),
) -> LearnResult<MergeReport> {
    let batch = batch.max(1);
    let mut report = MergeReport::default();
    let mut pending = Vec::with_capacity(batch);
    let mut done = 0u64;
    let mut flush = |pending: &mut Vec<LearnEntry>, into: &mut dyn LearnStore| {
        let r = into.merge_batch(pending)?;
        report.inserted += r.inserted;
        report.updated += r.updated;
        done += pending.len() as u64;
        progress(done);
        pending.clear();
        LearnResult::Ok(())
    };
    from.for_each_entry(&mut |e| {
        pending.push(e);
        if pending.len() >= batch {
            flush(&mut pending, into)?;
        }
        Ok(())
    })?;
    flush(&mut pending, into)?;
    let mut tags = Vec::new();
    from.for_each_tag(&mut |t| {
        tags.push(t);
        Ok(())
    })?;
    for chunk in tags.chunks(batch) {
        into.merge_tags(chunk)?;
    }
    report.tags = tags.len() as u64;
    let positions = from.known_positions()?;
    for chunk in positions.chunks(batch) {
        into.record_positions(chunk)?;
    }
    report.positions = positions.len() as u64;
    let mut orderings = Vec::new();
    from.for_each_ordering(&mut |o| {
        orderings.push(o);
        Ok(())
    })?;
    for chunk in orderings.chunks(64) {
        into.merge_orderings(chunk)?;
    }
    report.orderings = orderings.len() as u64;
    Ok(report)
}
