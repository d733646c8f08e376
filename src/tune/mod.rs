//! Texel tuning: fit every evaluation weight (material values and imbalance included) to game
//! results by minimising the mean squared error between `sigmoid(K · eval)` and the result.
//!
//! Each position is turned once into its trace (net feature counts, see [`crate::eval::trace`]);
//! the evaluation is then linear in the weights within each side's scaling, so the gradient is
//! exact and one pass over the data costs a few multiply-adds per feature. The optimiser is full-
//! batch Adam. The gradient is summed over fixed chunks in parallel and the chunk sums are added in
//! order, so the result is the same for any thread count: same data and seed, same weights.

use crate::board::Position;
use crate::eval::params::{self, N_PARAMS, WEIGHTS};
use crate::eval::trace::{Trace, trace};
use crate::material::Score;
use anyhow::{Context, bail};
use rayon::prelude::*;
use std::fmt::Write as _;
use std::path::Path;

/// A labelled position: its trace and the game result from White's view (1, ½, 0).
#[derive(Clone, Debug)]
pub struct Sample {
    pub trace: Trace,
    pub result: f64,
}

/// Parses the result of an EPD line: `c9 "1-0"` (also `"1/2-1/2"`, `"0-1"`), or `[1.0]`, `[0.5]`.
pub fn parse_result(line: &str) -> Option<f64> {
    for (text, value) in [("1/2-1/2", 0.5), ("1-0", 1.0), ("0-1", 0.0)] {
        if line.contains(&format!("\"{text}\"")) {
            return Some(value);
        }
    }
    let open = line.find('[')?;
    let close = line[open..].find(']')? + open;
    let v: f64 = line[open + 1..close].trim().parse().ok()?;
    (0.0..=1.0).contains(&v).then_some(v)
}

/// Parses one EPD line into a position and result; `None` for anything malformed, and for
/// positions an endgame module evaluates (their score is not the linear function being fitted).
pub fn parse_line(line: &str) -> Option<(Position, f64)> {
    let fen: Vec<&str> = line.split_whitespace().take(4).collect();
    if fen.len() < 4 {
        return None;
    }
    let pos = Position::from_fen(&fen.join(" ")).ok()?;
    if !crate::eval::trace::is_linear(&pos) {
        return None;
    }
    Some((pos, parse_result(line)?))
}

/// Reads and traces a data file (in parallel, order kept). Returns the samples, how many lines
/// were skipped (malformed, or scored by an endgame module), and how often each parameter is used (see [`normalise`]).
pub fn load(path: &Path, limit: Option<usize>) -> anyhow::Result<(Vec<Sample>, usize, Vec<u64>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let mut lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if let Some(n) = limit {
        lines.truncate(n);
    }
    let parsed: Vec<Option<Sample>> = lines
        .par_iter()
        .map(|l| {
            parse_line(l).map(|(pos, result)| Sample {
                trace: trace(&pos),
                result,
            })
        })
        .collect();
    let skipped = parsed.iter().filter(|s| s.is_none()).count();
    let usage = lines
        .par_chunks(4096)
        .map(|chunk| {
            let mut u = vec![0u64; N_PARAMS];
            for (pos, _) in chunk.iter().filter_map(|l| parse_line(l)) {
                crate::eval::trace::usage(&pos, &mut u);
            }
            u
        })
        .reduce(
            || vec![0u64; N_PARAMS],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                a
            },
        );
    Ok((parsed.into_iter().flatten().collect(), skipped, usage))
}

/// The samples in a compact form for the optimiser.
pub struct Dataset {
    /// (parameter, count) of every sample, back to back.
    features: Vec<(u16, f32)>,
    /// Per sample: first feature, feature count.
    spans: Vec<(u32, u16)>,
    /// Per sample: middlegame fraction of the phase, scale factors (of 1), constant mg/eg, result.
    info: Vec<SampleInfo>,
    /// How often each parameter is used (both sides), for [`normalise`]; zeros when unknown.
    pub usage: Vec<u64>,
}

#[derive(Clone, Copy)]
struct SampleInfo {
    mg: f64,
    scale: [f64; 2],
    constant: [f64; 2],
    result: f64,
}

impl Dataset {
    pub fn new(samples: &[Sample]) -> Self {
        let mut features = Vec::new();
        let mut spans = Vec::with_capacity(samples.len());
        let mut info = Vec::with_capacity(samples.len());
        for s in samples {
            spans.push((features.len() as u32, s.trace.features.len() as u16));
            features.extend(s.trace.features.iter().map(|&(p, n)| (p, f32::from(n))));
            info.push(SampleInfo {
                mg: f64::from(s.trace.phase.min(24)) / 24.0,
                scale: s.trace.scale.map(|x| f64::from(x) / 64.0),
                // The residual net is added after tapering: as both halves, it is the same.
                constant: [
                    f64::from(s.trace.constant.mg + s.trace.residual),
                    f64::from(s.trace.constant.eg + s.trace.residual),
                ],
                result: s.result,
            });
        }
        Self {
            features,
            spans,
            info,
            usage: vec![0; N_PARAMS],
        }
    }

    pub fn len(&self) -> usize {
        self.info.len()
    }

    pub fn is_empty(&self) -> bool {
        self.info.is_empty()
    }

    /// Evaluation of sample `i` with `w` (mg weights then eg weights) and the scale used.
    #[inline(always)]
    fn eval(&self, i: usize, w: &[f64]) -> (f64, f64) {
        let (start, len) = self.spans[i];
        let s = &self.info[i];
        let (mut mg, mut eg) = (s.constant[0], s.constant[1]);
        for &(p, n) in &self.features[start as usize..start as usize + len as usize] {
            mg += w[p as usize] * f64::from(n);
            eg += w[N_PARAMS + p as usize] * f64::from(n);
        }
        let unscaled = mg * s.mg + eg * (1.0 - s.mg);
        let scale = if unscaled > 0.0 {
            s.scale[0]
        } else {
            s.scale[1]
        };
        (unscaled * scale, scale)
    }

    /// Mean squared error of `sigmoid(k · eval)` against the results, over `idx`.
    pub fn error(&self, idx: &[u32], w: &[f64], k: f64) -> f64 {
        if idx.is_empty() {
            return 0.0;
        }
        let sum: f64 = chunks(idx)
            .par_iter()
            .map(|chunk| {
                chunk
                    .iter()
                    .map(|&i| {
                        let (e, _) = self.eval(i as usize, w);
                        (sigmoid(k, e) - self.info[i as usize].result).powi(2)
                    })
                    .sum::<f64>()
            })
            .collect::<Vec<f64>>()
            .into_iter()
            .sum();
        sum / idx.len() as f64
    }

    /// Error and gradient over `idx`.
    fn gradient(&self, idx: &[u32], w: &[f64], k: f64) -> (f64, Vec<f64>) {
        let parts: Vec<(f64, Vec<f64>)> = chunks(idx)
            .par_iter()
            .map(|chunk| {
                let mut g = vec![0.0; 2 * N_PARAMS];
                let mut err = 0.0;
                for &i in *chunk {
                    let i = i as usize;
                    let (e, scale) = self.eval(i, w);
                    let s = &self.info[i];
                    let p = sigmoid(k, e);
                    err += (p - s.result).powi(2);
                    // d/de of (p - r)²; the sigmoid's slope is k·ln10/400 · p(1 − p).
                    let d = 2.0 * (p - s.result) * p * (1.0 - p) * k * LN10_400 * scale;
                    let (dmg, deg) = (d * s.mg, d * (1.0 - s.mg));
                    let (start, len) = self.spans[i];
                    for &(p, n) in &self.features[start as usize..start as usize + len as usize] {
                        g[p as usize] += dmg * f64::from(n);
                        g[N_PARAMS + p as usize] += deg * f64::from(n);
                    }
                }
                (err, g)
            })
            .collect();
        let mut total = vec![0.0; 2 * N_PARAMS];
        let mut err = 0.0;
        for (e, g) in parts {
            err += e;
            for (t, x) in total.iter_mut().zip(g) {
                *t += x;
            }
        }
        let n = idx.len().max(1) as f64;
        total.iter_mut().for_each(|x| *x /= n);
        (err / n, total)
    }
}

const LN10_400: f64 = std::f64::consts::LN_10 / 400.0;

/// Expected score of an evaluation `e` (centipawns): `1 / (1 + 10^(−k·e/400))`.
#[inline(always)]
pub fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + (-k * e * LN10_400).exp())
}

/// Fixed chunks (independent of the thread count) so the sums are deterministic.
fn chunks(idx: &[u32]) -> Vec<&[u32]> {
    idx.chunks(idx.len().div_ceil(64).max(1)).collect()
}

/// SplitMix64: a small seeded generator for the split.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// The weights as floats: middlegame values, then endgame values.
pub fn to_floats(w: &[Score]) -> Vec<f64> {
    let mut v: Vec<f64> = w.iter().map(|s| f64::from(s.mg)).collect();
    v.extend(w.iter().map(|s| f64::from(s.eg)));
    v
}

/// Rounds float weights back to scores.
pub fn to_scores(w: &[f64]) -> Vec<Score> {
    (0..N_PARAMS)
        .map(|i| Score::new(w[i].round() as i32, w[N_PARAMS + i].round() as i32))
        .collect()
}

/// The K that minimises the error of `w` over `idx` (golden-section search on 0.05..5).
pub fn fit_k(data: &Dataset, idx: &[u32], w: &[f64]) -> f64 {
    minimise_k(|k| data.error(idx, w, k))
}

/// The K in 0.05..5 that minimises `error` (golden-section search, 40 steps), for both tuners.
pub fn minimise_k(error: impl Fn(f64) -> f64) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (0.05, 5.0);
    let mut c = b - phi * (b - a);
    let mut d = a + phi * (b - a);
    let (mut fc, mut fd) = (error(c), error(d));
    for _ in 0..40 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = error(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = error(d);
        }
    }
    (a + b) / 2.0
}

/// Tuning options.
#[derive(Clone, Debug)]
pub struct TuneConfig {
    pub seed: u64,
    pub epochs: usize,
    /// Fraction of the samples held out for validation.
    pub validation: f64,
    pub learning_rate: f64,
    /// L2 penalty per centipawn² on every weight but the piece values: keeps weights the data
    /// barely determines (rare or nearly collinear features) from drifting, which Adam's
    /// per-weight step size would otherwise let them do.
    pub l2: f64,
    /// Weights whose feature is non-zero in fewer training positions keep their starting value.
    pub min_support: usize,
    /// Penalty per centipawn² pulling each piece's effective value (see [`effective_values`]),
    /// middlegame and endgame, toward [`ANCHOR_RATIOS`] times one unit fitted with them.
    /// Without it the data leave the split between a queen's middlegame and endgame value nearly
    /// free (a queen moves the phase as much as it moves the material), and the fit drifts to
    /// values no player would accept. 0 turns it off.
    pub anchor: f64,
    /// Penalty per centipawn² pulling every fitted value toward its starting value: a prior for
    /// refitting an evaluation on a set much smaller than the one it came from, so that what the
    /// small set barely determines stays where the large one put it. 0 turns it off.
    pub prior: f64,
    /// How many free values each piece-square table has.
    pub psqt_shape: PsqtShape,
    /// Names of the parameter blocks ([`params::BLOCKS`]) that are fitted; every other weight
    /// keeps its starting value. Empty: all are fitted. For fitting new terms to an evaluation
    /// whose other weights came from more data than is at hand.
    pub only: Vec<String>,
    /// Draw a progress bar.
    pub progress: bool,
}

impl Default for TuneConfig {
    fn default() -> Self {
        Self {
            seed: 1,
            epochs: 2000,
            validation: 0.1,
            learning_rate: 1.0,
            l2: 1e-9,
            min_support: 100,
            anchor: 0.0,
            prior: 0.0,
            psqt_shape: PsqtShape::Free,
            only: Vec::new(),
            progress: false,
        }
    }
}

/// The form the tuner gives each piece's square table. The tables are read as 64 entries either
/// way; the shaped forms tie entries together so each free value is fitted from more positions,
/// which matters when the data are few and noisy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PsqtShape {
    /// 64 independent entries.
    Free,
    /// Left-right symmetric: each entry equals its mirror across the d/e file line (32 values).
    Mirrored,
    /// A rank value plus a value of the file's distance from the edge (8 + 4 values), symmetric.
    Separable,
    /// No tables: every entry stays zero.
    None,
}

/// The tuner's free parameters and how the weights are made of them: each weight (in the float
/// layout of [`to_floats`]) is the sum of one or two parameters.
struct Parameters {
    parts: Vec<(usize, Option<usize>)>,
    len: usize,
    /// The parameter held at zero, if the shape has one.
    zero: Option<usize>,
}

impl Parameters {
    fn new(shape: PsqtShape) -> Self {
        let mut keys: std::collections::HashMap<(usize, usize), usize> = Default::default();
        let mut id = |key: (usize, usize)| {
            let next = keys.len();
            *keys.entry(key).or_insert(next)
        };
        let psqt = params::PSQT..params::PSQT + 6 * 64;
        let parts = (0..2 * N_PARAMS)
            .map(|i| {
                let p = i % N_PARAMS;
                if shape == PsqtShape::Free || !psqt.contains(&p) {
                    return (id((i, 0)), None);
                }
                let table = i - (p - params::PSQT) % 64;
                let (rank, file) = ((p - params::PSQT) % 64 / 8, (p - params::PSQT) % 8);
                let from_edge = file.min(7 - file);
                match shape {
                    PsqtShape::None => (id((usize::MAX, 0)), None),
                    PsqtShape::Mirrored => (id((table, 1 + 8 * rank + from_edge)), None),
                    _ => (id((table, 1 + rank)), Some(id((table, 9 + from_edge)))),
                }
            })
            .collect();
        Self {
            parts,
            len: keys.len(),
            zero: keys.get(&(usize::MAX, 0)).copied(),
        }
    }

    /// Parameters that reproduce `w` as closely as the shape allows: each first part is the mean
    /// of its weights, each second part the mean of what is left.
    fn fit(&self, w: &[f64]) -> Vec<f64> {
        let mut theta = vec![0.0; self.len];
        let mean = |second: bool, theta: &mut Vec<f64>| {
            let (mut sum, mut n) = (vec![0.0; self.len], vec![0.0; self.len]);
            for (i, &(a, b)) in self.parts.iter().enumerate() {
                let (target, rest) = if second {
                    (b, w[i] - theta[a])
                } else {
                    (Some(a), w[i])
                };
                if let Some(t) = target {
                    sum[t] += rest;
                    n[t] += 1.0;
                }
            }
            for t in 0..self.len {
                if n[t] > 0.0 {
                    theta[t] = sum[t] / n[t];
                }
            }
        };
        mean(false, &mut theta);
        mean(true, &mut theta);
        if let Some(z) = self.zero {
            theta[z] = 0.0;
        }
        theta
    }

    fn weights(&self, theta: &[f64]) -> Vec<f64> {
        self.parts
            .iter()
            .map(|&(a, b)| theta[a] + b.map_or(0.0, |b| theta[b]))
            .collect()
    }

    /// Sums a per-weight quantity into each parameter.
    fn gather(&self, per_weight: &[f64]) -> Vec<f64> {
        let mut out = vec![0.0; self.len];
        for (&(a, b), &x) in self.parts.iter().zip(per_weight) {
            out[a] += x;
            if let Some(b) = b {
                out[b] += x;
            }
        }
        out
    }
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct TuneResult {
    pub weights: Vec<Score>,
    pub k: f64,
    pub train_before: f64,
    pub train_after: f64,
    pub validation_before: f64,
    pub validation_after: f64,
    pub train_len: usize,
    pub validation_len: usize,
}

/// Splits the samples (seeded shuffle), fits K to the starting weights, then runs Adam.
pub fn tune(data: &Dataset, config: &TuneConfig) -> anyhow::Result<TuneResult> {
    if data.is_empty() {
        bail!("no samples to tune on");
    }
    if !(0.0..1.0).contains(&config.validation) {
        bail!("validation fraction must be in [0, 1)");
    }
    if !(config.learning_rate.is_finite() && config.learning_rate > 0.0) {
        bail!("the learning rate must be finite and above 0");
    }
    if !(config.l2.is_finite() && config.l2 >= 0.0) {
        bail!("the L2 penalty must be finite and 0 or more");
    }
    if !(config.anchor.is_finite() && config.anchor >= 0.0) {
        bail!("the material anchor must be finite and 0 or more");
    }
    if !(config.prior.is_finite() && config.prior >= 0.0) {
        bail!("the prior must be finite and 0 or more");
    }
    let mut idx: Vec<u32> = (0..data.len() as u32).collect();
    let mut rng = SplitMix(config.seed);
    for i in (1..idx.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        idx.swap(i, j);
    }
    let n_val = (idx.len() as f64 * config.validation) as usize;
    let (val, train) = idx.split_at(n_val);

    let shape = Parameters::new(config.psqt_shape);
    let mut theta = shape.fit(&to_floats(&WEIGHTS));
    let start = theta.clone();
    let mut w = shape.weights(&theta);
    let k = fit_k(data, train, &w);
    let train_before = data.error(train, &w, k);
    let validation_before = data.error(val, &w, k);

    let bar = if config.progress {
        let bar = indicatif::ProgressBar::new(config.epochs as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{bar:40}] {pos}/{len} epochs, eta {eta} {msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut support = vec![0.0; 2 * N_PARAMS];
    for &i in train {
        let (start, len) = data.spans[i as usize];
        for &(p, _) in &data.features[start as usize..start as usize + len as usize] {
            support[p as usize] += 1.0;
            support[N_PARAMS + p as usize] += 1.0;
        }
    }
    let mut chosen = vec![config.only.is_empty(); shape.len];
    for (i, &(a, b)) in shape.parts.iter().enumerate() {
        let block = params::BLOCKS
            .iter()
            .find(|&&(start, len, _)| (start..start + len).contains(&(i % N_PARAMS)));
        if block.is_some_and(|&(_, _, name)| config.only.iter().any(|o| o == name)) {
            chosen[a] = true;
            if let Some(b) = b {
                chosen[b] = true;
            }
        }
    }
    // A parameter shared by several weights is fitted from the positions of all of them.
    let mut frozen: Vec<bool> = shape
        .gather(&support)
        .iter()
        .enumerate()
        .map(|(i, &n)| n < config.min_support as f64 || shape.zero == Some(i) || !chosen[i])
        .collect();
    for (i, &(a, _)) in shape.parts.iter().enumerate() {
        if i < N_PARAMS && params::endgame_only(i) {
            frozen[a] = true;
        }
    }
    let piece_values = params::PIECE_VALUE..params::PIECE_VALUE + 5;
    let mut penalised = vec![true; shape.len];
    for (i, &(a, _)) in shape.parts.iter().enumerate() {
        if piece_values.contains(&(i % N_PARAMS)) {
            penalised[a] = false;
        }
    }
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let mut m = vec![0.0; shape.len];
    let mut v = vec![0.0; shape.len];
    for epoch in 1..=config.epochs {
        let (err, mut g) = data.gradient(train, &w, k);
        if config.anchor > 0.0 {
            anchor_gradient(&w, &data.usage, config.anchor, &mut g);
        }
        let mut g = shape.gather(&g);
        let (c1, c2) = (1.0 - b1.powi(epoch as i32), 1.0 - b2.powi(epoch as i32));
        for i in 0..shape.len {
            if frozen[i] {
                continue;
            }
            if penalised[i] {
                g[i] += 2.0 * config.l2 * theta[i];
            }
            g[i] += 2.0 * config.prior * (theta[i] - start[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g[i];
            v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
            theta[i] -= config.learning_rate * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
        }
        w = shape.weights(&theta);
        bar.inc(1);
        if epoch % 10 == 0 {
            bar.set_message(format!("train error {err:.6}"));
        }
    }
    bar.finish();
    let mut weights = to_scores(&w);
    // Fitting some blocks only, every other weight stays exactly as it was.
    if config.only.is_empty() {
        normalise(&mut weights, &data.usage);
    }
    let rounded = to_floats(&weights);
    Ok(TuneResult {
        train_after: data.error(train, &rounded, k),
        validation_after: data.error(val, &rounded, k),
        weights,
        k,
        train_before,
        validation_before,
        train_len: train.len(),
        validation_len: val.len(),
    })
}

/// Kaufman's piece values in pawns (1999): the proportions the material anchor pulls toward.
pub const ANCHOR_RATIOS: [f64; 5] = [1.0, 3.25, 3.25, 5.0, 9.75];

/// Each piece kind's parameter blocks (square table, mobility table) and their length.
fn piece_blocks(piece: usize) -> Vec<(usize, usize)> {
    let mobility = [
        (params::MOB_KNIGHT, 9),
        (params::MOB_BISHOP, 14),
        (params::MOB_ROOK, 15),
        (params::MOB_QUEEN, 28),
    ];
    let mut blocks = vec![(params::PSQT + 64 * piece, 64)];
    if (1..5).contains(&piece) {
        blocks.push(mobility[piece - 1]);
    }
    blocks
}

/// What each of pawn..queen is worth on average in the data, for one half (`w` is the middlegame
/// or endgame half of the float weights): its piece value plus the usage-weighted means of its
/// square and mobility tables, i.e. the piece value [`normalise`] will report. With the
/// coefficient of every weight in that sum, for the gradient.
pub fn effective_values(w: &[f64], usage: &[u64]) -> [(f64, Vec<(usize, f64)>); 5] {
    std::array::from_fn(|piece| {
        let mut terms = vec![(params::PIECE_VALUE + piece, 1.0)];
        for (start, len) in piece_blocks(piece) {
            let total: u64 = usage[start..start + len].iter().sum();
            if total > 0 {
                terms.extend((start..start + len).map(|i| (i, usage[i] as f64 / total as f64)));
            }
        }
        let value = terms.iter().map(|&(i, c)| w[i] * c).sum();
        (value, terms)
    })
}

/// Adds the gradient of `anchor · Σ (v − r_p·u)²` over the ten effective values `v` (pawn..queen,
/// middlegame and endgame), where `r_p` are the [`ANCHOR_RATIOS`] and `u` is the least-squares
/// unit of all ten: one unit for both halves, since a centipawn should mean the same in both and
/// the data may still pull each value away from it. Because `u` minimises the sum, its own change
/// adds nothing to the gradient.
fn anchor_gradient(w: &[f64], usage: &[u64], anchor: f64, g: &mut [f64]) {
    let halves = [0, N_PARAMS].map(|o| (o, effective_values(&w[o..o + N_PARAMS], usage)));
    let rr: f64 = 2.0 * ANCHOR_RATIOS.iter().map(|r| r * r).sum::<f64>();
    let unit = halves
        .iter()
        .flat_map(|(_, values)| values.iter().zip(ANCHOR_RATIOS))
        .map(|((v, _), r)| v * r)
        .sum::<f64>()
        / rr;
    for (offset, values) in &halves {
        for ((v, terms), r) in values.iter().zip(ANCHOR_RATIOS) {
            let d = 2.0 * anchor * (v - r * unit);
            for &(i, c) in terms {
                g[offset + i] += d * c;
            }
        }
    }
}

/// Moves the usage-weighted average of each piece kind's square table and mobility table into its
/// piece value (the king's square table is just centred). Every piece on the board uses exactly one
/// entry of each, so shifting a table by a whole number and its piece value by the opposite leaves
/// every evaluation unchanged; afterwards the piece values are what a piece is worth on average and
/// the positional tables average zero, which keeps the named piece-value sets meaningful beside
/// them. Blocks never used are left alone.
pub fn normalise(weights: &mut [Score], usage: &[u64]) {
    for piece in 0..6 {
        for (start, len) in piece_blocks(piece) {
            let total: u64 = usage[start..start + len].iter().sum();
            if total == 0 {
                continue;
            }
            let mean = |f: fn(&Score) -> i32| -> i32 {
                let sum: f64 = (start..start + len)
                    .map(|i| f64::from(f(&weights[i])) * usage[i] as f64)
                    .sum();
                (sum / total as f64).round() as i32
            };
            let shift = Score::new(mean(|s| s.mg), mean(|s| s.eg));
            for w in &mut weights[start..start + len] {
                *w = *w - shift;
            }
            if piece < 5 {
                weights[params::PIECE_VALUE + piece] += shift;
            }
        }
    }
}

/// The weights as the Rust source of `crates/slate-material/src/weights.rs`.
pub fn weights_source(weights: &[Score], provenance: &str) -> String {
    let mut out = String::new();
    out.push_str(
        "//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.\n//!\n",
    );
    for line in provenance.lines() {
        let _ = writeln!(out, "//! {line}");
    }
    out.push_str(
        "\nuse super::params::N_PARAMS;\nuse crate::material::Score;\n\n/// Every weight, indexed as `params.rs` lays them out.\n#[rustfmt::skip]\npub const WEIGHTS: [Score; N_PARAMS] = [\n",
    );
    for (i, s) in weights.iter().enumerate() {
        let _ = writeln!(
            out,
            "    Score::new({}, {}), // {}",
            s.mg,
            s.eg,
            params::name(i)
        );
    }
    out.push_str("];\n");
    out
}

pub mod network;
pub mod residual;

#[cfg(test)]
mod tests;
