//! The material subsystem of Slate: everything the evaluation derives from piece counts alone,
//! and the endgame knowledge keyed by it.
//!
//! Pipeline: **signature → (material table | material hash table) → [`MaterialEntry`]**.
//!
//! * [`Signature`] (Chess 4.5, 1977): ten nibble counters, pawns to queens per colour, updated by
//!   [`Position::play`](slate_board::Position::play) on captures and promotions only. Its
//!   colour-symmetric hash, built from the sides' sum and absolute difference as Chess 4.5's was
//!   but mixed by a multiplication (Chess 4.5's `(w + b) xor |w − b|` is zero against any bare
//!   king), gives a constellation and its colour mirror the same hash slot; a flip bit says which
//!   orientation is cached.
//! * [`MaterialState`] carries the signature and a Strelka-style mixed-radix [`MaterialIndex`]
//!   beside it, plus a count of men beyond the table's range, so a third knight or second queen
//!   never aliases into a wrong slot and the index is valid again once that piece is gone.
//! * [`MaterialTable`]: the precomputed entry of every constellation with at most 8 pawns,
//!   2 knights, 2 bishops, 2 rooks and 1 queen per side: 9·9·3⁶·2·2 = 236,196 entries of 8 bytes,
//!   **1,889,568 bytes (1.8 MiB)**, built once per [`MaterialConfig`]: 12–19 ms in release
//!   (criterion, `benches/material.rs`, on a busy 2-core machine), so it is built lazily at
//!   start-up and rebuilt when an option changes.
//! * [`MaterialCache`]: one per search thread; probes the table, and for the rest a 16 KiB hash
//!   table keyed by the symmetric hash and verified against the full signature, computing and
//!   caching on a miss. [`MaterialStats`] counts where probes were served. A table probe costs a
//!   few nanoseconds, a hash probe about 15–20, computing an entry about 50–60.
//! * [`MaterialEntry`] (8 bytes): middlegame and endgame value from White's point of view (piece
//!   values of a named [`PieceValueSet`] plus named imbalance [`Term`]s), game phase, a
//!   [`ScaleFactor`] per side for drawish material, and an [`EndgameId`].
//!
//! Typical use in the evaluation:
//! ```
//! use slate_board::Color;
//! use slate_material::{MaterialCache, MaterialPosition, MaterialTable};
//!
//! let mut cache = MaterialCache::new(MaterialTable::shared_default());
//! let pos = MaterialPosition::from_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").unwrap();
//! let entry = cache.probe(pos.state());
//! assert!(entry.mg() > 0);                               // White has a knight more ...
//! assert_eq!(entry.scale(Color::White).get(), 0);         // ... but cannot win with it.
//! assert_eq!(entry.scale_eval(entry.value(Color::White)), 0);
//! ```

mod cache;
mod config;
pub mod endgame;
mod entry;
mod imbalance;
mod index;
pub mod params;
pub mod report;
mod scale;
mod score;
mod signature;
mod state;
mod table;
mod values;
pub mod weights;

pub use cache::{DEFAULT_HASH_BITS, MaterialCache, MaterialStats, Source};
pub use config::MaterialConfig;
pub use endgame::{EndgameId, classify as classify_endgame};
pub use entry::{MaterialEntry, phase};
pub use imbalance::{
    BISHOP_PAIR, Breakdown, KNIGHT_PER_PAWN, PAWN_PIVOT, QUEEN_ROOK_REDUNDANCY,
    ROOK_PAIR_REDUNDANCY, ROOK_PER_PAWN, Term, trade_down_bonus,
};
pub use index::{MaterialIndex, TABLE_LEN, TABLE_MAX, weighted_sum};
pub use scale::{ScaleFactor, scale_factors, scale_for};
pub use score::{PHASE_MAX, Score};
pub use signature::{
    COUNTED_PIECES, MAX_COUNT, MaterialCounts, SideCounts, Signature, SignatureParseError,
};
pub use state::{MaterialPosition, MaterialState};
pub use table::{MaterialTable, TABLE_BYTES};
pub use values::{PieceValueSet, PieceValues};

#[cfg(test)]
mod tests;
