//! The Strelka-style material index: a mixed-radix number over the "usual" constellations.
//!
//! Each side may have 0–8 pawns, 0–2 knights, bishops and rooks, and 0–1 queen, so there are
//! 9·9·3⁶·2·2 = 236,196 constellations. Every (colour, piece kind) has a weight, the product of the
//! radices before it, and the index is the sum of count × weight: a capture or promotion adds or
//! subtracts one weight.

use super::signature::{COUNTED_PIECES, MaterialCounts, SideCounts};
use slate_board::{Color, Piece};

/// The largest count per side the table covers, for pawns, knights, bishops, rooks and queens.
pub const TABLE_MAX: [u8; 5] = [8, 2, 2, 2, 1];

/// Number of constellations in the material table.
pub const TABLE_LEN: usize = {
    let mut len = 1;
    let mut i = 0;
    while i < 5 {
        len *= (TABLE_MAX[i] as usize + 1) * (TABLE_MAX[i] as usize + 1);
        i += 1;
    }
    len
};

/// Weights in radix order: White's pawns, Black's pawns, White's knights, ... Black's queens.
const WEIGHTS: [[u32; 2]; 5] = {
    let mut w = [[0; 2]; 5];
    let mut place = 1u32;
    let mut i = 0;
    while i < 5 {
        let radix = TABLE_MAX[i] as u32 + 1;
        w[i][0] = place;
        place *= radix;
        w[i][1] = place;
        place *= radix;
        i += 1;
    }
    w
};

/// The weight one `piece` of `color` adds to the index (0 for the king).
#[inline(always)]
pub const fn weight(color: Color, piece: Piece) -> u32 {
    match piece {
        Piece::King => 0,
        _ => WEIGHTS[piece as usize][color as usize],
    }
}

/// Whether one side's counts are all within the table's range.
#[inline(always)]
pub fn side_in_range(side: SideCounts) -> bool {
    side.as_array()
        .iter()
        .zip(TABLE_MAX)
        .all(|(&count, max)| count <= max)
}

/// How many men lie beyond the table's range on one side (a third knight counts one, a fourth two).
pub fn side_excess(side: SideCounts) -> u8 {
    side.as_array()
        .iter()
        .zip(TABLE_MAX)
        .map(|(&count, max)| count.saturating_sub(max))
        .sum()
}

/// A slot of the material table: always below [`TABLE_LEN`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MaterialIndex(u32);

impl MaterialIndex {
    /// The index of a constellation, or `None` when it is outside the table.
    pub fn from_counts(counts: &MaterialCounts) -> Option<Self> {
        if !side_in_range(counts.white) || !side_in_range(counts.black) {
            return None;
        }
        Some(Self(weighted_sum(counts)))
    }

    /// Trusted: `value` is a weighted sum of in-range counts.
    #[inline(always)]
    pub(crate) const fn from_valid_sum(value: u32) -> Self {
        debug_assert!((value as usize) < TABLE_LEN);
        Self(value)
    }

    /// The slot numbered `value`, if there is one.
    pub const fn new(value: usize) -> Option<Self> {
        if value < TABLE_LEN {
            Some(Self(value as u32))
        } else {
            None
        }
    }

    #[inline(always)]
    /// The index as a table position.
    pub const fn get(self) -> usize {
        self.0 as usize
    }

    /// The constellation back from its index.
    pub fn counts(self) -> MaterialCounts {
        let mut rest = self.0;
        let mut sides = [[0u8; 5]; 2];
        for (i, max) in TABLE_MAX.iter().enumerate() {
            let radix = u32::from(*max) + 1;
            for side in &mut sides {
                side[i] = (rest % radix) as u8;
                rest /= radix;
            }
        }
        let side = |c: [u8; 5]| SideCounts::new(c).expect("table counts fit a nibble");
        MaterialCounts::new(side(sides[0]), side(sides[1]))
    }

    /// Every slot, in order.
    pub fn all() -> impl Iterator<Item = MaterialIndex> {
        (0..TABLE_LEN as u32).map(MaterialIndex)
    }
}

/// Sum of count × weight over all counts, in range or not (out of range it aliases: callers check).
pub fn weighted_sum(counts: &MaterialCounts) -> u32 {
    let mut sum = 0;
    for color in Color::ALL {
        let side = counts.side(color);
        for piece in COUNTED_PIECES {
            sum += u32::from(side.get(piece)) * weight(color, piece);
        }
    }
    sum
}
