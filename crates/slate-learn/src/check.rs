//! The check value: a second, independent 32-bit hash of a position.
//!
//! The store is indexed by the Polyglot Zobrist key. To tell apart two positions that share a key,
//! every entry also carries this check value, computed from the board with a Zobrist scheme of its
//! own: 781 random numbers drawn from SplitMix64 with a fixed seed, unrelated to Polyglot's table,
//! folded to 32 bits. Two different positions agree on both with probability about 2^-96.
//!
//! The check covers exactly what the Polyglot key covers (pieces, castling rights, side to move,
//! and the en-passant file only when a capture is possible), so that two move orders reaching the
//! same position always agree on both. It is computed from scratch: it is needed only when the
//! store is read or written, never inside the search's make/unmake.

use slate_board::zobrist;
use slate_board::{Board, Color, Piece};

const SEED: u64 = 0x51a7_e1ea_4e00_2024;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn table() -> [u64; 781] {
    let mut t = [0u64; 781];
    let mut state = SEED;
    let mut i = 0;
    while i < 781 {
        let (s, v) = splitmix64(state);
        state = s;
        t[i] = v;
        i += 1;
    }
    t
}

static CHECK_KEYS: [u64; 781] = table();

/// The check value of a board.
pub fn position_check(board: &Board) -> u32 {
    let mut h = 0u64;
    for color in Color::ALL {
        for piece in Piece::ALL {
            for sq in board.colored_pieces(color, piece) {
                let kind = 2 * piece as usize + (color == Color::White) as usize;
                h ^= CHECK_KEYS[64 * kind + sq as usize];
            }
        }
    }
    for color in Color::ALL {
        let rights = board.castle_rights(color);
        let base = 768 + 2 * (color == Color::Black) as usize;
        if rights.short.is_some() {
            h ^= CHECK_KEYS[base];
        }
        if rights.long.is_some() {
            h ^= CHECK_KEYS[base + 1];
        }
    }
    // Same en-passant rule as the key: only a capturable pawn counts.
    if zobrist::en_passant(board) != 0
        && let Some(file) = board.en_passant()
    {
        h ^= CHECK_KEYS[772 + file as usize];
    }
    if board.side_to_move() == Color::White {
        h ^= CHECK_KEYS[780];
    }
    (h ^ (h >> 32)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use slate_board::Position;

    #[test]
    fn transpositions_agree_and_neighbours_differ() {
        let mut a = Position::startpos();
        for m in ["g1f3", "g8f6", "b1c3"] {
            a.play_uci(m, false).unwrap();
        }
        let mut b = Position::startpos();
        for m in ["b1c3", "g8f6", "g1f3"] {
            b.play_uci(m, false).unwrap();
        }
        assert_eq!(a.key(), b.key());
        assert_eq!(position_check(a.board()), position_check(b.board()));
        let start = position_check(Position::startpos().board());
        assert_ne!(start, position_check(a.board()));
    }

    #[test]
    fn irrelevant_en_passant_square_is_ignored_like_the_key() {
        let with =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let without =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(
            position_check(with.unwrap().board()),
            position_check(without.unwrap().board())
        );
    }

    #[test]
    fn no_collisions_and_no_relation_to_the_key_in_a_perft_tree() {
        // All positions three plies from the start: distinct keys must have distinct checks, and
        // the check must not simply be a half of the key.
        let mut checks = std::collections::HashMap::new();
        let mut level = vec![Position::startpos()];
        for _ in 0..3 {
            let mut next = Vec::new();
            for p in &level {
                for mv in p.legal_moves() {
                    let mut c = p.clone();
                    c.play(mv);
                    next.push(c);
                }
            }
            level = next;
        }
        for p in &level {
            let check = position_check(p.board());
            assert_ne!(check, p.key() as u32);
            assert_ne!(check, (p.key() >> 32) as u32);
            checks.insert(p.key(), check);
        }
        let distinct: std::collections::HashSet<u32> = checks.values().copied().collect();
        assert!(checks.len() > 5000);
        assert_eq!(distinct.len(), checks.len());
    }
}
