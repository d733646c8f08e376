//! The evaluation's incremental state: what the position the search plays on keeps beside the
//! board for the evaluation, brought up to date from the pieces each move moves
//! ([`Incremental`]), so that no node recomputes it.

#[cfg(feature = "network")]
use super::network;
#[cfg(not(feature = "network"))]
use super::packed::Packed;
#[cfg(not(feature = "network"))]
use super::residual::{self, Accumulator};
#[cfg(not(feature = "network"))]
use super::terms::psqt;
use crate::material::MaterialState;
use slate_board::{Board, Color, Incremental, Piece, PositionWith, Square};

/// The position the engine searches: the board, its key, and [`Tracked`].
pub type Position = PositionWith<Tracked>;

/// The material signature and what the evaluation reads: the piece-square sum and the residual
/// net's hidden sums, or in a build with the `network` feature the network's hidden sums alone
/// (it evaluates without the terms, so keeping theirs would only cost time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tracked {
    material: MaterialState,
    /// The piece-square table sum, White's view.
    #[cfg(not(feature = "network"))]
    psqt: Packed,
    #[cfg(not(feature = "network"))]
    residual: Accumulator,
    /// The network's hidden sums (builds with the `network` feature).
    #[cfg(feature = "network")]
    network: network::Accumulator,
}

impl Tracked {
    /// The material signature and table index, updated on captures and promotions.
    #[inline(always)]
    pub fn material(&self) -> &MaterialState {
        &self.material
    }

    /// The piece-square table sum (White's view).
    #[cfg(not(feature = "network"))]
    #[inline(always)]
    pub fn psqt(&self) -> Packed {
        self.psqt
    }

    /// The residual net's hidden sums (see [`residual`]).
    #[cfg(not(feature = "network"))]
    #[inline(always)]
    pub fn residual(&self) -> &Accumulator {
        &self.residual
    }

    /// The network's hidden sums (see [`network`]).
    #[cfg(feature = "network")]
    #[inline(always)]
    pub fn network(&self) -> &network::Accumulator {
        &self.network
    }
}

impl Incremental for Tracked {
    fn from_board(board: &Board) -> Self {
        Self {
            material: MaterialState::from_board(board),
            #[cfg(not(feature = "network"))]
            psqt: psqt::from_scratch(board),
            #[cfg(not(feature = "network"))]
            residual: Accumulator::from_board(&residual::NET, board),
            #[cfg(feature = "network")]
            network: network::Accumulator::from_board(&network::NETWORK, board),
        }
    }

    #[inline(always)]
    fn moved(&mut self, color: Color, piece: Piece, from: Square, placed: Piece, to: Square) {
        #[cfg(not(feature = "network"))]
        {
            let net = &*residual::NET;
            self.psqt = self
                .psqt
                .sub(psqt::square_value(color, piece, from))
                .add(psqt::square_value(color, placed, to));
            if placed == piece {
                self.residual.shift(net, color, piece, from, to);
            } else {
                self.residual.remove(net, color, piece, from);
                self.residual.add(net, color, placed, to);
            }
        }
        #[cfg(feature = "network")]
        self.network
            .moved(&network::NETWORK, color, piece, from, placed, to);
        self.material.moved(color, piece, from, placed, to);
    }

    #[inline(always)]
    fn captured(&mut self, color: Color, piece: Piece, square: Square) {
        #[cfg(not(feature = "network"))]
        {
            self.psqt = self.psqt.sub(psqt::square_value(color, piece, square));
            self.residual.remove(&residual::NET, color, piece, square);
        }
        // The position calls `took` for a capture (one pass over the network's sums); this is
        // the piece-by-piece path the trait also offers.
        #[cfg(feature = "network")]
        self.network
            .removed(&network::NETWORK, color, piece, square);
        self.material.captured(color, piece, square);
    }

    #[inline(always)]
    fn took(
        &mut self,
        color: Color,
        piece: Piece,
        from: Square,
        placed: Piece,
        to: Square,
        victim: Piece,
        victim_square: Square,
    ) {
        #[cfg(not(feature = "network"))]
        {
            self.captured(!color, victim, victim_square);
            self.moved(color, piece, from, placed, to);
        }
        #[cfg(feature = "network")]
        {
            let net = &*network::NETWORK;
            self.network
                .took(net, color, piece, from, placed, to, victim, victim_square);
            self.material.captured(!color, victim, victim_square);
            self.material.moved(color, piece, from, placed, to);
        }
    }

    #[inline(always)]
    fn settled(&mut self, _board: &Board) {
        #[cfg(feature = "network")]
        self.network.settle(&network::NETWORK, _board);
    }
}

#[cfg(test)]
mod tests {
    use super::Tracked;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        /// After every move of a random game the incremental piece-square sum, residual sums
        /// and material state equal the ones computed from scratch.
        #[test]
        fn incremental_state_equals_scratch(choices in proptest::collection::vec(any::<u16>(), 1..200),
                                            start in 0usize..4) {
            let fens = [
                slate_board::START_FEN,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
                "1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBgb - 0 1",
            ];
            slate_board::check_incremental::<Tracked>(fens[start], &choices, start == 3);
        }
    }
}
