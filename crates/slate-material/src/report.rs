//! `slate material FEN`: everything the material subsystem knows about a position, in words.

use super::cache::MaterialCache;
use super::config::MaterialConfig;
use super::entry::MaterialEntry;
use super::imbalance::Breakdown;
use super::scale::ScaleFactor;
use super::score::{PHASE_MAX, Score};
use super::signature::{COUNTED_PIECES, SideCounts};
use super::state::MaterialPosition;
use super::table::MaterialTable;
use slate_board::{Color, FenError};
use std::fmt::Write;

fn side_counts(side: SideCounts) -> String {
    COUNTED_PIECES
        .iter()
        .map(|&p| format!("{}{}", side.get(p), char::from(p).to_ascii_uppercase()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn signed(score: Score) -> String {
    format!("{:+6} mg {:+6} eg", score.mg, score.eg)
}

/// The report for `fen` under `config`; a bad FEN is an error, never a panic.
pub fn describe(fen: &str, config: MaterialConfig) -> Result<String, FenError> {
    let pos = MaterialPosition::from_fen(fen)?;
    let state = *pos.state();
    let sig = state.signature();
    let counts = sig.counts();
    let mut cache = MaterialCache::new(MaterialTable::for_config(config));
    let (entry, source) = cache.probe_traced(&state);
    let scratch = MaterialEntry::compute(&config, &counts);

    let mut out = String::new();
    // Writing to a String cannot fail.
    let mut line = |text: String| {
        let _ = writeln!(out, "{text}");
    };
    line(format!("position          {}", pos.fen(false)));
    line(format!("material          {sig}"));
    line(format!(
        "signature         {:#012x} (White {:#07x}, Black {:#07x}; nibbles P N B R Q from the low end)",
        sig.raw(),
        sig.side_bits(Color::White),
        sig.side_bits(Color::Black)
    ));
    line(format!(
        "counts            White {}   Black {}",
        side_counts(counts.white),
        side_counts(counts.black)
    ));
    line(format!(
        "symmetric hash    {:#018x} (slot {} of {}), flip bit {} ({})",
        sig.symmetric_hash(),
        sig.hash_slot(cache.hash_slots().trailing_zeros()),
        cache.hash_slots(),
        u8::from(sig.is_flipped()),
        if sig.is_flipped() {
            "Black's half is larger: cached as the colour mirror"
        } else {
            "cached as it stands"
        }
    ));
    line(match state.table_index() {
        Some(index) => format!("index             {}", index.get()),
        None => "index             out of range → hash".to_string(),
    });
    line(format!("source            {source}"));
    line(format!(
        "config            values {}, imbalance {}, trade-down {}",
        config.values,
        if config.imbalance { "on" } else { "off" },
        if config.trade_down { "on" } else { "off" }
    ));
    line("terms (White's point of view):".to_string());
    let breakdown = Breakdown::new(&config, &counts);
    for (term, value) in breakdown.iter() {
        let note = if term.enabled(&config) { "" } else { " (off)" };
        line(format!("  {:<24}{}{note}", term.name(), signed(value)));
    }
    line(format!("  {:<24}{}", "total", signed(breakdown.total())));
    line(format!("stored            {}", signed(entry.score())));
    line(format!(
        "phase             {} of {PHASE_MAX}",
        entry.phase()
    ));
    line(format!(
        "value             {:+} cp for White (tapered, before scaling)",
        entry.value(Color::White)
    ));
    let scale = |c: Color| {
        let f = entry.scale(c).get();
        format!("{f}/{}", ScaleFactor::NORMAL.get())
    };
    line(format!(
        "scale factors     White {}, Black {}",
        scale(Color::White),
        scale(Color::Black)
    ));
    let endgame = entry.endgame();
    line(format!(
        "endgame           {}{}",
        endgame.name(),
        if endgame == super::EndgameId::None {
            String::new()
        } else {
            format!(", strong side {:?}", entry.endgame_strong_side())
        }
    ));
    line(format!(
        "check             {}",
        if entry == scratch {
            "entry equals the computation from scratch"
        } else {
            "MISMATCH with the computation from scratch"
        }
    ));
    Ok(out)
}
