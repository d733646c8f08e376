//! Save Hash / Load Hash: the whole transposition table to a file and back (Rybka's buttons),
//! for a user who wants tonight's analysis tomorrow without a learning store.
//!
//! Format: `SLATEHSH`, version (u32), entry count (u64), then each entry as its key and its
//! packed data (two u64), then a checksum of everything before it (u64); little-endian. Learned
//! entries are not saved (they come from the store, with its own rules). A file is checked whole
//! before the table is touched, so a damaged or foreign file changes nothing; a save goes to a
//! temporary file that replaces the old one only when complete.

use super::entry::Origin;
use super::{TranspositionTable, entry::TtEntry};
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;
use std::sync::atomic::Ordering::Relaxed;

const MAGIC: &[u8; 8] = b"SLATEHSH";
const VERSION: u32 = 1;
const HEADER_LEN: u64 = 8 + 4 + 8;

/// A running checksum over 64-bit words (FNV-1a style, a word at a time: fast enough for a table
/// of gigabytes, and any flipped bit changes it).
#[derive(Clone, Copy)]
struct Checksum(u64);

impl Checksum {
    fn new() -> Self {
        Checksum(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(29);
    }
}

impl TranspositionTable {
    /// Writes every entry but learned ones to `path`; returns how many were written. No search may
    /// run meanwhile (UCI sends options only between searches).
    pub fn save(&self, path: &Path) -> io::Result<u64> {
        // Two passes over the table (no search runs): the count goes first, and nothing the
        // size of the table is allocated.
        let saved = || {
            self.buckets
                .iter()
                .flat_map(|b| b.0.iter())
                .filter_map(|slot| {
                    let data = slot.data.load(Relaxed);
                    let key = slot.check.load(Relaxed) ^ data;
                    (data != 0 && TtEntry::unpack(data).origin != Origin::Learned)
                        .then_some((key, data))
                })
        };
        let count = saved().count() as u64;
        let mut name = path.as_os_str().to_owned();
        name.push(".partial");
        let partial = Path::new(&name);
        let mut out = BufWriter::new(File::create(partial)?);
        let mut sum = Checksum::new();
        out.write_all(MAGIC)?;
        out.write_all(&VERSION.to_le_bytes())?;
        out.write_all(&count.to_le_bytes())?;
        sum.add(u64::from(VERSION));
        sum.add(count);
        for (key, data) in saved() {
            out.write_all(&key.to_le_bytes())?;
            out.write_all(&data.to_le_bytes())?;
            sum.add(key);
            sum.add(data);
        }
        out.write_all(&sum.0.to_le_bytes())?;
        out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(partial, path)?;
        Ok(count)
    }

    /// Adds the entries of a file written by [`TranspositionTable::save`] to the table (a table
    /// of another size takes them too, by the usual replacement rules), search results as
    /// [`Origin::Analysis`]; returns how many. The file is checked whole first: a damaged one is
    /// an error and leaves the table as it was.
    pub fn load(&self, path: &Path) -> Result<u64, String> {
        let fail = |e: io::Error| format!("cannot read hash file {}: {e}", path.display());
        let count = check_file(path).map_err(|e| match e {
            FileError::Io(e) => fail(e),
            FileError::Invalid(why) => {
                format!("{} is not a sound hash file: {why}", path.display())
            }
        })?;
        let mut input = BufReader::new(File::open(path).map_err(fail)?);
        let mut header = [0u8; HEADER_LEN as usize];
        input.read_exact(&mut header).map_err(fail)?;
        for _ in 0..count {
            let key = read_u64(&mut input).map_err(fail)?;
            let data = read_u64(&mut input).map_err(fail)?;
            let e = TtEntry::unpack(data);
            // Results of earlier searches, proved at their depth: they come back as analysis
            // does, allowed to end a principal-variation node's search when deep enough.
            let origin = match e.origin {
                Origin::Search => Origin::Analysis,
                other => other,
            };
            self.store(key, 0, e.mv, e.lower, e.upper, e.depth as i32, origin);
        }
        Ok(count)
    }
}

enum FileError {
    Io(io::Error),
    Invalid(String),
}

impl From<io::Error> for FileError {
    fn from(e: io::Error) -> Self {
        FileError::Io(e)
    }
}

/// Checks the header, the length and the checksum; returns the entry count.
fn check_file(path: &Path) -> Result<u64, FileError> {
    let invalid = |why: &str| FileError::Invalid(why.to_string());
    let len = std::fs::metadata(path)?.len();
    let mut input = BufReader::new(File::open(path)?);
    let mut magic = [0u8; 8];
    if len < HEADER_LEN + 8 {
        return Err(invalid("too short"));
    }
    input.read_exact(&mut magic)?;
    if &magic != MAGIC {
        return Err(invalid("no Slate hash header"));
    }
    let mut version = [0u8; 4];
    input.read_exact(&mut version)?;
    let version = u32::from_le_bytes(version);
    if version != VERSION {
        return Err(invalid(&format!(
            "format version {version}, expected {VERSION}"
        )));
    }
    let count = read_u64(&mut input)?;
    if count
        .checked_mul(16)
        .and_then(|b| b.checked_add(HEADER_LEN + 8))
        != Some(len)
    {
        return Err(invalid("its length does not match its entry count"));
    }
    let mut sum = Checksum::new();
    sum.add(u64::from(version));
    sum.add(count);
    for _ in 0..count * 2 {
        sum.add(read_u64(&mut input)?);
    }
    if read_u64(&mut input)? != sum.0 {
        return Err(invalid("checksum mismatch"));
    }
    Ok(count)
}

fn read_u64(input: &mut impl Read) -> io::Result<u64> {
    let mut word = [0u8; 8];
    input.read_exact(&mut word)?;
    Ok(u64::from_le_bytes(word))
}
