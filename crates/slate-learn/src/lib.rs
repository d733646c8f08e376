//! Slate's learning store: a persistent transposition table after David Slate (1987).
//!
//! Finished games are learned from ([`game`]): a lost game charges the moves played from a few
//! moves before its score turned, and leaves back-propagated score windows for those positions; a
//! won or drawn game only adds its result to the tallies of the positions it passed through. The
//! windows are fed back into the transposition table at the start of later searches, and the
//! tallies of the positions the root moves lead to become penalties at the root, so that the
//! engine does not lose the same game twice. Games can be imported from PGN, and the store
//! exported as a Polyglot book or JSON.
//!
//! The store is an SQLite file ([`store`]), by default `slate-learn.sqlite` in the working
//! directory (UCI option `Learning File`), created on first use in mode on. See [`Learner`] for the
//! API the engine uses, and [`entry`] for the score and move conventions.

#![doc = include_str!("../README.md")]
#![deny(missing_docs)]
pub mod backend;
pub mod check;
pub mod entry;
pub mod epd;
pub mod error;
pub mod export;
pub mod game;
mod header;
pub mod import;
pub mod key_filter;
pub mod learner;
pub mod merge;
pub mod ordering;
pub mod schema;
pub mod server;
pub mod store;
pub mod synthetic;
pub mod writer;

pub use backend::{LearnStore, MergeReport, merge_into};
pub use check::position_check;
pub use entry::{
    Bound, LearnEntry, MATE, MATE_BOUND, Origin, Outcome, Record, Refusal, SCORE_INF, ScorePath,
    Tally, TallySource, Window, pack_move, score_from_entry, score_to_entry, unpack_move,
};
pub use error::{LearnError, LearnResult};
pub use game::{
    EXPERIENCE_Z, GameResult, LessonSettings, RootRecord, clearly_good, infer_result, lesson,
    move_bonus, move_penalty, mover_record,
};
pub use learner::{
    LearnConfig, LearnMode, Learner, Preload, Recall, SERVER_PRELOAD_DEADLINE, UnknownLearnMode,
    keys_near,
};
pub use merge::merge;
pub use store::{
    Access, AnalysisNode, AnalysisRecall, AnalysisTag, DEFAULT_FILE, KnownPosition, RootOrdering,
    Store, StoreOptions, WriteReport,
};
pub use writer::{LearnWriter, RecordOutcome, WriterCounters};
