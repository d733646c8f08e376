use super::*;
use proptest::prelude::*;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn published_keys_by_playing_moves() {
    let lines: [&[&str]; 2] = [
        &["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"],
        &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"],
    ];
    let expected: [&[u64]; 2] = [
        &[
            0x823c9b50fd114196,
            0x0756b94461c50fb0,
            0x662fafb965db29d4,
            0x22a48b5a8e47ff78,
            0x652a607ca3f242c1,
            0x00fdd303c946bdd9,
        ],
        &[0, 0, 0, 0, 0x3c8123ea7b067637, 0, 0x5c3f9b829b279560],
    ];
    // 0 marks a position whose key is only checked against the from-scratch computation.
    for (line, keys) in lines.iter().zip(expected) {
        let mut pos = Position::startpos();
        assert_eq!(pos.key(), 0x463b96181691fc9c);
        for (mv, want) in line.iter().zip(keys) {
            pos.play_uci(mv, false).unwrap();
            assert_eq!(
                pos.key(),
                zobrist::key_from_scratch(pos.board()),
                "after {mv}"
            );
            if *want != 0 {
                assert_eq!(pos.key(), *want, "after {mv}");
            }
        }
    }
}

#[test]
fn castling_notation_round_trips() {
    let pos = Position::from_fen(KIWIPETE).unwrap();
    let mv = move_from_uci(pos.board(), "e1g1", false).unwrap();
    assert!(pos.is_castling(mv));
    assert_eq!(move_to_uci(pos.board(), mv, false), "e1g1");
    assert_eq!(move_to_uci(pos.board(), mv, true), "e1h1");
    assert_eq!(move_from_uci(pos.board(), "e1h1", true).unwrap(), mv);
    assert!(matches!(
        move_from_uci(pos.board(), "e1e3", false),
        Err(MoveParseError::Illegal(_))
    ));
    assert!(matches!(
        move_from_uci(pos.board(), "zz", false),
        Err(MoveParseError::Malformed(_))
    ));
}

/// Found by `slate fuzz fen`: in Chess960 positions read with UCI_Chess960 off, castling with
/// the king off the e-file was written as f1c1 or c1c1, which no one (Slate included) reads as
/// castling. It is written king-takes-rook there, and reads back.
#[test]
fn chess960_castling_in_standard_notation_reads_back() {
    for (fen, want) in [
        (
            "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
            ["f1b1", "f1g1"],
        ),
        (
            "1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBgb - 0 1",
            ["c1b1", "c1g1"],
        ),
    ] {
        let pos = Position::from_fen(fen).unwrap();
        let castles: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| pos.is_castling(m))
            .collect();
        assert_eq!(castles.len(), 2, "{fen}");
        for mv in castles {
            let text = move_to_uci(pos.board(), mv, false);
            assert!(want.contains(&text.as_str()), "{fen}: {text}");
            assert_eq!(move_from_uci(pos.board(), &text, false).unwrap(), mv);
        }
    }
}

#[test]
fn fen_errors_are_reported_not_panics() {
    for bad in [
        "",
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
    ] {
        assert!(Position::from_fen(bad).is_err(), "{bad:?} accepted");
    }
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -").is_ok());
}

#[test]
fn colour_flip_is_an_involution() {
    let pos = Position::from_fen(KIWIPETE).unwrap();
    let flipped = pos.color_flipped();
    assert_eq!(flipped.side_to_move(), Color::Black);
    assert_eq!(flipped.color_flipped().fen(false), pos.fen(false));
    assert_eq!(flipped.legal_moves().len(), pos.legal_moves().len());
}

#[test]
fn insufficient_material() {
    for (fen, want) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true),
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),
        ("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
    ] {
        assert_eq!(
            Position::from_fen(fen).unwrap().insufficient_material(),
            want,
            "{fen}"
        );
    }
}

/// The pieces on each square, kept incrementally: checks that `play` tells an [`Incremental`]
/// state about every piece that moves, is captured or promoted (castling, en passant included).
#[derive(Clone, Debug, PartialEq)]
struct Mailbox([Option<(Color, Piece)>; 64]);

impl Incremental for Mailbox {
    fn from_board(board: &Board) -> Self {
        let mut squares = [None; 64];
        for sq in board.occupied() {
            squares[sq as usize] = Some((board.color_on(sq).unwrap(), board.piece_on(sq).unwrap()));
        }
        Mailbox(squares)
    }
    fn moved(&mut self, color: Color, piece: Piece, from: Square, placed: Piece, to: Square) {
        assert_eq!(
            self.0[from as usize],
            Some((color, piece)),
            "moved from {from}"
        );
        self.0[from as usize] = None;
        self.0[to as usize] = Some((color, placed));
    }
    fn captured(&mut self, color: Color, piece: Piece, square: Square) {
        assert_eq!(
            self.0[square as usize],
            Some((color, piece)),
            "captured on {square}"
        );
        self.0[square as usize] = None;
    }
    fn castled(&mut self, color: Color, king: (Square, Square), rook: (Square, Square)) {
        assert_eq!(self.0[king.0 as usize], Some((color, Piece::King)));
        assert_eq!(self.0[rook.0 as usize], Some((color, Piece::Rook)));
        self.0[king.0 as usize] = None;
        self.0[rook.0 as usize] = None;
        self.0[king.1 as usize] = Some((color, Piece::King));
        self.0[rook.1 as usize] = Some((color, Piece::Rook));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn incremental_key_equals_scratch(choices in proptest::collection::vec(any::<u16>(), 1..200),
                                      start in 0usize..4) {
        let fens = [
            START_FEN,
            KIWIPETE,
            // Promotions and underpromotions with captures on the back rank.
            "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
            // Chess960 castling with rooks on b and g.
            "1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBgb - 0 1",
        ];
        crate::check_incremental::<Mailbox>(fens[start], &choices, start == 3);
        crate::check_incremental::<(Mailbox, ())>(fens[start], &choices, start == 3);
    }
}

#[test]
fn xfen_castling_names_the_outermost_rook() {
    for (xfen, shredder) in [
        // Chess960 start with rooks on b and h: Q is the b-rook.
        (
            "brnbnkqr/p2pp1pp/1p3p2/2p5/1PP5/1B6/P2PPPPP/BRN1NKQR w KQkq - 0 4",
            "brnbnkqr/p2pp1pp/1p3p2/2p5/1PP5/1B6/P2PPPPP/BRN1NKQR w HBhb - 0 4",
        ),
        // King on c1 with rooks on a1 and e1 and a queen in the corner.
        (
            "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1",
            "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w EAea - 0 1",
        ),
        (
            "2r5/8/8/8/8/8/6PP/k2KR3 w K - 0 1",
            "2r5/8/8/8/8/8/6PP/k2KR3 w E - 0 1",
        ),
    ] {
        let pos = Position::from_fen(xfen).unwrap_or_else(|e| panic!("{xfen}: {e}"));
        assert_eq!(pos.fen(true), shredder);
    }
    // A letter with no rook on that side of the king is still refused.
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w K - 0 1").is_err());
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/4K2R w KK - 0 1").is_err());
}
