//! Learning from PGN games: every main-line position becomes an entry with the move played, the
//! game's result in its counters, and a score window when a comment carries an evaluation.
//!
//! Evaluations understood, in the comment after a move:
//! * `[%eval 0.25]`, `[%eval -1.3,18]` (depth 18), `[%eval #3]`, `[%eval #-2]`: the evaluation of
//!   the position *after* the move, from White's point of view (lichess, chess.com, python-chess).
//!   The move played achieves at least this much, so the position before it gets a **lower
//!   bound** for the side that moved.
//! * `+0.13/12 0.29s`, `-M5/20` (cutechess and similar): the moving engine's own search score of
//!   the position before its move, from its point of view, at the given depth: an **exact** score.
//!   `M5` is read as mate in 5 moves.
//!
//! Not stored as scores: evaluations of exactly 0.00 (often a repetition or 50-move draw, i.e.
//! path-dependent), and scores where halfmove clock plus depth reaches 100 plies. The position and
//! move are still recorded, with an open window. Entries get origin `import` and evaluation
//! version 0 (an outside evaluation, never preferred over Slate's own searches by a merge).
//! Positions after a null move are not recorded (the game went off the rules there).
//!
//! Importing is idempotent: each game's identity (its tags, start position, moves and result;
//! not its comments) is hashed and remembered in the store's `imported_games` table, in the same
//! transaction as the game's entries, and a game met again is left out, so importing a file twice
//! counts its games once.

use super::backend::LearnStore;
use super::check::position_check;
use super::entry::{
    LearnEntry, MATE, Origin, Outcome, Tally, TallySource, Window, game_ply, now_unix, pack_move,
};
use super::error::{LearnError, LearnResult};
use super::store::WriteReport;
use slate_board::Color;
use slate_board::pgn::{GameResult, PgnItem, PgnReader};
use std::io::BufRead;

/// A score read from a comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommentEval {
    /// `[%eval]`: the position after the move, White's view. `score` is in centipawns, or
    /// `MATE - plies` counted from the position after the move.
    AfterMoveWhiteView {
        /// Centipawns, or the mate score described above.
        score: i32,
        /// The depth after the comma (`[%eval 0.35,22]`), 0 when there is none.
        depth: u8,
    },
    /// An engine's own score of the position before its move, the mover's view.
    /// Written `+0.35/22` or `-M5/30` at the start of the comment.
    MoverSearch {
        /// Centipawns, or `±(MATE - plies)` counted from the position before the move.
        score: i32,
        /// The depth after the slash.
        depth: u8,
    },
}

fn parse_pawns(s: &str) -> Option<i32> {
    let v: f64 = s.parse().ok()?;
    if !v.is_finite() || v.abs() > 300.0 {
        return None;
    }
    Some((v * 100.0).round() as i32)
}

/// A comment's search depth. Deeper than any search is no real depth: no score is read from
/// such a comment (stored, it would stand for analysis no search could improve).
fn plausible_depth(text: &str) -> Option<u8> {
    let depth = text.parse::<u32>().ok()?;
    (depth <= slate_base::score::MAX_DEPTH as u32).then_some(depth as u8)
}

/// Parses the first evaluation found in a comment.
pub fn parse_comment_eval(comment: &str) -> Option<CommentEval> {
    if let Some(start) = comment.find("[%eval") {
        let rest = &comment[start + 6..];
        let body = rest[..rest.find(']')?].trim();
        let (value, depth) = match body.split_once(',') {
            Some((v, d)) => (v.trim(), plausible_depth(d.trim())?),
            None => (body, 0),
        };
        let score = if let Some(m) = value.strip_prefix('#') {
            let n: i32 = m.parse().ok()?;
            if n == 0 || n.unsigned_abs() > 500 {
                return None;
            }
            // Mate in |n| moves for White (n > 0) or Black, from the position after the move.
            // The plies depend on who moves there, which the caller knows; store moves here and
            // let `eval_window` convert.
            if n > 0 { MATE - n } else { -(MATE + n) }
        } else {
            parse_pawns(value)?
        };
        return Some(CommentEval::AfterMoveWhiteView { score, depth });
    }
    let first = comment.split_whitespace().next()?;
    let (value, depth) = first.split_once('/')?;
    let depth = plausible_depth(depth)?;
    // Mates past 500 moves are no score (and would overflow the arithmetic below).
    let mate_moves = |m: &str| m.parse::<i32>().ok().filter(|n| n.unsigned_abs() <= 500);
    let score = if let Some(m) = value.strip_prefix("+M").or_else(|| value.strip_prefix('M')) {
        let n = mate_moves(m)?;
        MATE - (2 * n - 1).max(1)
    } else if let Some(m) = value.strip_prefix("-M") {
        let n = mate_moves(m)?;
        -(MATE - (2 * n).max(2))
    } else {
        if !value.contains('.') {
            return None;
        }
        parse_pawns(value)?
    };
    Some(CommentEval::MoverSearch { score, depth })
}

/// The window an evaluation gives the position before the move, for the side to move there.
/// `None` when the score must not be stored.
pub fn eval_window(eval: CommentEval, mover: Color, halfmove: u8) -> Option<(Window, u8)> {
    let (window, depth) = match eval {
        CommentEval::AfterMoveWhiteView { score, depth } => {
            let s = if mover == Color::White { score } else { -score };
            let s = if s.abs() >= super::entry::MATE_BOUND {
                // `MATE - n` with n mate moves, from the position after the move, where the
                // opponent moves first. Mate for the mover: 2n plies after the move, 2n + 1
                // before it. Mate against the mover: 2n - 1 after, 2n before.
                let n = MATE - s.abs();
                let plies = if s > 0 { 2 * n + 1 } else { 2 * n };
                if s > 0 { MATE - plies } else { -(MATE - plies) }
            } else {
                s
            };
            (Window::at_least(s), depth)
        }
        CommentEval::MoverSearch { score, depth } => (Window::exact(score), depth),
    };
    let is_zero = window.lower == 0 && (window.upper == 0 || window.upper > MATE);
    if is_zero || halfmove as u32 + depth as u32 >= 100 {
        return None;
    }
    Some((window, depth))
}

/// What an import did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games taken in (those with errors included).
    pub games: u64,
    /// Games of variants Slate does not play, left out.
    pub skipped_games: u64,
    /// Games whose main line stopped at an illegal move or bad FEN; the moves before it count.
    pub games_with_errors: u64,
    /// Games left out because the store took them in before (or earlier in this input).
    pub already_imported: u64,
    /// Positions recorded (one per main-line move).
    pub positions: u64,
    /// Positions of those that got a score window from a comment.
    pub scored_positions: u64,
    /// What the store writes did, summed over the batches.
    pub written: WriteReport,
}

/// Imports every game of a PGN stream into the store, `batch` positions per transaction.
/// `progress` gets the bytes read so far; `warn` gets one line per skipped or faulty game.
pub fn import_pgn(
    store: &mut dyn LearnStore,
    input: impl BufRead,
    batch: usize,
    mut progress: impl FnMut(u64),
    mut warn: impl FnMut(String),
) -> LearnResult<ImportReport> {
    let mut report = ImportReport::default();
    let mut pending: Vec<LearnEntry> = Vec::with_capacity(batch);
    let mut pending_games: Vec<GameHash> = Vec::new();
    let now = now_unix();
    let mut reader = PgnReader::new(input);
    let flush = |store: &mut dyn LearnStore,
                 pending: &mut Vec<LearnEntry>,
                 games: &mut Vec<GameHash>,
                 report: &mut ImportReport| {
        if pending.is_empty() && games.is_empty() {
            return Ok(());
        }
        let w = store.record_import(pending, games)?;
        report.written.inserted += w.inserted;
        report.written.updated += w.updated;
        report.written.evicted += w.evicted;
        pending.clear();
        games.clear();
        LearnResult::Ok(())
    };
    while let Some(item) = reader.next() {
        let item = item.map_err(LearnError::Input)?;
        progress(reader.bytes_read());
        let game = match item {
            PgnItem::Skipped { number, reason } => {
                report.skipped_games += 1;
                warn(format!("game {number}: skipped, {reason}"));
                continue;
            }
            PgnItem::Game(g) => g,
        };
        let hash = game_hash(&game);
        if pending_games.contains(&hash) || store.game_imported(hash)? {
            report.already_imported += 1;
            continue;
        }
        pending_games.push(hash);
        report.games += 1;
        if let Some(e) = &game.error {
            report.games_with_errors += 1;
            warn(format!(
                "game {}: {e}; the moves before it are used",
                game.number
            ));
        }
        let mut pos = game.start.clone();
        let mut moved = false;
        for ply in &game.plies {
            let Some(mv) = ply.mv else {
                break;
            };
            let mover = pos.side_to_move();
            let mut entry = LearnEntry {
                key: pos.key(),
                check: position_check(pos.board()),
                best_move: pack_move(mv),
                window: Window::OPEN,
                depth: 0,
                ply: game_ply(&pos),
                origin: Origin::Import,
                eval_version: 0,
                created: now,
                updated: now,
                tallies: vec![imported_game(game.result, mover)],
            };
            if let Some((window, depth)) = ply
                .comments
                .iter()
                .find_map(|c| parse_comment_eval(c))
                .and_then(|ev| eval_window(ev, mover, pos.halfmove_clock()))
            {
                entry.window = window;
                entry.depth = depth;
                report.scored_positions += 1;
            }
            pending.push(entry);
            report.positions += 1;
            pos.play(mv);
            moved = true;
        }
        // The position the game ended in holds the result too: without it the last move would
        // have no games after it (a book made from the store would lack it).
        if moved {
            let mut last = LearnEntry::blank(&pos, Origin::Import, 0);
            last.created = now;
            last.updated = now;
            last.tallies = vec![imported_game(game.result, pos.side_to_move())];
            pending.push(last);
            report.positions += 1;
        }
        // A game's entries and its hash go into the same transaction.
        if pending.len() >= batch {
            flush(store, &mut pending, &mut pending_games, &mut report)?;
        }
    }
    flush(store, &mut pending, &mut pending_games, &mut report)?;
    Ok(report)
}

/// One imported game in the tally of a position where `mover` is to move; an unfinished game
/// (`*`) counts no game at all.
fn imported_game(result: GameResult, mover: Color) -> Tally {
    let outcome = match (result, mover) {
        (GameResult::Unknown, _) => {
            return Tally {
                source: TallySource::Imported,
                ..Tally::default()
            };
        }
        (GameResult::Draw, _) => Outcome::Draw,
        (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black) => {
            Outcome::Win
        }
        _ => Outcome::Loss,
    };
    Tally::game(outcome, TallySource::Imported)
}

/// A game's identity: two 64-bit FNV-1a hashes (different offset bases) of its tags, start
/// position, moves and result.
pub type GameHash = (u64, u64);

/// The identity of `game`, by which a game imported twice is recognised.
pub fn game_hash(game: &slate_board::pgn::PgnGame) -> GameHash {
    let mut bytes = Vec::with_capacity(256);
    for (name, value) in &game.tags {
        bytes.extend_from_slice(name.as_bytes());
        bytes.push(0);
        bytes.extend_from_slice(value.as_bytes());
        bytes.push(0);
    }
    bytes.push(1);
    bytes.extend_from_slice(game.start.fen(true).as_bytes());
    bytes.push(1);
    for ply in &game.plies {
        match ply.mv {
            Some(mv) => bytes.extend_from_slice(&pack_move(mv).to_le_bytes()),
            None => bytes.extend_from_slice(ply.text.as_bytes()),
        }
        bytes.push(2);
    }
    bytes.extend_from_slice(format!("{:?}", game.result).as_bytes());
    let fnv = |basis: u64| {
        bytes.iter().fold(basis, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    (fnv(0xcbf2_9ce4_8422_2325), fnv(0x6c62_272e_07bb_0142))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eval_comment_forms() {
        use CommentEval::*;
        assert_eq!(
            parse_comment_eval("[%eval 0.25] [%clk 0:01:00]"),
            Some(AfterMoveWhiteView {
                score: 25,
                depth: 0
            })
        );
        assert_eq!(
            parse_comment_eval("[%clk 0:00:59] [%eval -1.3,18]"),
            Some(AfterMoveWhiteView {
                score: -130,
                depth: 18
            })
        );
        assert_eq!(
            parse_comment_eval("[%eval #3]"),
            Some(AfterMoveWhiteView {
                score: MATE - 3,
                depth: 0
            })
        );
        assert_eq!(
            parse_comment_eval("[%eval #-2]"),
            Some(AfterMoveWhiteView {
                score: -(MATE - 2),
                depth: 0
            })
        );
        assert_eq!(
            parse_comment_eval("+0.13/12 0.29s"),
            Some(MoverSearch {
                score: 13,
                depth: 12
            })
        );
        assert_eq!(
            parse_comment_eval("-1.02/3 0.69s"),
            Some(MoverSearch {
                score: -102,
                depth: 3
            })
        );
        assert_eq!(
            parse_comment_eval("+M5/20 0.1s"),
            Some(MoverSearch {
                score: MATE - 9,
                depth: 20
            })
        );
        for junk in [
            "book",
            "1.2s",
            "[%eval]",
            "[%eval x]",
            "[%eval #0]",
            "+1e999/3",
            "",
            "a/b",
        ] {
            assert_eq!(parse_comment_eval(junk), None, "{junk}");
        }
    }

    /// Mate counts at the ends of `i32` overflowed (with overflow checks) or wrapped.
    #[test]
    fn huge_mate_counts_are_no_scores() {
        for junk in [
            "[%eval #-2147483648]",
            "[%eval #2147483647]",
            "+M2147483647/5",
            "-M2147483647/5",
            "M-2147483648/5",
            "+M501/5",
        ] {
            assert_eq!(parse_comment_eval(junk), None, "{junk}");
        }
    }

    #[test]
    fn windows_for_the_mover() {
        let after = CommentEval::AfterMoveWhiteView {
            score: 40,
            depth: 10,
        };
        assert_eq!(
            eval_window(after, Color::White, 0),
            Some((Window::at_least(40), 10))
        );
        assert_eq!(
            eval_window(after, Color::Black, 0),
            Some((Window::at_least(-40), 10))
        );
        // "#1" after White's move: Black replies, White mates; from before the move that is
        // 3 plies. The same "#1" after Black's move means Black is mated in 2 plies.
        let mate = CommentEval::AfterMoveWhiteView {
            score: MATE - 1,
            depth: 0,
        };
        assert_eq!(
            eval_window(mate, Color::White, 0),
            Some((Window::at_least(MATE - 3), 0))
        );
        assert_eq!(
            eval_window(mate, Color::Black, 0),
            Some((Window::at_least(-(MATE - 2)), 0))
        );
        let zero = CommentEval::MoverSearch { score: 0, depth: 9 };
        assert_eq!(eval_window(zero, Color::White, 0), None);
        let late = CommentEval::MoverSearch {
            score: 50,
            depth: 20,
        };
        assert_eq!(eval_window(late, Color::White, 85), None);
        assert_eq!(
            eval_window(late, Color::White, 10),
            Some((Window::exact(50), 20))
        );
    }
}
