use super::*;
use crate::eval::trace::trace;

/// Positions from the shared EPD suites (empty when the data is absent).
fn epd_positions(limit: usize) -> Vec<Position> {
    let mut out = Vec::new();
    let dir = "../shared/data/epd";
    let Ok(entries) = std::fs::read_dir(dir) else {
        println!("skipping: {dir} not found");
        return out;
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.extension().is_none_or(|e| e != "epd") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for line in text.lines() {
            let fen: Vec<&str> = line.split([';', ' ']).take(4).collect();
            if let Ok(pos) = Position::from_fen(&fen.join(" ")) {
                out.push(pos);
                if out.len() >= limit {
                    return out;
                }
            }
        }
    }
    out
}

/// Positions reached by random legal moves from the start (deterministic generator).
fn random_positions(n: usize) -> Vec<Position> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    while out.len() < n {
        let mut pos = Position::startpos();
        let plies = 10 + next() % 120;
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[(next() % moves.len() as u64) as usize]);
            out.push(pos.clone());
        }
    }
    out.truncate(n);
    out
}

#[test]
fn start_position_is_balanced_but_for_the_tempo() {
    let mut ev = Evaluator::default();
    let tempo = params::weight(params::TEMPO).taper(MAX_PHASE);
    assert_eq!(ev.breakdown(&Position::startpos()).white, tempo);
    #[cfg(not(feature = "network"))]
    assert_eq!(ev.evaluate(&Position::startpos()), tempo);
    // The network learned its tempo from the games: about level, a little for the side to move.
    #[cfg(feature = "network")]
    {
        let v = ev.evaluate(&Position::startpos());
        assert!((0..=60).contains(&v), "{v}");
    }
}

/// The hand-written evaluation (White's view): what the search uses, or in a build with the
/// `network` feature (whose search uses the network) the breakdown's sum of the same terms.
fn hand_written_white(ev: &mut Evaluator, pos: &Position) -> i32 {
    if cfg!(feature = "network") {
        ev.breakdown(pos).white
    } else {
        ev.evaluate_white(pos)
    }
}

#[test]
fn colour_flip_symmetry_over_the_epd_suites() {
    let mut ev = Evaluator::default();
    let positions = epd_positions(usize::MAX);
    if positions.is_empty() {
        return;
    }
    for pos in &positions {
        let flipped = pos.color_flipped();
        let a = ev.breakdown(pos);
        let b = ev.breakdown(&flipped);
        assert_eq!(a.white, -b.white, "{}", pos.fen(false));
        for g in Group::ALL {
            let [w, bl] = a.terms.0[g as usize];
            assert_eq!([bl, w], b.terms.0[g as usize], "{:?} {}", g, pos.fen(false));
        }
        assert_eq!(
            ev.evaluate(pos),
            ev.evaluate(&flipped),
            "{}",
            pos.fen(false)
        );
    }
    assert!(positions.len() > 2000, "only {} positions", positions.len());
}

#[test]
fn colour_flip_symmetry_on_random_positions() {
    let mut ev = Evaluator::default();
    for pos in random_positions(3000) {
        assert_eq!(
            ev.evaluate(&pos),
            ev.evaluate(&pos.color_flipped()),
            "{}",
            pos.fen(false)
        );
    }
}

/// Two evaluators without the evaluation cache (so that every call reaches the pawn table), one
/// with the pawn hash and one without.
fn hashed_and_plain() -> (Evaluator, Evaluator) {
    let mut hashed = Evaluator::default();
    let mut plain = Evaluator::default();
    plain.set_pawn_hash(false);
    hashed.set_eval_cache(false);
    plain.set_eval_cache(false);
    (hashed, plain)
}

#[test]
fn pawn_hash_changes_nothing() {
    let (mut hashed, mut plain) = hashed_and_plain();
    // Twice: the second pass is served from the table.
    for pos in &cache_test_positions() {
        assert_eq!(
            hashed.evaluate(pos),
            plain.evaluate(pos),
            "{}",
            pos.fen(false)
        );
        let terms = plain.breakdown(pos).terms.total();
        assert_eq!(hashed.breakdown(pos).terms.total(), terms);
    }
}

#[test]
fn the_shelter_kept_with_the_pawns_follows_the_king() {
    // One pawn structure, the king walking g1-h1-f1-g1 and Black's g8-f8: each shelter is
    // computed for the square the king stands on, whatever the entry kept before.
    let (mut hashed, mut plain) = hashed_and_plain();
    for fen in [
        "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        "r5k1/5ppp/8/8/8/8/5PPP/R6K w - - 0 1",
        "r4k2/5ppp/8/8/8/8/5PPP/R6K w - - 0 1",
        "r4k2/5ppp/8/8/8/8/5PPP/R4K2 w - - 0 1",
        "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(hashed.evaluate(&pos), plain.evaluate(&pos), "{fen}");
    }
}

/// Random and EPD positions, the whole list twice: a cache meets each position a second time.
fn cache_test_positions() -> Vec<Position> {
    let mut positions = random_positions(4000);
    positions.extend(epd_positions(3000));
    positions.extend_from_within(..);
    positions
}

#[test]
fn the_evaluation_cache_changes_nothing() {
    let mut cached = Evaluator::default();
    let mut plain = Evaluator::default();
    plain.set_eval_cache(false);
    let positions = cache_test_positions();
    // The second pass is served from the cache where its slots kept the position.
    for pos in &positions {
        assert_eq!(
            cached.evaluate(pos),
            plain.evaluate(pos),
            "{}",
            pos.fen(false)
        );
    }
    cached.clear_caches();
    let pos = &positions[0];
    assert_eq!(cached.evaluate(pos), plain.evaluate(pos));
}

#[test]
fn the_trace_is_the_evaluation() {
    let mut ev = Evaluator::default();
    let mut positions = random_positions(3000);
    positions.extend(epd_positions(3000));
    let mut compared = 0;
    for pos in positions
        .iter()
        .filter(|p| crate::eval::trace::is_linear(p))
    {
        compared += 1;
        let t = trace(pos);
        assert_eq!(
            t.evaluate(&params::WEIGHTS),
            hand_written_white(&mut ev, pos),
            "{}",
            pos.fen(false)
        );
    }
    // Most positions have no endgame module (about 3,000 random ones without ../shared, more
    // than 4,000 with its EPD suites): the check must have compared nearly all of them.
    assert!(
        compared * 10 >= positions.len() * 9 && compared >= 2500,
        "only {compared} of {} positions without an endgame module",
        positions.len()
    );
}

#[test]
fn the_trace_follows_the_weights() {
    // Changing a weight changes the trace's value by count × change (linearity).
    let pos =
        Position::from_fen("r1bqk2r/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2QK2R w KQkq - 0 1")
            .unwrap();
    let t = trace(&pos);
    let mut w = params::WEIGHTS;
    let base = t.evaluate(&w);
    w[params::TEMPO] += Score::new(24, 24);
    assert_eq!(t.evaluate(&w), base + 24);
}

#[test]
fn material_entry_scales_dead_draws() {
    let mut ev = Evaluator::default();
    let knight = Position::from_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").unwrap();
    assert_eq!(ev.evaluate(&knight), 0);
    let queen = Position::from_fen("3qk3/8/8/8/8/8/8/3QK2Q w - - 0 1").unwrap();
    assert!(ev.evaluate(&queen) > 700);
}

#[test]
fn terms_see_what_they_should() {
    let mut ev = Evaluator::default();
    let terms = |ev: &mut Evaluator, fen: &str, g: Group| {
        ev.breakdown(&Position::from_fen(fen).unwrap()).terms.0[g as usize]
    };
    // An unstoppable passer against a bare king far away.
    let far = terms(&mut ev, "k7/8/8/8/8/8/6P1/K7 w - - 0 1", Group::Passers);
    let near = terms(&mut ev, "6k1/8/8/8/8/8/6P1/K7 w - - 0 1", Group::Passers);
    assert_ne!(far[0], near[0]);
    // A rook on an open file versus behind its own pawn.
    let open = terms(&mut ev, "4k3/p7/8/8/8/8/1P6/R3K3 w - - 0 1", Group::Pieces);
    let closed = terms(&mut ev, "4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1", Group::Pieces);
    assert_ne!(open[0], closed[0]);
    // A knight attacked by a pawn is a threat for Black.
    let threat = terms(&mut ev, "4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1", Group::Threats);
    assert_ne!(threat[1], Score::ZERO);
}

#[test]
fn uci_report_lists_every_group() {
    let mut ev = Evaluator::default();
    let text = report::describe(&mut ev, &Position::startpos());
    for g in Group::ALL {
        assert!(text.contains(g.name()), "{text}");
    }
    assert!(text.contains("material"));
}

#[test]
fn group_switch_list_parses() {
    assert_eq!(groups_off(None), 0);
    assert_eq!(groups_off(Some("")), 0);
    let mask = groups_off(Some("king,threats"));
    assert_eq!(
        mask,
        (1 << Group::King as u32) | (1 << Group::Threats as u32)
    );
    assert_eq!(groups_off(Some("kin,threatsx")), 0);
}

/// The net (White minus Black) count of parameter `param` in `fen`.
fn net_count(fen: &str, param: usize) -> i32 {
    let t = trace(&Position::from_fen(fen).unwrap());
    t.features
        .iter()
        .find(|&&(p, _)| p as usize == param)
        .map_or(0, |&(_, n)| i32::from(n))
}

#[test]
fn space_safe_stop_squares_push_threats_and_shielded_minors_are_counted() {
    use params::{MINOR_BEHIND_PAWN, PASSER_SAFE_STOP, PUSH_THREAT, SPACE};
    // White: c2-f4 less d4 and e4 (10), d2, d3, e2, e3 behind the pawns again (4). Black: c5-f7
    // less d7, e7 and the four squares White's pawns attack (6), nothing behind in the zone.
    assert_eq!(net_count("4k3/3pp3/8/8/3PP3/8/8/4K3 w - - 0 1", SPACE), 8);
    // A passer on the fifth rank whose stop square is free, then held by a rook.
    let rank = PASSER_SAFE_STOP + 4;
    assert_eq!(net_count("7k/8/8/3P4/8/8/8/K7 w - - 0 1", rank), 1);
    assert_eq!(net_count("3r3k/8/8/3P4/8/8/8/K7 w - - 0 1", rank), 0);
    // e4-e5 would attack the knight on d6; not when e5 is guarded by a pawn.
    assert_eq!(
        net_count("4k3/8/3n4/8/4P3/8/8/4K3 w - - 0 1", PUSH_THREAT),
        1
    );
    assert_eq!(
        net_count("4k3/8/3n1p2/8/4P3/8/8/4K3 w - - 0 1", PUSH_THREAT),
        0
    );
    // A knight behind a pawn of either colour; Black's bishop behind its own pawn.
    assert_eq!(
        net_count("4k3/8/8/8/3p4/3N4/8/4K3 w - - 0 1", MINOR_BEHIND_PAWN),
        1
    );
    assert_eq!(
        net_count("4k3/4b3/4p3/8/3P4/3N4/8/4K3 w - - 0 1", MINOR_BEHIND_PAWN),
        0
    );
}

#[test]
fn safe_checks_by_kind_and_weak_king_zone_squares_are_counted() {
    use params::{KING_SAFE_CHECK, KING_WEAK_ZONE};
    let knight = KING_SAFE_CHECK;
    let queen = KING_SAFE_CHECK + 3;
    // The knight on d4 can check from e2, which White does not guard; a knight on c1 guards it.
    assert_eq!(net_count("6k1/8/8/8/3n4/8/5PPP/6K1 w - - 0 1", knight), 1);
    assert_eq!(net_count("6k1/8/8/8/3n4/8/5PPP/2N3K1 w - - 0 1", knight), 0);
    // The queen reaches a1 on the king's rank (the diagonal is shut by f2): a queen check, not a
    // rook's.
    assert_eq!(net_count("6k1/q7/8/8/8/8/5PPP/6K1 w - - 0 1", queen), 1);
    assert_eq!(
        net_count("6k1/q7/8/8/8/8/5PPP/6K1 w - - 0 1", KING_SAFE_CHECK + 2),
        0
    );
    // The bishop hits g2, which only the king defends; a knight on e1 defends it too.
    assert_eq!(
        net_count("6k1/1b6/8/8/8/8/5PPP/6K1 w - - 0 1", KING_WEAK_ZONE),
        1
    );
    assert_eq!(
        net_count("6k1/1b6/8/8/8/8/5PPP/4N1K1 w - - 0 1", KING_WEAK_ZONE),
        0
    );
}

#[test]
fn king_flank_and_pawn_distance_features_are_counted() {
    use params::{KING_FLANK_ATTACK, KING_PAWN_DISTANCE, PAWNLESS_FLANK};
    // The rook on h3 hits h1, h2, h4, h5 and e3-g3: seven squares of White's e-h flank camp.
    assert_eq!(
        net_count("6k1/8/8/8/8/7r/8/6K1 w - - 0 1", KING_FLANK_ATTACK),
        7
    );
    // White's king on g1 has no pawn on e-h; Black's on b8 has a2 on its a-d flank.
    assert_eq!(
        net_count("1k6/8/8/8/8/8/P7/6K1 w - - 0 1", PAWNLESS_FLANK),
        1
    );
    // e1 to a2 is four squares; Black has no pawns and so no distance.
    assert_eq!(
        net_count("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", KING_PAWN_DISTANCE),
        4
    );
}

#[test]
fn rook_and_bishop_placement_features_are_counted() {
    use params::{
        BISHOP_KING_RING, KING_PROTECTOR, LONG_DIAGONAL, ROOK_KING_RING, ROOK_QUEEN_FILE,
        TRAPPED_ROOK,
    };
    assert_eq!(
        net_count("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1", ROOK_QUEEN_FILE),
        1
    );
    // The f-file crosses Black's king zone; the rook reaches it only without the f2 pawn.
    assert_eq!(
        net_count("6k1/5ppp/8/8/8/8/5P2/5RK1 w - - 0 1", ROOK_KING_RING),
        1
    );
    assert_eq!(
        net_count("6k1/5ppp/8/8/8/8/8/5RK1 w - - 0 1", ROOK_KING_RING),
        0
    );
    // The a1 bishop, behind its own knight, aims through d4 and e5 at g7.
    let fen = "6k1/5ppp/8/8/3N4/8/8/B5K1 w - - 0 1";
    assert_eq!(net_count(fen, BISHOP_KING_RING), 1);
    assert_eq!(net_count(fen, LONG_DIAGONAL), 1);
    assert_eq!(
        net_count("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", KING_PROTECTOR),
        4
    );
    // The g1 rook has only h1 beside the f1 king and its pawns.
    assert_eq!(
        net_count("4k3/8/8/8/8/8/6PP/5KR1 w - - 0 1", TRAPPED_ROOK),
        1
    );
}

#[test]
fn king_queen_and_contested_square_threats_are_counted() {
    use params::{KNIGHT_ON_QUEEN, RESTRICTED, SLIDER_ON_QUEEN, THREAT_KING};
    assert_eq!(net_count("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", THREAT_KING), 1);
    // The b1 knight reaches c3, from where it would attack the d5 queen.
    assert_eq!(
        net_count("4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1", KNIGHT_ON_QUEEN),
        1
    );
    // The a1 rook reaches a5 and d1, both on the queen's lines.
    assert_eq!(
        net_count("4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1", SLIDER_ON_QUEEN),
        2
    );
    // Both rooks contest a2-a7; Black's b3 pawn guards a2 for Black.
    assert_eq!(net_count("r6k/8/8/8/8/1p6/8/R6K w - - 0 1", RESTRICTED), -1);
}

#[test]
fn pawn_weaknesses_supports_blocks_and_rooks_behind_passers_are_counted() {
    use params::{
        BLOCKED_PAWN, BLOCKED_STORM, DOUBLED_ISOLATED, PAWN_SUPPORT, PHALANX, ROOK_BEHIND_PASSER,
        WEAK_UNOPPOSED,
    };
    // An isolated a2 pawn with nothing in front is weak; with a7 in front it is opposed.
    assert_eq!(
        net_count("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", WEAK_UNOPPOSED),
        1
    );
    assert_eq!(
        net_count("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", WEAK_UNOPPOSED),
        0
    );
    // a2 and a3, doubled and isolated: the front pawn counts, as for a doubled pawn.
    assert_eq!(
        net_count("4k3/8/8/8/8/P7/P7/4K3 w - - 0 1", DOUBLED_ISOLATED),
        1
    );
    // d4 is defended by c3 and e3; c3 and e3 are not side by side with anything.
    let fen = "4k3/8/8/8/3P4/2P1P3/8/4K3 w - - 0 1";
    assert_eq!(net_count(fen, PAWN_SUPPORT), 2);
    assert_eq!(net_count(fen, PHALANX), 0);
    assert_eq!(net_count("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", PHALANX), 2);
    // e5 (White's fifth rank) blocked by e6.
    assert_eq!(
        net_count("4k3/8/4p3/4P3/8/8/8/4K3 w - - 0 1", BLOCKED_PAWN),
        1
    );
    // Black's h3 pawn stands right in front of White's h2, beside the g1 king (and h2 in front of
    // h3 would count for a Black king on g8 too).
    assert_eq!(
        net_count("1k6/8/8/8/8/7p/6PP/6K1 w - - 0 1", BLOCKED_STORM),
        1
    );
    // White's a1 rook escorts the a5 passer; Black's rook behind it counts against White.
    assert_eq!(
        net_count("4k3/8/8/P7/8/8/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER),
        1
    );
    assert_eq!(
        net_count("4k3/8/8/P7/8/8/8/r3K3 w - - 0 1", ROOK_BEHIND_PASSER + 1),
        1
    );
}

#[test]
fn how_pieces_fit_the_pawn_structure_is_counted() {
    use params::{
        BAD_BISHOP_BLOCKED, BISHOP_XRAY_PAWNS, CLOSED_PIECE, QUEEN_INFILTRATION, REACHABLE_OUTPOST,
        ROOK_CLOSED_FILE, SPACE_PIECES,
    };
    // One locked pair (e4 against e5); White has a knight, Black none.
    assert_eq!(
        net_count("4k3/8/8/4p3/4P3/8/8/1N2K3 w - - 0 1", CLOSED_PIECE),
        1
    );
    // The f3 knight reaches d4, guarded by c3 and e3 and out of reach of Black's pawns; a
    // Black pawn on c5 can contest it.
    assert_eq!(
        net_count("4k3/8/8/8/8/2P1PN2/8/4K3 w - - 0 1", REACHABLE_OUTPOST),
        1
    );
    assert_eq!(
        net_count("4k3/8/8/2p5/8/2P1PN2/8/4K3 w - - 0 1", REACHABLE_OUTPOST),
        0
    );
    // A queen on d6 where no Black pawn can ever attack her; c7 could.
    assert_eq!(
        net_count("4k3/7p/3Q4/8/8/8/8/4K3 w - - 0 1", QUEEN_INFILTRATION),
        1
    );
    assert_eq!(
        net_count("4k3/2p4p/3Q4/8/8/8/8/4K3 w - - 0 1", QUEEN_INFILTRATION),
        0
    );
    // The e1 rook behind its e3 pawn, which the e4 knight blocks.
    assert_eq!(
        net_count("4k3/8/8/8/4n3/4P3/8/K3R3 w - - 0 1", ROOK_CLOSED_FILE),
        1
    );
    // The c1 bishop's diagonals hold Black pawns on a3 and h6.
    assert_eq!(
        net_count("4k3/8/7p/8/8/p7/8/2B1K3 w - - 0 1", BISHOP_XRAY_PAWNS),
        2
    );
    // The light-squared f1 bishop: two own pawns on light squares (d3, e4), both blocked on
    // central files.
    assert_eq!(
        net_count("4k3/8/8/4p3/3pP3/3P4/8/4KB2 w - - 0 1", BAD_BISHOP_BLOCKED),
        4
    );
    // Space counted once per piece: White's 14 squares (as in the space test) times a rook and
    // a knight; Black's space counts nothing without pieces.
    assert_eq!(
        net_count("4k3/8/8/8/3PP3/8/8/RN2K3 w - - 0 1", SPACE_PIECES),
        28
    );
}

#[test]
fn pins_weak_queens_and_queen_only_defences_are_counted() {
    use params::{PINNED, WEAK_QUEEN, WEAK_QUEEN_PROTECTION};
    // The e2 knight is pinned by the e7 rook; the d2 rook by the a5 bishop, not with a second
    // piece (c3) between.
    assert_eq!(net_count("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", PINNED), 1);
    assert_eq!(net_count("4k3/8/8/b7/8/8/3R4/4K3 w - - 0 1", PINNED + 1), 1);
    assert_eq!(
        net_count("4k3/8/8/b7/8/2P5/3R4/4K3 w - - 0 1", PINNED + 1),
        0
    );
    // The d1 queen behind the d4 knight on the d8 rook's file; face to face it is a plain attack.
    assert_eq!(
        net_count("3rk3/8/8/8/3N4/8/8/3QK3 w - - 0 1", WEAK_QUEEN),
        1
    );
    assert_eq!(net_count("3rk3/8/8/8/8/8/8/3QK3 w - - 0 1", WEAK_QUEEN), 0);
    // The c6 knight, attacked by the a4 bishop, is defended by the d7 queen alone; then by b7.
    assert_eq!(
        net_count("4k3/3q4/2n5/8/B7/8/8/4K3 w - - 0 1", WEAK_QUEEN_PROTECTION),
        1
    );
    assert_eq!(
        net_count(
            "4k3/1p1q4/2n5/8/B7/8/8/4K3 w - - 0 1",
            WEAK_QUEEN_PROTECTION
        ),
        0
    );
}

#[test]
fn the_initiative_is_counted_for_the_side_ahead_in_the_endgame() {
    use params::INITIATIVE;
    // A pawn up in a pawn ending, kings on one file (outflanking 0 - 7), pawns on one wing.
    let white = "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1";
    let black = "4k3/8/8/8/4p3/8/8/4K3 b - - 0 1";
    for (i, n) in [1, 1, -7, 0, 0, 1, 1].into_iter().enumerate() {
        assert_eq!(net_count(white, INITIATIVE + i), n, "feature {i}");
        assert_eq!(net_count(black, INITIATIVE + i), -n, "feature {i}");
    }
    // Pawns on both wings, a king across the middle: no longer almost unwinnable.
    let both = "8/p3k3/8/4PK2/8/8/7P/8 w - - 0 1";
    assert_eq!(net_count(both, INITIATIVE + 3), 1);
    assert_eq!(net_count(both, INITIATIVE + 4), 1);
    assert_eq!(net_count(both, INITIATIVE + 6), 0);
    // A bishop and a pawn against the bare king: the endgame module's question, not counted.
    let kbpk = "7k/8/8/8/7P/8/8/2B1K3 w - - 0 1";
    for i in 0..7 {
        assert_eq!(net_count(kbpk, INITIATIVE + i), 0, "feature {i}");
    }
}

/// (A build with the `network` feature keeps no packed sum.)
#[cfg(not(feature = "network"))]
#[test]
fn the_packed_sum_holds_for_extreme_material() {
    // Many promoted pieces make the largest positional sums the search can meet: the packed
    // halves must still unpack to what the unpacked sum gives.
    let mut ev = Evaluator::default();
    for fen in [
        "QQQQQQQQ/QQQQQQQ1/8/8/8/8/K6k/8 b - - 0 1",
        "8/k6K/8/8/8/8/qqqqqqq1/qqqqqqqq w - - 0 1",
        "RRRRRRRR/NNNNNNNK/8/8/8/8/nnnnnnnk/rrrrrrrr w - - 0 1",
        "BBBBBBBB/BBBBBBBK/8/8/8/8/8/1k6 w - - 0 1",
        "8/PPPPPPPP/k7/8/8/K7/pppppppp/8 w - - 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        // The breakdown sums the same terms unpacked, group by group.
        let unpacked = ev.breakdown(&pos).white;
        assert_eq!(ev.evaluate_white(&pos), unpacked, "{fen}");
    }
}

#[test]
fn the_report_ends_with_the_evaluation_the_search_uses() {
    let mut ev = Evaluator::default();
    for pos in random_positions(200) {
        let text = super::report::describe(&mut ev, &pos);
        let white = ev.evaluate_white(&pos);
        assert!(
            text.contains(&format!("final            {white} (White's view)")),
            "{text}"
        );
        // A network build says so, and still shows the hand-written terms beside it.
        assert_eq!(
            text.contains("this build evaluates with the network"),
            cfg!(feature = "network"),
            "{text}"
        );
    }
}
