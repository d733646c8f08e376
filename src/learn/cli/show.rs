//! `slate learn show FEN`: what the store knows about a position, as the engine will use it —
//! every move tried there with the games and score that followed it, the learned value of the
//! position it leads to, and the penalty the root search takes off that move.

use super::super::entry::{Bound, LearnEntry, MATE_BOUND, SCORE_INF};
use super::super::game::move_penalty;
use super::super::store::Store;
use crate::board::{Position, move_to_san};
use anyhow::Result;
use std::io::Write;

/// One row: a move and what is recorded after it.
struct Tried {
    san: String,
    entry: LearnEntry,
}

pub(super) fn show(store: &Store, fen: &str, penalty_cp: i32) -> Result<()> {
    let pos = Position::from_fen(fen)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "position  {}", pos.fen(false))?;
    writeln!(out, "key       {:016x}", pos.key())?;
    match store.probe(&pos)? {
        Some(e) => writeln!(
            out,
            "learned   {} at depth {}{}, {} origin",
            value_text(e.window.lower, e.window.upper),
            e.depth,
            e.best_move_in(&pos)
                .map(|m| format!(", best move {}", move_to_san(pos.board(), m)))
                .unwrap_or_default(),
            e.origin.name()
        )?,
        None => writeln!(out, "learned   nothing for the position itself")?,
    }
    let mut tried = Vec::new();
    for mv in pos.legal_moves() {
        let mut child = pos.clone();
        child.play(mv);
        if let Some(entry) = store.probe(&child)? {
            tried.push(Tried {
                san: move_to_san(pos.board(), mv),
                entry,
            });
        }
    }
    if tried.is_empty() {
        writeln!(out, "no move tried here is in the store")?;
        return Ok(());
    }
    // Most played first, then by name, so the output is stable.
    tried.sort_by(|a, b| {
        b.entry
            .games()
            .cmp(&a.entry.games())
            .then(a.san.cmp(&b.san))
    });
    writeln!(
        out,
        "{:<8} {:>5} {:>9} {:>8}  {:<22} {:>7}",
        "move", "games", "W-D-L", "score", "learned value after it", "penalty"
    )?;
    for t in &tried {
        let e = &t.entry;
        let games = e.games();
        // The tallies count the half-points of the side to move after the move: the opponent.
        let (w, d, l) = wdl(games, e.points());
        let score = if games > 0 {
            format!(
                "{:.0} %",
                100.0 * (w as f64 + d as f64 / 2.0) / games as f64
            )
        } else {
            "-".into()
        };
        // The window is the opponent's; negated and swapped it is the mover's.
        let value = match e.window.bound() {
            Bound::None => "-".to_string(),
            _ => format!(
                "{} (depth {})",
                value_text(-e.window.upper, -e.window.lower),
                e.depth
            ),
        };
        writeln!(
            out,
            "{:<8} {:>5} {:>9} {:>8}  {:<22} {:>4} cp",
            t.san,
            games,
            format!("{w}-{d}-{l}"),
            score,
            value,
            move_penalty(Some(e), penalty_cp)
        )?;
    }
    Ok(())
}

/// Wins, draws and losses of the mover that add up to `games` games and `opponent_points`
/// half-points for the opponent, with as many draws as the points allow (tallies keep only sums).
fn wdl(games: u64, opponent_points: u64) -> (u64, u64, u64) {
    let opponent_points = opponent_points.min(2 * games);
    let losses = opponent_points.saturating_sub(games);
    let wins = games.saturating_sub(opponent_points);
    (wins, games - wins - losses, losses)
}

fn value_text(lower: i32, upper: i32) -> String {
    let one = |s: i32| {
        if s >= MATE_BOUND {
            format!("mate in {}", (SCORE_INF - 1 - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            format!("mated in {}", (SCORE_INF - 1 + s + 1) / 2)
        } else {
            format!("{s:+} cp")
        }
    };
    let open = SCORE_INF - 1;
    match (lower.abs() > open, upper.abs() > open) {
        (true, true) => "open".into(),
        (false, true) => format!(">= {}", one(lower)),
        (true, false) => format!("<= {}", one(upper)),
        (false, false) if lower == upper => one(lower),
        (false, false) => format!("{} .. {}", one(lower), one(upper)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_read_as_wins_draws_and_losses_of_the_mover() {
        assert_eq!(wdl(1, 2), (0, 0, 1));
        assert_eq!(wdl(1, 0), (1, 0, 0));
        assert_eq!(wdl(3, 3), (0, 3, 0));
        assert_eq!(wdl(4, 5), (0, 3, 1));
        assert_eq!(wdl(0, 0), (0, 0, 0));
    }

    #[test]
    fn values_are_written_as_bounds() {
        assert_eq!(value_text(-SCORE_INF, SCORE_INF), "open");
        assert_eq!(value_text(-85, -85), "-85 cp");
        assert_eq!(value_text(-SCORE_INF, 40), "<= +40 cp");
        assert_eq!(value_text(31_995, SCORE_INF), ">= mate in 3");
    }
}
