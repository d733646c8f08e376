//! What the material table is built from: the choices that will become UCI options.

use super::values::PieceValueSet;

/// The material evaluation's options. A table is built for one config; changing it means building
/// a new [`MaterialTable`](super::MaterialTable) (under 20 ms, see the module docs).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MaterialConfig {
    /// Which piece values to count with.
    pub values: PieceValueSet,
    /// The imbalance terms: bishop pair, pawn-dependent knight and rook values, redundancy.
    pub imbalance: bool,
    /// Chess 4.5's trade-down bonus. On by default: with it, material alone predicts the results
    /// of the shared tuning positions better under every piece-value set (`examples/material_fit.rs`).
    pub trade_down: bool,
    /// The per-side scale factors (insufficient material, drawish pawnless edges). Off only to
    /// measure what they gain: every entry then scales normally.
    pub scaling: bool,
    /// Recognise endgames from the signature and hand them to their modules. Off only to measure
    /// what the endgame modules gain: every entry then says "no endgame".
    pub endgames: bool,
}

impl Default for MaterialConfig {
    fn default() -> Self {
        Self {
            values: PieceValueSet::Tuned,
            imbalance: true,
            trade_down: true,
            scaling: true,
            endgames: true,
        }
    }
}
