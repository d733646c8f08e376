//! Static-evaluation correction: how far searches found the evaluation off, remembered per pawn
//! structure, per material signature and per placement of each side's other pieces, and added to
//! later evaluations of positions that share them. A structure the evaluation misjudges (a
//! blocked centre it scores too high, an imbalance it undervalues) is then misjudged less in the
//! pruning decisions that trust the evaluation.

use crate::board::{Board, Color, Piece, Position};
use crate::eval::PawnTable;
use crate::learn::ordering::{CORRECTION_BOUND, CORRECTION_CELLS};

const SLOTS: usize = 1 << 14;
/// Entries hold centipawns times this, so that small steps still move them.
const GRAIN: i32 = 256;
/// No entry corrects by more than this many centipawns (all four together, 1.5 times this).
const LIMIT: i32 = 96;
const _: () = assert!(LIMIT * GRAIN == CORRECTION_BOUND as i32 && CORRECTION_CELLS == 8 * SLOTS);

/// Four tables (the pawn key's, the material signature's, and one for each side's pieces other
/// than pawns), each per side to move, in one vector laid out as a persisted analysis keeps it
/// (`learn::ordering`).
pub struct Correction {
    cells: Vec<i16>,
}

/// A cheap mix of one side's pieces other than pawns (computed, not kept in `Position`).
#[inline(always)]
fn non_pawn_key(b: &Board, color: Color) -> u64 {
    const MIX: [u64; 5] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0xD6E8_FEB8_6659_FD93,
        0xFF51_AFD7_ED55_8CCD,
    ];
    let mut h = 0u64;
    for (i, piece) in [
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ]
    .into_iter()
    .enumerate()
    {
        h ^= b.colored_pieces(color, piece).0.wrapping_mul(MIX[i]);
    }
    h.rotate_left(31).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The cells of `pos` in the pawn table, the material table and the two non-pawn tables.
#[inline(always)]
fn cells(pos: &Position) -> [usize; 4] {
    let b = pos.board();
    let pawns = PawnTable::key(
        b.colored_pieces(Color::White, Piece::Pawn).0,
        b.colored_pieces(Color::Black, Piece::Pawn).0,
    );
    let material = pos
        .state()
        .material()
        .signature()
        .raw()
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let shift = 64 - SLOTS.trailing_zeros();
    let side = pos.side_to_move() as usize;
    [
        side * SLOTS + (pawns >> shift) as usize,
        (2 + side) * SLOTS + (material >> shift) as usize,
        (4 + side) * SLOTS + (non_pawn_key(b, Color::White) >> shift) as usize,
        (6 + side) * SLOTS + (non_pawn_key(b, Color::Black) >> shift) as usize,
    ]
}

impl Correction {
    pub fn new() -> Self {
        Self {
            cells: vec![0; CORRECTION_CELLS],
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.cells.fill(0);
    }

    /// The correction for `pos`, in centipawns (side to move's view): half the pawn cell, half the
    /// material cell, and a quarter of each non-pawn cell.
    #[inline]
    pub fn of(&self, pos: &Position) -> i32 {
        let [p, m, w, b] = cells(pos);
        let pieces = (i32::from(self.cells[w]) + i32::from(self.cells[b])) / 2;
        (i32::from(self.cells[p]) + i32::from(self.cells[m]) + pieces) / (2 * GRAIN)
    }

    /// A search of `pos` to `depth` found `found` where the uncorrected evaluation said
    /// `static_eval`: its cells move toward the difference, faster for deeper searches.
    pub fn update(&mut self, pos: &Position, depth: i32, static_eval: i32, found: i32) {
        let target = (found - static_eval).clamp(-LIMIT, LIMIT) * GRAIN;
        let weight = (depth + 1).min(16);
        for i in cells(pos) {
            let e = i32::from(self.cells[i]);
            self.cells[i] = ((e * (256 - weight) + target * weight) / 256) as i16;
        }
    }

    /// The tables, to keep with a persisted analysis.
    pub fn snapshot(&self) -> Vec<i16> {
        self.cells.clone()
    }

    /// Takes the tables of a persisted analysis.
    pub fn restore(&mut self, cells: &[i16]) {
        self.cells.copy_from_slice(cells);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn corrections_follow_the_searches_within_their_limit_and_per_side() {
        let white = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let black = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4");
        let mut c = Correction::new();
        assert_eq!(c.of(&white), 0);
        for _ in 0..200 {
            c.update(&white, 12, 30, 80);
        }
        // Each cell settles at the error, 50: half of each of two, a quarter of each of two.
        assert!((74..=75).contains(&c.of(&white)), "{}", c.of(&white));
        // The other side to move has tables of its own.
        assert_eq!(c.of(&black), 0);
        // Far off: held to the limit.
        for _ in 0..200 {
            c.update(&black, 20, 0, -900);
        }
        assert_eq!(c.of(&black), -3 * LIMIT / 2 + 1);
        // A shallow search moves an entry less than a deep one.
        let (mut shallow, mut deep) = (Correction::new(), Correction::new());
        shallow.update(&white, 1, 0, 90);
        deep.update(&white, 15, 0, 90);
        assert!(shallow.of(&white) < deep.of(&white));
        // Kept with an analysis and restored: the same corrections.
        let mut restored = Correction::new();
        restored.restore(&c.snapshot());
        assert_eq!(
            (restored.of(&white), restored.of(&black)),
            (c.of(&white), c.of(&black))
        );
        c.clear();
        assert_eq!((c.of(&white), c.of(&black)), (0, 0));
    }

    #[test]
    fn positions_share_the_corrections_of_their_pawns_material_and_pieces() {
        let mut c = Correction::new();
        let a = pos("4k3/pp3ppp/8/8/8/8/PP3PPP/R3K3 w - - 0 1");
        let moved_rook = pos("4k3/pp3ppp/8/8/8/8/PP3PPP/3RK3 w - - 0 1");
        let other_pawns = pos("4k3/pp3ppp/8/8/8/P7/1P3PPP/R3K3 w - - 0 1");
        for _ in 0..100 {
            c.update(&a, 10, 0, 60);
        }
        // The cells of `a` settle near 59 (of 60): all four of them count, 59 × 1.5.
        assert_eq!(c.of(&a), 88);
        // Pawns, material and Black's pieces shared (White's rook moved): 59 / 2 × 2 + 59 / 4.
        assert_eq!(c.of(&moved_rook), 74);
        // Material and both sides' pieces shared, other pawns: 59 / 2 + 59 / 4 × 2.
        assert_eq!(c.of(&other_pawns), 59);
    }
}
