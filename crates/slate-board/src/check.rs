//! A check for implementors of [`Incremental`]: the state a position keeps through a random game
//! must equal the one computed from scratch after every move.

use crate::{Incremental, Move, PositionWith, move_to_uci};

/// Plays a game from `fen` (castling in Chess960 notation when `chess960`), each move chosen by
/// the next of `choices` among the legal moves — castling, en passant and promotions preferred,
/// since they stress the update — and panics, naming the position, when the key, the state `S`
/// or a legal move's [`gives_check`](PositionWith::gives_check) disagrees with a computation
/// from scratch; the same after a null move. Meant for tests (with proptest choosing `choices`).
pub fn check_incremental<S: Incremental + PartialEq>(fen: &str, choices: &[u16], chess960: bool) {
    let mut pos = PositionWith::<S>::from_fen(fen).expect("a valid FEN to start from");
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let special: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.is_castling(m) || pos.is_en_passant(m) || m.promotion.is_some())
            .collect();
        let mv = if !special.is_empty() && c % 3 == 0 {
            special[c as usize % special.len()]
        } else {
            moves[c as usize % moves.len()]
        };
        for &m in &moves {
            let mut after = pos.clone();
            after.play(m);
            assert_eq!(
                pos.gives_check(m),
                after.in_check(),
                "{} {}",
                pos.fen(true),
                move_to_uci(pos.board(), m, chess960)
            );
        }
        let text = move_to_uci(pos.board(), mv, chess960);
        assert_eq!(crate::move_from_uci(pos.board(), &text, chess960), Ok(mv));
        pos.play(mv);
        assert_eq!(
            pos.key(),
            crate::zobrist::key_from_scratch(pos.board()),
            "{}",
            pos.fen(true)
        );
        assert!(
            *pos.state() == S::from_board(pos.board()),
            "incremental state differs from scratch after {text}: {}",
            pos.fen(true)
        );
        if let Some(null) = pos.null_move() {
            assert_eq!(null.key(), crate::zobrist::key_from_scratch(null.board()));
            assert!(
                *null.state() == S::from_board(null.board()),
                "after a null move"
            );
        }
    }
}
