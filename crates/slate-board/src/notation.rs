//! UCI move notation. cozy-chess encodes castling as "king takes own rook"; standard UCI writes
//! the king's two-square step (e1g1), Chess960 UCI writes king-takes-rook (e1h1).

use cozy_chess::{Board, File, Move, Piece, Square};
use std::fmt;

/// Why a UCI move was refused; each variant carries the text as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveParseError {
    /// Not a move in UCI form (`e2e4`, `e7e8q`).
    Malformed(String),
    /// Well formed, but not a legal move in the position.
    Illegal(String),
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Malformed(m) => write!(f, "malformed move '{m}'"),
            MoveParseError::Illegal(m) => write!(f, "illegal move '{m}'"),
        }
    }
}

impl std::error::Error for MoveParseError {}

/// Writes a legal move of `board` in UCI notation. Without `chess960`, castling is the king's
/// two-square step when the king stands on the e-file; a Chess960 castling from elsewhere has no
/// such step (f1c1 or c1c1 would read as a king move), so it is written king-takes-rook, the form
/// [`move_from_uci`] reads in both modes.
pub fn move_to_uci(board: &Board, mv: Move, chess960: bool) -> String {
    let castling = board.colors(board.side_to_move()).has(mv.to);
    if castling && !chess960 && mv.from.file() == File::E {
        let file = if mv.to.file() > mv.from.file() {
            File::G
        } else {
            File::C
        };
        let to = Square::new(file, mv.from.rank());
        return format!("{}{}", mv.from, to);
    }
    mv.to_string()
}

/// Reads a UCI move and checks that it is legal in `board`. Accepts both castling forms, as GUIs
/// differ on what they send.
pub fn move_from_uci(board: &Board, text: &str, chess960: bool) -> Result<Move, MoveParseError> {
    let malformed = || MoveParseError::Malformed(text.to_string());
    if !(4..=5).contains(&text.len()) || !text.is_ascii() {
        return Err(malformed());
    }
    let mut mv: Move = text.parse().map_err(|_| malformed())?;
    if let Some(p) = mv.promotion
        && matches!(p, Piece::Pawn | Piece::King)
    {
        return Err(malformed());
    }
    let king = board.king(board.side_to_move());
    if mv.from == king && !chess960 && mv.from.rank() == mv.to.rank() {
        let distance = (mv.from.file() as i32 - mv.to.file() as i32).abs();
        if distance == 2 {
            let rights = board.castle_rights(board.side_to_move());
            let rook_file = if mv.to.file() > mv.from.file() {
                rights.short
            } else {
                rights.long
            };
            if let Some(rook_file) = rook_file {
                mv.to = Square::new(rook_file, mv.from.rank());
            }
        }
    }
    if board.is_legal(mv) {
        Ok(mv)
    } else {
        Err(MoveParseError::Illegal(text.to_string()))
    }
}
