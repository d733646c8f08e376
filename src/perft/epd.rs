//! Perft suite lines: `<FEN> ;D1 20 ;D2 400 ...`. The FEN may have 4 to 6 fields and X-FEN or
//! Shredder-FEN castling; blank lines and `#` comments carry no position.

use super::PerftPosition;
use std::fmt;

/// Deeper than any count a u64 can hold for chess; guards against typos like `D100`.
pub const MAX_DEPTH: u32 = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthCheck {
    pub depth: u32,
    pub expected: u64,
}

#[derive(Clone, Debug)]
pub struct EpdLine {
    pub fen: String,
    pub position: PerftPosition,
    pub checks: Vec<DepthCheck>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdError(pub String);

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EpdError {}

/// Parses one line; `Ok(None)` for a blank or comment line.
pub fn parse_epd_line(line: &str) -> Result<Option<EpdLine>, EpdError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut parts = line.split(';');
    let fen = parts.next().unwrap_or_default().trim();
    let position = PerftPosition::from_fen(fen).map_err(|e| EpdError(format!("{e} in '{fen}'")))?;
    let checks = parts
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(parse_depth_check)
        .collect::<Result<Vec<_>, _>>()?;
    if checks.is_empty() {
        return Err(EpdError(format!("no ';Dn count' entries after '{fen}'")));
    }
    Ok(Some(EpdLine {
        fen: fen.to_string(),
        position,
        checks,
    }))
}

fn parse_depth_check(text: &str) -> Result<DepthCheck, EpdError> {
    let bad = || EpdError(format!("expected ';Dn count', found ';{text}'"));
    let mut words = text.split_whitespace();
    let (Some(opcode), Some(count), None) = (words.next(), words.next(), words.next()) else {
        return Err(bad());
    };
    let depth: u32 = opcode
        .strip_prefix('D')
        .and_then(|d| d.parse().ok())
        .ok_or_else(bad)?;
    if depth > MAX_DEPTH {
        return Err(EpdError(format!("depth {depth} is above {MAX_DEPTH}")));
    }
    let expected = count.parse().map_err(|_| bad())?;
    Ok(DepthCheck { depth, expected })
}
