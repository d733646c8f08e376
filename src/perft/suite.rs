//! Running a perft suite file: every `;Dn count` within the node budget is counted and compared.

use super::parallel::map_in_parallel;
use super::{DepthCheck, EpdLine, parse_epd_line};
use std::fmt;
use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug)]
pub struct SuiteOptions {
    /// Checks expecting more nodes than this are skipped; `None` runs them all.
    pub max_nodes: Option<u64>,
    /// Suite lines are shared among this many threads.
    pub threads: usize,
}

impl Default for SuiteOptions {
    fn default() -> Self {
        Self {
            max_nodes: None,
            threads: 1,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    WrongCount {
        line: usize,
        fen: String,
        depth: u32,
        expected: u64,
        got: u64,
    },
    /// A line that is neither blank, a comment nor a valid suite entry: counted as one failure so
    /// that a damaged file cannot pass by checking less.
    BadLine { line: usize, error: String },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::WrongCount {
                line,
                fen,
                depth,
                expected,
                got,
            } => write!(
                f,
                "FAIL line {line}: {fen} depth {depth}: expected {expected}, got {got}"
            ),
            Failure::BadLine { line, error } => write!(f, "FAIL line {line}: {error}"),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct SuiteReport {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// Leaf nodes counted by the checks that ran.
    pub nodes: u64,
    pub elapsed: Duration,
    pub failures: Vec<Failure>,
}

impl SuiteReport {
    /// `N passed, M failed`, with `, K skipped` when the budget skipped any check.
    pub fn summary(&self) -> String {
        let mut text = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            text.push_str(&format!(", {} skipped", self.skipped));
        }
        text
    }

    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Runs the suite single-threaded, printing failures and the summary to stdout.
pub fn run_suite(path: impl AsRef<Path>, max_nodes: Option<u64>) -> io::Result<SuiteReport> {
    let options = SuiteOptions {
        max_nodes,
        threads: 1,
    };
    run_suite_with(path, options, &mut io::stdout().lock())
}

/// Runs the suite, writing one line per failure, a timing line and, last, [`SuiteReport::summary`].
pub fn run_suite_with(
    path: impl AsRef<Path>,
    options: SuiteOptions,
    out: &mut dyn Write,
) -> io::Result<SuiteReport> {
    let text = crate::text::read_reporting(path.as_ref())?;
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    let start = Instant::now();
    let outcomes = map_in_parallel(&lines, options.threads, |&(number, line)| {
        check_line(number, line, options.max_nodes)
    });
    let mut report = SuiteReport {
        elapsed: start.elapsed(),
        ..SuiteReport::default()
    };
    for outcome in outcomes {
        report.passed += outcome.passed;
        report.skipped += outcome.skipped;
        report.nodes += outcome.nodes;
        report.failed += outcome.failures.len();
        report.failures.extend(outcome.failures);
    }
    for failure in &report.failures {
        writeln!(out, "{failure}")?;
    }
    writeln!(
        out,
        "{} nodes in {:.2} s, {:.0} nodes/s",
        report.nodes,
        report.elapsed.as_secs_f64(),
        report.nodes_per_second()
    )?;
    writeln!(out, "{}", report.summary())?;
    Ok(report)
}

#[derive(Default)]
struct LineOutcome {
    passed: usize,
    skipped: usize,
    nodes: u64,
    failures: Vec<Failure>,
}

fn check_line(number: usize, line: &str, max_nodes: Option<u64>) -> LineOutcome {
    let mut outcome = LineOutcome::default();
    let entry: EpdLine = match parse_epd_line(line) {
        Ok(Some(entry)) => entry,
        Ok(None) => return outcome,
        Err(error) => {
            outcome.failures.push(Failure::BadLine {
                line: number,
                error: error.to_string(),
            });
            return outcome;
        }
    };
    for &DepthCheck { depth, expected } in &entry.checks {
        if max_nodes.is_some_and(|budget| expected > budget) {
            outcome.skipped += 1;
            continue;
        }
        let got = entry.position.perft(depth);
        outcome.nodes += got;
        if got == expected {
            outcome.passed += 1;
        } else {
            outcome.failures.push(Failure::WrongCount {
                line: number,
                fen: entry.fen.clone(),
                depth,
                expected,
                got,
            });
        }
    }
    outcome
}
