//! An efficiently updated network: the evaluation learned from Slate's own games.
//!
//! Shape: each side's view of the pieces (own or enemy, kind, square seen from that side: 768
//! inputs, repeated for each of [`KING_BUCKETS`] regions of that side's own king) feeds
//! [`HIDDEN`] units of that side; the two sides' units, the side to move's first, are activated
//! by a squared clipped ReLU (`clamp(x, 0, 1)²`) and go to one output chosen by the material
//! entry's phase ([`bucket`]: the material subsystem keys the output, no second piece count).
//! The hidden sums are kept per move as `i16` ([`Accumulator`]), so an evaluation reads them and
//! takes one dot product; a king that changes region has its view rebuilt once the move is
//! complete ([`Accumulator::settle`]).
//!
//! A network file carries its shape, a version and a checksum ([`Network::from_bytes`] refuses a
//! wrong one, and the build script refuses to compile one in); `slate train-network` writes them.

mod dot;
pub mod file;
#[cfg(test)]
mod tests;

pub use file::NetworkError;
use slate_board::{Board, Color, Piece, Square};

/// The compiled-in network (builds with the `network` feature; the build script has checked the
/// file).
#[cfg(feature = "network")]
pub static NETWORK: std::sync::LazyLock<Network> = std::sync::LazyLock::new(|| {
    Network::from_bytes(include_bytes!("network.bin"))
        .expect("src/eval/network/network.bin is a network file of this build's shape")
});

/// Inputs of one side's view for one king bucket: (own, enemy) × six kinds × 64 squares.
pub const PIECE_INPUTS: usize = 768;
/// Whether each view's inputs are repeated per region of its own king's square
/// ([`KING_BUCKET`]); without, one set of inputs serves every king square.
pub const BY_KING: bool = true;
/// The king bucket of a view by its own king's square seen from its side (a1 = 0 … h8 = 63):
/// with [`BY_KING`], the back two ranks split into the queen's side (a–c), the centre (d–e) and
/// the king's side (f–h), and a king further up is a fourth bucket.
pub const KING_BUCKET: [u8; 64] = king_buckets(BY_KING);
/// King buckets: one more than the largest of [`KING_BUCKET`].
pub const KING_BUCKETS: usize = if BY_KING { 4 } else { 1 };
/// Inputs of one side's view: [`PIECE_INPUTS`] per king bucket.
pub const INPUTS: usize = PIECE_INPUTS * KING_BUCKETS;

const fn king_buckets(by_king: bool) -> [u8; 64] {
    let mut map = [0u8; 64];
    let mut sq = 0;
    while by_king && sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        map[sq] = match (rank, file) {
            (0..=1, 0..=2) => 0,
            (0..=1, 3..=4) => 1,
            (0..=1, _) => 2,
            _ => 3,
        };
        sq += 1;
    }
    map
}
/// Hidden units per side.
pub const HIDDEN: usize = 256;
/// Outputs, one per range of the material entry's phase.
pub const BUCKETS: usize = 8;
/// Fixed point of the first layer and of the activations: 1.0 is `QA`.
pub const QA: i32 = 255;
/// Fixed point of the output weights.
pub const QB: i32 = 64;
/// Centipawns of one unit of the network's output (its output is a logit of the expected score
/// at this scale, as the trainer fits it).
pub const SCALE: i32 = 400;
/// The largest first-layer weight or bias in `1/QA`: 32 pieces of the largest weight and the bias
/// stay inside `i16`.
pub const MAX_W1: i16 = 500;
/// The largest output weight in `1/QB`: with it, one output's 128-unit partial sums stay inside
/// `i32` (`128 × QA² × 127 < 2³¹`).
pub const MAX_W2: i16 = 127;

/// The quantised network.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    /// `w1[input]`: the hidden units' weights of one input, in `1/QA`.
    pub w1: Vec<[i16; HIDDEN]>,
    /// Hidden biases, in `1/QA`.
    pub b1: [i16; HIDDEN],
    /// Per bucket, the output weights of the side to move's units then the other side's, in
    /// `1/QB`.
    pub w2: Vec<[i16; 2 * HIDDEN]>,
    /// Per bucket, the output bias in `1/(QA·QB)`.
    pub b2: [i32; BUCKETS],
}

/// The output bucket of a position whose material entry has `phase` (0 bare kings … 24 all
/// pieces).
#[inline(always)]
pub fn bucket(phase: u8) -> usize {
    (usize::from(phase.min(crate::material::PHASE_MAX)) * BUCKETS)
        / (usize::from(crate::material::PHASE_MAX) + 1)
}

impl Network {
    /// All weights zero.
    pub fn zero() -> Self {
        Self {
            w1: vec![[0; HIDDEN]; INPUTS],
            b1: [0; HIDDEN],
            w2: vec![[0; 2 * HIDDEN]; BUCKETS],
            b2: [0; BUCKETS],
        }
    }

    /// Reads a network file: its frame checked ([`file::check`]), then every weight's range.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, NetworkError> {
        let body = file::check(bytes, INPUTS, HIDDEN, BUCKETS)?;
        let (words, biases) = body.split_at(body.len() - 4 * BUCKETS);
        let mut values = words
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut next = || values.next().expect("length checked");
        let mut net = Self::zero();
        net.w1.iter_mut().flatten().for_each(|w| *w = next());
        net.b1.iter_mut().for_each(|w| *w = next());
        net.w2.iter_mut().flatten().for_each(|w| *w = next());
        for (b, c) in net.b2.iter_mut().zip(biases.chunks_exact(4)) {
            *b = i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        }
        let first = net.w1.iter().flatten().chain(&net.b1);
        if first.into_iter().any(|w| w.abs() > MAX_W1)
            || net.w2.iter().flatten().any(|w| w.abs() > MAX_W2)
        {
            return Err(NetworkError::Range);
        }
        Ok(net)
    }

    /// The file [`Network::from_bytes`] reads.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = file::header(INPUTS, HIDDEN, BUCKETS);
        let words = self
            .w1
            .iter()
            .flatten()
            .chain(&self.b1)
            .chain(self.w2.iter().flatten());
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in &self.b2 {
            out.extend_from_slice(&b.to_le_bytes());
        }
        let sum = file::checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// The evaluation of the position whose sums are `acc`, for `stm` to move, with the material
    /// entry's phase `phase`: centipawns from the side to move's view.
    #[inline]
    pub fn evaluate(&self, acc: &Accumulator, stm: Color, phase: u8) -> i32 {
        let b = bucket(phase);
        let (us, them) = (&acc.sums[stm as usize], &acc.sums[!stm as usize]);
        let (ours, theirs) = self.w2[b].split_at(HIDDEN);
        let (ours, theirs) = (
            ours.try_into().expect("HIDDEN"),
            theirs.try_into().expect("HIDDEN"),
        );
        let sum = dot::screlu_dot(us, ours) + dot::screlu_dot(them, theirs);
        // `sum` is in QA²·QB: one QA off, the bias (QA·QB) added, then to centipawns.
        let out = sum / i64::from(QA) + i64::from(self.b2[b]);
        (out * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }

    /// The evaluation of `b` for `stm` to move from scratch (side to move's view).
    pub fn evaluate_board(&self, b: &Board, stm: Color, phase: u8) -> i32 {
        self.evaluate(&Accumulator::from_board(self, b), stm, phase)
    }
}

/// Both sides' hidden sums (`W1 · x + b1`), White's view first, kept up to date as moves are
/// played, with each view's king bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator {
    /// The hidden sums of White's view, then Black's.
    pub sums: [[i16; HIDDEN]; 2],
    /// Each view's king bucket, or [`STALE`] after its king changed bucket in a move not yet
    /// settled.
    king: [u8; 2],
}

/// The king bucket of a view whose sums wait to be rebuilt ([`Accumulator::settle`]).
const STALE: u8 = u8::MAX;

/// The king bucket of `view` on `b`.
#[inline(always)]
pub fn king_bucket(b: &Board, view: Color) -> u8 {
    if KING_BUCKETS == 1 {
        return 0;
    }
    KING_BUCKET[b.king(view).relative_to(view) as usize]
}

impl Accumulator {
    /// The sums of `b` from scratch.
    pub fn from_board(net: &Network, b: &Board) -> Self {
        let mut acc = Self {
            sums: [net.b1; 2],
            king: [0; 2],
        };
        for view in Color::ALL {
            acc.refresh(net, b, view);
        }
        acc
    }

    /// Rebuilds `view`'s sums from the pieces of `b`.
    fn refresh(&mut self, net: &Network, b: &Board, view: Color) {
        let king = king_bucket(b, view);
        self.king[view as usize] = king;
        let a = &mut self.sums[view as usize];
        *a = net.b1;
        for_each_piece_input(b, view, |i| {
            let row = &net.w1[usize::from(king) * PIECE_INPUTS + i];
            for (a, w) in a.iter_mut().zip(row) {
                *a = a.wrapping_add(*w);
            }
        });
    }

    /// After a move: rebuilds the views whose king changed bucket in it.
    #[inline(always)]
    pub fn settle(&mut self, net: &Network, b: &Board) {
        if KING_BUCKETS == 1 {
            return;
        }
        for view in Color::ALL {
            if self.king[view as usize] == STALE {
                self.refresh(net, b, view);
            }
        }
    }

    /// The row of `view`'s input of a `color` `piece` on `sq`, or `None` while the view waits
    /// to be rebuilt.
    #[inline(always)]
    fn row<'n>(
        &self,
        net: &'n Network,
        view: Color,
        color: Color,
        piece: Piece,
        sq: Square,
    ) -> Option<&'n [i16; HIDDEN]> {
        let king = self.king[view as usize];
        (king != STALE).then(|| &net.w1[input(view, king, color, piece, sq)])
    }

    /// A king of `color` that arrives on `to` in another bucket of its own view leaves that view
    /// to [`settle`](Self::settle).
    #[inline(always)]
    fn mark_king(&mut self, color: Color, piece: Piece, to: Square) {
        if KING_BUCKETS > 1 && piece == Piece::King {
            let own = &mut self.king[color as usize];
            if *own != STALE && *own != KING_BUCKET[to.relative_to(color) as usize] {
                *own = STALE;
            }
        }
    }

    /// A `color` `piece` is taken off `sq`.
    #[inline(always)]
    pub fn removed(&mut self, net: &Network, color: Color, piece: Piece, sq: Square) {
        for view in Color::ALL {
            if let Some(row) = self.row(net, view, color, piece, sq) {
                for (a, w) in self.sums[view as usize].iter_mut().zip(row) {
                    *a = a.wrapping_sub(*w);
                }
            }
        }
    }

    /// A `color` `piece` leaves `from` and `placed` (the same piece, or a promotion's) stands on
    /// `to`: one pass over each view's sums.
    #[inline(always)]
    pub fn moved(
        &mut self,
        net: &Network,
        color: Color,
        piece: Piece,
        from: Square,
        placed: Piece,
        to: Square,
    ) {
        self.mark_king(color, piece, to);
        for view in Color::ALL {
            let (Some(out), Some(inn)) = (
                self.row(net, view, color, piece, from),
                self.row(net, view, color, placed, to),
            ) else {
                continue;
            };
            for ((a, o), i) in self.sums[view as usize].iter_mut().zip(out).zip(inn) {
                *a = a.wrapping_sub(*o).wrapping_add(*i);
            }
        }
    }

    /// As [`moved`](Self::moved), taking the other colour's `victim` on `victim_sq`: the
    /// capture in the same pass (most moves of a quiescence search are captures).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn took(
        &mut self,
        net: &Network,
        color: Color,
        piece: Piece,
        from: Square,
        placed: Piece,
        to: Square,
        victim: Piece,
        victim_sq: Square,
    ) {
        self.mark_king(color, piece, to);
        for view in Color::ALL {
            let (Some(out), Some(inn), Some(gone)) = (
                self.row(net, view, color, piece, from),
                self.row(net, view, color, placed, to),
                self.row(net, view, !color, victim, victim_sq),
            ) else {
                continue;
            };
            let sums = self.sums[view as usize].iter_mut();
            for (((a, o), i), g) in sums.zip(out).zip(inn).zip(gone) {
                *a = a.wrapping_sub(*o).wrapping_sub(*g).wrapping_add(*i);
            }
        }
    }
}

/// The input of a `color` `piece` on `sq` seen from `view`'s side, whose king is in bucket
/// `king`.
#[inline(always)]
pub fn input(view: Color, king: u8, color: Color, piece: Piece, sq: Square) -> usize {
    usize::from(king) * PIECE_INPUTS + piece_input(view, color, piece, sq)
}

/// The input of a `color` `piece` on `sq` seen from `view`'s side within one king bucket.
#[inline(always)]
pub fn piece_input(view: Color, color: Color, piece: Piece, sq: Square) -> usize {
    let base = if color == view { 0 } else { 384 };
    base + 64 * piece as usize + sq.relative_to(view) as usize
}

/// Calls `f` with the input index of every piece on `b`, seen from `view`'s side, within one
/// king bucket (add `PIECE_INPUTS` × [`king_bucket`] for the network's input).
#[inline(always)]
pub fn for_each_piece_input(b: &Board, view: Color, mut f: impl FnMut(usize)) {
    for color in Color::ALL {
        for piece in Piece::ALL {
            for sq in b.colored_pieces(color, piece) {
                f(piece_input(view, color, piece, sq));
            }
        }
    }
}
