//! What stands at a name before it is written or read: its kind, told from its metadata and its
//! first bytes, and never by opening it in a way that could block or follow a planted link.

use super::{FileError, Replace};
use std::fs::{File, Metadata, OpenOptions, Permissions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The first bytes of an SQLite database, and of its write-ahead log (two byte orders).
const SQLITE_MAGIC: &[u8] = b"SQLite format 3\0";
const WAL_MAGICS: [[u8; 4]; 2] = [[0x37, 0x7f, 0x06, 0x82], [0x37, 0x7f, 0x06, 0x83]];

/// What a file that is not a regular one is, for messages.
pub fn file_kind(meta: &Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return "a named pipe";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
    }
    if meta.is_dir() {
        "a directory"
    } else if meta.file_type().is_symlink() {
        "a symbolic link"
    } else {
        "not a regular file"
    }
}

/// Opens without blocking (a pipe swapped in after the check) and without following a link.
pub(super) fn no_follow_no_block(options: &mut OpenOptions) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = options;
}

fn no_block(options: &mut OpenOptions) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = options;
}

/// The opened file must be regular (what was checked by name may have been swapped since).
pub(super) fn must_be_regular(path: &Path, file: &File) -> Result<(), FileError> {
    let meta = file.metadata().map_err(FileError::io("checking", path))?;
    if meta.is_file() {
        Ok(())
    } else {
        Err(FileError::NotRegular {
            path: path.to_path_buf(),
            kind: file_kind(&meta),
        })
    }
}

/// The name to write: `path`, or the file a symbolic link at `path` leads to.
pub(super) fn resolve(path: &Path) -> Result<PathBuf, FileError> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => match std::fs::canonicalize(path) {
            Ok(real) => Ok(real),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(FileError::DanglingLink {
                path: path.to_path_buf(),
            }),
            Err(e) => Err(FileError::io("following", path)(e)),
        },
        _ => Ok(path.to_path_buf()),
    }
}

/// Checks what stands at `path` (links already resolved) against `replace`: `None` when nothing
/// does, else the permissions of the regular file that may be replaced.
pub(super) fn check_existing(
    path: &Path,
    replace: Replace,
) -> Result<Option<Permissions>, FileError> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(FileError::io("checking", path)(e)),
    };
    let owned = path.to_path_buf();
    if !meta.is_file() {
        return Err(FileError::NotRegular {
            path: owned,
            kind: file_kind(&meta),
        });
    }
    // Read without writing, never blocking, to tell a database from other files.
    let mut options = File::options();
    options.read(true);
    no_follow_no_block(&mut options);
    let mut file = options
        .open(path)
        .map_err(FileError::io("checking", path))?;
    must_be_regular(path, &file)?;
    let head = first_bytes(&mut file).map_err(FileError::io("reading", path))?;
    if head.starts_with(SQLITE_MAGIC) || WAL_MAGICS.iter().any(|m| head.starts_with(m)) {
        return Err(FileError::Database { path: owned });
    }
    if replace == Replace::Never {
        return Err(FileError::Exists { path: owned });
    }
    if let Replace::Kind { magic, what } = replace
        && !head.starts_with(magic)
    {
        return Err(FileError::Foreign { path: owned, what });
    }
    // The permission bits hold for root too: a read-only file says "leave me". Opening for
    // writing (never truncating) tells whether this user may write it: renaming over it would
    // need only the folder's permission.
    let mut options = File::options();
    options.write(true);
    no_follow_no_block(&mut options);
    if meta.permissions().readonly()
        || options
            .open(path)
            .is_err_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
    {
        return Err(FileError::ReadOnly { path: owned });
    }
    Ok(Some(meta.permissions()))
}

fn first_bytes(file: &mut File) -> io::Result<Vec<u8>> {
    let mut head = Vec::with_capacity(SQLITE_MAGIC.len());
    file.take(SQLITE_MAGIC.len() as u64)
        .read_to_end(&mut head)?;
    Ok(head)
}

/// Opens `path` (a link followed) to read, refusing anything but a regular file before it is
/// opened: opening a named pipe would block until a writer comes.
pub fn open_regular(path: &Path) -> Result<File, FileError> {
    let meta = std::fs::metadata(path).map_err(FileError::io("reading", path))?;
    if !meta.is_file() {
        return Err(FileError::NotRegular {
            path: path.to_path_buf(),
            kind: file_kind(&meta),
        });
    }
    let mut options = File::options();
    options.read(true);
    no_block(&mut options);
    let file = options.open(path).map_err(FileError::io("reading", path))?;
    must_be_regular(path, &file)?;
    Ok(file)
}
