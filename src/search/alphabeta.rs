//! Principal-variation alpha-beta search and quiescence search.

use super::ordering::{NO_MOVE, QuietOrder, is_bad_capture_score};
use super::score::{
    DRAW, INFINITY, MATE_BOUND, MAX_PLY, WIN_BOUND, mate_in, mated_in, relative_to_root,
};
use super::see::see_ge;
use super::tablebase::TbProbe;
use super::threads::DEFER_DEPTH;
use super::{RootMove, Searcher};
use crate::board::{Move, Piece, Position};
use crate::eval::SEE_VALUES;
use crate::tt::Origin;

const CHECK_EVERY: u64 = 2048;
/// Nodes at least this deep try a singular extension of their hash move.
const SINGULAR_DEPTH: i32 = 8;
/// Double extensions allowed on one line from the root.
const DOUBLE_MAX: u8 = 6;
/// Moves a node may leave for last because another thread is searching them.
const DEFERRED_MAX: usize = 16;

impl Searcher {
    /// One pass over the root moves from `pv_index` on; returns the best score in the window.
    pub(super) fn search_root(
        &mut self,
        root: &Position,
        root_moves: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        pv_index: usize,
    ) -> i32 {
        let mut best = -INFINITY;
        let original_alpha = alpha;
        let mut best_move = None;
        self.keys.push(root.key());
        self.frames[0].null_moved = false;
        self.frames[0].static_eval = self.evaluator.evaluate(root);
        for (searched, i) in (pv_index..root_moves.len()).enumerate() {
            let mv = root_moves[i].mv;
            self.report_current_move(root, depth, mv, i + 1);
            let moved = root.board().piece_on(mv.from).expect("legal");
            self.frames[0].moved = Some((moved, mv.to));
            let mut child = root.clone();
            child.play(mv);
            self.nodes += 1;
            let new_depth = depth - 1 + i32::from(child.in_check());
            // A learning penalty lowers the move's score: the child is searched with the window
            // raised by it, and the penalty is taken off what comes back.
            let penalty = root_moves[i].penalty;
            let raw = {
                let (alpha, beta) = (
                    (alpha + penalty).clamp(-INFINITY, INFINITY - 1),
                    (beta + penalty).clamp(-INFINITY + 1, INFINITY),
                );
                if searched == 0 {
                    -self.negamax(&child, new_depth, 1, -beta, -alpha, true)
                } else {
                    let reduction = if depth >= 3
                        && searched >= 3
                        && !root.is_tactical(mv)
                        && !child.in_check()
                    {
                        (self.lmr[depth.min(63) as usize][searched.min(63)] as i32 - 1).max(0)
                    } else {
                        0
                    };
                    let mut s =
                        -self.negamax(&child, new_depth - reduction, 1, -alpha - 1, -alpha, false);
                    if s > alpha && reduction > 0 {
                        s = -self.negamax(&child, new_depth, 1, -alpha - 1, -alpha, false);
                    }
                    if s > alpha && s < beta {
                        s = -self.negamax(&child, new_depth, 1, -beta, -alpha, true);
                    }
                    s
                }
            };
            let score = super::penalised(raw, penalty);
            if self.stopped {
                break;
            }
            let rm = &mut root_moves[i];
            if searched == 0 || score > alpha {
                rm.score = score;
                rm.seldepth = self.seldepth;
                rm.pv.clear();
                rm.pv.push(mv);
                rm.pv
                    .extend(self.pv[1][..self.pv_len[1]].iter().map_while(|m| *m));
                self.complete_pv(root, &mut rm.pv);
            } else {
                rm.score = -INFINITY;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                best_move = Some(mv);
                if score >= beta {
                    break;
                }
                alpha = score;
            }
        }
        self.keys.pop();
        // The first line of MultiPV searches every move; the others, and a root restricted by
        // `searchmoves`, prove nothing about the root.
        if !self.stopped && pv_index == 0 && !self.restricted_root {
            // Penalised scores are not the position's value: keep only the move then.
            let (lower, upper) = if root_moves.iter().any(|r| r.penalty != 0) {
                (-INFINITY, INFINITY)
            } else {
                window(best, original_alpha, beta)
            };
            self.tt.store(
                root.key(),
                0,
                best_move,
                lower,
                upper,
                depth,
                Origin::Search,
            );
        }
        best
    }

    /// Counts a node and checks the limits now and then; false when the search must stop.
    #[inline(always)]
    fn enter_node(&mut self, ply: usize) -> bool {
        // After a stop, the calls still made on the way out (a re-search of a reduced move) are
        // not searched and must not count: `go nodes N` would report more than N.
        if self.stopped {
            return false;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) || self.nodes >= self.node_limit {
            self.check_limits();
        }
        self.seldepth = self.seldepth.max(ply);
        !self.stopped
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        let key = pos.key();
        let n = self.keys.len();
        let reach = (pos.halfmove_clock() as usize).min(n);
        (2..=reach)
            .step_by(2)
            .any(|back| self.keys[n - back] == key)
    }

    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv_node: bool,
    ) -> i32 {
        self.pv_len[ply.min(MAX_PLY)] = 0;
        if depth <= 0 {
            return self.quiescence(pos, ply, alpha, beta);
        }
        if !self.enter_node(ply) {
            return 0;
        }
        let in_check = pos.in_check();

        // Draws by rule, and endgames known drawn whatever is played: exact whatever the window.
        if pos.insufficient_material()
            || self.is_repetition(pos)
            || self.evaluator.is_exact_draw(pos)
        {
            return DRAW;
        }
        if pos.halfmove_clock() >= 100 && (!in_check || pos.has_legal_moves()) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return if in_check {
                DRAW
            } else {
                relative_to_root(self.evaluator.evaluate(pos), ply)
            };
        }
        // Mate-distance pruning: no line from here beats a mate already found nearer the root.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }

        let key = pos.key();
        // A singular-extension search of this node without its hash move: the table's bound
        // and move are about the node with that move, so it reads none and stores none.
        let excluded = self.frames[ply].excluded;
        let entry = if excluded.is_none() {
            self.tt.probe(key, ply)
        } else {
            None
        };
        let tt_move = entry
            .and_then(|e| e.mv)
            .filter(|&m| pos.board().is_legal(m));
        // A node that is or was on a principal variation: its moves are reduced a ply less.
        let tt_pv = pv_node || entry.is_some_and(|e| e.pv);
        // Learned entries may cut even at PV nodes: avoiding a line that went wrong in an earlier
        // game is their whole point. Their window is known to the fuzz's precision, so one that
        // lies inside (alpha, beta) answers with its centre, and one that straddles a bound
        // clamps whatever this search finds. Persisted analysis cuts a PV node only with an exact
        // score, the result of an earlier principal variation: a bound from an earlier
        // null-window search would end this line with a score no line shows, and send a resumed
        // analysis off on another course.
        let mut learned_window = None;
        if let Some(e) = entry
            && (!pv_node
                || e.origin == Origin::Learned
                || (e.origin == Origin::Analysis && e.is_exact()))
            && e.depth as i32 >= depth
        {
            if e.lower >= beta {
                return e.lower;
            }
            if e.upper <= alpha {
                return e.upper;
            }
            if e.is_exact() {
                return e.lower;
            }
            if e.origin == Origin::Learned {
                if alpha < e.lower && e.upper < beta {
                    return (e.lower + e.upper) / 2;
                }
                learned_window = Some((e.lower, e.upper));
            }
        }

        // Syzygy: a settled result returns; otherwise it bounds the score of a PV node.
        let (mut tb_floor, mut tb_ceiling) = (-INFINITY, INFINITY);
        if self.tb.cardinality > 0 && excluded.is_none() {
            match self.tb_probe(pos, depth, ply, alpha, beta, in_check) {
                TbProbe::Cut(score) => return score,
                TbProbe::Floor(score) if pv_node => tb_floor = score,
                TbProbe::Ceiling(score) if pv_node => tb_ceiling = score,
                _ => {}
            }
        }

        // The evaluation, and the evaluation as corrected by what earlier searches found of
        // positions with the same pawns and material (`correction`).
        let (raw_eval, static_eval) = if in_check {
            (-INFINITY, -INFINITY)
        } else {
            let raw = relative_to_root(self.evaluator.evaluate(pos), ply);
            (raw, self.corrected(pos, raw))
        };
        // The TT window may sharpen the static evaluation.
        let eval = match entry {
            Some(e) if !in_check && e.lower > static_eval => e.lower,
            Some(e) if !in_check && e.upper < static_eval => e.upper,
            _ => static_eval,
        };
        self.frames[ply].static_eval = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.frames[ply - 2].static_eval;

        if !pv_node && !in_check && excluded.is_none() {
            // Reverse futility: far above beta with little depth left, a quiet move will not undo it.
            if depth <= self.params.rfp_depth
                && eval - self.params.rfp_margin * (depth - i32::from(improving)) >= beta
                && eval < MATE_BOUND
            {
                return eval;
            }
            // Null move: if passing still fails high, a real move will too.
            if depth >= 3
                && eval >= beta
                && !self.frames[ply - 1].null_moved
                && has_non_pawn_material(pos)
                && let Some(null) = pos.null_move()
            {
                self.prefetch(null.key());
                let p = &self.params;
                let r =
                    p.nmp_base + depth / p.nmp_depth_div + ((eval - beta) / p.nmp_eval_div).min(3);
                self.frames[ply].moved = None;
                self.frames[ply].null_moved = true;
                self.keys.push(key);
                let score = -self.negamax(&null, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
                self.keys.pop();
                self.frames[ply].null_moved = false;
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }
        // Without a hash move this node was not searched before: search it a little less deep.
        if tt_move.is_none() && depth >= 4 && excluded.is_none() {
            depth -= 1;
        }

        // Singular extension: when every other move falls well short of the hash move's stored
        // lower bound (searched at about half depth), the hash move is extended one ply. When
        // another move also reaches beta at that margin, the node has more than one good reply
        // and is cut at once (multi-cut).
        // Plies added to the hash move: 1 when singular, 2 when far below the others outside PV
        // nodes (a few times per line), −1 when not singular but its bound reaches beta anyway.
        let mut tt_extension = 0;
        self.frames[ply].double_extensions = self.frames[ply - 1].double_extensions;
        if let (Some(e), Some(mv)) = (entry, tt_move)
            && depth >= SINGULAR_DEPTH
            && e.depth as i32 >= depth - 3
            && e.lower.abs() < MATE_BOUND
            && ply < 2 * self.root_depth as usize
        {
            let singular_beta = e.lower - self.params.singular_margin * depth;
            self.frames[ply].excluded = Some(mv);
            let score = self.negamax(
                pos,
                depth / 2 - 1,
                ply,
                singular_beta - 1,
                singular_beta,
                false,
            );
            self.frames[ply].excluded = None;
            if self.stopped {
                return 0;
            }
            if score < singular_beta {
                tt_extension = 1;
                if !pv_node
                    && score < singular_beta - self.params.double_margin
                    && self.frames[ply].double_extensions < DOUBLE_MAX
                {
                    tt_extension = 2;
                    self.frames[ply].double_extensions += 1;
                    self.singular.double += 1;
                } else {
                    self.singular.single += 1;
                }
            } else if singular_beta >= beta {
                self.singular.multi_cut += 1;
                return singular_beta;
            } else if e.lower >= beta {
                tt_extension = -1;
                self.singular.negative += 1;
            }
        }

        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        let prev = self.frames[ply - 1].moved;
        let counter = self.history.counter(pos.side_to_move(), prev);
        let context = [prev, ply.checked_sub(2).and_then(|p| self.frames[p].moved)];
        moves.start_main(tt_move, self.history.killers(ply), counter);
        if moves.has_no_moves(pos) {
            self.move_lists[ply] = moves;
            return if in_check { mated_in(ply) } else { DRAW };
        }

        let tt_tactical = tt_move.is_some_and(|m| pos.is_tactical(m));
        let original_alpha = alpha;
        let mut best = tb_floor;
        alpha = alpha.max(tb_floor);
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets_tried = [(NO_MOVE, Piece::Pawn); 64];
        let mut quiet_count = 0;
        let futility_margin =
            eval + self.params.futility_base + self.params.futility_per_depth * depth;
        self.keys.push(key);
        // With helper threads: a node another thread is searching is left for last (see
        // `threads::NodePool`), once.
        let marked = depth >= DEFER_DEPTH && self.mark_busy(key);
        let mut deferred = [(NO_MOVE, 0); DEFERRED_MAX];
        let (mut deferred_len, mut deferred_next) = (0, 0);

        loop {
            let order = QuietOrder {
                history: &self.history,
                context,
            };
            let (mv, order_score, was_deferred) = match moves.pick_main(pos, &order) {
                Some((mv, _)) if Some(mv) == excluded => continue,
                Some((mv, order_score)) => (mv, order_score, false),
                None if deferred_next < deferred_len => {
                    deferred_next += 1;
                    self.resumed += 1;
                    let (mv, order_score) = deferred[deferred_next - 1];
                    (mv, order_score, true)
                }
                None => break,
            };
            let tactical = pos.is_tactical(mv);
            if best > -MATE_BOUND && !in_check && has_non_pawn_material(pos) {
                if !tactical {
                    // Late-move pruning: at low depth, late quiet moves rarely matter.
                    let late = self.params.lmp_base + depth * depth / if improving { 1 } else { 2 };
                    // Both rules only tighten as the node goes on (`searched` and `alpha` only
                    // grow), so once one prunes a quiet move it prunes every quiet move after
                    // it: they are dropped from the list rather than picked one by one.
                    if !pv_node
                        && ((depth <= self.params.lmp_depth && searched as i32 >= late)
                            || (depth <= self.params.futility_depth
                                && futility_margin <= alpha
                                && searched > 0))
                    {
                        moves.drop_quiets();
                        continue;
                    }
                    if depth <= 6 && !see_ge(pos, mv, -self.params.see_quiet * depth) {
                        continue;
                    }
                } else if depth <= 6
                    && is_bad_capture_score(order_score)
                    && !see_ge(pos, mv, -self.params.see_capture * depth)
                {
                    continue;
                }
            }

            let moved = pos.board().piece_on(mv.from).expect("legal");
            let mut child = pos.clone();
            child.play_then(mv, |key| self.prefetch(key));
            if !was_deferred
                && searched > 0
                && depth > DEFER_DEPTH
                && deferred_len < DEFERRED_MAX
                && self.is_busy(child.key())
            {
                deferred[deferred_len] = (mv, order_score);
                deferred_len += 1;
                self.deferrals += 1;
                continue;
            }
            self.frames[ply].moved = Some((moved, mv.to));
            let gives_check = child.in_check();
            let extension = if Some(mv) == tt_move && tt_extension != 0 {
                tt_extension
            } else {
                i32::from(gives_check && ply < 2 * self.root_depth as usize)
            };
            let new_depth = depth - 1 + extension;

            let score = if searched == 0 {
                -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, pv_node)
            } else {
                let mut reduction = 0;
                if depth >= 3
                    && searched > usize::from(pv_node)
                    && (!tactical || is_bad_capture_score(order_score))
                {
                    reduction = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
                    reduction += i32::from(!improving);
                    // The hash move captures: quiet moves are less likely to matter here.
                    reduction += i32::from(!tactical && tt_tactical);
                    reduction -= i32::from(pv_node);
                    reduction -= i32::from(tt_pv && !pv_node);
                    reduction -= i32::from(gives_check);
                    if !tactical {
                        reduction -= (order_score / self.params.lmr_history_div).clamp(-2, 2);
                    }
                    reduction = reduction.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(
                    &child,
                    new_depth - reduction,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    false,
                );
                if s > alpha && reduction > 0 {
                    s = -self.negamax(&child, new_depth, ply + 1, -alpha - 1, -alpha, false);
                }
                if s > alpha && s < beta && pv_node {
                    s = -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            searched += 1;
            if self.stopped {
                if marked {
                    self.unmark_busy(key);
                }
                self.keys.pop();
                self.move_lists[ply] = moves;
                return 0;
            }

            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        if !tactical {
                            self.history.quiet_cutoff(
                                pos.side_to_move(),
                                ply,
                                depth,
                                (mv, moved),
                                &quiets_tried[..quiet_count],
                                context,
                            );
                        }
                        break;
                    }
                }
            }
            if !tactical && quiet_count < quiets_tried.len() {
                quiets_tried[quiet_count] = (mv, moved);
                quiet_count += 1;
            }
        }
        if marked {
            self.unmark_busy(key);
        }
        self.keys.pop();
        self.move_lists[ply] = moves;

        if searched == 0 && excluded.is_some() {
            // Only the left-out move (or nothing worth searching) was there: it is singular.
            return alpha;
        }
        if searched == 0 {
            // Every move was pruned: only possible outside check with moves left, so the node is
            // worth about its evaluation.
            return alpha.max(eval.min(beta));
        }
        best = best.min(tb_ceiling);
        if let Some((lower, upper)) = learned_window {
            return best.clamp(lower, upper);
        }
        if excluded.is_some() {
            return best;
        }
        let (lower, upper) = window(best, original_alpha, beta);
        if !in_check
            && best_move.is_none_or(|m| !pos.is_tactical(m))
            && best.abs() < WIN_BOUND
            && raw_eval.abs() < WIN_BOUND
            && !(lower == best && upper > best && best <= static_eval)
            && !(upper == best && lower < best && best >= static_eval)
        {
            self.correction.update(pos, depth, raw_eval, best);
        }
        self.tt.store_marked(
            key,
            ply,
            best_move,
            lower,
            upper,
            depth,
            Origin::Search,
            tt_pv,
        );
        if depth >= self.persist.from_depth {
            self.persist_node(
                pos,
                ply,
                best_move,
                (lower, upper),
                depth,
                super::analysis::DrawScore::MayBePath,
            );
        }
        best
    }

    pub(super) fn quiescence(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if !self.enter_node(ply) {
            return 0;
        }
        if pos.insufficient_material() {
            return DRAW;
        }
        let in_check = pos.in_check();
        if ply >= MAX_PLY - 1 {
            return if in_check {
                DRAW
            } else {
                relative_to_root(self.evaluator.evaluate(pos), ply)
            };
        }

        let key = pos.key();
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry {
            if e.lower >= beta {
                return e.lower;
            }
            if e.upper <= alpha {
                return e.upper;
            }
            if e.origin == Origin::Learned && alpha < e.lower && e.upper < beta {
                return (e.lower + e.upper) / 2;
            }
        }

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let stand_pat = if in_check {
            -INFINITY
        } else {
            let raw = relative_to_root(self.evaluator.evaluate(pos), ply);
            self.corrected(pos, raw)
        };
        if !in_check {
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }

        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.generate_tactical(pos);
        if in_check && moves.is_empty() {
            self.move_lists[ply] = moves;
            return mated_in(ply);
        }
        moves.score_tactical(pos);
        let mut best_move = None;
        while let Some((mv, order_score)) = moves.pick_tactical(pos) {
            if !in_check {
                if is_bad_capture_score(order_score) {
                    // Losing captures come last: nothing useful remains.
                    break;
                }
                // Delta pruning: even winning the victim cleanly would not reach alpha, unless
                // the capture checks (the way to a mate after a sacrifice).
                let gain = pos.captured_piece(mv).map_or(0, |p| SEE_VALUES[p as usize]);
                if mv.promotion.is_none()
                    && stand_pat + gain + self.params.delta_margin <= alpha
                    && !pos.gives_check(mv)
                {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_then(mv, |key| self.prefetch(key));
            let score = -self.quiescence(&child, ply + 1, -beta, -alpha);
            if self.stopped {
                self.move_lists[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let (lower, upper) = window(best, original_alpha, beta);
        self.tt
            .store(key, ply, best_move, lower, upper, 0, Origin::Search);
        best
    }

    /// `raw`, the evaluation of `pos`, with the correction table's offset; known wins and losses
    /// (endgame modules, mates) are left as they are.
    #[inline]
    fn corrected(&self, pos: &Position, raw: i32) -> i32 {
        if raw.abs() >= WIN_BOUND {
            raw
        } else {
            (raw + self.correction.of(pos)).clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
        }
    }

    /// Starts loading the hash-table bucket and evaluation-cache slot of a position about to be
    /// searched: both are read early in every node.
    #[inline(always)]
    fn prefetch(&self, key: u64) {
        self.tt.prefetch(key);
        self.evaluator.prefetch(key);
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        if ply >= MAX_PLY {
            return;
        }
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        self.pv[ply][0] = Some(mv);
        for i in 0..child_len.min(MAX_PLY - 1) {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len + 1;
    }
}

/// The score window a search result proves: a fail-high is a lower bound, a fail-low an upper
/// bound, anything inside the window exact.
fn window(best: i32, alpha: i32, beta: i32) -> (i32, i32) {
    if best >= beta {
        (best, INFINITY)
    } else if best <= alpha {
        (-INFINITY, best)
    } else {
        (best, best)
    }
}

fn has_non_pawn_material(pos: &Position) -> bool {
    let b = pos.board();
    let us = b.colors(b.side_to_move());
    !(us & !(b.pieces(Piece::Pawn) | b.pieces(Piece::King))).is_empty()
}
