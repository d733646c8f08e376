//! Threats: enemy pieces attacked by pawns, minors or rooks, and enemy pieces attacked but not
//! defended, credited to the attacker by victim kind; enemy pieces a safe pawn push would attack;
//! enemy pieces next to the king; contested squares; squares from which to attack the queen.

use crate::eval::bits::{pawn_attacks, up};
use crate::eval::params::{
    HANGING, KNIGHT_ON_QUEEN, PUSH_THREAT, RESTRICTED, SLIDER_ON_QUEEN, THREAT_KING, THREAT_MINOR,
    THREAT_PAWN, THREAT_ROOK,
};
use crate::eval::{Group, Info, Sink};
use slate_board::{BitBoard, Board, Color, Piece, Rank};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let by_minor = info.attacked_by[us][Piece::Knight as usize]
            | info.attacked_by[us][Piece::Bishop as usize];
        let by_rook = info.attacked_by[us][Piece::Rook as usize];
        let undefended = info.attacked[us] & !info.attacked[them];
        sink.add(Group::Threats, c, PUSH_THREAT, push_threats(b, info, c));
        let enemies = b.colors(!c) & !b.colored_pieces(!c, Piece::King);
        sink.add(
            Group::Threats,
            c,
            THREAT_KING,
            (enemies & info.attacked_by[us][Piece::King as usize]).len() as i32,
        );
        let contested = info.attacked[us] & info.attacked[them] & !info.pawn_attacks[them];
        sink.add(Group::Threats, c, RESTRICTED, contested.len() as i32);
        // Squares from which a minor or rook would attack a lone enemy queen next move.
        let queens = b.colored_pieces(!c, Piece::Queen);
        if queens.len() == 1 {
            let q = queens.next_square().expect("one queen");
            let safe = !info.pawn_attacks[them] & !b.colors(c);
            let knight = cozy_chess::get_knight_moves(q)
                & info.attacked_by[us][Piece::Knight as usize]
                & safe;
            sink.add(Group::Threats, c, KNIGHT_ON_QUEEN, knight.len() as i32);
            let sliders = (cozy_chess::get_bishop_moves(q, info.occupied)
                & info.attacked_by[us][Piece::Bishop as usize])
                | (cozy_chess::get_rook_moves(q, info.occupied)
                    & info.attacked_by[us][Piece::Rook as usize]);
            sink.add(
                Group::Threats,
                c,
                SLIDER_ON_QUEEN,
                (sliders & safe).len() as i32,
            );
        }
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
