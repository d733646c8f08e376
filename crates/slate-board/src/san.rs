//! Standard Algebraic Notation (SAN), read and written on top of cozy-chess's legal move generator.
//!
//! Reading is tolerant in the ways real PGN files need: check and annotation suffixes (`+ # ! ?`),
//! `0-0` for `O-O`, a `-` or `x` between the squares of long algebraic notation (`Ng1-f3`),
//! promotions with or without `=`, an `e.p.` suffix, and fully specified moves in UCI form
//! (`g1f3`, `e7e8q`, `e1g1`), which some tools write into PGN. A move is only accepted when
//! exactly one legal move matches it, so an ambiguous SAN is an error rather than a guess.

use super::notation::move_from_uci;
use cozy_chess::{Board, File, Move, Piece, Rank, Square};
use std::fmt;

/// Why a SAN move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// Not a move in SAN (or in the long and UCI forms also accepted); carries the text.
    Malformed(String),
    /// Well formed, but no legal move matches it; carries the text.
    Illegal(String),
    /// More than one legal move matches it (a missing disambiguation); carries the text.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Malformed(s) => write!(f, "malformed SAN '{s}'"),
            SanError::Illegal(s) => write!(f, "illegal move '{s}'"),
            SanError::Ambiguous(s) => write!(f, "ambiguous move '{s}'"),
        }
    }
}

impl std::error::Error for SanError {}

fn piece_from_letter(c: u8) -> Option<Piece> {
    match c {
        b'N' => Some(Piece::Knight),
        b'B' => Some(Piece::Bishop),
        b'R' => Some(Piece::Rook),
        b'Q' => Some(Piece::Queen),
        b'K' => Some(Piece::King),
        _ => None,
    }
}

fn promotion_from_letter(c: u8) -> Option<Piece> {
    match c.to_ascii_uppercase() {
        b'N' => Some(Piece::Knight),
        b'B' => Some(Piece::Bishop),
        b'R' => Some(Piece::Rook),
        b'Q' => Some(Piece::Queen),
        _ => None,
    }
}

fn file_of(c: u8) -> Option<File> {
    (b'a'..=b'h')
        .contains(&c)
        .then(|| File::index((c - b'a') as usize))
}

fn rank_of(c: u8) -> Option<Rank> {
    (b'1'..=b'8')
        .contains(&c)
        .then(|| Rank::index((c - b'1') as usize))
}

fn legal_moves(board: &Board) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    board.generate_moves(|pm| {
        moves.extend(pm);
        false
    });
    moves
}

fn is_castling(board: &Board, mv: Move) -> bool {
    board.colors(board.side_to_move()).has(mv.to)
}

/// Strips check, mate and annotation glyphs and an `e.p.` suffix.
fn strip_suffixes(text: &str) -> &str {
    let mut s = text.trim();
    if let Some(rest) = s.strip_suffix("e.p.") {
        s = rest.trim_end();
    }
    s.trim_end_matches(['+', '#', '!', '?'])
}

/// Parses a SAN move and checks that it is legal in `board`.
pub fn move_from_san(board: &Board, text: &str) -> Result<Move, SanError> {
    let malformed = || SanError::Malformed(text.to_string());
    let s = strip_suffixes(text);
    if s.is_empty() || !s.is_ascii() || s.len() > 10 {
        return Err(malformed());
    }
    let castle = match s {
        "O-O" | "0-0" => Some(true),
        "O-O-O" | "0-0-0" => Some(false),
        _ => None,
    };
    if let Some(short) = castle {
        return castle_move(board, short).ok_or_else(|| SanError::Illegal(text.to_string()));
    }
    let bytes = s.as_bytes();
    // Fully specified moves (UCI or long algebraic without a piece letter): e2e4, e7e8q, e1g1.
    if let Some(uci) = as_uci_form(bytes) {
        return move_from_uci(board, &uci, false)
            .or_else(|_| move_from_uci(board, &uci, true))
            .map_err(|_| SanError::Illegal(text.to_string()));
    }

    let (piece, mut rest) = match piece_from_letter(bytes[0]) {
        Some(p) => (p, &bytes[1..]),
        None => (Piece::Pawn, bytes),
    };
    // Promotion at the end: "=Q", "Q" (pawn moves only), lower case tolerated after '='.
    let mut promotion = None;
    if piece == Piece::Pawn && rest.len() >= 3 {
        let last = rest[rest.len() - 1];
        if let Some(p) = promotion_from_letter(last)
            && !last.is_ascii_digit()
        {
            let cut = if rest[rest.len() - 2] == b'=' { 2 } else { 1 };
            // A lower-case letter without '=' would be a file ("exd" is not a move anyway).
            if cut == 2 || last.is_ascii_uppercase() {
                promotion = Some(p);
                rest = &rest[..rest.len() - cut];
            }
        }
    }
    if rest.len() < 2 {
        return Err(malformed());
    }
    let to_file = file_of(rest[rest.len() - 2]).ok_or_else(malformed)?;
    let to_rank = rank_of(rest[rest.len() - 1]).ok_or_else(malformed)?;
    let to = Square::new(to_file, to_rank);
    let mut disambig = &rest[..rest.len() - 2];
    if let Some((&last, head)) = disambig.split_last()
        && (last == b'x' || last == b'-' || last == b':')
    {
        disambig = head;
    }
    let (mut from_file, mut from_rank) = (None, None);
    for &c in disambig {
        if let Some(f) = file_of(c)
            && from_file.is_none()
            && from_rank.is_none()
        {
            from_file = Some(f);
        } else if let Some(r) = rank_of(c)
            && from_rank.is_none()
        {
            from_rank = Some(r);
        } else {
            return Err(malformed());
        }
    }

    let mut found = None;
    for mv in legal_moves(board) {
        if is_castling(board, mv) || mv.to != to || mv.promotion != promotion {
            continue;
        }
        if board.piece_on(mv.from) != Some(piece) {
            continue;
        }
        if from_file.is_some_and(|f| mv.from.file() != f)
            || from_rank.is_some_and(|r| mv.from.rank() != r)
        {
            continue;
        }
        if found.is_some() {
            return Err(SanError::Ambiguous(text.to_string()));
        }
        found = Some(mv);
    }
    found.ok_or_else(|| SanError::Illegal(text.to_string()))
}

/// `e2e4`, `e2-e4`, `e2xd3`, `e7e8q`, `e7e8=Q` as a UCI string, or `None`.
fn as_uci_form(b: &[u8]) -> Option<String> {
    let square = |i: usize| -> Option<()> {
        file_of(*b.get(i)?)?;
        rank_of(*b.get(i + 1)?)?;
        Some(())
    };
    square(0)?;
    let to_at = if matches!(b.get(2), Some(b'-' | b'x')) {
        3
    } else {
        2
    };
    square(to_at)?;
    let mut uci = String::from_utf8_lossy(&b[..2]).into_owned();
    uci.push_str(&String::from_utf8_lossy(&b[to_at..to_at + 2]));
    let tail = &b[to_at + 2..];
    let tail = tail.strip_prefix(b"=").unwrap_or(tail);
    match tail {
        [] => {}
        [p] => {
            promotion_from_letter(*p)?;
            uci.push(p.to_ascii_lowercase() as char);
        }
        _ => return None,
    }
    Some(uci)
}

/// The castling move towards the h-side (`short`) or a-side rook, if legal.
fn castle_move(board: &Board, short: bool) -> Option<Move> {
    let us = board.side_to_move();
    let rights = board.castle_rights(us);
    let rook_file = if short { rights.short } else { rights.long }?;
    let king = board.king(us);
    let mv = Move {
        from: king,
        to: Square::new(rook_file, king.rank()),
        promotion: None,
    };
    board.is_legal(mv).then_some(mv)
}

fn piece_letter(piece: Piece) -> char {
    match piece {
        Piece::Pawn => 'P',
        Piece::Knight => 'N',
        Piece::Bishop => 'B',
        Piece::Rook => 'R',
        Piece::Queen => 'Q',
        Piece::King => 'K',
    }
}

/// Writes a legal move of `board` in SAN, with `+` or `#` when it gives check or mate.
pub fn move_to_san(board: &Board, mv: Move) -> String {
    let mut san = String::with_capacity(8);
    let piece = board.piece_on(mv.from).unwrap_or(Piece::Pawn);
    if piece == Piece::King && is_castling(board, mv) {
        san.push_str(if mv.to.file() > mv.from.file() {
            "O-O"
        } else {
            "O-O-O"
        });
    } else {
        let capture = board.colors(!board.side_to_move()).has(mv.to)
            || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
        if piece == Piece::Pawn {
            if capture {
                san.push(mv.from.file().into());
            }
        } else {
            san.push(piece_letter(piece));
            let rivals: Vec<Move> = legal_moves(board)
                .into_iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && board.piece_on(m.from) == Some(piece)
                        && !is_castling(board, *m)
                })
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|m| m.from.file() == mv.from.file());
                let same_rank = rivals.iter().any(|m| m.from.rank() == mv.from.rank());
                if !same_file {
                    san.push(mv.from.file().into());
                } else if !same_rank {
                    san.push(mv.from.rank().into());
                } else {
                    san.push(mv.from.file().into());
                    san.push(mv.from.rank().into());
                }
            }
        }
        if capture {
            san.push('x');
        }
        san.push_str(&mv.to.to_string());
        if let Some(p) = mv.promotion {
            san.push('=');
            san.push(piece_letter(p));
        }
    }
    let mut after = board.clone();
    after.play_unchecked(mv);
    if !after.checkers().is_empty() {
        san.push(if after.generate_moves(|_| true) {
            '+'
        } else {
            '#'
        });
    }
    san
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(fen: &str) -> Board {
        Board::from_fen(fen, false)
            .or_else(|_| Board::from_fen(fen, true))
            .unwrap()
    }

    const FENS: [&str; 6] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        // Promotions with captures, and three queens able to reach one square.
        "1r2k3/P1P5/8/8/8/Q1Q5/8/Q3K3 w - - 0 1",
        // Chess960: king on f1, rooks on b1 and g1.
        "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
    ];

    #[test]
    fn every_legal_move_round_trips_through_san() {
        for fen in FENS {
            let b = board(fen);
            for mv in legal_moves(&b) {
                let san = move_to_san(&b, mv);
                assert_eq!(move_from_san(&b, &san), Ok(mv), "{fen}: {san}");
            }
        }
    }

    #[test]
    fn disambiguation_is_minimal() {
        let b = board("1r2k3/P1P5/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
        let parse = |s| move_to_san(&b, move_from_san(&b, s).unwrap());
        assert_eq!(parse("Qa3b2"), "Qa3b2");
        assert_eq!(parse("Qa1b2"), "Q1b2");
        assert_eq!(parse("Qcb2"), "Qcb2");
        assert_eq!(parse("Q3a2"), "Q3a2");
        assert_eq!(parse("axb8=Q"), "axb8=Q+");
        assert_eq!(parse("c8=N"), "c8=N");
        assert!(matches!(
            move_from_san(&b, "Qb2"),
            Err(SanError::Ambiguous(_))
        ));
    }

    #[test]
    fn tolerant_forms() {
        let b = Board::default();
        let e4 = move_from_san(&b, "e4").unwrap();
        for s in ["e2e4", "e2-e4", "e4!?", "e4+", "e4!!"] {
            assert_eq!(move_from_san(&b, s), Ok(e4), "{s}");
        }
        let nf3 = move_from_san(&b, "Nf3").unwrap();
        for s in ["Ng1f3", "Ng1-f3", "g1f3", "Ngf3", "N1f3"] {
            assert_eq!(move_from_san(&b, s), Ok(nf3), "{s}");
        }
        let castle = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let short = move_from_san(&castle, "O-O").unwrap();
        assert_eq!(short.to, Square::H1);
        for s in ["0-0", "O-O+", "e1g1", "e1h1"] {
            assert_eq!(move_from_san(&castle, s), Ok(short), "{s}");
        }
        assert_eq!(move_from_san(&castle, "0-0-0").unwrap().to, Square::A1);
        let promo = board("8/4P3/8/8/8/k7/8/K7 w - - 0 1");
        let q = move_from_san(&promo, "e8=Q").unwrap();
        for s in ["e8Q", "e8=q", "e7e8q", "e8=Q+"] {
            assert_eq!(move_from_san(&promo, s), Ok(q), "{s}");
        }
        let ep = board("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let exd6 = move_from_san(&ep, "exd6").unwrap();
        assert_eq!(move_from_san(&ep, "exd6 e.p."), Ok(exd6));
    }

    #[test]
    fn chess960_castling_by_name() {
        let b = board("1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1");
        // O-O-O needs c1..f1 empty of pieces other than king and rook: blocked by nothing here.
        let long = move_from_san(&b, "O-O-O").unwrap();
        assert_eq!((long.from, long.to), (Square::F1, Square::B1));
        let short = move_from_san(&b, "O-O").unwrap();
        assert_eq!((short.from, short.to), (Square::F1, Square::G1));
        assert_eq!(move_to_san(&b, short), "O-O");
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let b = Board::default();
        for s in [
            "",
            "x",
            "Nf9",
            "Qxx",
            "e5",
            "O-O",
            "Ke2",
            "e8=K",
            "N@g5",
            "ééé",
            "Nf3f3f3f3f3",
            "=Q",
            "a",
            "1-0",
            "exd",
            "Pe4x",
        ] {
            assert!(move_from_san(&b, s).is_err(), "{s}");
        }
    }
}
