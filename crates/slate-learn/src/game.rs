//! Learning from whole games: what the engine remembers of a game while it is played, how the
//! result is inferred when it ends (UCI never says), and the lesson written to the store.
//!
//! The rule, after the Bebe paper's motive (a program that "lost the same game repeatedly"):
//! - a game whose result is not clear teaches nothing;
//! - a won or drawn game only adds its result to the tallies of the positions it passed through,
//!   which never changes a move: replayed against the same opponent it is played again move for
//!   move;
//! - a lost game charges the moves played from a few moves before the score turned to the end of
//!   the game (a loss in the tallies of the position each move led to), and the moves before that
//!   which had lost already; it writes back-propagated scores for the roots from the turn on, as
//!   upper bounds (worth at most this to the loser, nothing said for the winner), so that the
//!   search sees the loss one move earlier next time.
//!
//! At the root, [`move_penalty`] turns a move's tallies into centipawns taken off that move's
//! score: among moves within that margin of the best, the one whose line lost is avoided.

use super::entry::{
    LearnEntry, Origin, Outcome, Record, Tally, TallySource, Window, score_to_entry,
};
use slate_base::score::MATE_BOUND;
use slate_board::{Move, Position};

/// A score (side to move's view, centipawns) at or below minus this is a lost game when the game
/// ends there; at or above, a won one. Adjudicating GUIs resign at about 600–1000.
pub const DECISIVE_CP: i32 = 400;
/// The score before the last must also be this clear, so a single swing decides nothing.
pub const LEANING_CP: i32 = 200;
/// A root whose score was at least minus this was not yet lost: the turn of a lost game is the
/// last such root.
pub const TURN_CP: i32 = 50;
/// Roots before the turn that a lost game still charges.
pub const ROOTS_BEFORE_TURN: usize = 3;
/// A game that ends after this many roots in a row scored within [`LEVEL_CP`] of zero was drawn
/// (agreed, or adjudicated as GUIs do).
pub const LEVEL_ROOTS: usize = 6;
/// Centipawns from zero within which a root counts as level (see [`LEVEL_ROOTS`]).
pub const LEVEL_CP: i32 = 15;
/// Scores are clamped to this before they are averaged back through the game.
const BACKUP_CLAMP: i32 = 1000;
/// The discount of the next root's value when a loss is walked back (BrainLearn's 0.99).
const BACKUP_DISCOUNT: f64 = 0.99;
/// A tally counts at most this many games towards the penalty.
const PENALTY_GAMES_CAP: u64 = 4;
/// A tally counts at most this many games towards the bonus: a line that won is preferred, not
/// forced.
const BONUS_GAMES_CAP: u64 = 2;
/// The standard deviations of the interval the experience book judges a record by (80 %).
pub const EXPERIENCE_Z: f64 = 1.28;

/// One root searched by the engine during a game, with the move it played.
#[derive(Clone, Debug)]
pub struct RootRecord {
    /// The position searched.
    pub position: Position,
    /// The move the engine played there.
    pub played: Move,
    /// Final score of the search, side to move's view, mates counted from this root.
    pub score: i32,
    /// Depth of the search's last completed iteration, in plies.
    pub depth: i32,
    /// The move played had lost before (it was chosen despite its penalty): a lost game charges
    /// it again wherever it stands, so a line that keeps losing changes earlier and earlier.
    pub lost_before: bool,
    /// Keys of the game's positions before this root, oldest first (for repetitions).
    pub history: Vec<u64>,
}

/// A game's result from the engine's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The engine won.
    Win,
    /// A draw.
    Draw,
    /// The engine lost.
    Loss,
}

impl GameResult {
    /// The result for the side to move in a position where the *opponent* is to move.
    pub fn for_opponent(self) -> Outcome {
        match self {
            GameResult::Win => Outcome::Loss,
            GameResult::Draw => Outcome::Draw,
            GameResult::Loss => Outcome::Win,
        }
    }
}

/// The result of a game whose last engine root is `records.last()`, when it is clear: the
/// engine's own move ended the game (mate, stalemate, repetition, 50 moves, bare kings), or its
/// last two scores agree that the game is decided (a mate, or beyond [`DECISIVE_CP`] with the one
/// before beyond [`LEANING_CP`] the same way) — what GUIs adjudicate on and what precedes a mate
/// by the opponent — or its last [`LEVEL_ROOTS`] scores were all level (a draw).
pub fn infer_result(records: &[RootRecord]) -> Option<GameResult> {
    let last = records.last()?;
    let mut after = last.position.clone();
    after.play(last.played);
    if !after.has_legal_moves() {
        return Some(if after.in_check() {
            GameResult::Win
        } else {
            GameResult::Draw
        });
    }
    let repeats = last
        .history
        .iter()
        .chain(std::iter::once(&last.position.key()))
        .filter(|&&k| k == after.key())
        .count();
    if repeats >= 2 || after.halfmove_clock() >= 100 || after.insufficient_material() {
        return Some(GameResult::Draw);
    }
    let before = records.len().checked_sub(2).map(|i| records[i].score);
    let leaning = |sign: i32| before.is_none_or(|s| sign * s >= LEANING_CP);
    let level = records.len() >= LEVEL_ROOTS
        && records[records.len() - LEVEL_ROOTS..]
            .iter()
            .all(|r| r.score.abs() <= LEVEL_CP);
    if last.score <= -MATE_BOUND || (last.score <= -DECISIVE_CP && leaning(-1)) {
        Some(GameResult::Loss)
    } else if last.score >= MATE_BOUND || (last.score >= DECISIVE_CP && leaning(1)) {
        Some(GameResult::Win)
    } else if level {
        Some(GameResult::Draw)
    } else {
        None
    }
}

/// The first root a lost game charges: a few roots before the last root whose score was not yet
/// lost (the turn), or the first root when the game was never level.
pub fn charged_from(records: &[RootRecord]) -> usize {
    let turn = records
        .iter()
        .rposition(|r| r.score >= -TURN_CP)
        .unwrap_or(0);
    turn.saturating_sub(ROOTS_BEFORE_TURN)
}

/// Values of the roots of a lost game walked back from its end: each root's value is half its
/// own search score and half the discounted value of the next root, so the loss reaches the
/// roots before the one where the search finally saw it.
pub fn backed_up_values(records: &[RootRecord]) -> Vec<i32> {
    let clamp = |s: i32| s.clamp(-BACKUP_CLAMP, BACKUP_CLAMP) as f64;
    let mut values = vec![0; records.len()];
    let mut next: Option<f64> = None;
    for (i, r) in records.iter().enumerate().rev() {
        let v = match next {
            None => clamp(r.score),
            Some(n) => 0.5 * clamp(r.score) + 0.5 * BACKUP_DISCOUNT * n,
        };
        values[i] = v.round() as i32;
        next = Some(v);
    }
    values
}

/// Learning knobs (UCI options).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonSettings {
    /// Centipawns a backed-up value must lie below the search score for the root's window to be
    /// stored.
    pub threshold_cp: i32,
    /// The evaluation version written into the entries.
    pub eval_version: u32,
    /// The first roots of a game (the first moves after the opening) that every result
    /// reaches, a loss included, however late the game turned: the positions the next game
    /// from the same opening passes again (book learning).
    pub early_roots: usize,
}

/// The entries a finished game leaves in the store.
pub fn lesson(
    records: &[RootRecord],
    result: GameResult,
    settings: &LessonSettings,
) -> Vec<LearnEntry> {
    let mut out = Vec::new();
    let first = match result {
        GameResult::Loss => charged_from(records),
        GameResult::Win | GameResult::Draw => 0,
    };
    // The result goes to the position each move led to: there the opponent is to move.
    for (i, r) in records.iter().enumerate() {
        let early = i < settings.early_roots;
        if i < first && !early && !(result == GameResult::Loss && r.lost_before) {
            continue;
        }
        let mut child = r.position.clone();
        child.play(r.played);
        let mut e = LearnEntry::blank(&child, Origin::Learned, settings.eval_version);
        e.tallies = vec![Tally::game(result.for_opponent(), TallySource::Own)];
        out.push(e);
    }
    if result == GameResult::Loss {
        let values = backed_up_values(records);
        for (r, &v) in records.iter().zip(&values).skip(first) {
            if r.score.abs() >= MATE_BOUND || v > r.score - settings.threshold_cp {
                continue;
            }
            // An upper bound: the loser's position is worth at most this much to it. An exact
            // value would also cap how good the position is for the winner, and make the engine
            // leave the very line that won when it meets it from the other side.
            if let Ok(mut e) = LearnEntry::from_search(
                &r.position,
                Some(r.played),
                Window::at_most(score_to_entry(v, 0)),
                r.depth.clamp(1, 255) as u8,
                settings.eval_version,
                super::ScorePath::Independent,
            ) {
                e.origin = Origin::Learned;
                e.tallies.clear();
                out.push(e);
            }
        }
    }
    out
}

/// What the tallies of the position a root move leads to say about that move, for the mover:
/// `unit_cp` per net lost game, from the opponent's score there (at most four games counted,
/// so a position known from many games weighs by its score, not its popularity). Zero when the
/// move scored half or better.
pub fn move_penalty(child: Option<&LearnEntry>, unit_cp: i32) -> i32 {
    let excess = mover_record(child).score().map_or(0.0, |s| 0.5 - s);
    net_games(child, excess, PENALTY_GAMES_CAP, unit_cp)
}

/// The other side of [`move_penalty`]: `unit_cp` per net won game after the move (at most two
/// counted), so that a line that won is played again where its move is nearly as good as the
/// best — the way a learning engine keeps a won line against an opponent who varies. Zero when
/// the move scored half or worse.
pub fn move_bonus(child: Option<&LearnEntry>, unit_cp: i32) -> i32 {
    let excess = mover_record(child).score().map_or(0.0, |s| s - 0.5);
    net_games(child, excess, BONUS_GAMES_CAP, unit_cp)
}

fn net_games(child: Option<&LearnEntry>, excess: f64, cap: u64, unit_cp: i32) -> i32 {
    if excess <= 0.0 {
        return 0;
    }
    let games = mover_record(child).games().min(cap);
    (unit_cp as f64 * 2.0 * excess * games as f64).round() as i32
}

/// The results of the games after a move, from the mover's view (the tallies of the position it
/// leads to are the opponent's).
pub fn mover_record(child: Option<&LearnEntry>) -> Record {
    child.map_or(Record::default(), |e| e.record().flipped())
}

/// Whether Slate's own games after a move make it clearly good: at least `min_games` of them,
/// and the lower end of the score's 80 % interval at least half (two wins and no loss do; one
/// win, or two wins and a loss, do not).
pub fn clearly_good(own: &Record, min_games: u64) -> bool {
    own.games() >= min_games.max(1) && own.score_lower_bound(EXPERIENCE_Z) >= 0.5
}

#[cfg(test)]
mod tests;
