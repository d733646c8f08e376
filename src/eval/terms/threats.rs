//! Threats: enemy pieces attacked by pawns, minors or rooks, and enemy pieces attacked but not
//! defended, credited to the attacker by victim kind; enemy pieces a safe pawn push would attack.

use crate::board::{BitBoard, Board, Color, Piece, Rank};
use crate::eval::bits::{pawn_attacks, up};
use crate::eval::params::{HANGING, PUSH_THREAT, THREAT_MINOR, THREAT_PAWN, THREAT_ROOK};
use crate::eval::{Group, Info, Sink};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let by_minor = info.attacked_by[us][Piece::Knight as usize]
            | info.attacked_by[us][Piece::Bishop as usize];
        let by_rook = info.attacked_by[us][Piece::Rook as usize];
        let undefended = info.attacked[us] & !info.attacked[them];
        sink.add(Group::Threats, c, PUSH_THREAT, push_threats(b, info, c));
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

/// Enemy pieces (neither pawns nor the king) not yet attacked by a pawn that one of `c`'s pawns
/// would attack after a single or double push to a square enemy pawns do not attack and the
/// enemy's pieces do not hold alone.
fn push_threats(b: &Board, info: &Info, c: Color) -> i32 {
    let (us, them) = (c as usize, !c as usize);
    let empty = !info.occupied.0;
    let single = up(c, info.pawns[us].0) & empty;
    let double = up(c, single & Rank::Third.relative_to(c).bitboard().0) & empty;
    let safe = !info.pawn_attacks[them].0 & (info.attacked[us].0 | !info.attacked[them].0);
    let pushed = BitBoard((single | double) & safe);
    let targets = b.colors(!c).0
        & !b.colored_pieces(!c, Piece::Pawn).0
        & !b.colored_pieces(!c, Piece::King).0
        & !info.pawn_attacks[us].0;
    (pawn_attacks(c, pushed).0 & targets).count_ones() as i32
}
