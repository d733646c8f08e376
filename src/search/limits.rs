//! What `go` asked for, and the time manager that turns clocks into deadlines.

use cozy_chess::{Color, Move};
use std::time::Duration;

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
    fn movetime_and_no_limits() {
        let l = Limits {
            movetime: Some(500),
            ..Default::default()
        };
        assert_eq!(ms(l.deadlines(Color::White, 20).hard), 480);
        assert_eq!(Limits::default().deadlines(Color::Black, 20).hard, None);
    }
}
