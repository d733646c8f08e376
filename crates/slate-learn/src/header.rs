//! Checks an existing file before SQLite is let near it, so that garbage and truncated files are
//! reported instead of being opened, "repaired" or overwritten.
//!
//! SQLite itself notices a foreign file only when it first reads it, and a truncated database can
//! open fine and fail later. The 100-byte SQLite header tells both: the magic string, the page
//! size, and the database size in pages (trusted when its "version-valid-for" field matches the
//! change counter, as SQLite does).

use super::error::{LearnError, LearnResult};
use std::io::Read;
use std::path::Path;

const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// What the header says about a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeaderVerdict {
    Sound,
    /// The header promises more pages than the file holds; a checkpoint in another process can
    /// show this for a moment, so the caller may look again before calling it damage.
    Short {
        expected: u64,
        actual: u64,
    },
}

pub fn check_file(path: &Path) -> LearnResult<HeaderVerdict> {
    let mut f = std::fs::File::open(path)?;
    let len = f.metadata()?.len();
    let damaged = |detail: String| LearnError::Damaged {
        path: path.to_path_buf(),
        detail,
    };
    if len == 0 {
        return Err(damaged("the file is empty".into()));
    }
    let mut head = [0u8; 100];
    let n = read_up_to(&mut f, &mut head)?;
    if n < MAGIC.len() || &head[..16] != MAGIC {
        return Err(LearnError::NotADatabase {
            path: path.to_path_buf(),
            detail: "no SQLite header".into(),
        });
    }
    if n < 100 {
        return Err(damaged(format!("truncated to {len} bytes")));
    }
    let page_size = match u16::from_be_bytes([head[16], head[17]]) {
        1 => 65_536u64,
        p if p >= 512 && p.is_power_of_two() => p as u64,
        p => return Err(damaged(format!("impossible page size {p}"))),
    };
    if !len.is_multiple_of(page_size) {
        return Err(damaged(format!(
            "size {len} is not a multiple of the page size {page_size} (truncated?)"
        )));
    }
    let be32 = |i: usize| u32::from_be_bytes(head[i..i + 4].try_into().unwrap());
    let change_counter = be32(24);
    let pages = be32(28) as u64;
    let valid_for = be32(92);
    if valid_for == change_counter && pages * page_size > len {
        return Ok(HeaderVerdict::Short {
            expected: pages * page_size,
            actual: len,
        });
    }
    Ok(HeaderVerdict::Sound)
}

fn read_up_to(f: &mut std::fs::File, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match f.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}
