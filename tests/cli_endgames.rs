//! `slate endgames [--verify DIR]` as a user runs it.

mod common;

use common::slate;

#[test]
fn lists_at_least_forty_endgames() {
    let out = slate(&["endgames"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().count() >= 40, "{text}");
    assert!(text.contains("KRPvKR") && text.contains("KBNvK"), "{text}");
}

#[test]
fn verify_prints_the_table_and_fails_cleanly_on_a_missing_directory() {
    let missing = slate(&["endgames", "--verify", "no/such/dir"]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read"));

    let labels = "../shared/data/endgame/tb_labels_shared.csv";
    if !std::path::Path::new(labels).exists() {
        println!("skipping the table: {labels} not found");
        return;
    }
    let out = slate(&["endgames", "--verify", labels]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let kpk = text
        .lines()
        .find(|l| l.starts_with("| KPvK |"))
        .expect("a KPvK row");
    assert!(kpk.contains("| 100.0 |"), "{kpk}");
    assert!(text.contains("Colour symmetry: 0 of"), "{text}");
}
