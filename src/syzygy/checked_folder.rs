//! The folder the prober is given: links to the table files that passed [`super::check`].
//!
//! `pyrrhic-rs` finds tables by name in the folders it is given and opens any it finds, also
//! while probing another table (a capture in KQvKR probes KQvK). Leaving a refused file out of
//! Slate's own list is therefore not enough: the prober must not see it at all. It is given a
//! private folder holding a link to each checked file and nothing else, removed again when the
//! tables are dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A private folder of links to checked tables; removed on drop.
#[derive(Debug)]
pub struct CheckedFolder {
    dir: PathBuf,
}

impl CheckedFolder {
    /// Makes the folder, in the system's temporary folder, with one link per `(file name,
    /// target)`; the targets should be absolute.
    pub fn create(files: &[(String, PathBuf)]) -> std::io::Result<CheckedFolder> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        let dir = loop {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("slate-syzygy-{}-{n}", std::process::id()));
            // `create_dir` fails on an existing name, so the folder is never one planted there.
            match std::fs::create_dir(&dir) {
                Ok(()) => break dir,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        };
        let folder = CheckedFolder { dir };
        for (name, target) in files {
            link(target, &folder.dir.join(name))?;
        }
        Ok(folder)
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.dir
    }
}

#[cfg(unix)]
fn link(target: &Path, at: &Path) -> std::io::Result<()> {
    std::os::unix::fs::symlink(target, at)
}

#[cfg(windows)]
fn link(target: &Path, at: &Path) -> std::io::Result<()> {
    // Symbolic links need a privilege on Windows; a hard link needs the same volume.
    std::os::windows::fs::symlink_file(target, at).or_else(|_| std::fs::hard_link(target, at))
}

#[cfg(not(any(unix, windows)))]
fn link(target: &Path, at: &Path) -> std::io::Result<()> {
    std::fs::hard_link(target, at)
}

impl Drop for CheckedFolder {
    fn drop(&mut self) {
        // Only links are inside: removing them never touches a table file.
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
