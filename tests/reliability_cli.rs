//! Issue 62 on the command line: `learn verify` on stores that cannot be opened, implausible EPD
//! depths, input that is not UTF-8, `datagen` without openings, and `learn bench` on a copy.

mod common;

use common::slate;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("reliable-cli-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const ANALYSED: [&str; 3] = [
    "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - acd 21; bm Nd5; ce 98; pv Nd5 Nxd5;",
    "6k1/5ppp/8/8/8/8/8/R5K1 w - - acd 7; bm Ra8+; dm 1;",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - acd 30; bm c5; ce -20;",
];

/// A store with the [`ANALYSED`] records, made by `learn import`.
fn store_in(dir: &Path) -> PathBuf {
    let epd = dir.join("in.epd");
    std::fs::write(&epd, ANALYSED.join("\n")).unwrap();
    let store = dir.join("a.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "import",
        epd.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    store
}

#[test]
fn verify_reports_a_store_it_cannot_open_as_a_problem() {
    let dir = scratch("verify");
    let store = store_in(&dir);
    let good = std::fs::read(&store).unwrap();
    assert!(good.len() > 8192, "{} bytes", good.len());
    let mut bad_page_size = good.clone();
    bad_page_size[16..18].copy_from_slice(&[0, 3]);
    let mut damaged_first_page = good.clone();
    damaged_first_page[100..2000].fill(0xa5);
    for (name, bytes) in [
        ("truncated", good[..8192].to_vec()),
        ("empty", Vec::new()),
        ("page-size", bad_page_size),
        ("page-1", damaged_first_page),
    ] {
        let file = dir.join(format!("{name}.sqlite"));
        std::fs::write(&file, &bytes).unwrap();
        let out = slate(&["learn", "--file", file.to_str().unwrap(), "verify"]);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{name}: {} / {}",
            text(&out.stdout),
            text(&out.stderr)
        );
        assert!(text(&out.stdout).contains("problem:"), "{name}");
        // Left as it was: verify never repairs.
        assert_eq!(std::fs::read(&file).unwrap(), bytes, "{name}");
    }
    // A sound store still passes, and a missing one is still bad input.
    let out = slate(&["learn", "--file", store.to_str().unwrap(), "verify"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    let missing = dir.join("missing.sqlite");
    let out = slate(&["learn", "--file", missing.to_str().unwrap(), "verify"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn implausible_epd_depths_are_refused_with_the_line_named() {
    let dir = scratch("acd");
    let epd = dir.join("deep.epd");
    std::fs::write(
        &epd,
        format!(
            "{}\n{}\n{}\n",
            ANALYSED[0],
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - acd 300; bm e5; ce 35;",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - acd -5; bm Ra8+; dm 1;"
        ),
    )
    .unwrap();
    let store = dir.join("a.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "import",
        epd.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(
        stderr.contains("deep.epd:2:") && stderr.contains("acd 300"),
        "{stderr}"
    );
    assert!(
        stderr.contains("deep.epd:3:") && stderr.contains("acd -5"),
        "{stderr}"
    );
    assert!(
        stdout.contains("1 analysed positions (2 skipped)"),
        "{stdout}"
    );
}

#[test]
fn a_line_that_is_not_utf8_is_named_and_the_rest_read() {
    let dir = scratch("latin1");
    let mut epd = format!("{}\n", ANALYSED[0]).into_bytes();
    epd.extend_from_slice(b"6k1/5ppp/8/8/8/8/8/R5K1 w - - acd 7; bm Ra8+; dm 1; id \"Caf\xe9\";\n");
    epd.extend_from_slice(format!("{}\n", ANALYSED[2]).as_bytes());
    let input = dir.join("latin1.epd");
    std::fs::write(&input, &epd).unwrap();
    let store = dir.join("a.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "import",
        input.to_str().unwrap(),
    ]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("latin1.epd:2:") && stderr.contains("UTF-8"),
        "{stderr}"
    );
    assert!(
        stdout.contains("3 analysed positions (0 skipped)"),
        "{stdout}"
    );

    // A perft suite and a label file with such a line are read too.
    let mut suite = b"# d\xe9but\n".to_vec();
    suite.extend_from_slice(
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n",
    );
    suite.extend_from_slice(b"4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15\n");
    let suite_file = dir.join("suite.epd");
    std::fs::write(&suite_file, &suite).unwrap();
    let out = slate(&["perft", "--suite", suite_file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("3 passed, 0 failed"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        text(&out.stderr).contains("suite.epd:1:"),
        "{}",
        text(&out.stderr)
    );

    let labels = dir.join("labels.csv");
    std::fs::write(
        &labels,
        b"fen,material,wdl,dtz\n8/8/8/4k3/8/8/3NK3/8 w - - 0 1,KNvK,0,0 \xe9\n".as_slice(),
    )
    .unwrap();
    let out = slate(&["endgames", "--verify", labels.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("labels.csv:2:"),
        "{}",
        text(&out.stderr)
    );
}

/// An input that fails only once it is read (a file whose reading gives an I/O error).
#[cfg(target_os = "linux")]
fn unreadable_input(dir: &Path) -> PathBuf {
    let input = dir.join("unreadable.epd");
    // The importing process's own memory: a regular file whose read at offset 0 fails.
    std::os::unix::fs::symlink("/proc/self/mem", &input).unwrap();
    input
}

#[cfg(target_os = "linux")]
#[test]
fn a_failed_import_leaves_no_new_store() {
    let dir = scratch("failed");
    let input = unreadable_input(&dir);
    let store = dir.join("new.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "import",
        input.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(!store.exists(), "{}", text(&out.stderr));
    assert!(common::side_files(&store).is_empty());
    // An existing store is never removed, even when the import into it fails.
    let kept = store_in(&dir);
    let out = slate(&[
        "learn",
        "--file",
        kept.to_str().unwrap(),
        "import",
        input.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(kept.exists());
}

#[test]
fn datagen_with_no_openings_read_is_an_error() {
    let dir = scratch("datagen");
    let empty = dir.join("empty.epd");
    std::fs::write(&empty, "").unwrap();
    let out_file = dir.join("out.epd");
    let out = slate(&[
        "datagen",
        "--out",
        out_file.to_str().unwrap(),
        "--openings",
        empty.to_str().unwrap(),
        "--games",
        "1",
        "--nodes",
        "200",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains("no openings"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn learn_bench_leaves_the_real_store_as_it_was() {
    let dir = scratch("bench");
    let store = store_in(&dir);
    let count = |path: &Path| {
        let out = slate(&["learn", "--file", path.to_str().unwrap(), "stats"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
            .lines()
            .find_map(|l| l.strip_prefix("entries"))
            .unwrap()
            .trim()
            .to_string()
    };
    let before = count(&store);
    let out = slate(&[
        "learn",
        "--file",
        store.to_str().unwrap(),
        "bench",
        "--entries",
        "3000",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        count(&store),
        before,
        "synthetic entries reached the real store"
    );
    // A missing store is not created by a bench either.
    let missing = dir.join("none.sqlite");
    let out = slate(&[
        "learn",
        "--file",
        missing.to_str().unwrap(),
        "bench",
        "--entries",
        "2000",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!missing.exists());
}
