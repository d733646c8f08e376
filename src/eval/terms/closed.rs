//! How the pieces fit the pawn structure: knights and rooks in closed positions, knights within
//! reach of an outpost, rooks behind their own blocked pawns, bishops against enemy pawns and
//! behind a blocked centre, space worth more with more pieces to use it, and a queen where no
//! pawn can drive her away.

use crate::eval::bits::up;
use crate::eval::params::{
    BAD_BISHOP_BLOCKED, BISHOP_XRAY_PAWNS, CLOSED_PIECE, QUEEN_INFILTRATION, REACHABLE_OUTPOST,
    ROOK_CLOSED_FILE, SPACE_PIECES,
};
use crate::eval::{Group, Info, Sink};
use slate_board::{BitBoard, Board, Color, Piece};

/// Files c to f.
const CENTRE_FILES: u64 = 0x3c3c_3c3c_3c3c_3c3c;

/// `c`'s fourth to sixth ranks.
fn outpost_ranks(c: Color) -> u64 {
    match c {
        Color::White => 0x0000_ffff_ff00_0000,
        Color::Black => 0x0000_00ff_ffff_0000,
    }
}

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    let white_pawns = info.pawns[Color::White as usize].0;
    let black_pawns = info.pawns[Color::Black as usize].0;
    let locked = (up(Color::White, white_pawns) & black_pawns).count_ones() as i32;
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let own = info.pawns[us].0;
        let enemy = info.pawns[them].0;
        let enemy_span = info.pawn_span[them].0;
        let knights = b.colored_pieces(c, Piece::Knight);
        let bishops = b.colored_pieces(c, Piece::Bishop);
        let rooks = b.colored_pieces(c, Piece::Rook);
        let queens = b.colored_pieces(c, Piece::Queen);

        sink.add(
            Group::Pieces,
            c,
            CLOSED_PIECE,
            knights.len() as i32 * locked,
        );
        sink.add(
            Group::Pieces,
            c,
            CLOSED_PIECE + 1,
            rooks.len() as i32 * locked,
        );

        let outposts = outpost_ranks(c) & info.pawn_attacks[us].0 & !enemy_span & !b.colors(c).0;
        for sq in knights {
            if cozy_chess::get_knight_moves(sq).0 & outposts != 0 {
                sink.add(Group::Pieces, c, REACHABLE_OUTPOST, 1);
            }
        }

        let blocked = own
            & match c {
                Color::White => info.occupied.0 >> 8,
                Color::Black => info.occupied.0 << 8,
            };
        for sq in rooks {
            if sq.file().bitboard().0 & blocked != 0 {
                sink.add(Group::Pieces, c, ROOK_CLOSED_FILE, 1);
            }
        }

        let blocked_centre = (blocked & CENTRE_FILES).count_ones() as i32;
        for sq in bishops {
            let diagonals = cozy_chess::get_bishop_moves(sq, BitBoard::EMPTY).0;
            sink.add(
                Group::Pieces,
                c,
                BISHOP_XRAY_PAWNS,
                (diagonals & enemy).count_ones() as i32,
            );
            let colour = if BitBoard::DARK_SQUARES.has(sq) {
                BitBoard::DARK_SQUARES.0
            } else {
                BitBoard::LIGHT_SQUARES.0
            };
            sink.add(
                Group::Pieces,
                c,
                BAD_BISHOP_BLOCKED,
                (own & colour).count_ones() as i32 * blocked_centre,
            );
        }

        let enemy_half = !camp_of(c);
        for sq in queens {
            if enemy_half & sq.bitboard().0 != 0 && enemy_span & sq.bitboard().0 == 0 {
                sink.add(Group::Pieces, c, QUEEN_INFILTRATION, 1);
            }
        }

        let pieces = (knights | bishops | rooks | queens).len() as i32;
        sink.add(Group::Pieces, c, SPACE_PIECES, info.space[us] * pieces);
    }
}

/// `c`'s own half of the board.
fn camp_of(c: Color) -> u64 {
    match c {
        Color::White => 0x0000_0000_ffff_ffff,
        Color::Black => 0xffff_ffff_0000_0000,
    }
}
