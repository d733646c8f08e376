//! The `Learning Server` URL: libpq's `postgresql://user[:password]@host[:port]/dbname[?…]`
//! form, plus Slate's own `schema=` parameter; the password may come from `PGPASSWORD` or a
//! password file (`PGPASSFILE`, else `~/.pgpass`) instead, and is never shown.

use super::ServerError;
use super::tls::{self, MakeRustlsConnect, RootCerts, SslMode};
use std::str::FromStr;
use std::time::Duration;

/// The schema Slate's tables live in unless the URL says `schema=`.
pub const DEFAULT_SCHEMA: &str = "slate";

/// How long a connection attempt may take before the server counts as unreachable.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// A parsed server address.
#[derive(Clone)]
pub struct ServerUrl {
    pub(super) config: postgres::Config,
    pub(super) schema: String,
    /// TLS as `sslmode` asks (built once: the roots are read when the URL is given).
    pub(super) tls: MakeRustlsConnect,
    ssl_mode: SslMode,
    shown: String,
}

impl std::fmt::Debug for ServerUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.shown)
    }
}

impl std::fmt::Display for ServerUrl {
    /// The URL with any password replaced by `***`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.shown)
    }
}

impl ServerUrl {
    /// Parses `url`. A password missing from it is taken from the environment as libpq does.
    pub fn parse(url: &str) -> Result<ServerUrl, ServerError> {
        let url = url.trim();
        if !(url.starts_with("postgresql://") || url.starts_with("postgres://")) {
            return Err(ServerError::BadUrl(
                "expected postgresql://user[:password]@host[:port]/dbname".into(),
            ));
        }
        let (base, query) = match url.split_once('?') {
            Some((b, q)) => (b, Some(q)),
            None => (url, None),
        };
        let mut schema = DEFAULT_SCHEMA.to_string();
        // TLS is Slate's to set up (the client crate knows only disable, prefer and require);
        // as in libpq, the environment speaks where the URL is silent.
        let mut ssl_mode = std::env::var("PGSSLMODE").ok();
        let mut root_cert = std::env::var("PGSSLROOTCERT").ok();
        let mut kept = Vec::new();
        for pair in query.into_iter().flat_map(|q| q.split('&')) {
            match pair.split_once('=') {
                Some(("schema", value)) => schema = percent_decoded(value),
                Some(("sslmode", value)) => ssl_mode = Some(percent_decoded(value)),
                Some(("sslrootcert", value)) => root_cert = Some(percent_decoded(value)),
                _ if pair.is_empty() => {}
                _ => kept.push(pair),
            }
        }
        check_identifier(&schema)?;
        let ssl_mode = match ssl_mode.as_deref() {
            None | Some("") => SslMode::Prefer,
            Some(text) => SslMode::parse(text)?,
        };
        let root_cert = root_cert
            .filter(|r| !r.is_empty())
            .map(|r| match r.as_str() {
                "system" => RootCerts::System,
                _ => RootCerts::File(r.into()),
            });
        let tls = tls::connector(ssl_mode, root_cert.as_ref())?;
        let libpq = if kept.is_empty() {
            base.to_string()
        } else {
            format!("{base}?{}", kept.join("&"))
        };
        let mut config =
            postgres::Config::from_str(&libpq).map_err(|e| ServerError::BadUrl(e.to_string()))?;
        config.ssl_mode(ssl_mode.negotiation());
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        config.application_name("slate");
        if config.get_password().is_none()
            && let Some(password) = password_from_environment(&config)
        {
            config.password(password);
        }
        Ok(ServerUrl {
            config,
            schema,
            tls,
            ssl_mode,
            shown: hide_password(url),
        })
    }

    /// How much TLS the connection insists on.
    pub fn ssl_mode(&self) -> SslMode {
        self.ssl_mode
    }

    /// The schema of Slate's tables.
    pub fn schema(&self) -> &str {
        &self.schema
    }

    /// The same server with Slate's tables in another schema.
    pub fn with_schema(&self, schema: &str) -> Result<ServerUrl, ServerError> {
        check_identifier(schema)?;
        Ok(ServerUrl {
            schema: schema.to_string(),
            ..self.clone()
        })
    }
}

/// A schema name Slate accepts: letters, digits and `_`, not starting with a digit, at most 63
/// bytes. It is quoted in every statement besides; the rule keeps odd names out of the catalog.
fn check_identifier(name: &str) -> Result<(), ServerError> {
    let ok = !name.is_empty()
        && name.len() <= 63
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !name.as_bytes()[0].is_ascii_digit();
    if ok {
        Ok(())
    } else {
        Err(ServerError::BadUrl(format!(
            "schema {name:?}: use letters, digits and _ only"
        )))
    }
}

/// `%XX` escapes resolved, as in a URL's query (anything malformed is kept as it is).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(b)) => {
                out.push(b);
                i += 3;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hide_password(url: &str) -> String {
    let Some(rest) = url.split_once("://").map(|(_, r)| r) else {
        return url.to_string();
    };
    let scheme = &url[..url.len() - rest.len()];
    let Some((userinfo, host)) = rest.rsplit_once('@') else {
        return url.to_string();
    };
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}{user}:***@{host}"),
        None => url.to_string(),
    }
}

/// `PGPASSWORD`, else the first matching line of the password file (`host:port:db:user:password`,
/// `*` matching anything, `\` escaping `:` and `\`).
fn password_from_environment(config: &postgres::Config) -> Option<String> {
    if let Ok(p) = std::env::var("PGPASSWORD") {
        return Some(p);
    }
    let file = std::env::var_os("PGPASSFILE")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".pgpass")))?;
    // A FIFO or a device would hold the command loop: only a regular file is read.
    if !std::fs::metadata(&file).is_ok_and(|m| m.is_file() && m.len() <= 1 << 20) {
        return None;
    }
    let text = std::fs::read_to_string(file).ok()?;
    let host = match config.get_hosts().first() {
        Some(postgres::config::Host::Tcp(h)) => h.clone(),
        _ => "localhost".to_string(),
    };
    let port = config
        .get_ports()
        .first()
        .copied()
        .unwrap_or(5432)
        .to_string();
    let db = config.get_dbname().unwrap_or("").to_string();
    let user = config.get_user().unwrap_or("").to_string();
    let wanted = [host, port, db, user];
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|line| {
            let fields = split_passfile_line(line);
            (fields.len() == 5
                && fields[..4]
                    .iter()
                    .zip(&wanted)
                    .all(|(f, w)| f == "*" || f == w))
            .then(|| fields[4].clone())
        })
}

fn split_passfile_line(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(n) = chars.next() {
                    fields.last_mut().unwrap().push(n);
                }
            }
            ':' => fields.push(String::new()),
            c => fields.last_mut().unwrap().push(c),
        }
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_never_shown() {
        let url = ServerUrl::parse("postgresql://slate:s3cret@127.0.0.1:5433/learn").unwrap();
        assert_eq!(
            url.to_string(),
            "postgresql://slate:***@127.0.0.1:5433/learn"
        );
        assert!(!format!("{url:?}").contains("s3cret"));
        assert_eq!(url.schema(), DEFAULT_SCHEMA);
    }

    #[test]
    fn the_schema_parameter_is_slates_and_checked() {
        let url = ServerUrl::parse("postgresql://u@h/db?schema=team_a&sslmode=disable").unwrap();
        assert_eq!(url.schema(), "team_a");
        for bad in ["x\"; DROP TABLE t; --", "1abc", "", "a-b", "$$x$$"] {
            let text = format!("postgresql://u@h/db?schema={bad}");
            assert!(ServerUrl::parse(&text).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn other_addresses_are_refused_with_the_reason() {
        for bad in [
            "slate-learn.sqlite",
            "mysql://u@h/db",
            "postgresql://u@h:notaport/db",
        ] {
            assert!(ServerUrl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn query_values_are_percent_decoded() {
        assert_eq!(percent_decoded("%2Fetc%2fca.pem"), "/etc/ca.pem");
        assert_eq!(
            percent_decoded("a%zz%4"),
            "a%zz%4",
            "malformed escapes stay"
        );
        let url = ServerUrl::parse("postgresql://u@h/db?schema=team%5Fb").unwrap();
        assert_eq!(url.schema(), "team_b");
    }

    #[test]
    fn password_file_lines_escape_colons() {
        assert_eq!(
            split_passfile_line(r"h:5432:db:u:pa\:ss\\"),
            ["h", "5432", "db", "u", r"pa:ss\"]
        );
    }
}
