//! Polyglot-compatible Zobrist keys.
//!
//! Slate keeps its own key instead of cozy-chess's, so that the transposition table, the learning
//! store and Polyglot books all speak the same key. `key_from_scratch` is the reference; the
//! incremental update in [`super::Position::play`] must always agree with it.

use super::polyglot_random::RANDOM64;
use cozy_chess::{Board, Color, File, Piece, Rank, Square};

const CASTLE_OFFSET: usize = 768;
const EP_OFFSET: usize = 772;
const TURN_OFFSET: usize = 780;

/// Polyglot orders pieces pawn, knight, bishop, rook, queen, king with black before white.
#[inline(always)]
pub fn piece_square(piece: Piece, color: Color, sq: Square) -> u64 {
    let kind = 2 * piece as usize + (color == Color::White) as usize;
    RANDOM64[64 * kind + sq as usize]
}

/// The key of one castling right; `short` is the king-side (h-side) right.
#[inline(always)]
pub fn castle_right(color: Color, short: bool) -> u64 {
    let idx = match (color, short) {
        (Color::White, true) => 0,
        (Color::White, false) => 1,
        (Color::Black, true) => 2,
        (Color::Black, false) => 3,
    };
    RANDOM64[CASTLE_OFFSET + idx]
}

/// The key of the side to move: Polyglot xors it in when White is to move.
#[inline(always)]
pub fn white_to_move() -> u64 {
    RANDOM64[TURN_OFFSET]
}

/// All castling keys of a board, xored together.
#[inline(always)]
pub fn castling(board: &Board) -> u64 {
    let mut k = 0;
    for color in Color::ALL {
        let rights = board.castle_rights(color);
        if rights.short.is_some() {
            k ^= castle_right(color, true);
        }
        if rights.long.is_some() {
            k ^= castle_right(color, false);
        }
    }
    k
}

/// The en-passant key. Polyglot counts the en-passant file only when a pawn of the side to move
/// stands beside the pawn that just made a double step (a pseudo-legal capture exists).
#[inline(always)]
pub fn en_passant(board: &Board) -> u64 {
    let Some(file) = board.en_passant() else {
        return 0;
    };
    let us = board.side_to_move();
    let rank = Rank::Fifth.relative_to(us);
    let our_pawns = board.colored_pieces(us, Piece::Pawn);
    let mut beside = false;
    if file > File::A {
        beside |= our_pawns.has(Square::new(File::index(file as usize - 1), rank));
    }
    if file < File::H {
        beside |= our_pawns.has(Square::new(File::index(file as usize + 1), rank));
    }
    if beside {
        RANDOM64[EP_OFFSET + file as usize]
    } else {
        0
    }
}

/// The full key computed from scratch: the reference for the incremental update.
pub fn key_from_scratch(board: &Board) -> u64 {
    let mut k = 0;
    for color in Color::ALL {
        for piece in Piece::ALL {
            for sq in board.colored_pieces(color, piece) {
                k ^= piece_square(piece, color, sq);
            }
        }
    }
    k ^= castling(board);
    k ^= en_passant(board);
    if board.side_to_move() == Color::White {
        k ^= white_to_move();
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(fen: &str) -> u64 {
        key_from_scratch(&Board::from_fen(fen, false).unwrap())
    }

    /// Reference keys published with the Polyglot book format (the sequence 1.e4 d5 2.e5 f5 3.Ke2 Kf7
    /// and 1.a4 b5 2.h4 b4 3.c4 bxc3 4.Ra3).
    pub(crate) const PUBLISHED: [(&str, u64); 9] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            0x463b96181691fc9c,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            0x823c9b50fd114196,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            0x0756b94461c50fb0,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            0x662fafb965db29d4,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            0x22a48b5a8e47ff78,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3",
            0x652a607ca3f242c1,
        ),
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4",
            0x00fdd303c946bdd9,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
            0x3c8123ea7b067637,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4",
            0x5c3f9b829b279560,
        ),
    ];

    #[test]
    fn published_polyglot_keys_from_fen() {
        for (fen, want) in PUBLISHED {
            assert_eq!(key(fen), want, "{fen}");
        }
    }

    #[test]
    fn en_passant_counts_only_with_a_capturer() {
        // After 1.e4 the e3 square is not attackable: the key equals the one without it.
        let with = key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let without = key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(with, without);
    }
}
