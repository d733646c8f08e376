//! Syzygy endgame tablebases, probed through the `pyrrhic-rs` crate (MIT, pure Rust).
//!
//! [`open`] takes a UCI `SyzygyPath` (folders separated by `:`, or `;` on Windows), finds the
//! table files itself and loads the folders that hold any. Slate keeps its own list of the tables
//! found (material and whether a DTZ file exists) because `pyrrhic-rs` 0.2 does not tell: it
//! reports 7 men for any path and accepts folders without a single table. Probing only material
//! that is on disk also keeps a missing DTZ file from disabling its WDL table inside the crate.
//!
//! `pyrrhic-rs` holds the tables in process-wide state and allows one instance at a time, so the
//! loaded set is shared: opening the same folders again returns the same [`Tablebases`], and a
//! different set can be opened once every handle of the previous one has been dropped.
//!
//! WDL probes ([`Tablebases::probe_wdl`]) are thread-safe and allocate nothing. The DTZ probe of
//! a root ([`Tablebases::probe_root`]) is serialised by a lock, as the crate asks.

use crate::board::{BitBoard, Board, Color, Move, Piece, Rank, Square};
use pyrrhic_rs::{DtzProbeValue, EngineAdapter, TableBases, WdlProbeResult};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

pub mod check;
pub mod checked_folder;
pub mod labels;

/// The separator of folders in `SyzygyPath`, as in Stockfish.
pub const PATH_SEPARATOR: char = if cfg!(windows) { ';' } else { ':' };

/// The largest tables Syzygy has (7 men).
pub const MAX_MEN: u32 = 7;

/// A win/draw/loss value from the side to move's view, under the 50-move rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wdl {
    /// Lost, even under the 50-move rule.
    Loss = -2,
    /// Lost, but the 50-move rule saves the side to move.
    BlessedLoss = -1,
    /// Drawn with best play.
    Draw = 0,
    /// Won, but the 50-move rule saves the defender.
    CursedWin = 1,
    /// Won, even under the 50-move rule.
    Win = 2,
}

impl Wdl {
    /// The Syzygy number: 2 win, 1 cursed win, 0 draw, −1 blessed loss, −2 loss.
    pub fn value(self) -> i32 {
        self as i32
    }

    /// The value of a Syzygy number (see [`Wdl::value`]); `None` outside −2 to 2.
    pub fn from_value(v: i32) -> Option<Wdl> {
        Some(match v {
            -2 => Wdl::Loss,
            -1 => Wdl::BlessedLoss,
            0 => Wdl::Draw,
            1 => Wdl::CursedWin,
            2 => Wdl::Win,
            _ => return None,
        })
    }

    /// The same result seen from the other side.
    pub fn negate(self) -> Wdl {
        Wdl::from_value(-self.value()).expect("symmetric")
    }

    fn from_probe(r: WdlProbeResult) -> Wdl {
        match r {
            WdlProbeResult::Loss => Wdl::Loss,
            WdlProbeResult::BlessedLoss => Wdl::BlessedLoss,
            WdlProbeResult::Draw => Wdl::Draw,
            WdlProbeResult::CursedWin => Wdl::CursedWin,
            WdlProbeResult::Win => Wdl::Win,
        }
    }
}

/// One legal move of a root with its DTZ result, from the root side's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootProbe {
    /// The move played from the root.
    pub mv: Move,
    /// The result after the move, counting the root's halfmove clock towards the 50-move rule.
    pub wdl: Wdl,
    /// Plies from the root to the next zeroing move (capture, pawn move or mate) with best play,
    /// the move itself included; positive when the root side wins, negative when it loses,
    /// 0 for draws. Syzygy rounds some values by one ply.
    pub dtz: i32,
}

/// Tables found in a set of folders.
#[derive(Clone, Debug, Default)]
struct Inventory {
    /// Material keys (both orientations) with a WDL file, sorted.
    wdl: Vec<u64>,
    /// The same for DTZ files.
    dtz: Vec<u64>,
    /// Tables (one per WDL file) and DTZ files found.
    wdl_files: usize,
    dtz_files: usize,
    max_men: u32,
}

impl Inventory {
    fn add(&mut self, name: &str, dtz: bool) {
        let Some((white, black, men)) = parse_table_name(name) else {
            return;
        };
        let keys = if dtz { &mut self.dtz } else { &mut self.wdl };
        keys.push(white << 20 | black);
        keys.push(black << 20 | white);
        if dtz {
            self.dtz_files += 1;
        } else {
            self.wdl_files += 1;
            self.max_men = self.max_men.max(men);
        }
    }

    fn finish(&mut self) {
        for keys in [&mut self.wdl, &mut self.dtz] {
            keys.sort_unstable();
            keys.dedup();
        }
    }
}

/// `KRPvKR` → per-side piece counts (4 bits each for Q, R, B, N, P) and the number of men.
fn parse_table_name(name: &str) -> Option<(u64, u64, u32)> {
    let (white, black) = name.split_once('v')?;
    let side = |s: &str| -> Option<(u64, u32)> {
        let rest = s.strip_prefix('K')?;
        let mut key = 0u64;
        for c in rest.chars() {
            let shift = match c {
                'Q' => 0,
                'R' => 4,
                'B' => 8,
                'N' => 12,
                'P' => 16,
                _ => return None,
            };
            key += 1 << shift;
        }
        Some((key, rest.len() as u32 + 1))
    };
    let (w, wn) = side(white)?;
    let (b, bn) = side(black)?;
    let men = wn + bn;
    (men <= MAX_MEN).then_some((w, b, men))
}

/// The material key of `board` in the inventory's form (White's pieces high).
#[inline]
fn material_key(board: &Board) -> u64 {
    let side = |color: Color| -> u64 {
        let mut key = 0u64;
        for (i, piece) in [
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
            Piece::Pawn,
        ]
        .into_iter()
        .enumerate()
        {
            key |= (board.colored_pieces(color, piece).len() as u64 & 15) << (4 * i);
        }
        key
    };
    side(Color::White) << 20 | side(Color::Black)
}

/// The move generation the prober needs, from cozy-chess.
#[derive(Clone)]
struct Adapter;

impl EngineAdapter for Adapter {
    fn pawn_attacks(color: pyrrhic_rs::Color, square: u64) -> u64 {
        let color = match color {
            pyrrhic_rs::Color::White => Color::White,
            pyrrhic_rs::Color::Black => Color::Black,
        };
        cozy_chess::get_pawn_attacks(Square::index(square as usize), color).0
    }
    fn knight_attacks(square: u64) -> u64 {
        cozy_chess::get_knight_moves(Square::index(square as usize)).0
    }
    fn bishop_attacks(square: u64, occupied: u64) -> u64 {
        cozy_chess::get_bishop_moves(Square::index(square as usize), BitBoard(occupied)).0
    }
    fn rook_attacks(square: u64, occupied: u64) -> u64 {
        cozy_chess::get_rook_moves(Square::index(square as usize), BitBoard(occupied)).0
    }
    fn queen_attacks(square: u64, occupied: u64) -> u64 {
        Self::bishop_attacks(square, occupied) | Self::rook_attacks(square, occupied)
    }
    fn king_attacks(square: u64) -> u64 {
        cozy_chess::get_king_moves(Square::index(square as usize)).0
    }
}

/// A loaded set of Syzygy tables.
pub struct Tablebases {
    /// Always `Some` until dropped (taken in `drop`, under the registry lock).
    prober: Option<TableBases<Adapter>>,
    inventory: Inventory,
    /// The folders that gave tables, and the files used (name, path), sorted.
    folders: Vec<PathBuf>,
    files: Vec<(String, PathBuf)>,
    /// The prober's folder of links; removed when the tables are dropped.
    _links: checked_folder::CheckedFolder,
    /// Root probes are not thread-safe in `pyrrhic-rs`.
    root_lock: Mutex<()>,
}

/// The set currently loaded in this process, if any handle of it is alive.
static LOADED: Mutex<Weak<Tablebases>> = Mutex::new(Weak::new());

/// A successful [`open`]: the tables, and problems with some of the folders (each worth an
/// `info string`).
pub struct Opened {
    /// The loaded set, shared with every other handle opened on the same folders.
    pub tables: Arc<Tablebases>,
    /// One line for each folder that could not be read or held no table.
    pub warnings: Vec<String>,
}

/// Loads the tables of `path` (a `SyzygyPath` value). Every table file is checked first
/// ([`check`]); a damaged one is refused with a warning naming it, and the prober never sees it
/// (it is given a folder of links to the checked files, [`checked_folder`]). Folders that cannot
/// be read or hold no usable table are reported in `warnings` too; `Err` when no folder holds
/// any. `<empty>` or an empty string is an error as well: the caller should treat it as
/// "tablebases off".
pub fn open(path: &str) -> Result<Opened, SyzygyOpenError> {
    open_text(path).map_err(SyzygyOpenError)
}

/// Why no Syzygy table could be used (the message names the folders and what was wrong).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SyzygyOpenError(pub String);

fn open_text(path: &str) -> Result<Opened, String> {
    let mut warnings = Vec::new();
    let mut folders = Vec::new();
    let mut candidates = Vec::new();
    for part in split_path(path) {
        match list_tables(Path::new(part)) {
            Ok(found) => {
                let folder = std::fs::canonicalize(part).unwrap_or_else(|_| part.into());
                if !folders.contains(&folder) {
                    folders.push(folder.clone());
                    candidates.push((part, folder, found));
                }
            }
            Err(e) => warnings.push(format!("cannot read the folder '{part}': {e}")),
        }
    }
    // Checked in parallel (each check reads a table's header, index and block sizes), chosen
    // in path order: the first good file of a name is used, as the prober would.
    let checks: Vec<Vec<Result<(), check::TableError>>> = candidates
        .iter()
        .map(|(_, folder, found)| {
            use rayon::prelude::*;
            found
                .par_iter()
                .map(|(name, _)| check::check_file(&folder.join(name)))
                .collect()
        })
        .collect();
    let mut inventory = Inventory::default();
    let mut chosen: Vec<(String, PathBuf)> = Vec::new();
    let mut used_folders = Vec::new();
    for ((part, folder, found), results) in candidates.iter().zip(checks) {
        let mut good = 0;
        for ((name, dtz), result) in found.iter().zip(results) {
            let file = folder.join(name);
            match result {
                Err(e) => warnings.push(format!(
                    "the table '{}' is refused: {e}",
                    Path::new(part).join(name).display()
                )),
                Ok(()) if chosen.iter().any(|(n, _)| n == name) => {}
                Ok(()) => {
                    let stem = &name[..name.len() - 5];
                    inventory.add(stem, *dtz);
                    chosen.push((name.clone(), file));
                    good += usize::from(!dtz);
                }
            }
        }
        if good == 0 {
            warnings.push(format!("no usable Syzygy tables (.rtbw) in '{part}'"));
        } else {
            used_folders.push(folder.clone());
        }
    }
    inventory.finish();
    if used_folders.is_empty() {
        let why = if warnings.is_empty() {
            "no folder given".to_string()
        } else {
            warnings.join("; ")
        };
        return Err(format!("no Syzygy tables found in '{path}': {why}"));
    }
    chosen.sort();

    let mut loaded = LOADED.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(current) = loaded.upgrade() {
        if current.folders == used_folders && current.files == chosen {
            drop(loaded);
            return Ok(Opened {
                tables: current,
                warnings,
            });
        }
        drop(loaded);
        // `current` is dropped here, outside the lock (its drop takes the lock).
        return Err(format!(
            "the tables of '{}' are still in use in this process; only one set can be loaded",
            current.folder_list()
        ));
    }
    let links = checked_folder::CheckedFolder::create(&chosen)
        .map_err(|e| format!("cannot make a folder for the checked tables: {e}"))?;
    let joined = join_for_prober(&[links.path().to_path_buf()])?;
    let prober = TableBases::<Adapter>::new(&joined)
        .map_err(|e| format!("the tablebases in '{path}' could not be loaded: {e:?}"))?;
    let tables = Arc::new(Tablebases {
        prober: Some(prober),
        inventory,
        folders: used_folders,
        files: chosen,
        _links: links,
        root_lock: Mutex::new(()),
    });
    *loaded = Arc::downgrade(&tables);
    Ok(Opened { tables, warnings })
}

/// `pyrrhic-rs` splits its path on `:` on every platform.
fn join_for_prober(folders: &[PathBuf]) -> Result<String, String> {
    let mut parts = Vec::with_capacity(folders.len());
    for f in folders {
        let s = f
            .to_str()
            .ok_or_else(|| format!("the folder '{}' is not valid UTF-8", f.display()))?;
        if s.contains(':') {
            return Err(format!(
                "the folder '{s}' contains ':', which the prober cannot take"
            ));
        }
        parts.push(s);
    }
    Ok(parts.join(":"))
}

/// The table files of `dir` (`KQvKR.rtbw`, with whether it is a DTZ file), in name order.
fn list_tables(dir: &Path) -> std::io::Result<Vec<(String, bool)>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let (stem, dtz) = if let Some(stem) = name.strip_suffix(".rtbw") {
            (stem, false)
        } else if let Some(stem) = name.strip_suffix(".rtbz") {
            (stem, true)
        } else {
            continue;
        };
        if parse_table_name(stem).is_some() {
            found.push((name.to_string(), dtz));
        }
    }
    found.sort();
    Ok(found)
}

impl Drop for Tablebases {
    fn drop(&mut self) {
        // The registry lock keeps a new `open` from initialising the prober while this one is
        // still being freed.
        let _guard = LOADED.lock().unwrap_or_else(|p| p.into_inner());
        self.prober.take();
    }
}

impl std::fmt::Debug for Tablebases {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tablebases")
            .field("folders", &self.folders)
            .field("wdl_tables", &self.inventory.wdl_files)
            .field("dtz_tables", &self.inventory.dtz_files)
            .field("max_men", &self.inventory.max_men)
            .finish()
    }
}

impl Tablebases {
    fn prober(&self) -> &TableBases<Adapter> {
        self.prober.as_ref().expect("present until dropped")
    }

    /// The most men of any table found (3 to 7).
    pub fn max_men(&self) -> u32 {
        self.inventory.max_men
    }

    /// Tables (WDL files) found.
    pub fn wdl_tables(&self) -> usize {
        self.inventory.wdl_files
    }

    /// DTZ files found.
    pub fn dtz_tables(&self) -> usize {
        self.inventory.dtz_files
    }

    /// The folders that hold tables, `:`-separated (`;` on Windows).
    pub fn folder_list(&self) -> String {
        self.folders
            .iter()
            .map(|f| f.display().to_string())
            .collect::<Vec<_>>()
            .join(&PATH_SEPARATOR.to_string())
    }

    /// One line for the user: how many tables were found, and where.
    pub fn summary(&self) -> String {
        format!(
            "Syzygy: {} tables (WDL) and {} DTZ files, up to {} men, in {}",
            self.wdl_tables(),
            self.dtz_tables(),
            self.max_men(),
            self.folder_list()
        )
    }

    /// Can `board` be probed at all: no castling rights, at most [`MAX_MEN`] men?
    #[inline]
    fn probeable(board: &Board) -> bool {
        board.occupied().len() <= MAX_MEN
            && [Color::White, Color::Black].into_iter().all(|c| {
                let r = board.castle_rights(c);
                r.short.is_none() && r.long.is_none()
            })
    }

    /// Whether a WDL table for `board`'s material was found.
    #[inline]
    pub fn has_wdl(&self, board: &Board) -> bool {
        self.inventory
            .wdl
            .binary_search(&material_key(board))
            .is_ok()
    }

    /// Whether a DTZ table for `board`'s material was found.
    pub fn has_dtz(&self, board: &Board) -> bool {
        self.inventory
            .dtz
            .binary_search(&material_key(board))
            .is_ok()
    }

    /// The WDL value of `board` for the side to move, or `None` when it has castling rights, no
    /// table covers it, or the probe fails. The halfmove clock is not looked at: the result is
    /// that of the position right after a capture or pawn move.
    #[inline]
    pub fn probe_wdl(&self, board: &Board) -> Option<Wdl> {
        if !Self::probeable(board) || !self.has_wdl(board) {
            return None;
        }
        let [white, black, kings, queens, rooks, bishops, knights, pawns] = bitboards(board);
        let r = self.prober().probe_wdl(
            white,
            black,
            kings,
            queens,
            rooks,
            bishops,
            knights,
            pawns,
            ep_square(board),
            board.side_to_move() == Color::White,
        );
        r.ok().map(Wdl::from_probe)
    }

    /// The DTZ value of `board` and every legal move with its DTZ result, counting `board`'s
    /// halfmove clock towards the 50-move rule. `None` when no DTZ table covers the position, it
    /// has no legal move, or a probe fails. Allocates; meant for the root of a search.
    pub fn probe_root(&self, board: &Board) -> Option<RootResult> {
        if !Self::probeable(board) || !self.has_wdl(board) || !self.has_dtz(board) {
            return None;
        }
        let [white, black, kings, queens, rooks, bishops, knights, pawns] = bitboards(board);
        let result = {
            let _guard = self.root_lock.lock().unwrap_or_else(|p| p.into_inner());
            self.prober().probe_root(
                white,
                black,
                kings,
                queens,
                rooks,
                bishops,
                knights,
                pawns,
                u32::from(board.halfmove_clock()),
                ep_square(board),
                board.side_to_move() == Color::White,
            )
        }
        .ok()?;
        let DtzProbeValue::DtzResult(root) = result.root else {
            return None;
        };
        let mut moves = Vec::with_capacity(result.num_moves);
        for value in &result.moves[..result.num_moves] {
            let DtzProbeValue::DtzResult(r) = value else {
                return None;
            };
            let promotion = match r.promotion {
                pyrrhic_rs::Piece::Queen => Some(Piece::Queen),
                pyrrhic_rs::Piece::Rook => Some(Piece::Rook),
                pyrrhic_rs::Piece::Bishop => Some(Piece::Bishop),
                pyrrhic_rs::Piece::Knight => Some(Piece::Knight),
                _ => None,
            };
            let mv = Move {
                from: Square::index(r.from_square as usize),
                to: Square::index(r.to_square as usize),
                promotion,
            };
            let wdl = Wdl::from_probe(r.wdl);
            moves.push(RootProbe {
                mv,
                wdl,
                dtz: signed_dtz(wdl, r.dtz),
            });
        }
        // Every legal move must be there, or the ranking would drop moves silently.
        let mut legal = 0;
        board.generate_moves(|m| {
            legal += m.len();
            false
        });
        let wdl = Wdl::from_probe(root.wdl);
        (legal == moves.len() && legal > 0).then_some(RootResult {
            wdl,
            dtz: signed_dtz(wdl, root.dtz),
            moves,
        })
    }
}

/// The result of [`Tablebases::probe_root`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootResult {
    /// The root's own value (halfmove clock counted).
    pub wdl: Wdl,
    /// The root's DTZ (Syzygy convention: positive when the side to move wins).
    pub dtz: i32,
    /// Every legal move of the root with its result.
    pub moves: Vec<RootProbe>,
}

fn signed_dtz(wdl: Wdl, magnitude: u16) -> i32 {
    match wdl {
        Wdl::Win | Wdl::CursedWin => i32::from(magnitude),
        Wdl::Draw => 0,
        Wdl::Loss | Wdl::BlessedLoss => -i32::from(magnitude),
    }
}

/// White, Black, kings, queens, rooks, bishops, knights, pawns: the prober's arguments.
#[inline]
fn bitboards(board: &Board) -> [u64; 8] {
    [
        board.colors(Color::White).0,
        board.colors(Color::Black).0,
        board.pieces(Piece::King).0,
        board.pieces(Piece::Queen).0,
        board.pieces(Piece::Rook).0,
        board.pieces(Piece::Bishop).0,
        board.pieces(Piece::Knight).0,
        board.pieces(Piece::Pawn).0,
    ]
}

/// The en passant target square as the prober wants it (0 for none).
#[inline]
fn ep_square(board: &Board) -> u32 {
    match board.en_passant() {
        None => 0,
        Some(file) => {
            let rank = if board.side_to_move() == Color::White {
                Rank::Sixth
            } else {
                Rank::Third
            };
            Square::new(file, rank) as u32
        }
    }
}

/// The folders of `path` (a `SyzygyPath` value) in order, empty entries left out.
pub fn split_path(path: &str) -> Vec<&str> {
    path.split(PATH_SEPARATOR)
        .map(str::trim)
        .filter(|p| !p.is_empty() && *p != "<empty>")
        .collect()
}

#[cfg(test)]
pub(crate) mod tests;
