//! TLS to a server, as libpq's `sslmode` promises it: `disable` never, `allow`/`prefer` when the
//! server offers it, `require` always (the certificate unchecked, as libpq does without a root
//! certificate), `verify-ca` against a trusted root, `verify-full` the root and the host name.
//! The roots are `sslrootcert` (a PEM file, or `system` for the platform's store), else
//! `~/.postgresql/root.crt` as in libpq. Pure Rust (rustls with ring): nothing to install.

use super::ServerError;
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, WebPkiSupportedAlgorithms, ring};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, ConfigBuilder, DigitallySignedStruct, RootCertStore,
    WantsVerifier,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use tokio_postgres_rustls::MakeRustlsConnect;

/// How much of TLS a connection insists on (libpq's `sslmode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SslMode {
    /// Never TLS.
    Disable,
    /// TLS when the server offers it, the certificate unchecked (`allow` and `prefer`).
    Prefer,
    /// Always TLS; the certificate checked only when a root certificate is given.
    Require,
    /// Always TLS, the certificate signed by a trusted root.
    VerifyCa,
    /// Always TLS, the certificate signed by a trusted root and naming the host.
    VerifyFull,
}

impl SslMode {
    /// Reads libpq's spelling.
    pub fn parse(text: &str) -> Result<SslMode, ServerError> {
        Ok(match text {
            "disable" => SslMode::Disable,
            "allow" | "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            other => {
                return Err(ServerError::BadUrl(format!(
                    "sslmode={other}: use disable, allow, prefer, require, verify-ca or verify-full"
                )));
            }
        })
    }

    /// What the client crate is told: it knows only whether TLS may, must or must not be used.
    pub(super) fn negotiation(self) -> postgres::config::SslMode {
        match self {
            SslMode::Disable => postgres::config::SslMode::Disable,
            SslMode::Prefer => postgres::config::SslMode::Prefer,
            _ => postgres::config::SslMode::Require,
        }
    }
}

/// Where trusted roots come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RootCerts {
    /// A PEM file of one or more certificates.
    File(PathBuf),
    /// The platform's certificate store (`sslrootcert=system`).
    System,
}

/// The connector for `mode`, its roots read now (so that a missing or bad file is one error when
/// the URL is given, not one per connection).
pub(super) fn connector(
    mode: SslMode,
    roots: Option<&RootCerts>,
) -> Result<MakeRustlsConnect, ServerError> {
    let provider = Arc::new(ring::default_provider());
    let builder = ClientConfig::builder_with_provider(Arc::clone(&provider))
        .with_safe_default_protocol_versions()
        .map_err(|e| ServerError::BadUrl(format!("TLS: {e}")))?;
    let default_root = || {
        std::env::var_os("HOME")
            .map(|h| Path::new(&h).join(".postgresql/root.crt"))
            .filter(|p| p.is_file())
            .map(RootCerts::File)
    };
    let config = match (mode, roots.cloned().or_else(default_root)) {
        (SslMode::Disable | SslMode::Prefer, _) | (SslMode::Require, None) => {
            unchecked(builder, &provider)
        }
        (SslMode::VerifyCa | SslMode::VerifyFull, None) => {
            return Err(ServerError::BadUrl(format!(
                "sslmode={}: no root certificate (give sslrootcert=FILE, sslrootcert=system or \
                 put one in ~/.postgresql/root.crt)",
                if mode == SslMode::VerifyCa {
                    "verify-ca"
                } else {
                    "verify-full"
                }
            )));
        }
        (_, Some(roots)) => {
            let store = Arc::new(root_store(&roots)?);
            let webpki = WebPkiServerVerifier::builder_with_provider(store, Arc::clone(&provider))
                .build()
                .map_err(|e| ServerError::BadUrl(format!("TLS roots: {e}")))?;
            if mode == SslMode::VerifyFull {
                builder.with_webpki_verifier(webpki).with_no_client_auth()
            } else {
                // libpq's `require` with a root file checks the chain as `verify-ca` does.
                builder
                    .dangerous()
                    .with_custom_certificate_verifier(Arc::new(ChainOnly(webpki)))
                    .with_no_client_auth()
            }
        }
    };
    Ok(MakeRustlsConnect::new(config))
}

fn unchecked(
    builder: ConfigBuilder<ClientConfig, WantsVerifier>,
    provider: &Arc<CryptoProvider>,
) -> ClientConfig {
    builder
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(Unchecked(
            provider.signature_verification_algorithms,
        )))
        .with_no_client_auth()
}

/// The largest root certificate file read (a bundle of every public CA is about 200 KB).
const MAX_ROOT_FILE: u64 = 4 << 20;

fn root_store(roots: &RootCerts) -> Result<RootCertStore, ServerError> {
    let mut store = RootCertStore::empty();
    match roots {
        RootCerts::File(path) => {
            let bad = |e: &dyn std::fmt::Display| {
                ServerError::BadUrl(format!("sslrootcert {}: {e}", path.display()))
            };
            // Only a regular file of reasonable size is read: a FIFO would hold the command
            // loop until someone wrote to it, a device or a huge file would never end.
            let meta = std::fs::metadata(path).map_err(|e| bad(&e))?;
            if !meta.is_file() {
                return Err(bad(&"not a regular file"));
            }
            if meta.len() > MAX_ROOT_FILE {
                return Err(bad(&format!("larger than {MAX_ROOT_FILE} bytes")));
            }
            let text = std::fs::read(path).map_err(|e| bad(&e))?;
            let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(&text)
                .collect::<Result<_, _>>()
                .map_err(|e| bad(&e))?;
            if certs.is_empty() {
                return Err(bad(&"no certificate in the file"));
            }
            for cert in certs {
                store.add(cert).map_err(|e| bad(&e))?;
            }
        }
        RootCerts::System => {
            let found = rustls_native_certs::load_native_certs();
            let (added, _) = store.add_parsable_certificates(found.certs);
            if added == 0 {
                return Err(ServerError::BadUrl(
                    "sslrootcert=system: the platform's certificate store is empty or unreadable"
                        .into(),
                ));
            }
        }
    }
    Ok(store)
}

/// `require` and `prefer` without a root: the connection is encrypted, the certificate taken as
/// it comes (libpq's behaviour; it guards against listening, not against a man in the middle).
/// The handshake's signatures are still checked.
#[derive(Debug)]
struct Unchecked(WebPkiSupportedAlgorithms);

impl ServerCertVerifier for Unchecked {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.0)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.0)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.0.supported_schemes()
    }
}

/// `verify-ca`: the chain must lead to a trusted root; the name in the certificate may differ
/// from the host the URL gives (a server reached through an address it was not issued for).
#[derive(Debug)]
struct ChainOnly(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}
