//! [`Position`]: a cozy-chess board plus what Slate updates itself on every move — the
//! Polyglot-compatible Zobrist key (shared by the transposition table, the learning store and
//! opening books) and whatever state a layer above asks to have kept beside it ([`Incremental`]:
//! the material signature, the evaluation's accumulators).

use crate::{
    BitBoard, Board, Color, File, Move, MoveParseError, Piece, Rank, Square, move_from_uci,
};
use crate::{fen, xfen, zobrist};
use std::fmt;

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN: {}", self.0)
    }
}

impl std::error::Error for FenError {}

/// The standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// State kept beside the board and brought up to date from the pieces each move moves, so that
/// the layer that owns it (material, evaluation) never recomputes it from scratch during a
/// search. `()` keeps nothing; a pair keeps both.
pub trait Incremental: Clone + fmt::Debug {
    /// The state of `board`, computed from scratch.
    fn from_board(board: &Board) -> Self;
    /// A piece of `color` leaves `from` and `placed` stands on `to`: the same piece, or on a
    /// promotion the new one.
    fn moved(&mut self, color: Color, piece: Piece, from: Square, placed: Piece, to: Square);
    /// A piece of `color` is captured on `square` (before the capturing piece arrives).
    fn captured(&mut self, color: Color, piece: Piece, square: Square);
    /// A piece of `color` leaves `from` and `placed` stands on `to`, taking the other colour's
    /// `victim` on `victim_square` (`to`, or the passed pawn's square en passant). By default
    /// [`captured`](Self::captured) then [`moved`](Self::moved); a state that can apply the
    /// whole move in one pass overrides it.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn took(
        &mut self,
        color: Color,
        piece: Piece,
        from: Square,
        placed: Piece,
        to: Square,
        victim: Piece,
        victim_square: Square,
    ) {
        self.captured(!color, victim, victim_square);
        self.moved(color, piece, from, placed, to);
    }
    /// `color` castles: king and rook move. By default two [`moved`](Self::moved), king first;
    /// a state that keeps what stands on each square must override it, since in Chess960 the
    /// king may land where its rook stood.
    #[inline(always)]
    fn castled(&mut self, color: Color, king: (Square, Square), rook: (Square, Square)) {
        self.moved(color, Piece::King, king.0, Piece::King, king.1);
        self.moved(color, Piece::Rook, rook.0, Piece::Rook, rook.1);
    }
    /// The move is complete and `board` is the position after it: a state that cannot follow
    /// some change piece by piece (a network view keyed by its own king's square, when the king
    /// changes region) rebuilds that part here. By default nothing.
    #[inline(always)]
    fn settled(&mut self, _board: &Board) {}
}

impl Incremental for () {
    #[inline(always)]
    fn from_board(_: &Board) -> Self {}
    #[inline(always)]
    fn moved(&mut self, _: Color, _: Piece, _: Square, _: Piece, _: Square) {}
    #[inline(always)]
    fn captured(&mut self, _: Color, _: Piece, _: Square) {}
}

impl<A: Incremental, B: Incremental> Incremental for (A, B) {
    #[inline(always)]
    fn from_board(board: &Board) -> Self {
        (A::from_board(board), B::from_board(board))
    }
    #[inline(always)]
    fn moved(&mut self, color: Color, piece: Piece, from: Square, placed: Piece, to: Square) {
        self.0.moved(color, piece, from, placed, to);
        self.1.moved(color, piece, from, placed, to);
    }
    #[inline(always)]
    fn captured(&mut self, color: Color, piece: Piece, square: Square) {
        self.0.captured(color, piece, square);
        self.1.captured(color, piece, square);
    }
    #[inline(always)]
    fn took(
        &mut self,
        color: Color,
        piece: Piece,
        from: Square,
        placed: Piece,
        to: Square,
        victim: Piece,
        victim_square: Square,
    ) {
        self.0
            .took(color, piece, from, placed, to, victim, victim_square);
        self.1
            .took(color, piece, from, placed, to, victim, victim_square);
    }
    #[inline(always)]
    fn castled(&mut self, color: Color, king: (Square, Square), rook: (Square, Square)) {
        self.0.castled(color, king, rook);
        self.1.castled(color, king, rook);
    }
    #[inline(always)]
    fn settled(&mut self, board: &Board) {
        self.0.settled(board);
        self.1.settled(board);
    }
}

/// What a move does to the pieces, worked out on the board before it and handed to the state
/// once the board and key are updated.
#[derive(Clone, Copy)]
enum Change {
    /// King (from, to) and rook (from, to).
    Castled((Square, Square), (Square, Square)),
    /// The piece placed on the destination, and the other side's piece taken and its square.
    Took(Piece, Piece, Square),
    /// The piece placed on the destination (the moved one, or a promotion's).
    Moved(Piece),
}

/// A position with its Zobrist key and the incrementally updated state `S`.
#[derive(Clone, Debug)]
pub struct PositionWith<S> {
    board: Board,
    key: u64,
    state: S,
}

/// A position that keeps nothing beyond its key.
pub type Position = PositionWith<()>;

impl<S: Incremental> Default for PositionWith<S> {
    fn default() -> Self {
        Self::startpos()
    }
}

impl<S: Incremental> PositionWith<S> {
    /// The standard starting position.
    pub fn startpos() -> Self {
        Self::from_board(Board::default())
    }

    /// Wraps a cozy-chess board, computing the key and the state from scratch.
    pub fn from_board(board: Board) -> Self {
        let key = zobrist::key_from_scratch(&board);
        let state = S::from_board(&board);
        Self { board, key, state }
    }

    /// Parses a FEN (X-FEN or Shredder-FEN castling; the move counters may be missing, as in EPD).
    /// Refused, with the reason: anything but eight ranks of eight files, a side without exactly
    /// one king, pawns on the first or last rank, kings side by side, the side not to move in
    /// check, bad castling rights or en passant square. Halfmove clocks past 100 are read as 100.
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 4 {
            return Err(FenError(format!(
                "expected at least 4 fields, found {}",
                fields.len()
            )));
        }
        if fields.len() > 6 {
            return Err(FenError(format!(
                "expected at most 6 fields, found {}",
                fields.len()
            )));
        }
        let placement = fen::Placement::parse(fields[0]).map_err(FenError)?;
        let to_move = fen::side_to_move(fields[1]).map_err(FenError)?;
        placement.check_kings(to_move).map_err(FenError)?;
        let halfmove =
            fen::halfmove_clock(fields.get(4).copied().unwrap_or("0")).map_err(FenError)?;
        let fullmove = fields.get(5).copied().unwrap_or("1");
        match fullmove.parse::<u16>() {
            Ok(n) if n > 0 => {}
            _ => return Err(FenError(format!("bad fullmove number '{fullmove}'"))),
        }
        let normal = format!(
            "{} {} {} {} {} {}",
            fields[0], fields[1], fields[2], fields[3], halfmove, fullmove
        );
        let board = Board::from_fen(&normal, false)
            .ok()
            .or_else(|| Board::from_fen(&normal, true).ok())
            .or_else(|| Self::with_xfen_castling(&fields, halfmove, fullmove))
            .ok_or_else(|| {
                // Only the castling rights and the en passant square are left to blame: which one
                // it is shows in whether the board can be read without castling rights.
                let without_castling = format!(
                    "{} {} - {} {} {}",
                    fields[0], fields[1], fields[3], halfmove, fullmove
                );
                let board = Board::from_fen(&without_castling, false).ok();
                FenError(fen::explain(&fields, board.as_ref()))
            })?;
        Ok(Self::from_board(board))
    }

    /// Chess960 X-FEN whose `K`/`Q` rook is not on the h/a-file: parsed without castling rights,
    /// which are then resolved against the rooks on the board.
    fn with_xfen_castling(fields: &[&str], halfmove: u8, fullmove: &str) -> Option<Board> {
        let without_castling = format!(
            "{} {} - {} {} {}",
            fields[0], fields[1], fields[3], halfmove, fullmove
        );
        let board = Board::from_fen(&without_castling, false).ok()?;
        xfen::with_castling(&board, fields[2])
    }

    /// The underlying cozy-chess board (castling encoded as king takes own rook).
    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The Polyglot-compatible Zobrist key, updated incrementally.
    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The state kept beside the board, updated with every move.
    #[inline(always)]
    pub fn state(&self) -> &S {
        &self.state
    }

    /// The same position keeping another state (computed from scratch).
    pub fn with_state<T: Incremental>(&self) -> PositionWith<T> {
        PositionWith {
            board: self.board.clone(),
            key: self.key,
            state: T::from_board(&self.board),
        }
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.board.side_to_move()
    }

    /// Whether the side to move is in check.
    #[inline(always)]
    pub fn in_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }

    /// Whether playing the legal move `mv` puts the opponent in check, without playing it: from
    /// the squares it leaves and reaches. Castling, en passant and promotion (rare) are played on
    /// a copy of the board instead.
    pub fn gives_check(&self, mv: Move) -> bool {
        use cozy_chess::{get_bishop_moves, get_knight_moves, get_pawn_attacks, get_rook_moves};
        let b = &self.board;
        let us = b.side_to_move();
        let moved = b.piece_on(mv.from).expect("a legal move starts on a piece");
        if mv.promotion.is_some()
            || self.is_castling(mv)
            || (moved == Piece::Pawn && Some(mv.to.file()) == b.en_passant())
        {
            let mut after = b.clone();
            after.play_unchecked(mv);
            return !after.checkers().is_empty();
        }
        let king = b.king(!us);
        let occupied = (b.occupied() ^ mv.from.bitboard()) | mv.to.bitboard();
        let direct = match moved {
            Piece::Pawn => get_pawn_attacks(mv.to, us).has(king),
            Piece::Knight => get_knight_moves(mv.to).has(king),
            Piece::Bishop => get_bishop_moves(mv.to, occupied).has(king),
            Piece::Rook => get_rook_moves(mv.to, occupied).has(king),
            Piece::Queen => {
                (get_bishop_moves(mv.to, occupied) | get_rook_moves(mv.to, occupied)).has(king)
            }
            Piece::King => false,
        };
        // A discovered check: one of our sliders sees the king through the square left. The
        // moved piece is off its old square, and a piece it captures is ours no more.
        let ours = b.colors(us) ^ mv.from.bitboard();
        let diagonal = (b.pieces(Piece::Bishop) | b.pieces(Piece::Queen)) & ours;
        let straight = (b.pieces(Piece::Rook) | b.pieces(Piece::Queen)) & ours;
        direct
            || !(get_bishop_moves(king, occupied) & diagonal).is_empty()
            || !(get_rook_moves(king, occupied) & straight).is_empty()
    }

    /// Plies since the last capture or pawn move (the 50-move rule counter, at most 100).
    #[inline(always)]
    pub fn halfmove_clock(&self) -> u8 {
        self.board.halfmove_clock()
    }

    /// The piece a move captures, if any (castling is king-takes-own-rook and captures nothing).
    #[inline(always)]
    pub fn captured_piece(&self, mv: Move) -> Option<Piece> {
        let b = &self.board;
        if b.colors(!b.side_to_move()).has(mv.to) {
            b.piece_on(mv.to)
        } else if self.is_en_passant(mv) {
            Some(Piece::Pawn)
        } else {
            None
        }
    }

    /// Whether `mv` is an en passant capture.
    #[inline(always)]
    pub fn is_en_passant(&self, mv: Move) -> bool {
        let b = &self.board;
        match b.en_passant() {
            Some(file) => {
                mv.to == Square::new(file, Rank::Sixth.relative_to(b.side_to_move()))
                    && b.pieces(Piece::Pawn).has(mv.from)
            }
            None => false,
        }
    }

    /// Whether `mv` castles (in cozy-chess's encoding the king moves onto its own rook).
    #[inline(always)]
    pub fn is_castling(&self, mv: Move) -> bool {
        self.board.colors(self.board.side_to_move()).has(mv.to)
    }

    /// A capture, en passant or promotion: the moves quiescence search looks at.
    #[inline(always)]
    pub fn is_tactical(&self, mv: Move) -> bool {
        mv.promotion.is_some() || self.captured_piece(mv).is_some()
    }

    /// Plays a legal move, updating the key and the state from the moved, captured and promoted
    /// pieces.
    #[inline]
    pub fn play(&mut self, mv: Move) {
        self.play_then(mv, |_| {});
    }

    /// Plays a legal move as [`play`](Self::play) does, calling `keyed` with the new key as soon
    /// as it is known: before the state is brought up to date, which is the longest part of a
    /// move with a network's sums in it. A search asks there for the child's hash-table entry,
    /// so that the memory is on its way while the sums are updated.
    #[inline(always)]
    pub fn play_then(&mut self, mv: Move, keyed: impl FnOnce(u64)) {
        let b = &self.board;
        let us = b.side_to_move();
        let moved = b.piece_on(mv.from).expect("a legal move starts on a piece");
        let mut key = self.key ^ zobrist::castling(b) ^ zobrist::en_passant(b);
        let change = if self.is_castling(mv) {
            let rank = Rank::First.relative_to(us);
            let (king_file, rook_file) = if mv.from.file() < mv.to.file() {
                (File::G, File::F)
            } else {
                (File::C, File::D)
            };
            let king_to = Square::new(king_file, rank);
            let rook_to = Square::new(rook_file, rank);
            key ^= zobrist::piece_square(Piece::King, us, mv.from)
                ^ zobrist::piece_square(Piece::Rook, us, mv.to)
                ^ zobrist::piece_square(Piece::King, us, king_to)
                ^ zobrist::piece_square(Piece::Rook, us, rook_to);
            Change::Castled((mv.from, king_to), (mv.to, rook_to))
        } else {
            let placed = mv.promotion.unwrap_or(moved);
            key ^= zobrist::piece_square(moved, us, mv.from)
                ^ zobrist::piece_square(placed, us, mv.to);
            match self.captured_piece(mv) {
                Some(victim) => {
                    let victim_sq = if self.is_en_passant(mv) {
                        Square::new(mv.to.file(), mv.from.rank())
                    } else {
                        mv.to
                    };
                    key ^= zobrist::piece_square(victim, !us, victim_sq);
                    Change::Took(placed, victim, victim_sq)
                }
                None => Change::Moved(placed),
            }
        };
        self.board.play_unchecked(mv);
        let b = &self.board;
        key ^= zobrist::castling(b) ^ zobrist::en_passant(b) ^ zobrist::white_to_move();
        self.key = key;
        keyed(key);
        match change {
            Change::Castled(king, rook) => self.state.castled(us, king, rook),
            Change::Took(placed, victim, victim_sq) => {
                self.state
                    .took(us, moved, mv.from, placed, mv.to, victim, victim_sq);
            }
            Change::Moved(placed) => self.state.moved(us, moved, mv.from, placed, mv.to),
        }
        self.state.settled(&self.board);
    }

    /// Passes the move; `None` when in check.
    pub fn null_move(&self) -> Option<Self> {
        let board = self.board.null_move()?;
        let key = self.key ^ zobrist::en_passant(&self.board) ^ zobrist::white_to_move();
        Some(PositionWith {
            board,
            key,
            state: self.state.clone(),
        })
    }

    /// Plays a move given in UCI notation if it is legal here.
    pub fn play_uci(&mut self, text: &str, chess960: bool) -> Result<Move, MoveParseError> {
        let mv = move_from_uci(&self.board, text, chess960)?;
        self.play(mv);
        Ok(mv)
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.board.generate_moves(|pm| {
            moves.extend(pm);
            false
        });
        moves
    }

    /// Whether the side to move has any legal move (cheaper than [`Position::legal_moves`]).
    pub fn has_legal_moves(&self) -> bool {
        self.board.generate_moves(|_| true)
    }

    /// Neither side can ever mate, whatever is played: K v K, K+minor v K, and bishops only, all on
    /// squares of one colour.
    pub fn insufficient_material(&self) -> bool {
        let b = &self.board;
        if !(b.pieces(Piece::Pawn) | b.pieces(Piece::Rook) | b.pieces(Piece::Queen)).is_empty() {
            return false;
        }
        let minors = b.pieces(Piece::Knight) | b.pieces(Piece::Bishop);
        if minors.len() <= 1 {
            return true;
        }
        let bishops = b.pieces(Piece::Bishop);
        b.pieces(Piece::Knight).is_empty()
            && ((bishops & BitBoard::DARK_SQUARES).is_empty()
                || (bishops & BitBoard::LIGHT_SQUARES).is_empty())
    }

    /// The FEN, with castling in X-FEN form, or Shredder-FEN when `chess960` is set.
    pub fn fen(&self, chess960: bool) -> String {
        if chess960 {
            format!("{:#}", self.board)
        } else {
            format!("{}", self.board)
        }
    }

    /// The same position with colours swapped (board mirrored top to bottom).
    pub fn color_flipped(&self) -> Self {
        let b = &self.board;
        let mut placement = Vec::with_capacity(8);
        for rank in Rank::ALL {
            let mut row = String::new();
            let mut empty = 0;
            for file in File::ALL {
                let sq = Square::new(file, rank);
                match (b.piece_on(sq), b.color_on(sq)) {
                    (Some(p), Some(c)) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let ch: char = p.into();
                        // Flipped colours: a white piece becomes black (lower case) and back.
                        row.push(if c == Color::White {
                            ch
                        } else {
                            ch.to_ascii_uppercase()
                        });
                    }
                    _ => empty += 1,
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            placement.push(row);
        }
        // Rank::ALL runs from the first rank up, which is exactly the flipped board's top-down order.
        let stm = if b.side_to_move() == Color::White {
            "b"
        } else {
            "w"
        };
        let mut castling = String::new();
        for (color, upper) in [(Color::Black, true), (Color::White, false)] {
            let rights = b.castle_rights(color);
            for file in [rights.short, rights.long].into_iter().flatten() {
                let ch: char = file.into();
                castling.push(if upper { ch.to_ascii_uppercase() } else { ch });
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        let ep = match b.en_passant() {
            Some(file) => {
                let rank = if b.side_to_move() == Color::White {
                    '3'
                } else {
                    '6'
                };
                format!("{}{}", char::from(file), rank)
            }
            None => "-".to_string(),
        };
        let fen = format!(
            "{} {} {} {} {} {}",
            placement.join("/"),
            stm,
            castling,
            ep,
            b.halfmove_clock(),
            b.fullmove_number()
        );
        let board = Board::from_fen(&fen, true).expect("the colour flip of a valid board is valid");
        Self::from_board(board)
    }
}
