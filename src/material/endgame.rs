//! Endgames recognised from the material signature alone, so the evaluation can hand them to a
//! special module. Recognition happens when an entry is built (once per constellation), never
//! during the probe.
//!
//! To add an endgame: add a variant below (keep `None` at 0 and stay below 128 variants, the
//! entry packs the id in 7 bits), give it a name, and add a rule to [`classify_side`].

use super::signature::{MaterialCounts, SideCounts};
use crate::board::Color;

/// A material constellation with special knowledge, seen from its strong side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[repr(u8)]
pub enum EndgameId {
    #[default]
    None = 0,
    /// King and one pawn against the bare king.
    Kpk,
    /// King, bishop and knight against the bare king: mate only in the bishop's corner.
    Kbnk,
    /// Bare king against a rook or queen and anything else: drive the king to the edge.
    Kxk,
}

impl EndgameId {
    pub const ALL: [EndgameId; 4] = [Self::None, Self::Kpk, Self::Kbnk, Self::Kxk];

    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Kpk => "KPK",
            Self::Kbnk => "KBNK",
            Self::Kxk => "KXK (mating material against a bare king)",
        }
    }

    pub(crate) fn from_u8(raw: u8) -> EndgameId {
        Self::ALL
            .into_iter()
            .find(|id| *id as u8 == raw)
            .unwrap_or(EndgameId::None)
    }
}

/// The endgame `strong` has against `weak`, if it is one with special knowledge.
fn classify_side(strong: SideCounts, weak: SideCounts) -> EndgameId {
    if !weak.is_bare() {
        return EndgameId::None;
    }
    match strong.as_array() {
        [1, 0, 0, 0, 0] => EndgameId::Kpk,
        [0, 1, 1, 0, 0] => EndgameId::Kbnk,
        _ if strong.rooks() + strong.queens() > 0 => EndgameId::Kxk,
        _ => EndgameId::None,
    }
}

/// The endgame of a constellation and its strong side (White when there is none).
pub fn classify(counts: &MaterialCounts) -> (EndgameId, Color) {
    for color in Color::ALL {
        let id = classify_side(counts.side(color), counts.side(!color));
        if id != EndgameId::None {
            return (id, color);
        }
    }
    (EndgameId::None, Color::White)
}
