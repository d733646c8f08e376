use super::*;
use crate::score::{MATE, mated_in};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn entry_packing_round_trips() {
    for (m, lower, upper, depth) in [
        (Some(mv("e2e4")), -INFINITY, 35, 7u8),
        (Some(mv("a7a8n")), 12, 12, 255),
        (None, -MATE + 3, INFINITY, 0),
        (Some(mv("h7h8q")), -32000, 32000, 1),
    ] {
        for origin in [
            Origin::Search,
            Origin::Learned,
            Origin::Tablebase,
            Origin::Analysis,
        ] {
            for pv in [false, true] {
                let e = TtEntry {
                    mv: m,
                    lower,
                    upper,
                    depth,
                    generation: 17,
                    origin,
                    pv,
                };
                assert_eq!(TtEntry::unpack(e.pack()), e);
            }
        }
    }
}

#[test]
fn store_probe_and_window_intersection() {
    let tt = TranspositionTable::new(1).unwrap();
    let key = 0x1234_5678_9abc_def0;
    assert!(tt.probe(key, 0).is_none());
    tt.store(key, 0, Some(mv("e2e4")), 10, INFINITY, 5, Origin::Search);
    tt.store(key, 0, None, -INFINITY, 40, 5, Origin::Search);
    let e = tt.probe(key, 0).unwrap();
    assert_eq!((e.lower, e.upper, e.depth), (10, 40, 5));
    assert_eq!(
        e.mv,
        Some(mv("e2e4")),
        "a result without a move keeps the old move"
    );
    // A deeper result replaces the window.
    tt.store(key, 0, Some(mv("d2d4")), 55, 55, 9, Origin::Search);
    let e = tt.probe(key, 0).unwrap();
    assert!(e.is_exact());
    assert_eq!((e.lower, e.mv), (55, Some(mv("d2d4"))));
}

#[test]
fn mate_scores_are_stored_relative_to_the_node() {
    let tt = TranspositionTable::new(1).unwrap();
    let key = 42;
    // Mated in 3 plies from the root, found at ply 1: mated in 2 from that node.
    tt.store(key, 1, None, mated_in(3), mated_in(3), 4, Origin::Search);
    assert_eq!(tt.probe(key, 1).unwrap().lower, mated_in(3));
    // Reached at ply 5 instead, it is mated in 7 from the root.
    assert_eq!(tt.probe(key, 5).unwrap().lower, mated_in(7));
}

#[test]
fn known_wins_are_stored_relative_to_the_node_and_normal_scores_as_they_are() {
    let tt = TranspositionTable::new(1).unwrap();
    // A known win seen 10 plies from the root, discounted by 10, stored at ply 4.
    tt.store(1, 4, None, 10_490, 10_490, 6, Origin::Search);
    assert_eq!(tt.probe(1, 4).unwrap().lower, 10_490);
    assert_eq!(tt.probe(1, 2).unwrap().lower, 10_492);
    tt.store(2, 4, None, -10_490, -10_490, 6, Origin::Search);
    assert_eq!(tt.probe(2, 6).unwrap().upper, -10_488);
    tt.store(3, 4, None, 1_490, 1_490, 6, Origin::Search);
    assert_eq!(tt.probe(3, 9).unwrap().lower, 1_490);
}

#[test]
fn learned_entries_are_protected_during_their_search() {
    let tt = TranspositionTable::new(1).unwrap();
    tt.new_search();
    let key = 7;
    tt.store(key, 0, Some(mv("g1f3")), -20, 30, 12, Origin::Learned);
    tt.store(key, 0, Some(mv("b1c3")), 80, 80, 20, Origin::Search);
    let e = tt.probe(key, 0).unwrap();
    assert_eq!((e.origin, e.mv), (Origin::Learned, Some(mv("g1f3"))));
    // Fill the bucket's other slots: the learned entry survives.
    let buckets = tt.buckets.len() as u128;
    let same_bucket: Vec<u64> = (1..u64::MAX)
        .map(|k| k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .filter(|&k| ((k as u128 * buckets) >> 64) == ((key as u128 * buckets) >> 64))
        .take(8)
        .collect();
    for &k in &same_bucket {
        tt.store(k, 0, None, 0, 0, 30, Origin::Search);
    }
    assert_eq!(tt.probe(key, 0).unwrap().origin, Origin::Learned);
    // In the next search it is an ordinary entry again.
    tt.new_search();
    for &k in &same_bucket {
        tt.store(k, 0, None, 0, 0, 30, Origin::Search);
    }
    assert!(tt.probe(key, 0).is_none());
}

#[test]
fn hashfull_counts_this_search() {
    let tt = TranspositionTable::new(1).unwrap();
    tt.new_search();
    assert_eq!(tt.hashfull(), 0);
    for k in 0..200_000u64 {
        tt.store(
            k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            0,
            None,
            0,
            0,
            1,
            Origin::Search,
        );
    }
    assert!(tt.hashfull() > 900, "{}", tt.hashfull());
    tt.new_search();
    assert_eq!(tt.hashfull(), 0);
    let _ = MATE;
}

#[test]
fn resizing_replaces_or_clears_and_a_failed_resize_keeps_a_table() {
    let mut tt = TranspositionTable::new(2).unwrap();
    let key = 0x0bad_cafe_f00d_1234;
    tt.store(key, 0, Some(mv("e2e4")), 10, 10, 5, Origin::Search);
    // The same size: the table is emptied in place.
    tt.resize(2).unwrap();
    assert_eq!(tt.size_mb(), 2);
    assert!(tt.probe(key, 0).is_none());
    tt.resize(3).unwrap();
    assert_eq!(tt.size_mb(), 3);
    // Memory that cannot be had: an error, and the old size back, still usable.
    let err = tt.resize(usize::MAX >> 20).unwrap_err();
    assert_eq!((err.asked_mb, err.kept_mb), (usize::MAX >> 20, 3));
    assert!(err.to_string().contains("cannot allocate"), "{err}");
    assert_eq!(tt.size_mb(), 3);
    tt.store(key, 0, Some(mv("e2e4")), 10, 10, 5, Origin::Search);
    assert_eq!(tt.probe(key, 0).unwrap().lower, 10);
}

fn scratch_file(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-tt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Every entry of a table as (key, entry), in slot order.
fn entries(tt: &TranspositionTable) -> Vec<(u64, TtEntry)> {
    tt.buckets
        .iter()
        .flat_map(|b| b.0.iter())
        .filter_map(|s| {
            let data = s.data.load(Relaxed);
            (data != 0).then(|| (s.check.load(Relaxed) ^ data, TtEntry::unpack(data)))
        })
        .collect()
}

fn filled(mb: usize) -> TranspositionTable {
    let tt = TranspositionTable::new(mb).unwrap();
    for k in 0..30_000u64 {
        let key = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let origin = [Origin::Search, Origin::Analysis, Origin::Tablebase][k as usize % 3];
        let s = (k % 700) as i32 - 350;
        tt.store(key, 0, Some(mv("g1f3")), s - 5, s, (k % 40) as i32, origin);
    }
    tt.store(0x01ea_40ed, 0, Some(mv("e2e4")), 3, 3, 30, Origin::Learned);
    tt
}

#[test]
fn a_saved_table_loads_back_entry_for_entry_without_learned_entries() {
    let tt = filled(1);
    let path = scratch_file("round-trip.hash");
    let saved = tt.save(&path).unwrap();
    let mut want: Vec<_> = entries(&tt)
        .into_iter()
        .filter(|(_, e)| e.origin != Origin::Learned)
        .map(|(k, e)| {
            // Search results come back as analysis.
            let origin = match e.origin {
                Origin::Search => Origin::Analysis,
                o => o,
            };
            (k, TtEntry { origin, ..e })
        })
        .collect();
    assert_eq!(saved, want.len() as u64);
    assert!(saved > 10_000, "{saved}");

    let fresh = TranspositionTable::new(1).unwrap();
    assert_eq!(fresh.load(&path).unwrap(), saved);
    let mut got = entries(&fresh);
    // Loaded entries belong to the loading table's search (generation 0 here, as saved).
    let key = |v: &mut Vec<(u64, TtEntry)>| v.sort_by_key(|&(k, e)| (k, e.depth));
    key(&mut want);
    key(&mut got);
    assert_eq!(got, want);
    assert!(
        fresh.probe(0x01ea_40ed, 0).is_none(),
        "a learned entry was saved"
    );

    // A table of another size takes what fits, by the replacement rules.
    let small = TranspositionTable::new(1).unwrap();
    let big = TranspositionTable::new(4).unwrap();
    assert_eq!(big.load(&path).unwrap(), saved);
    assert_eq!(entries(&big).len() as u64, saved);
    assert!(small.load(&path).is_ok());
}

#[test]
fn a_damaged_or_foreign_hash_file_is_refused_and_changes_nothing() {
    let tt = filled(1);
    let path = scratch_file("damaged.hash");
    tt.save(&path).unwrap();
    let good = std::fs::read(&path).unwrap();
    let target = TranspositionTable::new(1).unwrap();
    let key = 0x0bad_cafe_f00d_1234;
    target.store(key, 0, Some(mv("e2e4")), 10, 10, 5, Origin::Search);
    let before = entries(&target);

    let mut flipped = good.clone();
    flipped[good.len() / 2] ^= 0x10;
    let mut short = good.clone();
    short.truncate(good.len() - 16);
    let mut foreign = good.clone();
    foreign[..8].copy_from_slice(b"NOTSLATE");
    let mut version = good.clone();
    version[8] = 9;
    for (bytes, why) in [
        (flipped, "checksum"),
        (short, "length"),
        (foreign, "header"),
        (version, "version"),
        (Vec::new(), "too short"),
    ] {
        std::fs::write(&path, &bytes).unwrap();
        let err = target.load(&path).unwrap_err().to_string();
        assert!(err.contains(why), "{why}: {err}");
        assert_eq!(entries(&target), before, "{why}: the table changed");
    }
    let missing = target
        .load(&scratch_file("no-such.hash"))
        .unwrap_err()
        .to_string();
    assert!(missing.contains("reading"), "{missing}");
    // A zeroed stretch is refused where it starts (a save never writes an empty slot).
    let mut zeroed = good.clone();
    let at = HEADER_AT + 16 * 3;
    zeroed[at..at + 16].fill(0);
    std::fs::write(&path, &zeroed).unwrap();
    let err = target.load(&path).unwrap_err().to_string();
    assert!(err.contains("entry 3 is empty"), "{err}");
    assert_eq!(entries(&target), before);
}

/// Where the entries of a hash file start (magic, version, count).
const HEADER_AT: usize = 20;

#[test]
fn a_save_replaces_only_a_hash_file_and_never_through_the_old_partial_name() {
    let path = scratch_file("replace.hash");
    filled(1).save(&path).unwrap();
    // The name the old code wrote through is of no concern now: a folder there changes nothing.
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    std::fs::create_dir_all(&partial).unwrap();
    let empty = TranspositionTable::new(1).unwrap();
    assert_eq!(empty.save(&path).unwrap(), 0);
    assert_eq!(TranspositionTable::new(1).unwrap().load(&path).unwrap(), 0);
    std::fs::remove_dir(&partial).unwrap();
    // A file that is no hash file is never replaced.
    std::fs::write(&path, "notes").unwrap();
    let err = empty.save(&path).unwrap_err();
    assert!(matches!(err, HashFileError::File(_)), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), b"notes");
}

#[test]
fn a_stopped_load_leaves_the_table_as_it_was() {
    let path = scratch_file("stopped.hash");
    filled(1).save(&path).unwrap();
    let target = TranspositionTable::new(1).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(true);
    let err = target.load_until(&path, &stop).unwrap_err();
    assert!(
        matches!(err, HashFileError::Stopped { loaded: 0, .. }),
        "{err}"
    );
    assert!(entries(&target).is_empty());
}

#[test]
fn the_principal_variation_mark_is_kept_with_the_entry() {
    let tt = TranspositionTable::new(1).unwrap();
    let (on_pv, off_pv) = (0x0101_0202_0303_0404, 0x0505_0606_0707_0808);
    tt.store_marked(on_pv, 0, Some(mv("e2e4")), 10, 10, 6, Origin::Search, true);
    tt.store(off_pv, 0, Some(mv("d2d4")), 10, 10, 6, Origin::Search);
    assert!(tt.probe(on_pv, 0).unwrap().pv);
    assert!(!tt.probe(off_pv, 0).unwrap().pv);
    // A later result for the same position that was not on a principal variation clears it.
    tt.store_marked(on_pv, 0, None, 12, 12, 7, Origin::Search, false);
    let e = tt.probe(on_pv, 0).unwrap();
    assert!(!e.pv);
    assert_eq!(e.mv, Some(mv("e2e4")));
}
