//! One error type for the whole crate, for callers that want a single `?` over its parsers.

use crate::pgn::UnsupportedVariant;
use crate::{FenError, MoveParseError, SanError};

/// Any error of this crate's parsers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A FEN that does not describe a legal position.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// A move in UCI notation that is malformed or illegal here.
    #[error(transparent)]
    Move(#[from] MoveParseError),
    /// A move in SAN that is malformed, illegal or ambiguous here.
    #[error(transparent)]
    San(#[from] SanError),
    /// A PGN game of a variant Slate does not play.
    #[error(transparent)]
    Variant(#[from] UnsupportedVariant),
}
