//! Threats: enemy pieces attacked by pawns, minors or rooks, and enemy pieces attacked but not
//! defended, credited to the attacker by victim kind.

use crate::board::{Board, Color, Piece};
use crate::eval::params::{HANGING, THREAT_MINOR, THREAT_PAWN, THREAT_ROOK};
use crate::eval::{Group, Info, Sink};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let by_minor = info.attacked_by[us][Piece::Knight as usize]
            | info.attacked_by[us][Piece::Bishop as usize];
        let by_rook = info.attacked_by[us][Piece::Rook as usize];
        let undefended = info.attacked[us] & !info.attacked[them];
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
