//! Mobility: squares a piece reaches that hold no own pawn or king and no enemy pawn guards.
//! The same pass records every piece's attacks and the attack units on the enemy king zone.

use crate::eval::params::{MOB_BISHOP, MOB_KNIGHT, MOB_QUEEN, MOB_ROOK};
use crate::eval::{Group, Info, Sink};
use slate_board::{BitBoard, Board, Color, Piece};

/// Attack units per attacker on the king zone: knight, bishop, rook, queen.
const ATTACKER_UNITS: [i32; 4] = [2, 2, 3, 5];

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let area = !(info.pawns[us] | b.colored_pieces(c, Piece::King) | info.pawn_attacks[them]);
        let enemy_zone = info.king_zone[them];
        for (k, (piece, base, len)) in [
            (Piece::Knight, MOB_KNIGHT, 9),
            (Piece::Bishop, MOB_BISHOP, 14),
            (Piece::Rook, MOB_ROOK, 15),
            (Piece::Queen, MOB_QUEEN, 28),
        ]
        .into_iter()
        .enumerate()
        {
            for sq in b.colored_pieces(c, piece) {
                let attacks: BitBoard = match piece {
                    Piece::Knight => cozy_chess::get_knight_moves(sq),
                    Piece::Bishop => cozy_chess::get_bishop_moves(sq, info.occupied),
                    Piece::Rook => cozy_chess::get_rook_moves(sq, info.occupied),
                    _ => {
                        cozy_chess::get_bishop_moves(sq, info.occupied)
                            | cozy_chess::get_rook_moves(sq, info.occupied)
                    }
                };
                info.attacked_by[us][piece as usize] |= attacks;
                info.attacked[us] |= attacks;
                let count = ((attacks & area).len() as usize).min(len - 1);
                sink.add(Group::Mobility, c, base + count, 1);
                let hits = (attacks & enemy_zone).len() as i32;
                if hits > 0 {
                    info.king_units[them] += ATTACKER_UNITS[k] + hits;
                }
            }
        }
    }
}
