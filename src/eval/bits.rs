//! Bitboard helpers the terms share, all colour-relative so that every term is symmetric.

use slate_board::{BitBoard, Color, File, Rank, Square};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The rank of `sq` from `color`'s side: 0 is its back rank.
#[inline(always)]
pub fn rel_rank(color: Color, sq: Square) -> usize {
    sq.rank().relative_to(color) as usize
}

/// Every square on ranks strictly in front of `rank` from `color`'s side.
#[inline(always)]
pub fn forward_ranks(color: Color, rank: Rank) -> u64 {
    let r = rank as u32;
    match color {
        Color::White if r >= 7 => 0,
        Color::White => !0u64 << (8 * (r + 1)),
        Color::Black => (1u64 << (8 * r)) - 1,
    }
}

/// The squares in front of `sq` on its file.
#[inline(always)]
pub fn forward_file(color: Color, sq: Square) -> u64 {
    sq.file().bitboard().0 & forward_ranks(color, sq.rank())
}

/// The adjacent files' squares in front of `sq`: where enemy pawns could attack it from.
#[inline(always)]
pub fn attack_span(color: Color, sq: Square) -> u64 {
    sq.file().adjacent().0 & forward_ranks(color, sq.rank())
}

/// Where enemy pawns would stop a pawn on `sq` from being passed.
#[inline(always)]
pub fn passed_span(color: Color, sq: Square) -> u64 {
    forward_file(color, sq) | attack_span(color, sq)
}

/// Squares attacked by the pawns `pawns` of `color`.
#[inline(always)]
pub fn pawn_attacks(color: Color, pawns: BitBoard) -> BitBoard {
    let p = pawns.0;
    BitBoard(match color {
        Color::White => ((p & !FILE_A) << 7) | ((p & !FILE_H) << 9),
        Color::Black => ((p & !FILE_A) >> 9) | ((p & !FILE_H) >> 7),
    })
}

/// `bb` moved one rank towards `color`'s promotion rank.
#[inline(always)]
pub fn up(color: Color, bb: u64) -> u64 {
    match color {
        Color::White => bb << 8,
        Color::Black => bb >> 8,
    }
}

/// The squares up to three ranks behind `pawns`, from `color`'s side.
#[inline(always)]
pub fn behind3(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => (pawns >> 8) | (pawns >> 16) | (pawns >> 24),
        Color::Black => (pawns << 8) | (pawns << 16) | (pawns << 24),
    }
}

/// King distance (Chebyshev).
#[inline(always)]
pub fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file() as i32 - b.file() as i32).abs();
    let dr = (a.rank() as i32 - b.rank() as i32).abs();
    df.max(dr)
}

/// The square one step forward from `sq` for `color`, if on the board.
#[inline(always)]
pub fn forward(color: Color, sq: Square) -> Option<Square> {
    let dr = if color == Color::White { 1 } else { -1 };
    sq.try_offset(0, dr)
}

/// The nearest square of `bb` in front of a piece of `color` (all of `bb` assumed in front).
#[inline(always)]
pub fn nearest_ahead(color: Color, bb: u64) -> Option<Square> {
    if bb == 0 {
        return None;
    }
    let i = match color {
        Color::White => bb.trailing_zeros(),
        Color::Black => 63 - bb.leading_zeros(),
    };
    Some(Square::index(i as usize))
}

/// The king's flank: four files (a–d for a king on a–c, c–f on d–e, e–h on f–h).
#[inline(always)]
pub fn king_flank(file: File) -> u64 {
    const FLANKS: [u64; 8] = [
        FILE_A * 0x0f,
        FILE_A * 0x0f,
        FILE_A * 0x0f,
        FILE_A * 0x3c,
        FILE_A * 0x3c,
        FILE_A * 0xf0,
        FILE_A * 0xf0,
        FILE_A * 0xf0,
    ];
    FLANKS[file as usize]
}

/// `color`'s own five ranks (its first to fifth).
#[inline(always)]
pub fn camp(color: Color) -> u64 {
    match color {
        Color::White => 0x0000_00ff_ffff_ffff,
        Color::Black => 0xffff_ffff_ff00_0000,
    }
}

/// Files `file - 1 ..= file + 1` that exist.
#[inline(always)]
pub fn files_around(file: File) -> impl Iterator<Item = File> {
    let f = file as usize;
    (f.saturating_sub(1)..=(f + 1).min(7)).map(File::index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_are_mirror_images() {
        for sq in Square::ALL {
            let m = sq.flip_rank();
            assert_eq!(
                BitBoard(passed_span(Color::White, sq)).flip_ranks(),
                BitBoard(passed_span(Color::Black, m))
            );
            assert_eq!(
                pawn_attacks(Color::White, sq.bitboard()),
                cozy_chess::get_pawn_attacks(sq, Color::White)
            );
            assert_eq!(
                pawn_attacks(Color::Black, sq.bitboard()),
                cozy_chess::get_pawn_attacks(sq, Color::Black)
            );
        }
        assert_eq!(forward_ranks(Color::White, Rank::Eighth), 0);
        assert_eq!(forward_ranks(Color::Black, Rank::First), 0);
    }
}
