//! `UCI_LimitStrength` and `UCI_Elo`: a weaker Slate for people to play.
//!
//! Two controls, both set by the Elo asked for: a node budget per move (fewer nodes, shallower
//! search), and a random choice among the best few root moves, each picked with a probability
//! that falls exponentially with how much worse than the best its score is (`exp(−Δ/T)`, a
//! temperature `T` in centipawns that is high at the bottom of the range and zero at the top).
//! The random numbers come from the root position's key and the game's length, so a game is
//! reproducible: the same position after the same number of moves gets the same choice.
//!
//! How set Elo compares with measured Elo against Stockfish's own `UCI_Elo` levels:
//! `scripts/elo_calibration.py` and the table in the README.

/// The lowest Elo `UCI_Elo` accepts (Stockfish's lowest too).
pub const ELO_MIN: u32 = 1320;
/// The highest Elo `UCI_Elo` accepts: about full strength at blitz on the calibration machine.
pub const ELO_MAX: u32 = 2600;
/// Nodes per move at [`ELO_MIN`] (about a depth-5 search in the middlegame). Set by a pilot run
/// of `scripts/elo_calibration.py`: 150 nodes and a temperature of 120 cp lost every game to
/// Stockfish's lowest level.
const NODES_MIN: f64 = 1600.0;
/// Nodes per move at [`ELO_MAX`]: more than a blitz move gets, so the clock decides there.
const NODES_MAX: f64 = 1_000_000.0;
/// The choice's temperature at [`ELO_MIN`], in centipawns.
const TEMPERATURE_MAX: f64 = 60.0;
/// Root moves the random choice considers (searched as a MultiPV of this many).
pub const CANDIDATES: usize = 4;

/// A strength limit: the Elo that `UCI_Elo` asked for, within [`ELO_MIN`]…[`ELO_MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    elo: u32,
}

impl Strength {
    /// The limit for `elo`, clamped to the supported range.
    pub fn new(elo: u32) -> Self {
        Self {
            elo: elo.clamp(ELO_MIN, ELO_MAX),
        }
    }

    /// The Elo asked for (clamped).
    pub fn elo(self) -> u32 {
        self.elo
    }

    /// 0 at the bottom of the range, 1 at the top.
    fn fraction(self) -> f64 {
        f64::from(self.elo - ELO_MIN) / f64::from(ELO_MAX - ELO_MIN)
    }

    /// Nodes a move may search: from 1,600 to a million, 1.65 times as many every 100 Elo.
    pub fn nodes(self) -> u64 {
        (NODES_MIN * (NODES_MAX / NODES_MIN).powf(self.fraction())).round() as u64
    }

    /// The random choice's temperature in centipawns (0: always the best move).
    pub fn temperature(self) -> f64 {
        TEMPERATURE_MAX * (1.0 - self.fraction()).powi(2)
    }

    /// How many root moves the choice considers (1: no random choice).
    pub fn candidates(self) -> usize {
        if self.temperature() < 1.0 {
            1
        } else {
            CANDIDATES
        }
    }

    /// Picks an index into `scores` (the candidates' scores, best first, side to move's view):
    /// index `i` with probability proportional to `exp((scores[i] − scores[0]) / T)`, drawn with
    /// the random number `seed` gives. Deterministic.
    pub fn choose(self, scores: &[i32], seed: u64) -> usize {
        let t = self.temperature();
        if scores.len() <= 1 || t < 1.0 {
            return 0;
        }
        let top = scores.iter().copied().max().unwrap_or(0);
        let weights: Vec<f64> = scores
            .iter()
            .map(|&s| (f64::from(s.saturating_sub(top)).max(-5000.0) / t).exp())
            .collect();
        let total: f64 = weights.iter().sum();
        // 53 random bits as a fraction in [0, 1).
        let x = splitmix64(seed) >> 11;
        let mut u = x as f64 / (1u64 << 53) as f64 * total;
        for (i, w) in weights.iter().enumerate() {
            if u < *w {
                return i;
            }
            u -= w;
        }
        0
    }
}

/// A well-mixed 64-bit function of `x` (splitmix64's finaliser).
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of the choice at a root: its key and how many positions the game had before it.
pub fn seed(root_key: u64, game_length: usize) -> u64 {
    root_key ^ (game_length as u64).wrapping_mul(0x2545_f491_4f6c_dd1d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_range_is_clamped_and_budgets_grow_with_elo() {
        assert_eq!(Strength::new(0).elo(), ELO_MIN);
        assert_eq!(Strength::new(9999).elo(), ELO_MAX);
        assert_eq!(Strength::new(ELO_MIN).nodes(), 1600);
        assert_eq!(Strength::new(ELO_MAX).nodes(), 1_000_000);
        let mut last = 0;
        for elo in (ELO_MIN..=ELO_MAX).step_by(10) {
            let s = Strength::new(elo);
            assert!(s.nodes() >= last);
            last = s.nodes();
        }
        assert_eq!(Strength::new(ELO_MAX).temperature(), 0.0);
        assert_eq!(Strength::new(ELO_MAX).candidates(), 1);
        assert_eq!(Strength::new(ELO_MIN).candidates(), CANDIDATES);
    }

    #[test]
    fn the_choice_is_deterministic_and_prefers_better_moves() {
        let weak = Strength::new(ELO_MIN);
        let scores = [50, 20, -100, -2000];
        let mut counts = [0; 4];
        for seed in 0..10_000u64 {
            let i = weak.choose(&scores, seed);
            assert_eq!(i, weak.choose(&scores, seed));
            counts[i] += 1;
        }
        assert!(counts[0] > counts[1] && counts[1] > counts[2], "{counts:?}");
        assert!(counts[2] > 0, "{counts:?}");
        assert_eq!(counts[3], 0, "{counts:?}");
        // At full strength, or with one candidate, the best move always.
        assert_eq!(Strength::new(ELO_MAX).choose(&scores, 7), 0);
        assert_eq!(weak.choose(&[10], 7), 0);
    }
}
