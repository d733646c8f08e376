//! The piece terms: piece-square tables, mobility (which also fills the attack maps the later
//! terms read), rooks and minor pieces, passed pawns' piece-dependent terms, threats, and how the
//! pieces fit the pawn structure, pins.

mod closed;
mod mobility;
mod passers;
mod pieces;
mod pins;
mod psqt;
mod threats;

use super::{Info, Sink};
use crate::board::Board;

/// Every piece term, in the order their inputs become available.
#[inline(always)]
pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    psqt::evaluate(b, sink);
    mobility::evaluate(b, info, sink);
    pieces::evaluate(b, info, sink);
    passers::evaluate(b, info, sink);
    threats::evaluate(b, info, sink);
    pins::evaluate(b, info, sink);
    closed::evaluate(b, info, sink);
}
