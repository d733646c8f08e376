//! `scripts/average_weights.py`: the weight-by-weight mean of fitted weights files.

mod common;

use common::{script, without_python};
use std::path::{Path, PathBuf};
use std::process::Output;

fn average(inputs: &[&Path], out: &Path) -> Output {
    script("average_weights.py")
        .args(inputs)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-avg-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A scratch folder holding two weights files with these texts: (folder, a, b, output path).
fn two_files(name: &str, a_text: &str, b_text: &str) -> (PathBuf, PathBuf, PathBuf, PathBuf) {
    let dir = scratch(name);
    let (a, b, out) = (dir.join("a.rs"), dir.join("b.rs"), dir.join("out.rs"));
    std::fs::write(&a, a_text).unwrap();
    std::fs::write(&b, b_text).unwrap();
    (dir, a, b, out)
}

fn scores(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.trim_start().starts_with("Score::new("))
        .collect()
}

#[test]
fn means_round_half_away_from_zero_and_keep_the_layout() {
    if without_python() {
        return;
    }
    let (dir, a, b, out) = two_files(
        "mean",
        "//! fit a\n\nconst W: [Score; 3] = [\n    Score::new(1, -1), // x\n    \
         Score::new(10, -10), // y\n    Score::new(0, 7), // z\n];\n",
        "//! fit b\n\nconst W: [Score; 3] = [\n    Score::new(2, -2), // x\n    \
         Score::new(13, -13), // y\n    Score::new(0, -7), // z\n];\n",
    );
    let o = average(&[&a, &b], &out);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&out).unwrap();
    // 1.5 → 2 and −1.5 → −2 (a weight and its mirror stay opposite); 11.5 → 12; 0 stays 0.
    assert_eq!(
        scores(&text),
        [
            "    Score::new(2, -2), // x",
            "    Score::new(12, -12), // y",
            "    Score::new(0, 0), // z",
        ]
    );
    assert!(text.starts_with("//! fit a\n//! The weights are the rounded mean of 2 fits"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_committed_weights_averaged_with_themselves_are_unchanged() {
    if without_python() {
        return;
    }
    let dir = scratch("self");
    let weights = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/slate-material/src/weights.rs"
    ));
    let out = dir.join("out.rs");
    let o = average(&[weights, weights, weights], &out);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let before = std::fs::read_to_string(weights).unwrap();
    let after = std::fs::read_to_string(&out).unwrap();
    assert!(!scores(&before).is_empty());
    assert_eq!(scores(&before), scores(&after));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn files_whose_weights_differ_in_layout_are_refused() {
    if without_python() {
        return;
    }
    let (dir, a, b, out) = two_files(
        "layout",
        "    Score::new(1, 1), // x\n    Score::new(2, 2), // y\n",
        "    Score::new(1, 1), // x\n    Score::new(2, 2), // w\n",
    );
    let o = average(&[&a, &b], &out);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("weight 1 is 'w'"));
    std::fs::write(&b, "    Score::new(1, 1), // x\n").unwrap();
    let o = average(&[&a, &b], &out);
    assert!(!o.status.success());
    assert!(
        !out.exists(),
        "nothing is written when the inputs do not match"
    );
    std::fs::remove_dir_all(&dir).ok();
}
