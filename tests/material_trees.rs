//! The material state along whole move trees of the shared perft positions: every node's
//! incremental state equals the one from scratch, every probe equals the computed entry, and the
//! share of probes served without computing is what a search would see.

mod common;

use common::skip;
use slate::board::Position;
use slate::material::{MaterialCache, MaterialEntry, MaterialState, MaterialStats, MaterialTable};

const DEPTH: u32 = 3;

fn walk(pos: &Position, depth: u32, cache: &mut MaterialCache) {
    let material = pos.state().material();
    assert_eq!(
        *material,
        MaterialState::from_board(pos.board()),
        "{}",
        pos.fen(true)
    );
    let entry = cache.probe(material);
    let scratch = MaterialEntry::compute(cache.config(), &material.signature().counts());
    assert_eq!(entry, scratch, "{}", pos.fen(true));
    if depth == 0 {
        return;
    }
    for mv in pos.legal_moves() {
        let mut child = pos.clone();
        child.play(mv);
        walk(&child, depth - 1, cache);
    }
}

#[test]
fn material_along_perft_trees() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/perft");
    let mut fens = Vec::new();
    for (file, take) in [
        ("perftsuite.epd", usize::MAX),
        ("python-chess_tricky.epd", usize::MAX),
        ("chess960_fischer.epd", 20),
    ] {
        let path = format!("{dir}/{file}");
        let Ok(text) = std::fs::read_to_string(&path) else {
            skip(format!("{path} not found (shared test data absent)"));
            return;
        };
        fens.extend(
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .take(take)
                .map(|l| l.split(';').next().unwrap().trim().to_string()),
        );
    }
    let table = MaterialTable::shared_default();
    let mut total = MaterialStats::default();
    let mut roots = 0;
    for fen in &fens {
        // The board module refuses a few exotic castling notations; they test the board, not this.
        let pos = match Position::from_fen(fen) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("not walked: {fen}: {e}");
                continue;
            }
        };
        roots += 1;
        // One cache per root, as one search would have.
        let mut cache = MaterialCache::new(table.clone());
        walk(&pos, DEPTH, &mut cache);
        total = total + cache.stats();
    }
    eprintln!("{roots} roots, depth {DEPTH}: {total}");
    // At the time of writing 156 of 165 parse (python-chess's tricky castling and en passant
    // notations are the ones refused).
    assert!(roots >= 150, "{roots} of {}", fens.len());
    assert!(total.probes > 1_000_000, "{total}");
    assert!(total.served_percent() >= 99.9, "{total}");
}
