//! Slate's learning store: a persistent transposition table after David Slate (1987).
//!
//! Positions the search found surprising (its score fell during the search, see
//! [`policy::should_store`]) are kept on disk with a score window, best move, depth and origin, and
//! fed back into the transposition table at the start of later searches, so that the engine does
//! not walk into the same bad line twice. Games can be imported from PGN, and the store exported as
//! a Polyglot book or JSON.
//!
//! The store is an SQLite file ([`store`]), by default `slate-learn.sqlite` in the working
//! directory (UCI option `Learning File`), created on first use in mode on. See [`Learner`] for the
//! API the engine uses, and [`entry`] for the score and move conventions.

pub mod check;
pub mod cli;
pub mod entry;
pub mod error;
pub mod export;
mod header;
pub mod import;
pub mod key_filter;
pub mod learner;
pub mod merge;
pub mod policy;
pub mod schema;
pub mod store;
pub mod synthetic;
pub mod writer;

pub use check::position_check;
pub use entry::{
    Bound, LearnEntry, MATE, MATE_BOUND, Origin, Refusal, SCORE_INF, ScorePath, Tally, Window,
    pack_move, score_from_entry, score_to_entry, unpack_move,
};
pub use error::{LearnError, LearnResult};
pub use learner::{LearnConfig, LearnMode, Learner};
pub use merge::merge;
pub use policy::{RootSearchSummary, StoreDecision, StorePolicy, should_store};
pub use store::{Access, DEFAULT_FILE, Store, StoreOptions, WriteReport};
pub use writer::{LearnWriter, RecordOutcome, WriterCounters};
