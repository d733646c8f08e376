//! The one rule for every file Slate writes (hash files, exports, tuner and datagen output; the
//! learning store has its own creation code, which uses [`create_temporary`]):
//!
//! - only regular files: a named pipe, a device, a directory or a socket at the name is refused
//!   before anything is opened (opening a pipe would block);
//! - never through a planted name: the temporary file is created exclusively (`O_EXCL`) under a
//!   fresh name beside the target, written, synced, then renamed over the target; on any error
//!   it is removed, so nothing is left behind;
//! - never a file of another kind: what may stand at the name is said by [`Replace`]; an SQLite
//!   file (a learning store) is never replaced, nor a read-only file;
//! - a symbolic link at the name is followed: its target is written, atomically, beside the
//!   target (the link stays a link); a link to nothing is refused.
//!
//! Between the check and the rename another process could swap the target; the check is made
//! again just before the rename, which narrows that window to a moment.

mod target;
#[cfg(test)]
mod tests;

pub use target::{file_kind, open_regular};

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// What may already stand at the name a file is written to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    /// Nothing: an existing file is refused (exports without `--force`).
    Never,
    /// A regular file that is not an SQLite database (tuner output, exports with `--force`).
    NotADatabase,
    /// Only a file of this kind, told by its first bytes (a Slate hash file by its magic).
    Kind {
        /// The first bytes a file of the kind starts with.
        magic: &'static [u8],
        /// The kind's name, for the error message.
        what: &'static str,
    },
}

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
#[allow(missing_docs)] // the fields say what they are: the path and the kind found there
pub enum FileError {
    /// A pipe, device, directory or socket stands at the name.
    #[error("{}: is {kind}, not a regular file; it is left as it is", path.display())]
    NotRegular { path: PathBuf, kind: &'static str },
    /// A file stands at the name and nothing may be replaced.
    #[error("{} exists; it is never overwritten", path.display())]
    Exists { path: PathBuf },
    /// An SQLite database stands at the name.
    #[error("{}: is an SQLite database (a learning store?); it is never replaced", path.display())]
    Database { path: PathBuf },
    /// A file of another kind than the one allowed stands at the name.
    #[error("{}: is not {what}; it is left as it is", path.display())]
    Foreign { path: PathBuf, what: &'static str },
    /// The file at the name is read-only.
    #[error("{}: is read-only; it is left as it is", path.display())]
    ReadOnly { path: PathBuf },
    /// A symbolic link to nothing stands at the name.
    #[error("{}: is a symbolic link to nothing; it is left as it is", path.display())]
    DanglingLink { path: PathBuf },
    /// The system refused an operation (`action`: creating, writing, renaming ...).
    #[error("{action} {}: {source}", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        source: io::Error,
    },
}

impl FileError {
    fn io(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> FileError + use<> {
        let path = path.to_path_buf();
        move |source| FileError::Io {
            action,
            path,
            source,
        }
    }
}

/// A temporary file being written: removed when dropped unless renamed into place.
struct Temporary {
    path: PathBuf,
    done: bool,
}

impl Drop for Temporary {
    fn drop(&mut self) {
        if !self.done {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Creates a new file beside `target` under a name no other file has (`NAME.WHAT-PID-N`),
/// exclusively: an existing name, a link planted there included, is never opened.
pub fn create_temporary(target: &Path, what: &str) -> Result<(PathBuf, File), FileError> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    loop {
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let mut name = target.as_os_str().to_owned();
        name.push(format!(".{what}-{}-{nanos}-{n}", std::process::id()));
        let path = PathBuf::from(name);
        match File::options().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            // Someone's file (or link) has that name: another name, never that file.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 1000 => continue,
            Err(e) => return Err(FileError::io("creating", &path)(e)),
        }
    }
}

/// Creates a new folder beside `target` (`NAME.WHAT-PID-N`) for files built before they are
/// linked into place: creating a folder is exclusive, so nothing planted is ever used.
pub fn create_temporary_dir(target: &Path, what: &str) -> Result<PathBuf, FileError> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    loop {
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let mut name = target.as_os_str().to_owned();
        name.push(format!(".{what}-{}-{n}", std::process::id()));
        let path = PathBuf::from(name);
        match std::fs::create_dir(&path) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 1000 => continue,
            Err(e) => return Err(FileError::io("creating", &path)(e)),
        }
    }
}

/// Whether [`write_atomically`] could write `target` now: the same checks, and a temporary file
/// made and removed beside it (so the folder exists and is writable). For work that takes long
/// before it writes (a fit), so that a bad path fails at once instead of after the work.
pub fn check_writable(target: &Path, replace: Replace) -> Result<(), FileError> {
    let real = target::resolve(target)?;
    target::check_existing(&real, replace)?;
    let (path, file) = create_temporary(&real, "check")?;
    drop(file);
    drop(Temporary { path, done: false });
    Ok(())
}

/// Writes `target` as the module says: `write` fills a new temporary file, which replaces the
/// target (or a symbolic link's target) only when complete and synced. Returns what `write`
/// returned; on any error nothing is left behind and the target is as it was.
pub fn write_atomically<T, E: From<FileError>>(
    target: &Path,
    replace: Replace,
    write: impl FnOnce(&mut BufWriter<File>) -> Result<T, E>,
) -> Result<T, E> {
    let real = target::resolve(target)?;
    let keep = target::check_existing(&real, replace)?;
    let (path, file) = create_temporary(&real, "partial")?;
    let mut tmp = Temporary { path, done: false };
    let mut out = BufWriter::new(file);
    let value = write(&mut out)?;
    let file = out
        .into_inner()
        .map_err(|e| FileError::io("writing", &tmp.path)(e.into_error()))?;
    if let Some(permissions) = keep {
        // The replacement keeps the mode of the file it replaces.
        file.set_permissions(permissions)
            .map_err(FileError::io("writing", &tmp.path))?;
    }
    file.sync_all()
        .map_err(FileError::io("writing", &tmp.path))?;
    drop(file);
    target::check_existing(&real, replace)?;
    std::fs::rename(&tmp.path, &real).map_err(FileError::io("replacing", &real))?;
    tmp.done = true;
    sync_folder_of(&real);
    Ok(value)
}

/// Opens `path` to append to (creating it when absent), as the module says of the file: regular
/// (a link is followed), not an SQLite database, not read-only; a new file is created
/// exclusively.
pub fn open_append(path: &Path) -> Result<File, FileError> {
    let real = target::resolve(path)?;
    let exists = target::check_existing(&real, Replace::NotADatabase)?.is_some();
    let mut options = File::options();
    options.append(true);
    if !exists {
        options.create_new(true);
    }
    target::no_follow_no_block(&mut options);
    let file = options
        .open(&real)
        .map_err(FileError::io("opening", &real))?;
    target::must_be_regular(&real, &file)?;
    Ok(file)
}

/// Makes a rename in the folder of `path` durable (best effort: not every system can).
pub fn sync_folder_of(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Writes `bytes` to `path` by [`write_atomically`].
pub fn write_bytes(path: &Path, replace: Replace, bytes: &[u8]) -> Result<(), FileError> {
    write_atomically(path, replace, |out| {
        out.write_all(bytes).map_err(FileError::io("writing", path))
    })
}
