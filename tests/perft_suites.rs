//! Every perft suite in `../shared/data/perft/`, each check within a node budget so the whole set
//! stays fast; `slate perft --suite FILE` runs them in full. Skips, saying so, without the data.

use slate::perft::{SuiteOptions, run_suite_with};
use std::path::{Path, PathBuf};

const DATA_DIR: &str = "../shared/data/perft";

/// Expected counts above this are skipped here.
const MAX_NODES: u64 = 1_000_000;

/// Each known suite with the number of its checks that fall within [`MAX_NODES`].
const SUITES: [(&str, usize); 7] = [
    ("perftsuite.epd", 675),
    ("cpw_perft_results.epd", 26),
    ("chess960_fischer.epd", 2530),
    ("ferdy_en_passant.epd", 684),
    ("ferdy_double_checks.epd", 184),
    ("marcel_random_perft.epd", 18054),
    ("python-chess_tricky.epd", 66),
];

fn data_dir() -> Option<PathBuf> {
    let dir = Path::new(DATA_DIR);
    if dir.is_dir() {
        Some(dir.to_path_buf())
    } else {
        println!("skipping: perft data folder {DATA_DIR} not found");
        None
    }
}

/// Runs one suite within the budget and checks that nothing failed and enough was checked.
fn check_suite(path: &Path, min_checks: usize) {
    let mut out = Vec::new();
    let options = SuiteOptions {
        max_nodes: Some(MAX_NODES),
        threads: 1,
    };
    let report = run_suite_with(path, options, &mut out)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8_lossy(&out);
    println!("{}:\n{text}", path.display());
    assert_eq!(report.failed, 0, "{}:\n{text}", path.display());
    assert!(
        report.passed >= min_checks,
        "{}: only {} checks ran, expected at least {min_checks}",
        path.display(),
        report.passed
    );
    assert_eq!(text.lines().last(), Some(report.summary().as_str()));
}

fn check_known_suite(name: &str) {
    let Some(dir) = data_dir() else { return };
    let (_, min_checks) = SUITES
        .iter()
        .find(|(file, _)| *file == name)
        .expect("the name is one of SUITES");
    let path = dir.join(name);
    if !path.is_file() {
        println!("skipping: {} not found", path.display());
        return;
    }
    check_suite(&path, *min_checks);
}

#[test]
fn standard_perftsuite() {
    check_known_suite("perftsuite.epd");
}

#[test]
fn chess_programming_wiki_results() {
    check_known_suite("cpw_perft_results.epd");
}

#[test]
fn chess960_fischer_random() {
    check_known_suite("chess960_fischer.epd");
}

#[test]
fn en_passant_positions() {
    check_known_suite("ferdy_en_passant.epd");
}

#[test]
fn double_check_positions() {
    check_known_suite("ferdy_double_checks.epd");
}

#[test]
fn random_positions() {
    check_known_suite("marcel_random_perft.epd");
}

#[test]
fn python_chess_tricky_positions() {
    check_known_suite("python-chess_tricky.epd");
}

/// A suite added to the folder later is run too rather than silently ignored.
#[test]
fn every_other_suite_in_the_folder() {
    let Some(dir) = data_dir() else { return };
    let entries = std::fs::read_dir(&dir).expect("the data folder is readable");
    for entry in entries {
        let path = entry.expect("a readable folder entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.extension().is_some_and(|e| e == "epd") && !SUITES.iter().any(|(f, _)| *f == name) {
            check_suite(&path, 1);
        }
    }
}
