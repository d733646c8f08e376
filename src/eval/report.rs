//! `slate eval` and UCI `eval`: every term group per side, middlegame and endgame.

use super::Position;
use super::trace::material_features;
use super::{Evaluator, Group, MAX_PHASE, params};
use crate::material::{MaterialCounts, Score};
use slate_board::Color;
use std::fmt::Write;

fn row(out: &mut String, name: &str, w: Score, b: Score) {
    let t = w - b;
    let _ = writeln!(
        out,
        "{name:<16} {:>6} {:>6}   {:>6} {:>6}   {:>6} {:>6}",
        w.mg, w.eg, b.mg, b.eg, t.mg, t.eg
    );
}

/// A row with only a total (terms not kept per side).
fn total_row(out: &mut String, name: &str, t: Score, note: &str) {
    let _ = writeln!(
        out,
        "{name:<16} {:>13}   {:>13}   {:>6} {:>6}{note}",
        "", "", t.mg, t.eg
    );
}

/// The evaluation of `pos` term by term (White's view for the totals).
pub fn describe(ev: &mut Evaluator, pos: &Position) -> String {
    let e = ev.breakdown(pos);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<16} {:>13}   {:>13}   {:>13}",
        "term", "White mg  eg", "Black mg  eg", "total mg  eg"
    );
    // Material per side from the tuned features; the entry's total adds the trade-down bonus
    // (and reflects the selected piece-value set).
    let counts = MaterialCounts::from_board(pos.board());
    let mut side = [Score::ZERO; 2];
    for c in Color::ALL {
        material_features(counts.side(c), |p, n| {
            side[c as usize] += params::weight(p) * n;
        });
    }
    row(&mut out, "material", side[0], side[1]);
    let rest = e.material.score() - (side[0] - side[1]);
    total_row(
        &mut out,
        "material other",
        rest,
        "   (trade-down, value set)",
    );
    for g in Group::ALL {
        let [w, b] = e.terms.0[g as usize];
        row(&mut out, g.name(), w, b);
    }
    let total = e.material.score() + e.terms.total();
    total_row(&mut out, "sum", total, "");
    let m = e.material;
    let _ = writeln!(out, "phase            {} of {MAX_PHASE}", m.phase());
    let _ = writeln!(out, "tapered          {}", e.unscaled);
    let _ = writeln!(out, "residual net     {}", e.residual);
    let _ = writeln!(
        out,
        "scale            white {}/64, black {}/64; endgame {:?}",
        m.scale(Color::White).get(),
        m.scale(Color::Black).get(),
        m.endgame()
    );
    #[allow(unused_mut)]
    let mut white = e.white;
    // A network build evaluates with the network: the terms above are the hand-written
    // evaluation's, shown for comparison.
    #[cfg(feature = "network")]
    {
        let _ = writeln!(
            out,
            "hand-written     {white} (White's view; this build evaluates with the network)"
        );
        white = ev.evaluate_white(pos);
        let _ = writeln!(
            out,
            "network          {white} (material entry + network, the entry's scaling)"
        );
    }
    let stm = match pos.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    };
    let _ = writeln!(
        out,
        "final            {white} (White's view), {stm} for the side to move"
    );
    out
}
