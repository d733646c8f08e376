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
use crate::safe_file::{self, FileError, Replace};
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;

const MAGIC: &[u8; 8] = b"SLATEHSH";
const VERSION: u32 = 1;
const HEADER_LEN: u64 = 8 + 4 + 8;
/// Entries read at a time: a file of gigabytes is read in large blocks, and a stop request is
/// seen between blocks.
const BLOCK_ENTRIES: usize = 4096;

/// What `Save Hash` may replace: a Slate hash file, told by its magic, and nothing else.
const HASH_FILE: Replace = Replace::Kind {
    magic: MAGIC,
    what: "a Slate hash file",
};

/// Why a hash file was not saved or loaded.
#[derive(Debug, thiserror::Error)]
pub enum HashFileError {
    /// The file may not be written or read as it is (its kind, a link to nothing, I/O).
    #[error(transparent)]
    File(#[from] FileError),
    /// Reading failed part-way.
    #[error("cannot read hash file {}: {source}", path.display())]
    Read {
        /// The hash file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is damaged or is no hash file; the table was not touched.
    #[error("{} is not a sound hash file: {why}", path.display())]
    Invalid {
        /// The hash file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// A `stop` came while the file was read; `loaded` entries had joined the table.
    #[error("Load Hash of {} stopped: {loaded} of its entries were loaded", path.display())]
    Stopped {
        /// The hash file.
        path: PathBuf,
        /// Entries added to the table before the stop.
        loaded: u64,
    },
}

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
    /// run meanwhile (UCI sends options only between searches). The file is written as
    /// [`crate::safe_file`] says: only a Slate hash file (by its magic) is ever replaced, a
    /// symbolic link's target is written beside it, and a failed save leaves the old file whole
    /// and nothing else behind.
    pub fn save(&self, path: &Path) -> Result<u64, HashFileError> {
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
        safe_file::write_atomically(path, HASH_FILE, |out| {
            let fail = |e| FileError::Io {
                action: "writing",
                path: path.to_path_buf(),
                source: e,
            };
            let mut sum = Checksum::new();
            out.write_all(MAGIC).map_err(fail)?;
            out.write_all(&VERSION.to_le_bytes()).map_err(fail)?;
            out.write_all(&count.to_le_bytes()).map_err(fail)?;
            sum.add(u64::from(VERSION));
            sum.add(count);
            for (key, data) in saved() {
                out.write_all(&key.to_le_bytes()).map_err(fail)?;
                out.write_all(&data.to_le_bytes()).map_err(fail)?;
                sum.add(key);
                sum.add(data);
            }
            out.write_all(&sum.0.to_le_bytes()).map_err(fail)?;
            Ok::<_, HashFileError>(count)
        })
    }

    /// [`TranspositionTable::load_until`] with no way to stop.
    pub fn load(&self, path: &Path) -> Result<u64, HashFileError> {
        self.load_until(path, &AtomicBool::new(false))
    }

    /// Adds the entries of a file written by [`TranspositionTable::save`] to the table (a table
    /// of another size takes them too, by the usual replacement rules), search results as
    /// [`Origin::Analysis`]; returns how many. Only a regular file is opened (a named pipe would
    /// block). The file is checked whole first: a damaged one is an error and leaves the table as
    /// it was. `stop` ends the load between blocks of entries.
    pub fn load_until(&self, path: &Path, stop: &AtomicBool) -> Result<u64, HashFileError> {
        let mut file = safe_file::open_regular(path)?;
        let count = check_file(path, &mut file, stop)?;
        let fail = |source| HashFileError::Read {
            path: path.to_path_buf(),
            source,
        };
        file.seek(SeekFrom::Start(HEADER_LEN)).map_err(fail)?;
        let mut loaded = 0;
        for_each_block(&mut file, count, |block| {
            if stop.load(Relaxed) {
                return Err(HashFileError::Stopped {
                    path: path.to_path_buf(),
                    loaded,
                });
            }
            for (key, data) in block {
                let e = TtEntry::unpack(data);
                // Results of earlier searches, proved at their depth: they come back as analysis
                // does, allowed to end a principal-variation node's search when deep enough.
                let origin = match e.origin {
                    Origin::Search => Origin::Analysis,
                    other => other,
                };
                self.store(key, 0, e.mv, e.lower, e.upper, e.depth as i32, origin);
                loaded += 1;
            }
            Ok(())
        })
        .map_err(|e| e.at(path))?;
        Ok(count)
    }
}

/// An error of a pass over the entries, before the path is known.
enum Pass {
    Io(io::Error),
    Hash(HashFileError),
}

impl From<HashFileError> for Pass {
    fn from(e: HashFileError) -> Self {
        Pass::Hash(e)
    }
}

impl Pass {
    fn at(self, path: &Path) -> HashFileError {
        match self {
            Pass::Io(source) => HashFileError::Read {
                path: path.to_path_buf(),
                source,
            },
            Pass::Hash(e) => e,
        }
    }
}

/// Reads `count` entries from where `input` stands, a block at a time, handing each block's
/// (key, data) pairs to `each`.
fn for_each_block(
    input: &mut File,
    count: u64,
    mut each: impl FnMut(&mut dyn Iterator<Item = (u64, u64)>) -> Result<(), HashFileError>,
) -> Result<(), Pass> {
    let mut buf = vec![0u8; BLOCK_ENTRIES * 16];
    let mut left = count;
    while left > 0 {
        let n = left.min(BLOCK_ENTRIES as u64) as usize;
        let bytes = &mut buf[..n * 16];
        input.read_exact(bytes).map_err(Pass::Io)?;
        let word = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("8 bytes"));
        let mut entries = bytes
            .chunks_exact(16)
            .map(|e| (word(&e[..8]), word(&e[8..])));
        each(&mut entries)?;
        left -= n as u64;
    }
    Ok(())
}

/// Writes the checksum a save would end `bytes` with (a whole hash file, its last eight bytes
/// the checksum's place); for the fuzzer, which builds well-formed files with odd entries.
pub(crate) fn seal(bytes: &mut [u8]) {
    let len = bytes.len();
    if len < (HEADER_LEN + 8) as usize || !(len - HEADER_LEN as usize - 8).is_multiple_of(8) {
        return;
    }
    let word = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("8 bytes"));
    let mut sum = Checksum::new();
    sum.add(u64::from(u32::from_le_bytes(
        bytes[8..12].try_into().expect("4 bytes"),
    )));
    for w in bytes[12..len - 8].chunks_exact(8) {
        sum.add(word(w));
    }
    bytes[len - 8..].copy_from_slice(&sum.0.to_le_bytes());
}

/// Checks the header, the length, every entry and the checksum, reading `file` from its start;
/// returns the entry count.
fn check_file(path: &Path, file: &mut File, stop: &AtomicBool) -> Result<u64, HashFileError> {
    let invalid = |why: &str| HashFileError::Invalid {
        path: path.to_path_buf(),
        why: why.to_string(),
    };
    let fail = |source| HashFileError::Read {
        path: path.to_path_buf(),
        source,
    };
    let len = file.metadata().map_err(fail)?.len();
    if len < HEADER_LEN + 8 {
        return Err(invalid("too short"));
    }
    let mut header = [0u8; HEADER_LEN as usize];
    file.read_exact(&mut header).map_err(fail)?;
    if &header[..8] != MAGIC {
        return Err(invalid("no Slate hash header"));
    }
    let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(invalid(&format!(
            "format version {version}, expected {VERSION}"
        )));
    }
    let count = u64::from_le_bytes(header[12..].try_into().expect("8 bytes"));
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
    let mut seen = 0u64;
    for_each_block(file, count, |block| {
        if stop.load(Relaxed) {
            return Err(HashFileError::Stopped {
                path: path.to_path_buf(),
                loaded: 0,
            });
        }
        for (key, data) in block {
            // A save never writes an empty slot: a run of zeros (a sparse or zeroed file) is
            // refused where it starts, not after reading all of it.
            if data == 0 {
                return Err(invalid(&format!("entry {seen} is empty")));
            }
            sum.add(key);
            sum.add(data);
            seen += 1;
        }
        Ok(())
    })
    .map_err(|e| e.at(path))?;
    let mut last = [0u8; 8];
    file.read_exact(&mut last).map_err(fail)?;
    if u64::from_le_bytes(last) != sum.0 {
        return Err(invalid("checksum mismatch"));
    }
    Ok(count)
}
