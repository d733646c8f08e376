//! Pawn structure: doubled, isolated, backward (weaker when unopposed), connected (by rank, by
//! supporters, side by side), blocked and passed pawns, and space, which
//! depend on the pawns alone and so are cached per thread in a pawn hash table keyed by both pawn bitboards.
//! The passers' terms that depend on other pieces (kings, free path) are in `terms/passers.rs`.

use super::bits::{behind3, forward, forward_file, forward_ranks, passed_span, rel_rank};
use super::params::{
    BACKWARD, BLOCKED_PAWN, CONNECTED, DOUBLED, DOUBLED_ISOLATED, ISOLATED, PASSED, PAWN_SUPPORT,
    PHALANX, SPACE, WEAK_UNOPPOSED,
};
use super::{Group, Info, Sink};
use crate::board::{BitBoard, Board, Color};
use crate::material::Score;

/// Files c to f on each side's second to fourth ranks (White's view first).
const SPACE_ZONE: [u64; 2] = [0x0000_0000_3C3C_3C00, 0x003C_3C3C_0000_0000];

/// Doubled, isolated, backward, connected and passed pawns and space of both sides into `sink`;
/// sets `info.passed`.
pub fn structure<S: Sink>(_b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let own = info.pawns[c as usize].0;
        let enemy = info.pawns[!c as usize].0;
        let enemy_attacks = info.pawn_attacks[!c as usize];
        let mut passed = 0u64;
        for sq in BitBoard(own) {
            let r = rel_rank(c, sq);
            let adjacent = sq.file().adjacent().0;
            let ahead_on_file = forward_file(c, sq);
            let doubled = own & ahead_on_file != 0;
            if doubled {
                sink.add(Group::Pawns, c, DOUBLED, 1);
            }
            let isolated = own & adjacent == 0;
            if isolated {
                sink.add(Group::Pawns, c, ISOLATED, 1);
                if doubled {
                    sink.add(Group::Pawns, c, DOUBLED_ISOLATED, 1);
                }
            }
            let supporters = cozy_chess::get_pawn_attacks(sq, !c).0 & own;
            let phalanx = own & adjacent & sq.rank().bitboard().0 != 0;
            if supporters != 0 || phalanx {
                sink.add(Group::Pawns, c, CONNECTED + r, 1);
            }
            sink.add(
                Group::Pawns,
                c,
                PAWN_SUPPORT,
                supporters.count_ones() as i32,
            );
            if phalanx {
                sink.add(Group::Pawns, c, PHALANX, 1);
            }
            let opposed = enemy & ahead_on_file != 0;
            if (r == 4 || r == 5) && forward(c, sq).is_some_and(|s| enemy & s.bitboard().0 != 0) {
                sink.add(Group::Pawns, c, BLOCKED_PAWN + r - 4, 1);
            }
            let is_passed = enemy & passed_span(c, sq) == 0 && own & ahead_on_file == 0;
            if is_passed {
                passed |= sq.bitboard().0;
                sink.add(Group::Passers, c, PASSED + r, 1);
            }
            // Backward: no own pawn beside or behind on the adjacent files can ever defend it,
            // and an enemy pawn guards the square in front.
            let able_to_support = own & adjacent & !forward_ranks(c, sq.rank()) != 0;
            let stop_guarded = forward(c, sq).is_some_and(|s| enemy_attacks.has(s));
            let backward = !isolated && !is_passed && !able_to_support && stop_guarded;
            if backward {
                sink.add(Group::Pawns, c, BACKWARD, 1);
            }
            if (isolated || backward) && !opposed {
                sink.add(Group::Pawns, c, WEAK_UNOPPOSED, 1);
            }
        }
        info.passed[c as usize] = BitBoard(passed);
        sink.add(Group::Pawns, c, SPACE, space(c, info));
    }
}

/// Room behind `c`'s pawns that enemy pawns cannot contest; more behind the pawns.
#[inline(always)]
pub fn space(c: Color, info: &Info) -> i32 {
    let own = info.pawns[c as usize].0;
    let safe = SPACE_ZONE[c as usize] & !own & !info.pawn_attacks[!c as usize].0;
    (safe.count_ones() + (safe & behind3(c, own)).count_ones()) as i32
}

/// The per-side sums of [`structure`], for the hash table.
#[derive(Default)]
struct SideSums([Score; 2]);

impl Sink for SideSums {
    const PRECOMPUTED: bool = false;

    #[inline(always)]
    fn add(&mut self, group: Group, color: Color, param: usize, n: i32) {
        if super::enabled(group) {
            self.0[color as usize] += super::params::weight(param) * n;
        }
    }

    fn add_score(&mut self, _: Group, color: Color, score: Score) {
        self.0[color as usize] += score;
    }
}

#[derive(Clone, Copy, Default)]
struct PawnEntry {
    /// Both pawn bitboards: the full key, so a hit is never a collision. An empty entry matches
    /// the pawnless position, whose structure terms are indeed all zero.
    pawns: [u64; 2],
    score: [Score; 2],
    passed: [u64; 2],
    /// Each side's king shelter ([`super::king::shelter`]) and the king square it was computed
    /// for, plus one (zero: not computed; kings move more often than pawns).
    shelter: [Score; 2],
    shelter_king: [u8; 2],
}

/// The pawn hash table: one per search thread, allocated once.
pub struct PawnTable {
    entries: Box<[PawnEntry]>,
}

const PAWN_HASH_BITS: u32 = 13;

impl Default for PawnTable {
    fn default() -> Self {
        Self::new()
    }
}

impl PawnTable {
    /// An empty pawn hash table.
    pub fn new() -> Self {
        Self {
            entries: vec![PawnEntry::default(); 1 << PAWN_HASH_BITS].into_boxed_slice(),
        }
    }

    /// The pawn key: a cheap mix of both pawn bitboards (computed, not kept in `Position`).
    #[inline(always)]
    pub fn key(white: u64, black: u64) -> u64 {
        (white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            .rotate_left(29)
            .wrapping_mul(0x1656_67B1_9E37_79F9)
    }

    /// Both pawn bitboards and the slot they hash to.
    #[inline(always)]
    fn slot(info: &Info) -> ([u64; 2], usize) {
        let pawns = [info.pawns[0].0, info.pawns[1].0];
        let slot = (Self::key(pawns[0], pawns[1]) >> (64 - PAWN_HASH_BITS)) as usize;
        (pawns, slot)
    }

    /// Adds the pawn structure terms to `sink` from the table, computing them on a miss.
    #[inline]
    pub fn probe<S: Sink>(&mut self, b: &Board, info: &mut Info, sink: &mut S) {
        let (pawns, slot) = Self::slot(info);
        let entry = &mut self.entries[slot];
        if entry.pawns != pawns {
            let mut sums = SideSums::default();
            structure(b, info, &mut sums);
            *entry = PawnEntry {
                pawns,
                score: sums.0,
                passed: [info.passed[0].0, info.passed[1].0],
                ..PawnEntry::default()
            };
        } else {
            info.passed = [BitBoard(entry.passed[0]), BitBoard(entry.passed[1])];
        }
        sink.add_score(Group::Pawns, Color::White, entry.score[0]);
        sink.add_score(Group::Pawns, Color::Black, entry.score[1]);
    }

    /// Adds both kings' shelters to `sink` from the entry [`PawnTable::probe`] just filled,
    /// computing a side's on the first probe with its king on this square.
    #[inline]
    pub fn shelter<S: Sink>(&mut self, info: &Info, sink: &mut S) {
        let (pawns, slot) = Self::slot(info);
        let entry = &mut self.entries[slot];
        debug_assert_eq!(entry.pawns, pawns, "probe fills the entry first");
        for c in Color::ALL {
            let i = c as usize;
            let tag = info.king[i] as u8 + 1;
            if entry.shelter_king[i] != tag {
                let mut sums = SideSums::default();
                super::king::shelter(c, info, &mut sums);
                entry.shelter[i] = sums.0[i];
                entry.shelter_king[i] = tag;
            }
            sink.add_score(Group::King, c, entry.shelter[i]);
        }
    }
}
