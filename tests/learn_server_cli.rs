//! `slate learn --server URL …` against a real PostgreSQL server that the test starts: a file
//! pushed to the server shows the same there, pulled back into a new file it shows the same
//! again, pushing twice counts nothing twice, a role that may only read is told so, and no
//! output ever holds the password.

mod common;
#[path = "../crates/slate-learn/tests/common/pg_cluster.rs"]
mod pg_cluster;

use common::slate;
use pg_cluster::Cluster;
use std::path::Path;

const GAMES: &str = r#"[Event "a"]
[White "x"]
[Black "y"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

[Event "b"]
[White "y"]
[Black "x"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 0-1

[Event "c"]
[White "x"]
[Black "z"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 1/2-1/2
"#;

fn run(args: &[&str]) -> (bool, String) {
    let out = slate(args);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

fn ok(args: &[&str]) -> String {
    let (success, text) = run(args);
    assert!(success, "slate {args:?}: {text}");
    text
}

#[test]
fn a_file_pushed_to_a_server_and_pulled_back_shows_the_same() {
    let Some(pg) = Cluster::start("cli") else {
        return;
    };
    let dir = pg.dir().join("cli");
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    std::fs::write(&pgn, GAMES).unwrap();
    let file = dir.join("laptop.sqlite");
    let file = file.to_str().unwrap();
    ok(&["learn", "--file", file, "import", pgn.to_str().unwrap()]);
    let url = pg.super_url();
    let pushed = ok(&["learn", "--file", file, "--server", &url, "push"]);
    assert!(pushed.contains("new"), "{pushed}");
    // Pushing again merges, counting nothing twice.
    ok(&["learn", "--file", file, "--server", &url, "push"]);
    let start = slate::board::START_FEN;
    let from_file = ok(&["learn", "--file", file, "show", start]);
    let from_server = ok(&["learn", "--server", &url, "show", start]);
    assert_eq!(from_file, from_server);
    assert!(from_server.contains("e4"), "{from_server}");
    let pulled = dir.join("desktop.sqlite");
    let pulled = pulled.to_str().unwrap();
    ok(&["learn", "--file", pulled, "--server", &url, "pull"]);
    assert_eq!(ok(&["learn", "--file", pulled, "show", start]), from_file);
    let stats = ok(&["learn", "--server", &url, "stats"]);
    assert!(stats.contains("read-write"), "{stats}");
    let verify = ok(&["learn", "--server", &url, "verify"]);
    assert!(verify.contains("0 problems"), "{verify}");
    for text in [&pushed, &from_server, &stats, &verify] {
        assert!(!text.contains(pg_cluster::SUPER_PASSWORD), "{text}");
        assert!(!text.contains("super%27pw"), "{text}");
    }
    // A guest that may only read can look, not write.
    pg.sql(
        "CREATE ROLE guest LOGIN PASSWORD 'guest';
         GRANT USAGE ON SCHEMA slate TO guest;
         GRANT SELECT ON ALL TABLES IN SCHEMA slate TO guest;",
    );
    let guest = pg.url("guest", "guest");
    assert!(ok(&["learn", "--server", &guest, "stats"]).contains("read-only"));
    assert_eq!(ok(&["learn", "--server", &guest, "show", start]), from_file);
    let (success, text) = run(&["learn", "--file", file, "--server", &guest, "push"]);
    assert!(!success);
    assert!(text.contains("may only read"), "{text}");
    // A wrong password: one clear line, and the password not in it.
    let (success, text) = run(&[
        "learn",
        "--server",
        &pg.url("postgres", "not-the-password"),
        "stats",
    ]);
    assert!(!success);
    assert!(text.contains("password authentication failed"), "{text}");
    assert!(!text.contains("not-the-password"), "{text}");
    assert!(Path::new(file).exists());
}

#[test]
fn every_command_but_merge_works_on_a_server_as_on_a_file() {
    let Some(pg) = Cluster::start("cli_all") else {
        return;
    };
    let dir = pg.dir().join("cli_all");
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    std::fs::write(&pgn, GAMES).unwrap();
    let epd = dir.join("analysis.epd");
    std::fs::write(
        &epd,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - acd 14; bm Bb5; ce 35; pv Bb5 a6;\n",
    )
    .unwrap();
    let file = dir.join("local.sqlite");
    let file = file.to_str().unwrap();
    let url = pg.super_url();
    let inputs = [pgn.to_str().unwrap(), epd.to_str().unwrap()];
    let on_file = ok(&["learn", "--file", file, "import", inputs[0], inputs[1]]);
    let on_server = ok(&["learn", "--server", &url, "import", inputs[0], inputs[1]]);
    // The same counts (the file's name aside).
    let counts = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| l.split_once(": ").map_or(l, |(_, rest)| rest).to_string())
            .collect()
    };
    assert_eq!(counts(&on_file), counts(&on_server));
    // Importing again leaves the games out there too.
    let again = ok(&["learn", "--server", &url, "import", inputs[0]]);
    assert!(again.contains("3 imported before"), "{again}");
    let start = slate::board::START_FEN;
    for args in [vec!["list", "--fen", start], vec!["list", "--limit", "5"]] {
        let mut f = vec!["learn", "--file", file];
        f.extend(&args);
        let mut s = vec!["learn", "--server", url.as_str()];
        s.extend(&args);
        assert_eq!(ok(&f), ok(&s), "{args:?}");
    }
    // Exports: the same book, the same JSON entries, the same analysed positions.
    for format in ["polyglot", "epd", "json"] {
        let a = dir.join(format!("file.{format}"));
        let b = dir.join(format!("server.{format}"));
        let export = ["export", "--format", format, "--min-games", "1", "-o"];
        let mut f = vec!["learn", "--file", file];
        f.extend(export);
        f.push(a.to_str().unwrap());
        ok(&f);
        let mut s = vec!["learn", "--server", url.as_str()];
        s.extend(export);
        s.push(b.to_str().unwrap());
        ok(&s);
        let (a, b) = (std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
        assert!(!a.is_empty(), "{format}");
        if format == "json" {
            // In key order, a server's keys are signed numbers: compared as sets.
            let sorted = |bytes: &[u8]| {
                let mut v: Vec<serde_json::Value> = serde_json::from_slice(bytes).unwrap();
                // Each store counts under a replica id of its own, and stamps an entry with the
                // second it received it: the two imports run one after the other and may fall
                // in different seconds on a loaded machine.
                for e in &mut v {
                    for t in e["tallies"].as_array_mut().unwrap() {
                        t.as_object_mut().unwrap().remove("replica");
                    }
                    let e = e.as_object_mut().unwrap();
                    for stamp in ["created", "updated"] {
                        assert!(e.remove(stamp).is_some_and(|t| t.is_u64()), "{stamp}");
                    }
                }
                v.sort_by_key(|e| e.to_string());
                v
            };
            assert_eq!(sorted(&a), sorted(&b), "{format}");
        } else {
            assert_eq!(a, b, "{format}");
        }
    }
    let epd_out = std::fs::read_to_string(dir.join("server.epd")).unwrap();
    assert!(
        epd_out.contains("acd 14") && epd_out.contains("bm Bb5"),
        "{epd_out}"
    );
    // Capacity and pruning.
    let cap = ok(&["learn", "--server", &url, "capacity"]);
    assert!(cap.contains("capacity 10000000"), "{cap}");
    let set = ok(&["learn", "--server", &url, "capacity", "1000"]);
    assert!(set.contains("capacity 1000 entries (0 evicted)"), "{set}");
    let pruned = ok(&["learn", "--server", &url, "prune", "--min-depth", "1"]);
    let left_file = ok(&["learn", "--file", file, "prune", "--min-depth", "1"]);
    assert_eq!(counts(&pruned), counts(&left_file));
    let verify = ok(&["learn", "--server", &url, "verify"]);
    assert!(verify.contains("0 problems"), "{verify}");
    let (success, text) = run(&["learn", "--server", &url, "merge", file, file, "-o", "x"]);
    assert!(!success && text.contains("push"), "{text}");
}

#[test]
fn a_password_file_that_is_a_fifo_is_not_read() {
    let fifo = std::env::temp_dir().join(format!("slate-pgpass-fifo-{}", std::process::id()));
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    // Nothing listens on the port: the command must fail at once, not wait for a writer.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_slate"))
        .args(["learn", "--server"])
        .arg(format!("postgresql://slate@127.0.0.1:{port}/learn"))
        .arg("stats")
        .env("PGPASSFILE", &fifo)
        .env_remove("PGPASSWORD")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > std::time::Duration::from_secs(20) {
            let _ = child.kill();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let _ = std::fs::remove_file(&fifo);
    let status = status.expect("the command waited on the FIFO");
    assert!(!status.success(), "no server: an error");
}
