//! One transposition-table entry and its 64-bit packing.

use crate::score::INFINITY;
use cozy_chess::{Move, Piece, Square};

pub(super) const GENERATION_MASK: u8 = 0x1f;

/// Who produced an entry. The learning store puts `Learned` entries in before a search; they
/// are protected from being overwritten by ordinary entries during that search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Written by the search.
    Search = 0,
    /// Loaded from the learning store before the search.
    Learned = 1,
    /// A Syzygy probe's result.
    Tablebase = 2,
    /// Loaded from persisted analysis at the start of a search: may cut at PV nodes.
    Analysis = 3,
}

impl Origin {
    fn from_bits(bits: u8) -> Origin {
        match bits {
            1 => Origin::Learned,
            2 => Origin::Tablebase,
            3 => Origin::Analysis,
            _ => Origin::Search,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// What the table knows about one position: a score window, the best move, the depth searched.
pub struct TtEntry {
    /// The best move found, if any.
    pub mv: Option<Move>,
    /// The score is at least this (−INFINITY when unknown).
    pub lower: i32,
    /// The score is at most this (+INFINITY when unknown).
    pub upper: i32,
    /// The depth (plies) of the search that proved the window.
    pub depth: u8,
    /// The search (modulo 32) that wrote the entry.
    pub generation: u8,
    /// Who wrote the entry.
    pub origin: Origin,
    /// Was the position on a principal variation when it was stored (or any time before, as
    /// long as the entry lasted)? Such nodes are reduced less.
    pub pv: bool,
}

impl TtEntry {
    /// Is the score known exactly (`lower == upper`)?
    pub fn is_exact(&self) -> bool {
        self.lower == self.upper
    }

    pub(super) fn protected(&self, generation: u8) -> bool {
        self.origin == Origin::Learned && self.generation == generation
    }

    /// lower:16 | upper:16 | move:16 | depth:8 | generation:5 | origin:2 | pv:1. Never all zero, as
    /// the window of a real entry is never [0, 0] with depth 0, no move and origin Search at
    /// generation 0 — and if it were, losing it would cost nothing.
    pub(super) fn pack(&self) -> u64 {
        (self.lower as i16 as u16 as u64)
            | (self.upper as i16 as u16 as u64) << 16
            | (encode_move(self.mv) as u64) << 32
            | (self.depth as u64) << 48
            | ((self.generation & GENERATION_MASK) as u64) << 56
            | (self.origin as u64) << 61
            | u64::from(self.pv) << 63
    }

    pub(super) fn unpack(data: u64) -> TtEntry {
        TtEntry {
            lower: (data as u16 as i16 as i32).max(-INFINITY),
            upper: ((data >> 16) as u16 as i16 as i32).min(INFINITY),
            mv: decode_move((data >> 32) as u16),
            depth: (data >> 48) as u8,
            generation: (data >> 56) as u8 & GENERATION_MASK,
            origin: Origin::from_bits((data >> 61) as u8 & 3),
            pv: data >> 63 != 0,
        }
    }
}

const PROMOTIONS: [Option<Piece>; 5] = [
    None,
    Some(Piece::Knight),
    Some(Piece::Bishop),
    Some(Piece::Rook),
    Some(Piece::Queen),
];

/// from:6 | to:6 | promotion:3; 0 means no move (a1a1 is never a move).
pub(super) fn encode_move(mv: Option<Move>) -> u16 {
    match mv {
        None => 0,
        Some(mv) => {
            let promo = PROMOTIONS
                .iter()
                .position(|&p| p == mv.promotion)
                .unwrap_or(0) as u16;
            mv.from as u16 | (mv.to as u16) << 6 | promo << 12
        }
    }
}

pub(super) fn decode_move(bits: u16) -> Option<Move> {
    if bits == 0 {
        return None;
    }
    Some(Move {
        from: Square::index((bits & 63) as usize),
        to: Square::index((bits >> 6 & 63) as usize),
        promotion: PROMOTIONS[((bits >> 12) as usize).min(4)],
    })
}
