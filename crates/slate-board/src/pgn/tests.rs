use super::*;
use std::io::Cursor;

fn read_all(text: &str) -> Vec<PgnItem> {
    PgnReader::new(Cursor::new(text.as_bytes()))
        .map(|r| r.unwrap())
        .collect()
}

fn games(text: &str) -> Vec<PgnGame> {
    read_all(text)
        .into_iter()
        .filter_map(|i| match i {
            PgnItem::Game(g) => Some(*g),
            PgnItem::Skipped { .. } => None,
        })
        .collect()
}

/// (file, games, skipped variant games, main-line plies, wrapping sum of final Polyglot keys),
/// as python-chess 1.11 reads them (scripts/pgn_expected_counts.py).
const EXPECTED: [(&str, usize, usize, usize, u64); 15] = [
    ("carlsen_games.pgn", 1782, 0, 159922, 0x27402c2e7a82f865),
    (
        "edge-cases/anastasian-lewis.pgn",
        1,
        0,
        84,
        0x40c1a1075e8e6b32,
    ),
    ("edge-cases/antichess-programfox.pgn", 2, 2, 0, 0),
    (
        "edge-cases/chessbase-empty-line.pgn",
        1,
        0,
        134,
        0xdfc7841932f4fe0a,
    ),
    (
        "edge-cases/cutechess-fischerrandom.pgn",
        4,
        0,
        396,
        0x95067620b280b951,
    ),
    (
        "edge-cases/kasparov-deep-blue-1997.pgn",
        6,
        0,
        519,
        0xc52678123fe8de7e,
    ),
    (
        "edge-cases/knightvuillaume-jannlee-zh-lichess.pgn",
        1,
        1,
        0,
        0,
    ),
    (
        "edge-cases/molinari-bordais-1979.pgn",
        1,
        0,
        10,
        0x4e261d54e546d97f,
    ),
    (
        "edge-cases/nepomniachtchi-liren-game1.pgn",
        1,
        0,
        97,
        0xf504ecf54e1fc8fb,
    ),
    ("edge-cases/saturs-jannlee-zh-lichess.pgn", 1, 1, 0, 0),
    (
        "edge-cases/stockfish-learning.pgn",
        1,
        0,
        154,
        0x36fe9d351b1c0d4b,
    ),
    ("edge-cases/uci-moves.pgn", 1, 0, 113, 0xca9cbdbacf636315),
    ("edge-cases/utf8-bom.pgn", 2, 0, 0, 0x8c772c302d23f938),
    (
        "engine_selfplay_threefold_draws.pgn",
        713,
        0,
        75273,
        0x1da093fa80e1d522,
    ),
    ("twic0920_part_a.pgn", 1497, 0, 122482, 0x04308b043f6ebcd1),
];

#[test]
fn shared_corpus_matches_python_chess() {
    let dir = slate_base::shared_data("pgn");
    if !dir.is_dir() {
        crate::test_skip(format!("PGN data not found at {}", dir.display()));
        return;
    }
    // Every file present must be in the table, so a new file cannot slip by untested.
    let mut on_disk = Vec::new();
    for sub in ["", "edge-cases/"] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap() {
            let name = e.unwrap().file_name().into_string().unwrap();
            if name.ends_with(".pgn") {
                on_disk.push(format!("{sub}{name}"));
            }
        }
    }
    on_disk.sort();
    let mut listed: Vec<String> = EXPECTED.iter().map(|e| e.0.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);

    for (file, want_games, want_skipped, want_plies, want_keys) in EXPECTED {
        let f = std::fs::File::open(dir.join(file)).unwrap();
        let (mut games, mut skipped, mut plies, mut keys) = (0, 0, 0, 0u64);
        for item in PgnReader::new(std::io::BufReader::new(f)) {
            games += 1;
            match item.unwrap() {
                PgnItem::Skipped { .. } => skipped += 1,
                PgnItem::Game(g) => {
                    assert_eq!(g.error, None, "{file} game {}", g.number);
                    let mut pos = g.start.clone();
                    for ply in &g.plies {
                        match ply.mv {
                            Some(mv) => pos.play(mv),
                            None => pos = pos.null_move().unwrap(),
                        }
                    }
                    plies += g.plies.len();
                    keys = keys.wrapping_add(pos.key());
                }
            }
        }
        assert_eq!(
            (games, skipped, plies, keys),
            (want_games, want_skipped, want_plies, want_keys),
            "{file}"
        );
    }
}

#[test]
fn results_tags_and_comments() {
    let g = games(
        "[Event \"e\"]\n\n[Result \"0-1\"]\n\n1. e4 {[%eval 0.3]} e5 $2 2. Qh5 (2. Nf3 {x} Nc6) Nc6 \
         {after Nc6} 3. Bc4 Nf6?? 4. Qxf7# 1-0\n\n[Event \"f\"]\n1. d4 *\n",
    );
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].result, GameResult::WhiteWins, "termination beats tag");
    assert_eq!(g[0].tag("event"), Some("e"));
    assert_eq!(g[0].plies.len(), 7);
    assert_eq!(g[0].plies[0].comments, ["[%eval 0.3]"]);
    assert_eq!(g[0].plies[1].nags, [2]);
    assert_eq!(g[0].plies[3].comments, ["after Nc6"]);
    assert_eq!(g[0].plies[5].nags, [4]);
    assert_eq!(g[1].result, GameResult::Unknown);
    assert_eq!(g[1].plies.len(), 1);
}

#[test]
fn a_missing_termination_ends_at_the_next_tags() {
    let g = games("[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4\n");
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].plies.len(), 2);
    assert_eq!(g[1].plies.len(), 1);
}

#[test]
fn illegal_moves_keep_the_prefix_and_report() {
    let g = games("1. e4 e5 2. Ke3 Nc6 *\n\n1. e4 *");
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].plies.len(), 2);
    assert!(g[0].error.as_deref().unwrap().contains("Ke3"));
    assert_eq!(g[1].plies.len(), 1);
}

#[test]
fn fen_and_chess960() {
    let g = games(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n\
         [FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\
         1. g3 g6 2. O-O O-O *\n\
         [FEN \"not a fen\"]\n1. e4 *\n[Variant \"Atomic\"]\n1. e4 *",
    );
    assert_eq!(g.len(), 2);
    assert!(g[0].chess960);
    assert_eq!(g[0].plies.len(), 4, "{:?}", g[0].error);
    assert!(g[1].error.is_some());
    let items = read_all("[Variant \"Atomic\"]\n1. e4 *");
    assert!(matches!(&items[0], PgnItem::Skipped { reason, .. } if reason.contains("Atomic")));
}

#[test]
fn xfen_castling_letters_in_chess960() {
    // KQkq in Chess960 means the outermost rooks, which cozy-chess wants in Shredder form.
    assert_eq!(
        reader::xfen_to_shredder("nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1"),
        "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w GDgd - 0 1"
    );
    assert_eq!(
        reader::xfen_to_shredder("rr2k1r1/8/8/8/8/8/8/1R2K2R w Kq - 0 1"),
        "rr2k1r1/8/8/8/8/8/8/1R2K2R w Ha - 0 1"
    );
    assert_eq!(reader::xfen_to_shredder("garbage"), "garbage");
}

#[test]
fn crlf_bom_and_escape_lines() {
    let g = games("\u{feff}% generated\r\n[Event \"x\"]\r\n\r\n1.e4 e5\r\n2.Nf3 1-0\r\n");
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].plies.len(), 3);
    assert_eq!(g[0].tag("Event"), Some("x"));
}

#[test]
fn trailing_comments_and_whitespace_are_no_game() {
    assert_eq!(read_all("1. e4 *\n\n{ the end }\n\n").len(), 1);
    assert!(read_all("").is_empty());
    assert!(read_all("\n\n  \n").is_empty());
}

proptest::proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..400)) {
        for item in PgnReader::new(Cursor::new(bytes)) {
            let _ = item.unwrap();
        }
    }

    #[test]
    fn arbitrary_pgnish_text_never_panics(text in "[\\[\\]{}()\"$;%0-9a-hKQRBNOx=+#!?./ \n-]{0,300}") {
        for item in PgnReader::new(Cursor::new(text.into_bytes())) {
            let _ = item.unwrap();
        }
    }
}

#[test]
fn written_san_matches_the_files() {
    // Standard-SAN files: writing each move back must give the text the file has (check marks
    // included), and reading that text must give the move.
    let dir = slate_base::shared_data("pgn");
    if !dir.is_dir() {
        crate::test_skip(format!("PGN data not found at {}", dir.display()));
        return;
    }
    for file in ["twic0920_part_a.pgn", "carlsen_games.pgn"] {
        let f = std::fs::File::open(dir.join(file)).unwrap();
        let (mut moves, mut differ) = (0, Vec::new());
        for item in PgnReader::new(std::io::BufReader::new(f)) {
            let PgnItem::Game(g) = item.unwrap() else {
                continue;
            };
            let mut pos = g.start.clone();
            for ply in &g.plies {
                let mv = ply.mv.unwrap();
                let san = crate::move_to_san(pos.board(), mv);
                assert_eq!(crate::move_from_san(pos.board(), &san), Ok(mv));
                if san != ply.text {
                    differ.push(format!("{} vs {}", san, ply.text));
                }
                moves += 1;
                pos.play(mv);
            }
        }
        assert!(moves > 100_000, "{file}");
        // carlsen_games.pgn marks some mates with '+'; nothing else may differ.
        for d in &differ {
            let (ours, theirs) = d.split_once(" vs ").unwrap();
            assert!(
                ours.ends_with('#') && theirs == ours.replace('#', "+"),
                "{file}: {d}"
            );
        }
        if file.starts_with("twic") {
            assert!(differ.is_empty(), "{differ:?}");
        }
    }
}
