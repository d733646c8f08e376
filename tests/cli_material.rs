//! `slate material FEN` as a user runs it.

mod common;

use common::slate;

#[test]
fn material_report_for_a_quoted_or_split_fen() {
    let quoted = slate(&["material", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1"]);
    assert!(quoted.status.success());
    let text = String::from_utf8(quoted.stdout.clone()).unwrap();
    assert!(text.contains("material          KNvK"), "{text}");
    assert!(
        text.contains("scale factors     White 0/64, Black 0/64"),
        "{text}"
    );
    let split = slate(&["material", "4k3/8/8/8/8/8/8/4KN2", "w", "-", "-", "0", "1"]);
    assert_eq!(split.stdout, quoted.stdout);
}

#[test]
fn options_select_the_piece_values_and_terms() {
    let out = slate(&[
        "material",
        "--values",
        "classic",
        "--no-imbalance",
        "--no-trade-down",
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("values classic, imbalance off, trade-down off"),
        "{text}"
    );
    assert!(text.contains("+500 mg   +500 eg"), "{text}");
    let bad = slate(&[
        "material",
        "--values",
        "fischer",
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    ]);
    assert!(!bad.status.success());
}

#[test]
fn bad_fens_fail_cleanly() {
    for fen in [
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
    ] {
        let out = slate(&["material", fen]);
        assert!(!out.status.success(), "{fen}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("error: bad FEN"), "{fen}: {err}");
        assert!(!err.contains("panicked"), "{fen}: {err}");
    }
    assert!(!slate(&["material"]).status.success(), "FEN required");
}
