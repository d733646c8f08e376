//! Static-evaluation correction: how far searches found the evaluation off, remembered per pawn
//! structure and per material signature, and added to later evaluations of positions that share
//! them. A structure the evaluation misjudges (a blocked centre it scores too high, an imbalance
//! it undervalues) is then misjudged less in the pruning decisions that trust the evaluation.

use crate::board::{Color, Piece, Position};
use crate::eval::PawnTable;

const SLOTS: usize = 1 << 14;
/// Entries hold centipawns times this, so that small steps still move them.
const GRAIN: i32 = 256;
/// No entry corrects by more than this many centipawns.
const LIMIT: i32 = 96;

/// One table per side to move for the pawn key and one for the material signature.
pub struct Correction {
    pawn: [Vec<i32>; 2],
    material: [Vec<i32>; 2],
}

#[inline(always)]
fn slots(pos: &Position) -> (usize, usize, usize) {
    let b = pos.board();
    let pawns = PawnTable::key(
        b.colored_pieces(Color::White, Piece::Pawn).0,
        b.colored_pieces(Color::Black, Piece::Pawn).0,
    );
    let material = pos
        .material()
        .signature()
        .raw()
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let shift = 64 - SLOTS.trailing_zeros();
    (
        pos.side_to_move() as usize,
        (pawns >> shift) as usize,
        (material >> shift) as usize,
    )
}

impl Correction {
    pub fn new() -> Self {
        Self {
            pawn: [vec![0; SLOTS], vec![0; SLOTS]],
            material: [vec![0; SLOTS], vec![0; SLOTS]],
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        for t in self.pawn.iter_mut().chain(self.material.iter_mut()) {
            t.fill(0);
        }
    }

    /// The correction for `pos`, in centipawns (side to move's view).
    #[inline]
    pub fn of(&self, pos: &Position) -> i32 {
        let (side, p, m) = slots(pos);
        (self.pawn[side][p] + self.material[side][m]) / (2 * GRAIN)
    }

    /// A search of `pos` to `depth` found `found` where the uncorrected evaluation said
    /// `static_eval`: both entries move toward the difference, faster for deeper searches.
    pub fn update(&mut self, pos: &Position, depth: i32, static_eval: i32, found: i32) {
        let (side, p, m) = slots(pos);
        let target = (found - static_eval).clamp(-LIMIT, LIMIT) * GRAIN;
        let weight = (depth + 1).min(16);
        for e in [&mut self.pawn[side][p], &mut self.material[side][m]] {
            *e = (*e * (256 - weight) + target * weight) / 256;
        }
    }
}
