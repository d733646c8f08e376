//! What the evaluation learns from the material alone, packed into eight bytes.

use super::config::MaterialConfig;
use super::endgame::{self, EndgameId};
use super::imbalance::Breakdown;
use super::scale::{self, ScaleFactor};
use super::score::{PHASE_MAX, Score};
use super::signature::MaterialCounts;
use slate_board::Color;

/// Endgame id (7 bits) and, in the top bit, whether its strong side is Black.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct EndgameTag(u8);

impl EndgameTag {
    const BLACK_IS_STRONG: u8 = 0x80;

    fn new(id: EndgameId, strong: Color) -> Self {
        let side = if id != EndgameId::None && strong == Color::Black {
            Self::BLACK_IS_STRONG
        } else {
            0
        };
        Self(id as u8 | side)
    }

    fn id(self) -> EndgameId {
        EndgameId::from_u8(self.0 & !Self::BLACK_IS_STRONG)
    }

    fn strong_side(self) -> Color {
        if self.0 & Self::BLACK_IS_STRONG != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    #[inline(always)]
    fn mirrored(self) -> Self {
        // `None` keeps White as its side, so mirroring it must not set the bit.
        // Nor may a symmetric one: computing the mirror gives White as its side again.
        if self.id() == EndgameId::None || self.id().is_symmetric() {
            self
        } else {
            Self(self.0 ^ Self::BLACK_IS_STRONG)
        }
    }
}

/// The material verdict for one constellation: value (White's point of view), game phase, a scale
/// factor per side and the recognised endgame. Eight bytes, so the full table is 1.8 MiB.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MaterialEntry {
    mg: i16,
    eg: i16,
    phase: u8,
    scale: [u8; 2],
    endgame: EndgameTag,
}

/// Saturates instead of wrapping: only absurd constructed positions get near the limit.
fn to_i16(v: i32) -> i16 {
    v.clamp(i32::from(i16::MIN) + 1, i32::from(i16::MAX)) as i16
}

impl Default for MaterialEntry {
    fn default() -> Self {
        Self::ZERO
    }
}

impl MaterialEntry {
    /// Level material, no phase, normal scale, no endgame: a placeholder, not a real constellation.
    pub const ZERO: MaterialEntry = MaterialEntry {
        mg: 0,
        eg: 0,
        phase: 0,
        scale: [ScaleFactor::NORMAL.get(); 2],
        endgame: EndgameTag(0),
    };

    /// Computes the entry from scratch (what the table and the hash save).
    pub fn compute(config: &MaterialConfig, counts: &MaterialCounts) -> Self {
        let value = Breakdown::new(config, counts).total();
        let [white_scale, black_scale] = if config.scaling {
            scale::scale_factors(counts)
        } else {
            [ScaleFactor::NORMAL; 2]
        };
        let (id, strong) = if config.endgames {
            endgame::classify(counts)
        } else {
            (EndgameId::None, Color::White)
        };
        Self {
            mg: to_i16(value.mg),
            eg: to_i16(value.eg),
            phase: phase(counts),
            scale: [white_scale.get(), black_scale.get()],
            endgame: EndgameTag::new(id, strong),
        }
    }

    /// Middlegame material value, White's point of view, centipawns.
    #[inline(always)]
    pub fn mg(&self) -> i32 {
        i32::from(self.mg)
    }

    /// Endgame material value, White's point of view, centipawns.
    #[inline(always)]
    pub fn eg(&self) -> i32 {
        i32::from(self.eg)
    }

    /// Both values, White's point of view.
    #[inline(always)]
    pub fn score(&self) -> Score {
        Score::new(self.mg(), self.eg())
    }

    /// Game phase from 0 (pawns only) to [`PHASE_MAX`] (all pieces); for tapering every term.
    #[inline(always)]
    pub fn phase(&self) -> u8 {
        self.phase
    }

    /// How much of an advantage `color` can convert (applies when the score favours `color`).
    #[inline(always)]
    pub fn scale(&self, color: Color) -> ScaleFactor {
        ScaleFactor::from_raw(self.scale[color as usize]).unwrap_or(ScaleFactor::NORMAL)
    }

    /// The recognised endgame, if any.
    #[inline(always)]
    pub fn endgame(&self) -> EndgameId {
        self.endgame.id()
    }

    /// The side the recognised endgame is seen from (White when there is none).
    #[inline(always)]
    pub fn endgame_strong_side(&self) -> Color {
        self.endgame.strong_side()
    }

    /// Tapered material value from `side`'s point of view, unscaled.
    #[inline(always)]
    pub fn value(&self, side: Color) -> i32 {
        let white = self.score().taper(self.phase);
        match side {
            Color::White => white,
            Color::Black => -white,
        }
    }

    /// Scales a whole evaluation (White's point of view) by the factor of the side it favours.
    #[inline(always)]
    pub fn scale_eval(&self, white_eval: i32) -> i32 {
        let favoured = if white_eval > 0 {
            Color::White
        } else {
            Color::Black
        };
        self.scale(favoured).apply(white_eval)
    }

    /// The entry of the colour-mirrored constellation.
    #[inline]
    pub fn mirrored(&self) -> Self {
        Self {
            mg: -self.mg,
            eg: -self.eg,
            phase: self.phase,
            scale: [self.scale[1], self.scale[0]],
            endgame: self.endgame.mirrored(),
        }
    }
}

/// Knight and bishop 1, rook 2, queen 4 over both sides, capped at [`PHASE_MAX`] (promotions can
/// push the raw sum above it).
pub fn phase(counts: &MaterialCounts) -> u8 {
    let raw: u32 = [counts.white, counts.black]
        .iter()
        .map(|s| u32::from(s.minors()) + 2 * u32::from(s.rooks()) + 4 * u32::from(s.queens()))
        .sum();
    raw.min(u32::from(PHASE_MAX)) as u8
}
