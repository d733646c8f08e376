//! The subcommands that read or write whole files: import, export, merge, verify.

use super::{ExportFormat, bar, must_exist, open};
use crate::learn::epd::{analysis_entries, analysis_line, parse_analysis_line, stored_pv};
use crate::learn::error::LearnError;
use crate::learn::export::{GameIndex, JsonArrayWriter, book_moves, write_polyglot};
use crate::learn::import::import_pgn;
use crate::learn::store::{Access, AnalysisTag, KnownPosition, Store, StoreOptions};
use crate::learn::{self, LearnStore, position_check};
use crate::safe_file::{self, FileError, Replace};
use anyhow::{Context, Result, bail};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// An input to import must be a file (or a pipe) that can be read: a directory is named as such
/// instead of surfacing as a read error of the learning store.
pub(super) fn check_input(path: &Path) -> Result<()> {
    let meta = std::fs::metadata(path).with_context(|| format!("reading {}", path.display()))?;
    if meta.is_dir() {
        bail!(
            "{}: is a directory; import takes PGN or EPD files",
            path.display()
        );
    }
    Ok(())
}

/// Removes a store this command created that is still empty (an import that failed), with its
/// side files: an input that cannot be read never leaves an empty store behind.
pub(super) fn remove_if_created_empty(path: &Path, existed: bool) {
    if existed {
        return;
    }
    let empty = Store::open(path, Access::ReadOnly, &StoreOptions::default())
        .and_then(|s| s.is_empty())
        .unwrap_or(false);
    if empty {
        for side in ["", "-wal", "-shm", "-journal"] {
            let mut p = path.as_os_str().to_owned();
            p.push(side);
            let _ = std::fs::remove_file(PathBuf::from(p));
        }
        eprintln!(
            "{}: nothing imported; the new store was removed",
            path.display()
        );
    }
}

/// Refuses an export target that is the store itself or one of its side files, under any name
/// (a hard link too). What else may stand there is [`crate::safe_file`]'s to say.
fn check_output(store: Option<&Path>, output: &Path) -> Result<()> {
    let (Ok(meta), Some(store)) = (std::fs::metadata(output), store) else {
        return Ok(());
    };
    let mut guarded = vec![store.to_path_buf()];
    for side in ["-wal", "-shm", "-journal"] {
        let mut p = store.as_os_str().to_owned();
        p.push(side);
        guarded.push(PathBuf::from(p));
    }
    for g in guarded {
        if let Ok(other) = std::fs::metadata(&g)
            && same_file(&meta, &other)
        {
            bail!(
                "{}: is the learning store {} itself; export to another file",
                output.display(),
                g.display()
            );
        }
    }
    Ok(())
}

#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    a.len() == b.len()
        && a.modified().ok() == b.modified().ok()
        && a.created().ok() == b.created().ok()
}

pub(super) fn import_file(store: &mut dyn LearnStore, path: &Path) -> Result<()> {
    check_input(path)?;
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
    )
    .with_context(|| format!("importing {}", path.display()))?;
    pb.finish_and_clear();
    for w in &warnings {
        eprintln!("{}: {w}", path.display());
    }
    out!(
        "{}: {} games ({} skipped, {} with errors, {} imported before and left out), {} \
         positions ({} with a score); {} new entries, {} updated, {} evicted",
        path.display(),
        report.games,
        report.skipped_games,
        report.games_with_errors,
        report.already_imported,
        report.positions,
        report.scored_positions,
        report.written.inserted,
        report.written.updated,
        report.written.evicted
    );
    Ok(())
}

/// Writes `output` by [`safe_file::write_atomically`]: an existing file is replaced only with
/// `--force`, and never a file of another kind (an SQLite file, a device, a folder).
fn write_atomically(
    output: &Path,
    force: bool,
    f: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> Result<()>,
) -> Result<()> {
    let replace = if force {
        Replace::NotADatabase
    } else {
        Replace::Never
    };
    safe_file::write_atomically(output, replace, f).map_err(|e| match e.downcast::<FileError>() {
        Ok(e @ FileError::Exists { .. }) => anyhow::anyhow!("{e} (--force replaces it)"),
        Ok(e) => e.into(),
        Err(e) => e,
    })
}

/// `learn export` of a file's store (`file`, never written to) or a server's.
pub(super) fn export(
    store: &mut dyn LearnStore,
    file: Option<&Path>,
    format: ExportFormat,
    output: &Path,
    force: bool,
    book: &super::BookArgs,
) -> Result<()> {
    check_output(file, output)?;
    let mut roots = vec![crate::board::Position::startpos()];
    for fen in &book.from {
        roots.push(
            crate::board::Position::from_fen(fen).with_context(|| format!("--from {fen:?}"))?,
        );
    }
    let pb = bar(store.len()?, "export");
    match format {
        ExportFormat::Polyglot => {
            let mut games = GameIndex::default();
            store.for_each_entry(&mut |e| {
                games.add(&e);
                pb.inc(1);
                Ok(())
            })?;
            for known in store.known_positions()? {
                if let Ok(pos) = crate::board::Position::from_fen(&known.fen) {
                    roots.push(pos);
                }
            }
            let mut moves = book_moves(&roots, &games, book.min_games, book.max_ply);
            let mut n = 0;
            write_atomically(output, force, |w| {
                n = write_polyglot(&mut moves, w)?;
                Ok(())
            })?;
            pb.finish_and_clear();
            out!(
                "wrote {n} book entries to {} (moves after at least {} games, weight 2 per win and 1 per draw)",
                output.display(),
                book.min_games
            );
        }
        ExportFormat::Epd => {
            let mut n = 0u64;
            let known = store.known_positions()?;
            write_atomically(output, force, |w| {
                for k in known {
                    let Ok(pos) = crate::board::Position::from_fen(&k.fen) else {
                        continue;
                    };
                    let Some(e) = store.lookup(k.key, k.check)? else {
                        continue;
                    };
                    let pv = stored_pv(
                        &pos,
                        |p| {
                            store
                                .lookup(p.key(), position_check(p.board()))
                                .ok()
                                .flatten()
                        },
                        64,
                    );
                    writeln!(w, "{}", analysis_line(&pos, &e, &pv))?;
                    n += 1;
                    pb.inc(1);
                }
                Ok(())
            })?;
            pb.finish_and_clear();
            out!("wrote {n} analysed positions to {}", output.display());
        }
        ExportFormat::Json => {
            let mut n = 0u64;
            write_atomically(output, force, |w| {
                let mut json = JsonArrayWriter::new(w)?;
                store.for_each_entry(&mut |e| {
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
pub(super) fn import_epd(store: &mut dyn LearnStore, path: &Path) -> Result<()> {
    // A line that is not UTF-8 is named and read with its bad bytes replaced: the fields that
    // matter are ASCII, and one Latin-1 `id` must not cost the file (as in PGN import).
    let read =
        crate::text::read_lossy(path).with_context(|| format!("reading {}", path.display()))?;
    for w in read.warnings(path) {
        eprintln!("{w}");
    }
    let text = read.text;
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
    let report = store.record_tagged(&entries, &tags, &positions, &[])?;
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

/// Merges `a` and `b` into a new store `output`. The result is built under a temporary name
/// beside `output` and linked into place only when complete (a hard link never replaces a file),
/// so an interrupted merge leaves no store under the final name.
pub(super) fn merge_files(a: &Path, b: &Path, output: &Path) -> Result<()> {
    if std::fs::symlink_metadata(output).is_ok() {
        bail!(
            "{} exists; merge writes a new file and never overwrites",
            output.display()
        );
    }
    must_exist(a)?;
    must_exist(b)?;
    let mut sa = open(a, Access::ReadOnly)?;
    let mut sb = open(b, Access::ReadOnly)?;
    // Built in a new folder of its own beside `output`: no planted name is ever opened.
    let folder = safe_file::create_temporary_dir(output, "merging")?;
    let tmp = folder.join("merged.sqlite");
    let result = merge_into(&mut sa, &mut sb, &tmp).and_then(|n| {
        match std::fs::hard_link(&tmp, output) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => bail!(
                "{} appeared while merging; merge never overwrites (the result is lost)",
                output.display()
            ),
            // A file system without hard links: rename, having checked that nothing is there.
            Err(_) if std::fs::symlink_metadata(output).is_err() => std::fs::rename(&tmp, output)?,
            Err(e) => return Err(e.into()),
        }
        safe_file::sync_folder_of(output);
        Ok(n)
    });
    let _ = std::fs::remove_dir_all(&folder);
    let n = result?;
    out!(
        "merged {} + {} entries into {} ({n} entries)",
        sa.len()?,
        sb.len()?,
        output.display(),
    );
    Ok(())
}

/// Builds the merge of `sa` and `sb` as a new store at `path`; returns its number of entries.
fn merge_into(sa: &mut Store, sb: &mut Store, path: &Path) -> Result<u64> {
    let options = StoreOptions {
        // Eviction would make the result depend on the order of merging.
        capacity: u64::MAX,
        ..StoreOptions::default()
    };
    let mut out = Store::open(path, Access::ReadWrite, &options)
        .with_context(|| format!("creating {}", path.display()))?;
    let pb = bar(sa.len()? + sb.len()?, "merge");
    let mut before = 0;
    for src in [sa, sb] {
        // Entries, then the analysis tags, positions and histories that follow them.
        learn::merge_into(src, &mut out, 10_000, |n| pb.set_position(before + n))?;
        before += src.len()?;
    }
    out.checkpoint()?;
    pb.finish_and_clear();
    let n = out.len()?;
    // Closing folds the write-ahead log into the file, which then stands alone.
    drop(out);
    Ok(n)
}

/// Whether an error opening or reading a store says the file is not a sound store (a problem
/// `verify` found) rather than that it could not be checked (permissions, a newer schema).
fn is_problem(e: &anyhow::Error) -> bool {
    e.downcast_ref::<LearnError>().is_some_and(|e| {
        e.is_damage()
            || matches!(
                e,
                LearnError::Foreign { .. } | LearnError::NeedsMigration { .. }
            )
    })
}

/// `slate learn verify`: a store that cannot even be opened as one (truncated, empty, a damaged
/// header or first page) is a problem found, exit code 1, like a damaged entry.
pub(super) fn verify_file(path: &Path) -> Result<ExitCode> {
    let found = open(path, Access::ReadOnly).and_then(|store| verify(&store));
    match found {
        Err(e) if is_problem(&e) => {
            out!("problem: {e:#}");
            eprintln!("error: the store {} is damaged", path.display());
            Ok(ExitCode::from(1))
        }
        other => other,
    }
}

/// Verifies the store; exit code 1 when problems were found.
fn verify(store: &Store) -> Result<ExitCode> {
    let pb = bar(store.len().unwrap_or(0), "verify");
    let problems = store.verify(|n| pb.set_position(n))?;
    pb.finish_and_clear();
    if problems.is_empty() {
        out!("ok: {} entries, integrity check passed", store.len()?);
        Ok(ExitCode::SUCCESS)
    } else {
        for p in &problems {
            out!("problem: {p}");
        }
        eprintln!(
            "error: {} problems found in {}",
            problems.len(),
            store.path().display()
        );
        Ok(ExitCode::from(1))
    }
}
