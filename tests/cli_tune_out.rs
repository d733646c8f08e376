//! `slate tune` and `tune-residual` never write into the source tree unasked, and a bad `--out`
//! fails before the fit, naming the path (issue 64).

mod common;

use common::slate;

#[test]
fn the_tuners_need_an_out_path_and_check_it_before_the_fit() {
    let dir = std::env::temp_dir().join(format!("slate-tune-out-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data.epd");
    std::fs::write(
        &data,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - c9 \"1/2-1/2\";\n",
    )
    .unwrap();
    let data = data.to_str().unwrap();
    for tuner in ["tune", "tune-residual"] {
        let out = slate(&[tuner, "--data", data]);
        assert_eq!(out.status.code(), Some(2), "{tuner} without --out");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--out"));

        let missing = dir.join("no-such-folder").join("w.out");
        let start = std::time::Instant::now();
        let out = slate(&[tuner, "--data", data, "--out", missing.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{tuner}: {stderr}");
        assert!(stderr.contains("no-such-folder"), "{tuner}: {stderr}");
        // Before the data is read or any epoch runs.
        assert!(!stderr.contains("positions"), "{tuner}: {stderr}");
        assert!(start.elapsed().as_secs() < 10);
    }
    let _ = std::fs::remove_dir_all(dir);
}
