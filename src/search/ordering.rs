//! Move lists and their ordering: the transposition-table move first, then winning and equal
//! captures (most valuable victim, least valuable attacker), killers, the countermove, quiet moves
//! by history, and losing captures last. Fixed-size arrays: no allocation in the search.

use super::history::{Context, History};
use super::see::see_ge;
use crate::board::{BitBoard, Move, Piece, Position, Rank, Square};
use crate::eval::SEE_VALUES;

pub const MAX_MOVES: usize = 256;

const TT_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
const BAD_CAPTURE: i32 = -(1 << 28);

/// A move list with ordering scores. The search keeps one per ply and reuses it, so after the
/// first few nodes no list allocates.
#[derive(Default)]
pub struct MoveList {
    moves: Vec<(Move, i32)>,
    next: usize,
}

pub const NO_MOVE: Move = Move {
    from: Square::A1,
    to: Square::A1,
    promotion: None,
};

impl MoveList {
    pub fn new() -> Self {
        Self {
            moves: Vec::with_capacity(MAX_MOVES),
            next: 0,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    fn push(&mut self, mv: Move) {
        self.moves.push((mv, 0));
    }

    /// All legal moves.
    pub fn generate_all(&mut self, pos: &Position) {
        self.moves.clear();
        self.next = 0;
        pos.board().generate_moves(|pm| {
            for mv in pm {
                self.push(mv);
            }
            false
        });
    }

    /// Captures, en passant and queen promotions; all evasions when in check.
    pub fn generate_tactical(&mut self, pos: &Position) {
        self.moves.clear();
        self.next = 0;
        let b = pos.board();
        if pos.in_check() {
            self.generate_all(pos);
            return;
        }
        let us = b.side_to_move();
        let theirs = b.colors(!us);
        let ep = b.en_passant().map_or(BitBoard::EMPTY, |f| {
            Square::new(f, Rank::Sixth.relative_to(us)).bitboard()
        });
        let promo_rank = Rank::Eighth.relative_to(us).bitboard();
        b.generate_moves(|mut pm| {
            if pm.piece == Piece::Pawn {
                pm.to &= theirs | ep | promo_rank;
            } else {
                pm.to &= theirs;
            }
            for mv in pm {
                if matches!(mv.promotion, None | Some(Piece::Queen)) {
                    self.push(mv);
                }
            }
            false
        });
    }

    /// Orders for the main search.
    pub fn score_main(
        &mut self,
        pos: &Position,
        tt_move: Option<Move>,
        history: &History,
        ply: usize,
        counter: Option<Move>,
        context: Context,
    ) {
        let killers = history.killers(ply);
        let us = pos.side_to_move();
        for (mv, score) in self.moves.iter_mut() {
            let mv = *mv;
            *score = if Some(mv) == tt_move {
                TT_MOVE
            } else if pos.is_tactical(mv) {
                capture_score(pos, mv)
            } else if Some(mv) == killers[0] {
                KILLER
            } else if Some(mv) == killers[1] {
                KILLER - 1
            } else if Some(mv) == counter {
                KILLER - 2
            } else {
                let piece = pos.board().piece_on(mv.from).expect("legal");
                history.quiet_score(us, mv, piece, context)
            };
        }
    }

    /// Orders captures for quiescence search; losing captures keep their low score so that the
    /// caller can skip them.
    pub fn score_tactical(&mut self, pos: &Position) {
        for (mv, score) in self.moves.iter_mut() {
            *score = if pos.is_tactical(*mv) {
                capture_score(pos, *mv)
            } else {
                0
            };
        }
    }

    /// The best remaining move (selection sort, one step at a time: most nodes cut off early).
    pub fn pick(&mut self) -> Option<(Move, i32)> {
        let rest = self.moves.get_mut(self.next..).filter(|r| !r.is_empty())?;
        let mut best = 0;
        for i in 1..rest.len() {
            if rest[i].1 > rest[best].1 {
                best = i;
            }
        }
        rest.swap(0, best);
        self.next += 1;
        Some(rest[0])
    }
}

pub fn is_bad_capture_score(score: i32) -> bool {
    score <= BAD_CAPTURE / 2
}

fn capture_score(pos: &Position, mv: Move) -> i32 {
    let victim = pos.captured_piece(mv).map_or(0, |p| SEE_VALUES[p as usize]);
    let attacker = pos.board().piece_on(mv.from).map_or(0, |p| p as i32);
    let promo = mv.promotion.map_or(0, |p| SEE_VALUES[p as usize]);
    let mvv_lva = (victim + promo) * 8 - attacker;
    if see_ge(pos, mv, 0) {
        GOOD_CAPTURE + mvv_lva
    } else {
        BAD_CAPTURE + mvv_lva
    }
}
