//! Piece-square tables, built from a few readable shaping rules rather than typed-in numbers;
//! the evaluation issue replaces them with tuned tables. Tables are from White's side, a1 = 0.

use cozy_chess::Piece;

/// Middlegame and endgame bonus of each piece on each square (White's view).
pub struct Psqt {
    pub mg: [[i16; 64]; 6],
    pub eg: [[i16; 64]; 6],
}

/// Distance from the four centre squares: 0 in the centre, 3 in a corner.
const fn centre_distance(sq: usize) -> i32 {
    let file = (sq % 8) as i32;
    let rank = (sq / 8) as i32;
    let df = if file < 4 { 3 - file } else { file - 4 };
    let dr = if rank < 4 { 3 - rank } else { rank - 4 };
    if df > dr { df } else { dr }
}

const fn manhattan_centre(sq: usize) -> i32 {
    let file = (sq % 8) as i32;
    let rank = (sq / 8) as i32;
    let df = if file < 4 { 3 - file } else { file - 4 };
    let dr = if rank < 4 { 3 - rank } else { rank - 4 };
    df + dr
}

const fn build() -> Psqt {
    let mut mg = [[0i16; 64]; 6];
    let mut eg = [[0i16; 64]; 6];
    let mut sq = 0;
    while sq < 64 {
        let file = (sq % 8) as i32;
        let rank = (sq / 8) as i32;
        let cd = centre_distance(sq);
        let md = manhattan_centre(sq);
        let central_file = file == 3 || file == 4;

        // Pawns: advance, more so in the endgame; central pawns matter early.
        let pawn_mg = [0, 0, 2, 6, 14, 26, 50, 0][rank as usize]
            + if central_file && (rank == 3 || rank == 4) {
                14
            } else {
                0
            }
            + if central_file && rank == 1 { -10 } else { 0 };
        let pawn_eg = [0, 0, 6, 14, 28, 50, 85, 0][rank as usize];
        mg[Piece::Pawn as usize][sq] = pawn_mg as i16;
        eg[Piece::Pawn as usize][sq] = pawn_eg as i16;

        // Knights: strongly central; the rim is dim.
        mg[Piece::Knight as usize][sq] = (18 - 9 * md + if rank >= 4 { 6 } else { 0 }) as i16;
        eg[Piece::Knight as usize][sq] = (12 - 7 * md) as i16;

        // Bishops: mildly central, long diagonals.
        let on_long_diagonal = file == rank || file + rank == 7;
        mg[Piece::Bishop as usize][sq] = (8 - 4 * cd + if on_long_diagonal { 6 } else { 0 }
            - if rank == 0 { 6 } else { 0 }) as i16;
        eg[Piece::Bishop as usize][sq] = (6 - 4 * cd) as i16;

        // Rooks: the seventh rank and the centre files.
        mg[Piece::Rook as usize][sq] =
            (if rank == 6 { 18 } else { 0 } + if file == 3 || file == 4 { 6 } else { 0 }) as i16;
        eg[Piece::Rook as usize][sq] = (if rank == 6 { 10 } else { 0 }) as i16;

        // Queens: a little centralisation, no early adventures in the middlegame.
        mg[Piece::Queen as usize][sq] = (4 - 2 * cd - if rank >= 5 { 4 } else { 0 }) as i16;
        eg[Piece::Queen as usize][sq] = (10 - 5 * cd) as i16;

        // King: sheltered on the back rank near a corner in the middlegame; central later.
        let shelter = [20, 28, 10, -5, -5, 10, 30, 20][file as usize];
        mg[Piece::King as usize][sq] = (shelter - 22 * rank) as i16;
        eg[Piece::King as usize][sq] = (28 - 11 * md) as i16;
        sq += 1;
    }
    Psqt { mg, eg }
}

pub static PSQT: Psqt = build();
