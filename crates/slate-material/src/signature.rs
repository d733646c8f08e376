//! The material signature of Chess 4.5: one nibble per piece kind and colour.
//!
//! White's pawns, knights, bishops, rooks and queens take the low 20 bits, Black's the next 20.
//! A legal position has at most 15 men besides the king per side, so no nibble ever overflows and
//! adding or removing a piece is a single add or subtract of a power of sixteen.

use slate_board::{Board, Color, Piece};
use std::fmt;

/// The piece kinds a signature counts, in nibble order (kings are always there and not counted).
pub const COUNTED_PIECES: [Piece; 5] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
];

/// The largest count a nibble holds.
pub const MAX_COUNT: u8 = 15;

const SIDE_BITS: u32 = 20;
const SIDE_MASK: u64 = (1 << SIDE_BITS) - 1;

/// One side's counts of pawns, knights, bishops, rooks and queens.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct SideCounts([u8; 5]);

impl SideCounts {
    /// Counts in the order pawns, knights, bishops, rooks, queens; `None` if one exceeds a nibble.
    pub const fn new(counts: [u8; 5]) -> Option<Self> {
        let mut i = 0;
        while i < 5 {
            if counts[i] > MAX_COUNT {
                return None;
            }
            i += 1;
        }
        Some(Self(counts))
    }

    /// A bare king.
    pub const BARE: SideCounts = SideCounts([0; 5]);

    /// How many of `piece` (0 for the king, which is not counted).
    #[inline(always)]
    pub const fn get(self, piece: Piece) -> u8 {
        match piece {
            Piece::King => 0,
            _ => self.0[piece as usize],
        }
    }

    /// Pawns.
    pub const fn pawns(self) -> u8 {
        self.0[0]
    }
    /// Knights.
    pub const fn knights(self) -> u8 {
        self.0[1]
    }
    /// Bishops.
    pub const fn bishops(self) -> u8 {
        self.0[2]
    }
    /// Rooks.
    pub const fn rooks(self) -> u8 {
        self.0[3]
    }
    /// Queens.
    pub const fn queens(self) -> u8 {
        self.0[4]
    }
    /// Knights and bishops.
    pub const fn minors(self) -> u8 {
        self.knights() + self.bishops()
    }
    /// Knights, bishops, rooks and queens.
    pub const fn pieces(self) -> u8 {
        self.minors() + self.rooks() + self.queens()
    }
    /// Only the king?
    pub const fn is_bare(self) -> bool {
        self.pawns() == 0 && self.pieces() == 0
    }
    /// Pawn, knight, bishop, rook and queen counts.
    pub const fn as_array(self) -> [u8; 5] {
        self.0
    }

    /// The same counts with one more `piece`; `None` for the king or past a nibble.
    pub fn with_added(self, piece: Piece) -> Option<Self> {
        if piece == Piece::King {
            return None;
        }
        let mut counts = self.0;
        counts[piece as usize] += 1;
        Self::new(counts)
    }

    fn from_nibbles(bits: u32) -> Self {
        let mut counts = [0; 5];
        for (i, c) in counts.iter_mut().enumerate() {
            *c = ((bits >> (4 * i)) & 0xF) as u8;
        }
        Self(counts)
    }

    fn nibbles(self) -> u32 {
        self.0
            .iter()
            .enumerate()
            .map(|(i, &c)| u32::from(c) << (4 * i))
            .sum()
    }
}

/// Both sides' counts, indexed by colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MaterialCounts {
    /// White's men.
    pub white: SideCounts,
    /// Black's men.
    pub black: SideCounts,
}

impl MaterialCounts {
    /// Both sides' counts.
    pub const fn new(white: SideCounts, black: SideCounts) -> Self {
        Self { white, black }
    }

    #[inline(always)]
    /// One side's counts.
    pub const fn side(&self, color: Color) -> SideCounts {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// One side's counts, to change.
    pub fn side_mut(&mut self, color: Color) -> &mut SideCounts {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// The colour mirror: White gets Black's material and back.
    pub const fn mirrored(&self) -> Self {
        Self {
            white: self.black,
            black: self.white,
        }
    }

    /// Counts the material on a board.
    pub fn from_board(board: &Board) -> Self {
        let mut counts = Self::default();
        for color in Color::ALL {
            let side = counts.side_mut(color);
            for piece in COUNTED_PIECES {
                // A legal board has at most 15 non-king men per side, so this never saturates.
                let n = (board.colors(color) & board.pieces(piece)).len();
                side.0[piece as usize] = n.min(u32::from(MAX_COUNT)) as u8;
            }
        }
        counts
    }
}

/// Chess 4.5's material signature: ten nibble counters, White's in bits 0..20, Black's in 20..40.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Signature(u64);

impl Signature {
    /// Bare kings.
    pub const EMPTY: Signature = Signature(0);

    #[inline(always)]
    const fn shift(color: Color, piece: Piece) -> u32 {
        color as u32 * SIDE_BITS + 4 * piece as u32
    }

    /// The signature of the men on `board`.
    pub fn from_board(board: &Board) -> Self {
        Self::from_counts(&MaterialCounts::from_board(board))
    }

    /// The signature of `counts`.
    pub fn from_counts(counts: &MaterialCounts) -> Self {
        Signature(
            u64::from(counts.white.nibbles()) | (u64::from(counts.black.nibbles()) << SIDE_BITS),
        )
    }

    /// The signature whose bits are `raw`, if it is one (only the low 40 bits may be set).
    pub const fn from_raw(raw: u64) -> Option<Self> {
        if raw >> (2 * SIDE_BITS) == 0 {
            Some(Signature(raw))
        } else {
            None
        }
    }

    #[inline(always)]
    /// The signature's bits (4 per piece kind and side).
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// One side's 20-bit half.
    #[inline(always)]
    pub const fn side_bits(self, color: Color) -> u32 {
        ((self.0 >> (color as u32 * SIDE_BITS)) & SIDE_MASK) as u32
    }

    #[inline(always)]
    /// How many of `piece` `color` has (0 for the king).
    pub const fn count(self, color: Color, piece: Piece) -> u8 {
        match piece {
            Piece::King => 0,
            _ => ((self.0 >> Self::shift(color, piece)) & 0xF) as u8,
        }
    }

    /// The counts the signature encodes.
    pub fn counts(self) -> MaterialCounts {
        MaterialCounts {
            white: SideCounts::from_nibbles(self.side_bits(Color::White)),
            black: SideCounts::from_nibbles(self.side_bits(Color::Black)),
        }
    }

    /// One more `piece` of `color`. The caller guarantees a legal result (≤ 15 per side).
    #[inline(always)]
    pub(crate) fn add(&mut self, color: Color, piece: Piece) {
        debug_assert!(piece != Piece::King && self.count(color, piece) < MAX_COUNT);
        self.0 += 1 << Self::shift(color, piece);
    }

    /// One `piece` of `color` fewer. The caller guarantees there is one.
    #[inline(always)]
    pub(crate) fn remove(&mut self, color: Color, piece: Piece) {
        debug_assert!(piece != Piece::King && self.count(color, piece) > 0);
        self.0 -= 1 << Self::shift(color, piece);
    }

    /// The colour mirror: the two halves swapped.
    #[inline(always)]
    pub const fn mirrored(self) -> Self {
        Signature((self.0 >> SIDE_BITS) | ((self.0 & SIDE_MASK) << SIDE_BITS))
    }

    /// A colour-symmetric hash after Chess 4.5: a constellation and its mirror get the same value;
    /// [`is_flipped`](Self::is_flipped) tells them apart.
    ///
    /// Chess 4.5 combined the halves' sum and absolute difference as `(w + b) xor |w − b|`. That
    /// is zero whenever one side is a bare king (`w xor w`), so every constellation against a lone
    /// king would share one slot; Slate keeps the same two symmetric quantities but packs them
    /// side by side and mixes them with a multiplication (Fibonacci hashing).
    #[inline(always)]
    pub const fn symmetric_hash(self) -> u64 {
        let w = self.side_bits(Color::White) as u64;
        let b = self.side_bits(Color::Black) as u64;
        (((w + b) << 21) | w.abs_diff(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// A slot number of `bits` bits (clamped to 1..=32) from the hash's best-mixed top bits.
    #[inline(always)]
    pub const fn hash_slot(self, bits: u32) -> usize {
        let bits = if bits == 0 {
            1
        } else if bits > 32 {
            32
        } else {
            bits
        };
        (self.symmetric_hash() >> (64 - bits)) as usize
    }

    /// The flip bit: set when Black's half is the larger number, so the canonical orientation
    /// (the one cached) is this signature mirrored.
    #[inline(always)]
    pub const fn is_flipped(self) -> bool {
        self.side_bits(Color::White) < self.side_bits(Color::Black)
    }

    /// The orientation shared by a constellation and its mirror: the larger half as White.
    #[inline(always)]
    pub const fn canonical(self) -> Self {
        if self.is_flipped() {
            self.mirrored()
        } else {
            self
        }
    }
}

impl fmt::Display for Signature {
    /// Written as in endgame tables, strongest piece first: `KRPvKR`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, color) in Color::ALL.into_iter().enumerate() {
            if i == 1 {
                f.write_str("v")?;
            }
            f.write_str("K")?;
            for piece in COUNTED_PIECES.into_iter().rev() {
                let letter = char::from(piece).to_ascii_uppercase();
                for _ in 0..self.count(color, piece) {
                    write!(f, "{letter}")?;
                }
            }
        }
        Ok(())
    }
}

/// Why a material string such as `KRPvKR` was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignatureParseError(pub String);

impl fmt::Display for SignatureParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad material string: {}", self.0)
    }
}

impl std::error::Error for SignatureParseError {}

impl std::str::FromStr for Signature {
    type Err = SignatureParseError;

    /// Parses `KRPvKR` (each side starting with its king, pieces in any order).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why: &str| SignatureParseError(format!("{s:?}: {why}"));
        let (white, black) = s.split_once(['v', 'V']).ok_or_else(|| err("no 'v'"))?;
        let mut counts = MaterialCounts::default();
        for (color, text) in [(Color::White, white), (Color::Black, black)] {
            let rest = text
                .strip_prefix('K')
                .ok_or_else(|| err("a side without 'K'"))?;
            for ch in rest.chars() {
                let piece = match ch {
                    'P' => Piece::Pawn,
                    'N' => Piece::Knight,
                    'B' => Piece::Bishop,
                    'R' => Piece::Rook,
                    'Q' => Piece::Queen,
                    _ => return Err(err(&format!("unexpected {ch:?}"))),
                };
                let side = counts.side_mut(color);
                *side = side
                    .with_added(piece)
                    .ok_or_else(|| err("more than 15 of a kind"))?;
            }
            if counts.side(color).as_array().iter().sum::<u8>() > MAX_COUNT {
                return Err(err("more than 15 men besides the king"));
            }
        }
        Ok(Signature::from_counts(&counts))
    }
}
