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
/// The highest Elo `UCI_Elo` accepts: full strength, which measured 2322 ± 52 and 2359 ± 65
/// against Stockfish's 2400 and 2600 at 5+0.05 (100 games each).
pub const ELO_MAX: u32 = 2350;
/// Root moves the random choice considers (searched as a MultiPV of this many).
pub const CANDIDATES: usize = 4;
/// Below this temperature (cp) the choice would almost always be the best move anyway, so it is
/// not worth the depth a MultiPV search costs: measured, 2200 with four candidates played about
/// 160 Elo below its setting at 5+0.05.
const TEMPERATURE_FOR_CHOICE: f64 = 10.0;

/// One point of the calibration: at `elo`, a budget of `nodes` per move and a choice at
/// `temperature` centipawns. Between points the budget grows geometrically and the temperature
/// linearly.
struct Level {
    elo: u32,
    nodes: f64,
    temperature: f64,
}

/// Fitted with `scripts/elo_calibration.py` (100 games a level against Stockfish 15.1's
/// `UCI_Elo`, 5+0.05, idle machine; the measurements are in the README, "Limited strength"). The
/// top is about full strength at that time control: the clock, not the budget, decides.
#[rustfmt::skip]
const LEVELS: [Level; 5] = [
    Level { elo: ELO_MIN, nodes: 1_300.0, temperature: 60.0 },
    Level { elo: 1600, nodes: 4_174.0, temperature: 36.6 },
    Level { elo: 1900, nodes: 40_000.0, temperature: 17.9 },
    Level { elo: 2200, nodes: 210_000.0, temperature: 5.9 },
    Level { elo: ELO_MAX, nodes: 1_000_000.0, temperature: 0.0 },
];

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

    /// The calibration points around this Elo and how far it lies between them (0…1).
    fn between(self) -> (&'static Level, &'static Level, f64) {
        let i = LEVELS
            .windows(2)
            .position(|w| self.elo <= w[1].elo)
            .unwrap_or(LEVELS.len() - 2);
        let (lo, hi) = (&LEVELS[i], &LEVELS[i + 1]);
        let t = f64::from(self.elo - lo.elo) / f64::from(hi.elo - lo.elo);
        (lo, hi, t)
    }

    /// Nodes a move may search (see `LEVELS`).
    pub fn nodes(self) -> u64 {
        let (lo, hi, t) = self.between();
        (lo.nodes * (hi.nodes / lo.nodes).powf(t)).round() as u64
    }

    /// The random choice's temperature in centipawns (0: always the best move).
    pub fn temperature(self) -> f64 {
        let (lo, hi, t) = self.between();
        lo.temperature + (hi.temperature - lo.temperature) * t
    }

    /// How many root moves the choice considers (1: no random choice).
    pub fn candidates(self) -> usize {
        if self.temperature() < TEMPERATURE_FOR_CHOICE {
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
        assert_eq!(Strength::new(ELO_MIN).nodes(), 1300);
        assert_eq!(Strength::new(ELO_MAX).nodes(), 1_000_000);
        let (mut last, mut warmest) = (0, f64::INFINITY);
        for elo in ELO_MIN..=ELO_MAX {
            let s = Strength::new(elo);
            assert!(s.nodes() >= last, "{elo}");
            assert!(s.temperature() <= warmest, "{elo}");
            (last, warmest) = (s.nodes(), s.temperature());
        }
        // Each calibration point is met exactly.
        for level in &LEVELS {
            let s = Strength::new(level.elo);
            assert_eq!(s.nodes(), level.nodes.round() as u64);
            assert!((s.temperature() - level.temperature).abs() < 1e-9);
        }
        assert_eq!(Strength::new(ELO_MAX).temperature(), 0.0);
        assert_eq!(Strength::new(ELO_MAX).candidates(), 1);
        assert_eq!(Strength::new(ELO_MIN).candidates(), CANDIDATES);
        // A temperature of a few centipawns is not worth a MultiPV search.
        assert!(Strength::new(2200).temperature() < TEMPERATURE_FOR_CHOICE);
        assert_eq!(Strength::new(2200).candidates(), 1);
        assert_eq!(Strength::new(1900).candidates(), CANDIDATES);
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
