//! Fits the residual net (`crate::eval::residual`) to labelled positions, with the linear
//! evaluation held fixed: each position's prediction is `sigmoid(K · scale(linear + r))`, where
//! `r = 100 · w2 · (a(x_white) − a(x_black))` and `a(x) = clamp(W1 · x + b1, 0, 1)`, and K is the
//! one that fits the linear evaluation alone best. Adam on mini-batches, summed in fixed chunks so
//! the result does not depend on the thread count; the epoch with the lowest validation error is
//! kept and quantised.

use super::{SplitMix, parse_line, sigmoid};
use crate::eval::params::WEIGHTS;
use crate::eval::residual::{self, HIDDEN, INPUTS, MAX_B1, MAX_W1, Net, QA, QO};
use crate::eval::trace::trace;
use anyhow::Context;
use rayon::prelude::*;
use std::path::Path;

const LN10_400: f64 = std::f64::consts::LN_10 / 400.0;
/// The output layer works in pawns, so that its weights move at the pace of the first layer's.
const OUT_CP: f32 = 100.0;

/// The positions in a compact form: each one's inputs from both sides, its linear evaluation,
/// scale factors and label.
#[derive(Default)]
pub struct ResidualData {
    inputs: Vec<u16>,
    /// Per position: first input, White's count, Black's count.
    spans: Vec<(u32, u8, u8)>,
    linear: Vec<f32>,
    scale: Vec<[f32; 2]>,
    result: Vec<f32>,
}

impl ResidualData {
    /// Positions and labels, the linear evaluation taken from the compiled-in weights.
    pub fn from_samples(samples: &[(crate::board::Position, f64)]) -> Self {
        let mut d = Self::default();
        for (pos, result) in samples {
            let t = trace(pos);
            let start = d.inputs.len() as u32;
            let mut counts = [0u8; 2];
            for (i, view) in crate::board::Color::ALL.into_iter().enumerate() {
                residual::for_each_input(pos.board(), view, |x| {
                    d.inputs.push(x as u16);
                    counts[i] += 1;
                });
            }
            d.spans.push((start, counts[0], counts[1]));
            d.linear.push(t.linear(&WEIGHTS) as f32);
            d.scale.push(t.scale.map(|s| f32::from(s) / 64.0));
            d.result.push(*result as f32);
        }
        d
    }

    /// Reads an EPD file of labelled positions (as `slate tune` does; lines an endgame module
    /// scores are skipped). Returns the data and how many lines were skipped.
    pub fn load(path: &Path, limit: Option<usize>) -> anyhow::Result<(Self, usize)> {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let mut lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        if let Some(n) = limit {
            lines.truncate(n);
        }
        let parts: Vec<(Self, usize)> = lines
            .par_chunks(8192)
            .map(|chunk| {
                let samples: Vec<_> = chunk.iter().filter_map(|l| parse_line(l)).collect();
                let skipped = chunk.len() - samples.len();
                (Self::from_samples(&samples), skipped)
            })
            .collect();
        let mut all = Self::default();
        let mut skipped = 0;
        for (part, s) in parts {
            let offset = all.inputs.len() as u32;
            all.inputs.extend(part.inputs);
            all.spans
                .extend(part.spans.into_iter().map(|(s, w, b)| (s + offset, w, b)));
            all.linear.extend(part.linear);
            all.scale.extend(part.scale);
            all.result.extend(part.result);
            skipped += s;
        }
        Ok((all, skipped))
    }

    pub fn len(&self) -> usize {
        self.result.len()
    }

    pub fn is_empty(&self) -> bool {
        self.result.is_empty()
    }

    fn sides(&self, i: usize) -> [&[u16]; 2] {
        let (start, w, b) = self.spans[i];
        let start = start as usize;
        let mid = start + usize::from(w);
        [
            &self.inputs[start..mid],
            &self.inputs[mid..mid + usize::from(b)],
        ]
    }

    /// The evaluation of position `i` with correction `r` (scaled, centipawns), and the scale.
    fn eval(&self, i: usize, r: f32) -> (f64, f64) {
        let e = self.linear[i] + r;
        let s = if e > 0.0 {
            self.scale[i][0]
        } else {
            self.scale[i][1]
        };
        (f64::from(e * s), f64::from(s))
    }
}

/// The net in floats while it is fitted.
#[derive(Clone)]
pub struct FloatNet {
    w1: Vec<f32>,
    b1: [f32; HIDDEN],
    /// Pawns per unit of activation.
    w2: [f32; HIDDEN],
}

impl FloatNet {
    fn new(seed: u64) -> Self {
        let mut rng = SplitMix(seed ^ 0x005e_ed0f_2e51_d0a1);
        let mut uniform = |range: f32| {
            let u = (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32;
            (2.0 * u - 1.0) * range
        };
        Self {
            w1: (0..INPUTS * HIDDEN).map(|_| uniform(0.1)).collect(),
            b1: [0.5; HIDDEN],
            w2: std::array::from_fn(|_| uniform(0.01)),
        }
    }

    fn len() -> usize {
        INPUTS * HIDDEN + 2 * HIDDEN
    }

    /// Hidden pre-activations of one side.
    fn hidden(&self, inputs: &[u16]) -> [f32; HIDDEN] {
        let mut acc = self.b1;
        for &x in inputs {
            let row = &self.w1[usize::from(x) * HIDDEN..][..HIDDEN];
            acc.iter_mut().zip(row).for_each(|(a, w)| *a += w);
        }
        acc
    }

    fn output(&self, acc: &[f32; HIDDEN]) -> f32 {
        acc.iter()
            .zip(&self.w2)
            .map(|(a, w)| a.clamp(0.0, 1.0) * w)
            .sum::<f32>()
            * OUT_CP
    }

    /// The correction for position `i` of `data`, centipawns.
    fn correction(&self, data: &ResidualData, i: usize) -> f32 {
        let [w, b] = data.sides(i);
        self.output(&self.hidden(w)) - self.output(&self.hidden(b))
    }

    /// Adds the gradient of position `i`'s squared error into `g` (laid out as the parameters).
    fn accumulate(&self, data: &ResidualData, i: usize, k: f64, g: &mut [f32]) {
        let [w, b] = data.sides(i);
        let (hw, hb) = (self.hidden(w), self.hidden(b));
        let r = self.output(&hw) - self.output(&hb);
        let (e, s) = data.eval(i, r);
        let p = sigmoid(k, e);
        let y = f64::from(data.result[i]);
        let d = (2.0 * (p - y) * p * (1.0 - p) * k * LN10_400 * s) as f32 * OUT_CP;
        let (g1, rest) = g.split_at_mut(INPUTS * HIDDEN);
        let (gb1, gw2) = rest.split_at_mut(HIDDEN);
        for (side, h, sign) in [(w, &hw, 1.0f32), (b, &hb, -1.0)] {
            let mut dh = [0.0f32; HIDDEN];
            for j in 0..HIDDEN {
                let a = h[j].clamp(0.0, 1.0);
                gw2[j] += sign * d * a;
                if h[j] > 0.0 && h[j] < 1.0 {
                    dh[j] = sign * d * self.w2[j];
                }
            }
            gb1.iter_mut().zip(&dh).for_each(|(x, y)| *x += y);
            for &x in side {
                let row = &mut g1[usize::from(x) * HIDDEN..][..HIDDEN];
                row.iter_mut().zip(&dh).for_each(|(x, y)| *x += y);
            }
        }
    }

    fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
    }

    /// The quantised net the engine reads.
    pub fn quantise(&self) -> Net {
        let q = |x: f32, scale: f32, max: i16| {
            (x * scale).round().clamp(-f32::from(max), f32::from(max)) as i16
        };
        let mut net = Net::zero();
        for (i, row) in net.w1.iter_mut().enumerate() {
            for (j, w) in row.iter_mut().enumerate() {
                *w = q(self.w1[i * HIDDEN + j], QA as f32, MAX_W1);
            }
        }
        net.b1 = self.b1.map(|b| q(b, QA as f32, MAX_B1));
        net.w2 = self.w2.map(|w| q(w, OUT_CP * QO as f32, i16::MAX));
        net
    }

    /// The quantised net read back as floats (to measure what quantising costs).
    fn dequantised(net: &Net) -> Self {
        Self {
            w1: net
                .w1
                .iter()
                .flatten()
                .map(|&w| f32::from(w) / QA as f32)
                .collect(),
            b1: net.b1.map(|b| f32::from(b) / QA as f32),
            w2: net.w2.map(|w| f32::from(w) / (OUT_CP * QO as f32)),
        }
    }
}

/// Fitting options.
#[derive(Clone, Debug)]
pub struct ResidualConfig {
    pub seed: u64,
    pub epochs: usize,
    pub validation: f64,
    pub learning_rate: f64,
    pub batch: usize,
    /// L2 penalty on the first layer's weights (per weight², per position).
    pub l2: f64,
    /// The sigmoid's K; fitted to the linear evaluation when `None`.
    pub k: Option<f64>,
    pub progress: bool,
}

/// What a fit found.
pub struct ResidualResult {
    pub net: Net,
    pub k: f64,
    pub train: usize,
    pub validation: usize,
    /// Validation error of the linear evaluation alone, of the best epoch, and of the quantised
    /// net.
    pub errors: (f64, f64, f64),
    pub best_epoch: usize,
}

/// Fixed chunks of a batch (independent of the thread count), so the sums are deterministic.
const CHUNKS: usize = 16;

fn error(data: &ResidualData, idx: &[u32], k: f64, net: Option<&FloatNet>) -> f64 {
    let sum: f64 = idx
        .par_chunks(idx.len().div_ceil(64).max(1))
        .map(|chunk| {
            chunk
                .iter()
                .map(|&i| {
                    let i = i as usize;
                    let r = net.map_or(0.0, |n| n.correction(data, i));
                    (sigmoid(k, data.eval(i, r).0) - f64::from(data.result[i])).powi(2)
                })
                .sum::<f64>()
        })
        .collect::<Vec<f64>>()
        .iter()
        .sum();
    sum / idx.len().max(1) as f64
}

/// Fits the net.
pub fn fit(data: &ResidualData, config: &ResidualConfig) -> anyhow::Result<ResidualResult> {
    anyhow::ensure!(data.len() >= 2, "too few positions to fit");
    let mut idx: Vec<u32> = (0..data.len() as u32).collect();
    let mut rng = SplitMix(config.seed);
    for i in (1..idx.len()).rev() {
        idx.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let n_val = ((data.len() as f64 * config.validation) as usize).min(data.len() - 1);
    let (val, train) = idx.split_at(n_val);
    let mut train = train.to_vec();
    let val = if val.is_empty() { &train[..] } else { val }.to_vec();
    let k = config
        .k
        .unwrap_or_else(|| super::minimise_k(|k| error(data, &train, k, None)));
    let base = error(data, &val, k, None);

    let mut net = FloatNet::new(config.seed);
    let n = FloatNet::len();
    let (mut m, mut v) = (vec![0f32; n], vec![0f32; n]);
    let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut best = (error(data, &val, k, Some(&net)), net.clone(), 0);
    let bar = config.progress.then(|| {
        let bar = indicatif::ProgressBar::new(config.epochs as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} epoch {pos}/{len} {msg}")
                .expect("template"),
        );
        bar
    });
    for epoch in 1..=config.epochs {
        for i in (1..train.len()).rev() {
            train.swap(i, rng.below(i as u64 + 1) as usize);
        }
        // Step size falls to a tenth over the fit.
        let lr = (config.learning_rate
            * 0.1f64.powf((epoch - 1) as f64 / config.epochs.max(2) as f64))
            as f32;
        for batch in train.chunks(config.batch.max(1)) {
            let parts: Vec<Vec<f32>> = batch
                .par_chunks(batch.len().div_ceil(CHUNKS).max(1))
                .map(|chunk| {
                    let mut g = vec![0f32; n];
                    for &i in chunk {
                        net.accumulate(data, i as usize, k, &mut g);
                    }
                    g
                })
                .collect();
            let mut g = parts[0].clone();
            for p in &parts[1..] {
                g.iter_mut().zip(p).for_each(|(a, b)| *a += b);
            }
            let scale = 1.0 / batch.len() as f32;
            let l2 = config.l2 as f32;
            step += 1;
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            for (j, w) in net.params_mut().enumerate() {
                let mut grad = g[j] * scale;
                if j < INPUTS * HIDDEN {
                    grad += 2.0 * l2 * *w;
                }
                m[j] = b1 * m[j] + (1.0 - b1) * grad;
                v[j] = b2 * v[j] + (1.0 - b2) * grad * grad;
                *w -= lr * (m[j] / c1) / ((v[j] / c2).sqrt() + eps);
            }
        }
        let e = error(data, &val, k, Some(&net));
        if e < best.0 {
            best = (e, net.clone(), epoch);
        }
        if let Some(bar) = &bar {
            bar.set_message(format!(
                "validation {e:.6} (linear alone {base:.6}, best {:.6} at {})",
                best.0, best.2
            ));
            bar.inc(1);
        }
    }
    if let Some(bar) = bar {
        bar.finish();
    }
    let quantised = best.1.quantise();
    let q_error = error(data, &val, k, Some(&FloatNet::dequantised(&quantised)));
    Ok(ResidualResult {
        net: quantised,
        k,
        train: train.len(),
        validation: val.len(),
        errors: (base, best.0, q_error),
        best_epoch: best.2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Position;

    /// Labels made from the linear evaluation plus a known non-linear rule (a White knight on e5
    /// with Black's queen still on is worth a pawn more, and Black's the same mirrored; the
    /// positions with and without queens have the same material balance, so that no label sits
    /// where the sigmoid is flat): the fit must find the rule, and the engine's integer net must
    /// agree with the float one.
    #[test]
    fn the_fit_finds_a_planted_interaction() {
        let fens = [
            "r1bqkb1r/pppp1ppp/2n2n2/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 4",
            "r1b1kb1r/pppp1ppp/2n2n2/4N3/4P3/8/PPPP1PPP/RNB1KB1R b KQkq - 0 4",
            "r1bqkb1r/pppp1ppp/2n2n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 4",
            "r1b1kb1r/pppp1ppp/2n2n2/8/4P3/5N2/PPPP1PPP/RNB1KB1R b KQkq - 0 4",
            "rnbqkb1r/pppp1ppp/8/3pn3/4P3/2N5/PPPP1PPP/R1BQKB1R w KQkq - 0 4",
            "rnb1kb1r/pppp1ppp/8/3pn3/4P3/2N5/PPPP1PPP/R1B1KB1R w KQkq - 0 4",
            "2r2rk1/pp1q1ppp/2n1p3/4N3/3P4/3BP3/PPQ2PPP/2R2RK1 w - - 0 14",
            "2r2rk1/pp3ppp/2n1p3/4N3/3P4/3BP3/PP3PPP/2R2RK1 w - - 0 14",
        ];
        let planted = |pos: &Position| -> i32 {
            let b = pos.board();
            let has = |c, p, sq: crate::board::Square| b.colored_pieces(c, p).has(sq) as i32;
            use crate::board::{Color::*, Piece::*, Square};
            let white =
                has(White, Knight, Square::E5) * !b.colored_pieces(Black, Queen).is_empty() as i32;
            let black =
                has(Black, Knight, Square::E4) * !b.colored_pieces(White, Queen).is_empty() as i32;
            100 * (white - black)
        };
        let mut samples = Vec::new();
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            let linear = trace(&pos).linear(&WEIGHTS) as f64;
            let e = linear + f64::from(planted(&pos));
            for _ in 0..40 {
                samples.push((pos.clone(), sigmoid(1.0, e)));
            }
            let flipped = pos.color_flipped();
            let e = -e;
            for _ in 0..40 {
                samples.push((flipped.clone(), sigmoid(1.0, e)));
            }
        }
        let data = ResidualData::from_samples(&samples);
        let config = ResidualConfig {
            seed: 3,
            epochs: 300,
            validation: 0.0,
            learning_rate: 0.05,
            batch: 64,
            l2: 0.0,
            k: Some(1.0),
            progress: false,
        };
        let r = fit(&data, &config).unwrap();
        let (base, fitted, quantised) = r.errors;
        assert!(fitted < base / 4.0, "{fitted} against {base}");
        assert!(quantised < base / 4.0, "{quantised} against {base}");
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            let got = r.net.evaluate_board(pos.board());
            let want = planted(&pos);
            assert!((got - want).abs() <= 10, "{fen}: {got} against {want}");
        }
    }
}
