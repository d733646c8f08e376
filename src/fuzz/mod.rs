//! A small structured mutation fuzzer on stable Rust, no dependencies: a seeded PRNG, a seed
//! corpus per target, byte- and token-level mutations, and every input run under
//! [`std::panic::catch_unwind`]. A panic (in the fuzzing thread or, with
//! [`FuzzConfig::watch_all_threads`], in any thread, such as a search thread whose panic the
//! engine answers for) or a broken invariant is a [`Failure`] that carries the input and the
//! seed to reproduce it.
//!
//! Targets ([`targets`]): `fen` (FEN parsing and the board's invariants), `position` (`position
//! … moves …`), `uci` (the real command handler in-process, [`crate::uci::Session`]) and `pgn`
//! (the PGN reader and [`crate::learn::import::import_pgn`] into a scratch store), `hashfile`
//! ([`hashfile`]: saved hash files, damaged, through `Load Hash`) and `syzygy` (damaged tables
//! through [`crate::syzygy::open`] and the prober, [`syzygy`]). `slate fuzz` runs them for a
//! time budget; `tests/fuzz.rs` runs each for seconds in `cargo test`.

pub mod corpus;
pub mod hashfile;
pub mod syzygy;
pub mod targets;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// SplitMix64: small, fast, and every seed (0 included) gives a good stream.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// True with probability 1/`n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// One fuzz target: seed inputs, optional generated inputs, and a check of one input.
pub trait Target {
    fn name(&self) -> &'static str;
    /// The seed corpus (never empty).
    fn corpus(&self) -> Vec<Vec<u8>>;
    /// Tokens worth trying in this target's inputs, besides the [`corpus::TOKENS`] of all.
    fn tokens(&self) -> Vec<&'static str> {
        Vec::new()
    }
    /// A fresh input built from scratch (e.g. a random legal game), or `None` to mutate only.
    fn generate(&mut self, _rng: &mut Rng) -> Option<Vec<u8>> {
        None
    }
    /// Runs one input. `Err` is a broken invariant; a panic is caught by the harness.
    fn run(&mut self, input: &[u8]) -> Result<(), String>;
    /// The longest input worth keeping after mutation, where it is more than the run's
    /// [`FuzzConfig::max_len`] (a table file).
    fn max_len(&self) -> Option<usize> {
        None
    }
    /// A last check at the end of a run (e.g. that a store the inputs wrote is sound).
    fn finish(&mut self) -> Result<(), String> {
        Ok(())
    }
}

/// A target made of a closure, for tests of the harness itself.
pub struct FnTarget<F> {
    pub name: &'static str,
    pub corpus: Vec<Vec<u8>>,
    pub run: F,
}

impl<F: FnMut(&[u8]) -> Result<(), String>> Target for FnTarget<F> {
    fn name(&self) -> &'static str {
        self.name
    }
    fn corpus(&self) -> Vec<Vec<u8>> {
        self.corpus.clone()
    }
    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        (self.run)(input)
    }
}

#[derive(Clone, Debug)]
pub struct FuzzConfig {
    pub seed: u64,
    /// Time budget; the run also ends after `max_inputs`.
    pub duration: Duration,
    pub max_inputs: Option<u64>,
    /// Stop at the first failure (else keep going, collecting up to 20).
    pub stop_at_first: bool,
    /// Count panics in every thread of the process while an input runs, not only those that
    /// reach the harness (the engine catches a search thread's panic and answers a move; that is
    /// still a bug). Off where other code in the process panics on purpose (unit tests).
    pub watch_all_threads: bool,
    /// Longest input kept after mutation, in bytes.
    pub max_len: usize,
}

impl Default for FuzzConfig {
    fn default() -> Self {
        FuzzConfig {
            seed: 1,
            duration: Duration::from_secs(2),
            max_inputs: None,
            stop_at_first: true,
            watch_all_threads: true,
            max_len: 16 * 1024,
        }
    }
}

/// An input that panicked or broke an invariant.
#[derive(Clone, Debug)]
pub struct Failure {
    pub target: &'static str,
    pub seed: u64,
    /// 0-based number of the input in the run with this seed.
    pub index: u64,
    pub input: Vec<u8>,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} failed on input #{} of seed {}: {}\ninput (escaped): \"{}\"\nreproduce: slate fuzz {} --seed {} (input #{})",
            self.target,
            self.index,
            self.seed,
            self.message,
            self.input.escape_ascii(),
            self.target,
            self.seed,
            self.index
        )
    }
}

#[derive(Clone, Debug)]
pub struct FuzzReport {
    pub target: &'static str,
    pub seed: u64,
    pub inputs: u64,
    pub elapsed: Duration,
    pub failures: Vec<Failure>,
}

impl FuzzReport {
    pub fn per_second(&self) -> f64 {
        self.inputs as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Panics seen by the hook while a fuzz run is armed, and the last one's message.
static PANICS: AtomicU64 = AtomicU64::new(0);
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());
static ARMED: AtomicUsize = AtomicUsize::new(0);
static HOOK: std::sync::Once = std::sync::Once::new();

/// Installs (once) a panic hook that, while a fuzz run is armed, counts panics of every thread
/// and keeps the message and place instead of printing them; otherwise the previous hook runs.
fn install_hook() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if ARMED.load(Ordering::SeqCst) == 0 {
                previous(info);
                return;
            }
            let payload = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".into());
            let place = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let thread = std::thread::current()
                .name()
                .unwrap_or("unnamed")
                .to_string();
            *LAST_PANIC.lock().unwrap_or_else(|p| p.into_inner()) =
                format!("panic in thread '{thread}'{place}: {payload}");
            PANICS.fetch_add(1, Ordering::SeqCst);
        }));
    });
}

struct Armed;

impl Armed {
    fn new() -> Self {
        install_hook();
        ARMED.fetch_add(1, Ordering::SeqCst);
        Armed
    }
}

impl Drop for Armed {
    fn drop(&mut self) {
        ARMED.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Runs `input` once: `Err` with the reason when it panics or breaks an invariant.
pub fn run_one(
    target: &mut dyn Target,
    input: &[u8],
    watch_all_threads: bool,
) -> Result<(), String> {
    let _armed = Armed::new();
    let before = PANICS.load(Ordering::SeqCst);
    let outcome = catch_unwind(AssertUnwindSafe(|| target.run(input)));
    let last = || LAST_PANIC.lock().unwrap_or_else(|p| p.into_inner()).clone();
    match outcome {
        Err(payload) => {
            let text = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".into());
            let detail = last();
            Err(if detail.is_empty() {
                format!("panic: {text}")
            } else {
                detail
            })
        }
        Ok(result) => {
            if watch_all_threads && PANICS.load(Ordering::SeqCst) != before {
                return Err(format!("caught by the engine: {}", last()));
            }
            result
        }
    }
}

/// Fuzzes `target` for the configured budget.
pub fn fuzz(target: &mut dyn Target, config: &FuzzConfig) -> FuzzReport {
    let mut rng = Rng::new(config.seed);
    let corpus = target.corpus();
    assert!(!corpus.is_empty(), "a target needs seed inputs");
    let mut tokens: Vec<&str> = corpus::TOKENS.to_vec();
    tokens.extend(target.tokens());
    let mutator = Mutator {
        corpus: &corpus,
        tokens: &tokens,
        max_len: target
            .max_len()
            .map_or(config.max_len, |m| m.max(config.max_len)),
    };
    // Recent inputs, mutated further now and then: mutations stack up over a run.
    let mut recent: Vec<Vec<u8>> = Vec::new();
    let start = Instant::now();
    let mut report = FuzzReport {
        target: target.name(),
        seed: config.seed,
        inputs: 0,
        elapsed: Duration::ZERO,
        failures: Vec::new(),
    };
    let mut index = 0u64;
    loop {
        if config.max_inputs.is_some_and(|m| index >= m) {
            break;
        }
        // The clock is read every few inputs only, and every input of the corpus runs once.
        if index >= corpus.len() as u64
            && index.is_multiple_of(8)
            && start.elapsed() >= config.duration
        {
            break;
        }
        let input = if (index as usize) < corpus.len() {
            corpus[index as usize].clone()
        } else if rng.one_in(8)
            && let Some(generated) = target.generate(&mut rng)
        {
            generated
        } else {
            let base = if !recent.is_empty() && rng.one_in(3) {
                rng.pick(&recent).clone()
            } else {
                rng.pick(&corpus).clone()
            };
            mutator.mutate(&mut rng, base)
        };
        if let Err(message) = run_one(target, &input, config.watch_all_threads) {
            report.failures.push(Failure {
                target: target.name(),
                seed: config.seed,
                index,
                input: input.clone(),
                message,
            });
            if config.stop_at_first || report.failures.len() >= 20 {
                index += 1;
                break;
            }
        }
        if recent.len() < 256 {
            recent.push(input);
        } else {
            let at = rng.below(recent.len());
            recent[at] = input;
        }
        index += 1;
    }
    if let Err(message) = catch_unwind(AssertUnwindSafe(|| target.finish()))
        .unwrap_or_else(|_| Err("the final check panicked".into()))
    {
        report.failures.push(Failure {
            target: target.name(),
            seed: config.seed,
            index,
            input: b"(the final check, after every input)".to_vec(),
            message,
        });
    }
    report.inputs = index;
    report.elapsed = start.elapsed();
    report
}

/// `slate fuzz TARGET`: runs `target` (or every target for `all`), each for `seconds`, and
/// prints inputs per second, total inputs and any failure. `Ok(false)` when an input failed.
pub fn run_cli(
    target: &str,
    seconds: u64,
    seed: u64,
    out: &mut impl std::io::Write,
) -> Result<bool, String> {
    let names: Vec<&str> = match target {
        "all" => targets::NAMES.to_vec(),
        name => vec![name],
    };
    let mut clean = true;
    for name in names {
        let mut target = match targets::by_name(name) {
            Ok(t) => t,
            // `all` goes on without a target whose data is not there (the Syzygy tables).
            Err(e) if target == "all" && targets::NEEDS_DATA.contains(&name) => {
                writeln!(out, "{name}: skipped ({e})").map_err(|e| e.to_string())?;
                continue;
            }
            Err(e) => return Err(e),
        };
        let config = FuzzConfig {
            seed,
            duration: Duration::from_secs(seconds),
            ..FuzzConfig::default()
        };
        let report = fuzz(target.as_mut(), &config);
        let io = |e: std::io::Error| e.to_string();
        writeln!(
            out,
            "{name}: {} inputs in {:.1} s ({:.0} inputs/s), seed {seed}, {} crashes",
            report.inputs,
            report.elapsed.as_secs_f64(),
            report.per_second(),
            report.failures.len()
        )
        .map_err(io)?;
        for failure in &report.failures {
            writeln!(out, "{failure}").map_err(io)?;
            clean = false;
        }
    }
    Ok(clean)
}

/// Byte- and token-level mutations of corpus inputs.
pub struct Mutator<'a> {
    pub corpus: &'a [Vec<u8>],
    pub tokens: &'a [&'a str],
    pub max_len: usize,
}

const INTERESTING_BYTES: &[u8] =
    b"\0\t\n\r \"'()*+-./0123456789:;<=>?@[\\]{}|~\x7f\x80\xbf\xc0\xc3\xe2\xef\xff";

impl Mutator<'_> {
    /// One to four stacked mutations of `input`.
    pub fn mutate(&self, rng: &mut Rng, mut input: Vec<u8>) -> Vec<u8> {
        let rounds = 1 + rng.below(4);
        for _ in 0..rounds {
            self.mutate_once(rng, &mut input);
            if input.len() > self.max_len {
                input.truncate(self.max_len);
            }
        }
        input
    }

    fn range(rng: &mut Rng, len: usize) -> (usize, usize) {
        let a = rng.below(len + 1);
        let b = a + rng
            .below(len - a + 1)
            .min(if rng.one_in(4) { len } else { 16 });
        (a, b)
    }

    fn mutate_once(&self, rng: &mut Rng, input: &mut Vec<u8>) {
        let len = input.len();
        match rng.below(14) {
            // Flip a bit.
            0 if len > 0 => {
                let at = rng.below(len);
                input[at] ^= 1 << rng.below(8);
            }
            // Set a byte to an interesting one.
            1 if len > 0 => {
                let at = rng.below(len);
                input[at] = *rng.pick(INTERESTING_BYTES);
            }
            // Insert random or interesting bytes.
            2 => {
                let at = rng.below(len + 1);
                let n = 1 + rng.below(4);
                for _ in 0..n {
                    let b = if rng.one_in(2) {
                        *rng.pick(INTERESTING_BYTES)
                    } else {
                        rng.next_u64() as u8
                    };
                    input.insert(at, b);
                }
            }
            // Delete a range.
            3 if len > 0 => {
                let (a, b) = Self::range(rng, len);
                input.drain(a..b);
            }
            // Duplicate a range, sometimes many times.
            4 if len > 0 => {
                let (a, b) = Self::range(rng, len);
                let piece = input[a..b].to_vec();
                let times = if rng.one_in(8) { 1 + rng.below(200) } else { 1 };
                let at = rng.below(input.len() + 1);
                let mut insert = Vec::with_capacity(piece.len() * times);
                for _ in 0..times {
                    insert.extend_from_slice(&piece);
                }
                input.splice(at..at, insert);
            }
            // Splice: a prefix of this input and a suffix of another corpus item.
            5 => {
                let other = rng.pick(self.corpus);
                let cut = rng.below(len + 1);
                let from = rng.below(other.len() + 1);
                input.truncate(cut);
                input.extend_from_slice(&other[from..]);
            }
            // Insert a whole line of another corpus item.
            6 => {
                let other = rng.pick(self.corpus);
                let lines: Vec<&[u8]> = other.split(|&b| b == b'\n').collect();
                let line = rng.pick(&lines);
                let at = self.boundary(rng, input, b'\n');
                let mut piece = line.to_vec();
                piece.push(b'\n');
                input.splice(at..at, piece);
            }
            // Token-level: replace, insert, delete, swap or duplicate a whitespace token.
            7..=12 => self.mutate_token(rng, input),
            // Change a number.
            _ => self.mutate_number(rng, input),
        }
    }

    /// A position just after a `sep` byte (or 0, or the end).
    fn boundary(&self, rng: &mut Rng, input: &[u8], sep: u8) -> usize {
        let mut spots: Vec<usize> = vec![0, input.len()];
        spots.extend(
            input
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == sep)
                .map(|(i, _)| i + 1),
        );
        *rng.pick(&spots)
    }

    /// The byte ranges of the whitespace-separated tokens.
    fn token_spans(input: &[u8]) -> Vec<(usize, usize)> {
        let mut spans = Vec::new();
        let mut start = None;
        for (i, &b) in input.iter().enumerate() {
            let space = b.is_ascii_whitespace();
            match (start, space) {
                (None, false) => start = Some(i),
                (Some(s), true) => {
                    spans.push((s, i));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            spans.push((s, input.len()));
        }
        spans
    }

    fn some_token(&self, rng: &mut Rng) -> Vec<u8> {
        if rng.one_in(4) {
            // A token of another corpus item.
            let other = rng.pick(self.corpus);
            let spans = Self::token_spans(other);
            if !spans.is_empty() {
                let (a, b) = *rng.pick(&spans);
                return other[a..b].to_vec();
            }
        }
        let token = rng.pick(self.tokens);
        if token.is_empty() && rng.one_in(2) {
            // A very long token.
            let c = *rng.pick(b"a9-/K");
            return vec![c; 1 + rng.below(5000)];
        }
        token.as_bytes().to_vec()
    }

    fn mutate_token(&self, rng: &mut Rng, input: &mut Vec<u8>) {
        let spans = Self::token_spans(input);
        let token = self.some_token(rng);
        if spans.is_empty() {
            input.extend_from_slice(&token);
            return;
        }
        let (a, b) = *rng.pick(&spans);
        match rng.below(5) {
            0 | 1 => {
                input.splice(a..b, token);
            }
            2 => {
                let mut t = token;
                t.push(b' ');
                input.splice(a..a, t);
            }
            3 => {
                // Delete the token with the space after it.
                let end = (b + 1).min(input.len());
                input.drain(a..end);
            }
            _ => {
                let (c, d) = *rng.pick(&spans);
                if (c, d) != (a, b) {
                    let (first, second) = if a < c {
                        ((a, b), (c, d))
                    } else {
                        ((c, d), (a, b))
                    };
                    let x = input[first.0..first.1].to_vec();
                    let y = input[second.0..second.1].to_vec();
                    input.splice(second.0..second.1, x);
                    input.splice(first.0..first.1, y);
                } else {
                    let t = input[a..b].to_vec();
                    input.splice(b..b, [b" ".as_slice(), &t].concat());
                }
            }
        }
    }

    fn mutate_number(&self, rng: &mut Rng, input: &mut Vec<u8>) {
        let digits: Vec<usize> = (0..input.len())
            .filter(|&i| input[i].is_ascii_digit() && (i == 0 || !input[i - 1].is_ascii_digit()))
            .collect();
        if digits.is_empty() {
            return self.mutate_token(rng, input);
        }
        let a = *rng.pick(&digits);
        let b = (a..input.len())
            .find(|&i| !input[i].is_ascii_digit())
            .unwrap_or(input.len());
        let old: u128 = std::str::from_utf8(&input[a..b])
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let new = match rng.below(8) {
            0 => "0".to_string(),
            1 => old.saturating_add(1).to_string(),
            2 => old.saturating_sub(1).to_string(),
            3 => format!("-{old}"),
            4 => rng.pick(NUMBERS).to_string(),
            5 => old.saturating_mul(1000).to_string(),
            6 => (rng.next_u64() % 300).to_string(),
            _ => rng.next_u64().to_string(),
        };
        input.splice(a..b, new.into_bytes());
    }
}

/// Numbers at the edges of the integer types and of the engine's ranges.
pub const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "7",
    "8",
    "9",
    "63",
    "64",
    "99",
    "100",
    "101",
    "127",
    "128",
    "255",
    "256",
    "499",
    "500",
    "501",
    "1000",
    "5000",
    "32767",
    "32768",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "1099511627776",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_harness_reports_a_panicking_input_with_its_seed() {
        let mut target = FnTarget {
            name: "panics-on-x",
            corpus: vec![b"abc".to_vec(), b"hello world".to_vec()],
            run: |input: &[u8]| {
                if input.contains(&b'x') {
                    panic!("found an x");
                }
                Ok(())
            },
        };
        let config = FuzzConfig {
            seed: 7,
            duration: Duration::from_secs(10),
            max_inputs: Some(100_000),
            watch_all_threads: false,
            ..FuzzConfig::default()
        };
        let report = fuzz(&mut target, &config);
        assert_eq!(report.failures.len(), 1, "{report:?}");
        let failure = &report.failures[0];
        assert!(failure.input.contains(&b'x'));
        assert!(
            failure.message.contains("found an x"),
            "{}",
            failure.message
        );
        assert_eq!(failure.seed, 7);
        assert_eq!(report.inputs, failure.index + 1);
        let shown = failure.to_string();
        assert!(shown.contains("--seed 7"), "{shown}");
        // The same seed finds the same input.
        let again = fuzz(&mut target, &config);
        assert_eq!(again.failures[0].input, failure.input);
        assert_eq!(again.failures[0].index, failure.index);
    }

    #[test]
    fn a_broken_invariant_is_a_failure_and_a_clean_target_has_none() {
        let mut target = FnTarget {
            name: "short",
            corpus: vec![b"ok".to_vec()],
            run: |input: &[u8]| {
                if input.len() > 40 {
                    Err(format!("{} bytes", input.len()))
                } else {
                    Ok(())
                }
            },
        };
        let config = FuzzConfig {
            max_inputs: Some(100_000),
            watch_all_threads: false,
            ..FuzzConfig::default()
        };
        let report = fuzz(&mut target, &config);
        assert_eq!(report.failures.len(), 1);
        assert!(report.failures[0].message.ends_with("bytes"));
        let mut clean = FnTarget {
            name: "clean",
            corpus: vec![b"ok".to_vec()],
            run: |_: &[u8]| Ok(()),
        };
        let report = fuzz(
            &mut clean,
            &FuzzConfig {
                max_inputs: Some(2000),
                watch_all_threads: false,
                ..FuzzConfig::default()
            },
        );
        assert!(report.failures.is_empty());
        assert_eq!(report.inputs, 2000);
    }

    /// The fuzzer's own bug, found in its first 10-minute run: numbers near `u128::MAX`
    /// overflowed when mutated.
    #[test]
    fn numbers_at_the_top_of_u128_mutate_without_overflow() {
        let corpus = vec![b"go nodes 340282366920938463463374607431768211455".to_vec()];
        let m = Mutator {
            corpus: &corpus,
            tokens: corpus::TOKENS,
            max_len: 1000,
        };
        let mut rng = Rng::new(5);
        for _ in 0..1000 {
            let mut input = corpus[0].clone();
            m.mutate_number(&mut rng, &mut input);
        }
    }

    #[test]
    fn mutations_stay_within_the_length_cap() {
        let corpus = vec![b"position startpos moves e2e4".to_vec()];
        let tokens = corpus::TOKENS;
        let m = Mutator {
            corpus: &corpus,
            tokens,
            max_len: 300,
        };
        let mut rng = Rng::new(3);
        let mut input = corpus[0].clone();
        for _ in 0..10_000 {
            input = m.mutate(&mut rng, input);
            assert!(input.len() <= 300);
        }
    }
}
