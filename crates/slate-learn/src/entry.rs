//! One learned position: what the store keeps, and how scores, windows and moves are encoded.
//!
//! Score convention: centipawns from the point of view of the side to move in the entry's own
//! position. A mate score is `MATE - n` (or `-(MATE - n)`) where `n` is the number of plies from
//! *this* position to mate; the entry's position is its own root. Known wins (magnitude at least
//! `search::score::WIN_BOUND`) are counted from the entry's position the same way, because Slate's
//! search discounts them by ply like mates. A search that keeps such scores relative to its root
//! converts with [`score_to_entry`] and [`score_from_entry`].
//!
//! Scores that depend on the path to a position (repetition draws, 50-move-rule draws) are never
//! stored: [`LearnEntry::from_search`] makes the caller say whether the score is path-dependent
//! and refuses it if so, and refuses positions whose halfmove clock plus search depth reaches the
//! 50-move horizon.

use super::check::position_check;
use serde::Serialize;
use slate_base::score::{relative_to_node, relative_to_root};
use slate_board::{Incremental, Move, Piece, PositionWith, Square};
use std::fmt;

/// The score of mate on the board; mate in `n` plies is `MATE - n`.
pub const MATE: i32 = 32_000;
/// Scores at or beyond this magnitude are mate scores.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// An open end of a score window ("no bound").
pub const SCORE_INF: i32 = MATE + 1;

/// Where an entry came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    /// Stored by Slate's own search during play.
    Search = 0,
    /// Produced by a learning pass over finished games.
    Learned = 1,
    /// Entered by a person.
    Human = 2,
    /// Imported from PGN.
    Import = 3,
    /// From an endgame tablebase: exact by construction.
    Tablebase = 4,
    /// Kept from an analysis (persistent analysis, or an imported EPD analysis).
    Analysis = 5,
}

impl Origin {
    /// The origin stored as `v` (its discriminant); `None` for any other number.
    pub fn from_u8(v: u8) -> Option<Origin> {
        Some(match v {
            0 => Origin::Search,
            1 => Origin::Learned,
            2 => Origin::Human,
            3 => Origin::Import,
            4 => Origin::Tablebase,
            5 => Origin::Analysis,
            _ => return None,
        })
    }

    /// The lower-case name used in exports and reports (`search`, `import`…).
    pub fn name(self) -> &'static str {
        match self {
            Origin::Search => "search",
            Origin::Learned => "learned",
            Origin::Human => "human",
            Origin::Import => "import",
            Origin::Tablebase => "tablebase",
            Origin::Analysis => "analysis",
        }
    }
}

/// A score window: the position's value lies in `lower..=upper`; `±SCORE_INF` is an open end.
/// `lower > upper` can result from merging contradicting searches of equal depth; such a window
/// carries no usable bound (see [`Window::bound`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Window {
    /// The lowest value the position can have; `-SCORE_INF` when unbounded.
    pub lower: i32,
    /// The highest value the position can have; `SCORE_INF` when unbounded.
    pub upper: i32,
}

/// What a window tells a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The value is known exactly.
    Exact(i32),
    /// The value is at least this (a fail-high).
    Lower(i32),
    /// The value is at most this (a fail-low).
    Upper(i32),
    /// The value lies in `lower..=upper`, `lower < upper`, both ends bounded.
    Between(i32, i32),
    /// Nothing is known: an open window, or contradicting bounds.
    None,
}

impl Window {
    /// Both ends open: the window of a position with no usable score.
    pub const OPEN: Window = Window {
        lower: -SCORE_INF,
        upper: SCORE_INF,
    };

    /// The window holding only `score`.
    pub fn exact(score: i32) -> Window {
        Window::between(score, score)
    }

    /// A lower bound: `score` or more.
    pub fn at_least(score: i32) -> Window {
        Window::between(score, SCORE_INF)
    }

    /// An upper bound: `score` or less.
    pub fn at_most(score: i32) -> Window {
        Window::between(-SCORE_INF, score)
    }

    /// A window with both ends clamped into `-SCORE_INF..=SCORE_INF`.
    pub fn between(lower: i32, upper: i32) -> Window {
        Window {
            lower: lower.clamp(-SCORE_INF, SCORE_INF),
            upper: upper.clamp(-SCORE_INF, SCORE_INF),
        }
    }

    /// Whether the bounds agree (`lower <= upper`); merges of contradicting searches do not.
    pub fn is_consistent(&self) -> bool {
        self.lower <= self.upper
    }

    /// The values both windows allow (may be inconsistent when they do not overlap).
    pub fn intersect(&self, other: &Window) -> Window {
        Window {
            lower: self.lower.max(other.lower),
            upper: self.upper.min(other.upper),
        }
    }

    /// The window widened by `fuzz` centipawns on each bounded end, mate scores excepted: the
    /// "fuzzy tolerance" Bebe applied when it loaded learned scores into its table.
    pub fn widened(&self, fuzz: i32) -> Window {
        let fuzz = fuzz.max(0);
        let lower = if self.lower > -MATE_BOUND && self.lower < MATE_BOUND {
            self.lower - fuzz
        } else {
            self.lower
        };
        let upper = if self.upper > -MATE_BOUND && self.upper < MATE_BOUND {
            self.upper + fuzz
        } else {
            self.upper
        };
        Window::between(lower, upper)
    }

    /// The window with mate and known-win scores converted for a node `ply_from_root` plies below a search
    /// root ([`score_from_entry`]), open ends left open: what a transposition table stores.
    pub fn at_ply(&self, ply_from_root: u32) -> Window {
        let convert = |s: i32| {
            if s.abs() == SCORE_INF {
                s
            } else {
                score_from_entry(s, ply_from_root)
            }
        };
        Window {
            lower: convert(self.lower),
            upper: convert(self.upper),
        }
    }

    /// What the window tells a search; an inconsistent window is [`Bound::None`].
    pub fn bound(&self) -> Bound {
        let has_lower = self.lower > -SCORE_INF;
        let has_upper = self.upper < SCORE_INF;
        match (self.is_consistent(), has_lower, has_upper) {
            (false, _, _) | (true, false, false) => Bound::None,
            (true, true, false) => Bound::Lower(self.lower),
            (true, false, true) => Bound::Upper(self.upper),
            (true, true, true) if self.lower == self.upper => Bound::Exact(self.lower),
            (true, true, true) => Bound::Between(self.lower, self.upper),
        }
    }
}

/// Where a tally's games came from: Slate's own games (and searches), or games imported from
/// PGN. The experience book trusts only the first; everything else counts both.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum TallySource {
    /// Counted by the engine itself: its games and searches.
    #[default]
    Own = 0,
    /// Counted by `slate learn import` from other players' games.
    Imported = 1,
}

/// The result of one game for the side to move in a position of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move won.
    Win,
    /// A draw.
    Draw,
    /// The side to move lost.
    Loss,
}

/// Counters kept per store ("replica") and source, so that merging stores adds the counts of
/// different stores and never counts one store twice (a grow-only counter).
///
/// `wins + draws + losses` may be less than `games`: the games counted before schema 4 kept only
/// their points (they are *points-only*: [`Tally::points_only_games`]), and their results are
/// never invented.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Tally {
    /// The random id of the store that counted.
    pub replica: u64,
    /// Whose games these are.
    pub source: TallySource,
    /// How often the position was recorded (by a search or an import).
    pub hits: u32,
    /// In how many games the position occurred.
    pub games: u32,
    /// Half-points the side to move scored in those games (win 2, draw 1).
    pub points: u32,
    /// Games the side to move won (of those whose result is known).
    pub wins: u32,
    /// Games drawn (of those whose result is known).
    pub draws: u32,
    /// Games the side to move lost (of those whose result is known).
    pub losses: u32,
}

impl Tally {
    /// Adds the counts of `other` to these (saturating): more games of the same counter.
    pub fn add_counts(&mut self, other: &Tally) {
        self.hits = self.hits.saturating_add(other.hits);
        self.games = self.games.saturating_add(other.games);
        self.points = self.points.saturating_add(other.points);
        self.wins = self.wins.saturating_add(other.wins);
        self.draws = self.draws.saturating_add(other.draws);
        self.losses = self.losses.saturating_add(other.losses);
    }

    /// One game with a known result, for the side to move.
    pub fn game(outcome: Outcome, source: TallySource) -> Tally {
        let (wins, draws, losses, points) = match outcome {
            Outcome::Win => (1, 0, 0, 2),
            Outcome::Draw => (0, 1, 0, 1),
            Outcome::Loss => (0, 0, 1, 0),
        };
        Tally {
            source,
            games: 1,
            points,
            wins,
            draws,
            losses,
            ..Tally::default()
        }
    }

    /// One recording of the position (a search or an import), no game.
    pub fn hit() -> Tally {
        Tally {
            hits: 1,
            ..Tally::default()
        }
    }

    /// Games counted before results were kept: only their points are known.
    pub fn points_only_games(&self) -> u32 {
        self.games.saturating_sub(
            self.wins
                .saturating_add(self.draws)
                .saturating_add(self.losses),
        )
    }
}

/// Results summed over tallies, from the side to move's point of view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    /// Games won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
    /// Games of which only the points are known (counted before schema 4).
    pub points_only_games: u64,
    /// Half-points of those points-only games.
    pub points_only_points: u64,
}

impl Record {
    /// The sum of `tallies` that `keep` accepts.
    pub fn of<'a>(
        tallies: impl IntoIterator<Item = &'a Tally>,
        keep: impl Fn(&Tally) -> bool,
    ) -> Record {
        let mut r = Record::default();
        for t in tallies.into_iter().filter(|t| keep(t)) {
            r.wins += t.wins as u64;
            r.draws += t.draws as u64;
            r.losses += t.losses as u64;
            let only = t.points_only_games() as u64;
            r.points_only_games += only;
            // What the known results do not explain belongs to the points-only games.
            let known_points = 2 * t.wins as u64 + t.draws as u64;
            r.points_only_points += (t.points as u64).saturating_sub(known_points).min(2 * only);
        }
        r
    }

    /// The same games seen from the other side.
    pub fn flipped(self) -> Record {
        Record {
            wins: self.losses,
            losses: self.wins,
            draws: self.draws,
            points_only_games: self.points_only_games,
            points_only_points: 2 * self.points_only_games
                - self.points_only_points.min(2 * self.points_only_games),
        }
    }

    /// Games with a known result.
    pub fn known(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// All games, points-only included.
    pub fn games(&self) -> u64 {
        self.known() + self.points_only_games
    }

    /// Half-points of all games.
    pub fn points(&self) -> u64 {
        2 * self.wins + self.draws + self.points_only_points
    }

    /// The score over all games (0..1), `None` without games.
    pub fn score(&self) -> Option<f64> {
        let g = self.games();
        (g > 0).then(|| self.points() as f64 / (2 * g) as f64)
    }

    /// The lower end of the Wilson interval of the score with `z` standard deviations (0 without
    /// games): a score that respects the sample size, so that 5 games at 70 % do not rank above
    /// 800 games at 55 %.
    pub fn score_lower_bound(&self, z: f64) -> f64 {
        self.wilson(z).0
    }

    /// The upper end of the same interval (1 without games).
    pub fn score_upper_bound(&self, z: f64) -> f64 {
        self.wilson(z).1
    }

    fn wilson(&self, z: f64) -> (f64, f64) {
        let n = self.games() as f64;
        let Some(p) = self.score() else {
            return (0.0, 1.0);
        };
        let z2 = z * z;
        let centre = p + z2 / (2.0 * n);
        let spread = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        let d = 1.0 + z2 / n;
        (
            ((centre - spread) / d).max(0.0),
            ((centre + spread) / d).min(1.0),
        )
    }
}

/// One learned position.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct LearnEntry {
    /// Polyglot-compatible Zobrist key.
    pub key: u64,
    /// An independent 32-bit hash of the same position ([`super::check`]).
    pub check: u32,
    /// The best move in Polyglot encoding ([`pack_move`]); 0 when unknown.
    pub best_move: u16,
    /// The position's score window (the score convention is the module's).
    pub window: Window,
    /// Search depth in plies; 0 for positions known only from games.
    pub depth: u8,
    /// Game ply at which the position was met.
    pub ply: u16,
    /// Who produced the window and move.
    pub origin: Origin,
    /// Version of the evaluation that produced the scores; 0 for scores from outside Slate.
    pub eval_version: u32,
    /// When the position was first stored, in Unix seconds.
    pub created: i64,
    /// When the best move and window were produced, in Unix seconds (it orders searches of
    /// equal depth when merging).
    pub updated: i64,
    /// Sorted by replica, one per replica. In an entry handed to `record`, these are increments.
    pub tallies: Vec<Tally>,
}

/// Why an entry was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The score came from a repetition or 50-move-rule draw inside the search.
    PathDependent,
    /// Halfmove clock plus depth reaches 100 plies: the 50-move rule may have shaped the score.
    FiftyMoveHorizon {
        /// The position's halfmove clock.
        halfmove: u8,
        /// The search depth in plies.
        depth: u8,
    },
    /// The best move is not legal in the position.
    IllegalMove,
    /// The window's bounds contradict each other (`lower > upper`).
    BadWindow,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::PathDependent => {
                write!(f, "path-dependent score (repetition or 50-move draw)")
            }
            Refusal::FiftyMoveHorizon { halfmove, depth } => write!(
                f,
                "halfmove clock {halfmove} plus depth {depth} reaches the 50-move rule"
            ),
            Refusal::IllegalMove => write!(f, "the best move is not legal in the position"),
            Refusal::BadWindow => write!(f, "lower bound above upper bound"),
        }
    }
}

impl std::error::Error for Refusal {}

/// Whether a search score depends on how the position was reached. The search must tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScorePath {
    /// The score depends only on the position.
    Independent,
    /// A repetition or 50-move-rule draw was scored somewhere below this node.
    Dependent,
}

/// The current time in Unix seconds (0 if the clock is before 1970).
pub fn now_unix() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl LearnEntry {
    /// An entry for `pos` with no move, an open window and no counts.
    pub fn blank<S: Incremental>(
        pos: &PositionWith<S>,
        origin: Origin,
        eval_version: u32,
    ) -> LearnEntry {
        let now = now_unix();
        LearnEntry {
            key: pos.key(),
            check: position_check(pos.board()),
            best_move: 0,
            window: Window::OPEN,
            depth: 0,
            ply: game_ply(pos),
            origin,
            eval_version,
            created: now,
            updated: now,
            tallies: Vec::new(),
        }
    }

    /// The entry a search stores for `pos` (scores already converted with [`score_to_entry`]).
    /// Counts one hit.
    pub fn from_search<S: Incremental>(
        pos: &PositionWith<S>,
        best: Option<Move>,
        window: Window,
        depth: u8,
        eval_version: u32,
        path: ScorePath,
    ) -> Result<LearnEntry, Refusal> {
        if path == ScorePath::Dependent {
            return Err(Refusal::PathDependent);
        }
        let halfmove = pos.halfmove_clock();
        if halfmove as u32 + depth as u32 >= 100 {
            return Err(Refusal::FiftyMoveHorizon { halfmove, depth });
        }
        if !window.is_consistent() {
            return Err(Refusal::BadWindow);
        }
        if let Some(mv) = best
            && !pos.board().is_legal(mv)
        {
            return Err(Refusal::IllegalMove);
        }
        let mut e = LearnEntry::blank(pos, Origin::Search, eval_version);
        e.best_move = best.map_or(0, pack_move);
        e.window = Window::between(window.lower, window.upper);
        e.depth = depth;
        e.tallies = vec![Tally::hit()];
        Ok(e)
    }

    /// How often the position was recorded, summed over all stores.
    pub fn hits(&self) -> u64 {
        self.tallies.iter().map(|t| t.hits as u64).sum()
    }

    /// In how many games the position occurred, summed over all stores.
    pub fn games(&self) -> u64 {
        self.tallies.iter().map(|t| t.games as u64).sum()
    }

    /// Half-points the side to move scored in those games (win 2, draw 1), summed over all stores.
    pub fn points(&self) -> u64 {
        self.tallies.iter().map(|t| t.points as u64).sum()
    }

    /// The results of the games through the position, all sources, side to move's view.
    pub fn record(&self) -> Record {
        Record::of(&self.tallies, |_| true)
    }

    /// The results of Slate's own games through the position, side to move's view.
    pub fn own_record(&self) -> Record {
        Record::of(&self.tallies, |t| t.source == TallySource::Own)
    }

    /// Hits plus games: how much the entry has been used, for eviction.
    pub fn uses(&self) -> u64 {
        self.hits() + self.games()
    }

    /// The best move as a legal move of `pos`, if it is one.
    pub fn best_move_in<S: Incremental>(&self, pos: &PositionWith<S>) -> Option<Move> {
        let mv = unpack_move(self.best_move)?;
        pos.board().is_legal(mv).then_some(mv)
    }

    /// Whether this entry describes `pos` (key and check value both match).
    pub fn is_for<S: Incremental>(&self, pos: &PositionWith<S>) -> bool {
        self.key == pos.key() && self.check == position_check(pos.board())
    }
}

/// The game ply of a position, from its fullmove number and side to move.
pub fn game_ply<S: Incremental>(pos: &PositionWith<S>) -> u16 {
    let b = pos.board();
    let black = (b.side_to_move() == slate_board::Color::Black) as u16;
    b.fullmove_number()
        .saturating_sub(1)
        .saturating_mul(2)
        .saturating_add(black)
}

/// A search score at `ply_from_root` (mates and known wins counted from the search root) as an
/// entry score (counted from the entry's position), the same conversion the transposition table
/// makes.
pub fn score_to_entry(score: i32, ply_from_root: u32) -> i32 {
    relative_to_node(score, ply_from_root as usize)
}

/// The inverse of [`score_to_entry`].
pub fn score_from_entry(score: i32, ply_from_root: u32) -> i32 {
    relative_to_root(score, ply_from_root as usize)
}

/// Polyglot move encoding: to-square in bits 0-5, from-square in bits 6-11, promotion piece in
/// bits 12-14 (1 knight .. 4 queen). Castling is king-takes-own-rook, as cozy-chess has it.
/// 0 (a1a1) never encodes a move, so it stands for "none".
pub fn pack_move(mv: Move) -> u16 {
    let promo = match mv.promotion {
        Some(Piece::Knight) => 1,
        Some(Piece::Bishop) => 2,
        Some(Piece::Rook) => 3,
        Some(Piece::Queen) => 4,
        _ => 0,
    };
    (mv.to as u16) | ((mv.from as u16) << 6) | (promo << 12)
}

/// The move packed by [`pack_move`]; `None` for 0 and for impossible codes.
pub fn unpack_move(code: u16) -> Option<Move> {
    let to = Square::index((code & 63) as usize);
    let from = Square::index(((code >> 6) & 63) as usize);
    if from == to {
        return None;
    }
    let promotion = match (code >> 12) & 7 {
        0 => None,
        1 => Some(Piece::Knight),
        2 => Some(Piece::Bishop),
        3 => Some(Piece::Rook),
        4 => Some(Piece::Queen),
        _ => return None,
    };
    Some(Move {
        from,
        to,
        promotion,
    })
}

/// The packed move as UCI text in king-takes-rook form (needs no position to write).
pub fn packed_move_text(code: u16) -> String {
    unpack_move(code).map_or_else(|| "-".to_string(), |m| m.to_string())
}

#[cfg(test)]
mod record_tests {
    use super::*;

    fn record(w: u64, d: u64, l: u64) -> Record {
        Record {
            wins: w,
            draws: d,
            losses: l,
            ..Record::default()
        }
    }

    #[test]
    fn the_lower_bound_respects_sample_size() {
        // Five games at 70 % rank below 840 games at 57 %; one game proves little.
        assert!(
            record(3, 1, 1).score_lower_bound(1.96) < record(300, 360, 180).score_lower_bound(1.96)
        );
        assert!(record(1, 0, 0).score_lower_bound(1.96) < 0.25);
        assert_eq!(Record::default().score_lower_bound(1.96), 0.0);
        let r = record(30, 40, 30);
        assert!(r.score_lower_bound(1.96) < 0.5 && r.score_upper_bound(1.96) > 0.5);
    }

    #[test]
    fn points_only_games_keep_their_points_and_flip() {
        let t = Tally {
            games: 5,
            points: 7,
            wins: 1,
            draws: 1,
            losses: 0,
            ..Tally::default()
        };
        let r = Record::of(&[t], |_| true);
        assert_eq!((r.points_only_games, r.points_only_points), (3, 4));
        assert_eq!((r.games(), r.points()), (5, 7));
        let f = r.flipped();
        assert_eq!((f.wins, f.losses, f.draws), (0, 1, 1));
        assert_eq!((f.games(), f.points()), (5, 3));
        assert_eq!(f.flipped(), r);
    }
}
