//! The position a perft starts from. Besides ordinary FENs this accepts the en passant squares that
//! cozy-chess refuses because no game can reach them (the side to move is in a check that the double
//! push could not have given, as in python-chess's "tricky" suite): the position is then counted
//! without the square, plus the legal en passant captures played by hand at the root.

use super::{child, parallel, perft};
use crate::board::{FenError, Position};
use cozy_chess::{Board, BoardBuilder, Color, Move, Piece, Rank, Square, get_pawn_attacks};

#[derive(Clone, Debug)]
pub struct PerftPosition {
    board: Board,
    /// En passant captures the board cannot express, with the positions they lead to.
    unreachable_en_passant: Vec<(Move, Board)>,
}

impl PerftPosition {
    pub fn from_board(board: Board) -> Self {
        Self {
            board,
            unreachable_en_passant: Vec::new(),
        }
    }

    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        let error = match Position::from_fen(fen) {
            Ok(pos) => return Ok(Self::from_board(pos.board().clone())),
            Err(error) => error,
        };
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(ep_field) = fields.get(3).copied().filter(|&f| f != "-") else {
            return Err(error);
        };
        fields[3] = "-";
        let Ok(without_ep) = Position::from_fen(&fields.join(" ")) else {
            return Err(error);
        };
        let board = without_ep.board().clone();
        let ep_square: Square = ep_field.parse().map_err(|_| error.clone())?;
        let captures = en_passant_captures(&board, ep_square).ok_or(error)?;
        Ok(Self {
            board,
            unreachable_en_passant: captures,
        })
    }

    /// The board (without an unreachable en passant square).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every legal root move with the position it leads to.
    pub fn root_children(&self) -> Vec<(Move, Board)> {
        let mut children = Vec::with_capacity(64);
        self.board.generate_moves(|piece_moves| {
            children.extend(
                piece_moves
                    .into_iter()
                    .map(|mv| (mv, child(&self.board, mv))),
            );
            false
        });
        children.extend(self.unreachable_en_passant.iter().cloned());
        children
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let extra: u64 = self
            .unreachable_en_passant
            .iter()
            .map(|(_, next)| perft(next, depth - 1))
            .sum();
        perft(&self.board, depth) + extra
    }

    /// Perft of each legal root move, the root moves shared among `threads` workers.
    pub fn divide(&self, depth: u32, threads: usize) -> Vec<(Move, u64)> {
        self.divide_each(depth, threads, |_, _| {})
    }

    /// [`Self::divide`], handing each root move's count to `done` as soon as it is known, from
    /// the worker that counted it: in the root's order with one thread, else as they finish
    /// (for output and progress while a deep count runs). The result is in the root's order.
    pub fn divide_each(
        &self,
        depth: u32,
        threads: usize,
        done: impl Fn(Move, u64) + Sync,
    ) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let children = self.root_children();
        parallel::map_in_parallel(&children, threads, |(mv, next)| {
            let count = perft(next, depth - 1);
            done(*mv, count);
            (*mv, count)
        })
    }

    /// [`Self::perft`] with the root moves shared among `threads` workers.
    pub fn perft_threads(&self, depth: u32, threads: usize) -> u64 {
        if depth == 0 || threads <= 1 {
            return self.perft(depth);
        }
        self.divide(depth, threads).iter().map(|(_, n)| n).sum()
    }
}

/// The legal captures onto `ep_square` by the side to move, played by hand; `None` if the square
/// is not one a double push could have left (wrong rank, no pushed pawn, squares not empty).
fn en_passant_captures(board: &Board, ep_square: Square) -> Option<Vec<(Move, Board)>> {
    let us = board.side_to_move();
    let them = !us;
    let pushed_from = Square::new(ep_square.file(), Rank::Second.relative_to(them));
    let pushed_to = Square::new(ep_square.file(), Rank::Fourth.relative_to(them));
    let shape_ok = ep_square.rank() == Rank::Third.relative_to(them)
        && board.colored_pieces(them, Piece::Pawn).has(pushed_to)
        && !board.occupied().has(ep_square)
        && !board.occupied().has(pushed_from);
    if !shape_ok {
        return None;
    }
    let capturers = get_pawn_attacks(ep_square, them) & board.colored_pieces(us, Piece::Pawn);
    let captures = capturers
        .into_iter()
        .filter_map(|from| {
            let mut after = BoardBuilder::from_board(board);
            *after.square_mut(from) = None;
            *after.square_mut(pushed_to) = None;
            *after.square_mut(ep_square) = Some((Piece::Pawn, us));
            after.side_to_move = them;
            after.en_passant = None;
            after.halfmove_clock = 0;
            if us == Color::Black {
                after.fullmove_number = after.fullmove_number.saturating_add(1);
            }
            // Building refuses a board whose side that just moved is in check: an illegal capture.
            let next = after.build().ok()?;
            let mv = Move {
                from,
                to: ep_square,
                promotion: None,
            };
            Some((mv, next))
        })
        .collect();
    Some(captures)
}
