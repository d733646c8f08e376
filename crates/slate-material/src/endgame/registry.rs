//! Recognition: canonical material signature → [`EndgameId`], built once.
//!
//! Every registered signature is stored once, strong side first, as a 40-bit key (the strong
//! side's five nibbles above the weak side's); a constellation is looked up in both orientations,
//! which makes recognition colour-symmetric. Families beyond the table (more pawns, more pieces
//! against a bare king, bishops of both sides with pawns) fall back to rules.
//!
//! Two lookups were measured over every ≤ 5-man constellation in both orientations
//! (`examples/endgame_recognition.rs`, release, busy 2-core machine): binary search in the sorted
//! table, about 20 ns a lookup (six unpredictable branches), and a multiply-shift perfect hash
//! into 256 slots whose multiplier is searched at start-up (14 µs), about 1.1 ns. The perfect
//! hash is kept: recognition runs once per material-table constellation (236,196 of them, twice
//! for the two orientations), where the sorted table cost about 9 ms of a 37 ms build.

use super::id::EndgameId;
use crate::{MaterialCounts, SideCounts};
use slate_board::Color;
use std::sync::OnceLock;

/// Signatures with their own module, strong side first.
pub const REGISTERED: &[(&str, EndgameId)] = &[
    ("KPvK", EndgameId::Kpk),
    ("KBNvK", EndgameId::Kbnk),
    ("KQvK", EndgameId::Kqk),
    ("KRvK", EndgameId::Krk),
    ("KBBvK", EndgameId::Kbbk),
    ("KQQvK", EndgameId::Kqqk),
    ("KRRvK", EndgameId::Krrk),
    ("KQRvK", EndgameId::Kqrk),
    ("KQBvK", EndgameId::Kqbk),
    ("KQNvK", EndgameId::Kqnk),
    ("KRBvK", EndgameId::Krbk),
    ("KRNvK", EndgameId::Krnk),
    ("KNNvK", EndgameId::Knnk),
    ("KNNvKP", EndgameId::Knnkp),
    ("KBBvKN", EndgameId::Kbbkn),
    ("KRvKP", EndgameId::Krkp),
    ("KRvKB", EndgameId::Krkb),
    ("KRvKN", EndgameId::Krkn),
    ("KRvKR", EndgameId::Krkr),
    ("KQvKP", EndgameId::Kqkp),
    ("KQvKR", EndgameId::Kqkr),
    ("KQvKB", EndgameId::Kqkb),
    ("KQvKN", EndgameId::Kqkn),
    ("KQvKQ", EndgameId::Kqkq),
    ("KQvKRP", EndgameId::Kqkrp),
    ("KBvKB", EndgameId::Kbkb),
    ("KBvKN", EndgameId::Kbkn),
    ("KNvKN", EndgameId::Knkn),
    ("KPvKB", EndgameId::Kbkp),
    ("KPvKN", EndgameId::Knkp),
    ("KBBvKR", EndgameId::Kbbkr),
    ("KBNvKR", EndgameId::Kbnkr),
    ("KNNvKR", EndgameId::Knnkr),
    ("KRBvKR", EndgameId::Krbkr),
    ("KRNvKR", EndgameId::Krnkr),
    ("KRPvKR", EndgameId::Krpkr),
    ("KRPvKB", EndgameId::Krpkb),
    ("KBPvKB", EndgameId::Kbpkb),
    ("KBPvKN", EndgameId::Kbpkn),
    ("KNPvK", EndgameId::Knpk),
    ("KPvKP", EndgameId::Kpkp),
    ("KBPvK", EndgameId::Kbpk),
    ("KPPvK", EndgameId::Kppk),
    ("KQPvK", EndgameId::Kqpk),
    ("KRPvK", EndgameId::Krpk),
    ("KBvK", EndgameId::Kbk),
    ("KNvK", EndgameId::Knk),
    ("KQvKBB", EndgameId::Kqkbb),
    ("KQvKBN", EndgameId::Kqkbn),
    ("KQvKNN", EndgameId::Kqknn),
    ("KRRvKQ", EndgameId::Krrkq),
];

/// Counts of one side from letters such as "RP" (the king left out).
fn side_from_letters(letters: &str) -> Option<SideCounts> {
    let mut side = SideCounts::BARE;
    for ch in letters.chars() {
        let piece = match ch {
            'P' => slate_board::Piece::Pawn,
            'N' => slate_board::Piece::Knight,
            'B' => slate_board::Piece::Bishop,
            'R' => slate_board::Piece::Rook,
            'Q' => slate_board::Piece::Queen,
            _ => return None,
        };
        side = side.with_added(piece)?;
    }
    Some(side)
}

/// `KRPvKR` → (strong, weak); `None` for anything else.
pub fn parse_signature(name: &str) -> Option<(SideCounts, SideCounts)> {
    let (strong, weak) = name.split_once('v')?;
    Some((
        side_from_letters(strong.strip_prefix('K')?)?,
        side_from_letters(weak.strip_prefix('K')?)?,
    ))
}

fn nibbles(side: SideCounts) -> u64 {
    side.as_array()
        .iter()
        .enumerate()
        .map(|(i, &c)| u64::from(c) << (4 * i))
        .sum()
}

/// The lookup key of `strong` against `weak`.
#[inline]
pub fn key(strong: SideCounts, weak: SideCounts) -> u64 {
    (nibbles(strong) << 20) | nibbles(weak)
}

/// The sorted table of registered keys (the measured alternative, and the source of the hash).
pub struct SortedRegistry {
    entries: Vec<(u64, EndgameId)>,
}

impl SortedRegistry {
    /// Parses [`REGISTERED`] into keys and sorts them.
    pub fn build() -> Self {
        let mut entries: Vec<(u64, EndgameId)> = REGISTERED
            .iter()
            .filter_map(|&(name, id)| parse_signature(name).map(|(s, w)| (key(s, w), id)))
            .collect();
        entries.sort_unstable_by_key(|e| e.0);
        Self { entries }
    }

    /// The endgame registered under `key` (from [`key`]), by binary search.
    #[inline]
    pub fn get(&self, key: u64) -> Option<EndgameId> {
        self.entries
            .binary_search_by_key(&key, |e| e.0)
            .ok()
            .map(|i| self.entries[i].1)
    }

    /// The number of registered signatures.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when no signature is registered.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// The kept lookup: `(key * mult) >> shift` indexes a table with no collisions among the
/// registered keys; the multiplier is found by trying odd constants from a fixed sequence.
pub struct PerfectHashRegistry {
    mult: u64,
    shift: u32,
    slots: Vec<(u64, EndgameId)>,
}

impl PerfectHashRegistry {
    /// Searches for a multiplier that places every registered key in its own slot (about 14 µs).
    pub fn build() -> Self {
        let keys: Vec<(u64, EndgameId)> = SortedRegistry::build().entries;
        let bits = 8; // 256 slots for ~45 keys keeps the search short
        let shift = 64 - bits;
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        loop {
            // splitmix64 step: a deterministic stream of candidate multipliers
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            let mult = (z ^ (z >> 31)) | 1;
            let mut slots = vec![(u64::MAX, EndgameId::None); 1 << bits];
            let ok = keys.iter().all(|&(k, id)| {
                let slot = &mut slots[(k.wrapping_mul(mult) >> shift) as usize];
                if slot.0 != u64::MAX {
                    return false;
                }
                *slot = (k, id);
                true
            });
            if ok {
                return Self { mult, shift, slots };
            }
        }
    }

    /// The endgame registered under `key` (from [`key`]): one multiply, one compare.
    #[inline]
    pub fn get(&self, key: u64) -> Option<EndgameId> {
        let slot = self.slots[(key.wrapping_mul(self.mult) >> self.shift) as usize];
        (slot.0 == key).then_some(slot.1)
    }
}

fn registry() -> &'static PerfectHashRegistry {
    static REGISTRY: OnceLock<PerfectHashRegistry> = OnceLock::new();
    REGISTRY.get_or_init(PerfectHashRegistry::build)
}

/// Family rules for constellations the table does not list.
fn family(strong: SideCounts, weak: SideCounts) -> EndgameId {
    if weak.is_bare() {
        if strong.rooks() + strong.queens() > 0 {
            return EndgameId::Kxk;
        }
        if strong.pieces() == 0 && strong.pawns() > 0 {
            return EndgameId::Kpsk;
        }
        if strong.pieces() == 1 && strong.bishops() == 1 && strong.pawns() > 0 {
            return EndgameId::Kbpsk;
        }
    }
    if strong.pieces() == 1
        && strong.bishops() == 1
        && weak.pieces() == 1
        && weak.bishops() == 1
        && strong.pawns() + weak.pawns() > 0
        && strong.pawns() >= weak.pawns()
    {
        return if strong.pawns() == weak.pawns() {
            EndgameId::KbpsKbpsEven
        } else {
            EndgameId::Kbpskbps
        };
    }
    EndgameId::None
}

/// The endgame of a constellation and its strong side (White when there is none).
pub fn classify(counts: &MaterialCounts) -> (EndgameId, Color) {
    let reg = registry();
    for color in Color::ALL {
        let (s, w) = (counts.side(color), counts.side(!color));
        if let Some(id) = reg.get(key(s, w)) {
            return (id, color);
        }
    }
    for color in Color::ALL {
        let id = family(counts.side(color), counts.side(!color));
        if id != EndgameId::None {
            return (id, color);
        }
    }
    (EndgameId::None, Color::White)
}
