//! Static evaluation, from the side to move's point of view.
//!
//! The first term is the material entry (piece values and imbalance, from the material table or
//! the material hash table); it also gives the game phase for tapering and the per-side scale
//! factors that shrink the final score when the side ahead cannot convert. Positional terms are
//! piece-square tables for now. Symmetric by construction: a position and its colour-flipped
//! mirror get the same score for the side to move.

mod psqt;

use crate::board::{Color, Piece, Position, Square};
use crate::endgame::{self, EndgameId};
use crate::material::{MaterialCache, MaterialConfig, MaterialEntry, MaterialTable, Score};
use psqt::PSQT;
use std::sync::Arc;

pub use crate::material::PHASE_MAX as MAX_PHASE;

const TEMPO: i32 = 10;

/// Value of a piece for exchange evaluation and move ordering (pawn … king).
pub const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20000];

/// The evaluation split into its terms, for `slate eval` and the UCI `eval` command.
#[derive(Clone, Debug)]
pub struct Breakdown {
    pub material: MaterialEntry,
    pub psqt: Score,
    /// Tapered score with the tempo bonus, White's view, before scaling.
    pub unscaled: i32,
    /// Final score from White's view.
    pub white: i32,
}

/// The evaluation's per-thread state: the material cache.
pub struct Evaluator {
    material: MaterialCache,
}

impl Default for Evaluator {
    fn default() -> Self {
        Self::new(MaterialTable::shared_default())
    }
}

impl Evaluator {
    pub fn new(table: Arc<MaterialTable>) -> Self {
        Self {
            material: MaterialCache::new(table),
        }
    }

    pub fn for_config(config: MaterialConfig) -> Self {
        Self::new(MaterialTable::for_config(config))
    }

    pub fn material_cache(&self) -> &MaterialCache {
        &self.material
    }

    pub fn material_cache_mut(&mut self) -> &mut MaterialCache {
        &mut self.material
    }

    pub fn breakdown(&mut self, pos: &Position) -> Breakdown {
        let material = self.material.probe(pos.material());
        let psqt = psqt_score(pos);
        let tempo = match pos.side_to_move() {
            Color::White => TEMPO,
            Color::Black => -TEMPO,
        };
        let unscaled = (material.score() + psqt).taper(material.phase()) + tempo;
        let white = if material.endgame() == EndgameId::None {
            material.scale_eval(unscaled)
        } else {
            // A recognised endgame: its module scores, scales or declares the draw.
            endgame::apply(pos, &material, unscaled)
        };
        Breakdown {
            material,
            psqt,
            unscaled,
            white,
        }
    }

    /// A draw whatever is played, from the endgame knowledge: the search scores such a node as an
    /// exact draw without searching it. Costs one material probe when no endgame is recognised.
    #[inline]
    pub fn is_exact_draw(&mut self, pos: &Position) -> bool {
        let material = self.material.probe(pos.material());
        material.endgame() != EndgameId::None && endgame::is_exact_draw(pos, &material)
    }

    /// The evaluation for the side to move.
    #[inline]
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        let white = self.breakdown(pos).white;
        match pos.side_to_move() {
            Color::White => white,
            Color::Black => -white,
        }
    }
}

fn psqt_score(pos: &Position) -> Score {
    let b = pos.board();
    let mut total = Score::ZERO;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for piece in Piece::ALL {
            for sq in b.colored_pieces(color, piece) {
                let i = relative_square(color, sq);
                total += Score::new(
                    sign * PSQT.mg[piece as usize][i] as i32,
                    sign * PSQT.eg[piece as usize][i] as i32,
                );
            }
        }
    }
    total
}

fn relative_square(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq as usize,
        Color::Black => sq as usize ^ 56,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_balanced() {
        let mut ev = Evaluator::default();
        assert_eq!(ev.breakdown(&Position::startpos()).white, TEMPO);
        assert_eq!(ev.evaluate(&Position::startpos()), TEMPO);
    }

    #[test]
    fn colour_flip_symmetry_over_the_epd_suites() {
        let mut ev = Evaluator::default();
        let mut checked = 0;
        let dir = "../shared/data/epd";
        let Ok(entries) = std::fs::read_dir(dir) else {
            println!("skipping: {dir} not found");
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "epd") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines() {
                let fen: Vec<&str> = line.split([';', ' ']).take(4).collect();
                let Ok(pos) = Position::from_fen(&fen.join(" ")) else {
                    continue;
                };
                let flipped = pos.color_flipped();
                assert_eq!(
                    ev.breakdown(&pos).white,
                    -ev.breakdown(&flipped).white,
                    "{line}"
                );
                assert_eq!(ev.evaluate(&pos), ev.evaluate(&flipped), "{line}");
                checked += 1;
            }
        }
        assert!(checked > 2000, "only {checked} positions checked");
    }

    #[test]
    fn material_entry_scales_dead_draws() {
        let mut ev = Evaluator::default();
        let knight = Position::from_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").unwrap();
        assert_eq!(ev.evaluate(&knight), 0);
        let queen = Position::from_fen("3qk3/8/8/8/8/8/8/3QK2Q w - - 0 1").unwrap();
        assert!(ev.evaluate(&queen) > 700);
    }
}
