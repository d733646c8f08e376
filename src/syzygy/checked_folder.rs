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
        remove_stale(&base);
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

/// Removes the folders of processes that no longer run (killed before they could remove
/// their own), where the system tells which run (`/proc`). Only links are inside them.
fn remove_stale(base: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(base) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix("slate-syzygy-"))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !proc.join(pid.to_string()).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_holds_links_and_goes_with_its_owner_and_a_dead_ones_is_removed() {
        let target = std::env::temp_dir().join(format!("slate-cf-target-{}", std::process::id()));
        std::fs::write(&target, b"table").unwrap();
        let folder = CheckedFolder::create(&[("KQvK.rtbw".into(), target.clone())]).unwrap();
        assert_eq!(
            std::fs::read(folder.path().join("KQvK.rtbw")).unwrap(),
            b"table"
        );
        let path = folder.path().to_path_buf();
        drop(folder);
        assert!(!path.exists());
        assert!(target.exists(), "the table itself is never touched");
        if Path::new("/proc/self").exists() {
            // No process has pid u32::MAX - 1 (Linux allows at most 2^22).
            let stale = std::env::temp_dir().join(format!("slate-syzygy-{}-0", u32::MAX - 1));
            std::fs::create_dir_all(&stale).unwrap();
            let folder = CheckedFolder::create(&[]).unwrap();
            assert!(!stale.exists());
            drop(folder);
        }
        std::fs::remove_file(target).unwrap();
    }
}
