//! A real PostgreSQL server for tests: `initdb` into a temporary folder (as the `postgres` user
//! when the tests run as root, which PostgreSQL refuses to run as), `pg_ctl start` on 127.0.0.1
//! and a free port, stopped and removed when dropped. Tests skip, saying so, only when the
//! server's binaries are not installed (Debian's `postgresql` package).

#![allow(dead_code)]

use slate_learn::server::postgres;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The superuser's password in every test cluster.
pub const SUPER_PASSWORD: &str = "super'pw";

pub struct Cluster {
    dir: PathBuf,
    bin: PathBuf,
    pub port: u16,
    as_postgres: bool,
}

fn find_bin() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .collect();
    candidates.sort();
    candidates.reverse();
    if let Ok(path) = std::env::var("PATH") {
        candidates.extend(std::env::split_paths(&path));
    }
    candidates
        .into_iter()
        .find(|d| d.join("initdb").is_file() && d.join("pg_ctl").is_file())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Cluster {
    /// A fresh server, or `None` (after saying why) when PostgreSQL is not installed.
    pub fn start(test: &str) -> Option<Cluster> {
        let Some(bin) = find_bin() else {
            slate_base::test_skip(format!(
                "{test}: PostgreSQL's initdb/pg_ctl not found (install Debian's postgresql)"
            ));
            return None;
        };
        let as_postgres = is_root();
        let dir = std::env::temp_dir().join(format!(
            "slate-pg-{}-{}-{}",
            std::process::id(),
            test,
            free_port()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let pwfile = dir.join("pw");
        std::fs::write(&pwfile, SUPER_PASSWORD).unwrap();
        if as_postgres {
            let ok = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&dir)
                .status()
                .unwrap()
                .success();
            assert!(ok, "chown of {}", dir.display());
        }
        let mut cluster = Cluster {
            dir,
            bin,
            port: free_port(),
            as_postgres,
        };
        let data = cluster.dir.join("data");
        let out = cluster
            .command("initdb")
            .arg("-D")
            .arg(&data)
            .args(["-U", "postgres", "--auth=scram-sha-256", "-E", "UTF8"])
            .arg(format!("--pwfile={}", pwfile.display()))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "initdb: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        cluster.pg_ctl_start();
        Some(cluster)
    }

    fn command(&self, tool: &str) -> Command {
        let program = self.bin.join(tool);
        if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        }
    }

    fn pg_ctl_start(&mut self) {
        let out = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .arg("-l")
            .arg(self.dir.join("log"))
            .arg("-o")
            .arg(format!(
                "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
                self.port,
                self.dir.display()
            ))
            .args(["-w", "-t", "60", "start"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "pg_ctl start: {} {}",
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
        );
    }

    /// Stops the server at once (as a crash would) and starts it again on the same port.
    pub fn restart(&mut self) {
        self.stop();
        self.pg_ctl_start();
    }

    pub fn stop(&self) {
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"])
            .output();
    }

    /// The URL of database `postgres` as `user` with `password`.
    pub fn url(&self, user: &str, password: &str) -> String {
        format!(
            "postgresql://{user}:{}@127.0.0.1:{}/postgres",
            percent(password),
            self.port
        )
    }

    /// The superuser's URL.
    pub fn super_url(&self) -> String {
        self.url("postgres", SUPER_PASSWORD)
    }

    /// Runs SQL as the superuser.
    pub fn sql(&self, sql: &str) {
        let mut client = postgres::Client::connect(&self.super_url(), postgres::NoTls).unwrap();
        client.batch_execute(sql).unwrap();
    }

    /// A superuser connection.
    pub fn client(&self) -> postgres::Client {
        postgres::Client::connect(&self.super_url(), postgres::NoTls).unwrap()
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Turns TLS on with this certificate chain and key (PEM), as an operator would: the files
    /// in the data folder, `ssl = on`, the configuration reloaded.
    pub fn enable_tls(&self, cert_pem: &str, key_pem: &str) {
        let data = self.dir.join("data");
        for (name, text) in [("server.crt", cert_pem), ("server.key", key_pem)] {
            let path = data.join(name);
            std::fs::write(&path, text).unwrap();
            // The server refuses a key that others may read.
            let ok = Command::new("chmod")
                .arg("600")
                .arg(&path)
                .status()
                .unwrap()
                .success();
            assert!(ok);
            if self.as_postgres {
                let ok = Command::new("chown")
                    .arg("postgres:postgres")
                    .arg(&path)
                    .status()
                    .unwrap()
                    .success();
                assert!(ok);
            }
        }
        self.sql("ALTER SYSTEM SET ssl = on");
        self.sql("SELECT pg_reload_conf()");
        // The reload is asynchronous: wait until new connections are offered TLS.
        let start = std::time::Instant::now();
        loop {
            let mut c = self.client();
            let on: String = c.query_one("SHOW ssl", &[]).unwrap().get(0);
            if on == "on" {
                break;
            }
            assert!(start.elapsed().as_secs() < 10, "ssl stays off");
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
}

fn percent(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
