//! `slate learn show FEN`: what the store knows about a position, as the engine will use it —
//! every move tried there with the wins, draws and losses that followed it (all games, and
//! Slate's own), the learned value of the position it leads to, what the engine's experience
//! makes of the move (a penalty, a bonus, an instant move), and the best move by a rule that
//! respects sample size.

use crate::board::{Position, move_to_san};
use crate::learn::entry::{Bound, LearnEntry, MATE_BOUND, Record, SCORE_INF};
use crate::learn::game::{EXPERIENCE_Z, clearly_good, move_bonus, move_penalty};
use anyhow::Result;
use std::io::Write;

/// The engine settings `show` explains the moves with.
pub(super) struct ShowSettings {
    /// `Learning Penalty`.
    pub penalty_cp: i32,
    /// `Learning Bonus`.
    pub bonus_cp: i32,
    /// Games a move needs to be the best move.
    pub min_games: u64,
    /// Own games a move needs to be an instant move (`Experience Min Games`).
    pub instant_min_games: u64,
}

/// One row: a move and what is recorded after it.
struct Tried {
    san: String,
    entry: LearnEntry,
    /// All games after the move, the mover's view.
    all: Record,
    /// Slate's own games after the move, the mover's view.
    own: Record,
}

/// The 95 % interval's lower end the best move is chosen by.
const BEST_Z: f64 = 1.96;

/// What a store holds for a position (a file's or a server's probe).
pub(super) type Probe<'a> = dyn FnMut(&Position) -> Result<Option<LearnEntry>> + 'a;

pub(super) fn show(probe: &mut Probe, fen: &str, settings: &ShowSettings) -> Result<()> {
    let pos = Position::from_fen(fen)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "position  {}", pos.fen(false))?;
    writeln!(out, "key       {:016x}", pos.key())?;
    match probe(&pos)? {
        // Imported games leave the position their last game's move and no value: no lesson.
        Some(e) if e.depth == 0 && matches!(e.window.bound(), Bound::None) => writeln!(
            out,
            "learned   no value for the position itself (known from games)"
        )?,
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
        if let Some(entry) = probe(&child)? {
            // The tallies of the position after the move are the opponent's.
            tried.push(Tried {
                san: move_to_san(pos.board(), mv),
                all: entry.record().flipped(),
                own: entry.own_record().flipped(),
                entry,
            });
        }
    }
    if tried.is_empty() {
        writeln!(out, "no move tried here is in the store")?;
        return Ok(());
    }
    // Most played first, then by name, so the output is stable.
    tried.sort_by(|a, b| b.all.games().cmp(&a.all.games()).then(a.san.cmp(&b.san)));
    let points_only = tried.iter().any(|t| t.all.points_only_games > 0);
    write!(
        out,
        "{:<8} {:>6} {:>14} {:>6} {:>6}",
        "move", "games", "W-D-L", "score", "low"
    )?;
    if points_only {
        write!(out, " {:>12}", "points-only")?;
    }
    writeln!(
        out,
        "  {:<12} {:<24} experience",
        "own W-D-L", "learned value after it"
    )?;
    for t in &tried {
        let r = &t.all;
        let score = r
            .score()
            .map_or("-".to_string(), |s| format!("{:.0} %", 100.0 * s));
        let low = if r.games() > 0 {
            format!("{:.0} %", 100.0 * r.score_lower_bound(BEST_Z))
        } else {
            "-".into()
        };
        write!(
            out,
            "{:<8} {:>6} {:>14} {:>6} {:>6}",
            t.san,
            r.games(),
            wdl_text(r),
            score,
            low
        )?;
        if points_only {
            write!(
                out,
                " {:>12}",
                if r.points_only_games > 0 {
                    format!(
                        "{} ({:.0} %)",
                        r.points_only_games,
                        50.0 * r.points_only_points as f64 / r.points_only_games as f64
                    )
                } else {
                    "-".into()
                }
            )?;
        }
        // The window is the opponent's; negated and swapped it is the mover's.
        let value = match t.entry.window.bound() {
            Bound::None => "-".to_string(),
            _ => format!(
                "{} (depth {})",
                value_text(-t.entry.window.upper, -t.entry.window.lower),
                t.entry.depth
            ),
        };
        let own = if t.own.games() > 0 {
            wdl_text(&t.own)
        } else {
            "-".into()
        };
        writeln!(
            out,
            "  {:<12} {:<24} {}",
            own,
            value,
            experience_text(t, settings)
        )?;
    }
    if points_only {
        writeln!(
            out,
            "points-only: games counted before the store kept results (schema 3 or older); only their points are known, and they count in games and score"
        )?;
    }
    match best(&tried, settings.min_games) {
        Some(t) => writeln!(
            out,
            "best move {}: {} games, {:.0} %, at least {:.0} % (lower end of the 95 % interval; moves with at least {} games)",
            t.san,
            t.all.games(),
            100.0 * t.all.score().unwrap_or(0.0),
            100.0 * t.all.score_lower_bound(BEST_Z),
            settings.min_games
        )?,
        None => writeln!(
            out,
            "best move: none has {} games or more",
            settings.min_games
        )?,
    }
    Ok(())
}

/// The move with the highest lower end of its score's 95 % interval among those with at least
/// `min_games` games: five games at 70 % do not outrank 840 at 56 %.
fn best(tried: &[Tried], min_games: u64) -> Option<&Tried> {
    tried
        .iter()
        .filter(|t| t.all.games() >= min_games.max(1))
        .max_by(|a, b| {
            a.all
                .score_lower_bound(BEST_Z)
                .total_cmp(&b.all.score_lower_bound(BEST_Z))
                .then(b.san.cmp(&a.san))
        })
}

/// What the engine's experience does with the move, and why.
fn experience_text(t: &Tried, settings: &ShowSettings) -> String {
    let penalty = move_penalty(Some(&t.entry), settings.penalty_cp.max(0));
    let bonus = move_bonus(Some(&t.entry), settings.bonus_cp.max(0));
    let mut parts = Vec::new();
    if penalty > 0 {
        parts.push(format!(
            "avoided: -{penalty} cp (scored {:.0} % in {} games)",
            100.0 * t.all.score().unwrap_or(0.0),
            t.all.games()
        ));
    }
    if bonus > 0 {
        parts.push(format!(
            "favoured: +{bonus} cp (scored {:.0} % in {} games)",
            100.0 * t.all.score().unwrap_or(0.0),
            t.all.games()
        ));
    }
    if penalty <= 0 && clearly_good(&t.own, settings.instant_min_games) {
        parts.push(format!(
            "instant on a clock (own score at least {:.0} %)",
            100.0 * t.own.score_lower_bound(EXPERIENCE_Z)
        ));
    }
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join("; ")
    }
}

fn wdl_text(r: &Record) -> String {
    format!("{}-{}-{}", r.wins, r.draws, r.losses)
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

    fn tried(san: &str, w: u64, d: u64, l: u64) -> Tried {
        let all = Record {
            wins: w,
            draws: d,
            losses: l,
            ..Record::default()
        };
        Tried {
            san: san.into(),
            entry: LearnEntry::blank(
                &Position::startpos(),
                crate::learn::entry::Origin::Import,
                0,
            ),
            all,
            own: Record::default(),
        }
    }

    #[test]
    fn the_best_move_respects_sample_size() {
        // The case: g3 at 70 % of 5 games against e4 at 56 % of 840.
        let moves = [
            tried("g3", 3, 1, 1),
            tried("e4", 300, 340, 200),
            tried("g4", 1, 0, 0),
        ];
        assert_eq!(best(&moves, 1).unwrap().san, "e4");
        assert_eq!(best(&moves, 3).unwrap().san, "e4");
        assert!(best(&moves[2..], 3).is_none());
    }

    #[test]
    fn values_are_written_as_bounds() {
        assert_eq!(value_text(-SCORE_INF, SCORE_INF), "open");
        assert_eq!(value_text(-85, -85), "-85 cp");
        assert_eq!(value_text(-SCORE_INF, 40), "<= +40 cp");
        assert_eq!(value_text(31_995, SCORE_INF), ">= mate in 3");
    }
}
