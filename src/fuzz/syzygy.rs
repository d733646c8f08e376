//! The `syzygy` target: damaged Syzygy tables through [`crate::syzygy::open`] and the prober.
//!
//! An input is one table file: its first byte picks the name it is written under (from the
//! small tables of the source folder, so a table under another's name is one mutation away),
//! the rest is its content. It is written into a scratch folder beside good copies of the other
//! small tables, the folder is opened, and if the file is accepted, random positions of its
//! material, and of tables whose captures lead into it, are probed (WDL, and DTZ at a root).
//! A crash the harness cannot catch (a stack overflow, a wild read) ends the process: that is
//! what [`crate::syzygy::check`] must make impossible, so a run that finishes is the result.

use super::targets::Scratch;
use super::{Rng, Target};
use crate::board::Position;
use std::path::Path;

/// The source folder the fuzzer reads tables from unless told otherwise.
pub const DEFAULT_TABLES: &str = "../shared/data/syzygy";

/// Tables up to this size are the corpus (and the companions in the folder).
const MAX_TABLE: usize = 16 * 1024;

pub struct SyzygyTarget {
    /// (file name, good content) of each small table.
    tables: Vec<(String, Vec<u8>)>,
    scratch: Scratch,
    opened: u64,
    accepted: u64,
}

impl SyzygyTarget {
    /// The target over the small tables of `dir`; `Err` when it has none.
    pub fn new(dir: &Path) -> Result<Self, String> {
        let entries = std::fs::read_dir(dir)
            .map_err(|e| format!("the syzygy target needs tables: {}: {e}", dir.display()))?;
        let mut tables = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !(name.ends_with(".rtbw") || name.ends_with(".rtbz")) {
                continue;
            }
            if entry
                .metadata()
                .is_ok_and(|m| m.len() as usize <= MAX_TABLE)
                && let Ok(bytes) = std::fs::read(entry.path())
            {
                tables.push((name, bytes));
            }
        }
        if tables.is_empty() {
            return Err(format!(
                "the syzygy target needs tables: none of at most {MAX_TABLE} bytes in {}",
                dir.display()
            ));
        }
        tables.sort();
        let scratch = Scratch::new("syzygy")?;
        for (name, bytes) in &tables {
            std::fs::write(scratch.0.join(name), bytes).map_err(|e| e.to_string())?;
        }
        Ok(SyzygyTarget {
            tables,
            scratch,
            opened: 0,
            accepted: 0,
        })
    }

    fn input(&self, index: usize, content: &[u8]) -> Vec<u8> {
        let mut input = vec![index as u8];
        input.extend_from_slice(content);
        input
    }
}

impl Target for SyzygyTarget {
    fn name(&self) -> &'static str {
        "syzygy"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        self.tables
            .iter()
            .enumerate()
            .map(|(i, (_, bytes))| self.input(i, bytes))
            .collect()
    }

    fn max_len(&self) -> Option<usize> {
        Some(MAX_TABLE + 1)
    }

    /// The damage a disk or a download does: a few flipped bits, a cut, a table under
    /// another's name.
    fn generate(&mut self, rng: &mut Rng) -> Option<Vec<u8>> {
        let from = rng.below(self.tables.len());
        let mut bytes = self.tables[from].1.clone();
        let mut name = from;
        match rng.below(3) {
            0 => {
                for _ in 0..1 + rng.below(3) {
                    let at = rng.below(bytes.len());
                    bytes[at] ^= 1 << rng.below(8);
                }
            }
            1 => bytes.truncate(rng.below(bytes.len())),
            _ => name = rng.below(self.tables.len()),
        }
        Some(self.input(name, &bytes))
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        let Some((&index, content)) = input.split_first() else {
            return Ok(());
        };
        let index = usize::from(index) % self.tables.len();
        let name = &self.tables[index].0;
        let path = self.scratch.0.join(name);
        std::fs::write(&path, content).map_err(|e| e.to_string())?;
        let result = self.probe(index, content);
        // The good copy back, for the next input.
        std::fs::write(&path, &self.tables[index].1).map_err(|e| e.to_string())?;
        result
    }

    fn finish(&mut self) -> Result<(), String> {
        if self.opened > 0 && self.accepted == 0 {
            return Err("no input was accepted: the good tables are refused".into());
        }
        Ok(())
    }
}

impl SyzygyTarget {
    fn probe(&mut self, index: usize, content: &[u8]) -> Result<(), String> {
        let name = self.tables[index].0.clone();
        let folder = self.scratch.0.to_string_lossy().into_owned();
        let opened = crate::syzygy::open(&folder).map_err(|e| format!("open failed: {e}"))?;
        self.opened += 1;
        let refused = opened.warnings.iter().any(|w| w.contains(&name));
        if content == self.tables[index].1 && refused {
            return Err(format!(
                "the good table {name} is refused: {:?}",
                opened.warnings
            ));
        }
        if refused {
            return Ok(());
        }
        self.accepted += 1;
        let stem = &name[..name.len() - 5];
        // Positions of its own material, then of tables one capture above it.
        let mut rng = Rng::new(self.opened);
        let mut materials = vec![stem.to_string()];
        materials.extend(
            self.tables
                .iter()
                .map(|(n, _)| &n[..n.len() - 5])
                .filter(|other| captures_into(other, stem))
                .take(3)
                .map(str::to_string),
        );
        for (i, material) in materials.iter().enumerate() {
            for n in 0..if i == 0 { 24 } else { 6 } {
                let Some(pos) = random_position(material, &mut rng) else {
                    continue;
                };
                opened.tables.probe_wdl(pos.board());
                if n < 2 {
                    opened.tables.probe_root(pos.board());
                }
            }
        }
        Ok(())
    }
}

/// Does a capture of one piece in `above` leave the material of `below`?
fn captures_into(above: &str, below: &str) -> bool {
    let sorted = |s: &str| {
        let (w, b) = s.split_once('v').unwrap_or((s, ""));
        let mut w: Vec<char> = w.chars().collect();
        let mut b: Vec<char> = b.chars().collect();
        w.sort_unstable();
        b.sort_unstable();
        (w, b)
    };
    let (aw, ab) = sorted(above);
    let (bw, bb) = sorted(below);
    let one_less = |long: &[char], short: &[char]| {
        long.len() == short.len() + 1
            && (0..long.len()).any(|i| {
                let mut l = long.to_vec();
                l.remove(i);
                l == short
            })
    };
    (aw == bw && one_less(&ab, &bb)) || (ab == bb && one_less(&aw, &bw))
}

/// A random legal position with the material of `name` (`KQvKR`), either side to move.
fn random_position(name: &str, rng: &mut Rng) -> Option<Position> {
    let (white, black) = name.split_once('v')?;
    let mut board = ['.'; 64];
    for (side, upper) in [(white, true), (black, false)] {
        for c in side.chars() {
            let c = if upper { c } else { c.to_ascii_lowercase() };
            let pawn = c.eq_ignore_ascii_case(&'p');
            let free: Vec<usize> = (0..64)
                .filter(|&s| board[s] == '.' && (!pawn || (8..56).contains(&s)))
                .collect();
            board[*rng.pick(&free)] = c;
        }
    }
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                '.' => empty += 1,
                c => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    let side = if rng.one_in(2) { 'w' } else { 'b' };
    Position::from_fen(&format!("{fen} {side} - - 0 1")).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_lead_down_one_piece() {
        assert!(captures_into("KQvKR", "KQvK"));
        assert!(captures_into("KQvKR", "KvKR"));
        assert!(!captures_into("KQvKR", "KRvK"));
        assert!(captures_into("KRPvKR", "KRvKR"));
        assert!(!captures_into("KQvK", "KQvK"));
    }

    #[test]
    fn random_positions_have_the_material() {
        let mut rng = Rng::new(7);
        let mut made = 0;
        for _ in 0..50 {
            if let Some(pos) = random_position("KRPvKB", &mut rng) {
                assert_eq!(pos.board().occupied().len(), 5);
                made += 1;
            }
        }
        assert!(made > 10, "{made}");
    }
}
