//! What the search learns about quiet moves while it runs: killers, a butterfly history,
//! continuation histories (a quiet move after the opponent's last move and after our own move
//! before it) and countermoves. Bounded with a "gravity" update so that old knowledge fades.

use super::params::SearchParams;
use super::score::MAX_PLY;
use crate::board::{Color, Move, Piece, Square};
use crate::learn::ordering::{CONTINUATION_CELLS, HISTORY_BOUND, OrderingSnapshot};

const HISTORY_MAX: i32 = 16_384;

/// The moves one and two plies back (piece and destination), which a quiet move's continuation
/// histories are indexed by; `None` after a null move or at the root.
pub type Context = [Option<(Piece, Square)>; 2];

#[inline(always)]
fn continuation_index(
    c: usize,
    back: usize,
    earlier: (Piece, Square),
    piece: Piece,
    to: Square,
) -> usize {
    ((((c * 2 + back) * 6 + earlier.0 as usize) * 64 + earlier.1 as usize) * 6 + piece as usize)
        * 64
        + to as usize
}

pub struct History {
    killers: [[Option<Move>; 2]; MAX_PLY + 8],
    butterfly: [[[i32; 64]; 64]; 2],
    /// Indexed by the previous move's piece (and colour) and destination.
    counters: [[[Option<Move>; 64]; 6]; 2],
    /// One table for the move one ply back, one for two plies back, per side to move (on the
    /// heap: 1.2 MB).
    continuation: Vec<i16>,
    /// The search parameters the cutoff bonus is computed from.
    bonus: SearchParams,
}

impl History {
    pub fn new() -> Box<Self> {
        Box::new(Self {
            killers: [[None; 2]; MAX_PLY + 8],
            butterfly: [[[0; 64]; 64]; 2],
            counters: [[[None; 64]; 6]; 2],
            continuation: vec![0; CONTINUATION_CELLS],
            bonus: SearchParams::DEFAULT,
        })
    }

    /// Takes the cutoff bonus's formula from `params`.
    pub fn set_bonus(&mut self, params: SearchParams) {
        self.bonus = params;
    }

    /// Forgets everything, in place (no new 1.2 MB allocation at each `ucinewgame`).
    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY + 8];
        self.butterfly = [[[0; 64]; 64]; 2];
        self.counters = [[[None; 64]; 6]; 2];
        self.continuation.fill(0);
    }

    /// Killers belong to one search; history and countermoves carry over, halved.
    pub fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY + 8];
        for side in self.butterfly.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 2;
                }
            }
        }
        for h in self.continuation.iter_mut() {
            *h /= 2;
        }
    }

    /// The histories and countermoves, to keep with a persisted analysis, beside the searcher's
    /// `correction` tables (`search::correction`).
    pub fn snapshot(&self, correction: Vec<i16>) -> OrderingSnapshot {
        let bound = HISTORY_BOUND as i32;
        OrderingSnapshot {
            butterfly: self
                .butterfly
                .iter()
                .flatten()
                .flatten()
                .map(|&h| h.clamp(-bound, bound) as i16)
                .collect(),
            counters: self.counters.iter().flatten().flatten().copied().collect(),
            continuation: self
                .continuation
                .iter()
                .map(|&h| h.clamp(-HISTORY_BOUND, HISTORY_BOUND))
                .collect(),
            correction,
        }
    }

    /// Takes the histories and countermoves of a persisted analysis (killers are cleared: they
    /// belong to one search).
    pub fn restore(&mut self, snap: &OrderingSnapshot) {
        self.killers = [[None; 2]; MAX_PLY + 8];
        let cells = self.butterfly.iter_mut().flatten().flatten();
        for (h, &v) in cells.zip(&snap.butterfly) {
            *h = v as i32;
        }
        let cells = self.counters.iter_mut().flatten().flatten();
        for (c, &m) in cells.zip(&snap.counters) {
            *c = m;
        }
        self.continuation.copy_from_slice(&snap.continuation);
    }

    #[inline(always)]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    /// The butterfly history plus both continuation histories of a quiet move by `piece`.
    #[inline(always)]
    pub fn quiet_score(&self, color: Color, mv: Move, piece: Piece, context: Context) -> i32 {
        let c = color as usize;
        let mut score = self.butterfly[c][mv.from as usize][mv.to as usize];
        for (back, earlier) in context.iter().enumerate() {
            if let Some(earlier) = *earlier {
                let i = continuation_index(c, back, earlier, piece, mv.to);
                score += i32::from(self.continuation[i]);
            }
        }
        score
    }

    #[inline(always)]
    pub fn counter(&self, color: Color, prev: Option<(Piece, Square)>) -> Option<Move> {
        prev.and_then(|(p, sq)| self.counters[color as usize][p as usize][sq as usize])
    }

    fn nudge(entry: &mut i32, bonus: i32) {
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }

    fn nudge_continuation(
        &mut self,
        c: usize,
        context: Context,
        piece: Piece,
        to: Square,
        bonus: i32,
    ) {
        for (back, earlier) in context.iter().enumerate() {
            if let Some(earlier) = *earlier {
                let cell = &mut self.continuation[continuation_index(c, back, earlier, piece, to)];
                let mut h = i32::from(*cell);
                Self::nudge(&mut h, bonus);
                *cell = h as i16;
            }
        }
    }

    /// A quiet move caused a cutoff: reward it and punish the quiet moves tried before it.
    pub fn quiet_cutoff(
        &mut self,
        color: Color,
        ply: usize,
        depth: i32,
        best: (Move, Piece),
        tried: &[(Move, Piece)],
        context: Context,
    ) {
        let prev = context[0];
        let (best, best_piece) = best;
        // Linear in depth rather than quadratic: the many shallow cutoffs then count in the order
        // and in the history's share of the reductions (+11.4 ± 9.3 Elo, docs/search.md).
        let bonus = self.bonus.history_bonus(depth);
        let c = color as usize;
        Self::nudge(
            &mut self.butterfly[c][best.from as usize][best.to as usize],
            bonus,
        );
        self.nudge_continuation(c, context, best_piece, best.to, bonus);
        for &(mv, piece) in tried {
            if mv != best {
                Self::nudge(
                    &mut self.butterfly[c][mv.from as usize][mv.to as usize],
                    -bonus,
                );
                self.nudge_continuation(c, context, piece, mv.to, -bonus);
            }
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(best) {
            k[1] = k[0];
            k[0] = Some(best);
        }
        if let Some((p, sq)) = prev {
            self.counters[c][p as usize][sq as usize] = Some(best);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::ordering::CORRECTION_CELLS;

    fn quiet(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    #[test]
    fn a_cutoff_is_remembered_after_the_moves_that_led_to_it_and_not_after_others() {
        let mut h = History::new();
        let (reply, tried) = (quiet(Square::G1, Square::F3), quiet(Square::B1, Square::C3));
        let context = [
            Some((Piece::Pawn, Square::E5)),
            Some((Piece::Pawn, Square::E4)),
        ];
        let elsewhere = [Some((Piece::Queen, Square::D5)), None];
        for _ in 0..10 {
            h.quiet_cutoff(
                Color::White,
                3,
                6,
                (reply, Piece::Knight),
                &[(tried, Piece::Knight)],
                context,
            );
        }
        let score =
            |h: &History, mv, context| h.quiet_score(Color::White, mv, Piece::Knight, context);
        let butterfly_only = score(&h, reply, [None, None]);
        assert!(butterfly_only > 0);
        assert_eq!(score(&h, reply, elsewhere), butterfly_only);
        assert!(score(&h, reply, context) > butterfly_only);
        // Each ply back adds its own share: one ply back alone is in between.
        let one_back = score(&h, reply, [context[0], None]);
        assert!(butterfly_only < one_back && one_back < score(&h, reply, context));
        assert!(score(&h, tried, context) < score(&h, tried, elsewhere));
        assert_eq!(
            h.quiet_score(Color::Black, reply, Piece::Knight, context),
            0
        );

        let before = score(&h, reply, context);
        h.new_search();
        // Each of the three tables is halved on its own, so the sum may round by up to one.
        let halved = score(&h, reply, context);
        assert!(
            (before / 2 - 1..=before / 2 + 1).contains(&halved),
            "{before} {halved}"
        );
    }

    #[test]
    fn histories_stay_bounded_however_often_a_move_cuts() {
        let mut h = History::new();
        let reply = quiet(Square::D2, Square::D4);
        let context = [
            Some((Piece::Knight, Square::F6)),
            Some((Piece::Bishop, Square::C4)),
        ];
        for _ in 0..10_000 {
            h.quiet_cutoff(Color::Black, 1, 30, (reply, Piece::Queen), &[], context);
        }
        let score = h.quiet_score(Color::Black, reply, Piece::Queen, context);
        assert!(score > 0 && score <= 3 * HISTORY_MAX, "{score}");
    }

    #[test]
    fn a_snapshot_restored_elsewhere_orders_as_the_original_did() {
        let mut h = History::new();
        let (reply, tried) = (quiet(Square::G8, Square::F6), quiet(Square::B8, Square::C6));
        let context = [
            Some((Piece::Pawn, Square::E4)),
            Some((Piece::Knight, Square::F6)),
        ];
        h.quiet_cutoff(
            Color::Black,
            2,
            7,
            (reply, Piece::Knight),
            &[(tried, Piece::Knight)],
            context,
        );
        let stored = crate::learn::ordering::OrderingSnapshot::decode(
            &h.snapshot(vec![0; CORRECTION_CELLS]).encode(),
        )
        .expect("a fresh blob reads");
        let mut fresh = History::new();
        fresh.restore(&stored);
        for mv in [reply, tried] {
            for context in [context, [context[0], None], [None, context[1]]] {
                assert_eq!(
                    fresh.quiet_score(Color::Black, mv, Piece::Knight, context),
                    h.quiet_score(Color::Black, mv, Piece::Knight, context)
                );
            }
        }
        // The continuation histories came back too, not only the butterfly.
        let with_context = fresh.quiet_score(Color::Black, reply, Piece::Knight, context);
        assert!(with_context > fresh.quiet_score(Color::Black, reply, Piece::Knight, [None, None]));
        assert_eq!(fresh.counter(Color::Black, context[0]), Some(reply));
    }
}
