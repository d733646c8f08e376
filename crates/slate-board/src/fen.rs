//! Slate's own checks of a FEN, made before cozy-chess builds the board. They refuse what
//! cozy-chess would accept but no game can reach and the search cannot play (fewer than eight
//! ranks, kings side by side), and they say what is wrong where cozy-chess only says which field
//! it gave up on.

use cozy_chess::{
    BitBoard, Board, Color, File, Piece, Rank, Square, get_bishop_moves, get_king_moves,
    get_knight_moves, get_pawn_attacks, get_rook_moves,
};

/// The piece placement field, read into bitboards.
pub(super) struct Placement {
    colors: [BitBoard; 2],
    pieces: [BitBoard; 6],
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl Placement {
    /// Reads the placement: exactly eight ranks of exactly eight files, known letters only, one
    /// king a side, at most 16 pieces and 8 pawns a side, no pawn on the first or last rank.
    pub(super) fn parse(field: &str) -> Result<Self, String> {
        let rows: Vec<&str> = field.split('/').collect();
        if rows.len() != 8 {
            return Err(format!(
                "the board has {} ranks, expected 8 separated by '/'",
                rows.len()
            ));
        }
        let mut placement = Placement {
            colors: [BitBoard::EMPTY; 2],
            pieces: [BitBoard::EMPTY; 6],
        };
        for (row_index, row) in rows.iter().enumerate() {
            let rank = Rank::index(7 - row_index);
            let rank_name = 8 - row_index;
            let mut files = 0usize;
            for c in row.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    files += n as usize;
                    continue;
                }
                let piece = Piece::try_from(c.to_ascii_lowercase())
                    .ok()
                    .filter(|_| c.is_ascii_alphabetic())
                    .ok_or_else(|| {
                        format!("unexpected character '{c}' in rank {rank_name} of the board")
                    })?;
                if files < 8 {
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let square = Square::new(File::index(files), rank).bitboard();
                    placement.colors[color as usize] |= square;
                    placement.pieces[piece as usize] |= square;
                }
                files += 1;
            }
            if files != 8 {
                return Err(format!(
                    "rank {rank_name} of the board ('{row}') has {files} files, expected 8"
                ));
            }
        }
        placement.check_material()?;
        Ok(placement)
    }

    fn colored(&self, color: Color, piece: Piece) -> BitBoard {
        self.colors[color as usize] & self.pieces[piece as usize]
    }

    fn occupied(&self) -> BitBoard {
        self.colors[0] | self.colors[1]
    }

    fn check_material(&self) -> Result<(), String> {
        for color in Color::ALL {
            let name = color_name(color);
            match self.colored(color, Piece::King).len() {
                1 => {}
                0 => return Err(format!("{name} has no king")),
                n => return Err(format!("{name} has {n} kings")),
            }
            let pawns = self.colored(color, Piece::Pawn);
            if pawns.len() > 8 {
                return Err(format!(
                    "{name} has {} pawns, at most 8 are possible",
                    pawns.len()
                ));
            }
            let men = self.colors[color as usize].len();
            if men > 16 {
                return Err(format!("{name} has {men} pieces, at most 16 are possible"));
            }
            let edge = Rank::First.bitboard() | Rank::Eighth.bitboard();
            if let Some(square) = (pawns & edge).into_iter().next() {
                return Err(format!(
                    "{name} has a pawn on {square}: pawns cannot stand on the first or eighth rank"
                ));
            }
        }
        Ok(())
    }

    fn king(&self, color: Color) -> Square {
        self.colored(color, Piece::King)
            .into_iter()
            .next()
            .expect("one king a side, checked when parsed")
    }

    /// The pieces of `by` that attack `square` (kings included).
    fn attackers(&self, square: Square, by: Color) -> BitBoard {
        let occupied = self.occupied();
        let their = |piece| self.colored(by, piece);
        let queens = their(Piece::Queen);
        (get_knight_moves(square) & their(Piece::Knight))
            | (get_king_moves(square) & their(Piece::King))
            | (get_pawn_attacks(square, !by) & their(Piece::Pawn))
            | (get_bishop_moves(square, occupied) & (their(Piece::Bishop) | queens))
            | (get_rook_moves(square, occupied) & (their(Piece::Rook) | queens))
    }

    /// The kings are not side by side, the side that just moved is not in check, and the side to
    /// move is not in check from more than two pieces.
    pub(super) fn check_kings(&self, to_move: Color) -> Result<(), String> {
        let (white, black) = (self.king(Color::White), self.king(Color::Black));
        if get_king_moves(white).has(black) {
            return Err(format!(
                "the kings stand next to each other (on {white} and {black})"
            ));
        }
        let waiting = !to_move;
        if !self.attackers(self.king(waiting), to_move).is_empty() {
            return Err(format!(
                "{} is in check but {} is to move",
                color_name(waiting),
                color_name(to_move)
            ));
        }
        let checkers = self.attackers(self.king(to_move), waiting).len();
        if checkers > 2 {
            return Err(format!(
                "{} is in check from {checkers} pieces, at most 2 are possible",
                color_name(to_move)
            ));
        }
        Ok(())
    }
}

/// The side-to-move field: `w` or `b`.
pub(super) fn side_to_move(field: &str) -> Result<Color, String> {
    match field {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(format!(
            "the side to move is '{field}', expected 'w' or 'b'"
        )),
    }
}

/// The halfmove clock: any non-negative number. Clocks past 100 (a game where nobody claimed the
/// 50-move draw, up to the 75-move rule's 150 and beyond) are read as 100: the draw can be claimed
/// either way, and the board keeps no more.
pub(super) fn halfmove_clock(field: &str) -> Result<u8, String> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("bad halfmove clock '{field}'"));
    }
    let value = field.parse::<u64>().unwrap_or(u64::MAX);
    Ok(value.min(100) as u8)
}

/// Why cozy-chess refused a FEN whose board and side to move passed [`Placement`]'s checks: the
/// castling rights or the en passant square (the only fields left). `fields` are the FEN's first
/// four fields; `parsed_without_castling` is the board read with castling `-`, when it could be.
pub(super) fn explain(fields: &[&str], parsed_without_castling: Option<&Board>) -> String {
    match parsed_without_castling {
        Some(board) => explain_castling(board, fields[2]),
        None => explain_en_passant(fields),
    }
}

fn explain_castling(board: &Board, field: &str) -> String {
    let problem = |detail: String| format!("castling rights '{field}' are invalid: {detail}");
    let mut seen = Vec::new();
    for letter in field.chars() {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let name = color_name(color).to_lowercase();
        let back_rank = Rank::First.relative_to(color);
        let king = board.king(color);
        if king.rank() != back_rank {
            return problem(format!(
                "'{letter}' needs the {name} king on its first rank, it is on {king}"
            ));
        }
        let rooks = board.colored_pieces(color, Piece::Rook) & back_rank.bitboard();
        let found = match letter.to_ascii_lowercase() {
            'k' => rooks.into_iter().any(|sq| sq.file() > king.file()),
            'q' => rooks.into_iter().any(|sq| sq.file() < king.file()),
            c @ 'a'..='h' => rooks.into_iter().any(|sq| char::from(sq.file()) == c),
            _ => return problem(format!("'{letter}' is not a castling letter")),
        };
        if !found {
            return problem(format!(
                "'{letter}' needs a {name} rook on that side of the king on its first rank"
            ));
        }
        if seen.contains(&letter) {
            return problem(format!("'{letter}' is given twice"));
        }
        seen.push(letter);
    }
    problem("two rights name the same side of one king".into())
}

fn explain_en_passant(fields: &[&str]) -> String {
    let field = fields[3];
    if field == "-" {
        return "the position cannot be set up".into();
    }
    let problem = |detail: String| format!("en passant square '{field}' is invalid: {detail}");
    let Ok(square) = field.parse::<Square>() else {
        return problem("it is not a square".into());
    };
    let Ok(us) = side_to_move(fields[1]) else {
        return problem("the side to move is unknown".into());
    };
    let them = !us;
    let want = Rank::Third.relative_to(them);
    if square.rank() != want {
        return problem(format!(
            "with {} to move it must be on rank {}",
            color_name(us),
            want as usize + 1
        ));
    }
    let Ok(placement) = Placement::parse(fields[0]) else {
        return problem("the board is invalid".into());
    };
    let pushed_to = Square::new(square.file(), Rank::Fourth.relative_to(them));
    let pushed_from = Square::new(square.file(), Rank::Second.relative_to(them));
    if !placement.colored(them, Piece::Pawn).has(pushed_to) {
        return problem(format!(
            "no {} pawn on {pushed_to} that could just have moved two squares",
            color_name(them).to_lowercase()
        ));
    }
    if placement.occupied().has(square) || placement.occupied().has(pushed_from) {
        return problem(format!(
            "{square} and {pushed_from} must be empty after a double pawn push"
        ));
    }
    problem(format!(
        "the check on {} cannot have been given by the double push to {pushed_to}",
        color_name(us)
    ))
}

#[cfg(test)]
mod tests {
    use super::super::Position;

    fn error(fen: &str) -> String {
        Position::from_fen(fen)
            .err()
            .unwrap_or_else(|| panic!("{fen} accepted"))
            .to_string()
    }

    #[test]
    fn boards_need_eight_ranks_of_eight_files() {
        assert!(error("4k3/8/8/8/8/8/4K3 w - - 0 1").contains("7 ranks"));
        assert!(error("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1").contains("9 ranks"));
        assert!(error("4k3/8/8/8/8/8/8/4K2 w - - 0 1").contains("has 7 files"));
        assert!(error("4k3/8/8/8/8/8/8/4K4 w - - 0 1").contains("has 9 files"));
        assert!(error("4k3/8/8/8/8/8/8/4K3x w - - 0 1").contains("unexpected character 'x'"));
        assert!(error("4k3/8/8/8/8/8/8/4K03 w - - 0 1").contains("unexpected character '0'"));
    }

    #[test]
    fn unplayable_kings_are_refused_with_the_reason() {
        // Adjacent kings: cozy-chess accepts them and the search then captures a king.
        assert!(error("Kk6/8/8/8/8/8/8/8 w - - 0 1").contains("next to each other"));
        assert!(error("8/8/8/8/8/8/8/4Kk2 b - - 0 1").contains("next to each other"));
        // The side that just moved is in check.
        assert!(error("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").contains("Black is in check but White"));
        assert!(error("4k3/4r3/8/8/8/8/8/4K3 b - - 0 1").contains("White is in check but Black"));
        assert!(error("4k3/8/8/8/8/8/8/8 w - - 0 1").contains("White has no king"));
        assert!(error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").contains("White has 2 kings"));
        assert!(error("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").contains("pawn on a1"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 x - - 0 1").contains("side to move"));
    }

    #[test]
    fn castling_and_en_passant_problems_are_told_apart() {
        // The castling rights are fine; the en passant square is on the wrong rank.
        let e = error("r3k2r/8/8/8/8/8/8/R3K2R w KQkq e3 0 1");
        assert!(
            e.contains("en passant square 'e3'") && e.contains("rank 6"),
            "{e}"
        );
        let e = error("4k3/8/8/8/8/8/8/4K3 w - e6 0 1");
        assert!(e.contains("no black pawn on e5"), "{e}");
        let e = error("4k3/8/8/8/8/8/8/R3K3 w K - 0 1");
        assert!(
            e.contains("castling rights 'K'") && e.contains("rook"),
            "{e}"
        );
        let e = error("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1");
        assert!(
            e.contains("castling rights 'KQ'") && e.contains("first rank"),
            "{e}"
        );
    }

    #[test]
    fn halfmove_clocks_past_100_are_read_as_100() {
        for clock in ["101", "120", "150", "255", "1000"] {
            let fen = format!("4k3/8/8/8/8/8/8/R3K3 w - - {clock} 80");
            let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(pos.halfmove_clock(), 100);
        }
        assert_eq!(
            Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 37 80")
                .unwrap()
                .halfmove_clock(),
            37
        );
        assert!(error("4k3/8/8/8/8/8/8/R3K3 w - - -1 80").contains("halfmove"));
        assert!(error("4k3/8/8/8/8/8/8/R3K3 w - - 1.5 80").contains("halfmove"));
    }
}
