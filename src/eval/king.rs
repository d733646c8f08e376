//! King safety: attack units on the king zone (gathered by the mobility pass) looked up in a tuned
//! danger table, each kind of safe check the enemy has, squares of the zone the enemy attacks and
//! only the king or queen defends, enemy attacks on the king's flank, pawn shield and storm on the
//! king's three files, open files beside the king, a flank without pawns, and the king's distance
//! to its pawns.

use super::bits::{
    camp, distance, files_around, forward, forward_ranks, king_flank, nearest_ahead,
};
use super::params::{
    BLOCKED_STORM, KING_DANGER, KING_DANGER_LEN, KING_FLANK_ATTACK, KING_OPEN_FILE,
    KING_PAWN_DISTANCE, KING_SAFE_CHECK, KING_WEAK_ZONE, PAWNLESS_FLANK, SHIELD, STORM,
};
use super::{Group, Info, Sink};
use slate_board::{Board, Color, Piece};

/// Extra units for each kind of safe check (knight, bishop-line, rook-line) the attacker has.
const SAFE_CHECK_UNITS: i32 = 3;

/// Everything but the [`shelter`] (which the caller adds, from the pawn hash table or computed).
pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let ksq = info.king[us];

        // Danger: units from the attackers, safe checks, halved without an enemy queen (a
        // table lookup keeps it linear in the weights for the tuner).
        let safe = !info.attacked[us] & !b.colors(!c);
        let by = &info.attacked_by[them];
        let knight_checks = cozy_chess::get_knight_moves(ksq) & by[Piece::Knight as usize];
        let bishop_lines = cozy_chess::get_bishop_moves(ksq, info.occupied);
        let rook_lines = cozy_chess::get_rook_moves(ksq, info.occupied);
        let queen = by[Piece::Queen as usize];
        let diagonal = bishop_lines & (by[Piece::Bishop as usize] | queen);
        let straight = rook_lines & (by[Piece::Rook as usize] | queen);
        let mut units = info.king_units[us];
        for checks in [knight_checks, diagonal, straight] {
            if !(checks & safe).is_empty() {
                units += SAFE_CHECK_UNITS;
            }
        }
        // The same checks by the checking piece's kind, as weights of their own.
        for (k, checks) in [
            knight_checks,
            bishop_lines & by[Piece::Bishop as usize],
            rook_lines & by[Piece::Rook as usize],
            (bishop_lines | rook_lines) & queen,
        ]
        .into_iter()
        .enumerate()
        {
            if !(checks & safe).is_empty() {
                sink.add(Group::King, c, KING_SAFE_CHECK + k, 1);
            }
        }
        // Zone squares the enemy attacks that no pawn, minor or rook of ours defends.
        let guards = info.attacked_by[us][Piece::Pawn as usize]
            | info.attacked_by[us][Piece::Knight as usize]
            | info.attacked_by[us][Piece::Bishop as usize]
            | info.attacked_by[us][Piece::Rook as usize];
        let weak = info.king_zone[us] & info.attacked[them] & !guards;
        sink.add(Group::King, c, KING_WEAK_ZONE, weak.len() as i32);
        // The enemy's attacks on the king's side of the board.
        let flank = king_flank(ksq.file());
        let flank_attacks = info.attacked[them].0 & flank & camp(c);
        sink.add(
            Group::King,
            c,
            KING_FLANK_ATTACK,
            flank_attacks.count_ones() as i32,
        );
        if b.colored_pieces(!c, Piece::Queen).is_empty() {
            units /= 2;
        }
        let idx = (units.max(0) as usize).min(KING_DANGER_LEN - 1);
        sink.add(Group::King, c, KING_DANGER + idx, 1);
    }
}

/// The king's shelter: pawn shield and storm on the king's file and its neighbours, open files
/// there, a flank without pawns and the king's distance to its pawns. A function of the pawns
/// and the king's square alone, so the pawn hash table keeps it with the pawn structure.
#[inline(always)]
pub fn shelter<S: Sink>(c: Color, info: &Info, sink: &mut S) {
    let us = c as usize;
    let them = !c as usize;
    let ksq = info.king[us];
    if (info.pawns[us].0 | info.pawns[them].0) & king_flank(ksq.file()) == 0 {
        sink.add(Group::King, c, PAWNLESS_FLANK, 1);
    }
    if let Some(d) = info.pawns[us].into_iter().map(|p| distance(ksq, p)).min() {
        sink.add(Group::King, c, KING_PAWN_DISTANCE, d);
    }
    // Shield and storm on the king's file and its neighbours.
    let ahead = forward_ranks(c, ksq.rank());
    let own_pawns = info.pawns[us].0;
    let enemy_pawns = info.pawns[them].0;
    let king_rank = ksq.rank() as i32;
    for file in files_around(ksq.file()) {
        let fb = file.bitboard().0;
        let shield = match nearest_ahead(c, own_pawns & fb & ahead) {
            Some(sq) => ((sq.rank() as i32 - king_rank).unsigned_abs() as usize).min(3) - 1,
            None => 3,
        };
        sink.add(Group::King, c, SHIELD + shield, 1);
        let stormer = nearest_ahead(c, enemy_pawns & fb & ahead);
        let storm = match stormer {
            Some(sq) => ((sq.rank() as i32 - king_rank).unsigned_abs() as usize).min(4) - 1,
            None => 4,
        };
        sink.add(Group::King, c, STORM + storm, 1);
        if stormer
            .and_then(|sq| forward(!c, sq))
            .is_some_and(|s| own_pawns & s.bitboard().0 != 0)
        {
            sink.add(Group::King, c, BLOCKED_STORM, 1);
        }
        if (own_pawns | enemy_pawns) & fb == 0 {
            sink.add(Group::King, c, KING_OPEN_FILE, 1);
        }
    }
}
