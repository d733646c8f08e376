//! The evaluation as a linear function of the weights, for the tuner: each position becomes the
//! net feature counts (White's minus Black's) of every parameter, plus what is not tuned (the
//! trade-down bonus, the residual net's correction), the phase and the scale factors.
//! [`Trace::evaluate`] with the compiled-in weights gives exactly the engine's evaluation
//! (tested), so the tuner fits the real function.

use super::Position;
use super::params::{self, N_PARAMS};
use super::{Group, Info, Sink};
use crate::material::{
    MaterialConfig, MaterialCounts, MaterialEntry, PAWN_PIVOT, Score, SideCounts, trade_down_bonus,
};
use slate_board::Color;

/// One position's features.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    /// (parameter, net count) for every parameter with a non-zero net count, by parameter.
    pub features: Vec<(u16, i16)>,
    /// The untuned part of the score (White's view).
    pub constant: Score,
    /// The game phase (material entry's, 0 = endgame … `MAX_PHASE`).
    pub phase: u8,
    /// Scale factor (of 64) of White and Black.
    pub scale: [u8; 2],
    /// The compiled-in residual net's correction (White's view), added after tapering.
    pub residual: i32,
}

struct Counts([i32; N_PARAMS]);

impl Sink for Counts {
    const PRECOMPUTED: bool = false;

    fn add(&mut self, group: Group, color: Color, param: usize, n: i32) {
        if !super::enabled(group) {
            return;
        }
        match color {
            Color::White => self.0[param] += n,
            Color::Black => self.0[param] -= n,
        }
    }

    fn add_score(&mut self, _: Group, _: Color, _: Score) {
        debug_assert!(false, "the trace takes no precomputed scores");
    }
}

/// The material entry's tuned terms for one side, as (parameter, count): what
/// [`crate::material`] computes from the same weights.
pub fn material_features(side: SideCounts, mut f: impl FnMut(usize, i32)) {
    for (i, &n) in side.as_array().iter().enumerate() {
        f(params::PIECE_VALUE + i, i32::from(n));
    }
    let above_pivot = i32::from(side.pawns()) - PAWN_PIVOT;
    f(params::BISHOP_PAIR, i32::from(side.bishops() >= 2));
    f(
        params::KNIGHT_PAWNS,
        i32::from(side.knights()) * above_pivot,
    );
    f(params::ROOK_PAWNS, i32::from(side.rooks()) * above_pivot);
    f(params::ROOK_PAIR, i32::from(side.rooks() >= 2));
    f(
        params::QUEEN_ROOK,
        if side.queens() >= 1 {
            i32::from(side.rooks())
        } else {
            0
        },
    );
}

/// The features of `pos` under the default material configuration.
pub fn trace(pos: &Position) -> Trace {
    let b = pos.board();
    let mut counts = Counts([0; N_PARAMS]);
    let material = MaterialCounts::from_board(b);
    material_features(material.white, |p, n| counts.0[p] += n);
    material_features(material.black, |p, n| counts.0[p] -= n);
    let mut info = Info::new(b);
    super::pawns::structure(b, &mut info, &mut counts);
    super::terms::evaluate(pos, &mut info, &mut counts);
    super::king::evaluate(b, &mut info, &mut counts);
    super::king::shelter(Color::White, &info, &mut counts);
    super::king::shelter(Color::Black, &info, &mut counts);

    let config = MaterialConfig::default();
    let entry = MaterialEntry::compute(&config, &material);
    let trade = if config.trade_down {
        trade_down_bonus(&material)
    } else {
        0
    };
    // The initiative follows the sign of the endgame score so far, with the compiled-in weights
    // (as the engine computes it); the tuner then fits its weights as fixed features.
    let so_far = counts
        .0
        .iter()
        .enumerate()
        .fold(trade, |eg, (p, &n)| eg + params::weight(p).eg * n);
    super::initiative::evaluate(b, &info, so_far, &mut counts);
    counts.add(Group::Tempo, pos.side_to_move(), params::TEMPO, 1);
    Trace {
        features: counts
            .0
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n != 0)
            .map(|(p, &n)| (p as u16, n.clamp(i16::MIN.into(), i16::MAX.into()) as i16))
            .collect(),
        constant: Score::new(trade, trade),
        phase: entry.phase(),
        scale: [
            entry.scale(Color::White).get(),
            entry.scale(Color::Black).get(),
        ],
        residual: super::residual_correction(pos),
    }
}

impl Trace {
    /// The tapered linear part (White's view): without the residual net and before scaling.
    pub fn linear(&self, weights: &[Score]) -> i32 {
        let sum = self.features.iter().fold(self.constant, |acc, &(p, n)| {
            acc + weights[p as usize] * i32::from(n)
        });
        sum.taper(self.phase)
    }

    /// The evaluation (White's view) with `weights`, in the engine's integer arithmetic.
    pub fn evaluate(&self, weights: &[Score]) -> i32 {
        let unscaled = self.linear(weights) + self.residual;
        let favoured = if unscaled > 0 { 0 } else { 1 };
        unscaled * i32::from(self.scale[favoured]) / 64
    }
}

/// How often each parameter is used in `pos`, both sides counted (for centring the tables).
pub fn usage(pos: &Position, counts: &mut [u64]) {
    struct Usage<'a>(&'a mut [u64]);
    impl Sink for Usage<'_> {
        const PRECOMPUTED: bool = false;
        fn add(&mut self, group: Group, _: Color, param: usize, n: i32) {
            if super::enabled(group) {
                self.0[param] += u64::from(n.unsigned_abs());
            }
        }
        fn add_score(&mut self, _: Group, _: Color, _: Score) {}
    }
    let b = pos.board();
    let mut sink = Usage(counts);
    let mut info = Info::new(b);
    super::pawns::structure(b, &mut info, &mut sink);
    super::terms::evaluate(pos, &mut info, &mut sink);
    super::king::evaluate(b, &mut info, &mut sink);
    super::king::shelter(Color::White, &info, &mut sink);
    super::king::shelter(Color::Black, &info, &mut sink);
}

/// Whether the evaluation of `pos` is the linear function the trace describes: true unless an
/// endgame module takes over (a recognised endgame scores, scales or draws by its own rules).
/// The tuner fits only such positions.
pub fn is_linear(pos: &Position) -> bool {
    let counts = pos.state().material().signature().counts();
    crate::material::classify_endgame(&counts).0 == crate::endgame::EndgameId::None
}
