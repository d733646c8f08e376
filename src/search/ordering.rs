//! Move lists and their ordering: the transposition-table move first, then winning and equal
//! captures (most valuable victim, least valuable attacker), killers, the countermove, quiet moves
//! by history, and losing captures last. Work is left until the order needs it (the hash move
//! before generation, a capture's exchange when it comes up, quiet histories at the first quiet
//! move). Lists are reused: no allocation in the search.

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
/// A quiet move whose history is not read yet: after the killers and the countermove, ahead of
/// every quiet move's history score.
const UNSCORED_QUIET: i32 = KILLER - 16;
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

/// How far a main-search node's list has got.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Stage {
    /// The hash move goes out before anything is generated: most nodes that have one end on
    /// it, and then generation, exchanges and history look-ups are all saved.
    #[default]
    HashMove,
    Generate,
    Picking,
}

/// What quiet moves are ordered by: read when the first quiet move comes up, after the hash
/// move, the captures and the killers have been searched.
pub struct QuietOrder<'a> {
    pub history: &'a History,
    pub context: Context,
}

/// A move list with ordering scores. The search keeps one per ply and reuses it, so after the
/// first few nodes no list allocates.
#[derive(Default)]
pub struct MoveList {
    moves: Vec<(Move, Place)>,
    next: usize,
    stage: Stage,
    hash_move: Option<Move>,
    killers: [Option<Move>; 2],
    counter: Option<Move>,
    /// The moves not yet picked are in order (every score is final): picking takes the next.
    sorted: bool,
    /// Every move from here on is a quiet move whose history is not read yet (so all have the
    /// same score and rank below the moves before them but for losing captures): picking looks
    /// for the best of the moves before, not through the whole list. The list's length when
    /// there is no such tail.
    quiet_tail: usize,
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
            ..Self::default()
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
        self.sorted = false;
        pos.board().generate_moves(|pm| {
            for mv in pm {
                self.push(mv);
            }
            false
        });
        self.quiet_tail = self.moves.len();
    }

    /// Captures, en passant and queen promotions; all evasions when in check.
    pub fn generate_tactical(&mut self, pos: &Position) {
        self.moves.clear();
        self.next = 0;
        self.sorted = false;
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
        self.quiet_tail = self.moves.len();
    }

    /// Starts a main-search node. `hash_move` must be legal in the position; nothing is
    /// generated until it has been handed out.
    pub fn start_main(
        &mut self,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
    ) {
        self.moves.clear();
        self.next = 0;
        self.sorted = false;
        self.quiet_tail = 0;
        self.hash_move = hash_move;
        self.killers = killers;
        self.counter = counter;
        self.stage = if hash_move.is_some() {
            Stage::HashMove
        } else {
            Stage::Generate
        };
    }

    /// True when the node has no legal move (generating them if that is not known yet).
    pub fn has_no_moves(&mut self, pos: &Position) -> bool {
        if self.stage == Stage::Generate {
            self.generate_main(pos);
        }
        self.stage == Stage::Picking && self.moves.is_empty()
    }

    /// The next move for the main search and its ordering score: the hash move, winning and
    /// equal captures, killers, the countermove, quiet moves by history, losing captures.
    #[inline]
    pub fn pick_main(&mut self, pos: &Position, order: &QuietOrder) -> Option<(Move, i32)> {
        match self.stage {
            Stage::HashMove => {
                self.stage = Stage::Generate;
                return self.hash_move.map(|mv| (mv, TT_MOVE));
            }
            Stage::Generate => self.generate_main(pos),
            Stage::Picking => {}
        }
        self.pick_with(pos, Some(order))
    }

    fn generate_main(&mut self, pos: &Position) {
        self.generate_all(pos);
        self.score_main(pos);
        self.stage = Stage::Picking;
        if self.hash_move.is_some() {
            // Handed out already; the one move scored TT_MOVE, so the next pick.
            let _ = self.pick_placed();
        }
    }

    /// Scores for the main search: a capture's exchange and a quiet move's history are left
    /// for picking to look at.
    fn score_main(&mut self, pos: &Position) {
        for (index, (mv, place)) in self.moves.iter_mut().enumerate() {
            let mv = *mv;
            let score = if Some(mv) == self.hash_move {
                TT_MOVE
            } else if pos.is_tactical(mv) {
                capture_score(pos, mv)
            } else if Some(mv) == self.killers[0] {
                KILLER
            } else if Some(mv) == self.killers[1] {
                KILLER - 1
            } else if Some(mv) == self.counter {
                KILLER - 2
            } else {
                UNSCORED_QUIET
            };
            *place = Place::new(score, index);
        }
        // The unscored quiet moves go to the tail (places travel with their moves, so the order
        // is unchanged).
        let mut front = 0;
        for i in 0..self.moves.len() {
            if self.moves[i].1.score() != UNSCORED_QUIET {
                self.moves.swap(front, i);
                front += 1;
            }
        }
        self.quiet_tail = front;
    }

    /// Reads the history of every quiet move not yet picked, and of the one just picked, which
    /// it puts back. Every score left is then final (the captures ahead of the quiet moves are
    /// all picked), so the rest is sorted once instead of searched at every pick.
    fn score_quiets(&mut self, pos: &Position, order: &QuietOrder) {
        let us = pos.side_to_move();
        self.next -= 1;
        let rest = &mut self.moves[self.next..];
        for (mv, place) in rest.iter_mut() {
            if place.score() == UNSCORED_QUIET {
                let piece = pos.board().piece_on(mv.from).expect("legal");
                let score = order
                    .history
                    .quiet_score(us, *mv, piece, order.context)
                    .clamp(-QUIET_BOUND, QUIET_BOUND);
                *place = place.rescored(score);
            }
        }
        // Places are unique: an unstable sort gives the one order.
        rest.sort_unstable_by_key(|&(_, place)| std::cmp::Reverse(place));
        self.sorted = true;
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
        self.quiet_tail = kept;
    }

    /// The next move for quiescence search: captures by victim and attacker, losing ones last
    /// (all evasions when in check).
    #[inline]
    pub fn pick_tactical(&mut self, pos: &Position) -> Option<(Move, i32)> {
        self.pick_with(pos, None)
    }

    /// The best remaining move with its ordering score (selection sort, one step at a time:
    /// most nodes cut off early). A capture's exchange is evaluated when it is picked (a losing
    /// one goes back with its losing score), and the first quiet move picked has every quiet
    /// move read its history; either way the pick goes on.
    #[inline]
    fn pick_with(&mut self, pos: &Position, order: Option<&QuietOrder>) -> Option<(Move, i32)> {
        loop {
            let (mv, place) = self.pick_placed()?;
            let score = place.score();
            if (UNCHECKED_CAPTURE..TT_MOVE).contains(&score) {
                let base = score - UNCHECKED_CAPTURE;
                if see_ge(pos, mv, 0) {
                    return Some((mv, GOOD_CAPTURE + base));
                }
                self.next -= 1;
                self.moves[self.next].1 = place.rescored(BAD_CAPTURE + base);
            } else if score == UNSCORED_QUIET
                && let Some(order) = order
            {
                self.score_quiets(pos, order);
            } else {
                return Some((mv, score));
            }
        }
    }

    #[inline(always)]
    fn pick_placed(&mut self) -> Option<(Move, Place)> {
        if self.sorted {
            let picked = self.moves.get(self.next).copied();
            self.next += usize::from(picked.is_some());
            return picked;
        }
        let len = self.moves.len();
        let rest = self.moves.get_mut(self.next..).filter(|r| !r.is_empty())?;
        // Only the moves before the tail of unscored quiet moves need looking at: a tail move
        // comes next only when nothing before it is left but losing captures, and then any of
        // them will do (picking one has every quiet move scored and the rest sorted).
        let front = self.quiet_tail.saturating_sub(self.next);
        let mut best = 0;
        for i in 1..front {
            if rest[i].1 > rest[best].1 {
                best = i;
            }
        }
        if front < rest.len() && (front == 0 || rest[best].1.score() < UNSCORED_QUIET) {
            best = front;
            self.quiet_tail = len;
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

    /// The position after one random legal move per choice from the start (stopping at a game end).
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

    /// The order the main search must see, every score worked out up front: sorted by score,
    /// ties in generation order.
    fn eager_order(
        pos: &Position,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        history: &History,
    ) -> Vec<Move> {
        let mut list = MoveList::new();
        list.generate_all(pos);
        let mut scored: Vec<(Move, i32, usize)> = list
            .moves
            .iter()
            .enumerate()
            .map(|(index, &(mv, _))| {
                let score = if Some(mv) == tt_move {
                    TT_MOVE
                } else if pos.is_tactical(mv) {
                    let base = capture_score(pos, mv) - UNCHECKED_CAPTURE;
                    if see_ge(pos, mv, 0) {
                        GOOD_CAPTURE + base
                    } else {
                        BAD_CAPTURE + base
                    }
                } else if Some(mv) == killers[0] {
                    KILLER
                } else if Some(mv) == killers[1] {
                    KILLER - 1
                } else {
                    let piece = pos.board().piece_on(mv.from).expect("legal");
                    history.quiet_score(pos.side_to_move(), mv, piece, [None; 2])
                };
                (mv, score, index)
            })
            .collect();
        scored.sort_by_key(|&(_, score, index)| (std::cmp::Reverse(score), index));
        scored.into_iter().map(|(mv, _, _)| mv).collect()
    }

    fn sorted(mut moves: Vec<Move>) -> Vec<Move> {
        moves.sort_by_key(|m| (m.from as u8, m.to as u8, m.promotion.map(|p| p as u8)));
        moves
    }

    /// A hash move (or none) and two quiet killers (or none) from the choices.
    fn node_moves(pos: &Position, choice: u16) -> (Option<Move>, [Option<Move>; 2]) {
        let legal = pos.legal_moves();
        let quiets: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| !pos.is_tactical(m))
            .collect();
        let tt_move = (!choice.is_multiple_of(3)).then(|| legal[choice as usize % legal.len()]);
        let killer = |k: usize| {
            quiets
                .get((choice as usize / 3 + k) % quiets.len().max(1))
                .copied()
        };
        let killers = if choice.is_multiple_of(2) {
            [killer(0), killer(1)]
        } else {
            [None; 2]
        };
        (tt_move, killers.map(|k| k.filter(|&k| Some(k) != tt_move)))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// The hash move before generation, exchanges evaluated only when picked and histories
        /// read only when the first quiet move comes up give exactly the order of working out
        /// every score first, and every legal move comes once.
        #[test]
        fn lazy_work_keeps_the_eager_order(
            choices in proptest::collection::vec(any::<u16>(), 0..80),
            node_choice in any::<u16>(),
        ) {
            let pos = random_position(&choices);
            let legal = pos.legal_moves();
            prop_assume!(!legal.is_empty());
            let (tt_move, killers) = node_moves(&pos, node_choice);
            let history = trained_history(&pos, &choices);
            let expected = eager_order(&pos, tt_move, killers, &history);

            let mut list = MoveList::new();
            list.start_main(tt_move, killers, None);
            prop_assert!(!list.has_no_moves(&pos));
            let order = QuietOrder { history: &history, context: [None; 2] };
            let picked: Vec<Move> =
                std::iter::from_fn(|| list.pick_main(&pos, &order).map(|(mv, _)| mv)).collect();
            prop_assert_eq!(&picked, &expected);
            prop_assert_eq!(sorted(picked), sorted(legal));
        }

        /// Once a quiet move is being picked, dropping the quiet moves leaves exactly the losing
        /// captures that picking on would have reached, in the same order.
        #[test]
        fn dropping_quiets_keeps_the_losing_captures_in_order(
            choices in proptest::collection::vec(any::<u16>(), 0..80),
            node_choice in any::<u16>(),
            skip in 0usize..6,
        ) {
            let pos = random_position(&choices);
            prop_assume!(!pos.legal_moves().is_empty());
            let (tt_move, killers) = node_moves(&pos, node_choice);
            let history = trained_history(&pos, &choices);
            let expected = eager_order(&pos, tt_move, killers, &history);

            let mut list = MoveList::new();
            list.start_main(tt_move, killers, None);
            let order = QuietOrder { history: &history, context: [None; 2] };
            let mut picked = Vec::new();
            let mut quiets_seen = 0;
            // The search drops quiet moves only once it is past the hash move (`searched > 0`).
            while let Some((mv, _)) = list.pick_main(&pos, &order) {
                picked.push(mv);
                if !pos.is_tactical(mv) && Some(mv) != tt_move {
                    quiets_seen += 1;
                    if quiets_seen > skip {
                        list.drop_quiets();
                    }
                }
            }
            // What was picked is the eager order with the dropped quiet moves left out.
            let kept: Vec<Move> = expected.into_iter().filter(|mv| picked.contains(mv)).collect();
            prop_assert_eq!(&picked, &kept);
            // Every capture was picked: dropping never loses one.
            for mv in pos.legal_moves().into_iter().filter(|&m| pos.is_tactical(m)) {
                prop_assert!(picked.contains(&mv));
            }
        }
    }

    #[test]
    fn mate_and_stalemate_have_no_moves() {
        for fen in [
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        ] {
            let pos = Position::from_fen(fen).expect("valid FEN");
            let mut list = MoveList::new();
            list.start_main(None, [None; 2], None);
            assert!(list.has_no_moves(&pos), "{fen}");
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
