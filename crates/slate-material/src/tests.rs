use super::*;
use slate_board::{Color, Move, Piece, START_FEN};
type Position = MaterialPosition;
use proptest::prelude::*;

fn counts(text: &str) -> MaterialCounts {
    text.parse::<Signature>().unwrap().counts()
}

fn entry(text: &str) -> MaterialEntry {
    MaterialEntry::compute(&MaterialConfig::default(), &counts(text))
}

fn all_configs() -> Vec<MaterialConfig> {
    let mut configs = Vec::new();
    for values in PieceValueSet::ALL {
        for imbalance in [true, false] {
            for trade_down in [false, true] {
                configs.push(MaterialConfig {
                    values,
                    imbalance,
                    trade_down,
                    ..MaterialConfig::default()
                });
            }
        }
    }
    configs
}

// ---- signature -------------------------------------------------------------------------------

#[test]
fn signature_counts_the_start_position() {
    let pos = Position::startpos();
    let sig = pos.state().signature();
    assert_eq!(sig.to_string(), "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP");
    assert_eq!(sig.raw(), 0x12228_12228);
    assert_eq!(sig.count(Color::White, Piece::Pawn), 8);
    assert_eq!(sig.count(Color::Black, Piece::Queen), 1);
    assert_eq!(sig.count(Color::Black, Piece::King), 0);
    assert!(!sig.is_flipped());
}

#[test]
fn signature_text_round_trips_and_rejects_garbage() {
    for text in ["KvK", "KRPvKR", "KQQQvKNN", "KBNvK", "KvKPPPPPPPP"] {
        let sig: Signature = text.parse().unwrap();
        let canonical_order: Signature = sig.to_string().parse().unwrap();
        assert_eq!(sig, canonical_order, "{text}");
    }
    assert_eq!("KPRvKR".parse::<Signature>(), "KRPvKR".parse());
    for bad in [
        "",
        "K",
        "KRvR",
        "KXvK",
        "RvK",
        "KQQQQQQQQQQQQQQQQvK",
        "KvKv",
    ] {
        assert!(bad.parse::<Signature>().is_err(), "{bad:?} accepted");
    }
}

#[test]
fn symmetric_hash_is_shared_with_the_mirror_and_the_flip_bit_tells_them_apart() {
    for text in ["KQvKR", "KRPvK", "KNNNvKQ", "KPPvKPP", "KvK"] {
        let sig: Signature = text.parse().unwrap();
        let mirror = sig.mirrored();
        assert_eq!(sig.symmetric_hash(), mirror.symmetric_hash(), "{text}");
        assert_eq!(sig.canonical(), mirror.canonical(), "{text}");
        if sig != mirror {
            assert_ne!(sig.is_flipped(), mirror.is_flipped(), "{text}");
        }
        assert_eq!(mirror.mirrored(), sig);
    }
    // Chess 4.5's plain `(w + b) xor |w - b|` would put all of these in one slot.
    let lone: Vec<usize> = ["KQvK", "KRvK", "KQQvK", "KNNNvK", "KPvK"]
        .iter()
        .map(|t| t.parse::<Signature>().unwrap().hash_slot(10))
        .collect();
    let mut distinct = lone.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), lone.len(), "{lone:?}");
}

#[test]
fn raw_signatures_beyond_forty_bits_are_refused() {
    assert!(Signature::from_raw(1 << 40).is_none());
    assert_eq!(
        Signature::from_raw(0x12228).unwrap().to_string(),
        "KQRRBBNNPPPPPPPPvK"
    );
}

// ---- index and state -------------------------------------------------------------------------

#[test]
fn table_has_the_documented_size() {
    assert_eq!(TABLE_LEN, 236_196);
    assert_eq!(std::mem::size_of::<MaterialEntry>(), 8);
    // What Position carries and copies with every move.
    assert_eq!(std::mem::size_of::<MaterialState>(), 16);
    assert_eq!(TABLE_BYTES, 1_889_568);
    assert_eq!(MaterialIndex::new(TABLE_LEN), None);
}

#[test]
fn out_of_range_counts_have_no_index_and_the_index_returns_with_the_material() {
    let mut state = MaterialState::from_counts(&counts("KQNNvKQ"));
    let in_range = state.table_index().unwrap();
    state.add(Color::White, Piece::Knight);
    assert_eq!(state.table_index(), None, "third knight");
    state.add(Color::White, Piece::Knight);
    state.add(Color::Black, Piece::Queen);
    assert_eq!(state.table_index(), None);
    state.remove(Color::White, Piece::Knight);
    state.remove(Color::Black, Piece::Queen);
    assert_eq!(state.table_index(), None, "still one knight too many");
    state.remove(Color::White, Piece::Knight);
    assert_eq!(state.table_index(), Some(in_range));
    assert_eq!(state, MaterialState::from_counts(&counts("KQNNvKQ")));
    // Removing a different knight than the one added is the same material.
    state.add(Color::White, Piece::Knight);
    state.remove(Color::White, Piece::Queen);
    assert_eq!(state.table_index(), None);
    state.remove(Color::White, Piece::Knight);
    assert_eq!(
        state.table_index(),
        MaterialIndex::from_counts(&counts("KNNvKQ"))
    );
}

#[test]
fn from_counts_refuses_out_of_range_and_never_aliases() {
    // A third knight's weighted sum is a valid-looking number: it must not be used as a slot.
    let three = counts("KNNNvK");
    assert_eq!(MaterialIndex::from_counts(&three), None);
    let sum = weighted_sum(&three) as usize;
    assert!(sum < TABLE_LEN, "the raw sum does alias: {sum}");
    assert_ne!(MaterialIndex::new(sum).unwrap().counts(), three);
    assert_eq!(MaterialState::from_counts(&three).table_index(), None);
}

// ---- the exhaustive table checks ---------------------------------------------------------------

#[test]
fn every_index_round_trips_through_its_counts() {
    for index in MaterialIndex::all() {
        let c = index.counts();
        assert_eq!(MaterialIndex::from_counts(&c), Some(index));
        let state = MaterialState::from_signature(Signature::from_counts(&c));
        assert_eq!(state.table_index(), Some(index));
        assert_eq!(state.signature().counts(), c);
    }
}

#[test]
fn the_table_equals_computation_from_scratch() {
    let table = MaterialTable::shared_default();
    for index in MaterialIndex::all() {
        let c = index.counts();
        assert_eq!(
            table.get(index),
            MaterialEntry::compute(table.config(), &c),
            "{}",
            Signature::from_counts(&c)
        );
    }
}

#[test]
fn every_entry_is_colour_symmetric() {
    for config in all_configs() {
        for index in MaterialIndex::all() {
            let c = index.counts();
            let e = MaterialEntry::compute(&config, &c);
            let m = MaterialEntry::compute(&config, &c.mirrored());
            let sig = Signature::from_counts(&c);
            assert_eq!(m.mg(), -e.mg(), "{sig} {config:?}");
            assert_eq!(m.eg(), -e.eg(), "{sig} {config:?}");
            assert_eq!(m.value(Color::Black), e.value(Color::White), "{sig}");
            assert_eq!(m.phase(), e.phase(), "{sig}");
            assert_eq!(m.scale(Color::White), e.scale(Color::Black), "{sig}");
            assert_eq!(m.scale(Color::Black), e.scale(Color::White), "{sig}");
            assert_eq!(m.endgame(), e.endgame(), "{sig}");
            assert_eq!(m, e.mirrored(), "{sig} {config:?}");
            if c.white == c.black {
                assert_eq!((e.mg(), e.eg()), (0, 0), "{sig}");
            }
        }
    }
}

#[test]
fn adding_a_piece_never_lowers_its_sides_material_or_scale() {
    for config in all_configs() {
        for index in MaterialIndex::all() {
            let c = index.counts();
            let before = MaterialEntry::compute(&config, &c);
            for color in Color::ALL {
                let sign = if color == Color::White { 1 } else { -1 };
                for piece in COUNTED_PIECES {
                    let mut more = c;
                    let side = more.side_mut(color);
                    *side = side.with_added(piece).unwrap();
                    if MaterialIndex::from_counts(&more).is_none() {
                        continue;
                    }
                    let after = MaterialEntry::compute(&config, &more);
                    let what = || format!("{} + {piece:?} {config:?}", Signature::from_counts(&c));
                    assert!(sign * after.mg() > sign * before.mg(), "mg {}", what());
                    assert!(sign * after.eg() > sign * before.eg(), "eg {}", what());
                    assert!(after.value(color) > before.value(color), "{}", what());
                    assert!(after.scale(color) >= before.scale(color), "{}", what());
                }
            }
        }
    }
}

// ---- what entries know --------------------------------------------------------------------------

#[test]
fn piece_value_sets_are_the_named_ones() {
    let v = |set: PieceValueSet| set.values();
    assert_eq!(v(PieceValueSet::Classic).mg, [100, 300, 300, 500, 900]);
    assert_eq!(v(PieceValueSet::Euwe).eg, [100, 300, 300, 450, 950]);
    assert_eq!(v(PieceValueSet::Kaufman).mg, [100, 325, 325, 500, 975]);
    assert_eq!(PieceValueSet::default(), PieceValueSet::Tuned);
    for set in PieceValueSet::ALL {
        assert_eq!(set.name().parse::<PieceValueSet>(), Ok(set));
        assert_eq!(set.name().to_uppercase().parse::<PieceValueSet>(), Ok(set));
    }
    assert!("fischer".parse::<PieceValueSet>().is_err());
}

#[test]
fn named_terms_have_their_documented_values() {
    let config = MaterialConfig::default();
    let term = |t: Term, text: &str| t.value(&config, &counts(text));
    assert_eq!(term(Term::BishopPair, "KBBvKBN"), BISHOP_PAIR);
    assert_eq!(term(Term::BishopPair, "KBNvKBB"), -BISHOP_PAIR);
    assert_eq!(term(Term::KnightPawns, "KNPPPPPPPPvK"), KNIGHT_PER_PAWN * 3);
    assert_eq!(term(Term::RookPawns, "KRRPPPPPPPvK"), ROOK_PER_PAWN * 4);
    assert_eq!(term(Term::RookRedundancy, "KRRvKR"), ROOK_PAIR_REDUNDANCY);
    assert_eq!(
        term(Term::QueenRookRedundancy, "KQRRvK"),
        QUEEN_ROOK_REDUNDANCY * 2
    );
    assert!(
        config.trade_down,
        "on by default: it fits the tuning results better"
    );
    let off = MaterialConfig {
        trade_down: false,
        ..config
    };
    assert_eq!(Term::TradeDown.value(&off, &counts("KRPvKP")), Score::ZERO);
    // Kaufman's idea: a knight's worth moves with its own pawns (the tuner fits by how much).
    assert_eq!(
        term(Term::KnightPawns, "KNPPPPPPPPvKPPPPPPPP") - term(Term::KnightPawns, "KNPPvKPP"),
        KNIGHT_PER_PAWN * 6
    );
    // Classic values without imbalance are the plain sum.
    let classic = MaterialConfig {
        values: PieceValueSet::Classic,
        imbalance: false,
        trade_down: false,
        ..MaterialConfig::default()
    };
    let e = MaterialEntry::compute(&classic, &counts("KQRvKRRP"));
    assert_eq!((e.mg(), e.eg()), (900 + 500 - 1000 - 100, 300));
}

#[test]
fn trade_down_rewards_the_side_ahead_for_trading_pieces_not_pawns() {
    let bonus = |text: &str| trade_down_bonus(&counts(text));
    // A knight ahead: fewer other pieces on the board means a bigger bonus.
    let full = bonus("KQRRBBNNPPPPPPPPvKQRRBBNPPPPPPPP");
    let traded = bonus("KRBNPPPPPPPPvKRBPPPPPPPP");
    assert!(traded > full && traded > 0, "{full} {traded}");
    // ... but trading pawns lowers it, and without pawns there is none.
    assert!(bonus("KRBNPPvKRBPP") < traded);
    assert_eq!(bonus("KRNvKR"), 0);
    assert_eq!(bonus("KRvKR"), 0);
    // Worked example: MD 325, PA 8, MT 325 + 2·(500 + 350 + 800) = 3625.
    assert_eq!(
        bonus("KRBNPPPPPPPPvKRBPPPPPPPP"),
        325 * 8 * (8000 - 3625) / (6400 * 9)
    );
    assert_eq!(bonus("KRBPPPPPPPPvKRBNPPPPPPPP"), -traded);
    let on = MaterialConfig {
        trade_down: true,
        ..MaterialConfig::default()
    };
    let off = MaterialConfig {
        trade_down: false,
        ..on
    };
    let c = counts("KRBNPPPPPPPPvKRBPPPPPPPP");
    assert_eq!(
        MaterialEntry::compute(&on, &c).mg() - MaterialEntry::compute(&off, &c).mg(),
        traded
    );
}

#[test]
fn game_phase_tapers_from_all_pieces_to_pawns_only() {
    assert_eq!(
        entry("KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP").phase(),
        PHASE_MAX
    );
    assert_eq!(entry("KPPPvKPP").phase(), 0);
    assert_eq!(entry("KRNvKB").phase(), 4);
    assert_eq!(entry("KQQQQQQvKQQ").phase(), PHASE_MAX, "capped");
    let e = entry("KRvKPP");
    assert_eq!(e.phase(), 2);
    assert_eq!(e.value(Color::White), (e.mg() * 2 + e.eg() * 22) / 24);
    assert_eq!(Score::new(240, 0).taper(12), 120);
}

#[test]
fn insufficient_and_drawish_material_is_scaled_down() {
    let scales = |text: &str| {
        let e = entry(text);
        (e.scale(Color::White).get(), e.scale(Color::Black).get())
    };
    for draw in ["KvK", "KNvK", "KBvK", "KNNvK", "KNvKB", "KBvKB"] {
        assert_eq!(scales(draw), (0, 0), "{draw}");
    }
    assert_eq!(scales("KRvKB"), (16, 0), "no pawns, less than a rook ahead");
    assert_eq!(scales("KRBvKR"), (16, 16));
    assert_eq!(scales("KRvK"), (64, 0));
    assert_eq!(scales("KQvKR"), (64, 16));
    assert_eq!(scales("KBNvK"), (64, 0));
    assert_eq!(
        scales("KNvKP"),
        (0, 32),
        "a lone knight cannot win; the knight can take the pawn"
    );
    assert_eq!(
        scales("KNNvKP"),
        (16, 32),
        "two knights against a pawn: rare wins"
    );
    assert_eq!(scales("KRPvKR"), (32, 16), "last pawn, no extra piece");
    assert_eq!(scales("KPvK"), (64, 0));
    let e = entry("KNvK");
    assert!(e.value(Color::White) > 0);
    assert_eq!(e.scale_eval(e.value(Color::White)), 0);
    assert_eq!(entry("KRvKB").scale_eval(400), 100);
    assert_eq!(entry("KRvKB").scale_eval(-400), 0, "Black's factor");
}

#[test]
fn endgames_are_recognised_from_the_signature_with_their_strong_side() {
    let id = |text: &str| {
        let e = entry(text);
        (e.endgame(), e.endgame_strong_side())
    };
    assert_eq!(id("KPvK"), (EndgameId::Kpk, Color::White));
    assert_eq!(id("KvKP"), (EndgameId::Kpk, Color::Black));
    assert_eq!(id("KvKBN"), (EndgameId::Kbnk, Color::Black));
    assert_eq!(id("KQvK"), (EndgameId::Kqk, Color::White));
    assert_eq!(id("KRRPPvK"), (EndgameId::Kxk, Color::White));
    assert_eq!(id("KRvKP").0, EndgameId::Krkp);
    assert_eq!(id("KvK").0, EndgameId::None);
    assert_eq!(id("KNNvK").0, EndgameId::Knnk);
    assert_eq!(id("KQRBNvKQRBN").0, EndgameId::None);
}

// ---- the probe ----------------------------------------------------------------------------------

#[test]
fn probe_sources_and_counters() {
    let mut cache = MaterialCache::new(MaterialTable::shared_default());
    let in_range = MaterialState::from_counts(&counts("KQRvKR"));
    let out = MaterialState::from_counts(&counts("KQQvKR"));
    let out_mirror = MaterialState::from_counts(&counts("KRvKQQ"));
    assert_eq!(cache.probe_traced(&in_range).1, Source::Table);
    assert_eq!(cache.probe_traced(&out).1, Source::Computed);
    assert_eq!(cache.probe_traced(&out).1, Source::Hash);
    let (mirrored, source) = cache.probe_traced(&out_mirror);
    assert_eq!(source, Source::Hash, "the mirror shares the entry");
    assert_eq!(mirrored, entry("KRvKQQ"));
    assert_eq!(cache.probe(&out), entry("KQQvKR"));
    let stats = cache.stats();
    assert_eq!(
        stats,
        MaterialStats {
            probes: 5,
            table_hits: 1,
            hash_hits: 3,
            computed: 1
        }
    );
    assert_eq!(stats.served(), 4);
    assert!((stats.served_percent() - 80.0).abs() < 1e-9);
    assert_eq!((stats + stats).probes, 10);
    cache.clear();
    assert_eq!(cache.probe_traced(&out).1, Source::Computed);
    cache.reset_stats();
    assert_eq!(cache.stats(), MaterialStats::default());
    assert_eq!(MaterialStats::default().served_percent(), 100.0);
}

#[test]
fn a_cache_built_for_another_config_uses_it_on_both_paths() {
    let config = MaterialConfig {
        values: PieceValueSet::Classic,
        imbalance: false,
        trade_down: true,
        ..MaterialConfig::default()
    };
    let mut cache = MaterialCache::new(MaterialTable::for_config(config));
    for text in ["KQvKR", "KQQvKR", "KRvKQQ", "KNNNPPvKRP"] {
        let c = counts(text);
        let state = MaterialState::from_counts(&c);
        assert_eq!(
            cache.probe(&state),
            MaterialEntry::compute(&config, &c),
            "{text}"
        );
    }
    assert_eq!(cache.config(), &config);
}

fn side_counts_strategy() -> impl Strategy<Value = SideCounts> {
    // Counts past the table's range (up to 4 of a piece kind, 3 queens) to exercise the hash.
    (0u8..=8, 0u8..=4, 0u8..=4, 0u8..=4, 0u8..=3)
        .prop_map(|(p, n, b, r, q)| SideCounts::new([p, n, b, r, q]).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_constellation_probes_to_its_computed_entry(
        sides in proptest::collection::vec((side_counts_strategy(), side_counts_strategy()), 1..40),
        bits in 1u32..4,
    ) {
        // A tiny hash forces collisions and replacements.
        let mut cache = MaterialCache::with_hash_bits(MaterialTable::shared_default(), bits);
        for round in 0..2 {
            for &(white, black) in &sides {
                let c = MaterialCounts::new(white, black);
                let state = MaterialState::from_counts(&c);
                let want = MaterialEntry::compute(&MaterialConfig::default(), &c);
                let (got, source) = cache.probe_traced(&state);
                prop_assert_eq!(got, want, "{} round {}", Signature::from_counts(&c), round);
                let in_range = MaterialIndex::from_counts(&c).is_some();
                prop_assert_eq!(state.table_index().is_some(), in_range);
                prop_assert_eq!(source == Source::Table, in_range);
                if let Some(index) = state.table_index() {
                    prop_assert_eq!(index.counts(), c, "an index only for its own counts");
                }
            }
        }
        let stats = cache.stats();
        prop_assert_eq!(stats.probes, stats.table_hits + stats.hash_hits + stats.computed);
    }
}

// ---- incremental updates through Position::play ------------------------------------------------

const CAPTURE_AND_PROMOTION_FENS: [&str; 5] = [
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Pawns one step from promoting on both sides, pieces to capture on the back ranks.
    "r1b1q1n1/PPPPPPPP/2k5/8/8/2K5/pppppppp/R1B1Q1N1 w - - 0 1",
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
    // Knights everywhere: underpromotions soon give a third knight.
    "n1n1n1n1/1P1P1P1P/8/2k5/5K2/8/p1p1p1p1/1N1N1N1N w - - 0 1",
];

/// Plays a game choosing captures and promotions (all four promotion pieces) two times in three,
/// checking after every move that the incremental material equals material from scratch and that
/// the probe returns the computed entry.
fn check_material_game(fen: &str, choices: &[u16], cache: &mut MaterialCache) -> (u32, u32) {
    let mut pos = Position::from_fen(fen).unwrap();
    let config = *cache.config();
    let (mut out_of_range, mut back_in_range) = (0, 0);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let tactical: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.is_tactical(m))
            .collect();
        let mv = if !tactical.is_empty() && c % 3 != 0 {
            tactical[c as usize / 3 % tactical.len()]
        } else {
            moves[c as usize % moves.len()]
        };
        let was_in_range = pos.state().table_index().is_some();
        pos.play(mv);
        let scratch = MaterialState::from_board(pos.board());
        assert_eq!(*pos.state(), scratch, "{}", pos.fen(false));
        let counts = MaterialCounts::from_board(pos.board());
        assert_eq!(pos.state().signature().counts(), counts);
        assert_eq!(
            pos.state().table_index(),
            MaterialIndex::from_counts(&counts),
            "{}",
            pos.fen(false)
        );
        let want = MaterialEntry::compute(&config, &counts);
        assert_eq!(cache.probe(pos.state()), want, "{}", pos.fen(false));
        match (was_in_range, pos.state().table_index().is_some()) {
            (true, false) => out_of_range += 1,
            (false, true) => back_in_range += 1,
            _ => {}
        }
        if let Some(null) = pos.null_move() {
            assert_eq!(null.state(), pos.state());
        }
    }
    let flipped = pos.color_flipped();
    assert_eq!(
        flipped.state().signature(),
        pos.state().signature().mirrored()
    );
    assert_eq!(
        cache.probe(flipped.state()),
        cache.probe(pos.state()).mirrored()
    );
    (out_of_range, back_in_range)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn incremental_material_equals_scratch(choices in proptest::collection::vec(any::<u16>(), 1..160),
                                           start in 0usize..CAPTURE_AND_PROMOTION_FENS.len()) {
        let mut cache = MaterialCache::with_hash_bits(MaterialTable::shared_default(), 4);
        check_material_game(CAPTURE_AND_PROMOTION_FENS[start], &choices, &mut cache);
    }
}

#[test]
fn random_games_leave_the_table_range_and_come_back() {
    // Deterministic games, so the test proves the out-of-range round trip really is exercised.
    let mut cache = MaterialCache::with_hash_bits(MaterialTable::shared_default(), 4);
    let (mut out, mut back) = (0, 0);
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for game in 0..200 {
        let choices: Vec<u16> = (0..120)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed >> 48) as u16
            })
            .collect();
        let fen = CAPTURE_AND_PROMOTION_FENS[game % CAPTURE_AND_PROMOTION_FENS.len()];
        let (o, b) = check_material_game(fen, &choices, &mut cache);
        out += o;
        back += b;
    }
    assert!(
        out > 20 && back > 10,
        "left the range {out} times, came back {back}"
    );
    let stats = cache.stats();
    assert!(stats.hash_hits > 0 && stats.computed > 0, "{stats}");
}

#[test]
fn playing_an_underpromotion_to_a_third_knight_and_capturing_it() {
    let mut pos = Position::from_fen("1n2k3/P7/8/8/8/8/8/1N1NK3 w - - 0 1").unwrap();
    assert!(pos.state().table_index().is_some());
    pos.play_uci("a7b8n", false).unwrap();
    assert_eq!(pos.state().signature().to_string(), "KNNNvK");
    assert_eq!(pos.state().table_index(), None);
    let mut cache = MaterialCache::new(MaterialTable::shared_default());
    assert_eq!(cache.probe_traced(pos.state()).1, Source::Computed);
    assert_eq!(cache.probe_traced(pos.state()).1, Source::Hash);
    for mv in ["e8d8", "b8c6", "d8d7", "e1e2", "d7c6"] {
        pos.play_uci(mv, false).unwrap();
    }
    assert_eq!(pos.state().signature().to_string(), "KNNvK");
    assert_eq!(
        pos.state().table_index(),
        MaterialIndex::from_counts(&counts("KNNvK"))
    );
    assert_eq!(cache.probe_traced(pos.state()).1, Source::Table);
}

// ---- report ------------------------------------------------------------------------------------

#[test]
fn the_report_tells_everything_and_refuses_bad_fens() {
    let text = report::describe(START_FEN, MaterialConfig::default()).unwrap();
    for needle in [
        "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP",
        "0x1222812228",
        "White 8P 2N 2B 2R 1Q",
        "flip bit 0",
        "index             236195",
        "source            material table",
        "bishop pair",
        "trade-down bonus",
        "phase             24 of 24",
        "White 64/64, Black 64/64",
        "endgame           none",
        "entry equals the computation from scratch",
    ] {
        assert!(text.contains(needle), "{needle:?} missing in\n{text}");
    }
    let out = report::describe(
        "QQ2k3/8/8/8/8/8/8/4KNNN b - - 0 1",
        MaterialConfig::default(),
    )
    .unwrap();
    assert!(out.contains("out of range → hash"), "{out}");
    assert!(out.contains("computed"), "{out}");
    let flipped =
        report::describe("4k3/8/8/8/8/8/8/4K2r w - - 0 1", MaterialConfig::default()).unwrap();
    assert!(flipped.contains("flip bit 1"), "{flipped}");
    assert!(flipped.contains("strong side Black"), "{flipped}");
    for bad in [
        "",
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - x 1",
    ] {
        assert!(
            report::describe(bad, MaterialConfig::default()).is_err(),
            "{bad:?}"
        );
    }
}

// ---- ground truth from the shared data -----------------------------------------------------------

#[test]
fn a_side_scaled_to_zero_never_wins_in_the_tablebase_labels() {
    let path = slate_base::shared_data("endgame/tb_labels_shared.csv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        slate_base::test_skip(format!(
            "{} not found (shared test data absent)",
            path.display()
        ));
        return;
    };
    let config = MaterialConfig::default();
    let (mut checked, mut wins, mut wins_scaled_down) = (0, 0, 0);
    // Per scale factor of a side: how often that side wins, in positions where it is not behind.
    let mut by_scale = std::collections::BTreeMap::<u8, (u32, u32)>::new();
    for line in text.lines().skip(1) {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields.len(), 4, "{line}");
        let pos = Position::from_fen(fields[0]).unwrap();
        let wdl: i32 = fields[2].parse().unwrap();
        let e = MaterialEntry::compute(&config, &MaterialCounts::from_board(pos.board()));
        assert_eq!(pos.state().signature().to_string(), {
            // The CSV writes e.g. KBNvKR; ours is strongest piece first, so compare as signatures.
            fields[1].parse::<Signature>().unwrap().to_string()
        });
        let winner = match wdl {
            2 => Some(pos.side_to_move()),
            -2 => Some(!pos.side_to_move()),
            _ => None,
        };
        for side in Color::ALL {
            let sign = if side == Color::White { 1 } else { -1 };
            if sign * e.mg() >= 0 {
                let tally = by_scale.entry(e.scale(side).get()).or_default();
                tally.0 += 1;
                tally.1 += u32::from(winner == Some(side));
            }
        }
        if let Some(w) = winner {
            wins += 1;
            assert_ne!(
                e.scale(w),
                ScaleFactor::CANNOT_WIN,
                "{line}: the winner was scaled to 0"
            );
            if e.scale(w) < ScaleFactor::NORMAL {
                wins_scaled_down += 1;
            }
        }
        checked += 1;
    }
    assert!(checked > 2500, "{checked}");
    eprintln!("{checked} labelled positions, {wins} wins, {wins_scaled_down} of them scaled down");
    for (scale, (n, won)) in &by_scale {
        eprintln!("  scale {scale:2}/64: side not behind in {n} positions, wins {won}");
    }
    // The factors should order the chances: a lower factor, a lower share of wins.
    let shares: Vec<f64> = by_scale
        .values()
        .map(|&(n, w)| f64::from(w) / f64::from(n))
        .collect();
    assert!(shares.windows(2).all(|w| w[0] <= w[1]), "{by_scale:?}");
}

#[test]
fn scaling_and_endgames_can_be_switched_off_for_measuring() {
    let on = MaterialConfig::default();
    let plain = MaterialConfig {
        scaling: false,
        endgames: false,
        ..on
    };
    let knight = counts("KNvK");
    let with = MaterialEntry::compute(&on, &knight);
    let without = MaterialEntry::compute(&plain, &knight);
    assert_ne!(with.scale(Color::White), ScaleFactor::NORMAL);
    assert_ne!(with.endgame(), EndgameId::None);
    assert_eq!(without.scale(Color::White), ScaleFactor::NORMAL);
    assert_eq!(without.scale(Color::Black), ScaleFactor::NORMAL);
    assert_eq!(without.endgame(), EndgameId::None);
    // Material and phase do not depend on either switch.
    assert_eq!(
        (with.mg(), with.eg(), with.phase()),
        (without.mg(), without.eg(), without.phase())
    );
}
