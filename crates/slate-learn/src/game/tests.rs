use super::*;
use slate_board::move_from_uci;

/// The roots of White in a game from `fen` with White's moves and scores; Black's replies are
/// played between them.
fn game(fen: &str, plies: &[&str], scores: &[i32]) -> Vec<RootRecord> {
    let mut pos = Position::from_fen(fen).unwrap();
    let mut history = Vec::new();
    let mut out = Vec::new();
    for (i, text) in plies.iter().enumerate() {
        let mv = move_from_uci(pos.board(), text, false).unwrap();
        if i % 2 == 0 {
            out.push(RootRecord {
                position: pos.clone(),
                played: mv,
                score: scores[i / 2],
                depth: 10,
                lost_before: false,
                history: history.clone(),
            });
        }
        history.push(pos.key());
        pos.play(mv);
    }
    out
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SIX: [&str; 12] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "e1g1", "e8g8", "c2c3", "d7d6",
];

fn settings() -> LessonSettings {
    LessonSettings {
        threshold_cp: 33,
        eval_version: 2,
        early_roots: 0,
    }
}

#[test]
fn a_result_is_inferred_only_when_it_is_clear() {
    let lost = game(START, &SIX, &[20, 10, 0, -60, -250, -450]);
    assert_eq!(infer_result(&lost), Some(GameResult::Loss));
    let won = game(START, &SIX, &[20, 10, 0, 60, 250, 32000 - 7]);
    assert_eq!(infer_result(&won), Some(GameResult::Win));
    // One bad score after a level one is a swing, not a result.
    let swing = game(START, &SIX, &[20, 10, 0, 0, 30, -900]);
    assert_eq!(infer_result(&swing), None);
    let unsettled = game(START, &SIX, &[20, 10, 0, 0, 0, 30]);
    assert_eq!(infer_result(&unsettled), None);
    let level = game(START, &SIX, &[15, -10, 0, 0, 0, 5]);
    assert_eq!(infer_result(&level), Some(GameResult::Draw));
    assert_eq!(infer_result(&[]), None);
}

#[test]
fn the_engines_own_move_can_end_the_game() {
    // Scholar's mate, delivered by our last move.
    let mate = game(
        START,
        &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"],
        &[30, 60, 0, 0],
    );
    assert_eq!(infer_result(&mate), Some(GameResult::Win));
    // Stalemate by our move: Qc7 with Black's king on a8 and ours on b6.
    let stale = game("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", &["c1c7"], &[5000]);
    assert_eq!(infer_result(&stale), Some(GameResult::Draw));
    // A third repetition made by our move is a draw whatever the score said.
    let knights = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3",
    ];
    let repeated = game(START, &knights, &[0, 0, 0, -500, -600]);
    assert_eq!(infer_result(&repeated), Some(GameResult::Draw));
}

#[test]
fn a_lost_game_is_charged_from_a_few_roots_before_its_turn() {
    let lost = game(START, &SIX, &[20, 10, 0, -60, -250, -450]);
    // The last root not yet lost is the third (score 0); three before it is the first.
    assert_eq!(charged_from(&lost), 0);
    let long: Vec<i32> = vec![20, 10, 30, 25, 40, 15, 0, -80, -300, -600];
    let mut plies = Vec::new();
    for _ in 0..5 {
        plies.extend(["g1f3", "g8f6", "f3g1", "f6g8"]);
    }
    let recs = game(START, &plies, &long);
    assert_eq!(charged_from(&recs), 6 - ROOTS_BEFORE_TURN);
}

#[test]
fn backed_up_values_carry_the_loss_to_earlier_roots() {
    let lost = game(START, &SIX, &[20, 10, 0, -60, -250, -450]);
    let v = backed_up_values(&lost);
    assert_eq!(v[5], -450);
    for i in 0..5 {
        assert!(v[i] < lost[i].score, "{v:?}");
        assert!(v[i] > v[i + 1], "{v:?}");
    }
}

#[test]
fn a_won_game_leaves_only_tallies_a_lost_one_charges_its_moves() {
    let won = game(START, &SIX, &[20, 10, 0, 60, 250, 450]);
    let lesson_won = lesson(&won, GameResult::Win, &settings());
    assert_eq!(lesson_won.len(), won.len());
    for e in &lesson_won {
        assert_eq!(e.window, Window::OPEN);
        assert_eq!((e.games(), e.points()), (1, 0));
        assert_eq!(move_penalty(Some(e), 30), 0);
    }
    let lost = game(START, &SIX, &[20, 10, 0, -60, -250, -450]);
    let lesson_lost = lesson(&lost, GameResult::Loss, &settings());
    let tallies: Vec<_> = lesson_lost.iter().filter(|e| e.games() == 1).collect();
    assert_eq!(tallies.len(), lost.len());
    for (e, r) in tallies.iter().zip(&lost) {
        let mut child = r.position.clone();
        child.play(r.played);
        assert!(e.is_for(&child));
        assert_eq!(move_penalty(Some(e), 30), 30);
    }
    // Roots whose backed-up value fell clearly below their search score get a window.
    // A move before the charged roots that had lost already is charged again.
    let mut long: Vec<i32> = vec![20, 10, 30, 25, 40, 15, 0, -80, -300, -600];
    let mut plies = Vec::new();
    for _ in 0..5 {
        plies.extend(["g1f3", "g8f6", "f3g1", "f6g8"]);
    }
    long[0] = 25;
    let mut again = game(START, &plies, &long);
    let charged = |recs: &[RootRecord]| {
        lesson(recs, GameResult::Loss, &settings())
            .iter()
            .filter(|e| e.games() == 1)
            .count()
    };
    assert_eq!(charged(&again), again.len() - charged_from(&again));
    again[1].lost_before = true;
    assert_eq!(charged(&again), again.len() - charged_from(&again) + 1);
    let windows: Vec<_> = lesson_lost.iter().filter(|e| e.games() == 0).collect();
    assert!(!windows.is_empty());
    for e in windows {
        let root = lost.iter().find(|r| e.is_for(&r.position)).unwrap();
        assert!(e.window.upper < root.score - 33, "{e:?}");
        // Only an upper bound: the winner, meeting the position from the other side, is not
        // told it is worth less to it than its own search finds.
        assert_eq!(e.window.lower, -crate::SCORE_INF, "{e:?}");
    }
}

#[test]
fn penalties_weigh_results_not_popularity() {
    let pos = Position::startpos();
    let with = |games: u32, points: u32| {
        let mut e = LearnEntry::blank(&pos, Origin::Learned, 2);
        e.tallies = vec![Tally {
            replica: 1,
            games,
            points,
            ..Tally::default()
        }];
        move_penalty(Some(&e), 30)
    };
    assert_eq!(move_penalty(None, 30), 0);
    assert_eq!(with(1, 2), 30);
    assert_eq!(with(2, 4), 60);
    assert_eq!(with(2, 2), 0); // a loss and a win
    assert_eq!(with(1, 0), 0);
    assert_eq!(with(40, 80), 120); // capped at four games
    // A thousand games at 52 % for the opponent: a small nudge, not a veto.
    assert!(with(1000, 1040) <= 5);
}

fn child_with(wins: u32, draws: u32, losses: u32) -> LearnEntry {
    // The tallies of the position after the move are the opponent's: its wins are our losses.
    let mut e = LearnEntry::blank(&Position::startpos(), Origin::Learned, 2);
    e.tallies = vec![Tally {
        replica: 1,
        games: wins + draws + losses,
        points: 2 * losses + draws,
        wins: losses,
        draws,
        losses: wins,
        ..Tally::default()
    }];
    e
}

#[test]
fn a_move_that_won_gets_a_bonus_capped_at_two_games() {
    assert_eq!(move_bonus(None, 30), 0);
    assert_eq!(move_bonus(Some(&child_with(1, 0, 0)), 30), 30);
    assert_eq!(move_bonus(Some(&child_with(2, 0, 0)), 30), 60);
    assert_eq!(move_bonus(Some(&child_with(9, 0, 0)), 30), 60);
    assert_eq!(move_bonus(Some(&child_with(1, 0, 1)), 30), 0);
    assert_eq!(move_bonus(Some(&child_with(0, 0, 1)), 30), 0);
    // A penalty and a bonus never both.
    for (w, d, l) in [(3, 1, 0), (0, 2, 2), (1, 1, 1), (0, 3, 0)] {
        let e = child_with(w, d, l);
        assert!(move_bonus(Some(&e), 30) == 0 || move_penalty(Some(&e), 60) == 0);
    }
    assert_eq!(mover_record(Some(&child_with(3, 1, 2))).wins, 3);
}

#[test]
fn only_an_unbeaten_run_of_own_wins_is_clearly_good() {
    let own = |w, d, l| mover_record(Some(&child_with(w, d, l)));
    assert!(!clearly_good(&own(1, 0, 0), 1), "one win is luck");
    assert!(clearly_good(&own(2, 0, 0), 2));
    assert!(!clearly_good(&own(2, 0, 0), 3), "fewer games than asked");
    assert!(!clearly_good(&own(2, 0, 1), 2));
    assert!(!clearly_good(&own(1, 1, 0), 2));
    assert!(clearly_good(&own(3, 0, 0), 2));
    assert!(clearly_good(&own(8, 4, 1), 2));
    assert!(!clearly_good(&own(5, 10, 5), 2));
}

#[test]
fn every_result_reaches_the_first_moves_after_the_opening() {
    // A game lost late: without early roots only the moves from a few before the turn are
    // charged; with them the first moves are charged too, where the next game from the same
    // opening passes again.
    let mut plies = SIX.to_vec();
    plies.extend([
        "b1d2", "a7a6", "h2h3", "h7h6", "a2a4", "a6a5", "f1e1", "c8e6",
    ]);
    let scores = [20, 10, 30, 25, 40, 15, 20, 10, 5, -600];
    let lost = game(START, &plies, &scores);
    let charged = |early_roots| {
        let s = LessonSettings {
            early_roots,
            ..settings()
        };
        let mut roots: Vec<usize> = lesson(&lost, GameResult::Loss, &s)
            .iter()
            .filter(|e| e.games() == 1)
            .map(|e| {
                lost.iter()
                    .position(|r| {
                        let mut c = r.position.clone();
                        c.play(r.played);
                        e.is_for(&c)
                    })
                    .unwrap()
            })
            .collect();
        roots.sort();
        roots.dedup();
        roots
    };
    let from = charged_from(&lost);
    assert!(from > 4, "the test needs a late turn ({from})");
    let late: Vec<usize> = (from..lost.len()).collect();
    assert_eq!(charged(0), late);
    let mut both: Vec<usize> = (0..4).collect();
    both.extend(late);
    assert_eq!(charged(4), both);
    // Every charged game is a real result: a loss for us, a win for the opponent to move.
    for e in lesson(
        &lost,
        GameResult::Loss,
        &LessonSettings {
            early_roots: 4,
            ..settings()
        },
    )
    .iter()
    .filter(|e| e.games() == 1)
    {
        assert_eq!((e.record().wins, e.record().losses), (1, 0));
    }
}
