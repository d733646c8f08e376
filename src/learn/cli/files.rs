//! The subcommands that read or write whole files: import, export, merge, verify.

use super::{ExportFormat, bar, open};
use crate::learn::epd::{analysis_entries, analysis_line, parse_analysis_line, stored_pv};
use crate::learn::export::{JsonArrayWriter, write_polyglot};
use crate::learn::import::import_pgn;
use crate::learn::store::{Access, AnalysisTag, KnownPosition, Store, StoreOptions};
use anyhow::{Context, Result, bail};
use std::io::Write;
use std::path::{Path, PathBuf};

pub(super) fn import_file(store: &mut Store, path: &Path) -> Result<()> {
    let f = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let len = f.metadata()?.len();
    let pb = bar(len, "import");
    let mut warnings = Vec::new();
    let report = import_pgn(
        store,
        std::io::BufReader::new(f),
        10_000,
        |bytes| pb.set_position(bytes),
        |w| warnings.push(w),
    )?;
    pb.finish_and_clear();
    for w in &warnings {
        eprintln!("{}: {w}", path.display());
    }
    out!(
        "{}: {} games ({} skipped, {} with errors), {} positions ({} with a score); \
         {} new entries, {} updated, {} evicted",
        path.display(),
        report.games,
        report.skipped_games,
        report.games_with_errors,
        report.positions,
        report.scored_positions,
        report.written.inserted,
        report.written.updated,
        report.written.evicted
    );
    Ok(())
}

/// Writes to a temporary file beside `output` and renames it into place when complete, so an
/// interrupted export never leaves half a file under the real name.
fn write_atomically(
    output: &Path,
    f: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> Result<()>,
) -> Result<()> {
    let mut tmp = output.as_os_str().to_owned();
    tmp.push(".partial");
    let tmp = PathBuf::from(tmp);
    let mut w = std::io::BufWriter::new(
        std::fs::File::create(&tmp).with_context(|| format!("creating {}", tmp.display()))?,
    );
    f(&mut w)?;
    w.flush()?;
    w.get_ref().sync_all()?;
    drop(w);
    std::fs::rename(&tmp, output)?;
    Ok(())
}

pub(super) fn export(store: &Store, format: ExportFormat, output: &Path) -> Result<()> {
    let pb = bar(store.len()?, "export");
    match format {
        ExportFormat::Polyglot => {
            let mut all = Vec::new();
            store.for_each(|e| {
                all.push(e);
                pb.inc(1);
                Ok(())
            })?;
            let mut n = 0;
            write_atomically(output, |w| {
                n = write_polyglot(&mut all, w)?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} book entries to {}", output.display());
        }
        ExportFormat::Epd => {
            let mut n = 0u64;
            write_atomically(output, |w| {
                store.for_each_known_position(|fen, e| {
                    let Ok(pos) = crate::board::Position::from_fen(&fen) else {
                        return Ok(());
                    };
                    let pv = stored_pv(&pos, |p| store.probe(p).ok().flatten(), 64);
                    writeln!(w, "{}", analysis_line(&pos, &e, &pv))?;
                    n += 1;
                    pb.inc(1);
                    Ok(())
                })?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} analysed positions to {}", output.display());
        }
        ExportFormat::Json => {
            let mut n = 0u64;
            write_atomically(output, |w| {
                let mut json = JsonArrayWriter::new(w)?;
                store.for_each(|e| {
                    json.push(&e)?;
                    n += 1;
                    pb.inc(1);
                    Ok(())
                })?;
                json.finish()?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} entries to {}", output.display());
        }
    }
    Ok(())
}

/// Takes in EPD analysis records: each becomes analysis entries tagged with its position.
pub(super) fn import_epd(store: &mut Store, path: &Path) -> Result<()> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let (mut records, mut skipped, mut entries, mut tags, mut positions) =
        (0u64, 0u64, Vec::new(), Vec::new(), Vec::new());
    for (i, line) in text.lines().enumerate() {
        let record = match parse_analysis_line(line) {
            Ok(Some(r)) => r,
            Ok(None) => continue,
            Err(e) => {
                eprintln!("{}:{}: {e}", path.display(), i + 1);
                skipped += 1;
                continue;
            }
        };
        let found = analysis_entries(&record);
        if found.is_empty() {
            skipped += 1;
            continue;
        }
        records += 1;
        let root = record.position.key();
        tags.extend(found.iter().map(|e| AnalysisTag::of(root, e)));
        positions.push(KnownPosition::of(&record.position));
        entries.extend(found);
    }
    let report = store.record_tagged(&entries, &tags, &positions)?;
    out!(
        "{}: {records} analysed positions ({skipped} skipped), {} entries: {} new, {} updated, \
         {} evicted",
        path.display(),
        entries.len(),
        report.inserted,
        report.updated,
        report.evicted
    );
    Ok(())
}

pub(super) fn merge_files(a: &Path, b: &Path, output: &Path) -> Result<()> {
    if output.try_exists()? {
        bail!(
            "{} exists; merge writes a new file and never overwrites",
            output.display()
        );
    }
    let sa = open(a, Access::ReadOnly)?;
    let sb = open(b, Access::ReadOnly)?;
    let options = StoreOptions {
        // Eviction would make the result depend on the order of merging.
        capacity: u64::MAX,
        ..StoreOptions::default()
    };
    let mut out = Store::open(output, Access::ReadWrite, &options)
        .with_context(|| format!("creating {}", output.display()))?;
    let pb = bar(sa.len()? + sb.len()?, "merge");
    for src in [&sa, &sb] {
        let mut batch = Vec::with_capacity(10_000);
        src.for_each(|e| {
            batch.push(e);
            if batch.len() == 10_000 {
                out.merge_batch(&batch)?;
                pb.inc(batch.len() as u64);
                batch.clear();
            }
            Ok(())
        })?;
        out.merge_batch(&batch)?;
        pb.inc(batch.len() as u64);
        // Analysis tags and kept positions follow their entries.
        let mut tags = Vec::new();
        src.for_each_tag(|t| {
            tags.push(t);
            Ok(())
        })?;
        out.merge_tags(&tags)?;
        let mut known = Vec::new();
        src.for_each_known_position(|fen, e| {
            known.push(KnownPosition {
                key: e.key,
                check: e.check,
                fen,
            });
            Ok(())
        })?;
        out.record_positions(&known)?;
    }
    out.checkpoint()?;
    pb.finish_and_clear();
    out!(
        "merged {} + {} entries into {} ({} entries)",
        sa.len()?,
        sb.len()?,
        output.display(),
        out.len()?
    );
    Ok(())
}

pub(super) fn verify(store: &Store) -> Result<()> {
    let pb = bar(store.len()?, "verify");
    let problems = store.verify(|n| pb.set_position(n))?;
    pb.finish_and_clear();
    if problems.is_empty() {
        out!("ok: {} entries, integrity check passed", store.len()?);
        Ok(())
    } else {
        for p in &problems {
            out!("problem: {p}");
        }
        bail!(
            "{} problems found in {}",
            problems.len(),
            store.path().display()
        )
    }
}
