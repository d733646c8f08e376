//! What the search learns about quiet moves while it runs: killers, a butterfly history and
//! countermoves. Bounded with a "gravity" update so that old knowledge fades.

use super::score::MAX_PLY;
use crate::board::{Color, Move, Piece, Square};
use crate::learn::ordering::{HISTORY_BOUND, OrderingSnapshot};

const HISTORY_MAX: i32 = 16_384;

pub struct History {
    killers: [[Option<Move>; 2]; MAX_PLY + 8],
    butterfly: [[[i32; 64]; 64]; 2],
    /// Indexed by the previous move's piece (and colour) and destination.
    counters: [[[Option<Move>; 64]; 6]; 2],
}

impl History {
    pub fn new() -> Box<Self> {
        Box::new(Self {
            killers: [[None; 2]; MAX_PLY + 8],
            butterfly: [[[0; 64]; 64]; 2],
            counters: [[[None; 64]; 6]; 2],
        })
    }

    pub fn clear(&mut self) {
        *self = *Self::new();
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
    }

    /// The history and countermoves, to keep with a persisted analysis.
    pub fn snapshot(&self) -> OrderingSnapshot {
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
        }
    }

    /// Takes the history and countermoves of a persisted analysis (killers are cleared: they
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
    }

    #[inline(always)]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    #[inline(always)]
    pub fn quiet_score(&self, color: Color, mv: Move) -> i32 {
        self.butterfly[color as usize][mv.from as usize][mv.to as usize]
    }

    #[inline(always)]
    pub fn counter(&self, color: Color, prev: Option<(Piece, Square)>) -> Option<Move> {
        prev.and_then(|(p, sq)| self.counters[color as usize][p as usize][sq as usize])
    }

    fn nudge(entry: &mut i32, bonus: i32) {
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }

    /// A quiet move caused a cutoff: reward it and punish the quiet moves tried before it.
    pub fn quiet_cutoff(
        &mut self,
        color: Color,
        ply: usize,
        depth: i32,
        best: Move,
        tried: &[Move],
        prev: Option<(Piece, Square)>,
    ) {
        let bonus = (depth * depth * 8).min(1600);
        let c = color as usize;
        Self::nudge(
            &mut self.butterfly[c][best.from as usize][best.to as usize],
            bonus,
        );
        for &mv in tried {
            if mv != best {
                Self::nudge(
                    &mut self.butterfly[c][mv.from as usize][mv.to as usize],
                    -bonus,
                );
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
