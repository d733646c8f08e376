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
