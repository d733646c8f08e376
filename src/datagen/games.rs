//! Self-play games in a compact file of their own, so that training data made a little at a
//! time (every session, in the background) is kept whole and read back exactly.
//!
//! A games file is the magic `SLGAMES1` and then one record per game, each written at once:
//! the payload's length (u32, little-endian), the payload, and its FNV-1a hash (u64). The payload
//! is the start position's FEN (u8 length, bytes), the result from White's view (u8: 0 Black won,
//! 1 drawn, 2 White won), the number of plies (u16), and per ply the move (u16, packed as the
//! learning store packs moves; bit 15 set when the generator kept the position as quiet) and the
//! search's score from the side to move's view (i16, centipawns). Every ply is kept, 4 bytes
//! each, so that a trainer can choose its own filter; the generator's quiet filter travels along.
//!
//! A generator stopped mid-write leaves a cut-off last record: the reader reports it with the
//! number of whole games before it, never guesses. Any other damage (a wrong hash, an illegal
//! move) is an error naming the game.

use crate::board::{Move, Position};
use crate::learn::{pack_move, unpack_move};
use std::io::{Read, Write};

/// The first eight bytes of a games file.
pub const MAGIC: &[u8; 8] = b"SLGAMES1";
/// Set in a ply's move code when the generator kept the position (quiet, not in check).
const KEPT: u16 = 1 << 15;

/// One ply of a game: the move played, the search's score before it (side to move's view) and
/// whether the generator's quiet filter kept the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub score: i16,
    pub kept: bool,
}

/// A game as a games file holds it.
#[derive(Clone, Debug)]
pub struct Game {
    pub start: Position,
    /// From White's view: 0 Black won, 1 drawn, 2 White won.
    pub result: u8,
    pub plies: Vec<Ply>,
}

/// What is wrong with a games file.
#[derive(Debug, thiserror::Error)]
pub enum GamesError {
    #[error("not a games file (no SLGAMES1 at its start)")]
    NotGamesFile,
    #[error("cut off in game {game} at byte {offset} (a generator stopped while writing it)")]
    CutOff { game: usize, offset: u64 },
    #[error("game {game} at byte {offset} is damaged: {detail}")]
    Damaged {
        game: usize,
        offset: u64,
        detail: String,
    },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Two games are the same when they start from the same position (by its FEN: the evaluation's
/// incremental state a position carries is not part of the game) and play the same plies.
impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.start.fen(false) == other.start.fen(false)
            && self.result == other.result
            && self.plies == other.plies
    }
}

impl Eq for Game {}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

impl Game {
    /// The record of the game, ready to be appended in one write.
    pub fn record(&self) -> Vec<u8> {
        let fen = self.start.fen(false);
        let mut payload = Vec::with_capacity(4 + fen.len() + 4 * self.plies.len());
        payload.push(fen.len().min(255) as u8);
        payload.extend_from_slice(&fen.as_bytes()[..fen.len().min(255)]);
        payload.push(self.result.min(2));
        let n = self.plies.len().min(u16::MAX as usize);
        payload.extend_from_slice(&(n as u16).to_le_bytes());
        for p in &self.plies[..n] {
            let code = pack_move(p.mv) | if p.kept { KEPT } else { 0 };
            payload.extend_from_slice(&code.to_le_bytes());
            payload.extend_from_slice(&p.score.to_le_bytes());
        }
        let mut out = Vec::with_capacity(payload.len() + 12);
        out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        out.extend_from_slice(&payload);
        out.extend_from_slice(&fnv1a(&payload).to_le_bytes());
        out
    }

    /// The positions of the game before each ply, with the ply.
    pub fn positions(&self) -> impl Iterator<Item = (Position, Ply)> + '_ {
        let mut pos = self.start.clone();
        self.plies.iter().map(move |p| {
            let before = pos.clone();
            pos.play(p.mv);
            (before, *p)
        })
    }

    fn parse(payload: &[u8], game: usize, offset: u64) -> Result<Game, GamesError> {
        let damaged = |detail: &str| GamesError::Damaged {
            game,
            offset,
            detail: detail.to_string(),
        };
        let fen_len = *payload.first().ok_or_else(|| damaged("empty"))? as usize;
        let fen = payload
            .get(1..1 + fen_len)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or_else(|| damaged("no start position"))?;
        let start = Position::from_fen(fen).map_err(|e| damaged(&format!("start {fen}: {e}")))?;
        let rest = &payload[1 + fen_len..];
        if rest.len() < 3 {
            return Err(damaged("no result"));
        }
        let result = rest[0];
        if result > 2 {
            return Err(damaged("a result that is none"));
        }
        let n = u16::from_le_bytes([rest[1], rest[2]]) as usize;
        let body = &rest[3..];
        if body.len() != 4 * n {
            return Err(damaged("plies and length disagree"));
        }
        let mut pos = start.clone();
        let mut plies = Vec::with_capacity(n);
        for (i, c) in body.chunks_exact(4).enumerate() {
            let code = u16::from_le_bytes([c[0], c[1]]);
            let score = i16::from_le_bytes([c[2], c[3]]);
            let legal = unpack_move(code & !KEPT).and_then(|m| {
                pos.legal_moves()
                    .into_iter()
                    .find(|l| (l.from, l.to, l.promotion) == (m.from, m.to, m.promotion))
            });
            let mv = legal.ok_or_else(|| damaged(&format!("ply {i}: no legal move")))?;
            pos.play(mv);
            plies.push(Ply {
                mv,
                score,
                kept: code & KEPT != 0,
            });
        }
        Ok(Game {
            start,
            result,
            plies,
        })
    }
}

/// What [`prepare`] found at the end of a games file it is about to append to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prepared {
    /// A new file: the magic was written.
    New,
    /// Every record is whole (this many games).
    Whole(usize),
    /// A last record cut off (a generator stopped while writing it) was removed, so that new
    /// games follow whole ones: the games kept and the bytes removed.
    Trimmed { games: usize, bytes: u64 },
}

/// Makes a games file opened at `path` for appending ready for new games: writes the magic to a
/// new (empty) file; on one that holds something, checks every record's frame and hash (the
/// moves are not replayed), and removes a cut-off last record, which no reader could use and
/// which would make every game appended after it unreadable. A file that is not a games file, or
/// is damaged before its end, is refused untouched.
pub fn prepare(path: &std::path::Path, file: &mut std::fs::File) -> Result<Prepared, GamesError> {
    let len = file.metadata()?.len();
    if len == 0 {
        file.write_all(MAGIC)?;
        return Ok(Prepared::New);
    }
    let mut games = 0;
    match frames(std::fs::File::open(path)?, |_, _, _| Ok(()), &mut games) {
        Ok(()) => Ok(Prepared::Whole(games)),
        Err(GamesError::CutOff { offset, .. }) => {
            file.set_len(offset)?;
            Ok(Prepared::Trimmed {
                games,
                bytes: len - offset,
            })
        }
        Err(e) => Err(e),
    }
}

/// Reads every game of a games file; stops with [`GamesError::CutOff`] at a last record cut off
/// (the games before it are whole: `games_read` tells how many were handed to `each`).
pub fn read_games(
    input: impl Read,
    mut each: impl FnMut(Game),
    games_read: &mut usize,
) -> Result<(), GamesError> {
    frames(
        input,
        |payload, game, offset| {
            each(Game::parse(payload, game, offset)?);
            Ok(())
        },
        games_read,
    )
}

/// Hands every record's payload (checked against its hash) to `each` with its game number and
/// offset; `games_read` counts the records `each` accepted.
fn frames(
    input: impl Read,
    mut each: impl FnMut(&[u8], usize, u64) -> Result<(), GamesError>,
    games_read: &mut usize,
) -> Result<(), GamesError> {
    let mut input = std::io::BufReader::new(input);
    let mut head = [0u8; 8];
    if input.read_exact(&mut head).is_err() || &head != MAGIC {
        return Err(GamesError::NotGamesFile);
    }
    let mut offset = 8u64;
    let mut payload = Vec::new();
    loop {
        let mut len = [0u8; 4];
        match read_some(&mut input, &mut len)? {
            0 => return Ok(()),
            4 => {}
            _ => {
                return Err(GamesError::CutOff {
                    game: *games_read,
                    offset,
                });
            }
        }
        let n = u32::from_le_bytes(len) as usize;
        if n > 1 << 20 {
            return Err(GamesError::Damaged {
                game: *games_read,
                offset,
                detail: format!("a record of {n} bytes"),
            });
        }
        payload.resize(n + 8, 0);
        if read_some(&mut input, &mut payload)? != n + 8 {
            return Err(GamesError::CutOff {
                game: *games_read,
                offset,
            });
        }
        let hash = u64::from_le_bytes(payload[n..].try_into().expect("8 bytes"));
        if fnv1a(&payload[..n]) != hash {
            return Err(GamesError::Damaged {
                game: *games_read,
                offset,
                detail: "its hash does not match".into(),
            });
        }
        each(&payload[..n], *games_read, offset)?;
        *games_read += 1;
        offset += 4 + n as u64 + 8;
    }
}

/// Fills `buf` as far as the input goes; the number of bytes read.
fn read_some(input: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match input.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(k) => got += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a_game() -> Game {
        let start = Position::startpos();
        let mut pos = start.clone();
        let mut plies = Vec::new();
        for (i, uci) in [
            "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6",
        ]
        .into_iter()
        .enumerate()
        {
            let mv = pos.play_uci(uci, false).unwrap();
            plies.push(Ply {
                mv,
                score: (i as i16 - 3) * 17,
                kept: i % 3 != 0,
            });
        }
        Game {
            start,
            result: 1,
            plies,
        }
    }

    #[test]
    fn games_come_back_as_written_and_a_cut_off_end_is_reported() {
        let game = a_game();
        let mut promo = Game {
            start: Position::from_fen("8/P6k/8/8/8/8/6K1/8 w - - 0 1").unwrap(),
            result: 2,
            plies: Vec::new(),
        };
        let mut p = promo.start.clone();
        let mv = p.play_uci("a7a8n", false).unwrap();
        promo.plies.push(Ply {
            mv,
            score: -32768,
            kept: true,
        });
        let mut bytes = MAGIC.to_vec();
        bytes.extend(game.record());
        bytes.extend(promo.record());
        let mut got = Vec::new();
        let mut n = 0;
        read_games(&bytes[..], |g| got.push(g), &mut n).unwrap();
        assert_eq!(got, vec![game.clone(), promo.clone()]);
        assert_eq!(n, 2);
        // Cut anywhere inside the last record: the first game whole, the cut reported.
        let whole = MAGIC.len() + game.record().len();
        for cut in whole + 1..bytes.len() {
            let mut n = 0;
            let mut seen = 0;
            let e = read_games(&bytes[..cut], |_| seen += 1, &mut n).unwrap_err();
            assert!(
                matches!(e, GamesError::CutOff { game: 1, .. }),
                "{cut}: {e}"
            );
            assert_eq!((n, seen), (1, 1));
        }
        // A flipped bit anywhere in a record is damage, never a different game.
        for i in MAGIC.len() + 4..whole - 8 {
            let mut bad = bytes.clone();
            bad[i] ^= 0x10;
            let mut n = 0;
            let e = read_games(&bad[..], |_| {}, &mut n).unwrap_err();
            assert!(matches!(e, GamesError::Damaged { game: 0, .. }), "{i}: {e}");
        }
        let mut n = 0;
        assert!(matches!(
            read_games(&b"rnbqkbnr"[..], |_| {}, &mut n),
            Err(GamesError::NotGamesFile)
        ));
    }

    #[test]
    fn appending_after_a_cut_off_record_trims_it_and_damage_is_refused() {
        let dir = std::env::temp_dir().join(format!("slate-games-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("a.games");
        let open = || {
            std::fs::OpenOptions::new()
                .append(true)
                .create(true)
                .open(&path)
                .unwrap()
        };
        let game = a_game();
        let mut f = open();
        assert_eq!(prepare(&path, &mut f).unwrap(), Prepared::New);
        f.write_all(&game.record()).unwrap();
        assert_eq!(prepare(&path, &mut open()).unwrap(), Prepared::Whole(1));
        // A generator stopped in the middle of its second game.
        let record = game.record();
        open().write_all(&record[..record.len() / 2]).unwrap();
        let mut f = open();
        assert_eq!(
            prepare(&path, &mut f).unwrap(),
            Prepared::Trimmed {
                games: 1,
                bytes: (record.len() / 2) as u64
            }
        );
        f.write_all(&record).unwrap();
        let mut n = 0;
        read_games(
            std::fs::File::open(&path).unwrap(),
            |g| assert_eq!(g, game),
            &mut n,
        )
        .unwrap();
        assert_eq!(n, 2);
        // Damage before the end: refused, the file left as it was.
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[MAGIC.len() + 10] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(
            prepare(&path, &mut open()),
            Err(GamesError::Damaged { game: 0, .. })
        ));
        assert_eq!(std::fs::read(&path).unwrap(), bytes);
        std::fs::write(&path, b"not games").unwrap();
        assert!(matches!(
            prepare(&path, &mut open()),
            Err(GamesError::NotGamesFile)
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn positions_replay_the_game() {
        let game = a_game();
        let fens: Vec<String> = game.positions().map(|(p, _)| p.fen(false)).collect();
        assert_eq!(fens.len(), 8);
        assert_eq!(fens[0], Position::startpos().fen(false));
        assert!(fens[7].starts_with("r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b"));
    }
}
