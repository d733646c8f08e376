//! `scripts/clock_use.py`: time a move, clock left, and time and depth by part of the game, from
//! match.py's PGN comments, pooled over several files.

mod common;

use common::{script, without_python};

/// One 10+0.1 game: `moves` plies, each `{ +0.10/DEPTH SECONDSs }`, White's depth 12 at 0.2 s
/// and Black's 20 at 0.1 s, with plies from the 31st on taking half as long.
fn game(moves: usize) -> String {
    let mut body = String::new();
    for i in 0..moves {
        let (depth, seconds) = if i % 2 == 0 { (12, 0.2) } else { (20, 0.1) };
        let seconds = if i >= 30 { seconds / 2.0 } else { seconds };
        body.push_str(&format!("m{i} {{ +0.10/{depth} {seconds:.3}s }} "));
    }
    format!(
        "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\
         [TimeControl \"10+0.1\"]\n\n{body}1/2-1/2\n\n"
    )
}

#[test]
fn clock_use_pools_files_and_splits_by_ply() {
    if without_python() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("slate-clock-use-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a.pgn"), dir.join("b.pgn"));
    std::fs::write(&a, game(40)).unwrap();
    std::fs::write(&b, game(40)).unwrap();
    let out = script("clock_use.py").args([&a, &b]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Both files counted: 20 moves a side in each game.
    assert!(text.contains("A: 0.175 s a move over 40 moves"), "{text}");
    // 10 s + 20 × 0.1 s − (15 × 0.2 + 5 × 0.1) s.
    assert!(text.contains("clock left at the end 8.50 s"), "{text}");
    assert!(
        text.contains(
            "by ply after the opening: 1-30: 0.200 s, depth 12; 31-60: 0.100 s, depth 12"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "by ply after the opening: 1-30: 0.100 s, depth 20; 31-60: 0.050 s, depth 20"
        ),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
