use super::*;
use crate::board::Piece;
use crate::endgame::kpk::KpkBitbase;
use crate::endgame::*;
use crate::eval::Evaluator;
use crate::material::MaterialCounts;
use cozy_chess::{BoardBuilder, Square};

const KPK_LABELS: &str = "tests/data/kpk_wdl.bin";
const SHARED_LABELS: &str = "../shared/data/endgame/tb_labels_shared.csv";

fn sq_name(i: u8) -> String {
    format!("{}{}", (b'a' + (i & 7)) as char, (i >> 3) + 1)
}

/// Every legal KPK position (pawn on files a–d, either side to move) against the Syzygy labels
/// written by `scripts/tb_labels.py --kpk-bits`: the bitbase must agree on all of them.
#[test]
fn kpk_bitbase_agrees_with_syzygy_on_every_position() {
    let Ok(labels) = std::fs::read(KPK_LABELS) else {
        println!("skipping: {KPK_LABELS} not found");
        return;
    };
    assert_eq!(labels.len(), 24 * 1024);
    let kpk = KpkBitbase::get();
    let (mut legal, mut wins) = (0, 0);
    for stm in 0..2usize {
        for p in 0..24u8 {
            let pawn = (p / 4 + 1) * 8 + p % 4;
            for wk in 0..64u8 {
                for bk in 0..64u8 {
                    if wk == bk || wk == pawn || bk == pawn {
                        continue;
                    }
                    let mut board = [['1'; 8]; 8];
                    board[usize::from(wk >> 3)][usize::from(wk & 7)] = 'K';
                    board[usize::from(bk >> 3)][usize::from(bk & 7)] = 'k';
                    board[usize::from(pawn >> 3)][usize::from(pawn & 7)] = 'P';
                    let rows: Vec<String> =
                        board.iter().rev().map(|r| r.iter().collect()).collect();
                    let fen = format!("{} {} - - 0 1", rows.join("/"), ["w", "b"][stm]);
                    if Position::from_fen(&fen).is_err() {
                        continue;
                    }
                    legal += 1;
                    let i =
                        (stm * 24 + usize::from(p)) * 4096 + usize::from(wk) * 64 + usize::from(bk);
                    let want = labels[i / 8] >> (i % 8) & 1 != 0;
                    wins += usize::from(want);
                    assert_eq!(
                        kpk.probe(stm == 0, wk, bk, pawn),
                        want,
                        "{fen} (king {} pawn {})",
                        sq_name(wk),
                        sq_name(pawn)
                    );
                }
            }
        }
    }
    // cozy-chess and python-chess agree on legality, so every stored win was checked.
    let stored: u32 = labels.iter().map(|b| b.count_ones()).sum();
    assert_eq!(stored as usize, wins);
    println!("{legal} legal KPK positions, {wins} wins");
    assert!(legal > 150_000, "{legal}");
}

/// 24 KiB as specified; its generation time is measured by `cargo bench --bench endgame`.
#[test]
fn kpk_bitbase_is_24_kib() {
    assert_eq!(KpkBitbase::generate().size_bytes(), 24_576);
}

#[test]
fn registry_lookups_agree_and_cover_the_list() {
    let sorted = registry::SortedRegistry::build();
    let hashed = registry::PerfectHashRegistry::build();
    assert_eq!(sorted.len(), registry::REGISTERED.len());
    for &(name, id) in registry::REGISTERED {
        let (s, w) = registry::parse_signature(name).unwrap();
        assert_eq!(sorted.get(registry::key(s, w)), Some(id), "{name}");
        assert_eq!(hashed.get(registry::key(s, w)), Some(id), "{name}");
        assert_eq!(
            classify(&MaterialCounts::new(s, w)),
            (id, Color::White),
            "{name}"
        );
        assert_eq!(classify(&MaterialCounts::new(w, s)).0, id, "{name}");
        assert_eq!(
            sorted.get(registry::key(w, s)).is_some(),
            s == w,
            "{name} reversed"
        );
    }
    assert!(registry::parse_signature("KXvK").is_none());
    assert!(registry::parse_signature("garbage").is_none());
    // At least 40 distinct endgames have their own id.
    assert!(EndgameId::ALL.len() > 40);
}

fn eval_white(ev: &mut Evaluator, fen: &str) -> i32 {
    ev.breakdown(&Position::from_fen(fen).unwrap()).white
}

#[test]
fn textbook_verdicts() {
    let mut ev = Evaluator::default();
    // Wrong rook pawn: light bishop, h-pawn (h8 is dark), defender in the corner.
    assert_eq!(eval_white(&mut ev, "7k/8/8/8/7P/8/8/4KB2 w - - 0 1"), 0);
    // Right bishop (dark): winning.
    assert!(eval_white(&mut ev, "7k/8/8/8/7P/8/8/2B1K3 w - - 0 1") > 500);
    // KBNK: the defender in the bishop's corner scores better for the attacker than the other.
    let right = eval_white(&mut ev, "k7/8/2K5/8/8/8/8/5BN1 w - - 0 1"); // light bishop, a8 light
    let wrong = eval_white(&mut ev, "7k/8/5K2/8/8/8/8/5BN1 w - - 0 1");
    assert!(right > wrong, "{right} {wrong}");
    // KQK is a known win from either side.
    assert!(eval_white(&mut ev, "8/8/8/4k3/8/8/8/3QK3 b - - 0 1") > KNOWN_WIN);
    assert!(eval_white(&mut ev, "8/8/8/4K3/8/8/8/3qk3 w - - 0 1") < -KNOWN_WIN);
    // KPK draw from the bitbase is exact; the search may stop there.
    let draw = Position::from_fen("k7/P7/8/8/8/8/8/2K5 w - - 0 1").unwrap();
    assert!(ev.is_exact_draw(&draw));
    assert!(!ev.is_exact_draw(&Position::startpos()));
}

/// KBNK: walking the defending king along an edge from a wrong corner to a right one raises the
/// attacker's score by more than half a pawn at every step, so the search sees each step of the
/// manoeuvre as progress, above the noise of the other terms. (A gain of 10 cp per step near the
/// wrong corner let Slate leave the king there until the 50-move rule in 2 of 100 conversion
/// games.)
#[test]
fn kbnk_score_rises_along_every_edge_towards_the_right_corner() {
    const A1: u8 = 0;
    const H1: u8 = 7;
    const A8: u8 = 56;
    const H8: u8 = 63;
    let mut ev = Evaluator::default();
    // White Kd5 and Nc4, bishop on e4 (light) or d4 (dark): all off the edges.
    for (bishop, right, wrong) in [(28u8, [A8, H1], [A1, H8]), (27, [A1, H8], [A8, H1])] {
        for from in wrong {
            for to in right {
                let step = if from % 8 == to % 8 { 8 } else { 1 };
                let path = (0..8u8).map(|i| {
                    if to > from {
                        from + i * step
                    } else {
                        from - i * step
                    }
                });
                let scores: Vec<i32> = path
                    .map(|k| {
                        let mut b = BoardBuilder::empty();
                        b.side_to_move = Color::Black;
                        for (sq, piece, color) in [
                            (35, Piece::King, Color::White),
                            (26, Piece::Knight, Color::White),
                            (bishop, Piece::Bishop, Color::White),
                            (k, Piece::King, Color::Black),
                        ] {
                            *b.square_mut(Square::index(sq.into())) = Some((piece, color));
                        }
                        let pos = Position::from_board(b.build().unwrap());
                        ev.breakdown(&pos).white
                    })
                    .collect();
                assert!(
                    scores.windows(2).all(|w| w[1] - w[0] > 50),
                    "{from} to {to}: {scores:?}"
                );
            }
        }
    }
}

/// The evaluation stays colour-symmetric on endgame positions (all labelled ones).
#[test]
fn colour_symmetry_on_endgame_positions() {
    let Ok(text) = std::fs::read_to_string(SHARED_LABELS) else {
        println!("skipping: {SHARED_LABELS} not found");
        return;
    };
    let mut ev = Evaluator::default();
    let mut checked = 0;
    for line in text.lines().skip(1) {
        let fen = line.split(',').next().unwrap_or("");
        let Ok(pos) = Position::from_fen(fen) else {
            continue;
        };
        let flipped = pos.color_flipped();
        assert_eq!(ev.evaluate(&pos), ev.evaluate(&flipped), "{fen}");
        assert_eq!(ev.is_exact_draw(&pos), ev.is_exact_draw(&flipped), "{fen}");
        checked += 1;
    }
    assert!(checked > 2000, "{checked}");
}

/// No exact draw is a tablebase win, and no module calls more than 0.5 % wins draws, on the
/// shared labels (the big per-endgame run is `slate endgames --verify`).
#[test]
fn shared_labels_verify() {
    let path = std::path::Path::new(SHARED_LABELS);
    if !path.exists() {
        println!("skipping: {SHARED_LABELS} not found");
        return;
    }
    let verification = verify(path).unwrap();
    assert_eq!(verification.skipped.count, 0, "{:?}", verification.skipped);
    let table = verification.table;
    for (name, t) in table.iter().filter(|(name, _)| **name != "none") {
        assert_eq!(t.exact_draw_errors, 0, "{name}");
        assert_eq!(t.asymmetric, 0, "{name}");
        assert!(
            t.wins_called_draws_pct() <= 0.5 || t.positions < 200,
            "{name}: {t:?}"
        );
    }
}

/// Modules without a shipped table to verify against: their textbook cases.
#[test]
fn textbook_cases_without_tables() {
    let mut ev = Evaluator::default();
    let id = |ev: &mut Evaluator, fen: &str| {
        ev.breakdown(&Position::from_fen(fen).unwrap())
            .material
            .endgame()
    };
    // KQKRP fortress: rook on f6 guarded by the g7 pawn, king beside them, White's king below.
    let fortress = "6k1/6p1/5r2/8/8/8/3Q4/3K4 w - - 0 1";
    assert_eq!(id(&mut ev, fortress), EndgameId::Kqkrp);
    assert!(eval_white(&mut ev, fortress).abs() <= 50);
    // Without the fortress (pawn far from its king) the queen is winning.
    assert!(eval_white(&mut ev, "6k1/8/5r2/8/8/6p1/3Q4/3K4 w - - 0 1") > 100);
    // KNNKP: a knight blockading the pawn behind the Troitzky line keeps winning chances;
    // with the pawn far advanced and free it is scaled to a draw.
    let blockaded = "8/8/8/p7/N7/8/2k5/4K1N1 w - - 0 1";
    assert_eq!(id(&mut ev, blockaded), EndgameId::Knnkp);
    let free = "8/8/8/8/8/8/p1k5/4KNN1 w - - 0 1";
    let (b, f) = (eval_white(&mut ev, blockaded), eval_white(&mut ev, free));
    assert!(b > f + 50, "{b} {f}");
    assert!(eval_white(&mut ev, free).abs() <= 50);
    // Opposite-coloured bishops with a pawn more (a family beyond the table) are scaled well
    // below the same position with same-coloured bishops.
    let ocb = "4k3/5p2/8/3b4/8/4B3/5PP1/6K1 w - - 0 1"; // d5 light, e3 dark
    let same = "4k3/5p2/8/4b3/8/4B3/5PP1/6K1 w - - 0 1"; // e5 dark, e3 dark
    assert_eq!(id(&mut ev, ocb), EndgameId::Kbpskbps);
    assert!(eval_white(&mut ev, ocb) * 2 < eval_white(&mut ev, same));
    // KRPKB with a rook pawn and the defender in the corner is scaled down.
    let corner = "k7/8/P7/8/8/3b4/8/R3K3 w - - 0 1";
    let centre = "8/8/P7/8/4k3/3b4/8/R3K3 w - - 0 1";
    assert_eq!(id(&mut ev, corner), EndgameId::Krpkb);
    assert!(eval_white(&mut ev, corner) < eval_white(&mut ev, centre));
}
