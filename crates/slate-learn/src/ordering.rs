//! What an analysis learned about move order, kept with its root: the quiet-move history, the
//! countermoves and the continuation histories as they stood after its deepest iteration.
//!
//! The store keeps only entries at least `Persistent Write Depth` deep, so a search resumed from
//! them finds no move to try first in the last plies before the horizon, where most nodes are.
//! There the quiet-move history orders the moves (and decides how much late moves are reduced);
//! without it a resumed iteration costs up to twice the same iteration in the process that had
//! run the ones before it. The history is a few kilobytes per analysed root, written once per
//! iteration.
//!
//! Stored as a blob (table `analysis_ordering`): a format byte, then the non-zero butterfly
//! values and the set countermoves, each as (index, value) pairs of little-endian u16/i16, then
//! (format 2) the non-zero continuation-history values as (u32, i16) pairs after a u32 count,
//! then (format 3) the non-zero static-evaluation corrections the same way; format 4 has the same
//! layout with two more correction tables (each side's pieces other than pawns) after the two of
//! format 3. Blobs of formats 1 to 3, written before the continuation histories, the corrections
//! and the non-pawn corrections were kept, still read (an older Slate refuses format 4 as unknown
//! rather than misread it).
//!
//! The corrections (`search::correction`) belong here for the same reason as the histories: a
//! resumed search without them misjudges the positions its earlier iterations had learned to
//! correct, and costs more than the cold search it should beat.

use super::entry::{pack_move, unpack_move};
use slate_board::Move;

/// The format byte of the blob this Slate writes.
const FORMAT: u8 = 4;
/// The format before the non-pawn correction tables were kept (the same layout, fewer cells).
const FORMAT_PAWN_AND_MATERIAL_CORRECTION: u8 = 3;
/// The format before the corrections were kept.
const FORMAT_WITHOUT_CORRECTION: u8 = 2;
/// The format before the continuation histories were kept.
const FORMAT_WITHOUT_CONTINUATION: u8 = 1;
/// Butterfly values lie within this bound (the search's history gravity keeps them there).
pub const HISTORY_BOUND: i16 = 16_384;
/// Butterfly cells: side × from × to.
pub const BUTTERFLY_CELLS: usize = 2 * 64 * 64;
/// Countermove cells: side × previous piece × its destination.
pub const COUNTER_CELLS: usize = 2 * 6 * 64;
/// Continuation-history cells: side × plies back (1 or 2) × the earlier move's piece and
/// destination × the move's piece and destination.
pub const CONTINUATION_CELLS: usize = 2 * 2 * 6 * 64 * 6 * 64;
/// Static-evaluation correction cells: four tables (pawns, material, White's and Black's other
/// pieces) × side × slot.
pub const CORRECTION_CELLS: usize = 4 * 2 * 16_384;
/// The cells of format 3 (pawns and material only): the first ones of format 4's.
const CORRECTION_CELLS_FORMAT_3: usize = 2 * 2 * 16_384;
/// Corrections lie within this bound (centipawns × 256).
pub const CORRECTION_BOUND: i16 = 96 * 256;

/// The move-ordering knowledge of one search, indexed as the search's tables are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderingSnapshot {
    /// `side * 4096 + from * 64 + to`.
    pub butterfly: Vec<i16>,
    /// `(side * 6 + piece) * 64 + square`.
    pub counters: Vec<Option<Move>>,
    /// Indexed as the search's continuation histories (`search::history`).
    pub continuation: Vec<i16>,
    /// Indexed as the search's correction tables (`search::correction`).
    pub correction: Vec<i16>,
}

impl Default for OrderingSnapshot {
    fn default() -> Self {
        Self {
            butterfly: vec![0; BUTTERFLY_CELLS],
            counters: vec![None; COUNTER_CELLS],
            continuation: vec![0; CONTINUATION_CELLS],
            correction: vec![0; CORRECTION_CELLS],
        }
    }
}

/// The cells of a table that hold something, with their indices.
fn non_zero(cells: &[i16]) -> Vec<(usize, i16)> {
    cells
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v != 0)
        .map(|(i, &v)| (i, v))
        .collect()
}

/// Why a stored move-ordering blob could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OrderingBlobError(pub String);

impl OrderingSnapshot {
    /// The blob kept in the store.
    pub fn encode(&self) -> Vec<u8> {
        let values = non_zero(&self.butterfly);
        let counters: Vec<(usize, u16)> = self
            .counters
            .iter()
            .enumerate()
            .filter_map(|(i, m)| m.map(|m| (i, pack_move(m))))
            .collect();
        let continuation = non_zero(&self.continuation);
        let correction = non_zero(&self.correction);
        let mut out = Vec::with_capacity(
            13 + 4 * (values.len() + counters.len()) + 6 * (continuation.len() + correction.len()),
        );
        out.push(FORMAT);
        out.extend_from_slice(&(values.len() as u16).to_le_bytes());
        for (i, v) in values {
            out.extend_from_slice(&(i as u16).to_le_bytes());
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&(counters.len() as u16).to_le_bytes());
        for (i, m) in counters {
            out.extend_from_slice(&(i as u16).to_le_bytes());
            out.extend_from_slice(&m.to_le_bytes());
        }
        for table in [continuation, correction] {
            out.extend_from_slice(&(table.len() as u32).to_le_bytes());
            for (i, v) in table {
                out.extend_from_slice(&(i as u32).to_le_bytes());
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out
    }

    /// The inverse of [`Self::encode`]; `Err` names what is wrong with a damaged blob.
    pub fn decode(blob: &[u8]) -> Result<Self, OrderingBlobError> {
        Self::decode_text(blob).map_err(OrderingBlobError)
    }

    fn decode_text(blob: &[u8]) -> Result<Self, String> {
        match blob.split_first() {
            Some((&FORMAT, body)) => Self::decode_body(body, 2),
            Some((&FORMAT_PAWN_AND_MATERIAL_CORRECTION, body)) => {
                let snap = Self::decode_body(body, 2)?;
                match snap.correction[CORRECTION_CELLS_FORMAT_3..]
                    .iter()
                    .position(|&v| v != 0)
                {
                    Some(i) => Err(format!(
                        "correction cell {} in a format-3 blob",
                        CORRECTION_CELLS_FORMAT_3 + i
                    )),
                    None => Ok(snap),
                }
            }
            Some((&FORMAT_WITHOUT_CORRECTION, body)) => Self::decode_body(body, 1),
            Some((&FORMAT_WITHOUT_CONTINUATION, body)) => Self::decode_body(body, 0),
            Some((f, _)) => Err(format!("unknown format {f}")),
            None => Err("empty".into()),
        }
    }

    /// `tables`: how many of the (u32, i16) tables follow the countermoves (continuation
    /// histories, corrections).
    fn decode_body(body: &[u8], tables: usize) -> Result<Self, String> {
        let mut words = body.chunks(2).map(|c| {
            <[u8; 2]>::try_from(c)
                .map(u16::from_le_bytes)
                .map_err(|_| "odd length".to_string())
        });
        let mut next = || {
            words
                .next()
                .unwrap_or_else(|| Err("the blob ends early".to_string()))
        };
        let mut snap = Self::default();
        for _ in 0..next()? {
            let i = next()? as usize;
            let v = next()? as i16;
            if i >= BUTTERFLY_CELLS || v.unsigned_abs() > HISTORY_BOUND.unsigned_abs() || v == 0 {
                return Err(format!("history cell {i} holds {v}"));
            }
            snap.butterfly[i] = v;
        }
        for _ in 0..next()? {
            let i = next()? as usize;
            let code = next()?;
            let mv = unpack_move(code);
            if i >= COUNTER_CELLS || mv.is_none() {
                return Err(format!("countermove cell {i} holds {code}"));
            }
            snap.counters[i] = mv;
        }
        let wide = [
            ("continuation", HISTORY_BOUND, &mut snap.continuation),
            ("correction", CORRECTION_BOUND, &mut snap.correction),
        ];
        for (name, bound, cells) in wide.into_iter().take(tables) {
            let (lo, hi) = (next()?, next()?);
            for _ in 0..u32::from(lo) | u32::from(hi) << 16 {
                let (lo, hi) = (next()?, next()?);
                let i = (u32::from(lo) | u32::from(hi) << 16) as usize;
                let v = next()? as i16;
                if i >= cells.len() || v.unsigned_abs() > bound.unsigned_abs() || v == 0 {
                    return Err(format!("{name} cell {i} holds {v}"));
                }
                cells[i] = v;
            }
        }
        if words.next().is_some() {
            return Err("bytes after the last table".into());
        }
        Ok(snap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use slate_board::Square;

    fn snapshot(values: &[(usize, i16)], counters: &[(usize, u8, u8)]) -> OrderingSnapshot {
        let mut s = OrderingSnapshot::default();
        for &(i, v) in values {
            s.butterfly[i % BUTTERFLY_CELLS] = v;
        }
        for &(i, from, to) in counters {
            let (from, to) = (
                Square::index(from as usize % 64),
                Square::index(to as usize % 64),
            );
            s.counters[i % COUNTER_CELLS] = (from != to).then_some(Move {
                from,
                to,
                promotion: None,
            });
        }
        s
    }

    proptest! {
        #[test]
        fn a_history_round_trips(
            values in prop::collection::vec((0..BUTTERFLY_CELLS, -HISTORY_BOUND..=HISTORY_BOUND), 0..300),
            counters in prop::collection::vec((0..COUNTER_CELLS, 0u8..64, 0u8..64), 0..100),
            continuation in prop::collection::vec((0..CONTINUATION_CELLS, -HISTORY_BOUND..=HISTORY_BOUND), 0..300),
            correction in prop::collection::vec((0..CORRECTION_CELLS, -CORRECTION_BOUND..=CORRECTION_BOUND), 0..300),
        ) {
            let mut s = snapshot(&values, &counters);
            for (i, v) in continuation {
                s.continuation[i] = v;
            }
            for (i, v) in correction {
                s.correction[i] = v;
            }
            prop_assert_eq!(OrderingSnapshot::decode(&s.encode()), Ok(s));
        }

        #[test]
        fn a_cut_blob_is_refused(cut in 1usize..40) {
            let blob = snapshot(&[(5, 10), (4000, -7)], &[(3, 12, 28)]).encode();
            let cut = cut.min(blob.len() - 1);
            prop_assert!(OrderingSnapshot::decode(&blob[..cut]).is_err());
        }
    }

    #[test]
    fn blobs_from_before_the_continuation_histories_and_corrections_read_without_them() {
        let s = snapshot(&[(5, 10), (4000, -7)], &[(3, 12, 28)]);
        let mut old = s.encode();
        // Format 1 was format 3 without the continuation and correction counts at the end.
        old[0] = FORMAT_WITHOUT_CONTINUATION;
        old.truncate(old.len() - 8);
        assert_eq!(OrderingSnapshot::decode(&old), Ok(s.clone()));
        let mut with = s;
        with.continuation[CONTINUATION_CELLS - 1] = -300;
        // Format 2 was format 3 without the correction count at the end.
        let mut two = with.encode();
        two[0] = FORMAT_WITHOUT_CORRECTION;
        two.truncate(two.len() - 4);
        assert_eq!(OrderingSnapshot::decode(&two), Ok(with.clone()));
        // Format 3 held the pawn and material tables only: the first cells of format 4's.
        with.correction[CORRECTION_CELLS_FORMAT_3 - 1] = 700;
        let mut three = with.encode();
        three[0] = FORMAT_PAWN_AND_MATERIAL_CORRECTION;
        assert_eq!(OrderingSnapshot::decode(&three), Ok(with.clone()));
        with.correction[CORRECTION_CELLS_FORMAT_3 - 1] = 0;
        with.correction[CORRECTION_CELLS - 1] = -CORRECTION_BOUND;
        let blob = with.encode();
        let mut three = blob.clone();
        three[0] = FORMAT_PAWN_AND_MATERIAL_CORRECTION;
        assert!(OrderingSnapshot::decode(&three).is_err());
        assert_eq!(OrderingSnapshot::decode(&blob), Ok(with));
        // Out of bounds, and a cell index past the table.
        let n = blob.len();
        let mut value = blob.clone();
        value[n - 2..].copy_from_slice(&(CORRECTION_BOUND + 1).to_le_bytes());
        assert!(OrderingSnapshot::decode(&value).is_err());
        let mut index = blob.clone();
        index[n - 6..n - 2].copy_from_slice(&(CORRECTION_CELLS as u32).to_le_bytes());
        assert!(OrderingSnapshot::decode(&index).is_err());
        // The continuation cell comes before the correction count (4 bytes) and cell (6).
        let mut value = blob.clone();
        value[n - 12..n - 10].copy_from_slice(&(HISTORY_BOUND + 1).to_le_bytes());
        assert!(OrderingSnapshot::decode(&value).is_err());
        let mut index = blob;
        index[n - 16..n - 12].copy_from_slice(&(CONTINUATION_CELLS as u32).to_le_bytes());
        assert!(OrderingSnapshot::decode(&index).is_err());
    }

    #[test]
    fn damaged_blobs_are_refused() {
        let good = snapshot(&[(5, 10)], &[]).encode();
        assert!(OrderingSnapshot::decode(&good).is_ok());
        assert!(OrderingSnapshot::decode(&[]).is_err());
        let mut format = good.clone();
        format[0] = 9;
        assert!(OrderingSnapshot::decode(&format).is_err());
        // Cell index out of range, value out of bounds, trailing bytes.
        let mut index = good.clone();
        index[3..5].copy_from_slice(&(BUTTERFLY_CELLS as u16).to_le_bytes());
        assert!(OrderingSnapshot::decode(&index).is_err());
        let mut value = good.clone();
        value[5..7].copy_from_slice(&(HISTORY_BOUND + 1).to_le_bytes());
        assert!(OrderingSnapshot::decode(&value).is_err());
        // The most negative i16 has no positive counterpart: refused, not wrapped.
        let mut most_negative = good.clone();
        most_negative[5..7].copy_from_slice(&i16::MIN.to_le_bytes());
        assert!(OrderingSnapshot::decode(&most_negative).is_err());
        let mut long = good;
        long.extend_from_slice(&[0, 0]);
        assert!(OrderingSnapshot::decode(&long).is_err());
    }
}
