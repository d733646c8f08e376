use super::*;
use crate::search::score::{MATE, mated_in};

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
        for origin in [Origin::Search, Origin::Learned, Origin::Tablebase] {
            let e = TtEntry {
                mv: m,
                lower,
                upper,
                depth,
                generation: 17,
                origin,
            };
            assert_eq!(TtEntry::unpack(e.pack()), e);
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
    assert!(err.contains("cannot allocate"), "{err}");
    assert_eq!(tt.size_mb(), 3);
    tt.store(key, 0, Some(mv("e2e4")), 10, 10, 5, Origin::Search);
    assert_eq!(tt.probe(key, 0).unwrap().lower, 10);
}
