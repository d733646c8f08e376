//! How well each material configuration alone predicts game results, Texel style: the mean squared
//! error between the result (1, ½, 0 for White) and `1 / (1 + 10^(−K·eval/400))`, with K fitted
//! per configuration. Lower is better. Used to choose the defaults (trade-down bonus off).
//!
//! `cargo run --release --example material_fit [PATH]`; PATH defaults to the shared tuning set.

use slate::board::{Color, Position};
use slate::material::{MaterialConfig, MaterialCounts, MaterialEntry, PieceValueSet};
use std::collections::HashMap;

const DEFAULT_PATH: &str = "../shared/data/tuning/labeled_quiet_positions.epd";

fn result_of(line: &str) -> Option<f64> {
    let label = line.split("c9").nth(1)?;
    if label.contains("1/2-1/2") {
        Some(0.5)
    } else if label.contains("1-0") {
        Some(1.0)
    } else if label.contains("0-1") {
        Some(0.0)
    } else {
        None
    }
}

fn main() -> anyhow::Result<()> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| DEFAULT_PATH.into());
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {path} not found (shared tuning data absent)");
        return Ok(());
    };
    // Identical constellations with their summed results: the error only depends on material.
    let mut groups: HashMap<MaterialCounts, (f64, f64, u32)> = HashMap::new();
    let mut total = 0u32;
    for line in text.lines() {
        let fen: Vec<&str> = line.split_whitespace().take(4).collect();
        let (Some(result), Ok(pos)) = (result_of(line), Position::from_fen(&fen.join(" "))) else {
            continue;
        };
        let g = groups
            .entry(MaterialCounts::from_board(pos.board()))
            .or_default();
        g.0 += result;
        g.1 += result * result;
        g.2 += 1;
        total += 1;
    }
    println!(
        "{total} positions, {} material constellations",
        groups.len()
    );
    let mut rows = Vec::new();
    for values in PieceValueSet::ALL {
        for imbalance in [false, true] {
            for trade_down in [false, true] {
                let config = MaterialConfig {
                    values,
                    imbalance,
                    trade_down,
                    ..MaterialConfig::default()
                };
                let evals: Vec<(f64, (f64, f64, u32))> = groups
                    .iter()
                    .map(|(counts, &g)| {
                        let e = MaterialEntry::compute(&config, counts);
                        (f64::from(e.scale_eval(e.value(Color::White))), g)
                    })
                    .collect();
                let error = |k: f64| {
                    let mut sum = 0.0;
                    for &(eval, (r, r2, n)) in &evals {
                        let p = 1.0 / (1.0 + 10f64.powf(-k * eval / 400.0));
                        // Σ (r_i − p)² over the group = Σr² − 2pΣr + n·p².
                        sum += r2 - 2.0 * p * r + f64::from(n) * p * p;
                    }
                    sum / f64::from(total)
                };
                let (k, mse) = (1..=300)
                    .map(|i| f64::from(i) * 0.01)
                    .map(|k| (k, error(k)))
                    .fold(
                        (0.0, f64::INFINITY),
                        |best, x| if x.1 < best.1 { x } else { best },
                    );
                rows.push((mse, k, config));
            }
        }
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    println!("{:>10} {:>5}  values    imbalance trade-down", "MSE", "K");
    for (mse, k, c) in rows {
        println!(
            "{mse:10.6} {k:5.2}  {:<9} {:<9} {}",
            c.values.name(),
            c.imbalance,
            c.trade_down
        );
    }
    Ok(())
}
