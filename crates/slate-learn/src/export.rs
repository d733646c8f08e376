//! Exports: a Polyglot opening book and JSON.
//!
//! Polyglot (`.bin`): 16-byte big-endian records `key u64, move u16, weight u16, learn u32`,
//! sorted by key. The move encoding is the store's own ([`super::entry::pack_move`]), which is
//! Polyglot's, castling included (king takes rook: e1h1). The learn field is 0.
//!
//! The store keeps results per position, so the moves of a position are the moves whose
//! resulting positions hold games: the book is walked from its roots (the start position, the
//! stored positions and any the user names) through every such move ([`book_moves`]). A move
//! is written when at least `min_games` games followed it (so a move seen in one game ranks
//! nothing), with Polyglot's usual weight: the half-points its side scored after it (two per
//! win, one per draw; points-only games of old stores count their points). Moves that only lost
//! have weight 0 and are left out, as readers skip them anyway. Weights of a position larger than
//! 65,535 are scaled down together, keeping their order.

use super::check::position_check;
use super::entry::{LearnEntry, Record, pack_move, packed_move_text};
use super::error::LearnResult;
use serde::Serialize;
use slate_board::{Incremental, PositionWith};
use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Write;

/// One move of the book: the position's key, the packed move and the results after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The Polyglot key of the position the move is played in.
    pub key: u64,
    /// The move, Polyglot-packed.
    pub mv: u16,
    /// The games after the move, from the mover's point of view.
    pub record: Record,
}

impl BookMove {
    /// The Polyglot weight before scaling: the mover's half-points after the move.
    pub fn weight(&self) -> u64 {
        self.record.points()
    }
}

/// The game records of a store, by position: what [`book_moves`] walks.
#[derive(Default)]
pub struct GameIndex {
    by_key: HashMap<u64, Vec<(u32, Record)>>,
}

impl GameIndex {
    /// Adds an entry's games (entries without games are not needed).
    pub fn add(&mut self, e: &LearnEntry) {
        let r = e.record();
        if r.games() > 0 {
            self.by_key.entry(e.key).or_default().push((e.check, r));
        }
    }

    /// The games of `pos` (its side to move's view), if any.
    pub fn get<S: Incremental>(&self, pos: &PositionWith<S>) -> Option<Record> {
        let check = position_check(pos.board());
        self.by_key
            .get(&pos.key())?
            .iter()
            .find(|(c, _)| *c == check)
            .map(|(_, r)| *r)
    }
}

/// The book's moves: from each root, every legal move whose resulting position holds at least
/// `min_games` games, walked breadth-first through such moves to `max_plies` from the root.
pub fn book_moves<S: Incremental>(
    roots: &[PositionWith<S>],
    games: &GameIndex,
    min_games: u64,
    max_plies: u32,
) -> Vec<BookMove> {
    let mut out = Vec::new();
    let mut seen: HashSet<(u64, u32)> = HashSet::new();
    let mut queue: VecDeque<(PositionWith<S>, u32)> = VecDeque::new();
    for root in roots {
        if seen.insert((root.key(), position_check(root.board()))) {
            queue.push_back((root.clone(), 0));
        }
    }
    while let Some((pos, ply)) = queue.pop_front() {
        if ply >= max_plies {
            continue;
        }
        for mv in pos.legal_moves() {
            let mut child = pos.clone();
            child.play(mv);
            let Some(after) = games.get(&child) else {
                continue;
            };
            if after.games() < min_games.max(1) {
                continue;
            }
            let record = after.flipped();
            if record.points() > 0 {
                out.push(BookMove {
                    key: pos.key(),
                    mv: pack_move(mv),
                    record,
                });
            }
            if seen.insert((child.key(), position_check(child.board()))) {
                queue.push_back((child, ply + 1));
            }
        }
    }
    out
}

/// Writes the moves as a sorted Polyglot book (heaviest first within a position); returns how
/// many records.
pub fn write_polyglot(moves: &mut [BookMove], out: &mut impl Write) -> LearnResult<u64> {
    // Unsigned key order (SQLite sorts keys as signed integers); heavier moves first per key.
    moves.sort_by(|a, b| {
        a.key
            .cmp(&b.key)
            .then(b.weight().cmp(&a.weight()))
            .then(a.mv.cmp(&b.mv))
    });
    // The same move reached from two roots is written once.
    let mut n = 0;
    let mut i = 0;
    while i < moves.len() {
        let key = moves[i].key;
        let end = i + moves[i..].iter().take_while(|m| m.key == key).count();
        let heaviest = moves[i].weight().max(1);
        let mut last = None;
        for m in &moves[i..end] {
            if last == Some(m.mv) {
                continue;
            }
            last = Some(m.mv);
            out.write_all(&polyglot_record(
                key,
                m.mv,
                scaled_weight(m.weight(), heaviest),
            ))?;
            n += 1;
        }
        i = end;
    }
    Ok(n)
}

/// A weight scaled so that the position's heaviest fits 16 bits; never 0.
fn scaled_weight(weight: u64, heaviest: u64) -> u16 {
    let max = u16::MAX as u64;
    let w = if heaviest > max {
        (weight as u128 * max as u128 / heaviest as u128) as u64
    } else {
        weight
    };
    w.clamp(1, max) as u16
}

/// One 16-byte Polyglot record.
pub fn polyglot_record(key: u64, mv: u16, weight: u16) -> [u8; 16] {
    let mut r = [0u8; 16];
    r[..8].copy_from_slice(&key.to_be_bytes());
    r[8..10].copy_from_slice(&mv.to_be_bytes());
    r[10..12].copy_from_slice(&weight.to_be_bytes());
    r
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
