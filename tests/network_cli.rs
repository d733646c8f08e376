//! The network's data path from the command line: `datagen --format games` writes games,
//! `games` counts them, `train-network` trains on them, writes a network file the engine reads,
//! and resumes from its checkpoint (issue 66).

mod common;

use common::slate;

#[test]
fn games_made_by_datagen_train_a_network_that_resumes_from_its_checkpoint() {
    let dir = std::env::temp_dir().join(format!("slate-network-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("a.games");
    let games_s = games.to_str().unwrap();
    let out = slate(&[
        "datagen", "--format", "games", "--out", games_s, "--games", "6", "--nodes", "400",
        "--seed", "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = slate(&["games", games_s]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains(": 6 games"), "{text}");

    // A generator stopped mid-game: reported (exit 2), then trimmed back to the whole games.
    let whole = std::fs::read(&games).unwrap();
    let mut cut = whole.clone();
    cut.extend_from_slice(&whole[8..40]);
    std::fs::write(&games, &cut).unwrap();
    let out = slate(&["games", games_s]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).contains("cut off in game 6"));
    let out = slate(&["games", "--trim", games_s]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("removed a cut-off last game (32 bytes) after 6 whole ones"),
        "{text}"
    );
    assert_eq!(std::fs::read(&games).unwrap(), whole);

    let net = dir.join("net.bin");
    let net_s = net.to_str().unwrap();
    let out = slate(&[
        "train-network",
        games_s,
        "--out",
        net_s,
        "--epochs",
        "2",
        "--batch",
        "256",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("epoch   2"), "{text}");
    assert!(text.contains("start position:"), "{text}");
    let bytes = std::fs::read(&net).unwrap();
    slate::eval::network::Network::from_bytes(&bytes).expect("a network file the engine reads");

    // Resumed: epoch 3 follows, from the checkpoint beside the net.
    let out = slate(&[
        "train-network",
        games_s,
        "--out",
        net_s,
        "--epochs",
        "3",
        "--batch",
        "256",
        "--resume",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}{err}");
    assert!(err.contains("resumed at epoch 2"), "{err}");
    assert!(
        text.contains("epoch   3") && !text.contains("epoch   1"),
        "{text}"
    );

    // A second stage from the checkpoint's weights: a new run (epoch 1 again) with its own
    // checkpoint, the first one untouched.
    let ckpt = dir.join("net.bin.ckpt");
    let first = std::fs::read(&ckpt).unwrap();
    let second = dir.join("second.bin");
    let out = slate(&[
        "train-network",
        games_s,
        "--out",
        second.to_str().unwrap(),
        "--epochs",
        "1",
        "--batch",
        "256",
        "--wdl",
        "0.5",
        "--init",
        ckpt.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}{err}");
    assert!(err.contains("starting from the weights of"), "{err}");
    assert!(text.contains("epoch   1"), "{text}");
    slate::eval::network::Network::from_bytes(&std::fs::read(&second).unwrap()).unwrap();
    assert!(dir.join("second.bin.ckpt").exists());
    assert_eq!(std::fs::read(&ckpt).unwrap(), first);

    // A factorised run (king buckets sharing a block of weights) resumes only as it began:
    // without `--factorise` it is refused and its checkpoint left as it was.
    if slate::eval::network::KING_BUCKETS > 1 {
        let fact = dir.join("fact.bin");
        let fact_s = fact.to_str().unwrap();
        let run = |epochs: &str, extra: &[&str]| {
            let mut args = vec![
                "train-network",
                games_s,
                "--out",
                fact_s,
                "--epochs",
                epochs,
                "--batch",
                "256",
                "--weight-decay",
                "0.5",
            ];
            args.extend(extra);
            slate(&args)
        };
        let out = run("1", &["--factorise"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        slate::eval::network::Network::from_bytes(&std::fs::read(&fact).unwrap()).unwrap();
        let fact_ckpt = dir.join("fact.bin.ckpt");
        let saved = std::fs::read(&fact_ckpt).unwrap();
        assert!(saved.starts_with(b"SLNTCKPF"));
        let out = run("2", &["--resume"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(err.contains("the run was factorised"), "{err}");
        assert_eq!(std::fs::read(&fact_ckpt).unwrap(), saved);
        let out = run("2", &["--resume", "--factorise"]);
        let (text, err) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert!(out.status.success(), "{err}");
        assert!(
            err.contains("resumed at epoch 1") && text.contains("epoch   2"),
            "{text}{err}"
        );
        // And the other way round: a run begun without it is not resumed with it.
        let out = slate(&[
            "train-network",
            games_s,
            "--out",
            net_s,
            "--epochs",
            "4",
            "--batch",
            "256",
            "--resume",
            "--factorise",
        ]);
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("not factorised"));
    }

    // A damaged checkpoint is refused, never trained over.
    let mut c = std::fs::read(&ckpt).unwrap();
    c[40] ^= 1;
    std::fs::write(&ckpt, &c).unwrap();
    let out = slate(&[
        "train-network",
        games_s,
        "--out",
        net_s,
        "--epochs",
        "4",
        "--resume",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("damaged"));
    assert_eq!(std::fs::read(&ckpt).unwrap(), c);
    // So is a damaged checkpoint named by `--init`, and `--init` with `--resume` (which of the
    // two checkpoints would it start from?).
    let second_s = second.to_str().unwrap();
    for extra in [vec![], vec!["--resume"]] {
        let mut args = vec![
            "train-network",
            games_s,
            "--out",
            second_s,
            "--init",
            ckpt.to_str().unwrap(),
        ];
        args.extend(extra);
        let out = slate(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("damaged") || err.contains("cannot be used with"),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// A FIFO named as a games file is refused at once by `games` and `train-network` (opening it
/// for reading would wait for a writer forever).
#[cfg(unix)]
#[test]
fn a_fifo_is_refused_not_waited_on() {
    let dir = std::env::temp_dir().join(format!("slate-network-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("games");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.map(|s| s.success()).unwrap_or(false) {
        slate_base::test_skip("mkfifo is not available");
        return;
    }
    let out_path = dir.join("net.bin");
    for args in [
        vec!["games", fifo.to_str().unwrap()],
        vec![
            "train-network",
            fifo.to_str().unwrap(),
            "--out",
            out_path.to_str().unwrap(),
        ],
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_slate"))
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let start = std::time::Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break s;
            }
            if start.elapsed().as_secs() > 20 {
                let _ = child.kill();
                panic!("{args:?} waited on the FIFO");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        assert!(!status.success(), "{args:?}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
