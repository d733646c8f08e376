//! TLS to a real server (certificates made by the test): each `sslmode` does what libpq's
//! does — `require` encrypts, `verify-ca` checks the chain, `verify-full` the chain and the host
//! name — and a certificate that fails the check, or a server without TLS where it is required,
//! is one clear error, never a connection in the clear.

mod common;

use common::pg_cluster::Cluster;
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair, KeyUsagePurpose};
use slate_board::Position;
use slate_learn::server::{ServerError, ServerStore, ServerUrl, SslMode};
use slate_learn::{LearnEntry, ScorePath, Window};
use std::path::{Path, PathBuf};

/// A certificate authority: its PEM and what signs with it.
fn authority(name: &str) -> (String, Issuer<'static, KeyPair>) {
    let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
    params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    params.distinguished_name.push(DnType::CommonName, name);
    params.key_usages.push(KeyUsagePurpose::KeyCertSign);
    params.key_usages.push(KeyUsagePurpose::DigitalSignature);
    let key = KeyPair::generate().unwrap();
    let cert = params.self_signed(&key).unwrap();
    (cert.pem(), Issuer::new(params, key))
}

/// A server certificate for `names`, signed by `ca`: (certificate PEM, key PEM).
fn server_cert(names: &[&str], ca: &Issuer<'static, KeyPair>) -> (String, String) {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let mut params = CertificateParams::new(names).unwrap();
    params
        .distinguished_name
        .push(DnType::CommonName, "slate test server");
    let key = KeyPair::generate().unwrap();
    let cert = params.signed_by(&key, ca).unwrap();
    (cert.pem(), key.serialize_pem())
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// How many of Slate's connections to the server are encrypted, and how many there are.
fn slate_connections(pg: &Cluster) -> (i64, i64) {
    let row = pg
        .client()
        .query_one(
            "SELECT count(*) FILTER (WHERE s.ssl), count(*) FROM pg_stat_activity a \
             JOIN pg_stat_ssl s USING (pid) WHERE a.application_name = 'slate'",
            &[],
        )
        .unwrap();
    (row.get(0), row.get(1))
}

fn entry() -> LearnEntry {
    let pos = Position::startpos();
    LearnEntry::from_search(
        &pos,
        Some(pos.legal_moves()[0]),
        Window::exact(17),
        9,
        1,
        ScorePath::Independent,
    )
    .unwrap()
}

fn connect(url: &str) -> Result<ServerStore, ServerError> {
    ServerStore::connect(&ServerUrl::parse(url)?)
}

#[test]
fn every_sslmode_connects_as_libpq_does() {
    let Some(pg) = Cluster::start("tls") else {
        return;
    };
    let base = pg.super_url();
    let url = |query: &str| format!("{base}?{query}");

    // Before the server offers TLS: `require` is refused, `prefer` goes on in the clear.
    match connect(&url("sslmode=require")) {
        Err(ServerError::Connect { reason, .. }) => {
            assert!(reason.contains("TLS") || reason.contains("SSL"), "{reason}")
        }
        Err(e) => panic!("the wrong error: {e}"),
        Ok(_) => panic!("sslmode=require connected to a server without TLS"),
    }
    {
        let _clear = connect(&url("sslmode=prefer")).unwrap();
        assert_eq!(slate_connections(&pg), (0, 1));
    }

    // The server's certificate names localhost, not 127.0.0.1, and comes from our own CA.
    let dir = pg.dir();
    let (ca_pem, ca) = authority("Slate test CA");
    let (stranger_pem, _) = authority("Someone else's CA");
    let (cert, key) = server_cert(&["localhost"], &ca);
    pg.enable_tls(&cert, &key);
    let ca_file = write(dir, "ca.pem", &ca_pem);
    let stranger = write(dir, "stranger.pem", &stranger_pem);
    let ca_file = ca_file.display();
    let stranger = stranger.display();

    for (query, encrypted) in [
        ("sslmode=disable", false),
        ("sslmode=prefer", true),
        ("sslmode=require", true),
        (
            &format!("sslmode=verify-ca&sslrootcert={ca_file}") as &str,
            true,
        ),
        // By the name in the certificate, reached at the address it does not name.
        (
            &format!("sslmode=verify-full&sslrootcert={ca_file}&hostaddr=127.0.0.1") as &str,
            true,
        ),
    ] {
        let text = if query.contains("hostaddr") {
            url(query).replacen("@127.0.0.1:", "@localhost:", 1)
        } else {
            url(query)
        };
        let mut store = connect(&text).unwrap_or_else(|e| panic!("{query}: {e}"));
        // A write and a read over the connection.
        let e = entry();
        store.record_batch(std::slice::from_ref(&e)).unwrap();
        let back = store.lookup(e.key, e.check).unwrap().unwrap();
        assert_eq!(back.window, e.window);
        let (tls, all) = slate_connections(&pg);
        assert_eq!((tls, all), (i64::from(encrypted), 1), "{query}");
        drop(store);
        // The server notices a closed connection a moment later.
        let start = std::time::Instant::now();
        while slate_connections(&pg).1 > 0 && start.elapsed().as_secs() < 5 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    // Checks that fail are refused, with the reason.
    for query in [
        format!("sslmode=verify-ca&sslrootcert={stranger}"),
        // 127.0.0.1 is not a name in the certificate.
        format!("sslmode=verify-full&sslrootcert={ca_file}"),
        // `require` with a root given checks the chain, as libpq does.
        format!("sslmode=require&sslrootcert={stranger}"),
    ] {
        match connect(&url(&query)) {
            Err(ServerError::Connect { reason, .. }) => {
                assert!(reason.contains("certificate"), "{query}: {reason}")
            }
            Err(e) => panic!("{query}: the wrong error: {e}"),
            Ok(_) => panic!("{query}: connected"),
        }
    }
    assert_eq!(slate_connections(&pg), (0, 0));
}

#[test]
fn tls_settings_that_cannot_work_are_refused_when_given() {
    let base = "postgresql://slate:pw@127.0.0.1:5432/learn";
    assert_eq!(
        ServerUrl::parse(&format!("{base}?sslmode=require"))
            .unwrap()
            .ssl_mode(),
        SslMode::Require
    );
    assert_eq!(
        ServerUrl::parse(base).unwrap().ssl_mode(),
        SslMode::Prefer,
        "libpq's default"
    );
    let missing = std::env::temp_dir().join("slate-no-such-root.pem");
    let refusals = [
        (format!("{base}?sslmode=sometimes"), "sslmode=sometimes"),
        (
            format!(
                "{base}?sslmode=verify-full&sslrootcert={}",
                missing.display()
            ),
            "slate-no-such-root.pem",
        ),
    ];
    for (url, named) in refusals {
        match ServerUrl::parse(&url) {
            Err(ServerError::BadUrl(reason)) => assert!(reason.contains(named), "{reason}"),
            Err(e) => panic!("{url}: the wrong error: {e}"),
            Ok(_) => panic!("{url}: accepted"),
        }
    }
    // A FIFO is refused without waiting for a writer, a folder without reading it.
    let fifo = std::env::temp_dir().join(format!("slate-root-fifo-{}", std::process::id()));
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let mut odd = vec![std::env::temp_dir()];
    if made {
        odd.push(fifo.clone());
    }
    for path in odd {
        let url = format!("{base}?sslmode=verify-full&sslrootcert={}", path.display());
        match ServerUrl::parse(&url) {
            Err(ServerError::BadUrl(reason)) => {
                assert!(reason.contains("not a regular file"), "{reason}")
            }
            Err(e) => panic!("{url}: the wrong error: {e}"),
            Ok(_) => panic!("{url}: accepted"),
        }
    }
    let _ = std::fs::remove_file(&fifo);
    // A file that holds no certificate is no root.
    let empty = std::env::temp_dir().join(format!("slate-empty-root-{}.pem", std::process::id()));
    std::fs::write(&empty, "not a certificate\n").unwrap();
    let url = format!("{base}?sslmode=verify-ca&sslrootcert={}", empty.display());
    assert!(matches!(
        ServerUrl::parse(&url),
        Err(ServerError::BadUrl(_))
    ));
    let _ = std::fs::remove_file(empty);
}
