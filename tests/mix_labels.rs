//! `scripts/mix_labels.py`: result and search score blended into one label the tuner reads.

mod common;

use common::{script, without_python};

#[test]
fn mixed_labels_blend_result_and_score_from_whites_view() {
    if without_python() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("slate-mix-labels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.epd");
    let output = dir.join("out.epd");
    // White to move +200 in a won game; Black to move +200 (so White -200) in a drawn game; a
    // human-game line without a score keeps its result; a line without a result is skipped.
    std::fs::write(
        &input,
        "4k3/8/8/8/8/8/4P3/4K3 w - - c9 \"1-0\"; ce 200;\n\
         4k3/8/8/8/8/8/4P3/4K3 b - - c9 \"1/2-1/2\"; ce 200;\n\
         4k3/8/8/8/8/8/4P3/4K3 w - - c9 \"0-1\";\n\
         4k3/8/8/8/8/8/4P3/4K3 w - - ce 10;\n",
    )
    .unwrap();
    let out = script("mix_labels.py")
        .args([input.to_str().unwrap(), output.to_str().unwrap()])
        .args(["--weight", "0.5"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&output).unwrap();
    let labels: Vec<f64> = text
        .lines()
        .map(|l| slate::tune::parse_result(l).expect(l))
        .collect();
    let expected = 1.0 / (1.0 + 10f64.powf(-0.5)); // +200 cp at k = 1
    let want = [0.5 + 0.5 * expected, 0.25 + 0.5 * (1.0 - expected), 0.0];
    assert_eq!(labels.len(), want.len(), "{text}");
    for (got, want) in labels.iter().zip(want) {
        assert!((got - want).abs() < 1e-4, "{got} against {want}\n{text}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
