//! Every fuzz target for a couple of seconds with fixed seeds: the short run of `slate fuzz`
//! that joins `cargo test` (the long runs and their numbers are in the README, "Fuzzing").

mod common;

use common::skip;
use slate::fuzz::{FuzzConfig, fuzz, targets};
use std::time::Duration;

fn run(name: &str, seed: u64) {
    let mut target = match targets::by_name(name) {
        Ok(t) => t,
        Err(e) if targets::NEEDS_DATA.contains(&name) => {
            skip(format!("the {name} target: {e}"));
            return;
        }
        Err(e) => panic!("{name}: {e}"),
    };
    let config = FuzzConfig {
        seed,
        duration: Duration::from_secs(2),
        ..FuzzConfig::default()
    };
    let report = fuzz(target.as_mut(), &config);
    let failures: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // At least the whole seed corpus ran.
    assert!(report.inputs >= target.corpus().len() as u64, "{report:?}");
    eprintln!(
        "{name}: {} inputs in {:.1} s",
        report.inputs,
        report.elapsed.as_secs_f64()
    );
}

// One test for all targets: panics are counted process-wide while a target runs, so the
// targets must not run at the same time.
#[test]
fn every_target_runs_clean_for_two_seconds() {
    for (i, name) in targets::NAMES.iter().enumerate() {
        run(name, 0x5eed + i as u64);
    }
}
