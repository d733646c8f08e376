//! The piece terms: piece-square tables, mobility (which also fills the attack maps the later
//! terms read), rooks and minor pieces, passed pawns' piece-dependent terms, threats, and how the
//! pieces fit the pawn structure, pins.

mod closed;
mod mobility;
mod passers;
mod pieces;
mod pins;
pub mod psqt;
mod threats;

use super::{Info, Sink};
use crate::eval::Position;

/// Every piece term, in the order their inputs become available.
#[inline(always)]
pub fn evaluate<S: Sink>(pos: &Position, info: &mut Info, sink: &mut S) {
    let b = pos.board();
    // The search's sink takes the sum the position keeps up to date (a build with the `network`
    // feature keeps none: there the terms are read only by `slate eval` and the tuner).
    #[cfg(not(feature = "network"))]
    if S::PRECOMPUTED {
        if super::enabled(super::Group::Psqt) {
            sink.add_score(
                super::Group::Psqt,
                slate_board::Color::White,
                pos.state().psqt().unpack(),
            );
        }
    } else {
        psqt::evaluate(b, sink);
    }
    #[cfg(feature = "network")]
    psqt::evaluate(b, sink);
    mobility::evaluate(b, info, sink);
    pieces::evaluate(b, info, sink);
    passers::evaluate(b, info, sink);
    threats::evaluate(b, info, sink);
    pins::evaluate(b, info, sink);
    closed::evaluate(b, info, sink);
}
