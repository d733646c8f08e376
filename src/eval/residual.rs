//! A small learned correction added to the linear evaluation before the material entry's scaling.
//!
//! The linear terms cannot express how pieces go together (a king's square matters more with
//! queens on, a rook's file with the enemy king behind it). The residual is one hidden layer
//! over the pieces' squares: `f(x) = w2 · clamp(W1 · x + b1, 0, 1)`, where `x` marks each piece by
//! (own or enemy, kind, square seen from the owner). It is evaluated once from each side and
//! the difference taken, `f(x_white) − f(x_black)`, so it is colour-symmetric by construction.
//! `slate tune-residual` fits it to the same labelled positions as the linear weights, with the
//! linear evaluation held fixed; the fitted net is compiled in from `residual.bin` (all zeros:
//! no correction). Positions an endgame module scores do not use it.

use slate_board::{Board, Color, Piece, Square};
use std::sync::LazyLock;

/// Inputs of one side's view: (own, enemy) × six kinds × 64 squares.
pub const INPUTS: usize = 768;
/// Hidden units.
pub const HIDDEN: usize = 32;
/// Fixed point of the first layer and of the activations: 1.0 is `QA`.
pub const QA: i32 = 256;
/// Fixed point of the output weights (centipawns per unit of activation): 1 cp is `QO`.
pub const QO: i32 = 64;
/// What a net file starts with.
pub const MAGIC: &[u8; 4] = b"SLRN";
const HEADER: usize = 12;
/// The largest first-layer weight a net may have, and the largest bias: with at most 32 pieces,
/// `700 + 32 × 1000` fits the `i16` accumulators of [`Accumulator`]. (They add with wrapping, so
/// a made-up position with more pieces gets a wrong correction, never a crash.)
pub const MAX_W1: i16 = 1000;
/// See [`MAX_W1`].
pub const MAX_B1: i16 = 700;
/// Bytes of a net file: the header, then `W1` (input-major), `b1` and `w2` as little-endian i16.
pub const FILE_LEN: usize = HEADER + 2 * (INPUTS * HIDDEN + 2 * HIDDEN);

/// The quantised net.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// `w1[input]`: the hidden units' weights of one input, in `1/QA`.
    pub w1: Vec<[i16; HIDDEN]>,
    /// Hidden biases, in `1/QA`.
    pub b1: [i16; HIDDEN],
    /// Output weights, centipawns in `1/QO`.
    pub w2: [i16; HIDDEN],
}

/// Why a net file was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NetError {
    /// The file is not [`FILE_LEN`] bytes long (its length).
    #[error("a residual net file is {FILE_LEN} bytes, this one {0}")]
    Length(usize),
    /// The file does not start with [`MAGIC`].
    #[error("not a residual net file (no SLRN header)")]
    Magic,
    /// A first-layer weight or bias is beyond [`MAX_W1`] or [`MAX_B1`].
    #[error("a first-layer weight or bias of the net is too large for the accumulators")]
    Range,
    /// The file's net has another shape.
    #[error(
        "the net has {inputs} inputs and {hidden} hidden units; Slate's has {INPUTS} and {HIDDEN}"
    )]
    Shape {
        /// Its inputs.
        inputs: u32,
        /// Its hidden units.
        hidden: u32,
    },
}

impl Net {
    /// All weights zero: the correction is zero everywhere.
    pub fn zero() -> Self {
        Self {
            w1: vec![[0; HIDDEN]; INPUTS],
            b1: [0; HIDDEN],
            w2: [0; HIDDEN],
        }
    }

    /// Whether every output weight is zero (then the correction is zero and is skipped).
    pub fn is_zero(&self) -> bool {
        self.w2.iter().all(|&w| w == 0)
    }

    /// Reads a net file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, NetError> {
        if bytes.len() != FILE_LEN {
            return Err(NetError::Length(bytes.len()));
        }
        if &bytes[..4] != MAGIC {
            return Err(NetError::Magic);
        }
        let word = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().expect("4 bytes"));
        let (inputs, hidden) = (word(4), word(8));
        if inputs as usize != INPUTS || hidden as usize != HIDDEN {
            return Err(NetError::Shape { inputs, hidden });
        }
        let mut values = bytes[HEADER..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut next = || values.next().expect("length checked");
        let mut net = Self::zero();
        for row in net.w1.iter_mut() {
            row.iter_mut().for_each(|w| *w = next());
        }
        net.b1.iter_mut().for_each(|w| *w = next());
        net.w2.iter_mut().for_each(|w| *w = next());
        let too_large = net.w1.iter().flatten().any(|w| w.abs() > MAX_W1)
            || net.b1.iter().any(|b| b.abs() > MAX_B1);
        if too_large {
            return Err(NetError::Range);
        }
        Ok(net)
    }

    /// The file [`Net::from_bytes`] reads.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(FILE_LEN);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(INPUTS as u32).to_le_bytes());
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        let words = self.w1.iter().flatten().chain(&self.b1).chain(&self.w2);
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// The correction for the position whose accumulators are `acc`, White's view, in
    /// centipawns.
    #[inline]
    pub fn evaluate(&self, acc: &Accumulator) -> i32 {
        let white = self.output(&acc.0[Color::White as usize]);
        let black = self.output(&acc.0[Color::Black as usize]);
        // Truncating the difference (not each side) keeps the result exactly antisymmetric.
        (white - black) / (QA * QO)
    }

    /// The correction for `b`, computed from scratch.
    pub fn evaluate_board(&self, b: &Board) -> i32 {
        self.evaluate(&Accumulator::from_board(self, b))
    }

    /// `f` of one side's hidden sums, in `1/(QA·QO)` centipawns.
    #[inline(always)]
    fn output(&self, acc: &[i16; HIDDEN]) -> i32 {
        acc.iter()
            .zip(&self.w2)
            .map(|(&a, &w)| i32::from(a).clamp(0, QA) * i32::from(w))
            .sum()
    }
}

/// Both sides' hidden sums (`W1 · x + b1`), kept up to date by [`slate_board::Position`] as
/// moves are played, so that the evaluation does not walk the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator([[i16; HIDDEN]; 2]);

impl Accumulator {
    /// The sums of `b` from scratch.
    pub fn from_board(net: &Net, b: &Board) -> Self {
        let mut acc = Self([net.b1; 2]);
        for view in Color::ALL {
            for_each_input(b, view, |i| {
                acc.0[view as usize] = plus(acc.0[view as usize], &net.w1[i]);
            });
        }
        acc
    }

    /// A `color` `piece` arrives on `sq`.
    #[inline(always)]
    pub fn add(&mut self, net: &Net, color: Color, piece: Piece, sq: Square) {
        let [white, black] = rows(net, color, piece, sq);
        self.0[0] = plus(self.0[0], white);
        self.0[1] = plus(self.0[1], black);
    }

    /// A `color` `piece` leaves `sq`.
    #[inline(always)]
    pub fn remove(&mut self, net: &Net, color: Color, piece: Piece, sq: Square) {
        let [white, black] = rows(net, color, piece, sq);
        self.0[0] = minus(self.0[0], white);
        self.0[1] = minus(self.0[1], black);
    }

    /// A `color` `piece` goes from `from` to `to` (the common case, in one pass).
    #[inline(always)]
    pub fn shift(&mut self, net: &Net, color: Color, piece: Piece, from: Square, to: Square) {
        let [white_from, black_from] = rows(net, color, piece, from);
        let [white_to, black_to] = rows(net, color, piece, to);
        self.0[0] = plus(minus(self.0[0], white_from), white_to);
        self.0[1] = plus(minus(self.0[1], black_from), black_to);
    }
}

// Whole arrays in and out, with fixed view indices: the compiler turns these into a few vector
// instructions (written in place through a computed index, it added one lane at a time).
#[inline(always)]
fn plus(acc: [i16; HIDDEN], row: &[i16; HIDDEN]) -> [i16; HIDDEN] {
    std::array::from_fn(|i| acc[i].wrapping_add(row[i]))
}

#[inline(always)]
fn minus(acc: [i16; HIDDEN], row: &[i16; HIDDEN]) -> [i16; HIDDEN] {
    std::array::from_fn(|i| acc[i].wrapping_sub(row[i]))
}

/// The first-layer rows of a `color` `piece` on `sq`, seen from White's and from Black's side.
#[inline(always)]
fn rows(net: &Net, color: Color, piece: Piece, sq: Square) -> [&[i16; HIDDEN]; 2] {
    [
        &net.w1[input(Color::White, color, piece, sq)],
        &net.w1[input(Color::Black, color, piece, sq)],
    ]
}

// The residual net reads the pieces as the network does: one input numbering for both.
pub use super::network::{for_each_piece_input as for_each_input, piece_input as input};

/// The compiled-in net.
pub static NET: LazyLock<Net> = LazyLock::new(|| {
    Net::from_bytes(include_bytes!("residual.bin")).expect("src/eval/residual.bin is a net file")
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Position;

    fn random_net(seed: u64) -> Net {
        let mut state = seed;
        let mut next = move |range: i32| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) as i32 % (2 * range + 1) - range) as i16
        };
        let mut net = Net::zero();
        for row in net.w1.iter_mut() {
            row.iter_mut().for_each(|w| *w = next(200));
        }
        net.b1.iter_mut().for_each(|w| *w = next(300));
        net.w2.iter_mut().for_each(|w| *w = next(3000));
        net
    }

    #[test]
    fn the_compiled_net_reads() {
        assert_eq!(NET.w1.len(), INPUTS);
    }

    #[test]
    fn a_file_round_trips_and_bad_files_are_refused() {
        let net = random_net(7);
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), FILE_LEN);
        assert_eq!(Net::from_bytes(&bytes), Ok(net.clone()));
        assert_eq!(Net::from_bytes(&bytes[..100]), Err(NetError::Length(100)));
        let mut wrong = bytes.clone();
        wrong[0] = b'X';
        assert_eq!(Net::from_bytes(&wrong), Err(NetError::Magic));
        let mut large = net.clone();
        large.w1[5][3] = MAX_W1 + 1;
        assert_eq!(Net::from_bytes(&large.to_bytes()), Err(NetError::Range));
        let mut wrong = bytes;
        wrong[8] = 16;
        assert!(matches!(
            Net::from_bytes(&wrong),
            Err(NetError::Shape { .. })
        ));
    }

    #[test]
    fn the_zero_net_corrects_nothing() {
        let pos = Position::startpos();
        assert_eq!(Net::zero().evaluate_board(pos.board()), 0);
        assert!(Net::zero().is_zero());
    }

    #[test]
    fn a_random_net_is_colour_symmetric_and_not_zero() {
        let net = random_net(11);
        let fens = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 b - - 0 40",
            "2r2rk1/pp1q1ppp/2n1pn2/3p4/3P4/2NBPN2/PPQ2PPP/2R2RK1 w - - 0 14",
        ];
        let mut nonzero = 0;
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            let r = net.evaluate_board(pos.board());
            let flipped = pos.color_flipped();
            assert_eq!(r, -net.evaluate_board(flipped.board()), "{fen}");
            nonzero += i32::from(r != 0);
        }
        assert!(nonzero >= 2, "a random net should correct these positions");
        // The start position is its own mirror: no correction whatever the net.
        assert_eq!(net.evaluate_board(Position::startpos().board()), 0);
    }
}
