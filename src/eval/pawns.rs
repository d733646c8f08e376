//! Pawn structure: doubled, isolated, backward (weaker when unopposed), connected (by rank, by
//! supporters, side by side), blocked and passed pawns, and space, which
//! depend on the pawns alone and so are cached per thread in a pawn hash table keyed by both pawn bitboards.
//! The passers' terms that depend on other pieces (kings, free path) are in `terms/passers.rs`.

use super::bits::{
    behind3, forward, forward_file, forward_ranks, passed_span, pawn_attacks, rel_rank, up,
};
use super::params::{
    BACKWARD, BLOCKED_PAWN, CONNECTED, DOUBLED, DOUBLED_ISOLATED, ISOLATED, PASSED, PAWN_SUPPORT,
    PHALANX, SPACE, WEAK_UNOPPOSED,
};
use super::{Group, Info, Sink};
use crate::material::Score;
use slate_board::{BitBoard, Board, Color};

/// Files c to f on each side's second to fourth ranks (White's view first).
const SPACE_ZONE: [u64; 2] = [0x0000_0000_3C3C_3C00, 0x003C_3C3C_0000_0000];

/// Doubled, isolated, backward, connected and passed pawns and space of both sides into `sink`;
/// sets `info.passed`, `info.pawn_span` and `info.space`.
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
        info.space[c as usize] = space(c, info);
        info.pawn_span[c as usize] = BitBoard(attack_span(c, own));
        sink.add(Group::Pawns, c, SPACE, info.space[c as usize]);
    }
}

/// Every square `c`'s pawns attack now or after any number of pushes.
#[inline(always)]
fn attack_span(c: Color, pawns: u64) -> u64 {
    let mut filled = pawns;
    for _ in 0..6 {
        filled |= up(c, filled);
    }
    pawn_attacks(c, BitBoard(filled)).0
}

/// Room behind `c`'s pawns that enemy pawns cannot contest; more behind the pawns.
#[inline(always)]
fn space(c: Color, info: &Info) -> i32 {
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

#[derive(Clone, Copy)]
struct PawnEntry {
    /// Both pawn bitboards: the full key, so a hit is never a collision. An empty entry matches
    /// the pawnless position (see `Default`).
    pawns: [u64; 2],
    score: [Score; 2],
    passed: [u64; 2],
    pawn_span: [u64; 2],
    space: [i8; 2],
    /// Each side's king shelter ([`super::king::shelter`]) and the king square it was computed
    /// for, plus one (zero: not computed; kings move more often than pawns).
    shelter: [Score; 2],
    shelter_king: [u8; 2],
}

impl Default for PawnEntry {
    /// The pawnless position's entry, which an empty slot matches: no terms, no passers, no
    /// spans, and the whole space zone free for each side.
    fn default() -> Self {
        Self {
            pawns: [0; 2],
            score: [Score::default(); 2],
            passed: [0; 2],
            pawn_span: [0; 2],
            space: [
                SPACE_ZONE[0].count_ones() as i8,
                SPACE_ZONE[1].count_ones() as i8,
            ],
            shelter: [Score::default(); 2],
            shelter_king: [0; 2],
        }
    }
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
                pawn_span: [info.pawn_span[0].0, info.pawn_span[1].0],
                space: [info.space[0] as i8, info.space[1] as i8],
                ..PawnEntry::default()
            };
        } else {
            info.passed = [BitBoard(entry.passed[0]), BitBoard(entry.passed[1])];
            info.pawn_span = [BitBoard(entry.pawn_span[0]), BitBoard(entry.pawn_span[1])];
            info.space = [i32::from(entry.space[0]), i32::from(entry.space[1])];
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
