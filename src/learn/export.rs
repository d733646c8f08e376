//! Exports: a Polyglot opening book and JSON.
//!
//! Polyglot (`.bin`): 16-byte big-endian records `key u64, move u16, weight u16, learn u32`,
//! sorted by key. The move encoding is the store's own ([`super::entry::pack_move`]), which is
//! Polyglot's, castling included (king takes rook: e1h1). Only entries with a best move are
//! exported. Weight: `1 + hits + games`, capped at 65535 — the store keeps one move per position,
//! so the weight ranks nothing within a position but tells how established the entry is; it is
//! never 0, which many readers skip. The `learn` field is 0.

use super::entry::{LearnEntry, packed_move_text};
use super::error::LearnResult;
use serde::Serialize;
use std::io::Write;

/// The Polyglot weight of an entry.
pub fn polyglot_weight(e: &LearnEntry) -> u16 {
    (1 + e.uses()).min(u16::MAX as u64) as u16
}

/// One 16-byte Polyglot record.
pub fn polyglot_record(e: &LearnEntry) -> [u8; 16] {
    let mut r = [0u8; 16];
    r[..8].copy_from_slice(&e.key.to_be_bytes());
    r[8..10].copy_from_slice(&e.best_move.to_be_bytes());
    r[10..12].copy_from_slice(&polyglot_weight(e).to_be_bytes());
    r
}

/// Writes the entries that have a move as a sorted Polyglot book; returns how many records.
pub fn write_polyglot(entries: &mut [LearnEntry], out: &mut impl Write) -> LearnResult<u64> {
    // Unsigned key order (SQLite sorts keys as signed integers); heavier moves first per key.
    entries.sort_by(|a, b| {
        a.key
            .cmp(&b.key)
            .then(polyglot_weight(b).cmp(&polyglot_weight(a)))
            .then(a.best_move.cmp(&b.best_move))
    });
    let mut n = 0;
    for e in entries.iter().filter(|e| e.best_move != 0) {
        out.write_all(&polyglot_record(e))?;
        n += 1;
    }
    Ok(n)
}

/// The JSON form of an entry: keys as hex strings (JSON numbers lose 64-bit precision), the move
/// in king-takes-rook UCI form, the window with `null` for an open end.
#[derive(Serialize)]
pub struct JsonEntry<'a> {
    /// The Zobrist key, 16 hex digits.
    pub key: String,
    /// The check value, 8 hex digits.
    pub check: String,
    /// The best move (`move` in JSON), `-` when there is none.
    #[serde(rename = "move")]
    pub best_move: String,
    /// The window's lower end in centipawns; `None` (`null`) when open.
    pub lower: Option<i32>,
    /// The window's upper end in centipawns; `None` (`null`) when open.
    pub upper: Option<i32>,
    /// Search depth in plies.
    pub depth: u8,
    /// Game ply at which the position was met.
    pub ply: u16,
    /// The origin's name ([`super::Origin::name`]).
    pub origin: &'static str,
    /// Version of the evaluation that produced the scores.
    pub eval_version: u32,
    /// Hits summed over all stores.
    pub hits: u64,
    /// Games summed over all stores.
    pub games: u64,
    /// Half-points of the side to move summed over all stores.
    pub points: u64,
    /// When the position was first stored, in Unix seconds.
    pub created: i64,
    /// When the move and window were produced, in Unix seconds.
    pub updated: i64,
    /// The per-store counters the sums come from.
    pub tallies: &'a [super::entry::Tally],
}

/// The JSON form of `e`.
pub fn json_entry(e: &LearnEntry) -> JsonEntry<'_> {
    use super::entry::SCORE_INF;
    JsonEntry {
        key: format!("{:016x}", e.key),
        check: format!("{:08x}", e.check),
        best_move: packed_move_text(e.best_move),
        lower: (e.window.lower > -SCORE_INF).then_some(e.window.lower),
        upper: (e.window.upper < SCORE_INF).then_some(e.window.upper),
        depth: e.depth,
        ply: e.ply,
        origin: e.origin.name(),
        eval_version: e.eval_version,
        hits: e.hits(),
        games: e.games(),
        points: e.points(),
        created: e.created,
        updated: e.updated,
        tallies: &e.tallies,
    }
}

/// Streams entries as one JSON array, one entry per line.
pub struct JsonArrayWriter<W: Write> {
    out: W,
    first: bool,
}

impl<W: Write> JsonArrayWriter<W> {
    /// Starts the array on `out`.
    pub fn new(mut out: W) -> LearnResult<Self> {
        out.write_all(b"[")?;
        Ok(JsonArrayWriter { out, first: true })
    }

    /// Writes `e` as the array's next element.
    pub fn push(&mut self, e: &LearnEntry) -> LearnResult<()> {
        self.out
            .write_all(if self.first { b"\n" } else { b",\n" })?;
        self.first = false;
        serde_json::to_writer(&mut self.out, &json_entry(e)).map_err(std::io::Error::other)?;
        Ok(())
    }

    /// Closes the array, flushes, and hands back the writer.
    pub fn finish(mut self) -> LearnResult<W> {
        self.out.write_all(b"\n]\n")?;
        self.out.flush()?;
        Ok(self.out)
    }
}
