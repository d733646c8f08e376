//! Pieces tied to a line: our pieces pinned to our king, our queen in front of an enemy slider
//! with one piece between (a pin or a discovered attack waits), and enemy pieces that only their
//! queen defends (she cannot both guard them and go elsewhere).

use crate::eval::params::{PINNED, WEAK_QUEEN, WEAK_QUEEN_PROTECTION};
use crate::eval::{Group, Info, Sink};
use cozy_chess::{get_between_rays, get_bishop_rays, get_rook_rays};
use slate_board::{BitBoard, Board, Color, Piece, Square};

/// The pieces standing alone between `target` and an enemy slider that could take it on its
/// line (`diagonal` and `straight` are the sliders of each kind).
#[inline(always)]
fn lone_blockers(
    target: Square,
    occupied: BitBoard,
    diagonal: BitBoard,
    straight: BitBoard,
) -> BitBoard {
    let sliders = (get_bishop_rays(target) & diagonal) | (get_rook_rays(target) & straight);
    let mut blockers = BitBoard::EMPTY;
    for s in sliders {
        let between = get_between_rays(target, s) & occupied;
        if between.len() == 1 {
            blockers |= between;
        }
    }
    blockers
}

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let enemy_queens = b.colored_pieces(!c, Piece::Queen);
        let enemy_bishops = b.colored_pieces(!c, Piece::Bishop);
        let enemy_rooks = b.colored_pieces(!c, Piece::Rook);

        let pinned = lone_blockers(
            info.king[us],
            info.occupied,
            enemy_bishops | enemy_queens,
            enemy_rooks | enemy_queens,
        ) & b.colors(c);
        let minors = b.pieces(Piece::Knight) | b.pieces(Piece::Bishop);
        let majors = b.pieces(Piece::Rook) | b.pieces(Piece::Queen);
        sink.add(Group::Threats, c, PINNED, (pinned & minors).len() as i32);
        sink.add(
            Group::Threats,
            c,
            PINNED + 1,
            (pinned & majors).len() as i32,
        );

        for q in b.colored_pieces(c, Piece::Queen) {
            if !lone_blockers(q, info.occupied, enemy_bishops, enemy_rooks).is_empty() {
                sink.add(Group::Threats, c, WEAK_QUEEN, 1);
            }
        }

        let by_them = &info.attacked_by[them];
        let others = by_them[Piece::Pawn as usize]
            | by_them[Piece::Knight as usize]
            | by_them[Piece::Bishop as usize]
            | by_them[Piece::Rook as usize]
            | by_them[Piece::King as usize];
        let queen_only = by_them[Piece::Queen as usize] & !others;
        let targets = b.colors(!c) & !b.pieces(Piece::Pawn) & !b.pieces(Piece::King);
        sink.add(
            Group::Threats,
            c,
            WEAK_QUEEN_PROTECTION,
            (targets & info.attacked[us] & queen_only).len() as i32,
        );
    }
}
