//! The material state a position carries and updates on captures and promotions only.

use super::index::{self, MaterialIndex, TABLE_MAX};
use super::signature::{MaterialCounts, Signature};
use slate_board::{Board, Color, Incremental, Piece, PositionWith, Square};

/// Signature plus table index, kept in step by [`Position::play`](slate_board::Position::play).
///
/// The index is always the plain weighted sum of the counts; it is only a table slot while no
/// count is beyond the table's range, which `excess` tracks. Because the sum is never clamped, it
/// is exact again as soon as the extra piece leaves the board (say the second queen is captured).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MaterialState {
    signature: Signature,
    weighted_sum: u32,
    /// Men beyond the table's range, both sides together (a third knight is one).
    excess: u8,
}

/// A position that keeps only its material state: what a user of this crate alone plays on.
pub type MaterialPosition = PositionWith<MaterialState>;

/// Captures and promotions are the only moves that change material: the rest costs nothing.
impl Incremental for MaterialState {
    #[inline(always)]
    fn from_board(board: &Board) -> Self {
        MaterialState::from_board(board)
    }

    #[inline(always)]
    fn moved(&mut self, color: Color, piece: Piece, _: Square, placed: Piece, _: Square) {
        if placed != piece {
            self.promote(color, placed);
        }
    }

    #[inline(always)]
    fn captured(&mut self, color: Color, piece: Piece, _: Square) {
        self.remove(color, piece);
    }
}

impl MaterialState {
    /// The state of the men on `board`.
    pub fn from_board(board: &Board) -> Self {
        Self::from_counts(&MaterialCounts::from_board(board))
    }

    /// The state of `counts`.
    pub fn from_counts(counts: &MaterialCounts) -> Self {
        Self {
            signature: Signature::from_counts(counts),
            weighted_sum: index::weighted_sum(counts),
            excess: index::side_excess(counts.white) + index::side_excess(counts.black),
        }
    }

    /// The state of the men `signature` encodes.
    pub fn from_signature(signature: Signature) -> Self {
        Self::from_counts(&signature.counts())
    }

    #[inline(always)]
    /// The current signature.
    pub fn signature(&self) -> Signature {
        self.signature
    }

    /// The material table slot, or `None` when some count is beyond the table ("out of range").
    #[inline(always)]
    pub fn table_index(&self) -> Option<MaterialIndex> {
        if self.excess == 0 {
            Some(MaterialIndex::from_valid_sum(self.weighted_sum))
        } else {
            None
        }
    }

    /// `piece` of `color` comes onto the board (a promotion's new piece).
    #[inline(always)]
    pub(crate) fn add(&mut self, color: Color, piece: Piece) {
        let count = self.signature.count(color, piece) + 1;
        if count > TABLE_MAX[piece as usize] {
            self.excess += 1;
        }
        self.signature.add(color, piece);
        self.weighted_sum += index::weight(color, piece);
    }

    /// `piece` of `color` leaves the board (captured, or a pawn promoting).
    #[inline(always)]
    pub(crate) fn remove(&mut self, color: Color, piece: Piece) {
        let count = self.signature.count(color, piece);
        if count > TABLE_MAX[piece as usize] {
            self.excess -= 1;
        }
        self.signature.remove(color, piece);
        self.weighted_sum -= index::weight(color, piece);
    }

    /// A pawn of `color` becomes `piece`.
    #[inline(always)]
    pub(crate) fn promote(&mut self, color: Color, piece: Piece) {
        self.remove(color, Piece::Pawn);
        self.add(color, piece);
    }
}
