//! The game the GUI set up with `position`: the start, the moves, and the keys of every position
//! passed through (for repetition detection in the search).

use super::command::PositionStart;
use crate::board::Position;

#[derive(Default)]
pub struct Game {
    current: Position,
    keys: Vec<u64>,
}

impl Game {
    pub fn current(&self) -> &Position {
        &self.current
    }

    /// Keys of the positions before the current one, oldest first.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Sets up a position. A bad FEN leaves the game as it was; an illegal or malformed move
    /// keeps the moves before it. Both are reported.
    pub fn set(
        &mut self,
        start: &PositionStart,
        moves: &[String],
        chess960: bool,
    ) -> Result<(), String> {
        let start_pos = match start {
            PositionStart::StartPos => Position::startpos(),
            PositionStart::Fen(fen) => Position::from_fen(fen).map_err(|e| e.to_string())?,
        };
        self.current = start_pos;
        self.keys.clear();
        for (i, text) in moves.iter().enumerate() {
            let before = self.current.key();
            match self.current.play_uci(text, chess960) {
                Ok(_) => self.keys.push(before),
                Err(e) => {
                    return Err(format!(
                        "{e} at move {} of 'position'; the moves before it were kept",
                        i + 1
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_fen_keeps_the_old_game_and_bad_moves_keep_the_prefix() {
        let mut g = Game::default();
        let moves: Vec<String> = ["e2e4", "e7e5"].iter().map(|s| s.to_string()).collect();
        g.set(&PositionStart::StartPos, &moves, false).unwrap();
        let key = g.current().key();
        assert!(
            g.set(&PositionStart::Fen("8/8/8/8 w - - 0 1".into()), &[], false)
                .is_err()
        );
        assert_eq!(g.current().key(), key);
        let bad: Vec<String> = ["e2e4", "e7e5", "e1e8", "g1f3"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert!(g.set(&PositionStart::StartPos, &bad, false).is_err());
        assert_eq!(g.current().key(), key);
        assert_eq!(g.keys().len(), 2);
    }
}
