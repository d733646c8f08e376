//! What `go` asked for, and the time manager that turns clocks into deadlines.

use cozy_chess::{Color, Move};
use std::time::Duration;

/// The longest time `go` can ask for (about 35 years): larger times are clamped to it, so that
/// the time manager's arithmetic cannot overflow.
pub const MAX_MILLIS: u64 = 1 << 40;

/// Plies a `go mate N` search goes past the 2N-1 a mate in N needs before it gives up.
pub const MATE_SEARCH_MARGIN: u32 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
/// The limits of one search, as `go` gives them: clocks in milliseconds, depth in plies.
/// `Limits::default()` has none: the search runs until it is stopped.
pub struct Limits {
    /// White's clock (ms).
    pub wtime: Option<u64>,
    /// Black's clock (ms).
    pub btime: Option<u64>,
    /// White's increment per move (ms).
    pub winc: Option<u64>,
    /// Black's increment per move (ms).
    pub binc: Option<u64>,
    /// Moves until the next time control.
    pub movestogo: Option<u64>,
    /// Exactly this long for the move (ms).
    pub movetime: Option<u64>,
    /// Search this many plies deep at most.
    pub depth: Option<u32>,
    /// Search this many nodes at most (exact: checked at every node).
    pub nodes: Option<u64>,
    /// Stop once a mate in this many moves is found.
    pub mate: Option<u32>,
    /// Search until `stop`, even when a limit is reached.
    pub infinite: bool,
    /// Search the expected reply's position until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Search only these root moves (empty: all).
    pub searchmoves: Vec<Move>,
}

/// When to stop: `soft` is checked between iterations (do not start one we cannot finish), `hard`
/// inside the search (never lose on time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadlines {
    /// No new iteration starts after this.
    pub soft: Option<Duration>,
    /// The search stops at once after this.
    pub hard: Option<Duration>,
}

impl Limits {
    /// The deepest iteration these limits allow: `depth` (at least 1), and for `mate N` 2N plies
    /// plus [`MATE_SEARCH_MARGIN`], so that a search for a mate that is not there still ends.
    /// Depths past `max` (any `u32`) are clamped to `max`, never wrapped.
    pub fn max_depth(&self, max: i32) -> i32 {
        let max = max.max(1) as u32;
        let mut depth = self.depth.map_or(max, |d| d.clamp(1, max));
        if let Some(mate) = self.mate {
            let mate_depth = mate.min(max).saturating_mul(2) + MATE_SEARCH_MARGIN;
            depth = depth.min(mate_depth);
        }
        depth as i32
    }

    /// Does something end this search on its own, with `us` to move? A depth, node, time or mate
    /// limit does, and so does `infinite` (it waits for `stop`); `ponder` alone does not, since
    /// after `ponderhit` only the clock would.
    pub fn bounded(&self, us: Color) -> bool {
        let clock = match us {
            Color::White => self.wtime,
            Color::Black => self.btime,
        };
        self.depth.is_some()
            || self.nodes.is_some()
            || self.movetime.is_some()
            || self.mate.is_some()
            || self.infinite
            || clock.is_some()
    }

    /// The deadlines for the side `us` to move, keeping `move_overhead` ms in reserve.
    pub fn deadlines(&self, us: Color, move_overhead: u64) -> Deadlines {
        if let Some(mt) = self.movetime {
            let t = Duration::from_millis(mt.saturating_sub(move_overhead).max(1));
            return Deadlines {
                soft: Some(t),
                hard: Some(t),
            };
        }
        let (time, inc) = match us {
            Color::White => (self.wtime, self.winc.unwrap_or(0)),
            Color::Black => (self.btime, self.binc.unwrap_or(0)),
        };
        let Some(time) = time else {
            return Deadlines {
                soft: None,
                hard: None,
            };
        };
        // What we may spend at most: the clock minus a safety margin for the GUI and the OS.
        let usable = time.saturating_sub(move_overhead).max(1);
        let moves_left = self.movestogo.unwrap_or(30).clamp(1, 50);
        let soft = usable / moves_left + inc * 3 / 4;
        let hard_cap = if moves_left == 1 {
            usable * 9 / 10
        } else {
            usable * 2 / 5
        };
        let soft = soft.min(hard_cap / 2).max(1);
        let hard = (soft * 4).min(hard_cap).max(1);
        Deadlines {
            soft: Some(Duration::from_millis(soft)),
            hard: Some(Duration::from_millis(hard)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(d: Option<Duration>) -> u64 {
        d.unwrap().as_millis() as u64
    }

    #[test]
    fn clocks_give_safe_deadlines() {
        let l = Limits {
            wtime: Some(10_000),
            btime: Some(50),
            winc: Some(100),
            binc: Some(0),
            ..Default::default()
        };
        let w = l.deadlines(Color::White, 30);
        assert!(ms(w.soft) >= 300 && ms(w.soft) <= 600, "{w:?}");
        assert!(ms(w.hard) <= 4000);
        let b = l.deadlines(Color::Black, 30);
        assert!(ms(b.hard) <= 20, "{b:?}");
    }

    #[test]
    fn movestogo_one_may_use_most_of_the_clock_but_not_all() {
        let l = Limits {
            wtime: Some(1000),
            movestogo: Some(1),
            ..Default::default()
        };
        let d = l.deadlines(Color::White, 50);
        assert!(ms(d.hard) < 950);
    }

    #[test]
    fn depths_are_clamped_and_mate_searches_get_a_depth_limit() {
        let depth = |d: Option<u32>, mate: Option<u32>| {
            Limits {
                depth: d,
                mate,
                ..Default::default()
            }
            .max_depth(124)
        };
        assert_eq!(depth(None, None), 124);
        assert_eq!(depth(Some(7), None), 7);
        assert_eq!(depth(Some(0), None), 1);
        // Not wrapped through i32 to a negative depth (and so to depth 1).
        assert_eq!(depth(Some(2_147_483_648), None), 124);
        assert_eq!(depth(Some(u32::MAX), None), 124);
        assert_eq!(depth(None, Some(3)), 6 + MATE_SEARCH_MARGIN as i32);
        assert_eq!(depth(Some(4), Some(3)), 4);
        assert_eq!(depth(None, Some(u32::MAX)), 124);
    }

    #[test]
    fn the_largest_times_give_deadlines_without_overflow() {
        let l = Limits {
            wtime: Some(MAX_MILLIS),
            winc: Some(MAX_MILLIS),
            movestogo: Some(u64::MAX),
            ..Default::default()
        };
        let d = l.deadlines(Color::White, 5000);
        assert!(d.soft.unwrap() <= d.hard.unwrap());
        let l = Limits {
            movetime: Some(MAX_MILLIS),
            ..Default::default()
        };
        assert_eq!(ms(l.deadlines(Color::Black, 0).hard), MAX_MILLIS);
    }

    #[test]
    fn movetime_and_no_limits() {
        let l = Limits {
            movetime: Some(500),
            ..Default::default()
        };
        assert_eq!(ms(l.deadlines(Color::White, 20).hard), 480);
        assert_eq!(Limits::default().deadlines(Color::Black, 20).hard, None);
    }
}
