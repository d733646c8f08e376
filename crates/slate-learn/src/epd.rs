//! EPD analysis records: `<FEN> acd 22; bm Nf3; ce 35; pv Nf3 d5 g3;` as analysis tools write
//! them, read into the store (`slate learn import FILE.epd`) and written back
//! (`slate learn export --format epd`).
//!
//! Opcodes used: `acd` (depth), `bm` (best move, SAN; the first one counts), `ce` (centipawns for
//! the side to move), `dm` (mate in so many moves for the side to move; negative: mated), `pv`
//! (the principal variation, SAN), `hmvc`/`fmvn` (move counters; also accepted as the fifth and
//! sixth FEN fields). Other opcodes are ignored. An imported record becomes an `analysis` entry
//! of its position, and each position of its `pv` one more, all tagged with the record's position
//! as their analysis root, so that analysing that position loads them. A principal variation's
//! positions share its score (from each mover's side), at the depth left after the moves played.

use super::entry::{LearnEntry, MATE, MATE_BOUND, Origin, Window, pack_move, unpack_move};
use super::entry::{score_from_entry, score_to_entry};
use slate_base::score::MAX_DEPTH;
use slate_board::{Incremental, Move, Position, PositionWith, move_from_san, move_to_san};

/// One analysis record.
#[derive(Debug, Clone)]
pub struct EpdAnalysis {
    /// The record's position, with its move counters.
    pub position: Position,
    /// Search depth in plies (`acd`).
    pub depth: Option<u8>,
    /// The best move (the first `bm`), legal in the position.
    pub best: Option<Move>,
    /// The score for the side to move, mates as `MATE - plies`.
    pub score: Option<i32>,
    /// The principal variation (`pv`), each move legal after the ones before it.
    pub pv: Vec<Move>,
}

/// Splits the operations after the position at `;` outside double quotes.
fn operations(text: &str) -> Vec<(String, Vec<String>)> {
    let mut ops = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in text.chars().chain(std::iter::once(';')) {
        match c {
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            ';' if !quoted => {
                let mut words = current.split_whitespace().map(str::to_string);
                if let Some(op) = words.next() {
                    ops.push((op, words.collect()));
                }
                current.clear();
            }
            _ => current.push(c),
        }
    }
    ops
}

fn number(op: &str, args: &[String]) -> Result<i64, String> {
    args.first()
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("{op}: expected a number"))
}

/// Why an EPD analysis line could not be read (the message names what is wrong).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct EpdLineError(pub String);

/// Parses one line; `Ok(None)` for blank lines and `#` comments.
pub fn parse_analysis_line(line: &str) -> Result<Option<EpdAnalysis>, EpdLineError> {
    parse_line(line).map_err(EpdLineError)
}

fn parse_line(line: &str) -> Result<Option<EpdAnalysis>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut fields: Vec<&str> = line.splitn(5, char::is_whitespace).collect();
    if fields.len() < 4 {
        return Err("expected four FEN fields".into());
    }
    let rest = if fields.len() == 5 {
        fields.pop().unwrap_or("")
    } else {
        ""
    };
    // Move counters as the fifth and sixth fields (as some EPD files carry them).
    let mut words = rest.split_whitespace();
    let (mut halfmove, mut fullmove) = ("0".to_string(), "1".to_string());
    let mut rest = rest;
    if let (Some(h), Some(f)) = (words.next(), words.next())
        && h.parse::<u32>().is_ok()
        && f.trim_end_matches(';').parse::<u32>().is_ok()
    {
        halfmove = h.to_string();
        fullmove = f.trim_end_matches(';').to_string();
        rest = rest.trim_start()[h.len()..].trim_start()[f.len()..].trim_start();
    }
    let ops = operations(rest);
    for (op, args) in &ops {
        match op.as_str() {
            "hmvc" => halfmove = number(op, args)?.to_string(),
            "fmvn" => fullmove = number(op, args)?.to_string(),
            _ => {}
        }
    }
    let fen = format!("{} {halfmove} {fullmove}", fields.join(" "));
    let position = Position::from_fen(&fen).map_err(|e| format!("{fen}: {e}"))?;
    let mut record = EpdAnalysis {
        position,
        depth: None,
        best: None,
        score: None,
        pv: Vec::new(),
    };
    for (op, args) in &ops {
        match op.as_str() {
            "acd" => {
                // No search reaches past MAX_DEPTH: a deeper (or negative) depth is a broken
                // record, and stored it would stand for analysis no search could ever improve.
                let depth = number(op, args)?;
                if !(0..=MAX_DEPTH as i64).contains(&depth) {
                    return Err(format!("acd {depth}: a depth from 0 to {MAX_DEPTH} plies"));
                }
                record.depth = Some(depth as u8);
            }
            "ce" => {
                let ce = number(op, args)?;
                // Beyond the mate range a "ce" is some tool's own mate coding: not a score.
                if ce.unsigned_abs() < MATE_BOUND as u64 {
                    record.score = Some(ce as i32);
                }
            }
            "dm" => {
                let n = number(op, args)?;
                if n != 0 && n.unsigned_abs() < 500 {
                    let n = n as i32;
                    record.score = Some(if n > 0 {
                        MATE - (2 * n - 1)
                    } else {
                        -(MATE - 2 * -n)
                    });
                }
            }
            "bm" => {
                if let Some(san) = args.first() {
                    let board = record.position.board();
                    record.best =
                        Some(move_from_san(board, san).map_err(|e| format!("bm {san}: {e}"))?);
                }
            }
            "pv" => {
                // A repeated `pv` replaces the earlier one (as any repeated operation does):
                // appended, the two would not make one line of play.
                record.pv.clear();
                let mut pos = record.position.clone();
                for san in args {
                    let mv =
                        move_from_san(pos.board(), san).map_err(|e| format!("pv {san}: {e}"))?;
                    record.pv.push(mv);
                    pos.play(mv);
                }
            }
            _ => {}
        }
    }
    Ok(Some(record))
}

/// The store entries of a record: its position's and one per position of its principal
/// variation. Empty when the record says nothing (no move, no score).
pub fn analysis_entries(record: &EpdAnalysis) -> Vec<LearnEntry> {
    let best = record.best.or_else(|| record.pv.first().copied());
    if best.is_none() && record.score.is_none() {
        return Vec::new();
    }
    let depth = record.depth.unwrap_or(0);
    let mut out = Vec::new();
    let mut pos = record.position.clone();
    // The principal variation only counts when it starts with the best move.
    let pv: &[Move] = if !record.pv.is_empty() && record.pv.first().copied() == best {
        &record.pv
    } else {
        &[]
    };
    for ply in 0..pv.len().max(1) {
        let mut e = LearnEntry::blank(&pos, Origin::Analysis, 0);
        e.best_move = if ply == 0 { best } else { pv.get(ply).copied() }.map_or(0, pack_move);
        e.depth = depth.saturating_sub(ply as u8);
        if let Some(s) = record.score {
            // The root's score, as the search from the root sees it at this ply.
            let at_ply = if ply % 2 == 0 { s } else { -s };
            e.window = Window::exact(score_to_entry(at_ply, ply as u32));
        }
        out.push(e);
        match pv.get(ply) {
            Some(&mv) if pos.board().is_legal(mv) => pos.play(mv),
            _ => break,
        }
    }
    out
}

/// One EPD line for a stored entry of `pos`, with the principal variation `pv` (from the store).
pub fn analysis_line<S: Incremental>(
    pos: &PositionWith<S>,
    entry: &LearnEntry,
    pv: &[Move],
) -> String {
    let fen = pos.fen(false);
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let mut line = fields[..4].join(" ");
    line.push_str(&format!(" acd {};", entry.depth));
    if let Some(mv) = entry.best_move_in(pos) {
        line.push_str(&format!(" bm {};", move_to_san(pos.board(), mv)));
    }
    if entry.window.lower == entry.window.upper {
        let s = score_from_entry(entry.window.lower, 0);
        if s.abs() >= MATE_BOUND {
            let plies = MATE - s.abs();
            let moves = if s > 0 { (plies + 1) / 2 } else { -(plies / 2) };
            line.push_str(&format!(" dm {moves};"));
        } else {
            line.push_str(&format!(" ce {s};"));
        }
    }
    if !pv.is_empty() {
        let mut p = pos.clone();
        line.push_str(" pv");
        for &mv in pv {
            if !p.board().is_legal(mv) {
                break;
            }
            line.push(' ');
            line.push_str(&move_to_san(p.board(), mv));
            p.play(mv);
        }
        line.push(';');
    }
    line.push_str(&format!(" hmvc {}; fmvn {};", fields[4], fields[5]));
    line
}

/// The principal variation the store holds from `pos`: its best moves, followed while entries
/// exist, at most `max` moves, never through a position twice.
pub fn stored_pv<S: Incremental>(
    pos: &PositionWith<S>,
    mut lookup: impl FnMut(&PositionWith<S>) -> Option<LearnEntry>,
    max: usize,
) -> Vec<Move> {
    let mut pv = Vec::new();
    let mut seen = vec![pos.key()];
    let mut p = pos.clone();
    while pv.len() < max {
        let Some(mv) = lookup(&p).and_then(|e| unpack_move(e.best_move)) else {
            break;
        };
        if !p.board().is_legal(mv) {
            break;
        }
        p.play(mv);
        pv.push(mv);
        if seen.contains(&p.key()) {
            break;
        }
        seen.push(p.key());
    }
    pv
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by `slate fuzz fen` (with overflow checks): `ce` and `dm` of `i64::MIN` overflowed
    /// taking their absolute value. They are out of range: no score.
    #[test]
    fn extreme_scores_are_no_scores() {
        for op in ["ce -9223372036854775808;", "dm -9223372036854775808;"] {
            let line = format!("4k3/8/8/8/8/8/8/R3K2R w KQ - {op}");
            let record = parse_analysis_line(&line).unwrap().unwrap();
            assert_eq!(record.score, None, "{op}");
        }
    }

    /// Found by `slate fuzz fen`: a second `pv` was appended to the first, from the same
    /// position, giving a "line" whose third move is illegal where it is played.
    #[test]
    fn a_repeated_pv_replaces_the_first() {
        let line = "4k3/8/8/8/8/8/8/R3K2R w KQ - pv e1g1 e8d7; pv e1g1 e8d7;";
        let record = parse_analysis_line(line).unwrap().unwrap();
        assert_eq!(record.pv.len(), 2);
        let mut pos = record.position.clone();
        for &mv in &record.pv {
            assert!(pos.legal_moves().contains(&mv));
            pos.play(mv);
        }
        assert_eq!(analysis_entries(&record).len(), 2);
    }

    #[test]
    fn records_parse_with_and_without_counters() {
        let r = parse_analysis_line(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - acd 18; bm c5; ce -25; \
             pv c5 Nf3 d6; id \"x;y\";",
        )
        .unwrap()
        .unwrap();
        assert_eq!(r.depth, Some(18));
        assert_eq!(r.score, Some(-25));
        assert_eq!(r.pv.len(), 3);
        assert_eq!(r.best, r.pv.first().copied());
        let c = parse_analysis_line(
            "rn1qkb1r/pp2pppp/5n2/3p1b2/3P4/2N1P3/PP3PPP/R1BQKBNR w KQkq - 0 7 id \"C\"; bm Qb3;",
        )
        .unwrap()
        .unwrap();
        assert!(c.position.fen(false).ends_with(" 0 7"));
        assert!(c.best.is_some());
        assert!(parse_analysis_line("# comment").unwrap().is_none());
        assert!(parse_analysis_line("8/8/8 w - - bm e4;").is_err());
        assert!(parse_analysis_line("4k3/8/8/8/8/8/8/4K3 w - - bm Qh5;").is_err());
    }

    #[test]
    fn principal_variation_entries_share_the_score() {
        let r = parse_analysis_line("4k3/8/8/8/8/8/4P3/4K3 w - - acd 10; ce 150; pv e4 Kd7 e5;")
            .unwrap()
            .unwrap();
        let es = analysis_entries(&r);
        assert_eq!(es.len(), 3);
        assert_eq!(
            es.iter()
                .map(|e| (e.depth, e.window.lower))
                .collect::<Vec<_>>(),
            vec![(10, 150), (9, -150), (8, 150)]
        );
        assert!(es.iter().all(|e| e.window.lower == e.window.upper));
    }

    #[test]
    fn mates_go_both_ways() {
        let r = parse_analysis_line("6k1/5ppp/8/8/8/8/8/R5K1 w - - acd 5; bm Ra8+; dm 1;")
            .unwrap()
            .unwrap();
        let es = analysis_entries(&r);
        assert_eq!(es[0].window, Window::exact(MATE - 1));
        let line = analysis_line(&r.position, &es[0], &[]);
        assert!(
            line.contains("dm 1;") && line.contains("bm Ra8#;"),
            "{line}"
        );
        let back = parse_analysis_line(&line).unwrap().unwrap();
        assert_eq!(back.score, r.score);
    }
}
