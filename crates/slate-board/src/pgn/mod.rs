//! A tolerant PGN reader: tag pairs, `{}` and `;` comments, `%` escape lines, nested variations
//! (skipped), NAGs and glyphs, move numbers glued to moves or not, termination markers, a UTF-8
//! byte-order mark, blank lines inside the tag section, `FEN`/`SetUp` tags, Chess960 through the
//! `Variant` tag, moves in SAN or UCI form and null moves. Games of variants Slate does not play are
//! reported as skipped, with the reason, instead of being misread as chess.
//!
//! Only the main line is replayed; comments and NAGs are attached to the main-line move they
//! follow, which is where `[%eval ...]` annotations and engine scores live.

mod lexer;
pub(crate) mod reader;

pub use reader::{
    GameResult, PgnGame, PgnItem, PgnPly, PgnReader, UnsupportedVariant, variant_kind,
};

#[cfg(test)]
mod tests;
