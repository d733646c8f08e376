//! Threats: enemy pieces attacked by pawns, minors or rooks, enemy pieces attacked but not
//! defended, credited to the attacker by victim kind, and enemy pieces a safe pawn push would
//! attack.

use crate::board::{BitBoard, Board, Color, Piece, Rank};
use crate::eval::bits::{pawn_attacks, shift_forward};
use crate::eval::params::{HANGING, THREAT_MINOR, THREAT_PAWN, THREAT_PUSH, THREAT_ROOK};
use crate::eval::{Group, Info, Sink};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let by_minor = info.attacked_by[us][Piece::Knight as usize]
            | info.attacked_by[us][Piece::Bishop as usize];
        let by_rook = info.attacked_by[us][Piece::Rook as usize];
        let undefended = info.attacked[us] & !info.attacked[them];

        // Pushes to squares no enemy pawn takes and that are not given away to a piece.
        let empty = !info.occupied.0;
        let single = shift_forward(c, info.pawns[us].0) & empty;
        let double = shift_forward(c, single & Rank::Third.relative_to(c).bitboard().0) & empty;
        let safe = !info.pawn_attacks[them].0 & (info.attacked[us].0 | !info.attacked[them].0);
        let pushed = BitBoard((single | double) & safe);
        let targets = b.colors(!c) & !b.pieces(Piece::Pawn) & !b.pieces(Piece::King);
        sink.add(
            Group::Threats,
            c,
            THREAT_PUSH,
            (pawn_attacks(c, pushed) & targets & !info.pawn_attacks[us]).len() as i32,
        );
        for victim in [
            Piece::Pawn,
            Piece::Knight,
            Piece::Bishop,
            Piece::Rook,
            Piece::Queen,
        ] {
            let v = b.colored_pieces(!c, victim);
            if v.is_empty() {
                continue;
            }
            let k = victim as usize;
            if victim != Piece::Pawn {
                sink.add(
                    Group::Threats,
                    c,
                    THREAT_PAWN + k,
                    (v & info.pawn_attacks[us]).len() as i32,
                );
            }
            sink.add(
                Group::Threats,
                c,
                THREAT_MINOR + k,
                (v & by_minor).len() as i32,
            );
            sink.add(
                Group::Threats,
                c,
                THREAT_ROOK + k,
                (v & by_rook).len() as i32,
            );
            sink.add(
                Group::Threats,
                c,
                HANGING + k,
                (v & undefended).len() as i32,
            );
        }
    }
}
