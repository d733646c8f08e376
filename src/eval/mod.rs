//! Static evaluation, from the side to move's point of view.
//!
//! The default build evaluates with the efficiently updated network ([`network`]): the material
//! entry's score plus the network's, through the entry's scaling and recognised endgames. A build
//! without default features (`--no-default-features`) evaluates with the hand-written terms below,
//! which `slate eval`, the tuner and the network's imitation stage read in either build.
//!
//! Shape of [`Evaluator::breakdown`]: the material entry first (piece values and imbalance from the
//! material table or hash, the game phase and the per-side scale factors), then the positional
//! term groups ([`Group`]), all tapered together by the entry's phase, then the residual net's
//! correction ([`residual`]), then the entry's scaling.
//!
//! Every term is a weight from [`params`] times a feature count, sent to a [`Sink`]: the search
//! sums them ([`Sum`]), `slate eval` keeps them per group and side, and the tuner records the
//! counts ([`trace`]). One code path for all three, so the tuner optimises exactly the function the
//! search uses. Symmetric by construction: every feature is computed from its owner's side.

mod bits;
mod cache;
mod initiative;
mod king;
pub mod network;
pub(crate) mod packed;
mod pawns;
pub mod report;
pub mod residual;
mod state;
pub(crate) mod terms;
pub mod trace;

use crate::endgame::{self, EndgameId};
use crate::material::{MaterialCache, MaterialConfig, MaterialEntry, MaterialTable, Score};
use slate_board::{BitBoard, Color, Piece, Square};
use std::sync::Arc;

pub use crate::material::PHASE_MAX as MAX_PHASE;
pub use crate::material::params;
pub use pawns::PawnTable;
pub use state::{Position, Tracked};

/// Value of a piece for exchange evaluation and move ordering (pawn … king).
pub const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20000];

/// The positional term groups, for reporting (the sum does not care).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Group {
    /// Piece-square tables.
    Psqt,
    /// Safe squares reached per piece kind.
    Mobility,
    /// Pawn structure: doubled, isolated, backward, connected.
    Pawns,
    /// Passed pawns: rank, king distances, free path, unstoppable.
    Passers,
    /// King safety: attack units, shield, storm, open files.
    King,
    /// Pieces attacked by lesser ones, hanging pieces.
    Threats,
    /// Rooks on files and the seventh, outposts, bishops and own pawns.
    Pieces,
    /// The side to move's bonus.
    Tempo,
    /// How winnable the endgame score is, for the side it favours.
    Initiative,
}

impl Group {
    /// How many groups there are.
    pub const COUNT: usize = 9;
    /// Every group, in report order.
    pub const ALL: [Group; Self::COUNT] = [
        Group::Psqt,
        Group::Mobility,
        Group::Pawns,
        Group::Passers,
        Group::King,
        Group::Threats,
        Group::Pieces,
        Group::Tempo,
        Group::Initiative,
    ];

    /// The group's name in reports.
    pub const fn name(self) -> &'static str {
        match self {
            Group::Psqt => "psqt",
            Group::Mobility => "mobility",
            Group::Pawns => "pawn structure",
            Group::Passers => "passed pawns",
            Group::King => "king safety",
            Group::Threats => "threats",
            Group::Pieces => "rooks/minors",
            Group::Tempo => "tempo",
            Group::Initiative => "initiative",
        }
    }

    /// The group's name in `SLATE_EVAL_OFF`.
    pub const fn key(self) -> &'static str {
        match self {
            Group::Psqt => "psqt",
            Group::Mobility => "mobility",
            Group::Pawns => "pawns",
            Group::Passers => "passers",
            Group::King => "king",
            Group::Threats => "threats",
            Group::Pieces => "pieces",
            Group::Tempo => "tempo",
            Group::Initiative => "initiative",
        }
    }
}

/// Groups switched off at build time: `SLATE_EVAL_OFF=king,threats cargo build --release` builds
/// an engine (and a tuner) without them, for measuring what each group gains. Names as in
/// [`Group::key`]; empty by default. A constant, so the normal build pays nothing.
pub const GROUPS_OFF: u32 = groups_off(option_env!("SLATE_EVAL_OFF"));

const fn groups_off(spec: Option<&str>) -> u32 {
    let Some(spec) = spec else {
        return 0;
    };
    let bytes = spec.as_bytes();
    let mut mask = 0;
    let mut g = 0;
    while g < Group::COUNT {
        if contains_word(bytes, Group::ALL[g].key().as_bytes()) {
            mask |= 1 << g;
        }
        g += 1;
    }
    mask
}

/// Whether the comma-separated list `list` contains `word`.
const fn contains_word(list: &[u8], word: &[u8]) -> bool {
    let mut start = 0;
    while start <= list.len() {
        let mut end = start;
        while end < list.len() && list[end] != b',' {
            end += 1;
        }
        if end - start == word.len() {
            let mut i = 0;
            while i < word.len() && list[start + i] == word[i] {
                i += 1;
            }
            if i == word.len() {
                return true;
            }
        }
        start = end + 1;
    }
    false
}

/// Whether `group` counts in this build (see [`GROUPS_OFF`]).
#[inline(always)]
#[allow(clippy::bad_bit_mask)] // the mask is zero in the normal build: that is the point
pub const fn enabled(group: Group) -> bool {
    GROUPS_OFF & (1 << group as u32) == 0
}

/// Where the terms go: `param` is an index into [`params::WEIGHTS`], `n` the feature count for
/// `color` (White's view is `color`'s minus the other's).
pub trait Sink {
    /// Whether sums may come precomputed: the pawn structure from the pawn hash table, the
    /// piece-square tables from the position's running sum.
    const PRECOMPUTED: bool;
    /// `n` times weight `param` for `color`, in `group`.
    fn add(&mut self, group: Group, color: Color, param: usize, n: i32);
    /// A precomputed score (only called when [`Sink::PRECOMPUTED`]).
    fn add_score(&mut self, group: Group, color: Color, score: Score);
}

/// The search's sink: the weighted sum, White's view, packed (see `packed`).
#[derive(Default)]
pub struct Sum(packed::Packed);

impl Sum {
    /// The sum so far.
    #[inline(always)]
    pub fn score(&self) -> Score {
        self.0.unpack()
    }
}

impl Sink for Sum {
    const PRECOMPUTED: bool = true;

    #[inline(always)]
    fn add(&mut self, group: Group, color: Color, param: usize, n: i32) {
        if enabled(group) {
            let w = packed::PACKED_WEIGHTS[param].times(n);
            self.0 = match color {
                Color::White => self.0.add(w),
                Color::Black => self.0.sub(w),
            };
        }
    }

    #[inline(always)]
    fn add_score(&mut self, _: Group, color: Color, score: Score) {
        let p = packed::Packed::new(score);
        self.0 = match color {
            Color::White => self.0.add(p),
            Color::Black => self.0.sub(p),
        };
    }
}

/// Per group and side, for `slate eval`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
/// Each group's score for White and Black.
pub struct PerGroup(pub [[Score; 2]; Group::COUNT]);

impl PerGroup {
    /// White's groups minus Black's: the positional score from White's view.
    pub fn total(&self) -> Score {
        self.0.iter().fold(Score::ZERO, |acc, [w, b]| acc + *w - *b)
    }
}

impl Sink for PerGroup {
    const PRECOMPUTED: bool = false;

    fn add(&mut self, group: Group, color: Color, param: usize, n: i32) {
        if enabled(group) {
            self.0[group as usize][color as usize] += params::weight(param) * n;
        }
    }

    fn add_score(&mut self, group: Group, color: Color, score: Score) {
        self.0[group as usize][color as usize] += score;
    }
}

/// What the terms share: occupancy, attack maps filled as the terms run, kings, passers.
pub struct Info {
    /// Every occupied square.
    pub occupied: BitBoard,
    /// Each side's pawns.
    pub pawns: [BitBoard; 2],
    /// Squares each side's pawns attack.
    pub pawn_attacks: [BitBoard; 2],
    /// Squares attacked by each side's pieces of each kind (filled by the mobility pass).
    pub attacked_by: [[BitBoard; 6]; 2],
    /// Squares attacked by each side.
    pub attacked: [BitBoard; 2],
    /// Each side's king square.
    pub king: [Square; 2],
    /// The king and its neighbours.
    pub king_zone: [BitBoard; 2],
    /// Attack units against each side's king (see `king.rs`).
    pub king_units: [i32; 2],
    /// Passed pawns (from the pawn structure pass).
    pub passed: [BitBoard; 2],
    /// Every square each side's pawns attack now or after any number of pushes (from the pawn
    /// structure pass).
    pub pawn_span: [BitBoard; 2],
    /// Each side's space count (from the pawn structure pass).
    pub space: [i32; 2],
}

impl Info {
    fn new(b: &slate_board::Board) -> Self {
        let mut info = Info {
            occupied: b.occupied(),
            pawns: [BitBoard::EMPTY; 2],
            pawn_attacks: [BitBoard::EMPTY; 2],
            attacked_by: [[BitBoard::EMPTY; 6]; 2],
            attacked: [BitBoard::EMPTY; 2],
            king: [Square::A1; 2],
            king_zone: [BitBoard::EMPTY; 2],
            king_units: [0; 2],
            passed: [BitBoard::EMPTY; 2],
            pawn_span: [BitBoard::EMPTY; 2],
            space: [0; 2],
        };
        for c in Color::ALL {
            let i = c as usize;
            info.pawns[i] = b.colored_pieces(c, Piece::Pawn);
            info.pawn_attacks[i] = bits::pawn_attacks(c, info.pawns[i]);
            info.king[i] = b.king(c);
            let king_attacks = cozy_chess::get_king_moves(info.king[i]);
            info.king_zone[i] = king_attacks | info.king[i].bitboard();
            info.attacked_by[i][Piece::Pawn as usize] = info.pawn_attacks[i];
            info.attacked_by[i][Piece::King as usize] = king_attacks;
            info.attacked[i] = info.pawn_attacks[i] | king_attacks;
        }
        info
    }
}

/// The compiled-in residual net's correction (White's view), from the position's running sums
/// (from scratch in a build with the `network` feature, which keeps no such sums: there only
/// `slate eval` and the tuner read the terms).
#[inline(always)]
fn residual_correction(pos: &Position) -> i32 {
    #[cfg(not(feature = "network"))]
    let acc = *pos.state().residual();
    #[cfg(feature = "network")]
    let acc = residual::Accumulator::from_board(&residual::NET, pos.board());
    residual::NET.evaluate(&acc)
}

/// The material entry's score plus the compiled-in network's (White's view), from the position's
/// running sums, with the output bucket of the material entry's phase.
#[cfg(feature = "network")]
#[inline(always)]
fn network_white(pos: &Position, material: &MaterialEntry) -> i32 {
    let stm = pos.side_to_move();
    let v = network::NETWORK.evaluate(pos.state().network(), stm, material.phase());
    // The network learns what it adds to the material entry's score (`tune::network`).
    material.score().taper(material.phase())
        + match stm {
            Color::White => v,
            Color::Black => -v,
        }
}

/// The evaluation split into its terms, for `slate eval` and the UCI `eval` command.
#[derive(Clone, Debug)]
pub struct Breakdown {
    /// The material entry (values, imbalance, phase, scale factors, endgame).
    pub material: MaterialEntry,
    /// The positional terms by group.
    pub terms: PerGroup,
    /// Tapered score, White's view, before the residual and scaling.
    pub unscaled: i32,
    /// The residual net's correction (zero in a recognised endgame, which does not use it).
    pub residual: i32,
    /// Final score from White's view.
    pub white: i32,
}

/// The evaluation's per-thread state: the material cache, the pawn hash table and the
/// evaluation cache.
pub struct Evaluator {
    material: MaterialCache,
    pawns: PawnTable,
    use_pawn_hash: bool,
    evals: cache::EvalCache,
    use_eval_cache: bool,
}

impl Default for Evaluator {
    fn default() -> Self {
        Self::new(MaterialTable::shared_default())
    }
}

impl Evaluator {
    /// An evaluator reading material from `table`.
    pub fn new(table: Arc<MaterialTable>) -> Self {
        Self {
            material: MaterialCache::new(table),
            pawns: PawnTable::new(),
            use_pawn_hash: true,
            evals: cache::EvalCache::new(),
            use_eval_cache: true,
        }
    }

    /// An evaluator with the material table for `config` (shared when it is the default).
    pub fn for_config(config: MaterialConfig) -> Self {
        Self::new(MaterialTable::for_config(config))
    }

    /// The material cache (its probe statistics, its table).
    pub fn material_cache(&self) -> &MaterialCache {
        &self.material
    }

    /// The material cache, to reset its statistics.
    pub fn material_cache_mut(&mut self) -> &mut MaterialCache {
        &mut self.material
    }

    /// Empties the material and pawn caches, so that nothing of earlier games is left in them.
    pub fn clear_caches(&mut self) {
        self.material.clear();
        self.pawns = PawnTable::new();
        self.evals.clear();
    }

    /// Turns the pawn hash table off (for testing that it changes nothing).
    pub fn set_pawn_hash(&mut self, on: bool) {
        self.use_pawn_hash = on;
    }

    /// Turns the evaluation cache off (for testing that it changes nothing).
    pub fn set_eval_cache(&mut self, on: bool) {
        self.use_eval_cache = on;
    }

    /// The material entry, the terms into `sink`, and the unscaled and final score (White's view).
    #[inline(always)]
    fn run<S: Sink>(
        &mut self,
        pos: &Position,
        sink: &mut S,
        terms: impl Fn(&S) -> Score,
    ) -> (MaterialEntry, i32, i32) {
        let material = self.material.probe(pos.state().material());
        #[cfg(feature = "network")]
        if S::PRECOMPUTED {
            // The network instead of the terms; the material entry still scales the score and
            // its recognised endgames still decide.
            let unscaled = network_white(pos, &material);
            let white = if material.endgame() == EndgameId::None {
                material.scale_eval(unscaled)
            } else {
                endgame::apply(pos, &material, unscaled)
            };
            return (material, unscaled, white);
        }
        let b = pos.board();
        let mut info = Info::new(b);
        if S::PRECOMPUTED && self.use_pawn_hash {
            self.pawns.probe(b, &mut info, sink);
            self.pawns.shelter(&info, sink);
        } else {
            pawns::structure(b, &mut info, sink);
            king::shelter(Color::White, &info, sink);
            king::shelter(Color::Black, &info, sink);
        }
        terms::evaluate(pos, &mut info, sink);
        king::evaluate(b, &mut info, sink);
        // The initiative reads the endgame score before the side to move's bonus, so that the
        // start position (level but for the tempo) favours no one.
        let so_far = material.score() + terms(sink);
        initiative::evaluate(b, &info, so_far.eg, sink);
        sink.add(Group::Tempo, pos.side_to_move(), params::TEMPO, 1);
        let unscaled = (material.score() + terms(sink)).taper(material.phase());
        let white = if material.endgame() == EndgameId::None {
            let unscaled = unscaled + residual_correction(pos);
            material.scale_eval(unscaled)
        } else {
            // A recognised endgame: its module scores, scales or declares the draw.
            endgame::apply(pos, &material, unscaled)
        };
        (material, unscaled, white)
    }

    /// The evaluation of `pos` term by term (for `slate eval` and UCI `eval`).
    pub fn breakdown(&mut self, pos: &Position) -> Breakdown {
        let mut sink = PerGroup::default();
        let (material, unscaled, white) = self.run(pos, &mut sink, PerGroup::total);
        let residual = if material.endgame() == EndgameId::None {
            residual_correction(pos)
        } else {
            0
        };
        Breakdown {
            material,
            terms: sink,
            unscaled,
            residual,
            white,
        }
    }

    /// A draw whatever is played, from the endgame knowledge: the search scores such a node as an
    /// exact draw without searching it. Costs one material probe when no endgame is recognised.
    #[inline]
    pub fn is_exact_draw(&mut self, pos: &Position) -> bool {
        let material = self.material.probe(pos.state().material());
        material.endgame() != EndgameId::None && endgame::is_exact_draw(pos, &material)
    }

    /// Starts loading what evaluating the position of `key` will read first (its slot in the
    /// evaluation cache), so that the evaluation a little later does not wait for it.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        self.evals.prefetch(key);
    }

    /// The evaluation from White's point of view.
    #[inline]
    pub fn evaluate_white(&mut self, pos: &Position) -> i32 {
        let key = pos.key();
        if self.use_eval_cache
            && let Some(white) = self.evals.get(key)
        {
            return white;
        }
        let mut sink = Sum::default();
        let white = self.run(pos, &mut sink, Sum::score).2;
        self.evals.put(key, white);
        white
    }

    /// The evaluation for the side to move.
    #[inline]
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        let white = self.evaluate_white(pos);
        match pos.side_to_move() {
            Color::White => white,
            Color::Black => -white,
        }
    }
}

#[cfg(test)]
mod tests;
