//! Endgame knowledge keyed by the material signature.
//!
//! * [`registry`] maps a constellation to an [`EndgameId`] (once, when its material entry is
//!   built); the entry stores the id and the strong side, so the evaluation finds it for free.
//! * [`evaluate`] dispatches on the id to one module per family (`mating`, `pawns`, `minor`,
//!   `rook`, `queen`, `kpk`). A module returns a [`Verdict`]: a full score, a scale factor for
//!   the normal evaluation, or an exact draw.
//! * [`is_exact_draw`] is what the search uses to score a node as [`DRAW`](slate_base::score::DRAW) without
//!   searching it: only verdicts that the tablebases confirm (see `docs/endgames.md`).
//! * The engine's `endgames` module compares every module with tablebase labels
//!   (`slate endgames --verify DIR`).

mod geometry;
mod id;
pub mod kpk;
mod mating;
mod minor;
mod pawns;
mod queen;
pub mod registry;
mod rook;

pub use id::EndgameId;
pub use registry::classify;

use crate::MaterialEntry;
use slate_board::{BitBoard, Board, Color, Incremental, Piece, PositionWith};

pub use slate_base::score::KNOWN_WIN;

/// What a module concludes about a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Replace the evaluation with this score, from the strong side's point of view.
    Score(i32),
    /// Multiply the normal evaluation (whichever side it favours) by this many 64ths.
    Scale(u8),
    /// A draw whatever is played (tablebase-verified): the search may stop here.
    Draw,
    /// No special knowledge for this position: evaluate normally.
    Normal,
}

/// The position as a module sees it: squares mirrored so the strong side plays up the board.
pub(crate) struct View<'a> {
    pub board: &'a Board,
    pub strong: Color,
}

impl View<'_> {
    /// Relative square index (a1 = 0) of `sq` from the strong side.
    fn rel(&self, sq: slate_board::Square) -> u8 {
        let i = sq as u8;
        if self.strong == Color::White {
            i
        } else {
            i ^ 56
        }
    }

    fn weak(&self) -> Color {
        !self.strong
    }

    fn king(&self, color: Color) -> u8 {
        self.rel(self.board.king(color))
    }

    fn pieces(&self, color: Color, piece: Piece) -> BitBoard {
        self.board.colored_pieces(color, piece)
    }

    /// The relative square of `color`'s first `piece` (callers know there is one).
    fn first(&self, color: Color, piece: Piece) -> u8 {
        self.pieces(color, piece)
            .next_square()
            .map_or(0, |sq| self.rel(sq))
    }

    fn strong_to_move(&self) -> bool {
        self.board.side_to_move() == self.strong
    }

    /// The side to move can capture something, or someone is in check: static rules for drawn
    /// classes hold only in quiet positions.
    fn tactical(&self) -> bool {
        if !self.board.checkers().is_empty() {
            return true;
        }
        let b = self.board;
        let theirs = b.colors(!b.side_to_move());
        let mut capture = false;
        b.generate_moves(|mvs| {
            if !(mvs.to & theirs).is_empty() {
                capture = true;
            }
            capture
        });
        capture
    }
}

impl View<'_> {
    /// Quiet for the side to move and no checking move either: the strictest static test, for
    /// draw claims in pawnless endings where one tempo wins a piece.
    fn calm(&self) -> bool {
        if self.tactical() {
            return false;
        }
        let b = self.board;
        let mut check = false;
        b.generate_moves(|mvs| {
            for mv in mvs {
                let mut next = b.clone();
                next.play_unchecked(mv);
                if !next.checkers().is_empty() {
                    check = true;
                    break;
                }
            }
            check
        });
        !check
    }
}

/// The module's verdict for `pos`, whose material entry is `entry`.
pub fn evaluate<S: Incremental>(pos: &PositionWith<S>, entry: &MaterialEntry) -> Verdict {
    let id = entry.endgame();
    if id == EndgameId::None {
        return Verdict::Normal;
    }
    let v = View {
        board: pos.board(),
        strong: entry.endgame_strong_side(),
    };
    let value = entry.value(v.strong);
    use EndgameId::*;
    match id {
        None => Verdict::Normal,
        Kpk => pawns::kpk(&v),
        Kbnk => mating::kbnk(&v, value),
        Kbbk => mating::kbbk(&v, value),
        Kxk | Kqk | Krk | Kqqk | Krrk | Kqrk | Kqbk | Kqnk | Krbk | Krnk | Kqpk | Krpk => {
            mating::kxk(&v, value)
        }
        Knnk => minor::knnk(&v),
        Knnkp => minor::knnkp(&v, value),
        Kbbkn => minor::kbbkn(&v, value),
        Kbkb | Kbkn | Knkn => minor::minor_vs_minor(&v),
        Kbkp | Knkp => minor::pawn_vs_minor(&v),
        Knpk => minor::knpk(&v),
        Kbpk | Kbpsk => minor::kbpsk(&v),
        Kbpkb => minor::kbpkb(&v),
        Kbpkn => minor::kbpkn(&v),
        Kbpskbps | KbpsKbpsEven => minor::opposite_bishops(&v),
        Krkp => rook::krkp(&v, value),
        Krkb | Krkn => rook::rook_vs_minor(&v, value),
        Krkr => rook::krkr(&v),
        Krpkr => rook::krpkr(&v),
        Krpkb => rook::krpkb(&v),
        Kbbkr | Kbnkr | Knnkr | Krbkr | Krnkr => rook::pawnless_small_edge(&v),
        Kqkp => queen::kqkp(&v, value),
        Kqkr | Kqkb | Kqkn => queen::kqkx(&v, value),
        Kqkq => queen::kqkq(&v),
        Kqkrp => queen::kqkrp(&v),
        Kpkp => pawns::kpkp(&v),
        Kbk | Knk => Verdict::Draw,
        Kqkbb | Kqkbn | Kqknn => queen::kqkmm(&v, value),
        Krrkq => queen::krrkq(&v),
        Kppk | Kpsk => pawns::kpsk(&v),
    }
}

/// True when `pos` is a draw whatever is played, by the endgame knowledge alone.
#[inline]
pub fn is_exact_draw<S: Incremental>(pos: &PositionWith<S>, entry: &MaterialEntry) -> bool {
    entry.endgame() != EndgameId::None && evaluate(pos, entry) == Verdict::Draw
}

/// The final evaluation (White's view) given the normal one, `white_eval`.
pub fn apply<S: Incremental>(pos: &PositionWith<S>, entry: &MaterialEntry, white_eval: i32) -> i32 {
    match evaluate(pos, entry) {
        Verdict::Normal => entry.scale_eval(white_eval),
        Verdict::Draw => 0,
        Verdict::Scale(s) => entry.scale_eval(white_eval) * i32::from(s) / 64,
        Verdict::Score(s) => match entry.endgame_strong_side() {
            Color::White => s,
            Color::Black => -s,
        },
    }
}
