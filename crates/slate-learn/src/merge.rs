//! Merging two entries of the same position (same key and check value).
//!
//! The rule is built only from operations that are commutative, associative and idempotent, so
//! that merging stores gives the same result in any order and merging a store into itself changes
//! nothing:
//!
//! * **Authority** is `(eval_version, depth)`: a newer evaluation wins, then a deeper search.
//! * **Window**: taken from the entry of higher authority; at equal authority the windows are
//!   intersected (lower = max of lowers, upper = min of uppers). Two contradicting searches of
//!   equal depth give `lower > upper`, an inconsistent window that bounds nothing
//!   ([`super::Window::bound`] is `None`) until a deeper search replaces it.
//! * **Best move and origin**: from the greatest entry under the total order
//!   `(eval_version, depth, has a move, updated, move, origin)` — at equal depth the newer search.
//! * **Updated**: the timestamp of the entry that gave the move (when the winning information was
//!   produced). **Game ply, created**: the minimum.
//! * **Counters**: per store (replica), the maximum of each counter; totals are sums over
//!   replicas. So counts of different stores add up, while the same store is never counted twice.

#[cfg(test)]
use super::entry::TallySource;
use super::entry::{LearnEntry, Origin, Tally};
use std::cmp::Ordering;

fn authority(e: &LearnEntry) -> (u32, u8) {
    (e.eval_version, e.depth)
}

fn move_rank(e: &LearnEntry) -> (u32, u8, bool, i64, u16, u8) {
    (
        e.eval_version,
        e.depth,
        e.best_move != 0,
        e.updated,
        e.best_move,
        e.origin as u8,
    )
}

/// One counter is kept per store and source.
fn same_counter(a: &Tally, b: &Tally) -> bool {
    (a.replica, a.source) == (b.replica, b.source)
}

/// The counter-wise maximum of two tallies of the same store and source.
fn max_counts(a: &Tally, b: &Tally) -> Tally {
    Tally {
        replica: a.replica,
        source: a.source,
        hits: a.hits.max(b.hits),
        games: a.games.max(b.games),
        points: a.points.max(b.points),
        wins: a.wins.max(b.wins),
        draws: a.draws.max(b.draws),
        losses: a.losses.max(b.losses),
    }
}

/// Per-replica maximum of two sorted tally lists.
pub fn merge_tallies(a: &[Tally], b: &[Tally]) -> Vec<Tally> {
    let mut out = Vec::with_capacity(a.len().max(b.len()));
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if same_counter(x, y) => {
                out.push(max_counts(x, y));
                i += 1;
                j += 1;
            }
            (Some(x), Some(y)) if (x.replica, x.source) < (y.replica, y.source) => {
                out.push(*x);
                i += 1;
            }
            (Some(_), Some(y)) => {
                out.push(*y);
                j += 1;
            }
            (Some(x), None) => {
                out.push(*x);
                i += 1;
            }
            (None, Some(y)) => {
                out.push(*y);
                j += 1;
            }
            (None, None) => unreachable!(),
        }
    }
    out
}

/// Sorts tallies by replica and folds duplicates with the per-replica maximum, so that any list
/// becomes the canonical form [`merge`] expects.
pub fn normalize_tallies(tallies: &mut Vec<Tally>) {
    tallies.sort();
    let mut out: Vec<Tally> = Vec::with_capacity(tallies.len());
    for t in tallies.drain(..) {
        match out.last_mut() {
            Some(last) if same_counter(last, &t) => *last = max_counts(last, &t),
            _ => out.push(t),
        }
    }
    *tallies = out;
}

/// Merges two entries of the same position; `None` when key or check value differ.
pub fn merge(a: &LearnEntry, b: &LearnEntry) -> Option<LearnEntry> {
    if a.key != b.key || a.check != b.check {
        return None;
    }
    // The window, depth and evaluation version all come from the entry of higher authority, so
    // that the result's authority is the maximum of the inputs' (the lexicographic product of a
    // total order and the intersection semilattice is again a semilattice).
    let (window, lead) = match authority(a).cmp(&authority(b)) {
        Ordering::Greater => (a.window, a),
        Ordering::Less => (b.window, b),
        Ordering::Equal => (a.window.intersect(&b.window), a),
    };
    let mover = if move_rank(a) >= move_rank(b) { a } else { b };
    Some(LearnEntry {
        key: a.key,
        check: a.check,
        best_move: mover.best_move,
        window,
        depth: lead.depth,
        ply: a.ply.min(b.ply),
        origin: mover.origin,
        eval_version: lead.eval_version,
        created: a.created.min(b.created),
        // From the same entry as the move, so that the merged entry ranks exactly as its best
        // input did; a later merge then sees the same order whatever came first.
        updated: mover.updated,
        tallies: merge_tallies(&a.tallies, &b.tallies),
    })
}

/// Adds the increments of `incoming.tallies` to the counters of `replica` in `existing` (or a
/// fresh entry) and merges everything else: how a store takes in a newly recorded entry.
pub fn absorb(existing: Option<&LearnEntry>, incoming: &LearnEntry, replica: u64) -> LearnEntry {
    // This store's counters, one per source, with the increments added.
    let mut own: Vec<Tally> = existing
        .map(|e| {
            e.tallies
                .iter()
                .filter(|t| t.replica == replica)
                .copied()
                .collect()
        })
        .unwrap_or_default();
    for t in &incoming.tallies {
        let at = match own.iter().position(|o| o.source == t.source) {
            Some(i) => i,
            None => {
                own.push(Tally {
                    replica,
                    source: t.source,
                    ..Tally::default()
                });
                own.len() - 1
            }
        };
        own[at].add_counts(t);
    }
    own.sort();
    let mut fresh = incoming.clone();
    fresh.tallies = own;
    // An analysis re-searches a node at the same depth with other windows (aspiration fails,
    // re-searches at PV nodes), and the bounds of such passes may contradict its final exact
    // score; intersected they would leave a window that bounds nothing exactly where the line
    // matters. The later of this store's own analysis results knows the earlier ones (they were
    // in its table), so it replaces them; merging stores keeps the symmetric rule.
    let superseded = existing.map(|e| {
        let mut e = e.clone();
        if e.origin == Origin::Analysis
            && incoming.origin == Origin::Analysis
            && authority(&e) == authority(incoming)
        {
            e.window = incoming.window;
        }
        e
    });
    // `own` is at least the stored counter, so the per-replica maximum keeps the increment.
    superseded.and_then(|e| merge(&e, &fresh)).unwrap_or(fresh)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::{Origin, SCORE_INF, Window};
    use proptest::prelude::*;

    fn arb_tallies() -> impl Strategy<Value = Vec<Tally>> {
        prop::collection::vec(
            (
                0u64..4,
                any::<bool>(),
                0u32..50,
                0u32..50,
                0u32..100,
                0u32..20,
                0u32..20,
                0u32..20,
            ),
            0..4,
        )
        .prop_map(|v| {
            let mut t: Vec<Tally> = v
                .into_iter()
                .map(
                    |(replica, imported, hits, games, points, wins, draws, losses)| Tally {
                        replica,
                        source: if imported {
                            TallySource::Imported
                        } else {
                            TallySource::Own
                        },
                        hits,
                        games,
                        points,
                        wins,
                        draws,
                        losses,
                    },
                )
                .collect();
            normalize_tallies(&mut t);
            t
        })
    }

    fn arb_window() -> impl Strategy<Value = Window> {
        prop_oneof![
            Just(Window::OPEN),
            (-300i32..300).prop_map(Window::exact),
            (-300i32..300).prop_map(Window::at_least),
            (-300i32..300).prop_map(Window::at_most),
            (-300i32..300, 0i32..200).prop_map(|(l, w)| Window::between(l, l + w)),
        ]
    }

    // Small ranges so that equal depths, versions and timestamps (the interesting cases) are common.
    fn arb_entry() -> impl Strategy<Value = LearnEntry> {
        (
            0u16..6,
            arb_window(),
            0u8..4,
            0u16..40,
            0u8..5,
            0u32..3,
            (0i64..5, 0i64..5),
            arb_tallies(),
        )
            .prop_map(
                |(best_move, window, depth, ply, origin, eval_version, (c, u), tallies)| {
                    LearnEntry {
                        key: 42,
                        check: 7,
                        best_move: best_move * 100,
                        window,
                        depth,
                        ply,
                        origin: Origin::from_u8(origin).unwrap(),
                        eval_version,
                        created: c,
                        updated: c + u,
                        tallies,
                    }
                },
            )
    }

    fn m(a: &LearnEntry, b: &LearnEntry) -> LearnEntry {
        merge(a, b).unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn commutative(a in arb_entry(), b in arb_entry()) {
            prop_assert_eq!(m(&a, &b), m(&b, &a));
        }

        #[test]
        fn associative(a in arb_entry(), b in arb_entry(), c in arb_entry()) {
            prop_assert_eq!(m(&m(&a, &b), &c), m(&a, &m(&b, &c)));
        }

        #[test]
        fn idempotent(a in arb_entry(), b in arb_entry()) {
            prop_assert_eq!(m(&a, &a), a.clone());
            let ab = m(&a, &b);
            prop_assert_eq!(m(&ab, &b), ab.clone());
        }

        #[test]
        fn deeper_wins_and_counts_add(a in arb_entry(), b in arb_entry()) {
            let r = m(&a, &b);
            if (a.eval_version, a.depth) > (b.eval_version, b.depth) {
                prop_assert_eq!(r.window, a.window);
            }
            let mut b2 = b.clone();
            // Distinct replicas: totals add.
            for t in &mut b2.tallies { t.replica += 100; }
            let r2 = m(&a, &b2);
            prop_assert_eq!(r2.hits(), a.hits() + b.hits());
            prop_assert_eq!(r2.games(), a.games() + b.games());
        }
    }

    #[test]
    fn equal_depth_intersects_and_flags_contradictions() {
        let base = LearnEntry {
            key: 1,
            check: 2,
            best_move: 0,
            window: Window::at_least(10),
            depth: 5,
            ply: 3,
            origin: Origin::Search,
            eval_version: 1,
            created: 0,
            updated: 0,
            tallies: vec![],
        };
        let other = LearnEntry {
            window: Window::at_most(40),
            ..base.clone()
        };
        assert_eq!(m(&base, &other).window, Window::between(10, 40));
        let contra = LearnEntry {
            window: Window::at_most(0),
            ..base.clone()
        };
        let w = m(&base, &contra).window;
        assert!(!w.is_consistent());
        assert_eq!(w.bound(), crate::entry::Bound::None);
        let deeper = LearnEntry {
            window: Window::exact(-5),
            depth: 6,
            ..base.clone()
        };
        assert_eq!(m(&m(&base, &contra), &deeper).window, Window::exact(-5));
        assert_eq!(Window::OPEN.upper, SCORE_INF);
        let foreign = LearnEntry {
            check: 3,
            ..base.clone()
        };
        assert!(merge(&base, &foreign).is_none());
    }

    #[test]
    fn a_later_analysis_result_replaces_an_equally_deep_one_a_merge_intersects() {
        let pos = slate_board::Position::startpos();
        let at = |w: Window| {
            let mut e = LearnEntry::blank(&pos, Origin::Analysis, 3);
            e.window = w;
            e.depth = 20;
            e
        };
        // An aspiration pass failed high (>= 77); the re-search found the exact 40.
        let fail_high = absorb(None, &at(Window::between(77, SCORE_INF)), 1);
        let exact = absorb(Some(&fail_high), &at(Window::exact(40)), 1);
        assert_eq!(exact.window, Window::exact(40));
        // Two stores' analyses of equal depth still meet by intersection (order-free).
        let merged = merge(&fail_high, &at(Window::exact(40))).unwrap();
        assert_eq!(merged.window.bound(), crate::entry::Bound::None);
        // A game-learning entry is never overwritten this way.
        let mut learned = at(Window::between(-SCORE_INF, -100));
        learned.origin = Origin::Learned;
        let kept = absorb(Some(&learned), &at(Window::exact(40)), 1);
        assert_ne!(kept.window, Window::exact(40));
    }

    #[test]
    fn absorb_counts_increments_on_the_own_replica() {
        let pos = slate_board::Position::startpos();
        let e = LearnEntry::from_search(
            &pos,
            None,
            Window::exact(20),
            8,
            1,
            crate::entry::ScorePath::Independent,
        )
        .unwrap();
        let once = absorb(None, &e, 77);
        assert_eq!(once.tallies.len(), 1);
        assert_eq!((once.tallies[0].replica, once.hits()), (77, 1));
        let twice = absorb(Some(&once), &e, 77);
        assert_eq!(twice.hits(), 2);
        let mut other = once.clone();
        other.tallies[0].replica = 5;
        let mixed = absorb(Some(&m(&twice, &other)), &e, 77);
        assert_eq!(mixed.hits(), 3 + 1);
    }
}
