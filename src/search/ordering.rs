//! Move lists and their ordering: the transposition-table move first, then winning and equal
//! captures (most valuable victim, least valuable attacker), killers, the countermove, quiet moves
//! by history, and losing captures last. Fixed-size arrays: no allocation in the search.

use super::history::{Context, History};
use super::see::see_ge;
use crate::board::{BitBoard, Move, Piece, Position, Rank, Square};
use crate::eval::SEE_VALUES;

pub const MAX_MOVES: usize = 256;

// Ordering scores, from first to last. Each band is far wider than what falls in it: captures
// score by victim and attacker (under 2^15), quiet moves by history (within ±QUIET_BOUND).
const TT_MOVE: i32 = 4 << 18;
/// A capture whose exchange is not evaluated yet: ahead of every evaluated one, so that the best
/// capture by victim and attacker is evaluated when it comes up, and only then.
const UNCHECKED_CAPTURE: i32 = 3 << 18;
const GOOD_CAPTURE: i32 = 2 << 18;
const KILLER: i32 = 1 << 18;
const QUIET_BOUND: i32 = 1 << 17;
const BAD_CAPTURE: i32 = -(2 << 18);

/// A move's place in the order: its score, then (among equal scores) the order of generation.
/// Unique within a list, so the order does not depend on how picking has shuffled the list, and
/// work may be left for later (a capture's exchange) or skipped (pruned quiet moves) without
/// changing which move comes next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Place(i32);

impl Place {
    const INDEX_BITS: u32 = 8;

    fn new(score: i32, index: usize) -> Self {
        debug_assert!(index < MAX_MOVES);
        Self((score << Self::INDEX_BITS) | (MAX_MOVES - 1 - index) as i32)
    }

    fn score(self) -> i32 {
        self.0 >> Self::INDEX_BITS
    }

    fn index(self) -> usize {
        MAX_MOVES - 1 - (self.0 & (MAX_MOVES as i32 - 1)) as usize
    }

    fn rescored(self, score: i32) -> Self {
        Self::new(score, self.index())
    }
}

/// A move list with ordering scores. The search keeps one per ply and reuses it, so after the
/// first few nodes no list allocates.
#[derive(Default)]
pub struct MoveList {
    moves: Vec<(Move, Place)>,
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
        self.moves.push((mv, Place::default()));
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
        for (index, (mv, place)) in self.moves.iter_mut().enumerate() {
            let mv = *mv;
            let score = if Some(mv) == tt_move {
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
                history
                    .quiet_score(us, mv, piece, context)
                    .clamp(-QUIET_BOUND, QUIET_BOUND)
            };
            *place = Place::new(score, index);
        }
    }

    /// Orders captures for quiescence search; losing captures keep their low score so that the
    /// caller can skip them.
    pub fn score_tactical(&mut self, pos: &Position) {
        for (index, (mv, place)) in self.moves.iter_mut().enumerate() {
            let score = if pos.is_tactical(*mv) {
                capture_score(pos, *mv)
            } else {
                0
            };
            *place = Place::new(score, index);
        }
    }

    /// Drops the moves not yet picked except the losing captures. Called once quiet moves are
    /// being picked, when nothing but quiet moves and losing captures is left.
    pub fn drop_quiets(&mut self) {
        let mut kept = self.next;
        for i in self.next..self.moves.len() {
            if is_bad_capture_score(self.moves[i].1.score()) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.moves.truncate(kept);
    }

    /// The best remaining move with its ordering score (selection sort, one step at a time: most
    /// nodes cut off early). A capture's exchange is evaluated when it is picked; a losing one
    /// goes back with its losing score and the pick goes on.
    #[inline]
    pub fn pick(&mut self, pos: &Position) -> Option<(Move, i32)> {
        loop {
            let (mv, place) = self.pick_placed()?;
            let score = place.score();
            if !(UNCHECKED_CAPTURE..TT_MOVE).contains(&score) {
                return Some((mv, score));
            }
            let base = score - UNCHECKED_CAPTURE;
            if see_ge(pos, mv, 0) {
                return Some((mv, GOOD_CAPTURE + base));
            }
            self.next -= 1;
            self.moves[self.next].1 = place.rescored(BAD_CAPTURE + base);
        }
    }

    #[inline(always)]
    fn pick_placed(&mut self) -> Option<(Move, Place)> {
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

/// Most valuable victim, then least valuable attacker; the exchange is evaluated when picked.
fn capture_score(pos: &Position, mv: Move) -> i32 {
    let victim = pos.captured_piece(mv).map_or(0, |p| SEE_VALUES[p as usize]);
    let attacker = pos.board().piece_on(mv.from).map_or(0, |p| p as i32);
    let promo = mv.promotion.map_or(0, |p| SEE_VALUES[p as usize]);
    UNCHECKED_CAPTURE + (victim + promo) * 8 - attacker
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A position `plies` random legal moves from the start (or the last one before a game end).
    fn random_position(choices: &[u16]) -> Position {
        let mut pos = Position::startpos();
        for &c in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[c as usize % moves.len()]);
        }
        pos
    }

    /// A history with some quiet moves rewarded and punished, so that quiet scores differ.
    fn trained_history(pos: &Position, choices: &[u16]) -> Box<History> {
        let mut history = History::new();
        let quiets: Vec<(Move, Piece)> = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| !pos.is_tactical(m))
            .map(|m| (m, pos.board().piece_on(m.from).expect("legal")))
            .collect();
        for (i, &c) in choices.iter().enumerate().take(8) {
            if let Some(&best) = quiets.get(c as usize % quiets.len().max(1)) {
                let tried = &quiets[..(i % 4).min(quiets.len())];
                history.quiet_cutoff(pos.side_to_move(), 3, 1 + i as i32, best, tried, [None; 2]);
            }
        }
        history
    }

    /// The order the main search sees, every score known up front: sorted by score, ties in
    /// generation order.
    fn eager_order(pos: &Position, tt_move: Option<Move>, history: &History) -> Vec<Move> {
        let mut list = MoveList::new();
        list.generate_all(pos);
        list.score_main(pos, tt_move, history, 3, None, [None; 2]);
        let mut scored: Vec<(Move, i32, usize)> = list
            .moves
            .iter()
            .map(|&(mv, place)| {
                let score = match place.score() {
                    s if (UNCHECKED_CAPTURE..TT_MOVE).contains(&s) => {
                        let base = s - UNCHECKED_CAPTURE;
                        if see_ge(pos, mv, 0) {
                            GOOD_CAPTURE + base
                        } else {
                            BAD_CAPTURE + base
                        }
                    }
                    s => s,
                };
                (mv, score, place.index())
            })
            .collect();
        scored.sort_by_key(|&(_, score, index)| (std::cmp::Reverse(score), index));
        scored.into_iter().map(|(mv, _, _)| mv).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// Evaluating exchanges only when picked gives exactly the order of evaluating them all
        /// first, and every legal move comes once.
        #[test]
        fn lazy_exchanges_keep_the_eager_order(
            choices in proptest::collection::vec(any::<u16>(), 0..80),
            tt_choice in any::<u16>(),
        ) {
            let pos = random_position(&choices);
            let legal = pos.legal_moves();
            prop_assume!(!legal.is_empty());
            let tt_move = (tt_choice % 3 != 0).then(|| legal[tt_choice as usize % legal.len()]);
            let history = trained_history(&pos, &choices);
            let expected = eager_order(&pos, tt_move, &history);

            let mut list = MoveList::new();
            list.generate_all(&pos);
            list.score_main(&pos, tt_move, &history, 3, None, [None; 2]);
            let picked: Vec<Move> = std::iter::from_fn(|| list.pick(&pos).map(|(mv, _)| mv)).collect();
            prop_assert_eq!(&picked, &expected);
            let mut sorted_legal = legal.clone();
            sorted_legal.sort_by_key(|m| (m.from as u8, m.to as u8, m.promotion.map(|p| p as u8)));
            let mut sorted_picked = picked.clone();
            sorted_picked.sort_by_key(|m| (m.from as u8, m.to as u8, m.promotion.map(|p| p as u8)));
            prop_assert_eq!(sorted_picked, sorted_legal);
        }

        /// Once a quiet move is being picked, dropping the quiet moves leaves exactly the losing
        /// captures that picking on would have reached, in the same order.
        #[test]
        fn dropping_quiets_keeps_the_losing_captures_in_order(
            choices in proptest::collection::vec(any::<u16>(), 0..80),
            skip in 0usize..6,
        ) {
            let pos = random_position(&choices);
            prop_assume!(!pos.legal_moves().is_empty());
            let history = trained_history(&pos, &choices);
            let expected = eager_order(&pos, None, &history);

            let mut list = MoveList::new();
            list.generate_all(&pos);
            list.score_main(&pos, None, &history, 3, None, [None; 2]);
            let mut picked = Vec::new();
            let mut quiets_seen = 0;
            while let Some((mv, _)) = list.pick(&pos) {
                picked.push(mv);
                if !pos.is_tactical(mv) {
                    quiets_seen += 1;
                    if quiets_seen > skip {
                        list.drop_quiets();
                    }
                }
            }
            let kept: Vec<Move> = expected.into_iter().filter(|mv| picked.contains(mv)).collect();
            // What was picked is the eager order with the dropped quiet moves left out.
            prop_assert_eq!(&picked, &kept);
            // Every capture was picked: dropping never loses one.
            for mv in pos.legal_moves().into_iter().filter(|&m| pos.is_tactical(m)) {
                prop_assert!(picked.contains(&mv));
            }
            // No quiet move comes after the drop.
            if let Some(drop_at) = picked
                .iter()
                .enumerate()
                .filter(|&(_, &m)| !pos.is_tactical(m))
                .nth(skip)
                .map(|(i, _)| i)
            {
                prop_assert!(picked[drop_at + 1..].iter().all(|&m| pos.is_tactical(m)));
            }
        }
    }

    #[test]
    fn places_order_by_score_then_generation() {
        let a = Place::new(5, 3);
        let b = Place::new(5, 7);
        let c = Place::new(-5, 0);
        assert!(a > b && b > c);
        assert_eq!((a.score(), a.index()), (5, 3));
        assert_eq!((c.score(), c.index()), (-5, 0));
        assert_eq!(Place::new(BAD_CAPTURE, 255).score(), BAD_CAPTURE);
        assert_eq!(Place::new(TT_MOVE, 0).score(), TT_MOVE);
        assert_eq!(a.rescored(-9), Place::new(-9, 3));
    }
}
