//! Rooks on open and half-open files and on the seventh rank; knight and bishop outposts and
//! minors shielded by a pawn in front; bishops hemmed in by their own pawns on their square
//! colour; space behind the own pawns.

use crate::board::{BitBoard, Board, Color, Piece, Rank};
use crate::eval::bits::{attack_span, rel_rank, shift_back};
use crate::eval::params::{
    BAD_BISHOP, BISHOP_OUTPOST, KNIGHT_OUTPOST, MINOR_BEHIND_PAWN, ROOK_OPEN, ROOK_SEMI_OPEN,
    ROOK_SEVENTH, SPACE,
};
use crate::eval::{Group, Info, Sink};

/// Files c to f.
const CENTER_FILES: u64 = 0x3c3c_3c3c_3c3c_3c3c;

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let own_pawns = info.pawns[us];
        let enemy_pawns = info.pawns[them];
        for sq in b.colored_pieces(c, Piece::Rook) {
            let file = sq.file().bitboard();
            if (file & own_pawns).is_empty() {
                let param = if (file & enemy_pawns).is_empty() {
                    ROOK_OPEN
                } else {
                    ROOK_SEMI_OPEN
                };
                sink.add(Group::Pieces, c, param, 1);
            }
            // The seventh matters when it holds enemy pawns or confines the enemy king.
            let seventh = Rank::Seventh.relative_to(c).bitboard();
            let eighth = Rank::Eighth.relative_to(c).bitboard();
            if rel_rank(c, sq) == 6
                && (!(enemy_pawns & seventh).is_empty() || eighth.has(info.king[them]))
            {
                sink.add(Group::Pieces, c, ROOK_SEVENTH, 1);
            }
        }
        for (piece, param) in [
            (Piece::Knight, KNIGHT_OUTPOST),
            (Piece::Bishop, BISHOP_OUTPOST),
        ] {
            for sq in b.colored_pieces(c, piece) {
                let r = rel_rank(c, sq);
                if (3..=5).contains(&r)
                    && info.pawn_attacks[us].has(sq)
                    && enemy_pawns.0 & attack_span(c, sq) == 0
                {
                    sink.add(Group::Pieces, c, param, 1);
                }
            }
        }
        for sq in b.colored_pieces(c, Piece::Bishop) {
            let colour = if BitBoard::DARK_SQUARES.has(sq) {
                BitBoard::DARK_SQUARES
            } else {
                BitBoard::LIGHT_SQUARES
            };
            sink.add(
                Group::Pieces,
                c,
                BAD_BISHOP,
                (own_pawns & colour).len() as i32,
            );
        }
        let minors = b.colored_pieces(c, Piece::Knight) | b.colored_pieces(c, Piece::Bishop);
        let behind_pawns = BitBoard(shift_back(c, (own_pawns | enemy_pawns).0));
        sink.add(
            Group::Pieces,
            c,
            MINOR_BEHIND_PAWN,
            (minors & behind_pawns).len() as i32,
        );

        // Space: central squares of the own second to fourth ranks that no enemy pawn attacks,
        // those behind an own pawn counted twice.
        let own_half = match c {
            Color::White => 0x0000_0000_ffff_ff00,
            Color::Black => 0x00ff_ffff_0000_0000,
        };
        let safe = CENTER_FILES & own_half & !own_pawns.0 & !info.pawn_attacks[them].0;
        let mut behind = shift_back(c, own_pawns.0);
        behind |= shift_back(c, behind);
        behind |= shift_back(c, behind);
        sink.add(
            Group::Pieces,
            c,
            SPACE,
            (safe.count_ones() + (safe & behind).count_ones()) as i32,
        );
    }
}
