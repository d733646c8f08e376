//! Text input files read whatever their encoding: a line that is not UTF-8 (a Latin-1 name in an
//! EPD `id`, say) is read with its bad bytes replaced and named, so that one byte never costs
//! the whole file.

use std::io;
use std::path::Path;

/// A file's text, its lines that were not UTF-8 (1-based numbers) read lossily.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LossyText {
    /// The text, bad bytes replaced by U+FFFD.
    pub text: String,
    /// The numbers of the lines that had bad bytes.
    pub not_utf8: Vec<usize>,
}

impl LossyText {
    /// Decodes `bytes`, line by line where they are not UTF-8.
    pub fn decode(bytes: Vec<u8>) -> LossyText {
        match String::from_utf8(bytes) {
            Ok(text) => LossyText {
                text,
                not_utf8: Vec::new(),
            },
            Err(e) => {
                let bytes = e.into_bytes();
                let mut text = String::with_capacity(bytes.len());
                let mut not_utf8 = Vec::new();
                for (i, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
                    match std::str::from_utf8(line) {
                        Ok(s) => text.push_str(s),
                        Err(_) => {
                            not_utf8.push(i + 1);
                            text.push_str(&String::from_utf8_lossy(line));
                        }
                    }
                }
                LossyText { text, not_utf8 }
            }
        }
    }

    /// One warning per bad line, `FILE:LINE: …`, for stderr.
    pub fn warnings(&self, path: &Path) -> Vec<String> {
        self.not_utf8
            .iter()
            .map(|n| {
                format!(
                    "{}:{n}: not UTF-8; read with the bad bytes replaced",
                    path.display()
                )
            })
            .collect()
    }
}

/// Reads `path` as [`LossyText`].
pub fn read_lossy(path: &Path) -> io::Result<LossyText> {
    Ok(LossyText::decode(std::fs::read(path)?))
}

/// Reads `path` as [`LossyText`], printing its warnings to stderr.
pub fn read_reporting(path: &Path) -> io::Result<String> {
    let read = read_lossy(path)?;
    for w in read.warnings(path) {
        eprintln!("warning: {w}");
    }
    Ok(read.text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_bad_lines_are_named() {
        let read = LossyText::decode(b"one\nt\xe9l\xe9\nthree\n\xff".to_vec());
        assert_eq!(read.not_utf8, vec![2, 4]);
        assert_eq!(read.text.lines().count(), 4);
        assert!(read.text.starts_with("one\nt\u{fffd}l\u{fffd}\nthree\n"));
        let good = LossyText::decode("caf\u{e9}\n".as_bytes().to_vec());
        assert!(good.not_utf8.is_empty());
    }
}
