//! `slate train-network`: fits the efficiently updated network ([`crate::eval::network`]) to
//! Slate's own games (games files of `slate datagen --format games`).
//!
//! Each position kept (the side to move not in check, the move played quiet, the search score
//! not beyond [`MAX_SCORE`]) is labelled with a blend of the search's score and the game's result,
//! `t = λ·σ(score / SCALE) + (1 − λ)·result`, and `σ(material + output)` is fitted to it by
//! squared error with Adam, in floats, on every core, where `material` is the material entry's
//! score (the network learns what it adds to it), the sum scaled by the entry's scale factor as
//! the engine scales it ([`Scaling`]); the net is then rounded to the engine's fixed point. [`Teacher::HandWritten`] takes the hand-written evaluation's score instead of the
//! search's, and `augment` adds positions a few random moves away labelled by it. A checkpoint
//! (floats, Adam's moments, the best loss) is written after every epoch, so that a run stopped
//! with its session resumes where it was.

use crate::datagen::games::{GamesError, read_games};
use crate::eval::network::{
    self, BUCKETS, HIDDEN, INPUTS, KING_BUCKETS, MAX_W1, MAX_W2, Network, PIECE_INPUTS, QA, QB,
    SCALE,
};
use crate::material::{MaterialCache, MaterialTable};
use crate::tune::SplitMix;
use rayon::prelude::*;
use slate_board::Color;
use std::path::Path;

/// Positions whose search score is beyond this (centipawns) are left out: won or lost, their
/// label says little about the position.
pub const MAX_SCORE: i32 = 3000;
/// Pieces a position holds at most.
const MAX_PIECES: usize = 32;
/// Running sums in the output's dot product (`HIDDEN` is a multiple).
const LANES: usize = 16;
const _: () = assert!(HIDDEN.is_multiple_of(LANES));
/// How many samples ahead training asks for a sample's memory.
const PREFETCH_AHEAD: usize = 4;
/// A scale factor that leaves the score as it is (64ths).
const NORMAL_SCALE: u8 = crate::material::ScaleFactor::NORMAL.get();

/// One training position: White's view of its inputs, who is to move, its output bucket and its
/// label (side to move's view).
#[derive(Clone, Copy)]
pub struct Sample {
    inputs: [u16; MAX_PIECES],
    count: u8,
    /// The squares of White's king and of Black's (for the views' king buckets).
    kings: [u8; 2],
    white_to_move: bool,
    bucket: u8,
    target: f32,
    /// The material entry's score (values, imbalance, trade-down, tapered by its phase), side to
    /// move's view, in units of [`SCALE`]: the network learns what is added to it.
    offset: f32,
    /// The material entry's scale factors in 64ths, as the engine applies them to the sum of
    /// the offset and the network: when the side to move is ahead, and when the other side is.
    scale: [u8; 2],
}

impl Sample {
    /// The sample of `board` with `stm` to move, output bucket `bucket` and label `target`.
    pub fn new(board: &slate_board::Board, stm: Color, bucket: usize, target: f32) -> Self {
        let mut s = Sample {
            inputs: [0; MAX_PIECES],
            count: 0,
            kings: Color::ALL.map(|c| board.king(c) as u8),
            white_to_move: stm == Color::White,
            bucket: bucket as u8,
            target,
            offset: 0.0,
            scale: [NORMAL_SCALE; 2],
        };
        network::for_each_piece_input(board, Color::White, |i| {
            if usize::from(s.count) < MAX_PIECES {
                s.inputs[usize::from(s.count)] = i as u16;
                s.count += 1;
            }
        });
        s
    }

    /// The sample with the material entry's score `cp` (side to move's view) under the network's.
    pub fn with_material(mut self, cp: i32) -> Self {
        self.offset = cp as f32 / SCALE as f32;
        self
    }

    /// The sample with the material entry's scale factors (64ths): `ahead` applies when the side
    /// to move is ahead, `behind` when the other side is.
    pub fn with_scale(mut self, ahead: u8, behind: u8) -> Self {
        self.scale = [ahead, behind];
        self
    }

    /// The output the engine evaluates with, from the network's `raw` output (offset included):
    /// the scale factor of the side it favours applied, as `MaterialEntry::scale_eval` does.
    #[inline(always)]
    fn scaled(&self, raw: f32) -> f32 {
        raw * self.scale_at(raw)
    }

    /// The scale factor (a fraction) that applies to the raw output `raw`, and so its derivative.
    #[inline(always)]
    fn scale_at(&self, raw: f32) -> f32 {
        f32::from(self.scale[usize::from(raw <= 0.0)]) / f32::from(NORMAL_SCALE)
    }

    /// The same position mirrored from the a-file to the h-file.
    pub fn mirrored(&self) -> Self {
        let mut m = *self;
        let n = usize::from(self.count);
        m.inputs[..n].iter_mut().for_each(|i| *i ^= 7);
        m.kings.iter_mut().for_each(|k| *k ^= 7);
        m
    }

    /// The inputs of the side to move's view and of the other side's, and how many there are.
    #[inline(always)]
    fn views(&self) -> ([usize; MAX_PIECES], [usize; MAX_PIECES], usize) {
        let n = usize::from(self.count);
        let (mut white, mut black) = ([0; MAX_PIECES], [0; MAX_PIECES]);
        // Each view's inputs sit in the block of its own king's bucket (Black's king square
        // seen from Black's side).
        let wk = PIECE_INPUTS * usize::from(network::KING_BUCKET[usize::from(self.kings[0])]);
        let bk = PIECE_INPUTS * usize::from(network::KING_BUCKET[usize::from(self.kings[1] ^ 56)]);
        for (k, &i) in self.inputs[..n].iter().enumerate() {
            white[k] = wk + usize::from(i);
            // Black's view of White's input `i`: own and enemy swapped, the square mirrored.
            black[k] = bk + (((usize::from(i) + 384) % PIECE_INPUTS) ^ 56);
        }
        if self.white_to_move {
            (white, black, n)
        } else {
            (black, white, n)
        }
    }
}

/// What the data held.
#[derive(Clone, Copy, Debug, Default)]
pub struct DataStats {
    pub games: usize,
    pub plies: usize,
    pub kept: usize,
    /// Files whose last game was cut off (its games before it were read).
    pub cut_off: usize,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The label of a position with search score `score` (side to move's view) in a game whose result
/// from White's view is `result` (0, 1 or 2 halves): `λ·σ(score/SCALE) + (1 − λ)·result`, the
/// side to move's view.
pub fn label(score: i32, result: u8, stm: Color, lambda: f32) -> f32 {
    let result = f32::from(result.min(2)) / 2.0;
    let result = if stm == Color::White {
        result
    } else {
        1.0 - result
    };
    lambda * sigmoid(score as f32 / SCALE as f32) + (1.0 - lambda) * result
}

/// Adds the sample of `pos` with `label` to `samples`, and its a-to-h mirror image when no side
/// can castle (then chess is the same game mirrored, with the same label); how many were added.
fn push(
    samples: &mut Vec<Sample>,
    material: &mut MaterialCache,
    pos: &crate::eval::Position,
    label: f32,
    scaling: Scaling,
) -> usize {
    let entry = material.probe(pos.state().material());
    let white = entry.score().taper(entry.phase());
    let stm = pos.side_to_move();
    let cp = if stm == Color::White { white } else { -white };
    let mut s =
        Sample::new(pos.board(), stm, network::bucket(entry.phase()), label).with_material(cp);
    // Outside a recognised endgame (whose module decides in the engine) the engine scales the
    // network's sum by the favoured side's factor: trained the same way, the network learns the
    // score before scaling instead of a score the engine would scale a second time.
    if scaling == Scaling::On && entry.endgame() == crate::material::EndgameId::None {
        s = s.with_scale(entry.scale(stm).get(), entry.scale(!stm).get());
    }
    samples.push(s);
    if gives_mirror(pos.board()) {
        samples.push(s.mirrored());
        2
    } else {
        1
    }
}

/// Whether a position also gives its a-to-h mirror image as a sample: only where no side can
/// castle (castling is the one rule the mirror breaks).
fn gives_mirror(b: &slate_board::Board) -> bool {
    Color::ALL.iter().all(|&c| {
        let r = b.castle_rights(c);
        r.short.is_none() && r.long.is_none()
    })
}

/// Whether the trainer applies the material entry's scale factors to the network's output as
/// the engine does (`Material Scaling`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Scaling {
    /// As the engine with `Material Scaling` on (its default).
    #[default]
    On,
    /// Unscaled: the network's sum is fitted to the label as it is (the networks up to session
    /// 57 were trained so).
    Off,
}

/// Whose score a position's label takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Teacher {
    /// The generator's search score (the normal case).
    #[default]
    Search,
    /// The hand-written evaluation of the position: the network learns to imitate it (a check
    /// that the network can carry what the hand-written evaluation knows, and a start for it).
    HandWritten,
}

/// Training and validation samples.
pub struct Data {
    pub train: Vec<Sample>,
    /// The positions of every `validation_every`-th game (whole games, so that no validation
    /// position shares its game's result with a training one).
    pub valid: Vec<Sample>,
    /// The hand-written evaluation's loss on the validation positions (its centipawns read at
    /// [`SCALE`] as the network's are), the figure a network has to beat; in a build with the
    /// `network` feature, the compiled-in network's.
    pub hand_written_loss: f64,
    pub stats: DataStats,
}

/// Reads games files into samples with label weight `lambda` on the search score.
pub fn load(
    paths: &[impl AsRef<Path>],
    lambda: f32,
    validation_every: usize,
    teacher: Teacher,
    augment: usize,
    scaling: Scaling,
) -> anyhow::Result<Data> {
    // A build with the `network` feature evaluates with its network: it has no hand-written
    // evaluation to imitate.
    anyhow::ensure!(
        !(cfg!(feature = "network") && teacher == Teacher::HandWritten),
        "--teacher hand-written needs the default build (this one evaluates with its network)"
    );
    let mut rng = SplitMix(0x5eed);
    let (mut train, mut valid) = (Vec::new(), Vec::new());
    let mut evaluator = crate::eval::Evaluator::default();
    let mut hand_written = 0.0f64;
    let mut stats = DataStats::default();
    let mut material = MaterialCache::new(MaterialTable::shared_default());
    for path in paths {
        let path = path.as_ref();
        let file =
            // Only a regular file: a FIFO or a device would hold the trainer, never end.
            slate_base::safe_file::open_regular(path).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        let mut n = 0;
        let read = read_games(
            std::io::BufReader::new(file),
            |game| {
                stats.plies += game.plies.len();
                stats.games += 1;
                let is_valid = stats.games % validation_every.max(2) == 0;
                let samples = if is_valid { &mut valid } else { &mut train };
                for (pos, ply) in game.positions() {
                    let score = match teacher {
                        Teacher::Search => i32::from(ply.score),
                        Teacher::HandWritten => evaluator.evaluate(&pos),
                    };
                    if pos.in_check() || pos.is_tactical(ply.mv) || score.abs() > MAX_SCORE {
                        continue;
                    }
                    let target = label(score, game.result, pos.side_to_move(), lambda);
                    let pushed = push(samples, &mut material, &pos, target, scaling);
                    if is_valid {
                        let p = sigmoid(evaluator.evaluate(&pos) as f32 / SCALE as f32);
                        hand_written += pushed as f64 * f64::from((p - target) * (p - target));
                        continue;
                    }
                    // Positions a few random moves away, labelled by the hand-written evaluation:
                    // the kind of position a search evaluates and the games never show.
                    for _ in 0..augment {
                        let mut near = pos.clone();
                        for _ in 0..1 + rng.below(3) {
                            let moves = near.legal_moves();
                            if moves.is_empty() {
                                break;
                            }
                            near.play(moves[rng.below(moves.len() as u64) as usize]);
                        }
                        if near.in_check() || !near.has_legal_moves() {
                            continue;
                        }
                        let score = evaluator.evaluate(&near);
                        if score.abs() <= MAX_SCORE {
                            let target = label(score, game.result, near.side_to_move(), 1.0);
                            push(samples, &mut material, &near, target, scaling);
                        }
                    }
                }
            },
            &mut n,
        );
        match read {
            Ok(()) => {}
            Err(GamesError::CutOff { .. }) => stats.cut_off += 1,
            Err(e) => anyhow::bail!("{}: {e}", path.display()),
        }
    }
    stats.kept = train.len() + valid.len();
    let hand_written_loss = hand_written / valid.len().max(1) as f64;
    Ok(Data {
        train,
        valid,
        hand_written_loss,
        stats,
    })
}

/// The network in floats, as it is trained.
#[derive(Clone, Debug, PartialEq)]
pub struct Floats {
    /// `w1[input * HIDDEN + unit]`.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// `w2[bucket * 2 * HIDDEN + unit]`: the side to move's units, then the other side's.
    pub w2: Vec<f32>,
    pub b2: Vec<f32>,
}

impl Floats {
    fn zeros() -> Self {
        Self {
            w1: vec![0.0; INPUTS * HIDDEN],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; BUCKETS * 2 * HIDDEN],
            b2: vec![0.0; BUCKETS],
        }
    }

    /// Small random weights.
    pub fn random(seed: u64) -> Self {
        let mut rng = SplitMix(seed);
        let mut uniform =
            |a: f32| (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 * a - a;
        let mut f = Self::zeros();
        f.w1.iter_mut().for_each(|w| *w = uniform(0.1));
        f.w2.iter_mut().for_each(|w| *w = uniform(0.1));
        f
    }

    fn parts_mut(&mut self) -> [&mut Vec<f32>; 4] {
        [&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2]
    }

    fn parts(&self) -> [&Vec<f32>; 4] {
        [&self.w1, &self.b1, &self.w2, &self.b2]
    }

    /// The side to move's view of `s`: the output (a logit at [`SCALE`], the material entry's
    /// score included) and the activations.
    fn forward(&self, s: &Sample, acc: &mut [[f32; HIDDEN]; 2]) -> f32 {
        let (us, them, n) = s.views();
        for (a, inputs) in acc.iter_mut().zip([&us[..n], &them[..n]]) {
            a.copy_from_slice(&self.b1);
            for &i in inputs {
                let row = &self.w1[i * HIDDEN..(i + 1) * HIDDEN];
                a.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            }
        }
        let w = &self.w2[usize::from(s.bucket) * 2 * HIDDEN..][..2 * HIDDEN];
        let out = self.b2[usize::from(s.bucket)] + s.offset;
        // Sixteen running sums, not one: a single float sum is a chain of dependent additions
        // that the compiler may not reorder into vector lanes.
        let mut lanes = [0.0f32; LANES];
        for (side, a) in acc.iter().enumerate() {
            let w = &w[side * HIDDEN..(side + 1) * HIDDEN];
            for (xs, ws) in a.chunks_exact(LANES).zip(w.chunks_exact(LANES)) {
                for k in 0..LANES {
                    let c = xs[k].clamp(0.0, 1.0);
                    lanes[k] += c * c * ws[k];
                }
            }
        }
        out + lanes.iter().sum::<f32>()
    }

    /// Adds the gradient of `(σ(out) − target)²` for `s` to `grad`; the loss.
    fn backward(&self, s: &Sample, grad: &mut Floats) -> f32 {
        let mut acc = [[0.0f32; HIDDEN]; 2];
        let raw = self.forward(s, &mut acc);
        let k = s.scale_at(raw);
        let p = sigmoid(raw * k);
        let g = 2.0 * (p - s.target) * p * (1.0 - p) * k;
        let b = usize::from(s.bucket);
        grad.b2[b] += g;
        let w = &self.w2[b * 2 * HIDDEN..][..2 * HIDDEN];
        let (us, them, n) = s.views();
        let inputs = [&us[..n], &them[..n]];
        for (side, a) in acc.iter().enumerate() {
            let gw = &mut grad.w2[b * 2 * HIDDEN + side * HIDDEN..][..HIDDEN];
            let w = &w[side * HIDDEN..(side + 1) * HIDDEN];
            let mut da = [0.0f32; HIDDEN];
            for h in 0..HIDDEN {
                let x = a[h];
                let c = x.clamp(0.0, 1.0);
                gw[h] += g * c * c;
                da[h] = if x > 0.0 && x < 1.0 {
                    g * w[h] * 2.0 * x
                } else {
                    0.0
                };
            }
            grad.b1.iter_mut().zip(&da).for_each(|(b, d)| *b += d);
            for &i in inputs[side] {
                let row = &mut grad.w1[i * HIDDEN..(i + 1) * HIDDEN];
                row.iter_mut().zip(&da).for_each(|(r, d)| *r += d);
            }
        }
        (p - s.target) * (p - s.target)
    }

    /// The mean loss over `samples`.
    pub fn loss(&self, samples: &[Sample]) -> f64 {
        let total: f64 = samples
            .par_iter()
            .map(|s| {
                let mut acc = [[0.0f32; HIDDEN]; 2];
                let p = sigmoid(s.scaled(self.forward(s, &mut acc)));
                f64::from((p - s.target) * (p - s.target))
            })
            .sum();
        total / samples.len().max(1) as f64
    }

    /// Rounded to the engine's fixed point (weights were kept inside its ranges by training).
    pub fn quantise(&self) -> Network {
        let q = |x: f32, scale: i32, max: i16| {
            (x * scale as f32)
                .round()
                .clamp(-f32::from(max), f32::from(max)) as i16
        };
        let mut net = Network::zero();
        for (i, row) in net.w1.iter_mut().enumerate() {
            for (h, w) in row.iter_mut().enumerate() {
                *w = q(self.w1[i * HIDDEN + h], QA, MAX_W1);
            }
        }
        for (h, b) in net.b1.iter_mut().enumerate() {
            *b = q(self.b1[h], QA, MAX_W1);
        }
        for (k, row) in net.w2.iter_mut().enumerate() {
            for (h, w) in row.iter_mut().enumerate() {
                *w = q(self.w2[k * 2 * HIDDEN + h], QB, MAX_W2);
            }
        }
        for (k, b) in net.b2.iter_mut().enumerate() {
            *b = (self.b2[k] * (QA * QB) as f32).round() as i32;
        }
        net
    }

    /// Keeps the weights where the fixed point holds them; with a factoriser's `shared` block,
    /// each first-layer weight is held so that its sum with the shared one stays inside.
    fn clip(&mut self, shared: Option<&[f32]>) {
        let m1 = f32::from(MAX_W1) / QA as f32;
        let m2 = f32::from(MAX_W2) / QB as f32;
        match shared {
            None => self.w1.iter_mut().for_each(|w| *w = w.clamp(-m1, m1)),
            Some(shared) => {
                for block in self.w1.chunks_exact_mut(shared.len()) {
                    block
                        .iter_mut()
                        .zip(shared)
                        .for_each(|(w, s)| *w = w.clamp(-m1 - s, m1 - s));
                }
            }
        }
        self.b1.iter_mut().for_each(|w| *w = w.clamp(-m1, m1));
        self.w2.iter_mut().for_each(|w| *w = w.clamp(-m2, m2));
    }

    fn add(&mut self, other: &Floats) {
        for (a, b) in self.parts_mut().into_iter().zip(other.parts()) {
            a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
        }
    }
}

/// Training settings.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub epochs: usize,
    pub batch: usize,
    pub lr: f32,
    /// The learning rate falls to this fraction of `lr` by the last epoch (cosine).
    pub final_lr: f32,
    /// Decoupled weight decay of the first layer (AdamW), per step and unit of learning rate:
    /// with little data the first layer's weights (197 k per king bucket) learn the games by heart.
    /// A factorised run decays each bucket's own part only, not the shared block.
    pub weight_decay: f32,
    pub seed: u64,
}

/// A run's state: the floats, Adam's moments, the epochs done.
#[derive(Clone, Debug, PartialEq)]
pub struct Trainer {
    pub net: Floats,
    m: Floats,
    v: Floats,
    pub epoch: usize,
    step: u64,
    /// The lowest validation loss of an epoch so far (the epoch written as the network).
    pub best: f64,
    /// The king buckets' shared part, when the run is factorised.
    factor: Option<Factor>,
}

/// A factoriser of the king buckets: one block of piece-input weights that every bucket's own
/// weights are added to, so that what a position teaches about a piece on a square reaches every
/// region of the king, not only the region the king stood in. The network written is the sum;
/// the split exists only in training (with its own Adam moments, kept in the checkpoint).
#[derive(Clone, Debug, PartialEq)]
struct Factor {
    /// `w[piece_input * HIDDEN + unit]`.
    w: Vec<f32>,
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Factor {
    fn zeros() -> Self {
        let zeros = vec![0.0; PIECE_INPUTS * HIDDEN];
        Self {
            w: zeros.clone(),
            m: zeros.clone(),
            v: zeros,
        }
    }
}

/// What a checkpoint file starts with.
const CHECKPOINT_MAGIC: &[u8; 8] = b"SLNTCKP2";
/// What a factorised run's checkpoint starts with: the same, then the factor's weights and its
/// two moments.
const FACTORISED_MAGIC: &[u8; 8] = b"SLNTCKPF";

/// A checkpoint's counters and floats, at whatever hidden width it was written, with this
/// build's inputs or with one king bucket's.
struct RawCheckpoint {
    epoch: usize,
    step: u64,
    best: f64,
    hidden: usize,
    inputs: usize,
    /// The net's, then Adam's two moments', each w1, b1, w2, b2.
    floats: Vec<f32>,
    /// A factorised run's factor: its weights, then its two moments.
    factor: Option<Vec<f32>>,
}

impl RawCheckpoint {
    fn parse(bytes: &[u8]) -> anyhow::Result<Self> {
        let factorised = bytes.starts_with(FACTORISED_MAGIC);
        if !factorised && !bytes.starts_with(CHECKPOINT_MAGIC) {
            anyhow::bail!("not a checkpoint of this network's shape");
        }
        // One net's floats at width h: h · (inputs + 1 + 2 · BUCKETS) + BUCKETS; three of them,
        // and a factorised run's three blocks of h · PIECE_INPUTS.
        let shape = |inputs: usize| {
            let per_unit = inputs + 1 + 2 * BUCKETS;
            let factor_per_unit = if factorised { PIECE_INPUTS } else { 0 };
            let floats = bytes.len().saturating_sub(8 + 24 + 8) / 4;
            let hidden = (floats / 3).saturating_sub(BUCKETS) / (per_unit + factor_per_unit);
            let expected = 3 * (hidden * (per_unit + factor_per_unit) + BUCKETS);
            (hidden > 0 && bytes.len() == 8 + 24 + 4 * expected + 8).then_some((inputs, hidden))
        };
        let shapes = if factorised {
            // Only a build with king buckets writes one.
            shape(INPUTS).filter(|_| INPUTS != PIECE_INPUTS)
        } else {
            shape(INPUTS).or_else(|| shape(PIECE_INPUTS))
        };
        let Some((inputs, hidden)) = shapes else {
            anyhow::bail!("not a checkpoint of this network's shape");
        };
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if network::file::checksum(body) != u64::from_le_bytes(sum.try_into()?) {
            anyhow::bail!("the checkpoint is damaged (its checksum does not match)");
        }
        let mut floats: Vec<f32> = body[32..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let factor = factorised.then(|| floats.split_off(floats.len() - 3 * PIECE_INPUTS * hidden));
        Ok(Self {
            epoch: u64::from_le_bytes(body[8..16].try_into()?) as usize,
            step: u64::from_le_bytes(body[16..24].try_into()?),
            best: f64::from_le_bytes(body[24..32].try_into()?),
            hidden,
            inputs,
            floats,
            factor,
        })
    }
}

impl Trainer {
    /// A new run from random weights.
    pub fn new(seed: u64) -> Self {
        Self {
            net: Floats::random(seed),
            m: Floats::zeros(),
            v: Floats::zeros(),
            epoch: 0,
            step: 0,
            best: f64::INFINITY,
            factor: None,
        }
    }

    /// The run with a factoriser of the king buckets: the shared block starts as the buckets'
    /// mean and each bucket keeps its difference from it, so the run computes what it did (a net
    /// whose inputs were repeated in every bucket starts all shared). An error in a build without
    /// king buckets, where there is nothing to share.
    pub fn factorised(mut self) -> anyhow::Result<Self> {
        anyhow::ensure!(
            KING_BUCKETS > 1,
            "a build without king buckets has nothing to factorise"
        );
        if self.factor.is_none() {
            let mut f = Factor::zeros();
            for block in self.net.w1.chunks_exact(PIECE_INPUTS * HIDDEN) {
                f.w.iter_mut().zip(block).for_each(|(s, w)| *s += w);
            }
            f.w.iter_mut().for_each(|s| *s /= KING_BUCKETS as f32);
            for block in self.net.w1.chunks_exact_mut(PIECE_INPUTS * HIDDEN) {
                block.iter_mut().zip(&f.w).for_each(|(w, s)| *w -= s);
            }
            self.factor = Some(f);
        }
        Ok(self)
    }

    /// Does the run train a factoriser?
    pub fn is_factorised(&self) -> bool {
        self.factor.is_some()
    }

    /// The network the run stands at: the weights, with a factoriser added to every bucket.
    pub fn effective(&self) -> std::borrow::Cow<'_, Floats> {
        match &self.factor {
            None => std::borrow::Cow::Borrowed(&self.net),
            Some(f) => {
                let mut net = self.net.clone();
                for block in net.w1.chunks_exact_mut(PIECE_INPUTS * HIDDEN) {
                    block.iter_mut().zip(&f.w).for_each(|(w, s)| *w += s);
                }
                std::borrow::Cow::Owned(net)
            }
        }
    }

    /// A new run from the weights `net` (a second stage of training: fresh moments, epochs and
    /// best loss).
    pub fn starting_from(net: Floats) -> Self {
        Self {
            net,
            ..Self::new(0)
        }
    }

    /// The checkpoint: magic, epoch, step, best loss, the floats of net, m and v, and a checksum.
    pub fn to_bytes(&self) -> Vec<u8> {
        let magic = if self.factor.is_some() {
            FACTORISED_MAGIC
        } else {
            CHECKPOINT_MAGIC
        };
        let mut out = magic.to_vec();
        out.extend_from_slice(&(self.epoch as u64).to_le_bytes());
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&self.best.to_le_bytes());
        for f in [&self.net, &self.m, &self.v] {
            for part in f.parts() {
                part.iter()
                    .for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
            }
        }
        if let Some(f) = &self.factor {
            for x in f.w.iter().chain(&f.m).chain(&f.v) {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
        let sum = network::file::checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a checkpoint written by [`Trainer::to_bytes`] of this shape.
    pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Self> {
        let raw = RawCheckpoint::parse(bytes)?;
        if raw.hidden != HIDDEN || raw.inputs != INPUTS {
            anyhow::bail!(
                "a checkpoint of {} inputs and {} hidden units, not this build's {INPUTS} and {HIDDEN} \
                 (`--init` widens a narrower one and repeats one king bucket's inputs)",
                raw.inputs,
                raw.hidden
            );
        }
        let mut t = Self::new(0);
        t.epoch = raw.epoch;
        t.step = raw.step;
        t.best = raw.best;
        let mut values = raw.floats.into_iter();
        for f in [&mut t.net, &mut t.m, &mut t.v] {
            for part in f.parts_mut() {
                part.iter_mut()
                    .for_each(|x| *x = values.next().expect("length checked"));
            }
        }
        if let Some(floats) = raw.factor {
            let mut parts = floats
                .chunks_exact(PIECE_INPUTS * HIDDEN)
                .map(<[f32]>::to_vec);
            let mut next = || parts.next().expect("length checked");
            t.factor = Some(Factor {
                w: next(),
                m: next(),
                v: next(),
            });
        }
        Ok(t)
    }

    /// The weights of a checkpoint of this build's width or a narrower one, to start a new run
    /// from. A narrower net is widened without changing what it computes: its units keep their
    /// weights, and each new unit gets small random input weights (`seed`), a zero bias and zero
    /// output weights, so that training grows it from the same outputs. A net of one king
    /// bucket's inputs gets them repeated in every bucket, which computes the same too; a
    /// factorised run's factor is added to every bucket (the network it wrote).
    pub fn weights_from_bytes(bytes: &[u8], seed: u64) -> anyhow::Result<Floats> {
        let mut raw = RawCheckpoint::parse(bytes)?;
        let h = raw.hidden;
        if let Some(factor) = &raw.factor {
            let shared = &factor[..PIECE_INPUTS * h];
            for block in raw.floats[..raw.inputs * h].chunks_exact_mut(PIECE_INPUTS * h) {
                block.iter_mut().zip(shared).for_each(|(w, s)| *w += s);
            }
        }
        if h > HIDDEN {
            anyhow::bail!("a checkpoint of {h} hidden units, wider than this build's {HIDDEN}");
        }
        // The net's floats come first: w1, b1, w2, b2 at width h.
        let (w1, rest) = raw.floats.split_at(raw.inputs * h);
        let (b1, rest) = rest.split_at(h);
        let (w2, rest) = rest.split_at(BUCKETS * 2 * h);
        let b2 = &rest[..BUCKETS];
        let mut f = Floats::random(seed);
        f.b1.fill(0.0);
        f.w2.fill(0.0);
        for i in 0..INPUTS {
            let from = i % raw.inputs;
            f.w1[i * HIDDEN..][..h].copy_from_slice(&w1[from * h..][..h]);
        }
        f.b1[..h].copy_from_slice(b1);
        for k in 0..2 * BUCKETS {
            // Bucket k / 2, side k % 2: each side's units start at its own offset.
            f.w2[k * HIDDEN..][..h].copy_from_slice(&w2[k * h..][..h]);
        }
        f.b2.copy_from_slice(b2);
        Ok(f)
    }

    /// One epoch over `train` (shuffled by the seed and the epoch); the mean training loss.
    pub fn epoch(&mut self, train: &[Sample], config: &TrainConfig) -> f64 {
        let mut order: Vec<u32> = (0..train.len() as u32).collect();
        let mut rng = SplitMix(config.seed ^ (self.epoch as u64).wrapping_mul(0x9E37_79B9));
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let progress = self.epoch as f32 / config.epochs.max(1) as f32;
        let cosine = 0.5 * (1.0 + (std::f32::consts::PI * progress).cos());
        let lr = config.lr * (config.final_lr + (1.0 - config.final_lr) * cosine);
        let threads = rayon::current_num_threads().max(1);
        let mut total = 0.0f64;
        for batch in order.chunks(config.batch.max(1)) {
            // A factorised run's gradient is the summed network's: its buckets' share is theirs,
            // and the factor's is the sum over the buckets.
            let net = self.effective();
            let per = batch.len().div_ceil(threads);
            let (grad, loss) = batch
                .par_chunks(per)
                .map(|part| {
                    let mut g = Floats::zeros();
                    let loss: f64 = part
                        .iter()
                        .enumerate()
                        .map(|(j, &i)| {
                            // Samples are read in shuffled order, each a miss to memory: ask for
                            // a later one while this one is computed.
                            if let Some(&ahead) = part.get(j + PREFETCH_AHEAD) {
                                // A sample spans two cache lines.
                                let s = &train[ahead as usize];
                                crate::memory::prefetch(&s.inputs);
                                crate::memory::prefetch(&s.scale);
                            }
                            f64::from(net.backward(&train[i as usize], &mut g))
                        })
                        .sum();
                    (g, loss)
                })
                .reduce(
                    || (Floats::zeros(), 0.0),
                    |(mut a, la), (b, lb)| {
                        a.add(&b);
                        (a, la + lb)
                    },
                );
            drop(net);
            total += loss;
            self.adam(&grad, batch.len(), lr, config.weight_decay);
        }
        self.epoch += 1;
        total / train.len().max(1) as f64
    }

    fn adam(&mut self, grad: &Floats, n: usize, lr: f32, weight_decay: f32) {
        self.step += 1;
        let step = Step {
            c1: 1.0 - Step::B1.powi(self.step.min(100_000) as i32),
            c2: 1.0 - Step::B2.powi(self.step.min(100_000) as i32),
            scale: 1.0 / n as f32,
            lr,
        };
        let first_layer = 1.0 - lr * weight_decay;
        let [w1, b1, w2, b2] = self.net.parts_mut();
        let [m1, mb1, m2, mb2] = self.m.parts_mut();
        let [v1, vb1, v2, vb2] = self.v.parts_mut();
        let [g1, gb1, g2, gb2] = grad.parts();
        step.apply(w1, m1, v1, g1, first_layer);
        step.apply(b1, mb1, vb1, gb1, 1.0);
        step.apply(w2, m2, v2, g2, 1.0);
        step.apply(b2, mb2, vb2, gb2, 1.0);
        if let Some(f) = &mut self.factor {
            let mut g = vec![0.0f32; PIECE_INPUTS * HIDDEN];
            for block in grad.w1.chunks_exact(PIECE_INPUTS * HIDDEN) {
                g.iter_mut().zip(block).for_each(|(g, b)| *g += b);
            }
            // Weight decay shrinks each bucket's own part, which pulls the bucket toward the
            // shared weights: a region differs from the others only as far as its data says.
            step.apply(&mut f.w, &mut f.m, &mut f.v, &g, 1.0);
        }
        self.net.clip(self.factor.as_ref().map(|f| &f.w[..]));
    }
}

/// One step of Adam with its bias corrections.
struct Step {
    c1: f32,
    c2: f32,
    scale: f32,
    lr: f32,
}

impl Step {
    const B1: f32 = 0.9;
    const B2: f32 = 0.999;

    /// Updates the weights `w` with moments `m`, `v` by the summed gradient `g`, after a
    /// decoupled decay of `decay` (1 for none).
    fn apply(&self, w: &mut [f32], m: &mut [f32], v: &mut [f32], g: &[f32], decay: f32) {
        for i in 0..w.len() {
            w[i] *= decay;
            let g = g[i] * self.scale;
            m[i] = Self::B1 * m[i] + (1.0 - Self::B1) * g;
            v[i] = Self::B2 * v[i] + (1.0 - Self::B2) * g * g;
            w[i] -= self.lr * (m[i] / self.c1) / ((v[i] / self.c2).sqrt() + 1e-8);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Position;

    const FENS: [&str; 4] = [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 b - - 0 40",
        "2r2rk1/pp1q1ppp/2n1pn2/3p4/3P4/2NBPN2/PPQ2PPP/2R2RK1 w - - 0 14",
        "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R b KQkq - 0 1",
    ];

    fn samples() -> Vec<(Position, Sample)> {
        FENS.iter()
            .enumerate()
            .map(|(i, fen)| {
                let pos = Position::from_fen(fen).unwrap();
                let s = Sample::new(pos.board(), pos.side_to_move(), i * 2, 0.2 + 0.2 * i as f32);
                // Two with scale factors, so that the gradient is checked through them too.
                let s = match i {
                    1 => s.with_scale(16, 64),
                    3 => s.with_scale(64, 32),
                    _ => s,
                };
                (pos, s)
            })
            .collect()
    }

    fn trained_like() -> Floats {
        let mut f = Floats::random(4);
        let mut rng = SplitMix(8);
        f.b1.iter_mut()
            .for_each(|b| *b = (rng.below(1000) as f32) / 1000.0 * 0.6);
        f.b2.iter_mut()
            .for_each(|b| *b = (rng.below(1000) as f32) / 1000.0 - 0.5);
        // Output weights of a trained net's size (a tenth of a unit rounds coarsely at QB).
        f.w2.iter_mut().for_each(|w| *w *= 6.0);
        // On the engine's fixed-point grid, so that a comparison with the quantised net sees
        // its layout and arithmetic, not a weight's rounding summed over every unit.
        let snap = |w: &mut f32, q: i32| *w = (*w * q as f32).round() / q as f32;
        f.w1.iter_mut().chain(&mut f.b1).for_each(|w| snap(w, QA));
        f.w2.iter_mut().for_each(|w| snap(w, QB));
        f.b2.iter_mut().for_each(|w| snap(w, QA * QB));
        f
    }

    #[test]
    fn the_trainer_scales_the_output_as_the_engine_does() {
        let mut material = MaterialCache::new(MaterialTable::shared_default());
        let fens = [
            // A queen and a knight against a queen: no pawns, a minor ahead (16/64 each side).
            "8/8/4k3/3q4/8/2KQN3/8/8 w - - 0 1",
            // A rook and a bishop against a rook and a pawn (16/64 and 32/64), Black to move.
            "8/p7/4k3/3r4/8/2KRB3/8/8 b - - 0 1",
            "8/5p2/4kb2/8/8/2KR4/5P2/8 w - - 0 1",
            // A recognised endgame: its module decides in the engine, so nothing is scaled.
            "8/8/4k3/3r4/8/2KRN3/8/8 w - - 0 1",
            "6k1/5ppp/8/8/8/8/1B3PPP/4R1K1 w - - 0 1",
        ];
        let mut scaled = 0;
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            let (mut on, mut off) = (Vec::new(), Vec::new());
            push(&mut on, &mut material, &pos, 0.5, Scaling::On);
            push(&mut off, &mut material, &pos, 0.5, Scaling::Off);
            let entry = material.probe(pos.state().material());
            let white = pos.side_to_move() == Color::White;
            for raw_cp in [-300, -41, 41, 300] {
                let raw = raw_cp as f32 / SCALE as f32;
                let white_raw = if white { raw_cp } else { -raw_cp };
                let engine = if entry.endgame() == crate::material::EndgameId::None {
                    entry.scale_eval(white_raw)
                } else {
                    white_raw
                };
                let engine = if white { engine } else { -engine };
                let trained = on[0].scaled(raw) * SCALE as f32;
                assert!(
                    (trained - engine as f32).abs() < 1.0,
                    "{fen}: raw {raw_cp}, trainer {trained}, engine {engine}"
                );
                assert_eq!(off[0].scaled(raw), raw, "{fen}: scaled with scaling off");
            }
            scaled += usize::from(on[0].scale != [NORMAL_SCALE; 2]);
        }
        assert_eq!(
            scaled, 3,
            "the three unrecognised positions with factors below 64 carry them"
        );
    }

    #[test]
    fn the_quantised_network_evaluates_as_the_floats_do() {
        let f = trained_like();
        let net = f.quantise();
        for (pos, s) in samples() {
            let mut acc = [[0.0; HIDDEN]; 2];
            let float_cp = f.forward(&s, &mut acc) * SCALE as f32;
            let phase_of_bucket = (0..=crate::material::PHASE_MAX)
                .find(|&p| network::bucket(p) == usize::from(s.bucket))
                .unwrap();
            let fixed = net.evaluate_board(pos.board(), pos.side_to_move(), phase_of_bucket);
            assert!(
                (fixed as f32 - float_cp).abs() < 4.0 + float_cp.abs() * 0.03,
                "{}: fixed {fixed}, floats {float_cp}",
                pos.fen(false)
            );
        }
    }

    #[test]
    fn the_gradient_matches_finite_differences() {
        let f = trained_like();
        let loss = |f: &Floats| -> f64 {
            samples()
                .iter()
                .map(|(_, s)| {
                    let mut acc = [[0.0; HIDDEN]; 2];
                    let p = sigmoid(s.scaled(f.forward(s, &mut acc)));
                    f64::from((p - s.target) * (p - s.target))
                })
                .sum()
        };
        let mut grad = Floats::zeros();
        for (_, s) in samples() {
            f.backward(&s, &mut grad);
        }
        // Inputs the samples use (a white pawn on e4 from White's view is own pawn on e4…).
        let (us, _, _) = samples()[0].1.views();
        let probes: Vec<(usize, usize)> = (0..12)
            .map(|k| {
                (
                    k % 4,
                    [
                        us[0] * HIDDEN + 3,
                        17,
                        2 * HIDDEN + 5,
                        0,
                        us[2] * HIDDEN + 100,
                        200,
                    ][k % 6],
                )
            })
            .collect();
        let mut checked = 0;
        for (part, i) in probes {
            let (part, i) = match part {
                0 => (0, i.min(INPUTS * HIDDEN - 1)),
                1 => (1, i % HIDDEN),
                2 => (2, i % (BUCKETS * 2 * HIDDEN)),
                _ => (3, i % BUCKETS),
            };
            let h = 1e-3f32;
            let mut plus = f.clone();
            plus.parts_mut()[part][i] += h;
            let mut minus = f.clone();
            minus.parts_mut()[part][i] -= h;
            let numeric = (loss(&plus) - loss(&minus)) / (2.0 * f64::from(h));
            let analytic = f64::from(grad.parts()[part][i]);
            assert!(
                (numeric - analytic).abs() < 1e-3 + 0.05 * analytic.abs(),
                "part {part} index {i}: numeric {numeric}, analytic {analytic}"
            );
            checked += usize::from(analytic.abs() > 1e-6);
        }
        assert!(checked >= 4, "too few weights with a gradient were checked");
    }

    #[test]
    fn training_lowers_the_loss_and_a_checkpoint_resumes_exactly() {
        let data: Vec<Sample> = samples().into_iter().map(|(_, s)| s).collect();
        let config = TrainConfig {
            epochs: 40,
            batch: 2,
            lr: 0.01,
            final_lr: 0.05,
            weight_decay: 0.0,
            seed: 3,
        };
        for factorised in [false, true] {
            if factorised && KING_BUCKETS == 1 {
                assert!(Trainer::new(5).factorised().is_err());
                continue;
            }
            let mut t = Trainer::new(5);
            if factorised {
                t = t.factorised().unwrap();
            }
            let before = t.effective().loss(&data);
            for _ in 0..20 {
                t.epoch(&data, &config);
            }
            let saved = t.to_bytes();
            for _ in 0..20 {
                t.epoch(&data, &config);
            }
            let after = t.effective().loss(&data);
            assert!(after < before / 4.0, "{before} then {after}");
            let mut resumed = Trainer::from_bytes(&saved).unwrap();
            assert_eq!(resumed.epoch, 20);
            assert_eq!(resumed.is_factorised(), factorised);
            for _ in 0..20 {
                resumed.epoch(&data, &config);
            }
            assert_eq!(resumed, t, "a resumed run goes on exactly as the run did");
            let mut damaged = saved.clone();
            damaged[100] ^= 1;
            assert!(Trainer::from_bytes(&damaged).is_err());
            assert!(Trainer::from_bytes(&saved[..saved.len() - 1]).is_err());
            // A new run from the checkpoint starts from the network the run wrote.
            let written = Trainer::weights_from_bytes(&t.to_bytes(), 1).unwrap();
            assert_eq!(&written, t.effective().as_ref());
        }
    }

    #[test]
    fn a_factoriser_teaches_every_king_region() {
        if KING_BUCKETS == 1 {
            return;
        }
        // Positions whose kings stand in one region each side: what they teach reaches the
        // other regions' weights only through the factor.
        let pos = Position::from_fen(FENS[0]).unwrap();
        let sample = Sample::new(pos.board(), pos.side_to_move(), 3, 0.9);
        let (us, them, n) = sample.views();
        let used: std::collections::HashSet<usize> =
            us[..n].iter().chain(&them[..n]).copied().collect();
        let config = TrainConfig {
            epochs: 4,
            batch: 1,
            lr: 0.01,
            final_lr: 0.05,
            weight_decay: 0.0,
            seed: 3,
        };
        for factorised in [false, true] {
            let mut t = Trainer::starting_from(trained_like());
            if factorised {
                t = t.factorised().unwrap();
            }
            let start = t.effective().into_owned();
            for _ in 0..4 {
                t.epoch(&[sample], &config);
            }
            let end = t.effective();
            // The input of the side to move's first piece in every region of its king.
            let piece = us[0] % PIECE_INPUTS;
            let mut moved_regions = 0;
            for region in 0..KING_BUCKETS {
                let i = region * PIECE_INPUTS + piece;
                let row = |f: &Floats| f.w1[i * HIDDEN..(i + 1) * HIDDEN].to_vec();
                let moved = row(&start) != row(&end);
                if used.contains(&i) {
                    assert!(moved, "the sample's own input {i} learned nothing");
                } else {
                    assert_eq!(
                        moved, factorised,
                        "region {region}, factorised {factorised}"
                    );
                }
                moved_regions += usize::from(moved);
            }
            let want = if factorised { KING_BUCKETS } else { 1 };
            assert!(moved_regions >= want, "{moved_regions} regions moved");
        }
    }

    #[test]
    fn a_factoriser_starts_from_the_same_network_and_decay_pulls_buckets_to_it() {
        if KING_BUCKETS == 1 {
            return;
        }
        let net = trained_like();
        let t = Trainer::starting_from(net.clone()).factorised().unwrap();
        let f = &t.factor.as_ref().unwrap().w;
        for i in (0..PIECE_INPUTS * HIDDEN).step_by(97) {
            let mean = (0..KING_BUCKETS)
                .map(|b| net.w1[b * PIECE_INPUTS * HIDDEN + i])
                .sum::<f32>()
                / KING_BUCKETS as f32;
            assert!(
                (f[i] - mean).abs() < 1e-6,
                "shared {} against mean {mean}",
                f[i]
            );
        }
        let diff = t
            .effective()
            .w1
            .iter()
            .zip(&net.w1)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0f32, f32::max);
        assert!(diff < 1e-6, "the factorised net differs by {diff}");
        // Trained with decay on positions that hold no white queen: the shared weights of a
        // white queen's inputs stay, and each bucket's own part of them shrinks toward zero.
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        let sample = Sample::new(pos.board(), pos.side_to_move(), 0, 0.7);
        let config = TrainConfig {
            epochs: 4,
            batch: 1,
            lr: 0.01,
            final_lr: 0.05,
            weight_decay: 5.0,
            seed: 3,
        };
        let mut trained = t.clone();
        for _ in 0..4 {
            trained.epoch(&[sample], &config);
        }
        let (us, them, n) = sample.views();
        let seen: std::collections::HashSet<usize> = us[..n]
            .iter()
            .chain(&them[..n])
            .map(|i| i % PIECE_INPUTS)
            .collect();
        let (mut shrank, mut checked) = (0, 0);
        for input in (0..PIECE_INPUTS).filter(|i| !seen.contains(i)).step_by(7) {
            for u in (0..HIDDEN).step_by(31) {
                let i = input * HIDDEN + u;
                let (before, after) = (
                    &t.factor.as_ref().unwrap().w,
                    &trained.factor.as_ref().unwrap().w,
                );
                assert_eq!(before[i], after[i], "an unseen input's shared weight moved");
                for b in 0..KING_BUCKETS {
                    let k = b * PIECE_INPUTS * HIDDEN + i;
                    let (was, is) = (t.net.w1[k].abs(), trained.net.w1[k].abs());
                    assert!(is <= was, "bucket {b} grew from {was} to {is}");
                    shrank += usize::from(is < was);
                    checked += 1;
                }
            }
        }
        assert!(shrank * 10 >= checked * 9, "{shrank} of {checked} shrank");
    }

    #[test]
    fn a_samples_views_are_the_engines_inputs() {
        // Random games move the kings through every region, so each view's king bucket is
        // checked as well as the pieces.
        let mut rng = SplitMix(5);
        for fen in FENS {
            let mut pos = Position::from_fen(fen).unwrap();
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play(moves[rng.below(moves.len() as u64) as usize]);
                let (b, stm) = (pos.board(), pos.side_to_move());
                let sample = Sample::new(b, stm, 0, 0.5);
                let (us, them, n) = sample.views();
                for (view, got) in [(stm, &us[..n]), (!stm, &them[..n])] {
                    let king = PIECE_INPUTS * usize::from(network::king_bucket(b, view));
                    let mut want = Vec::new();
                    network::for_each_piece_input(b, view, |i| want.push(king + i));
                    let mut got = got.to_vec();
                    got.sort_unstable();
                    want.sort_unstable();
                    assert_eq!(got, want, "{} {view:?}", pos.fen(false));
                }
            }
        }
    }

    #[test]
    fn a_narrower_checkpoint_is_widened_to_the_same_outputs() {
        // Narrower, and of one king bucket's inputs (the same as this build's without buckets).
        let h = HIDDEN / 2;
        let mut rng = SplitMix(11);
        let mut r = |a: f32| ((rng.below(2001) as f32) / 1000.0 - 1.0) * a;
        let w1: Vec<f32> = (0..PIECE_INPUTS * h).map(|_| r(0.1)).collect();
        let b1: Vec<f32> = (0..h).map(|_| r(0.3) + 0.3).collect();
        let w2: Vec<f32> = (0..BUCKETS * 2 * h).map(|_| r(0.6)).collect();
        let b2: Vec<f32> = (0..BUCKETS).map(|_| r(0.5)).collect();
        // A checkpoint of width h written by hand: the net's floats, then two moments alike.
        let mut bytes = CHECKPOINT_MAGIC.to_vec();
        bytes.extend_from_slice(&7u64.to_le_bytes());
        bytes.extend_from_slice(&9u64.to_le_bytes());
        bytes.extend_from_slice(&0.5f64.to_le_bytes());
        for _ in 0..3 {
            for x in w1.iter().chain(&b1).chain(&w2).chain(&b2) {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
        }
        let sum = network::file::checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        assert!(
            Trainer::from_bytes(&bytes).is_err(),
            "resuming needs this build's width"
        );
        let wide = Trainer::weights_from_bytes(&bytes, 3).unwrap();
        let mut live = 0;
        for (_, s) in samples() {
            // The narrow net's output, computed here unit by unit.
            let (us, them, n) = s.views();
            let b = usize::from(s.bucket);
            let mut narrow = b2[b] + s.offset;
            for (side, inputs) in [&us[..n], &them[..n]].into_iter().enumerate() {
                for u in 0..h {
                    let x = b1[u]
                        + inputs
                            .iter()
                            .map(|&i| w1[(i % PIECE_INPUTS) * h + u])
                            .sum::<f32>();
                    let c = x.clamp(0.0, 1.0);
                    narrow += c * c * w2[b * 2 * h + side * h + u];
                }
            }
            let mut acc = [[0.0; HIDDEN]; 2];
            let widened = wide.forward(&s, &mut acc);
            assert!(
                (widened - narrow).abs() < 1e-4,
                "{widened} against {narrow}"
            );
            // New units that will learn: inside (0, 1), where the activation has a slope.
            live += acc
                .iter()
                .flat_map(|a| &a[h..])
                .filter(|&&x| x > 0.0 && x < 1.0)
                .count();
        }
        assert!(live > 4 * h / 2, "only {live} new units active");
        let mut damaged = bytes.clone();
        damaged[40] ^= 1;
        assert!(Trainer::weights_from_bytes(&damaged, 3).is_err());
        // A wider checkpoint (a frame of 2 · HIDDEN units, checksum right) is refused, not cut.
        let per_net = 2 * HIDDEN * (INPUTS + 1 + 2 * BUCKETS) + BUCKETS;
        let mut wider = CHECKPOINT_MAGIC.to_vec();
        wider.resize(8 + 24 + 4 * 3 * per_net, 0);
        let sum = network::file::checksum(&wider);
        wider.extend_from_slice(&sum.to_le_bytes());
        let err = Trainer::weights_from_bytes(&wider, 3).unwrap_err();
        assert!(err.to_string().contains("wider"), "{err}");
        assert!(Trainer::weights_from_bytes(&bytes[..bytes.len() - 4], 3).is_err());
    }

    #[test]
    fn a_mirrored_sample_is_the_mirrored_position() {
        let pos = Position::from_fen("8/5pk1/6p1/8/3R4/6P1/5PK1/2r5 b - - 0 40").unwrap();
        let mirror = Position::from_fen("8/1kp5/1p6/8/4R3/1P6/1KP5/5r2 b - - 0 40").unwrap();
        let s = Sample::new(pos.board(), pos.side_to_move(), 3, 0.4).mirrored();
        let m = Sample::new(mirror.board(), mirror.side_to_move(), 3, 0.4);
        let sorted = |s: &Sample| {
            let mut v = s.inputs[..usize::from(s.count)].to_vec();
            v.sort();
            v
        };
        assert_eq!(sorted(&s), sorted(&m));
        assert_eq!(
            (s.white_to_move, s.bucket, s.target),
            (m.white_to_move, m.bucket, m.target)
        );
    }

    #[test]
    fn the_material_score_is_added_under_the_network() {
        let f = trained_like();
        for (_, s) in samples() {
            let mut acc = [[0.0; HIDDEN]; 2];
            let bare = f.forward(&s, &mut acc);
            let with = f.forward(&s.with_material(-340), &mut acc);
            assert!((with - bare + 340.0 / SCALE as f32).abs() < 1e-5);
        }
    }

    #[test]
    fn games_load_as_labelled_samples_by_either_teacher() {
        use crate::datagen::{DataFormat, DatagenConfig, games::MAGIC, run};
        let config = DatagenConfig {
            games: 6,
            nodes: 300,
            random_plies: 8,
            max_opening_cp: None,
            seed: 21,
            threads: 1,
            progress: false,
            format: DataFormat::Games,
        };
        let mut bytes = MAGIC.to_vec();
        run(&config, &[], &mut bytes).unwrap();
        let path =
            std::env::temp_dir().join(format!("slate-network-load-{}.games", std::process::id()));
        std::fs::write(&path, &bytes).unwrap();
        let search = load(&[&path], 1.0, 2, Teacher::Search, 0, Scaling::On).unwrap();
        assert_eq!(search.stats.games, 6);
        // Every second game is a validation game: both sets hold positions.
        assert!(
            !search.valid.is_empty() && !search.train.is_empty(),
            "{} {}",
            search.train.len(),
            search.valid.len()
        );
        assert!(
            search.hand_written_loss > 1e-5,
            "{}",
            search.hand_written_loss
        );
        // Every sample holds the pieces of a real position (two kings at least) and a material
        // offset within a few queens.
        for s in search.train.iter().chain(&search.valid) {
            assert!(s.count >= 2 && usize::from(s.count) <= MAX_PIECES);
            assert!(s.offset.abs() < 4000.0 / SCALE as f32);
        }
        if cfg!(feature = "network") {
            // A network build has no hand-written evaluation to imitate.
            assert!(load(&[&path], 1.0, 2, Teacher::HandWritten, 0, Scaling::On).is_err());
            std::fs::remove_file(&path).unwrap();
            return;
        }
        let imitate = load(&[&path], 1.0, 2, Teacher::HandWritten, 0, Scaling::On).unwrap();
        let augmented = load(&[&path], 1.0, 2, Teacher::HandWritten, 3, Scaling::On).unwrap();
        std::fs::remove_file(&path).unwrap();
        // The games replayed by hand: each teacher keeps exactly the quiet, unchecked positions it
        // scores within `MAX_SCORE`, twice where no side can castle (the mirror image).
        let mut evaluator = crate::eval::Evaluator::default();
        let (mut by_search, mut by_hand, mut beyond) = (0, 0, 0);
        let mut read = 0;
        read_games(
            &bytes[..],
            |game| {
                for (pos, ply) in game.positions() {
                    if pos.in_check() || pos.is_tactical(ply.mv) {
                        continue;
                    }
                    let copies = 1 + usize::from(gives_mirror(pos.board()));
                    let search_keeps = i32::from(ply.score).abs() <= MAX_SCORE;
                    let hand_keeps = evaluator.evaluate(&pos).abs() <= MAX_SCORE;
                    by_search += if search_keeps { copies } else { 0 };
                    by_hand += if hand_keeps { copies } else { 0 };
                    beyond += usize::from(search_keeps != hand_keeps);
                }
            },
            &mut read,
        )
        .unwrap();
        assert_eq!(read, 6);
        assert_eq!(search.train.len() + search.valid.len(), by_search);
        assert_eq!(imitate.train.len() + imitate.valid.len(), by_hand);
        // Positions around the games' go to training only, about three per position.
        assert_eq!(augmented.valid.len(), imitate.valid.len());
        assert!(
            augmented.train.len() > 2 * imitate.train.len(),
            "{} {}",
            augmented.train.len(),
            imitate.train.len()
        );
        // The two teachers part only where one scores beyond `MAX_SCORE` (a mate the search
        // found, say): a few positions at most.
        assert!(beyond * 20 <= by_search, "{beyond} of {by_search}");
        // Labelled by the hand-written evaluation itself, its loss is zero (by the search, not).
        assert!(
            imitate.hand_written_loss < 1e-9,
            "{}",
            imitate.hand_written_loss
        );
    }

    #[test]
    fn labels_are_the_side_to_moves() {
        assert_eq!(label(0, 2, Color::White, 0.0), 1.0);
        assert_eq!(label(0, 2, Color::Black, 0.0), 0.0);
        assert_eq!(label(0, 1, Color::Black, 0.5), 0.5);
        assert!((label(400, 0, Color::White, 1.0) - sigmoid(1.0)).abs() < 1e-6);
    }
}
