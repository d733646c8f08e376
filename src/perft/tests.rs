use super::*;
use crate::board::move_to_uci;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn board(fen: &str) -> Board {
    PerftPosition::from_fen(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .board()
        .clone()
}

#[test]
fn start_position_counts() {
    let start = Board::default();
    let want = [1, 20, 400, 8902, 197_281, 4_865_609];
    for (depth, &nodes) in want.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), nodes, "depth {depth}");
    }
}

#[test]
fn kiwipete_divide_sums_to_perft_and_prints_standard_castling() {
    let kiwipete = board(KIWIPETE);
    let split = divide(&kiwipete, 3);
    assert_eq!(split.len(), 48);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 97_862);
    let names: Vec<String> = split
        .iter()
        .map(|&(mv, _)| move_to_uci(&kiwipete, mv, false))
        .collect();
    assert!(names.contains(&"e1g1".to_string()));
    assert!(names.contains(&"e1c1".to_string()));
    assert!(!names.contains(&"e1h1".to_string()));
    // Known subtree sizes from the published Kiwipete divide.
    let count_of = |name: &str| split[names.iter().position(|n| n == name).unwrap()].1;
    assert_eq!(count_of("e1g1"), 2059);
    assert_eq!(count_of("a2a4"), 2149);
}

#[test]
fn divide_of_depth_zero_is_empty() {
    assert!(divide(&Board::default(), 0).is_empty());
}

#[test]
fn threads_give_the_same_split_as_one_thread() {
    let pos = PerftPosition::from_fen(KIWIPETE).unwrap();
    let one = pos.divide(3, 1);
    let three = pos.divide(3, 3);
    assert_eq!(one, three);
    assert_eq!(pos.perft_threads(4, 2), 4_085_603);
}

#[test]
fn unreachable_en_passant_that_blocks_a_check_is_counted() {
    // Black is in check along f1-b5; exd3 e.p. blocks it. cozy-chess refuses this square.
    let pos = PerftPosition::from_fen("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1").unwrap();
    assert_eq!([1, 2, 3].map(|d| pos.perft(d)), [6, 121, 711]);
    let names: Vec<String> = pos
        .divide(1, 1)
        .iter()
        .map(|&(mv, _)| move_to_uci(pos.board(), mv, false))
        .collect();
    assert!(names.contains(&"e4d3".to_string()), "{names:?}");
}

#[test]
fn unreachable_en_passant_that_is_illegal_adds_nothing() {
    // cxd6 e.p. would open the fifth rank to the rook on b5.
    let pos = PerftPosition::from_fen("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1").unwrap();
    assert_eq!([1, 2, 3].map(|d| pos.perft(d)), [5, 100, 555]);
}

#[test]
fn en_passant_square_without_a_pushed_pawn_is_refused() {
    assert!(PerftPosition::from_fen("8/8/8/1k6/4p3/8/8/4KQ2 b - d3 0 1").is_err());
    assert!(PerftPosition::from_fen("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d6 0 1").is_err());
    assert!(PerftPosition::from_fen("8/8/8/1k6/3Pp3/8/8/4KQ2 b - z9 0 1").is_err());
}

#[test]
fn epd_lines_parse_all_suite_formats() {
    let line = parse_epd_line(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528",
    )
    .unwrap()
    .unwrap();
    assert_eq!(
        line.checks,
        vec![
            DepthCheck {
                depth: 1,
                expected: 21
            },
            DepthCheck {
                depth: 2,
                expected: 528
            }
        ]
    );
    assert_eq!(line.position.perft(2), 528);
    // Four-field EPD position and a trailing separator.
    let short = parse_epd_line("4k3/8/8/8/8/8/8/4K2R w K - ;D1 15 ;")
        .unwrap()
        .unwrap();
    assert_eq!(
        short.checks,
        vec![DepthCheck {
            depth: 1,
            expected: 15
        }]
    );
    assert!(parse_epd_line("   ").unwrap().is_none());
    assert!(parse_epd_line("# a comment ;D1 20").unwrap().is_none());
}

#[test]
fn bad_epd_lines_are_errors() {
    for bad in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 x",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;E1 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D99 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 30",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1 ;D1 20",
        ";D1 20",
    ] {
        assert!(parse_epd_line(bad).is_err(), "{bad:?} accepted");
    }
}

fn run_text(suite: &str, options: SuiteOptions) -> (SuiteReport, String) {
    let dir = std::env::temp_dir().join(format!("slate-perft-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{:x}.epd", suite.len() ^ options.threads));
    std::fs::write(&path, suite).unwrap();
    let mut out = Vec::new();
    let report = run_suite_with(&path, options, &mut out).unwrap();
    std::fs::remove_file(&path).unwrap();
    (report, String::from_utf8(out).unwrap())
}

#[test]
fn suite_reports_wrong_counts_bad_lines_and_skips() {
    let suite = "\
# comment line

rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401 ;D3 8902 ;D4 197281
not a fen ;D1 1
";
    let options = SuiteOptions {
        max_nodes: Some(10_000),
        threads: 1,
    };
    let (report, text) = run_text(suite, options);
    assert_eq!((report.passed, report.failed, report.skipped), (2, 2, 1));
    assert_eq!(report.nodes, 20 + 400 + 8902);
    assert!(text.contains("line 3: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 depth 2: expected 401, got 400"), "{text}");
    assert!(text.contains("FAIL line 4: "), "{text}");
    assert_eq!(text.lines().last(), Some("2 passed, 2 failed, 1 skipped"));
}

#[test]
fn suite_summary_without_skips_and_with_threads() {
    let suite = "\
4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197 ;D4 7059
4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 ;D1 16 ;D2 71 ;D3 1287 ;D4 7626
8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1 ;D1 6 ;D2 121 ;D3 711
";
    let (report, text) = run_text(
        suite,
        SuiteOptions {
            max_nodes: None,
            threads: 2,
        },
    );
    assert_eq!(text.lines().last(), Some("11 passed, 0 failed"), "{text}");
    assert!(report.failures.is_empty());
}

#[test]
fn missing_suite_file_is_an_error() {
    let mut out = Vec::new();
    let missing = std::env::temp_dir().join("slate-no-such-suite.epd");
    assert!(run_suite_with(&missing, SuiteOptions::default(), &mut out).is_err());
}

#[test]
fn bench_counts_the_fixed_node_total() {
    let result = bench_perft();
    assert_eq!(result.nodes, BENCH_NODES);
    assert!(result.nodes_per_second() > 0.0);
}

/// Every root move's count reaches the callback once, as the result has it, with any number of
/// threads (the CLI prints `--divide` lines and its progress from it).
#[test]
fn divide_each_hands_over_every_root_count_once() {
    let position = PerftPosition::from_fen(KIWIPETE).unwrap();
    for threads in [1, 3] {
        let seen = std::sync::Mutex::new(Vec::new());
        let split = position.divide_each(3, threads, |mv, n| seen.lock().unwrap().push((mv, n)));
        let mut seen = seen.into_inner().unwrap();
        assert_eq!(split.len(), 48);
        assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 97_862);
        let mut sorted = split.clone();
        sorted.sort_by_key(|(m, _)| (m.from as u8, m.to as u8, m.promotion.map(|p| p as u8)));
        seen.sort_by_key(|(m, _)| (m.from as u8, m.to as u8, m.promotion.map(|p| p as u8)));
        assert_eq!(seen, sorted, "{threads} threads");
    }
}
