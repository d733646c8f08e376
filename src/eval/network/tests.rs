use super::*;
use crate::eval::Position;

/// A network with small random weights, in range.
pub(crate) fn random_network(seed: u64) -> Network {
    let mut state = seed;
    let mut next = move |range: i32| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as i32 % (2 * range + 1) - range) as i16
    };
    let mut net = Network::zero();
    net.w1.iter_mut().flatten().for_each(|w| *w = next(60));
    net.b1.iter_mut().for_each(|w| *w = next(120));
    net.w2
        .iter_mut()
        .flatten()
        .for_each(|w| *w = next(MAX_W2 as i32));
    for (i, b) in net.b2.iter_mut().enumerate() {
        *b = i32::from(next(2000)) * (i as i32 + 1);
    }
    net
}

const FENS: [&str; 4] = [
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 b - - 0 40",
    "2r2rk1/pp1q1ppp/2n1pn2/3p4/3P4/2NBPN2/PPQ2PPP/2R2RK1 w - - 0 14",
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
];

#[test]
fn a_file_round_trips_and_wrong_files_are_refused() {
    let net = random_network(3);
    let bytes = net.to_bytes();
    assert_eq!(bytes.len(), file::file_len(INPUTS, HIDDEN, BUCKETS));
    assert_eq!(Network::from_bytes(&bytes), Ok(net.clone()));
    assert_eq!(
        Network::from_bytes(&bytes[..10]),
        Err(NetworkError::Length(10))
    );
    let cut = bytes.len() - 2;
    assert_eq!(
        Network::from_bytes(&bytes[..cut]),
        Err(NetworkError::Length(cut))
    );
    let mut wrong = bytes.clone();
    wrong[0] = b'X';
    assert_eq!(Network::from_bytes(&wrong), Err(NetworkError::Magic));
    let mut wrong = bytes.clone();
    wrong[4] = 9;
    assert_eq!(Network::from_bytes(&wrong), Err(NetworkError::Version(9)));
    let mut wrong = bytes.clone();
    wrong[12] = 0;
    wrong[13] = 2; // 512 hidden units
    assert_eq!(
        Network::from_bytes(&wrong),
        Err(NetworkError::Shape(INPUTS as u32, 512, BUCKETS as u32))
    );
    // A flipped bit anywhere in the weights is caught by the checksum.
    for i in [file::HEADER, file::HEADER + 1001, bytes.len() - 9] {
        let mut wrong = bytes.clone();
        wrong[i] ^= 4;
        assert_eq!(
            Network::from_bytes(&wrong),
            Err(NetworkError::Checksum),
            "{i}"
        );
    }
    let mut large = net.clone();
    large.w1[7][9] = MAX_W1 + 1;
    assert_eq!(
        Network::from_bytes(&large.to_bytes()),
        Err(NetworkError::Range)
    );
    let mut large = net;
    large.w2[2][9] = -MAX_W2 - 1;
    assert_eq!(
        Network::from_bytes(&large.to_bytes()),
        Err(NetworkError::Range)
    );
}

#[test]
fn the_evaluation_is_colour_symmetric() {
    let net = random_network(5);
    let mut nonzero = 0;
    for fen in FENS {
        let pos = Position::from_fen(fen).unwrap();
        let flipped = pos.color_flipped();
        for phase in [0, 7, 24] {
            let a = net.evaluate_board(pos.board(), pos.side_to_move(), phase);
            let b = net.evaluate_board(flipped.board(), flipped.side_to_move(), phase);
            assert_eq!(a, b, "{fen} phase {phase}");
            nonzero += i32::from(a != 0);
        }
    }
    assert!(nonzero > 6);
}

#[test]
fn buckets_cover_the_phases_in_order() {
    assert_eq!(bucket(0), 0);
    assert_eq!(bucket(crate::material::PHASE_MAX), BUCKETS - 1);
    assert!((0..=crate::material::PHASE_MAX).map(bucket).is_sorted());
    let used: std::collections::HashSet<usize> =
        (0..=crate::material::PHASE_MAX).map(bucket).collect();
    assert_eq!(used.len(), BUCKETS);
}

#[test]
fn incremental_sums_equal_scratch_after_random_games() {
    let net = random_network(9);
    let mut state = 17u64;
    let mut below = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n
    };
    for fen in FENS {
        for _ in 0..20 {
            let mut pos = Position::from_fen(fen).unwrap();
            let mut acc = Accumulator::from_board(&net, pos.board());
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[below(moves.len())];
                let before = pos.board().clone();
                pos.play(mv);
                apply_diff(&net, &mut acc, &before, pos.board());
                assert_eq!(acc, Accumulator::from_board(&net, pos.board()), "{fen}");
            }
        }
    }
}

/// Brings `acc` from `before` to `after` by the pieces that differ, through the calls the
/// position's incremental state makes: `moved` for a move (a promotion's pawn leaves, its piece
/// arrives; castling moves king then rook), `took` when the other side lost a piece.
fn apply_diff(
    net: &Network,
    acc: &mut Accumulator,
    before: &slate_board::Board,
    after: &slate_board::Board,
) {
    let us = before.side_to_move();
    let diff = |color: Color, piece: Piece| {
        let (was, is) = (
            before.colored_pieces(color, piece),
            after.colored_pieces(color, piece),
        );
        (
            (was & !is).into_iter().next(),
            (is & !was).into_iter().next(),
        )
    };
    let victim = Piece::ALL
        .into_iter()
        .find_map(|p| diff(!us, p).0.map(|sq| (p, sq)));
    let (mut left, mut arrived) = (Vec::new(), Vec::new());
    for piece in Piece::ALL {
        let (gone, came) = diff(us, piece);
        left.extend(gone.map(|sq| (piece, sq)));
        arrived.extend(came.map(|sq| (piece, sq)));
    }
    // King before rook when castling, as `Incremental::castled` calls them.
    left.sort_by_key(|&(p, _)| p != Piece::King);
    arrived.sort_by_key(|&(p, _)| p != Piece::King);
    if left.len() == 2 {
        for (&(piece, from), &(placed, to)) in left.iter().zip(&arrived) {
            acc.moved(net, us, piece, from, placed, to);
        }
    } else {
        let ((piece, from), (placed, to)) = (left[0], arrived[0]);
        match victim {
            Some((v, sq)) => acc.took(net, us, piece, from, placed, to, v, sq),
            None => acc.moved(net, us, piece, from, placed, to),
        }
    }
    acc.settle(net, after);
}

#[test]
fn removing_a_piece_equals_scratch() {
    let net = random_network(4);
    for fen in FENS {
        let pos = Position::from_fen(fen).unwrap();
        let board = pos.board();
        for sq in board.occupied() {
            let (color, piece) = (board.color_on(sq).unwrap(), board.piece_on(sq).unwrap());
            if piece == Piece::King {
                continue;
            }
            let mut builder = cozy_chess::BoardBuilder::from_board(board);
            *builder.square_mut(sq) = None;
            // A board the builder refuses (the other king left in check) cannot be scratched.
            let Ok(without) = builder.build() else {
                continue;
            };
            let mut acc = Accumulator::from_board(&net, board);
            acc.removed(&net, color, piece, sq);
            assert_eq!(acc, Accumulator::from_board(&net, &without), "{fen} {sq}");
        }
    }
}

#[test]
fn the_build_script_checks_the_engines_shape() {
    let build = include_str!("../../../build.rs");
    let shape = format!("({INPUTS}, {HIDDEN}, {BUCKETS})");
    assert!(
        build.contains(&shape),
        "build.rs must check the shape {shape}"
    );
}

#[test]
fn king_buckets_are_numbered_without_gaps() {
    let used: std::collections::BTreeSet<u8> = KING_BUCKET.iter().copied().collect();
    assert_eq!(used.len(), KING_BUCKETS);
    assert_eq!(used.last().map(|&b| usize::from(b) + 1), Some(KING_BUCKETS));
    // Regions, not single squares: a king's usual step stays in its bucket most of the time.
    for (sq, &b) in KING_BUCKET.iter().enumerate() {
        if sq % 8 < 7 && sq / 8 > 1 {
            assert_eq!(b, KING_BUCKET[sq + 1], "square {sq}");
        }
    }
}
