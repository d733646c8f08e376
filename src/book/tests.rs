use super::*;
use crate::board::move_from_uci;
use crate::learn::entry::pack_move;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slate-book-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("book.bin")
}

fn record(key: u64, pos: &Position, uci: &str, weight: u16) -> [u8; 16] {
    let mv = move_from_uci(pos.board(), uci, false).unwrap();
    raw(key, pack_move(mv), weight)
}

fn raw(key: u64, code: u16, weight: u16) -> [u8; 16] {
    let mut r = [0u8; 16];
    r[..8].copy_from_slice(&key.to_be_bytes());
    r[8..10].copy_from_slice(&code.to_be_bytes());
    r[10..12].copy_from_slice(&weight.to_be_bytes());
    r
}

fn write(path: &Path, mut records: Vec<[u8; 16]>) {
    records.sort_by_key(|r| u64::from_be_bytes(r[..8].try_into().unwrap()));
    std::fs::write(path, records.concat()).unwrap();
}

#[test]
fn a_book_gives_its_legal_moves_with_their_weights() {
    let start = Position::startpos();
    assert_eq!(start.key(), 0x463b_9618_1691_fc9c, "the Polyglot key");
    let castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let path = scratch("moves");
    let e2e5 = 12 << 6 | 36; // e2 to e5: no such move
    write(
        &path,
        vec![
            record(start.key(), &start, "e2e4", 30),
            record(start.key(), &start, "d2d4", 10),
            raw(start.key(), e2e5, 1000),
            record(castle.key(), &castle, "e1h1", 5),
            raw(1, 1, 1),
            raw(u64::MAX, 1, 1),
        ],
    );
    let book = Book::open(&path).unwrap();
    assert_eq!(book.records(), 6);
    let moves = book.moves(&start).unwrap();
    let names: Vec<String> = moves
        .iter()
        .map(|m| crate::board::move_to_uci(start.board(), m.mv, false))
        .collect();
    assert_eq!(names, ["e2e4", "d2d4"], "the illegal record is skipped");
    assert_eq!(moves[0].weight, 30);
    // Castling is king takes rook in the book and on the board; written e1g1 in standard UCI.
    let moves = book.moves(&castle).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(
        crate::board::move_to_uci(castle.board(), moves[0].mv, false),
        "e1g1"
    );
    let after = Position::from_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1").unwrap();
    assert!(book.moves(&after).unwrap().is_empty());
}

#[test]
fn the_choice_is_the_best_or_in_proportion_to_the_weights() {
    let start = Position::startpos();
    let m = |uci: &str, weight| BookMove {
        mv: move_from_uci(start.board(), uci, false).unwrap(),
        weight,
        learn: 0,
    };
    let moves = [m("e2e4", 30), m("d2d4", 10), m("g1f3", 0)];
    assert_eq!(choose(&moves, BookChoice::Best, 0).unwrap(), moves[0]);
    let mut counts = [0u32; 3];
    let mut state = 1u64;
    for _ in 0..4000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = choose(&moves, BookChoice::Weighted, state >> 11).unwrap();
        counts[moves.iter().position(|x| *x == pick).unwrap()] += 1;
    }
    assert_eq!(counts[2], 0, "weight 0 is never played");
    assert!((2700..3300).contains(&counts[0]), "{counts:?}");
    assert!(choose(&[m("e2e4", 0)], BookChoice::Weighted, 5).is_none());
    assert!(choose(&[], BookChoice::Best, 5).is_none());
}

#[test]
fn damaged_and_foreign_files_are_refused() {
    let start = Position::startpos();
    let path = scratch("damaged");
    // Keys out of order.
    std::fs::write(&path, [raw(5, 1, 1), raw(3, 1, 1)].concat()).unwrap();
    assert!(matches!(
        Book::open(&path),
        Err(BookError::Unsorted { record: 1, .. })
    ));
    // Not whole records.
    std::fs::write(&path, [0u8; 17]).unwrap();
    assert!(matches!(
        Book::open(&path),
        Err(BookError::Size { size: 17, .. })
    ));
    std::fs::write(&path, []).unwrap();
    assert!(matches!(Book::open(&path), Err(BookError::Empty(_))));
    // A folder, and nothing at all.
    let dir = path.parent().unwrap();
    assert!(matches!(Book::open(dir), Err(BookError::NotAFile(_))));
    assert!(matches!(
        Book::open(&dir.join("none.bin")),
        Err(BookError::Io { .. })
    ));
    // A good book is still read after all that.
    write(&path, vec![record(start.key(), &start, "c2c4", 1)]);
    assert_eq!(Book::open(&path).unwrap().moves(&start).unwrap().len(), 1);
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let path = scratch("fifo");
    let status = std::process::Command::new("mkfifo").arg(&path).status();
    if !status.is_ok_and(|s| s.success()) {
        crate::test_skip("mkfifo is not available");
        return;
    }
    assert!(matches!(Book::open(&path), Err(BookError::NotAFile(_))));
}
