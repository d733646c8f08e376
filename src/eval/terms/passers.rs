//! Passed pawns beyond their rank bonus (which is in the pawn hash): king distances to the stop
//! square, a stop square the enemy does not hold, a free path to promotion, a rook behind it, and
//! the square rule against a king without pieces.

use crate::eval::bits::{distance, forward, forward_file, rel_rank};
use crate::eval::params::{
    PASSER_ENEMY_KING, PASSER_FREE, PASSER_OWN_KING, PASSER_SAFE_STOP, ROOK_BEHIND_PASSER,
    UNSTOPPABLE,
};
use crate::eval::{Group, Info, Sink};
use slate_board::{Board, Color, Piece, Rank, Square};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let enemy_has_pieces =
            b.colors(!c) != (b.colored_pieces(!c, Piece::Pawn) | b.colored_pieces(!c, Piece::King));
        for sq in info.passed[us] {
            let r = rel_rank(c, sq);
            let Some(stop) = forward(c, sq) else {
                continue;
            };
            sink.add(
                Group::Passers,
                c,
                PASSER_OWN_KING + r,
                distance(info.king[us], stop),
            );
            sink.add(
                Group::Passers,
                c,
                PASSER_ENEMY_KING + r,
                distance(info.king[them], stop),
            );
            if !info.attacked[them].has(stop) && !b.colors(!c).has(stop) {
                sink.add(Group::Passers, c, PASSER_SAFE_STOP + r, 1);
            }
            // A rook behind the passer on its file: an own rook escorts it, an enemy one
            // attacks it and reaches its path.
            let behind = sq.file().bitboard().0 & !forward_file(c, sq);
            let rooks_behind = cozy_chess::get_rook_moves(sq, info.occupied).0 & behind;
            for (k, side) in [c, !c].into_iter().enumerate() {
                if rooks_behind & b.colored_pieces(side, Piece::Rook).0 != 0 {
                    sink.add(Group::Passers, c, ROOK_BEHIND_PASSER + k, 1);
                }
            }
            let free = forward_file(c, sq) & info.occupied.0 == 0;
            if free {
                sink.add(Group::Passers, c, PASSER_FREE + r, 1);
            }
            if free && !enemy_has_pieces {
                // The square rule: the pawn needs `moves` moves (one fewer from its first rank);
                // the defending king gets one tempo more when it is to move.
                let promotion = Square::new(sq.file(), Rank::Eighth.relative_to(c));
                let moves = (7 - r as i32) - i32::from(r == 1);
                let tempo = i32::from(b.side_to_move() != c);
                if distance(info.king[them], promotion) - tempo > moves {
                    sink.add(Group::Passers, c, UNSTOPPABLE, 1);
                }
            }
        }
    }
}
