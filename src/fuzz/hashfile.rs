//! The `hashfile` target: hash files saved by the engine itself (a small table after short
//! searches), damaged (bit flips, truncations, extensions, header changes, and entries changed
//! with the checksum made right again), then loaded through `Load Hash` in the real command
//! handler. A file is loaded exactly when it is well formed (checked here on its own terms),
//! anything else is refused with an error, and the engine searches on legally after either.

use super::targets::{Scratch, check_bestmove, check_no_failure};
use super::{Rng, Target};
use crate::tt::seal_hash_file;
use crate::uci::Session;
use std::path::PathBuf;

const HEADER: usize = 20;
const CHECKSUM: usize = 8;

/// The positions of the seed files, searched again after loads, so that damaged entries are
/// probed.
const POSITIONS: &[(&str, u32)] = &[
    ("startpos", 300),
    (
        "fen r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8",
        500,
    ),
    ("fen 8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 50", 400),
];

pub struct HashFileTarget {
    session: Session,
    file: PathBuf,
    corpus: Vec<Vec<u8>>,
    runs: u64,
    /// Inputs loaded and refused so far: a run must see both.
    loads: [u64; 2],
    // Dropped last: the session's files are in it.
    _scratch: Scratch,
}

impl HashFileTarget {
    pub fn new() -> Result<Self, String> {
        let scratch = Scratch::new("hashfile")?;
        let file = scratch.0.join("fuzz.hash");
        let mut session = Session::new(false).map_err(|e| e.to_string())?;
        session.set_search_budget(std::time::Duration::from_secs(5));
        session.handle("setoption name Hash value 1");
        session.handle(&format!(
            "setoption name Hash File value {}",
            file.display()
        ));
        let mut corpus = Vec::new();
        let mut save = |session: &mut Session| -> Result<(), String> {
            session.handle("setoption name Save Hash");
            let lines = session.take_output();
            if !lines
                .iter()
                .any(|l| l.starts_with("info string hash saved"))
            {
                return Err(format!("Save Hash answered {lines:?}"));
            }
            corpus.push(std::fs::read(&file).map_err(|e| format!("{}: {e}", file.display()))?);
            Ok(())
        };
        // An empty table's file, then one per position, and one of all three together.
        save(&mut session)?;
        for (position, nodes) in POSITIONS {
            session.handle("ucinewgame");
            session.handle(&format!("position {position}"));
            session.handle(&format!("go nodes {nodes}"));
            save(&mut session)?;
        }
        for (position, nodes) in POSITIONS {
            session.handle(&format!("position {position}"));
            session.handle(&format!("go nodes {nodes}"));
        }
        save(&mut session)?;
        session.handle("ucinewgame");
        session.take_output();
        Ok(HashFileTarget {
            session,
            file,
            corpus,
            runs: 0,
            loads: [0; 2],
            _scratch: scratch,
        })
    }
}

/// The entry count of a well-formed hash file, told from the format alone: magic, version 1,
/// the length the count says, no empty entry, and the checksum a save would write.
fn well_formed(bytes: &[u8]) -> Option<u64> {
    let len = bytes.len();
    if len < HEADER + CHECKSUM || &bytes[..8] != b"SLATEHSH" || bytes[8..12] != 1u32.to_le_bytes() {
        return None;
    }
    let count = u64::from_le_bytes(bytes[12..20].try_into().ok()?);
    if count
        .checked_mul(16)?
        .checked_add((HEADER + CHECKSUM) as u64)?
        != len as u64
    {
        return None;
    }
    let empty = bytes[HEADER..len - CHECKSUM]
        .chunks_exact(16)
        .any(|e| e[8..] == [0; 8]);
    let mut sealed = bytes.to_vec();
    seal_hash_file(&mut sealed);
    (!empty && sealed == bytes).then_some(count)
}

fn set_count(bytes: &mut [u8], count: u64) {
    if bytes.len() >= HEADER {
        bytes[12..20].copy_from_slice(&count.to_le_bytes());
    }
}

/// The count that matches the file's length (after entries were added or removed).
fn fix_count(bytes: &mut [u8]) {
    let entries = bytes.len().saturating_sub(HEADER + CHECKSUM) / 16;
    set_count(bytes, entries as u64);
}

impl Target for HashFileTarget {
    fn name(&self) -> &'static str {
        "hashfile"
    }

    fn corpus(&self) -> Vec<Vec<u8>> {
        self.corpus.clone()
    }

    /// Damage that keeps the file plausible: the generic mutations rarely get past the
    /// checksum, these mostly do, so that odd entries reach the table and the search.
    fn generate(&mut self, rng: &mut Rng) -> Option<Vec<u8>> {
        let mut bytes = rng.pick(&self.corpus).clone();
        let entries = (bytes.len() - HEADER - CHECKSUM) / 16;
        let entry = |rng: &mut Rng| HEADER + 16 * rng.below(entries.max(1));
        let seal = match rng.below(7) {
            // Flip bits of the entries' data (move, bounds, depth, origin) or keys.
            0 | 1 if entries > 0 => {
                for _ in 0..1 + rng.below(8) {
                    let at = entry(rng) + rng.below(16);
                    bytes[at] ^= 1 << rng.below(8);
                }
                true
            }
            // Whole entries of random words.
            2 if entries > 0 => {
                let at = entry(rng);
                let (key, data) = (rng.next_u64(), rng.next_u64());
                bytes[at..at + 8].copy_from_slice(&key.to_le_bytes());
                bytes[at + 8..at + 16].copy_from_slice(&data.to_le_bytes());
                true
            }
            // Entries cut off or added, the count made to match (or not).
            3 => {
                let keep = HEADER + 16 * rng.below(entries + 1);
                bytes.drain(keep..bytes.len() - CHECKSUM);
                if !rng.one_in(4) {
                    fix_count(&mut bytes);
                }
                true
            }
            4 => {
                let at = bytes.len() - CHECKSUM;
                let extra: Vec<u8> = (0..16 * (1 + rng.below(4)))
                    .map(|_| rng.next_u64() as u8)
                    .collect();
                bytes.splice(at..at, extra);
                if !rng.one_in(4) {
                    fix_count(&mut bytes);
                }
                true
            }
            // Header changes: the count, the version, the magic.
            5 => {
                match rng.below(3) {
                    0 => set_count(&mut bytes, rng.next_u64() >> rng.below(64)),
                    1 => bytes[8 + rng.below(4)] = rng.next_u64() as u8,
                    _ => bytes[rng.below(8)] ^= 1 << rng.below(8),
                }
                rng.one_in(2)
            }
            // Cut anywhere, header included.
            _ => {
                bytes.truncate(rng.below(bytes.len() + 1));
                false
            }
        };
        if seal {
            seal_hash_file(&mut bytes);
        }
        Some(bytes)
    }

    fn run(&mut self, input: &[u8]) -> Result<(), String> {
        self.runs += 1;
        std::fs::write(&self.file, input).map_err(|e| format!("{}: {e}", self.file.display()))?;
        let s = &mut self.session;
        s.handle("setoption name Load Hash");
        s.handle("isready");
        let lines = s.take_output();
        check_no_failure(&lines)?;
        if lines.last().map(String::as_str) != Some("readyok") {
            return Err(format!("isready after Load Hash answered {lines:?}"));
        }
        let loaded = lines
            .iter()
            .find_map(|l| l.strip_prefix("info string hash loaded: "));
        let refused = lines.iter().any(|l| l.starts_with("info string error:"));
        match (well_formed(input), loaded) {
            (Some(n), Some(text)) if text.starts_with(&format!("{n} entries")) && !refused => {
                self.loads[0] += 1
            }
            (None, None) if refused => self.loads[1] += 1,
            (expected, _) => {
                return Err(format!(
                    "a file {} was answered {lines:?}",
                    match expected {
                        Some(n) => format!("well formed with {n} entries"),
                        None => "not well formed".to_string(),
                    }
                ));
            }
        }
        // The table stays usable: after every load, and now and then after a refusal.
        if loaded.is_some() || self.runs.is_multiple_of(16) {
            let (position, _) = POSITIONS[(self.runs % POSITIONS.len() as u64) as usize];
            s.handle(&format!("position {position}"));
            s.handle("go depth 3");
            let lines = s.take_output();
            check_no_failure(&lines)?;
            let pos = s.position().clone();
            check_bestmove(&lines, &pos, false)?;
        }
        if self.runs.is_multiple_of(64) {
            s.handle("ucinewgame");
            s.take_output();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_files_are_well_formed_and_small_enough_to_mutate() {
        let target = HashFileTarget::new().unwrap();
        assert_eq!(target.corpus.len(), POSITIONS.len() + 2);
        assert_eq!(well_formed(&target.corpus[0]), Some(0));
        for file in &target.corpus[1..] {
            assert!(well_formed(file).is_some_and(|n| n > 20), "{}", file.len());
            assert!(file.len() <= 16 * 1024, "{}", file.len());
            let mut flipped = file.clone();
            flipped[HEADER + 3] ^= 4;
            assert_eq!(well_formed(&flipped), None);
            seal_hash_file(&mut flipped);
            assert!(well_formed(&flipped).is_some());
        }
    }

    #[test]
    fn a_short_run_both_loads_and_refuses_files() {
        let mut target = HashFileTarget::new().unwrap();
        let config = crate::fuzz::FuzzConfig {
            seed: 3,
            max_inputs: Some(400),
            watch_all_threads: false,
            ..crate::fuzz::FuzzConfig::default()
        };
        let report = crate::fuzz::fuzz(&mut target, &config);
        assert!(report.failures.is_empty(), "{:?}", report.failures);
        let [loaded, refused] = target.loads;
        assert!(
            loaded > 20 && refused > 20,
            "{loaded} loaded, {refused} refused"
        );
    }
}
