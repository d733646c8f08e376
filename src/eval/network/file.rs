//! The network file: `SLNN`, the format version, the shape (inputs, hidden units, buckets), the
//! weights as little-endian integers, and an FNV-1a checksum of everything before it.
//!
//! This file uses nothing but `std`, so that the build script can include it and refuse to
//! compile in a network file that is damaged or of another shape.

/// What a network file starts with.
pub const MAGIC: &[u8; 4] = b"SLNN";
/// The format version this build reads.
pub const VERSION: u32 = 1;
/// Magic, version and the three shape words.
pub const HEADER: usize = 20;

/// Why a network file was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Shorter than a header and a checksum, or not as long as its shape says (its length).
    Length(usize),
    /// No `SLNN` at its start.
    Magic,
    /// Another format version.
    Version(u32),
    /// Another shape: inputs, hidden units, buckets.
    Shape(u32, u32, u32),
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// A weight beyond what the accumulators and the output sums hold.
    Range,
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Length(n) => write!(
                f,
                "a network file of {n} bytes has not the length its shape says"
            ),
            Self::Magic => write!(f, "not a network file (no SLNN header)"),
            Self::Version(v) => write!(
                f,
                "network file version {v}; this build reads version {VERSION}"
            ),
            Self::Shape(i, h, b) => write!(
                f,
                "the network has {i} inputs, {h} hidden units and {b} buckets; this build's has another shape"
            ),
            Self::Checksum => write!(
                f,
                "the network file's checksum does not match: it is damaged"
            ),
            Self::Range => write!(
                f,
                "a weight of the network is beyond what the evaluation can hold"
            ),
        }
    }
}

impl std::error::Error for NetworkError {}

/// FNV-1a, 64 bits.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Bytes of a file of this shape.
pub const fn file_len(inputs: usize, hidden: usize, buckets: usize) -> usize {
    HEADER + 2 * (inputs * hidden + hidden + buckets * 2 * hidden) + 4 * buckets + 8
}

/// Checks the frame of a network file (magic, version, shape, length, checksum): the weights'
/// bytes when all hold.
pub fn check(
    bytes: &[u8],
    inputs: usize,
    hidden: usize,
    buckets: usize,
) -> Result<&[u8], NetworkError> {
    if bytes.len() < HEADER + 8 {
        return Err(NetworkError::Length(bytes.len()));
    }
    if &bytes[..4] != MAGIC {
        return Err(NetworkError::Magic);
    }
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if word(4) != VERSION {
        return Err(NetworkError::Version(word(4)));
    }
    let shape = (word(8), word(12), word(16));
    if shape != (inputs as u32, hidden as u32, buckets as u32) {
        return Err(NetworkError::Shape(shape.0, shape.1, shape.2));
    }
    if bytes.len() != file_len(inputs, hidden, buckets) {
        return Err(NetworkError::Length(bytes.len()));
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    let mut stored = [0u8; 8];
    stored.copy_from_slice(sum);
    if checksum(body) != u64::from_le_bytes(stored) {
        return Err(NetworkError::Checksum);
    }
    Ok(&body[HEADER..])
}

/// The header of a file of this shape.
pub fn header(inputs: usize, hidden: usize, buckets: usize) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    for w in [VERSION, inputs as u32, hidden as u32, buckets as u32] {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}
