//! The UCI options Slate advertises, and how `setoption` values are checked. Only options that
//! work are listed.

use crate::learn::store::{MAX_CAPACITY, MIN_CAPACITY};
use crate::learn::{DEFAULT_FILE, LearnMode};
use crate::material::{MaterialConfig, PieceValueSet};
use crate::search::strength::{ELO_MAX, ELO_MIN};
use crate::search::{PersistSettings, SearchParams};

/// The current value of every UCI option; [`Options::default`] holds the advertised defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `Hash`: transposition table size in MiB (1 to [`HASH_MAX_MB`]).
    pub hash_mb: usize,
    /// Search threads (Lazy SMP).
    pub threads: usize,
    /// `Piece Values`, `Imbalance`, `Trade Down`, `Material Scaling` and `Endgame Knowledge`.
    pub material: MaterialConfig,
    /// `MultiPV`: principal variations searched and reported (1 to 256).
    pub multipv: usize,
    /// `Ponder`: the GUI may send `go ponder`; advertised so GUIs offer it, the engine accepts
    /// `go ponder` either way.
    pub ponder: bool,
    /// `Move Overhead`: milliseconds kept in reserve per move for communication delays.
    pub move_overhead: u64,
    /// `UCI_Chess960`: castling moves read and written as king takes rook.
    pub chess960: bool,
    /// `Learning`: whether the learning store is opened, and whether it is written.
    pub learn_mode: LearnMode,
    /// `Learning File`: the store's path, exactly as sent (spaces kept).
    pub learn_file: String,
    /// `Learning Server`: a PostgreSQL URL whose store replaces `Learning File`; `<empty>` is
    /// none.
    pub learn_server: String,
    /// `Learning Threshold`: centipawns a lost game's backed-up value must lie below the search
    /// score for a root's window to be stored.
    pub learn_threshold: i32,
    /// `Learning Fuzz`: centipawns each bounded end of a learned window is widened by.
    pub learn_fuzz: i32,
    /// `Learning Penalty`: centipawns taken off a root move per net lost game after it.
    pub learn_penalty: i32,
    /// `Learning Bonus`: centipawns added to a root move per net won game after it.
    pub learn_bonus: i32,
    /// `Learning Early Moves`: Slate's first moves of a game that every result reaches.
    pub learn_early_moves: u32,
    /// `Experience Instant`: a move whose own record is clearly good is played after a short
    /// search on a clock.
    pub experience_instant: bool,
    /// `Experience Min Games`: own games a move needs before it can be an instant move.
    pub experience_min_games: u32,
    /// `Learning Capacity`: the store's maximum number of entries.
    pub learn_capacity: u64,
    /// `Learning Every Root`: store every root of the game as it is searched (Bebe's variant).
    pub learn_every_root: bool,
    /// Syzygy folders, `:`-separated (`;` on Windows); `<empty>` is off.
    pub syzygy_path: String,
    /// `SyzygyProbeDepth`: positions with exactly `SyzygyProbeLimit` men are probed only this
    /// deep or deeper (1 to 100).
    pub syzygy_probe_depth: i32,
    /// `Syzygy50MoveRule`: cursed wins and blessed losses count as draws.
    pub syzygy_50_move_rule: bool,
    /// `SyzygyProbeLimit`: positions with more men are never probed (0 to 7; 0 is off).
    pub syzygy_probe_limit: u32,
    /// `Persistent Analysis`: write deep results to the learning store and read them back.
    pub persist_analysis: bool,
    /// `Persistent Write Depth`: results at least this deep are written.
    pub persist_write_depth: i32,
    /// `Persistent Play Depth`: stored analysis entries at least this deep are loaded.
    pub persist_play_depth: i32,
    /// `Hash File`: where `Save Hash` writes the table and `Load Hash` reads it.
    pub hash_file: String,
    /// `OwnBook`: play from `Book File` while it has a move.
    pub own_book: bool,
    /// `Book File`: the Polyglot book `OwnBook` plays from; `<empty>` is none.
    pub book_file: String,
    /// `Best Book Move`: always the book's heaviest move (else at random by weight).
    pub book_best: bool,
    /// `UCI_ShowWDL`: win/draw/loss permille after each score.
    pub show_wdl: bool,
    /// `UCI_LimitStrength`: play at `UCI_Elo`.
    pub limit_strength: bool,
    /// `UCI_Elo`, used while `UCI_LimitStrength` is on.
    pub elo: u32,
    /// The search's margins and formulas; options only in builds with the `tune` feature.
    pub search_params: SearchParams,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            hash_mb: 16,
            threads: 1,
            material: MaterialConfig::default(),
            multipv: 1,
            ponder: false,
            move_overhead: 30,
            chess960: false,
            learn_mode: LearnMode::Off,
            learn_file: DEFAULT_FILE.to_string(),
            learn_server: "<empty>".to_string(),
            learn_threshold: 33,
            learn_fuzz: 20,
            learn_penalty: 60,
            learn_bonus: 30,
            learn_early_moves: 4,
            experience_instant: true,
            experience_min_games: 2,
            learn_capacity: 1_000_000,
            learn_every_root: false,
            syzygy_path: "<empty>".to_string(),
            syzygy_probe_depth: 1,
            syzygy_50_move_rule: true,
            syzygy_probe_limit: 7,
            persist_analysis: false,
            // The engine's defaults are the library's: one place decides them.
            persist_write_depth: PersistSettings::default().write_depth,
            persist_play_depth: PersistSettings::default().play_depth,
            hash_file: "slate.hash".to_string(),
            own_book: false,
            book_file: "<empty>".to_string(),
            book_best: false,
            show_wdl: false,
            limit_strength: false,
            elo: ELO_MIN,
            search_params: SearchParams::DEFAULT,
        }
    }
}

fn mode_name(mode: LearnMode) -> &'static str {
    match mode {
        LearnMode::Off => "off",
        LearnMode::ReadOnly => "read-only",
        LearnMode::On => "on",
    }
}

/// The largest `Hash` value accepted, in MiB (64 GiB).
pub const HASH_MAX_MB: usize = 65536;
const MULTIPV_MAX: usize = 256;
const OVERHEAD_MAX: u64 = 5000;

/// A `setoption` that was refused; its text is the `info string error:` reply, and the option
/// kept its value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct OptionError {
    /// The option's name as sent.
    pub option: String,
    /// Why the value was refused.
    pub reason: String,
}

/// What the engine must do after an option changed.
#[derive(Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing beyond the stored value: the next search reads it.
    None,
    /// The transposition table must be resized to this many MiB.
    ResizeHash(usize),
    /// The number of search threads changed.
    Threads(usize),
    /// The search tables must be emptied (the `Clear Hash` button).
    ClearHash,
    /// The transposition table must be written to the hash file (`Save Hash`).
    SaveHash,
    /// The hash file's entries must be added to the transposition table (`Load Hash`).
    LoadHash,
    /// The material table must be rebuilt for a new configuration.
    Material(MaterialConfig),
    /// The learning store must be reopened.
    Learning,
    /// Only the learning threshold or fuzz changed.
    LearningSettings,
    /// The Syzygy tables must be (re)loaded.
    Syzygy,
    /// The value was taken, changed as this says (e.g. clamped to a range): tell the user.
    Note(String),
    /// The opening book must be (re)opened or closed (`OwnBook`, `Book File`).
    Book,
    /// Only a Syzygy probing option changed.
    SyzygySettings,
    /// A search parameter changed (`tune` builds).
    SearchParams(SearchParams),
}

impl Options {
    /// The `option` lines for the `uci` reply.
    pub fn advertise(&self) -> Vec<String> {
        let d = Options::default();
        let mut lines = vec![
            format!(
                "option name Hash type spin default {} min 1 max {HASH_MAX_MB}",
                d.hash_mb
            ),
            format!(
                "option name Threads type spin default {} min 1 max {}",
                d.threads,
                crate::search::MAX_THREADS
            ),
            "option name Clear Hash type button".to_string(),
            format!("option name Hash File type string default {}", d.hash_file),
            "option name Save Hash type button".to_string(),
            "option name Load Hash type button".to_string(),
            format!(
                "option name MultiPV type spin default {} min 1 max {MULTIPV_MAX}",
                d.multipv
            ),
            format!("option name Ponder type check default {}", d.ponder),
            format!(
                "option name Move Overhead type spin default {} min 0 max {OVERHEAD_MAX}",
                d.move_overhead
            ),
            format!("option name UCI_Chess960 type check default {}", d.chess960),
            format!(
                "option name Piece Values type combo default {}{}",
                d.material.values,
                PieceValueSet::ALL
                    .iter()
                    .map(|v| format!(" var {v}"))
                    .collect::<String>()
            ),
            format!(
                "option name Imbalance type check default {}",
                d.material.imbalance
            ),
            format!(
                "option name Trade Down type check default {}",
                d.material.trade_down
            ),
            format!(
                "option name Material Scaling type check default {}",
                d.material.scaling
            ),
            format!(
                "option name Endgame Knowledge type check default {}",
                d.material.endgames
            ),
            format!(
                "option name Learning type combo default {} var off var read-only var on",
                mode_name(d.learn_mode)
            ),
            format!(
                "option name Learning File type string default {}",
                d.learn_file
            ),
            format!(
                "option name Learning Server type string default {}",
                d.learn_server
            ),
            format!(
                "option name Learning Threshold type spin default {} min 1 max 1000",
                d.learn_threshold
            ),
            format!(
                "option name Learning Fuzz type spin default {} min 0 max 500",
                d.learn_fuzz
            ),
            format!(
                "option name Learning Penalty type spin default {} min 0 max 1000",
                d.learn_penalty
            ),
            format!(
                "option name Learning Bonus type spin default {} min 0 max 1000",
                d.learn_bonus
            ),
            format!(
                "option name Learning Early Moves type spin default {} min 0 max 100",
                d.learn_early_moves
            ),
            format!(
                "option name Experience Instant type check default {}",
                d.experience_instant
            ),
            format!(
                "option name Experience Min Games type spin default {} min 1 max 1000",
                d.experience_min_games
            ),
            format!(
                "option name Learning Capacity type spin default {} min {MIN_CAPACITY} max {MAX_CAPACITY}",
                d.learn_capacity
            ),
            format!(
                "option name Learning Every Root type check default {}",
                d.learn_every_root
            ),
            format!(
                "option name SyzygyPath type string default {}",
                d.syzygy_path
            ),
            format!(
                "option name SyzygyProbeDepth type spin default {} min 1 max 100",
                d.syzygy_probe_depth
            ),
            format!(
                "option name Syzygy50MoveRule type check default {}",
                d.syzygy_50_move_rule
            ),
            format!(
                "option name SyzygyProbeLimit type spin default {} min 0 max 7",
                d.syzygy_probe_limit
            ),
            format!(
                "option name Persistent Analysis type check default {}",
                d.persist_analysis
            ),
            format!(
                "option name Persistent Write Depth type spin default {} min 1 max 100",
                d.persist_write_depth
            ),
            format!(
                "option name Persistent Play Depth type spin default {} min 0 max 100",
                d.persist_play_depth
            ),
            format!("option name OwnBook type check default {}", d.own_book),
            format!("option name Book File type string default {}", d.book_file),
            format!(
                "option name Best Book Move type check default {}",
                d.book_best
            ),
            format!("option name UCI_ShowWDL type check default {}", d.show_wdl),
            format!(
                "option name UCI_LimitStrength type check default {}",
                d.limit_strength
            ),
            format!(
                "option name UCI_Elo type spin default {} min {ELO_MIN} max {ELO_MAX}",
                d.elo
            ),
        ];
        if cfg!(feature = "tune") {
            lines.extend(d.search_params.advertise());
        }
        lines
    }

    /// Applies `setoption`; an error leaves the option as it was.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Effect, OptionError> {
        self.apply(name, value).map_err(|reason| OptionError {
            option: name.to_string(),
            reason,
        })
    }

    fn apply(&mut self, name: &str, value: Option<&str>) -> Result<Effect, String> {
        let need = || value.ok_or_else(|| format!("option '{name}' needs a value"));
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb = spin(need()?, 1, HASH_MAX_MB as u64, name)? as usize;
                self.hash_mb = mb;
                Ok(Effect::ResizeHash(mb))
            }
            "threads" => {
                let n = spin(need()?, 1, crate::search::MAX_THREADS as u64, name)? as usize;
                self.threads = n;
                Ok(Effect::Threads(n))
            }
            "clear hash" => Ok(Effect::ClearHash),
            "save hash" => Ok(Effect::SaveHash),
            "load hash" => Ok(Effect::LoadHash),
            "hash file" => {
                self.hash_file = file_name(need()?, name)?;
                Ok(Effect::None)
            }
            "ownbook" => {
                self.own_book = check(need()?, name)?;
                Ok(Effect::Book)
            }
            "book file" => {
                // `<empty>` (or nothing) is no book, as for `SyzygyPath`.
                let v = value.unwrap_or("");
                self.book_file = if v.trim().is_empty() {
                    "<empty>".to_string()
                } else {
                    v.to_string()
                };
                Ok(Effect::Book)
            }
            "best book move" => {
                self.book_best = check(need()?, name)?;
                Ok(Effect::None)
            }
            "multipv" => {
                self.multipv = spin(need()?, 1, MULTIPV_MAX as u64, name)? as usize;
                Ok(Effect::None)
            }
            "ponder" => {
                self.ponder = check(need()?, name)?;
                Ok(Effect::None)
            }
            "move overhead" => {
                self.move_overhead = spin(need()?, 0, OVERHEAD_MAX, name)?;
                Ok(Effect::None)
            }
            "uci_chess960" => {
                self.chess960 = check(need()?, name)?;
                Ok(Effect::None)
            }
            "piece values" => {
                let v = need()?;
                self.material.values = v.trim().parse().map_err(|_| {
                    format!("option '{name}' takes classic, euwe, kaufman or tuned, not '{v}'")
                })?;
                Ok(Effect::Material(self.material))
            }
            "imbalance" => {
                self.material.imbalance = check(need()?, name)?;
                Ok(Effect::Material(self.material))
            }
            "trade down" => {
                self.material.trade_down = check(need()?, name)?;
                Ok(Effect::Material(self.material))
            }
            "material scaling" => {
                self.material.scaling = check(need()?, name)?;
                Ok(Effect::Material(self.material))
            }
            "endgame knowledge" => {
                self.material.endgames = check(need()?, name)?;
                Ok(Effect::Material(self.material))
            }
            "learning" => {
                self.learn_mode = need()?
                    .parse()
                    .map_err(|e: crate::learn::UnknownLearnMode| e.to_string())?;
                Ok(Effect::Learning)
            }
            "learning file" => {
                self.learn_file = file_name(need()?, name)?;
                Ok(Effect::Learning)
            }
            "learning server" => {
                // `<empty>` (or nothing) is no server; a URL is checked when the store opens.
                let v = value.unwrap_or("").trim();
                self.learn_server = if v.is_empty() || v == "<empty>" {
                    "<empty>".to_string()
                } else {
                    v.to_string()
                };
                Ok(Effect::Learning)
            }
            "learning threshold" => {
                self.learn_threshold = spin(need()?, 1, 1000, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "learning fuzz" => {
                self.learn_fuzz = spin(need()?, 0, 500, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "learning penalty" => {
                self.learn_penalty = spin(need()?, 0, 1000, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "learning bonus" => {
                self.learn_bonus = spin(need()?, 0, 1000, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "learning early moves" => {
                self.learn_early_moves = spin(need()?, 0, 100, name)? as u32;
                Ok(Effect::LearningSettings)
            }
            "experience instant" => {
                self.experience_instant = check(need()?, name)?;
                Ok(Effect::LearningSettings)
            }
            "experience min games" => {
                self.experience_min_games = spin(need()?, 1, 1000, name)? as u32;
                Ok(Effect::LearningSettings)
            }
            "learning every root" => {
                self.learn_every_root = check(need()?, name)?;
                Ok(Effect::LearningSettings)
            }
            "persistent analysis" => {
                self.persist_analysis = check(need()?, name)?;
                Ok(Effect::Learning)
            }
            "persistent write depth" => {
                self.persist_write_depth = spin(need()?, 1, 100, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "persistent play depth" => {
                self.persist_play_depth = spin(need()?, 0, 100, name)? as i32;
                Ok(Effect::LearningSettings)
            }
            "learning capacity" => {
                self.learn_capacity = spin(need()?, MIN_CAPACITY, MAX_CAPACITY, name)?;
                Ok(Effect::Learning)
            }
            "syzygypath" => {
                let path = value.map_or("", str::trim);
                self.syzygy_path = if path.is_empty() { "<empty>" } else { path }.to_string();
                Ok(Effect::Syzygy)
            }
            "syzygyprobedepth" => {
                self.syzygy_probe_depth = spin(need()?, 1, 100, name)? as i32;
                Ok(Effect::SyzygySettings)
            }
            "syzygy50moverule" => {
                self.syzygy_50_move_rule = check(need()?, name)?;
                Ok(Effect::SyzygySettings)
            }
            "syzygyprobelimit" => {
                self.syzygy_probe_limit = spin(need()?, 0, 7, name)? as u32;
                Ok(Effect::SyzygySettings)
            }
            "uci_showwdl" => {
                self.show_wdl = check(need()?, name)?;
                Ok(Effect::None)
            }
            "uci_limitstrength" => {
                self.limit_strength = check(need()?, name)?;
                Ok(Effect::None)
            }
            "uci_elo" => {
                // Outside the calibrated range the nearest end is meant (a bot configured for
                // 2800 wants the strongest level, not to stay at the default).
                let value = need()?;
                // Any whole number, negative ones too: all outside the range are clamped alike.
                let asked: i64 = whole_number(value.trim()).ok_or_else(|| {
                    format!(
                        "option '{name}' takes a whole number from {ELO_MIN} to {ELO_MAX}, not '{value}'"
                    )
                })?;
                self.elo = asked.clamp(ELO_MIN.into(), ELO_MAX.into()) as u32;
                if i64::from(self.elo) == asked {
                    Ok(Effect::None)
                } else {
                    Ok(Effect::Note(format!(
                        "UCI_Elo {asked} is outside the calibrated range {ELO_MIN} to {ELO_MAX}; \
                         playing at {}",
                        self.elo
                    )))
                }
            }
            other if cfg!(feature = "tune") && SearchParams::is_param(other) => {
                let v = need()?;
                let value: i32 = v
                    .trim()
                    .parse()
                    .map_err(|_| format!("option '{name}' takes a whole number, not '{v}'"))?;
                self.search_params.set(other, value)?;
                Ok(Effect::SearchParams(self.search_params))
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }
}

/// A file option's value exactly as sent: spaces inside, before or after are part of the file
/// name (`parse` keeps them), and nothing in it is interpreted (no URI).
fn file_name(value: &str, name: &str) -> Result<String, String> {
    if value.trim().is_empty() || value == "<empty>" {
        return Err(format!("option '{name}' needs a file name"));
    }
    Ok(value.to_string())
}

/// An optionally signed whole number; past the range of `i64` it is `i64::MIN` or `MAX`.
fn whole_number(text: &str) -> Option<i64> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(if text.starts_with('-') {
        i64::MIN
    } else {
        i64::MAX
    }))
}

fn spin(value: &str, min: u64, max: u64, name: &str) -> Result<u64, String> {
    match value.trim().parse::<u64>() {
        Ok(v) if (min..=max).contains(&v) => Ok(v),
        _ => Err(format!(
            "option '{name}' takes a whole number from {min} to {max}, not '{value}'"
        )),
    }
}

fn check(value: &str, name: &str) -> Result<bool, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!(
            "option '{name}' takes true or false, not '{value}'"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked() {
        let mut o = Options::default();
        assert_eq!(o.set("Hash", Some("64")), Ok(Effect::ResizeHash(64)));
        assert!(o.set("Hash", Some("0")).is_err());
        assert!(o.set("Hash", Some("99999999")).is_err());
        assert_eq!(o.set("Threads", Some("2")), Ok(Effect::Threads(2)));
        assert!(o.set("Threads", Some("0")).is_err());
        assert!(o.set("Threads", Some("257")).is_err());
        assert_eq!(o.threads, 2);
        assert!(o.set("hash", Some("abc")).is_err());
        assert_eq!(o.hash_mb, 64);
        assert!(o.set("MultiPV", None).is_err());
        assert_eq!(o.set("multipv", Some("3")), Ok(Effect::None));
        assert_eq!(o.multipv, 3);
        assert!(o.set("Ponder", Some("maybe")).is_err());
        assert_eq!(o.set("UCI_Chess960", Some("true")), Ok(Effect::None));
        assert!(o.chess960);
        assert_eq!(o.set("Clear Hash", None), Ok(Effect::ClearHash));
        assert!(o.set("NoSuchOption", Some("1")).is_err());
        assert!(o.set("Piece Values", Some("martian")).is_err());
        assert!(matches!(
            o.set("piece values", Some("Kaufman")),
            Ok(Effect::Material(_))
        ));
        assert_eq!(o.material.values, PieceValueSet::Kaufman);
        assert_eq!(o.set("Learning", Some("read-only")), Ok(Effect::Learning));
        assert_eq!(o.learn_mode, LearnMode::ReadOnly);
        assert!(o.set("Learning", Some("sometimes")).is_err());
        assert!(o.set("Learning File", Some("  ")).is_err());
        assert_eq!(
            o.set("Learning File", Some(" my  store\t\u{fc}.sqlite ")),
            Ok(Effect::Learning)
        );
        assert_eq!(o.learn_file, " my  store\t\u{fc}.sqlite ");
        assert!(o.set("Learning Capacity", Some("999")).is_err());
        assert!(o.set("Learning Fuzz", Some("-3")).is_err());
        assert_eq!(o.set("SyzygyPath", Some(" tb ")), Ok(Effect::Syzygy));
        assert_eq!(o.syzygy_path, "tb");
        assert_eq!(o.set("SyzygyPath", None), Ok(Effect::Syzygy));
        assert_eq!(o.syzygy_path, "<empty>");
        assert!(o.set("SyzygyProbeDepth", Some("0")).is_err());
        assert!(o.set("SyzygyProbeLimit", Some("8")).is_err());
        assert_eq!(
            o.set("syzygyprobelimit", Some("5")),
            Ok(Effect::SyzygySettings)
        );
        assert_eq!(o.syzygy_probe_limit, 5);
        assert!(o.set("Syzygy50MoveRule", Some("perhaps")).is_err());
        assert_eq!(
            o.set("Persistent Analysis", Some("true")),
            Ok(Effect::Learning)
        );
        assert!(o.persist_analysis);
        // What `uci` advertises is the documented default (README, docs/learning.md).
        assert_eq!(o.persist_write_depth, 5);
        assert_eq!(o.persist_play_depth, 1);
        assert_eq!(
            o.set("Persistent Write Depth", Some("12")),
            Ok(Effect::LearningSettings)
        );
        assert_eq!(o.persist_write_depth, 12);
        assert!(o.set("Persistent Write Depth", Some("0")).is_err());
        assert!(o.set("Persistent Play Depth", Some("101")).is_err());
        assert_eq!(o.set("UCI_ShowWDL", Some("true")), Ok(Effect::None));
        assert!(o.show_wdl);
        assert_eq!(o.set("uci_limitstrength", Some("true")), Ok(Effect::None));
        assert!(o.limit_strength);
        assert!(matches!(
            o.set("UCI_Elo", Some("1000")),
            Ok(Effect::Note(_))
        ));
        assert_eq!(o.elo, ELO_MIN);
        assert!(matches!(
            o.set("UCI_Elo", Some("9999")),
            Ok(Effect::Note(_))
        ));
        assert_eq!(o.elo, ELO_MAX);
        assert!(o.set("UCI_Elo", Some("strong")).is_err());
        // Negative values are clamped like any other outside the range (issue 62).
        assert!(matches!(o.set("UCI_Elo", Some("-5")), Ok(Effect::Note(_))));
        assert_eq!(o.elo, ELO_MIN);
        assert!(matches!(
            o.set("UCI_Elo", Some("99999999999999999999")),
            Ok(Effect::Note(_))
        ));
        assert_eq!(o.elo, ELO_MAX);
        assert!(o.set("UCI_Elo", Some("-")).is_err());
        assert_eq!(o.set("UCI_Elo", Some("1800")), Ok(Effect::None));
        assert_eq!(o.elo, 1800);
    }

    #[test]
    fn search_parameters_are_options_only_in_tune_builds() {
        let mut o = Options::default();
        let listed = o.advertise().iter().any(|l| l.contains("name rfp_margin "));
        let set = o.set("rfp_margin", Some("95"));
        if cfg!(feature = "tune") {
            assert!(listed);
            assert!(matches!(set, Ok(Effect::SearchParams(p)) if p.rfp_margin == 95));
            assert!(o.set("rfp_margin", Some("9999")).is_err());
            assert!(o.set("rfp_margin", Some("wide")).is_err());
            assert_eq!(o.search_params.rfp_margin, 95);
        } else {
            assert!(!listed);
            assert!(set.is_err());
            assert_eq!(o.search_params, SearchParams::DEFAULT);
        }
    }

    #[test]
    fn every_advertised_option_can_be_set_to_its_default() {
        let mut o = Options::default();
        for line in o.clone().advertise() {
            let rest = line.strip_prefix("option name ").unwrap();
            let (name, spec) = rest.split_once(" type ").unwrap();
            let value = spec
                .split_whitespace()
                .skip_while(|&t| t != "default")
                .nth(1);
            assert!(o.set(name, value).is_ok(), "{line}");
        }
    }
}
