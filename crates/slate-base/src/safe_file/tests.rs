use super::*;
use std::os::unix::fs::{PermissionsExt, symlink};

const HASH: Replace = Replace::Kind {
    magic: b"SLATEHSH",
    what: "a Slate hash file",
};

/// A fresh folder for one test, removed when dropped.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let d = std::env::temp_dir().join(format!("slate-safe-file-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        Dir(d)
    }
    fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
    /// The names in the folder, sorted.
    fn names(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn mkfifo(path: &Path) -> bool {
    std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_new_file_is_written_and_a_file_of_the_kind_replaced_keeping_its_mode() {
    let d = Dir::new("kind");
    let f = d.join("t.hash");
    write_bytes(&f, HASH, b"SLATEHSH one").unwrap();
    std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o640)).unwrap();
    write_bytes(&f, HASH, b"SLATEHSH two").unwrap();
    assert_eq!(std::fs::read(&f).unwrap(), b"SLATEHSH two");
    let mode = std::fs::metadata(&f).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    assert_eq!(d.names(), ["t.hash"]);
}

#[test]
fn files_of_another_kind_are_never_replaced() {
    let d = Dir::new("foreign");
    let notes = d.join("notes.txt");
    std::fs::write(&notes, "mine").unwrap();
    let e = write_bytes(&notes, HASH, b"SLATEHSH").unwrap_err();
    assert!(matches!(e, FileError::Foreign { .. }), "{e}");
    let e = write_bytes(&notes, Replace::Never, b"x").unwrap_err();
    assert!(matches!(e, FileError::Exists { .. }), "{e}");
    let store = d.join("s.sqlite");
    rusqlite::Connection::open(&store)
        .unwrap()
        .execute_batch("CREATE TABLE t(x); INSERT INTO t VALUES (1);")
        .unwrap();
    let before = std::fs::read(&store).unwrap();
    for replace in [Replace::NotADatabase, HASH] {
        let e = write_bytes(&store, replace, b"SLATEHSH").unwrap_err();
        assert!(matches!(e, FileError::Database { .. }), "{e}");
    }
    assert_eq!(std::fs::read(&store).unwrap(), before);
    assert_eq!(std::fs::read(&notes).unwrap(), b"mine");
    assert_eq!(d.names(), ["notes.txt", "s.sqlite"]);
}

#[test]
fn pipes_folders_and_devices_are_refused_and_nothing_is_left_behind() {
    let d = Dir::new("kinds");
    let fifo = d.join("f.hash");
    assert!(mkfifo(&fifo), "mkfifo");
    let e = write_bytes(&fifo, Replace::NotADatabase, b"x").unwrap_err();
    assert!(
        matches!(
            e,
            FileError::NotRegular {
                kind: "a named pipe",
                ..
            }
        ),
        "{e}"
    );
    // Opening it to read would block; it is refused at once.
    let e = open_regular(&fifo).unwrap_err();
    assert!(matches!(e, FileError::NotRegular { .. }), "{e}");
    let e = open_append(&fifo).unwrap_err();
    assert!(matches!(e, FileError::NotRegular { .. }), "{e}");
    std::fs::create_dir(d.join("d.hash")).unwrap();
    let e = write_bytes(&d.join("d.hash"), HASH, b"x").unwrap_err();
    assert!(
        matches!(
            e,
            FileError::NotRegular {
                kind: "a directory",
                ..
            }
        ),
        "{e}"
    );
    let e = write_bytes(Path::new("/dev/null"), Replace::NotADatabase, b"x").unwrap_err();
    assert!(
        matches!(
            e,
            FileError::NotRegular {
                kind: "a device",
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(d.names(), ["d.hash", "f.hash"]);
}

#[test]
fn a_planted_temporary_name_is_never_written_through() {
    let d = Dir::new("planted");
    let victim = d.join("v.txt");
    std::fs::write(&victim, "victim").unwrap();
    let target = d.join("slate.hash");
    for name in ["slate.hash.partial", "slate.hash.partial-0"] {
        symlink(&victim, d.join(name)).unwrap();
    }
    write_bytes(&target, HASH, b"SLATEHSH").unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"victim");
    assert!(
        !std::fs::symlink_metadata(&target)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        d.names(),
        [
            "slate.hash",
            "slate.hash.partial",
            "slate.hash.partial-0",
            "v.txt"
        ]
    );
}

#[test]
fn a_symbolic_link_has_its_target_written_beside_it_and_stays_a_link() {
    let d = Dir::new("link");
    std::fs::create_dir(d.join("other")).unwrap();
    let real = d.join("other/real.hash");
    std::fs::write(&real, "SLATEHSH old").unwrap();
    let link = d.join("slate.hash");
    symlink(&real, &link).unwrap();
    write_bytes(&link, HASH, b"SLATEHSH new").unwrap();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&real).unwrap(), b"SLATEHSH new");
    assert_eq!(d.names(), ["other", "slate.hash"]);
    assert_eq!(std::fs::read_dir(d.join("other")).unwrap().count(), 1);
    // A link to a file of another kind is refused like the file; a link to nothing too.
    std::fs::write(&real, "notes").unwrap();
    let e = write_bytes(&link, HASH, b"SLATEHSH").unwrap_err();
    assert!(matches!(e, FileError::Foreign { .. }), "{e}");
    let dangling = d.join("dangling.hash");
    symlink(d.join("nothing"), &dangling).unwrap();
    let e = write_bytes(&dangling, HASH, b"SLATEHSH").unwrap_err();
    assert!(matches!(e, FileError::DanglingLink { .. }), "{e}");
    assert!(!d.join("nothing").exists());
}

#[test]
fn a_read_only_file_is_left_as_it_is() {
    let d = Dir::new("ro");
    let f = d.join("t.hash");
    std::fs::write(&f, "SLATEHSH old").unwrap();
    std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o444)).unwrap();
    let e = write_bytes(&f, HASH, b"SLATEHSH new").unwrap_err();
    assert!(matches!(e, FileError::ReadOnly { .. }), "{e}");
    assert_eq!(std::fs::read(&f).unwrap(), b"SLATEHSH old");
}

#[test]
fn a_failed_write_leaves_the_old_file_and_no_temporary() {
    let d = Dir::new("failed");
    let f = d.join("t.hash");
    std::fs::write(&f, "SLATEHSH old").unwrap();
    let r: Result<(), FileError> = write_atomically(&f, HASH, |out| {
        out.write_all(b"SLATEHSH half").unwrap();
        Err(FileError::io("writing", Path::new("x"))(io::Error::other(
            "disk full",
        )))
    });
    assert!(r.is_err());
    assert_eq!(std::fs::read(&f).unwrap(), b"SLATEHSH old");
    assert_eq!(d.names(), ["t.hash"]);
}

#[test]
fn appending_creates_or_extends_a_regular_file_and_refuses_a_store() {
    let d = Dir::new("append");
    let f = d.join("out.txt");
    open_append(&f).unwrap().write_all(b"a").unwrap();
    open_append(&f).unwrap().write_all(b"b").unwrap();
    assert_eq!(std::fs::read(&f).unwrap(), b"ab");
    let store = d.join("s.sqlite");
    rusqlite::Connection::open(&store)
        .unwrap()
        .execute_batch("CREATE TABLE t(x);")
        .unwrap();
    let e = open_append(&store).unwrap_err();
    assert!(matches!(e, FileError::Database { .. }), "{e}");
}
