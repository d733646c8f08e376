//! Slate's probes checked against tablebase labels (`slate endgames --verify DIR --syzygy PATH`):
//! the same CSV files as the endgame verification, `fen,material,wdl,dtz` from python-chess.

use super::{Tablebases, Wdl};
use crate::endgame_check::{SkippedRows, label_files, label_rows, parse_label_row};
use std::fmt::Write as _;
use std::path::Path;

/// How many labels the probes reproduce.
#[derive(Clone, Debug, Default)]
pub struct ProbeCheck {
    /// Labelled positions whose material has a WDL table here.
    pub positions: usize,
    /// Labelled positions without a table (not checked).
    pub without_table: usize,
    /// Positions whose probed WDL equals the label.
    pub wdl_agree: usize,
    /// Positions with a DTZ label and a DTZ table.
    pub dtz_checked: usize,
    /// Positions of those whose root DTZ probe equals the label.
    pub dtz_agree: usize,
    /// The first disagreements, as `fen: label vs probe`.
    pub mismatches: Vec<String>,
    /// Rows that could not be read.
    pub skipped: SkippedRows,
}

impl ProbeCheck {
    /// Whether every checked WDL and DTZ label was reproduced.
    pub fn all_agree(&self) -> bool {
        self.wdl_agree == self.positions && self.dtz_agree == self.dtz_checked
    }

    /// A summary line, the first disagreements and the skipped rows, for the terminal.
    pub fn render(&self) -> String {
        let mut out = format!(
            "Syzygy probes: WDL agrees on {} of {} labelled positions, DTZ on {} of {}; \
             {} positions have no table here\n",
            self.wdl_agree, self.positions, self.dtz_agree, self.dtz_checked, self.without_table
        );
        for m in &self.mismatches {
            let _ = writeln!(out, "  disagrees: {m}");
        }
        out.push_str(&self.skipped.render());
        out
    }
}

/// Probes every labelled position of the CSV files in `dir` (or the file `dir`).
pub fn check_labels(tables: &Tablebases, dir: &Path) -> anyhow::Result<ProbeCheck> {
    let mut check = ProbeCheck::default();
    for file in label_files(dir)? {
        let text = crate::text::read_reporting(&file)?;
        for (number, line) in label_rows(&text) {
            let row = match parse_label_row(line) {
                Ok(row) => row,
                Err(reason) => {
                    check.skipped.note(&file, number, &reason.0);
                    continue;
                }
            };
            let (fen, pos, wdl) = (row.fen, &row.position, row.wdl);
            let board = pos.board();
            if !tables.has_wdl(board) {
                check.without_table += 1;
                continue;
            }
            check.positions += 1;
            let probed = tables.probe_wdl(board).map(Wdl::value);
            let mut agree = probed == Some(wdl);
            check.wdl_agree += usize::from(agree);
            let dtz = row.dtz.and_then(|d| d.trim().parse::<i32>().ok());
            let mut probed_dtz = None;
            if let Some(dtz) = dtz.filter(|_| tables.has_dtz(board)) {
                probed_dtz = tables.probe_root(board).map(|r| r.dtz);
                check.dtz_checked += 1;
                check.dtz_agree += usize::from(probed_dtz == Some(dtz));
                agree &= probed_dtz == Some(dtz);
            }
            if !agree && check.mismatches.len() < 10 {
                check.mismatches.push(format!(
                    "{fen}: wdl {wdl} dtz {dtz:?}, probed {probed:?} {probed_dtz:?}"
                ));
            }
        }
    }
    Ok(check)
}
