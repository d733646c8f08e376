//! Two writers learning into one store are SIGKILLed while `slate learn merge` reads that store
//! (issue 62): afterwards the store verifies clean, no committed entry is lost, and the merge
//! either completed (its output verifies and holds both inputs) or failed with a message and
//! left nothing under its name.

mod common;

use common::{SLATE, slate};
use slate::learn::synthetic::synthetic_id;
use slate::learn::{Access, Store, StoreOptions};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

const PER_COMMIT: u64 = 50;

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("merge-kill-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `stress-write` process into `store`, and the number of its last acknowledged (durable)
/// commit, -1 before the first.
fn writer(store: &Path, seed: u64) -> (Child, Arc<AtomicI64>) {
    let mut child = Command::new(SLATE)
        .args(["learn", "--file", store.to_str().unwrap(), "stress-write"])
        .args(["--seed", &seed.to_string(), "--commits", "100000"])
        .args(["--per-commit", &PER_COMMIT.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let acked = Arc::new(AtomicI64::new(-1));
    let seen = Arc::clone(&acked);
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if let Some(n) = line.strip_prefix("ack ").and_then(|n| n.parse().ok()) {
                seen.store(n, Ordering::SeqCst);
            }
        }
    });
    (child, acked)
}

fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn writers_killed_during_a_merge_lose_nothing_committed() {
    let dir = scratch("run");
    let (shared, other, merged) = (
        dir.join("shared.sqlite"),
        dir.join("other.sqlite"),
        dir.join("merged.sqlite"),
    );
    common::store_with(&shared, 60_000, 21);
    common::store_with(&other, 60_000, 22);
    let (mut w1, acked1) = writer(&shared, 31);
    let (mut w2, acked2) = writer(&shared, 32);
    wait_for("both writers' first commits", || {
        acked1.load(Ordering::SeqCst) >= 2 && acked2.load(Ordering::SeqCst) >= 2
    });
    let mut merge = Command::new(SLATE)
        .args(["learn", "merge"])
        .args([shared.to_str().unwrap(), other.to_str().unwrap()])
        .args(["-o", merged.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Once the merge has read its inputs and started writing its output.
    wait_for("the merge to start writing", || {
        std::fs::read_dir(&dir).unwrap().any(|e| {
            let name = e.unwrap().file_name();
            name.to_string_lossy().starts_with("merged.sqlite.")
        }) || merge.try_wait().unwrap().is_some()
    });
    let merging = merge.try_wait().unwrap().is_none();
    // SIGKILL: no chance to finish a commit, release a lock or clean up.
    w1.kill().unwrap();
    w2.kill().unwrap();
    w1.wait().unwrap();
    w2.wait().unwrap();
    let out = merge.wait_with_output().unwrap();
    let (a1, a2) = (acked1.load(Ordering::SeqCst), acked2.load(Ordering::SeqCst));

    let verify = slate(&["learn", "--file", shared.to_str().unwrap(), "verify"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
    let store = Store::open(&shared, Access::ReadOnly, &StoreOptions::default()).unwrap();
    for (seed, acked) in [(21, 0), (31, a1 + 1), (32, a2 + 1)] {
        let committed = if seed == 21 {
            60_000
        } else {
            acked as u64 * PER_COMMIT
        };
        for i in 0..committed {
            let (key, check) = synthetic_id(seed, i);
            assert!(
                store.lookup(key, check).unwrap().is_some(),
                "seed {seed}: committed entry {i} of {committed} lost"
            );
        }
    }
    if out.status.success() {
        let v = slate(&["learn", "--file", merged.to_str().unwrap(), "verify"]);
        assert_eq!(v.status.code(), Some(0));
        let m = Store::open(&merged, Access::ReadOnly, &StoreOptions::default()).unwrap();
        for seed in [21, 22] {
            for i in (0..60_000).step_by(97) {
                let (key, check) = synthetic_id(seed, i);
                assert!(
                    m.lookup(key, check).unwrap().is_some(),
                    "merged: {seed} {i}"
                );
            }
        }
        assert!(m.len().unwrap() >= 120_000);
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("error"), "a failed merge says why: {err}");
        assert!(
            !merged.exists(),
            "a failed merge left a store under its name"
        );
    }
    assert!(merging, "the merge ended before the writers were killed");
    eprintln!(
        "writers had committed {} and {} batches; merge {}",
        a1 + 1,
        a2 + 1,
        if out.status.success() {
            "completed"
        } else {
            "failed cleanly"
        }
    );
}
