//! Agreement of every endgame module with tablebase labels.
//!
//! Reads CSV files `fen,material,wdl,dtz` (wdl from the side to move, Syzygy convention: ±2 a
//! win or loss, ±1 cursed/blessed, 0 draw), as written by `scripts/tb_labels.py` or shipped in
//! `../shared/data/endgame/tb_labels_shared.csv`.
//!
//! The module **claims a draw** when it returns an exact draw, a scale factor of at most
//! [`DRAW_SCALE`]/64, or a score within [`DRAW_MARGIN`] of zero. Otherwise the final evaluation
//! claims a **win** for the side it favours by more than [`DRAW_MARGIN`], or stays **undecided**
//! (for example equal material that the module only scales). The truth is the tablebase result
//! under the 50-move rule (cursed wins count as draws). Agreement = correct claims over all
//! positions; "wins called draws" = tablebase wins the module claimed drawn, over all positions.

use crate::board::{Color, Position};
use crate::endgame::{EndgameId, Verdict, evaluate, is_exact_draw};
use crate::eval::Evaluator;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// Evaluations this close to zero count as "draw".
pub const DRAW_MARGIN: i32 = 50;
/// Scale factors (out of 64) up to this one are draw claims.
pub const DRAW_SCALE: u8 = 8;

/// A game result under the 50-move rule: the tablebase truth, or what the evaluation claims.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// White wins (a tablebase WDL of 2 from White's view).
    WhiteWins,
    /// Neither side wins; cursed wins and blessed losses are draws.
    Draw,
    /// Black wins (a tablebase WDL of 2 from Black's view).
    BlackWins,
}

/// Counts for one endgame id.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Positions read for this endgame.
    pub positions: usize,
    /// Positions whose claim matches the tablebase outcome.
    pub agree: usize,
    /// Tablebase wins the evaluation calls drawn.
    pub wins_called_draws: usize,
    /// Tablebase wins among the positions.
    pub wins: usize,
    /// Positions the module claims drawn.
    pub draw_claims: usize,
    /// Positions where no side was called winning and no draw was claimed.
    pub undecided: usize,
    /// Positions the search would score as exact draws ([`is_exact_draw`]).
    pub exact_draws: usize,
    /// Exact draws that are tablebase wins (must stay 0: the search stops at an exact draw).
    pub exact_draw_errors: usize,
    /// Positions whose colour-flipped mirror evaluates differently (must stay 0).
    pub asymmetric: usize,
    /// Signatures seen.
    pub signatures: std::collections::BTreeSet<String>,
}

impl Tally {
    /// Correct claims, as a percentage of the positions.
    pub fn agreement(&self) -> f64 {
        percent(self.agree, self.positions)
    }
    /// Tablebase wins claimed drawn, as a percentage of all the positions (not of the wins).
    pub fn wins_called_draws_pct(&self) -> f64 {
        percent(self.wins_called_draws, self.positions)
    }
    /// Undecided positions, as a percentage of the positions.
    pub fn undecided_pct(&self) -> f64 {
        percent(self.undecided, self.positions)
    }
}

fn percent(n: usize, d: usize) -> f64 {
    if d == 0 {
        0.0
    } else {
        100.0 * n as f64 / d as f64
    }
}

/// The tablebase outcome from White's view, from a side-to-move WDL.
pub fn truth(pos: &Position, wdl: i32) -> Outcome {
    let white_wdl = if pos.side_to_move() == Color::White {
        wdl
    } else {
        -wdl
    };
    match white_wdl {
        2 => Outcome::WhiteWins,
        -2 => Outcome::BlackWins,
        _ => Outcome::Draw,
    }
}

/// The claim for a position: `Some(Draw)` for a module's draw claim, a win when the final
/// evaluation (White's view) favours a side by more than [`DRAW_MARGIN`], `None` otherwise.
pub fn claim(module: Verdict, white_eval: i32) -> Option<Outcome> {
    let drawn = match module {
        Verdict::Draw => true,
        Verdict::Scale(s) => s <= DRAW_SCALE,
        Verdict::Score(s) => s.abs() <= DRAW_MARGIN,
        Verdict::Normal => false,
    };
    if drawn {
        Some(Outcome::Draw)
    } else if white_eval > DRAW_MARGIN {
        Some(Outcome::WhiteWins)
    } else if white_eval < -DRAW_MARGIN {
        Some(Outcome::BlackWins)
    } else {
        None
    }
}

/// The label files: every `*.csv` in `dir` (sorted), or the one file `dir` names.
pub fn label_files(dir: &Path) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let files: Vec<std::path::PathBuf> = if dir.is_file() {
        vec![dir.to_path_buf()]
    } else {
        let mut v: Vec<_> = std::fs::read_dir(dir)
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", dir.display()))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "csv"))
            .collect();
        v.sort();
        v
    };
    if files.is_empty() {
        anyhow::bail!("no .csv label files in {}", dir.display());
    }
    Ok(files)
}

/// Label rows that could not be read: counted and reported, never dropped silently.
#[derive(Clone, Debug, Default)]
pub struct SkippedRows {
    /// Rows skipped in all.
    pub count: usize,
    /// The first few, as `file line N: reason`.
    pub examples: Vec<String>,
}

impl SkippedRows {
    const EXAMPLES: usize = 5;

    /// Counts a skipped row, keeping it as an example while there are fewer than five.
    pub fn note(&mut self, file: &Path, line: usize, reason: &str) {
        self.count += 1;
        if self.examples.len() < Self::EXAMPLES {
            self.examples
                .push(format!("{} line {line}: {reason}", file.display()));
        }
    }

    /// Nothing when no row was skipped; else the count and the first few rows with the reason.
    pub fn render(&self) -> String {
        if self.count == 0 {
            return String::new();
        }
        let mut out = format!(
            "{} rows skipped (not `fen,material,wdl[,dtz]` with a valid FEN and WDL){}\n",
            self.count,
            if self.count > self.examples.len() {
                ", the first:"
            } else {
                ":"
            }
        );
        for e in &self.examples {
            let _ = writeln!(out, "  {e}");
        }
        out
    }
}

/// One row of a label file.
pub struct LabelRow<'a> {
    /// The FEN field as written.
    pub fen: &'a str,
    /// The position the FEN describes.
    pub position: Position,
    /// The material signature field, such as `KRPvKR`.
    pub material: &'a str,
    /// Win/draw/loss from the side to move, −2 to 2 (Syzygy convention).
    pub wdl: i32,
    /// The DTZ field, when there is one (it may be empty).
    pub dtz: Option<&'a str>,
}

/// Why a tablebase label row could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LabelRowError(pub String);

/// Reads a row `fen,material,wdl[,dtz]`; the error says what is wrong with it.
pub fn parse_label_row(line: &str) -> Result<LabelRow<'_>, LabelRowError> {
    parse_row(line).map_err(LabelRowError)
}

fn parse_row(line: &str) -> Result<LabelRow<'_>, String> {
    let fields: Vec<&str> = line.split(',').collect();
    let (Some(&fen), Some(&material), Some(&wdl)) = (fields.first(), fields.get(1), fields.get(2))
    else {
        return Err(format!(
            "{} field(s), expected fen,material,wdl[,dtz]",
            fields.len()
        ));
    };
    let position = Position::from_fen(fen).map_err(|e| e.to_string())?;
    let wdl = wdl
        .trim()
        .parse::<i32>()
        .ok()
        .filter(|w| (-2..=2).contains(w))
        .ok_or_else(|| format!("bad wdl '{wdl}', expected -2 to 2"))?;
    Ok(LabelRow {
        fen,
        position,
        material,
        wdl,
        dtz: fields.get(3).copied(),
    })
}

/// The data rows of a label file: (line number, text), the header and blank lines left out.
pub fn label_rows(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .skip(1)
        .map(|(i, line)| (i + 1, line))
        .filter(|(_, line)| !line.trim().is_empty())
}

/// What `--verify` found: the tallies per endgame name, and the rows that could not be used.
#[derive(Clone, Debug, Default)]
pub struct Verification {
    /// Tallies keyed by [`EndgameId::name`] (`"none"` for positions without a module).
    pub table: BTreeMap<&'static str, Tally>,
    /// The rows that could not be read.
    pub skipped: SkippedRows,
}

/// Tallies per endgame name over every `*.csv` in `dir` (or the one file `dir` names).
pub fn verify(dir: &Path) -> anyhow::Result<Verification> {
    let files = label_files(dir)?;
    let mut ev = Evaluator::default();
    let mut result = Verification::default();
    for file in files {
        let text = crate::text::read_reporting(&file)?;
        for (number, line) in label_rows(&text) {
            let row = match parse_label_row(line) {
                Ok(row) => row,
                Err(reason) => {
                    result.skipped.note(&file, number, &reason.0);
                    continue;
                }
            };
            let (pos, wdl) = (&row.position, row.wdl);
            let b = ev.breakdown(pos);
            let id = b.material.endgame();
            let tally = result.table.entry(id.name()).or_default();
            tally.signatures.insert(row.material.to_string());
            let t = truth(pos, wdl);
            let c = claim(evaluate(pos, &b.material), b.white);
            tally.positions += 1;
            tally.agree += usize::from(c == Some(t));
            tally.draw_claims += usize::from(c == Some(Outcome::Draw));
            tally.undecided += usize::from(c.is_none());
            if t != Outcome::Draw {
                tally.wins += 1;
                tally.wins_called_draws += usize::from(c == Some(Outcome::Draw));
            }
            let flipped = pos.color_flipped();
            tally.asymmetric += usize::from(ev.breakdown(&flipped).white != -b.white);
            if id != EndgameId::None && is_exact_draw(pos, &b.material) {
                tally.exact_draws += 1;
                tally.exact_draw_errors += usize::from(t != Outcome::Draw);
            }
        }
    }
    Ok(result)
}

/// The table as Markdown, then the colour symmetry and the skipped rows.
pub fn render(verification: &Verification) -> String {
    let table = &verification.table;
    let mut out = String::from(
        "| endgame | signatures | positions | TB wins | draw claims | agreement % | undecided % | wins called draws % | exact draws (errors) |\n\
         | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    let mut total = Tally::default();
    for (name, t) in table {
        let sigs: Vec<&str> = t.signatures.iter().map(String::as_str).collect();
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} | {} | {:.1} | {:.1} | {:.2} | {} ({}) |",
            sigs.join(" "),
            t.positions,
            t.wins,
            t.draw_claims,
            t.agreement(),
            t.undecided_pct(),
            t.wins_called_draws_pct(),
            t.exact_draws,
            t.exact_draw_errors
        );
        total.positions += t.positions;
        total.agree += t.agree;
        total.wins += t.wins;
        total.wins_called_draws += t.wins_called_draws;
        total.draw_claims += t.draw_claims;
        total.undecided += t.undecided;
        total.exact_draws += t.exact_draws;
        total.exact_draw_errors += t.exact_draw_errors;
        total.asymmetric += t.asymmetric;
    }
    let _ = writeln!(
        out,
        "| **all** | | {} | {} | {} | {:.1} | {:.1} | {:.2} | {} ({}) |",
        total.positions,
        total.wins,
        total.draw_claims,
        total.agreement(),
        total.undecided_pct(),
        total.wins_called_draws_pct(),
        total.exact_draws,
        total.exact_draw_errors
    );
    let _ = writeln!(
        out,
        "\nColour symmetry: {} of {} positions evaluate differently from their colour-flipped mirror.",
        total.asymmetric, total.positions
    );
    out.push_str(&verification.skipped.render());
    out
}

#[cfg(test)]
mod tests;
