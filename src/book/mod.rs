//! Polyglot opening books (`.bin`), as `OwnBook` plays from them.
//!
//! A book is a file of 16-byte big-endian records `key u64, move u16, weight u16, learn u32`,
//! sorted by key; the key is the position's Polyglot Zobrist key (Slate's own key is that key),
//! the move is packed as in the learning store (`to | from << 6 | promotion << 12`, castling as
//! king takes rook). A book is checked whole when it is opened: a file whose size is not a
//! multiple of 16 or whose keys are out of order is refused, so that the binary search of a
//! probe can trust it. Probes read the file (a few 16-byte reads), so a book of any size costs
//! no memory; a probe that fails to read is an error for the caller to report, never a panic.

use crate::board::{Move, Position};
use crate::learn::entry::unpack_move;
use std::fs::File;
use std::path::{Path, PathBuf};

/// Why a book was refused, or a probe failed.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    /// The file could not be opened or read.
    #[error("cannot read the book '{path}': {source}")]
    Io {
        /// The book's path.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// Not a regular file (a folder, a FIFO, a device).
    #[error("the book '{0}' is not a regular file")]
    NotAFile(PathBuf),
    /// No records at all.
    #[error("the book '{0}' is empty")]
    Empty(PathBuf),
    /// The size is not a whole number of records.
    #[error("the book '{path}' is not a Polyglot book: {size} bytes is not a multiple of 16")]
    Size {
        /// The book's path.
        path: PathBuf,
        /// Its size.
        size: u64,
    },
    /// The keys are not sorted (a damaged file, or not a book).
    #[error("the book '{path}' is damaged: record {record} is out of key order")]
    Unsorted {
        /// The book's path.
        path: PathBuf,
        /// The first record whose key is below its predecessor's (from 0).
        record: u64,
    },
}

/// One move of a book position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move (castling as king takes rook, as the board has it).
    pub mv: Move,
    /// The book's weight for it.
    pub weight: u16,
    /// The record's `learn` field (unused by most books).
    pub learn: u32,
}

/// How a move is picked from a book position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookChoice {
    /// The highest weight (the first of equal ones).
    Best,
    /// At random, in proportion to the weights.
    Weighted,
}

/// An open, checked Polyglot book.
#[derive(Debug)]
pub struct Book {
    file: File,
    path: PathBuf,
    records: u64,
}

const RECORD: u64 = 16;

impl Book {
    /// Opens and checks the book at `path` (regular file, whole records, keys in order).
    pub fn open(path: &Path) -> Result<Book, BookError> {
        let io = |source| BookError::Io {
            path: path.to_path_buf(),
            source,
        };
        // Looked at before opening: opening a FIFO for reading would wait for a writer.
        let meta = std::fs::metadata(path).map_err(io)?;
        if !meta.is_file() {
            return Err(BookError::NotAFile(path.to_path_buf()));
        }
        let file = File::open(path).map_err(io)?;
        let size = file.metadata().map_err(io)?.len();
        if size == 0 {
            return Err(BookError::Empty(path.to_path_buf()));
        }
        if size % RECORD != 0 {
            return Err(BookError::Size {
                path: path.to_path_buf(),
                size,
            });
        }
        let book = Book {
            file,
            path: path.to_path_buf(),
            records: size / RECORD,
        };
        book.check_order()?;
        Ok(book)
    }

    /// The number of records.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// The book's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn io(&self, source: std::io::Error) -> BookError {
        BookError::Io {
            path: self.path.clone(),
            source,
        }
    }

    fn check_order(&self) -> Result<(), BookError> {
        const CHUNK: u64 = 4096;
        let mut previous = 0u64;
        let mut at = 0u64;
        let mut buf = vec![0u8; (CHUNK * RECORD) as usize];
        while at < self.records {
            let n = CHUNK.min(self.records - at);
            let bytes = &mut buf[..(n * RECORD) as usize];
            read_at(&self.file, at * RECORD, bytes).map_err(|e| self.io(e))?;
            for (i, r) in bytes.chunks_exact(RECORD as usize).enumerate() {
                let key = u64::from_be_bytes(r[..8].try_into().expect("8 bytes"));
                if key < previous {
                    return Err(BookError::Unsorted {
                        path: self.path.clone(),
                        record: at + i as u64,
                    });
                }
                previous = key;
            }
            at += n;
        }
        Ok(())
    }

    fn record(&self, index: u64) -> Result<(u64, u16, u16, u32), BookError> {
        let mut r = [0u8; RECORD as usize];
        read_at(&self.file, index * RECORD, &mut r).map_err(|e| self.io(e))?;
        Ok((
            u64::from_be_bytes(r[..8].try_into().expect("8 bytes")),
            u16::from_be_bytes([r[8], r[9]]),
            u16::from_be_bytes([r[10], r[11]]),
            u32::from_be_bytes([r[12], r[13], r[14], r[15]]),
        ))
    }

    /// The book's legal moves for `pos` in book order (records of other moves, illegal here or
    /// unreadable, are skipped; a key collision cannot make Slate play an illegal move).
    pub fn moves(&self, pos: &Position) -> Result<Vec<BookMove>, BookError> {
        let key = pos.key();
        // The first record with this key.
        let (mut lo, mut hi) = (0u64, self.records);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.record(mid)?.0 < key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let legal = pos.legal_moves();
        let mut moves = Vec::new();
        let mut i = lo;
        while i < self.records {
            let (k, code, weight, learn) = self.record(i)?;
            if k != key {
                break;
            }
            if let Some(mv) = unpack_move(code).filter(|m| legal.contains(m))
                && !moves.iter().any(|b: &BookMove| b.mv == mv)
            {
                moves.push(BookMove { mv, weight, learn });
            }
            i += 1;
        }
        Ok(moves)
    }
}

/// Picks a move: `None` when there is none with a weight above 0. `random` is uniform in
/// `0..u64::MAX` (the caller's generator), used by [`BookChoice::Weighted`] only.
pub fn choose(moves: &[BookMove], choice: BookChoice, random: u64) -> Option<BookMove> {
    let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
    if total == 0 {
        return None;
    }
    match choice {
        BookChoice::Best => moves
            .iter()
            .copied()
            .reduce(|best, m| if m.weight > best.weight { m } else { best }),
        BookChoice::Weighted => {
            let mut pick = random % total;
            moves.iter().copied().find(|m| {
                let w = u64::from(m.weight);
                if pick < w {
                    true
                } else {
                    pick -= w;
                    false
                }
            })
        }
    }
}

#[cfg(unix)]
fn read_at(file: &File, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(not(unix))]
fn read_at(file: &File, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    let mut f = file;
    f.seek(SeekFrom::Start(offset))?;
    f.read_exact(buf)
}

#[cfg(test)]
mod tests;
