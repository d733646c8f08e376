//! Syzygy tablebases in the search.
//!
//! * **At the root** every move is ranked by the tables: by DTZ when the root's DTZ table is
//!   there, by the WDL value of the position after the move otherwise. With MultiPV 1 only the
//!   moves of the best rank are searched. Wins that reach a capture or pawn move (zeroing the
//!   50-move counter) in time share the top rank, so the evaluation chooses among them; as the
//!   counter grows fewer moves stay safe, until only the fastest way to the next zeroing move is
//!   left. So a won tablebase position is converted within the 50-move rule. A position repeated
//!   since the last zeroing move leaves only the fastest moves at once (no shuffling into a
//!   third repetition). Losing moves rank by how far they put off the next zeroing move.
//! * **In the tree** positions right after a capture or pawn move (halfmove clock 0) with at
//!   most `SyzygyProbeLimit` men are probed (those with exactly the limit only from
//!   `SyzygyProbeDepth` on); the result goes into the transposition table as an
//!   [`Origin::Tablebase`] entry: a win is a lower bound, a loss an upper bound, a draw exact.
//!   When the root itself was ranked by DTZ the tree is not probed: the root ranking already
//!   decides.
//!
//! Tablebase wins score [`TB_WIN`] less the distance in plies from the root: above every
//! evaluation, below every mate.

use super::score::{DRAW, INFINITY, MAX_PLY, is_mate};
use super::{RootMove, Searcher};
use crate::board::{Move, Position};
use crate::syzygy::{Tablebases, Wdl};
use crate::tt::Origin;
use std::sync::Arc;

/// The score of a tablebase win at the root.
pub const TB_WIN: i32 = 20_000;

/// The tablebase options (UCI `SyzygyPath`, `SyzygyProbeDepth`, `SyzygyProbeLimit`,
/// `Syzygy50MoveRule`).
#[derive(Clone, Debug)]
pub struct SyzygySettings {
    /// The loaded tables; `None` turns tablebases off.
    pub tables: Option<Arc<Tablebases>>,
    /// Positions with exactly `probe_limit` men are probed only this deep or deeper (1…100).
    pub probe_depth: i32,
    /// Positions with more men are never probed (0…7; 0 is off).
    pub probe_limit: u32,
    /// Count cursed wins and blessed losses as draws, as the 50-move rule makes them.
    pub rule50: bool,
}

impl Default for SyzygySettings {
    fn default() -> Self {
        Self {
            tables: None,
            probe_depth: 1,
            probe_limit: 7,
            rule50: true,
        }
    }
}

/// The searcher's tablebase state: settings, and what one search decided.
#[derive(Default)]
pub(super) struct TbState {
    pub settings: SyzygySettings,
    /// Positions with more men are not probed in the tree (0: no probes).
    pub cardinality: u32,
    pub probe_depth: i32,
    /// Successful probes in this search (UCI `tbhits`).
    pub hits: u64,
    /// The root's tablebase score when its moves were filtered by the tables.
    pub root_score: Option<i32>,
}

/// What a probe in the tree found.
pub(super) enum TbProbe {
    /// Nothing (not probed, or no table).
    None,
    /// The result settles the node: return this score.
    Cut(i32),
    /// The score is at least this (a win that did not reach beta).
    Floor(i32),
    /// The score is at most this (a loss above alpha).
    Ceiling(i32),
}

/// Rank of a root move: higher is better; moves of the best rank are searched.
fn dtz_rank(wdl: Wdl, dtz: i32, clock: i32, repeated: bool) -> i32 {
    let distance = dtz.abs();
    match wdl {
        // The next zeroing move comes early enough, with a ply to spare for Syzygy's rounding.
        Wdl::Win if distance + clock < 100 && !repeated => 1000,
        // Otherwise the nearer the zeroing move, the better.
        Wdl::Win => 999 - distance.min(98),
        Wdl::CursedWin => 500 - distance.min(399),
        Wdl::Draw => 0,
        Wdl::BlessedLoss => -500 + distance.min(399),
        // Put the loss off as long as possible: the opponent may not find the way.
        Wdl::Loss => -1000 + distance.min(99),
    }
}

fn wdl_rank(wdl: Wdl) -> i32 {
    match wdl {
        Wdl::Win => 1000,
        Wdl::CursedWin => 500,
        Wdl::Draw => 0,
        Wdl::BlessedLoss => -500,
        Wdl::Loss => -1000,
    }
}

/// Without the 50-move rule cursed wins are wins and blessed losses losses.
fn under_rule(wdl: Wdl, rule50: bool) -> Wdl {
    match wdl {
        Wdl::CursedWin if !rule50 => Wdl::Win,
        Wdl::BlessedLoss if !rule50 => Wdl::Loss,
        w => w,
    }
}

/// The score shown for a root of value `wdl` whose next zeroing move is `distance` plies away.
fn root_score(wdl: Wdl, distance: i32) -> i32 {
    let distance = distance.clamp(0, MAX_PLY as i32);
    match wdl {
        Wdl::Win => TB_WIN - distance,
        Wdl::CursedWin => 1,
        Wdl::Draw => DRAW,
        Wdl::BlessedLoss => -1,
        Wdl::Loss => -TB_WIN + distance,
    }
}

impl Searcher {
    /// Sets the tablebases and their options; takes effect from the next search.
    pub fn set_syzygy(&mut self, settings: SyzygySettings) {
        self.tb.settings = settings;
    }

    /// The tablebase options in force.
    pub fn syzygy(&self) -> &SyzygySettings {
        &self.tb.settings
    }

    /// Successful tablebase probes of the last search.
    pub fn tb_hits(&self) -> u64 {
        self.tb.hits
    }

    /// At the start of a search: ranks the root moves by the tables, keeps the best (MultiPV 1)
    /// and decides whether the tree is probed.
    pub(super) fn tb_prepare(&mut self, root: &Position, root_moves: &mut Vec<RootMove>) {
        self.tb.hits = 0;
        self.tb.root_score = None;
        self.tb.cardinality = 0;
        let Some(tables) = self.tb.settings.tables.clone() else {
            return;
        };
        let max_men = tables.max_men();
        let limit = self.tb.settings.probe_limit;
        self.tb.cardinality = limit.min(max_men);
        // With the limit above the largest tables every covered position is probed.
        self.tb.probe_depth = if limit > max_men {
            0
        } else {
            self.tb.settings.probe_depth
        };
        let men = root.board().occupied().len();
        if self.tb.cardinality == 0 || men > self.tb.cardinality {
            return;
        }
        let rule50 = self.tb.settings.rule50;
        let clock = i32::from(root.halfmove_clock());
        let (ranked, by_dtz) = match tables.probe_root(root.board()) {
            Some(result) => {
                let repeated = self.repeated_since_zeroing(root);
                let ranked: Vec<(Move, i32, i32)> = result
                    .moves
                    .iter()
                    .map(|m| {
                        let wdl = under_rule(m.wdl, rule50);
                        let score = root_score(wdl, m.dtz.abs());
                        (m.mv, dtz_rank(wdl, m.dtz, clock, repeated), score)
                    })
                    .collect();
                (ranked, true)
            }
            None => match self.rank_by_wdl(&tables, root, rule50) {
                Some(ranked) => (ranked, false),
                None => return,
            },
        };
        self.tb.hits += ranked.len() as u64;
        let rank_of = |mv: Move| ranked.iter().find(|r| r.0 == mv).map(|r| (r.1, r.2));
        let Some((best_rank, best_score)) = root_moves
            .iter()
            .filter_map(|rm| rank_of(rm.mv))
            .max_by_key(|r| r.0)
        else {
            return;
        };
        if self.options.multipv == 1 {
            root_moves.retain(|rm| rank_of(rm.mv).is_some_and(|r| r.0 == best_rank));
            self.tb.root_score = Some(best_score);
        }
        // The root ranking decides; without DTZ, probing the tree still helps a won root find
        // its way (a drawn or lost one has nothing to gain).
        if by_dtz || best_rank <= 0 {
            self.tb.cardinality = 0;
        }
    }

    /// Ranks the root moves by the WDL value after each: (move, rank, score).
    fn rank_by_wdl(
        &self,
        tables: &Tablebases,
        root: &Position,
        rule50: bool,
    ) -> Option<Vec<(Move, i32, i32)>> {
        let mut ranked = Vec::new();
        for mv in root.legal_moves() {
            let mut child = root.clone();
            child.play(mv);
            let wdl = if !child.has_legal_moves() {
                if child.in_check() {
                    Wdl::Win
                } else {
                    Wdl::Draw
                }
            } else {
                tables.probe_wdl(child.board())?.negate()
            };
            let wdl = under_rule(wdl, rule50);
            ranked.push((mv, wdl_rank(wdl), root_score(wdl, 0)));
        }
        Some(ranked)
    }

    /// Has a position since the last capture or pawn move (the root included) occurred twice?
    fn repeated_since_zeroing(&self, root: &Position) -> bool {
        let n = self.keys.len();
        let reach = (root.halfmove_clock() as usize).min(n);
        let recent = &self.keys[n - reach..];
        recent
            .iter()
            .enumerate()
            .any(|(i, k)| *k == root.key() || recent[i + 1..].contains(k))
    }

    /// The score to show for the root: the tablebase score when the tables chose the moves and
    /// the search found no mate.
    pub(super) fn tb_display_score(&self, score: i32) -> i32 {
        match self.tb.root_score {
            Some(tb) if !is_mate(score) => tb,
            _ => score,
        }
    }

    /// Probes a node of the tree (not the root). `alpha` and `beta` are the node's window.
    #[inline]
    pub(super) fn tb_probe(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        in_check: bool,
    ) -> TbProbe {
        let men = pos.board().occupied().len();
        if men > self.tb.cardinality
            || (men == self.tb.cardinality && depth < self.tb.probe_depth)
            || pos.halfmove_clock() != 0
        {
            return TbProbe::None;
        }
        // A mate is worth more than a tablebase loss: let the search score it.
        if in_check && !pos.has_legal_moves() {
            return TbProbe::None;
        }
        let Some(wdl) = self
            .tb
            .settings
            .tables
            .as_ref()
            .and_then(|t| t.probe_wdl(pos.board()))
        else {
            return TbProbe::None;
        };
        self.tb.hits += 1;
        let wdl = under_rule(wdl, self.tb.settings.rule50);
        let (value, lower, upper) = match wdl {
            Wdl::Win => {
                let v = TB_WIN - ply as i32;
                (v, v, INFINITY)
            }
            Wdl::Loss => {
                let v = -TB_WIN + ply as i32;
                (v, -INFINITY, v)
            }
            // Draws, with a nudge towards the side that would win without the 50-move rule.
            w => {
                let v = DRAW + 2 * w.value();
                (v, v, v)
            }
        };
        if lower == upper || lower >= beta || upper <= alpha {
            let depth = (depth + 6).min(MAX_PLY as i32 - 1);
            self.tt
                .store(pos.key(), ply, None, lower, upper, depth, Origin::Tablebase);
            return TbProbe::Cut(value);
        }
        if lower > -INFINITY {
            TbProbe::Floor(lower)
        } else {
            TbProbe::Ceiling(upper)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Limits, SearchControl, SearchOptions};
    use crate::syzygy::tests::shared_tables;

    fn searcher_with_tables() -> Option<Searcher> {
        let tables = shared_tables()?;
        let mut s = Searcher::new(16).unwrap();
        s.set_syzygy(SyzygySettings {
            tables: Some(tables),
            ..SyzygySettings::default()
        });
        Some(s)
    }

    fn search_nodes(s: &mut Searcher, fen: &str, nodes: u64) -> crate::search::SearchResult {
        let pos = Position::from_fen(fen).unwrap();
        s.search(
            &pos,
            &[],
            Limits {
                nodes: Some(nodes),
                ..Limits::default()
            },
            SearchOptions {
                report: false,
                ..SearchOptions::default()
            },
            Arc::new(SearchControl::default()),
        )
    }

    #[test]
    fn ranks_order_wins_draws_and_losses() {
        assert!(dtz_rank(Wdl::Win, 10, 0, false) > dtz_rank(Wdl::Win, 10, 95, false));
        assert_eq!(
            dtz_rank(Wdl::Win, 10, 0, false),
            dtz_rank(Wdl::Win, 40, 0, false)
        );
        assert!(dtz_rank(Wdl::Win, 10, 0, true) > dtz_rank(Wdl::Win, 40, 0, true));
        assert!(dtz_rank(Wdl::Win, 99, 1, false) > dtz_rank(Wdl::CursedWin, 3, 0, false));
        assert!(dtz_rank(Wdl::CursedWin, 300, 0, false) > dtz_rank(Wdl::Draw, 0, 0, false));
        assert!(dtz_rank(Wdl::Draw, 0, 0, false) > dtz_rank(Wdl::BlessedLoss, -3, 0, false));
        assert!(dtz_rank(Wdl::BlessedLoss, -3, 0, false) > dtz_rank(Wdl::Loss, -99, 0, false));
        assert!(dtz_rank(Wdl::Loss, -30, 0, false) > dtz_rank(Wdl::Loss, -3, 0, false));
    }

    /// In won positions only winning moves are searched, and the move played wins.
    #[test]
    fn root_filtering_keeps_only_winning_moves() {
        let Some(mut s) = searcher_with_tables() else {
            return;
        };
        let tables = s.syzygy().tables.clone().unwrap();
        let mut won = 0;
        for fen in [
            // KRvKB: the rook wins only by keeping the pieces safe.
            "8/8/8/8/8/2k5/1b6/K3R3 w - - 0 1",
            // KQvKR.
            "8/8/8/3k4/8/8/2r5/K5Q1 w - - 0 1",
            // KBNvKR (DTZ table), KRPvKR (WDL only: ranked after each move).
            "8/8/8/4k3/8/8/1r6/KBN5 w - - 0 1",
            "8/8/8/7R/r7/k4P2/2K5/8 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let Some(Wdl::Win) = tables.probe_wdl(pos.board()) else {
                continue;
            };
            let mut root_moves: Vec<RootMove> =
                pos.legal_moves().into_iter().map(RootMove::new).collect();
            let all = root_moves.len();
            s.options.multipv = 1;
            s.tb_prepare(&pos, &mut root_moves);
            assert!(!root_moves.is_empty() && root_moves.len() < all, "{fen}");
            for rm in &root_moves {
                let mut child = pos.clone();
                child.play(rm.mv);
                let after = tables.probe_wdl(child.board()).map(Wdl::negate);
                assert!(
                    after == Some(Wdl::Win) || !child.has_legal_moves(),
                    "{fen}: {:?} gives {after:?}",
                    rm.mv
                );
            }
            assert!(s.tb.root_score.unwrap() > TB_WIN - 200, "{fen}");
            let result = search_nodes(&mut s, fen, 20_000);
            let mut child = pos.clone();
            child.play(result.best.unwrap());
            assert_eq!(
                tables.probe_wdl(child.board()).map(Wdl::negate),
                Some(Wdl::Win),
                "{fen}"
            );
            assert!(s.tb_hits() > 0);
            won += 1;
        }
        assert!(won >= 3, "only {won} won positions");
    }

    /// Won, but the 50-move counter is high: only the moves that zero it in time stay.
    #[test]
    fn a_high_halfmove_clock_leaves_only_the_fastest_moves() {
        let Some(mut s) = searcher_with_tables() else {
            return;
        };
        let tables = s.syzygy().tables.clone().unwrap();
        let fen = "8/8/8/8/B7/N7/K2k4/8 w - - 0 1";
        let fresh = Position::from_fen(fen).unwrap();
        let Some(root) = tables.probe_root(fresh.board()) else {
            return;
        };
        let fastest = root.moves.iter().filter(|m| m.dtz > 0).map(|m| m.dtz).min();
        let Some(fastest) = fastest else {
            return;
        };
        let clock = 99 - fastest;
        let late_fen = format!("8/8/8/8/B7/N7/K2k4/8 w - - {clock} 1");
        let late = Position::from_fen(&late_fen).unwrap();
        let mut root_moves: Vec<RootMove> =
            late.legal_moves().into_iter().map(RootMove::new).collect();
        s.options.multipv = 1;
        s.tb_prepare(&late, &mut root_moves);
        let kept: Vec<Move> = root_moves.iter().map(|r| r.mv).collect();
        let expected: Vec<Move> = root
            .moves
            .iter()
            .filter(|m| m.dtz == fastest)
            .map(|m| m.mv)
            .collect();
        assert!(!kept.is_empty());
        assert!(kept.iter().all(|m| expected.contains(m)), "{kept:?}");
    }

    /// Probes in the tree: a position that captures into a table gets its result, stored as a
    /// tablebase entry; the same options give the same search.
    #[test]
    fn the_tree_is_probed_and_stays_deterministic() {
        let Some(mut s) = searcher_with_tables() else {
            return;
        };
        // Six men: the root is not in the tables, Rxc4 leads into KRPvKR.
        let fen = "7r/8/4k3/8/2n5/8/1PR5/1K6 w - - 0 1";
        let first = search_nodes(&mut s, fen, 30_000);
        assert!(s.tb_hits() > 0, "no tablebase hits");
        s.clear();
        let second = search_nodes(&mut s, fen, 30_000);
        assert_eq!(
            (first.best, first.score, first.nodes),
            (second.best, second.score, second.nodes)
        );
        // Tablebase entries are in the table for positions one or two plies from the root.
        let pos = Position::from_fen(fen).unwrap();
        let is_tb = |p: &Position, ply| {
            s.tt.probe(p.key(), ply)
                .is_some_and(|e| e.origin == Origin::Tablebase)
        };
        let stored = pos.legal_moves().into_iter().any(|mv| {
            let mut child = pos.clone();
            child.play(mv);
            is_tb(&child, 1)
                || child.legal_moves().into_iter().any(|reply| {
                    let mut grandchild = child.clone();
                    grandchild.play(reply);
                    is_tb(&grandchild, 2)
                })
        });
        assert!(stored, "no Origin::Tablebase entry after a capture");
    }
}
