//! `slate datagen`: short self-play games at a fixed node count from randomised openings. By
//! default it writes the quiet positions with the game result in the tuner's EPD format, followed
//! by the search's score from the side to move's view (EPD's `ce`, centipawns):
//! `<FEN> c9 "1-0"; ce 35;`. The tuner reads the result; `scripts/mix_labels.py` blends the two
//! into one expected score. With `--format games` it writes whole games instead, every ply with
//! its score, 4 bytes a ply ([`games`]): compact enough to keep in the repository, so that data
//! made a session at a time adds up.
//!
//! Start positions are balanced: an opening with its random moves whose search score is further
//! than `max_opening_cp` from level is drawn again (random moves often leave a free capture, and
//! data from lopsided starts teaches the evaluation about the start, not the position).
//!
//! A position is kept when the side to move is not in check, the search score is not a mate
//! score, the chosen move is quiet, and the static evaluation is within [`QUIET_MARGIN`] of the
//! quiescence search value (so the label is not about a capture sequence the eval cannot see).

pub mod games;

use crate::board::Position;
use crate::search::score::MATE_BOUND;
use crate::search::{Limits, SearchControl, SearchOptions, Searcher};
use crate::tune::SplitMix;
use games::{Game, Ply};
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Static evaluation and quiescence value must agree this closely (centipawns).
pub const QUIET_MARGIN: i32 = 30;
/// A score this large on both sides' consecutive moves ends the game as a win.
const ADJUDICATE_SCORE: i32 = 1500;
const ADJUDICATE_PLIES: usize = 6;
const MAX_PLIES: usize = 400;
/// The balance check searches a start position this many times the game's nodes per move.
pub const BALANCE_NODES_FACTOR: u64 = 4;
/// Start positions drawn per game before the game is given up.
const MAX_DRAWS: usize = 50;

#[derive(Clone, Debug)]
pub struct DatagenConfig {
    pub games: usize,
    /// Nodes per move.
    pub nodes: u64,
    /// Random legal moves played before the engine takes over.
    pub random_plies: usize,
    /// A start position whose search score (at [`BALANCE_NODES_FACTOR`] times `nodes`) is
    /// further than this from level, in centipawns, is drawn again; `None` keeps every start.
    pub max_opening_cp: Option<i32>,
    pub seed: u64,
    pub threads: usize,
    pub progress: bool,
    pub format: DataFormat,
}

/// How a run writes its games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum DataFormat {
    /// The kept positions in the tuner's EPD format, with the result and the score.
    #[default]
    Epd,
    /// Whole games in a games file ([`games`]): every ply, 4 bytes each.
    Games,
}

/// Counts of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DatagenStats {
    pub games: usize,
    pub positions: usize,
    pub white_wins: usize,
    pub black_wins: usize,
    pub draws: usize,
    /// Start positions drawn again because they were not level (or had no legal move).
    pub redrawn: usize,
}

/// Reads EPD openings (first four fields of each line); unreadable lines are skipped. A file
/// without one readable opening is an error: `--openings` asked for them, and random openings
/// instead would go unnoticed.
pub fn load_openings(path: &Path) -> anyhow::Result<Vec<Position>> {
    let text = crate::text::read_reporting(path)
        .map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
    let openings: Vec<Position> = text
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().take(4).collect();
            Position::from_fen(&f.join(" ")).ok()
        })
        .collect();
    if openings.is_empty() {
        anyhow::bail!(
            "{}: no openings read (no line holds a legal FEN)",
            path.display()
        );
    }
    Ok(openings)
}

/// A start position: an opening (or the initial position) and `random_plies` random moves,
/// drawn again until it has moves and is level enough; with how many draws were refused. `None`
/// when [`MAX_DRAWS`] draws gave none.
fn start_position(
    searcher: &mut Searcher,
    openings: &[Position],
    config: &DatagenConfig,
    rng: &mut SplitMix,
) -> Option<(Position, usize)> {
    'draw: for refused in 0..MAX_DRAWS {
        let mut pos = if openings.is_empty() {
            Position::startpos()
        } else {
            openings[rng.below(openings.len() as u64) as usize].clone()
        };
        for _ in 0..config.random_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                continue 'draw;
            }
            pos.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        if !pos.has_legal_moves() {
            continue;
        }
        if let Some(max) = config.max_opening_cp
            && opening_score(searcher, &pos, config.nodes).abs() > max
        {
            continue;
        }
        return Some((pos, refused));
    }
    None
}

/// The search score of a start position from a cleared searcher, at the balance check's nodes.
pub fn opening_score(searcher: &mut Searcher, pos: &Position, nodes: u64) -> i32 {
    searcher.clear();
    let limits = Limits {
        nodes: Some(nodes * BALANCE_NODES_FACTOR),
        ..Limits::default()
    };
    let options = SearchOptions {
        report: false,
        ..SearchOptions::default()
    };
    let control = Arc::new(SearchControl::default());
    searcher.search(pos, &[], limits, options, control).score
}

/// One game: every ply with its search score (side to move's view) and whether the position
/// was kept, the result from White's view (1, ½, 0), and how many start positions were drawn
/// again.
fn play_game(
    searcher: &mut Searcher,
    openings: &[Position],
    config: &DatagenConfig,
    rng: &mut SplitMix,
) -> Option<(Game, f64, usize)> {
    let (mut pos, refused) = start_position(searcher, openings, config, rng)?;
    searcher.clear();
    let mut keys: Vec<u64> = Vec::new();
    let mut game = Game {
        start: pos.clone(),
        result: 1,
        plies: Vec::new(),
    };
    let done = |mut game: Game, result: f64| {
        game.result = (result * 2.0).round() as u8;
        Some((game, result, refused))
    };
    let mut decisive_run = 0usize;
    let mut last_sign = 0;
    let control = Arc::new(SearchControl::default());
    for _ in 0..MAX_PLIES {
        if !pos.has_legal_moves() {
            let result = if pos.in_check() {
                if pos.side_to_move() == crate::board::Color::White {
                    0.0
                } else {
                    1.0
                }
            } else {
                0.5
            };
            return done(game, result);
        }
        let repeated = keys.iter().filter(|&&k| k == pos.key()).count() >= 2;
        if pos.insufficient_material() || pos.halfmove_clock() >= 100 || repeated {
            return done(game, 0.5);
        }
        let limits = Limits {
            nodes: Some(config.nodes),
            ..Limits::default()
        };
        let options = SearchOptions {
            report: false,
            ..SearchOptions::default()
        };
        let r = searcher.search(&pos, &keys, limits, options, control.clone());
        let best = r.best?;
        // White's view of the score, for adjudication.
        let white_score = if pos.side_to_move() == crate::board::Color::White {
            r.score
        } else {
            -r.score
        };
        let kept = !pos.in_check()
            && r.score.abs() < MATE_BOUND
            && !pos.is_tactical(best)
            && (searcher.evaluator.evaluate(&pos) - searcher.quiescence_value(&pos)).abs()
                <= QUIET_MARGIN;
        game.plies.push(Ply {
            mv: best,
            score: r.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            kept,
        });
        let sign = if white_score.abs() >= ADJUDICATE_SCORE {
            white_score.signum()
        } else {
            0
        };
        decisive_run = if sign != 0 && sign == last_sign {
            decisive_run + 1
        } else {
            usize::from(sign != 0)
        };
        last_sign = sign;
        if decisive_run >= ADJUDICATE_PLIES {
            return done(game, if sign > 0 { 1.0 } else { 0.0 });
        }
        keys.push(pos.key());
        pos.play(best);
    }
    done(game, 0.5)
}

/// The kept positions of a game in the tuner's EPD format: FEN (four fields), the result and the
/// search's score (`ce`, side to move's view).
pub fn epd_lines(game: &Game) -> String {
    let result = result_text(f64::from(game.result) / 2.0);
    let mut text = String::new();
    for (pos, ply) in game.positions().filter(|(_, p)| p.kept) {
        let fen = pos.fen(false);
        let four: Vec<&str> = fen.split_whitespace().take(4).collect();
        text.push_str(&format!(
            "{} c9 \"{result}\"; ce {};\n",
            four.join(" "),
            ply.score
        ));
    }
    text
}

/// The result as written in the data file.
pub fn result_text(result: f64) -> &'static str {
    if result > 0.75 {
        "1-0"
    } else if result < 0.25 {
        "0-1"
    } else {
        "1/2-1/2"
    }
}

/// The random stream of game `i` of a run with `seed`. The seed is hashed before the game's index
/// is added: with `seed + i`, runs with seeds 1 and 2 played the same games one index apart, so
/// two generators started with neighbouring seeds wrote the same positions twice.
fn game_rng(seed: u64, i: usize) -> SplitMix {
    SplitMix(SplitMix(seed).next_u64().wrapping_add(i as u64))
}

/// Plays `config.games` games on `config.threads` threads, writing kept positions to `out` game
/// by game. Game `i`'s random choices depend only on the seed and `i` (`game_rng`), not on the
/// threads.
pub fn run<W: Write + Send>(
    config: &DatagenConfig,
    openings: &[Position],
    out: W,
) -> anyhow::Result<DatagenStats> {
    let out = Mutex::new(out);
    let stats = Mutex::new(DatagenStats::default());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let bar = if config.progress {
        indicatif::ProgressBar::new(config.games as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let error: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let mut searcher = match Searcher::new(16) {
                    Ok(s) => s,
                    Err(e) => {
                        *error.lock().unwrap_or_else(|p| p.into_inner()) = Some(anyhow::anyhow!(e));
                        return;
                    }
                };
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= config.games {
                        break;
                    }
                    let mut rng = game_rng(config.seed, i);
                    let Some((game, result, refused)) =
                        play_game(&mut searcher, openings, config, &mut rng)
                    else {
                        bar.inc(1);
                        continue;
                    };
                    let kept = game.plies.iter().filter(|p| p.kept).count();
                    let bytes = match config.format {
                        DataFormat::Epd => epd_lines(&game).into_bytes(),
                        DataFormat::Games => game.record(),
                    };
                    // A game is written at once, so that a run stopped leaves whole games (and at
                    // most one cut off at the end of a games file, which its reader reports).
                    let mut out = out.lock().unwrap_or_else(|p| p.into_inner());
                    if let Err(e) = out.write_all(&bytes).and_then(|()| match config.format {
                        DataFormat::Games => out.flush(),
                        DataFormat::Epd => Ok(()),
                    }) {
                        *error.lock().unwrap_or_else(|p| p.into_inner()) = Some(e.into());
                        return;
                    }
                    let mut s = stats.lock().unwrap_or_else(|p| p.into_inner());
                    s.games += 1;
                    s.positions += kept;
                    s.redrawn += refused;
                    match result_text(result) {
                        "1-0" => s.white_wins += 1,
                        "0-1" => s.black_wins += 1,
                        _ => s.draws += 1,
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish();
    if let Some(e) = error.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    out.into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .flush()?;
    Ok(stats.into_inner().unwrap_or_else(|p| p.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn datagen_output_parses_as_tuning_data() {
        let config = DatagenConfig {
            games: 2,
            nodes: 300,
            random_plies: 8,
            max_opening_cp: None,
            seed: 5,
            threads: 1,
            progress: false,
            format: DataFormat::Epd,
        };
        let mut buf = Vec::new();
        let stats = run(&config, &[], &mut buf).unwrap();
        assert_eq!(stats.games, 2);
        let text = String::from_utf8(buf).unwrap();
        assert_eq!(text.lines().count(), stats.positions);
        assert!(stats.positions > 10, "{stats:?}");
        for line in text.lines() {
            // Not `tune::parse_line`: that also drops positions an endgame module scores, which
            // are valid data all the same.
            let fen: Vec<&str> = line.split_whitespace().take(4).collect();
            let pos = Position::from_fen(&fen.join(" ")).expect(line);
            assert!(!pos.in_check(), "{line}");
            let result = crate::tune::parse_result(line).expect(line);
            assert!([0.0, 0.5, 1.0].contains(&result));
            // The search score, side to move's view, is no mate score (those are not kept).
            let ce = line.split("ce ").nth(1).expect(line);
            let ce: i32 = ce.trim_end_matches(';').parse().expect(line);
            assert!(ce.abs() < MATE_BOUND, "{line}");
        }
        // Same seed, same games.
        let mut again = Vec::new();
        run(&config, &[], &mut again).unwrap();
        assert_eq!(String::from_utf8(again).unwrap(), text);
    }

    #[test]
    fn a_games_file_holds_every_ply_and_the_same_kept_positions_as_the_epd_output() {
        let mut config = DatagenConfig {
            games: 3,
            nodes: 300,
            random_plies: 8,
            max_opening_cp: None,
            seed: 11,
            threads: 2,
            progress: false,
            format: DataFormat::Epd,
        };
        let mut epd = Vec::new();
        run(&config, &[], &mut epd).unwrap();
        config.format = DataFormat::Games;
        let mut bytes = games::MAGIC.to_vec();
        let stats = run(&config, &[], &mut bytes).unwrap();
        let mut read = Vec::new();
        let mut n = 0;
        games::read_games(&bytes[..], |g| read.push(g), &mut n).unwrap();
        assert_eq!(n, 3);
        let kept: usize = read
            .iter()
            .map(|g| g.plies.iter().filter(|p| p.kept).count())
            .sum();
        assert_eq!(kept, stats.positions);
        // Two threads may finish games in either order: compare the sets of lines.
        let mut from_games: Vec<String> = read
            .iter()
            .flat_map(|g| epd_lines(g).lines().map(str::to_string).collect::<Vec<_>>())
            .collect();
        let mut direct: Vec<String> = String::from_utf8(epd)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        from_games.sort();
        direct.sort();
        assert_eq!(from_games, direct);
        // Every game ends as its result says or by the generator's rules; its plies are legal
        // (read_games replays them) and more than the kept ones.
        assert!(read.iter().map(|g| g.plies.len()).sum::<usize>() > kept);
    }

    #[test]
    fn neighbouring_seeds_play_different_games() {
        let config = |seed| DatagenConfig {
            games: 3,
            nodes: 300,
            random_plies: 8,
            max_opening_cp: None,
            seed,
            threads: 1,
            progress: false,
            format: DataFormat::Epd,
        };
        let positions = |seed| {
            let mut buf = Vec::new();
            run(&config(seed), &[], &mut buf).unwrap();
            let text = String::from_utf8(buf).unwrap();
            text.lines()
                .map(|l| l.split(" c9").next().unwrap().to_string())
                .collect::<std::collections::HashSet<_>>()
        };
        let (a, b) = (positions(7), positions(8));
        let shared = a.intersection(&b).count();
        // A few early positions may coincide by chance; a whole game in common may not.
        assert!(
            shared * 10 < a.len().min(b.len()),
            "{shared} of {} and {}",
            a.len(),
            b.len()
        );
    }

    #[test]
    fn start_positions_are_level_when_asked() {
        let mut searcher = Searcher::new(1).unwrap();
        let mut config = DatagenConfig {
            games: 1,
            nodes: 300,
            random_plies: 8,
            max_opening_cp: Some(40),
            seed: 0,
            threads: 1,
            progress: false,
            format: DataFormat::Epd,
        };
        let mut refused = 0;
        for seed in 0..12 {
            let (pos, r) =
                start_position(&mut searcher, &[], &config, &mut SplitMix(seed)).unwrap();
            refused += r;
            assert!(
                opening_score(&mut searcher, &pos, config.nodes).abs() <= 40,
                "{}",
                pos.fen(false)
            );
        }
        // Eight random moves leave a lopsided position often enough that some were drawn again,
        // and without the check the same seeds keep their first draw.
        assert!(refused > 0);
        config.max_opening_cp = None;
        for seed in 0..12 {
            let (_, r) = start_position(&mut searcher, &[], &config, &mut SplitMix(seed)).unwrap();
            assert_eq!(r, 0);
        }
    }
}
