//! The README's library snippet compiles as shown, in a function returning `anyhow::Result`
//! (the errors of Slate's public API are typed, so `?` converts them), and runs.

use slate::board::Position;
use slate::search::{Limits, Searcher};

/// The snippet, as the README has it (checked below, so the two cannot drift apart).
const SNIPPET: &str = r#"use slate::board::Position;
use slate::search::{Limits, Searcher};

let mut searcher = Searcher::new(16)?;                      // 16 MB hash; reuse it
let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")?;
let result = searcher.analyse(&pos, Limits { depth: Some(8), ..Limits::default() });
// result.best, result.score (cp, or mate as in slate::search::score), result.pv, result.nodes"#;

fn snippet() -> anyhow::Result<slate::search::SearchResult> {
    let mut searcher = Searcher::new(16)?; // 16 MB hash; reuse it
    let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")?;
    let result = searcher.analyse(
        &pos,
        Limits {
            depth: Some(8),
            ..Limits::default()
        },
    );
    Ok(result)
}

#[test]
fn the_readme_library_snippet_compiles_with_anyhow_and_finds_the_mate() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        readme.contains(SNIPPET),
        "README's snippet changed: update tests/readme_snippet.rs with it"
    );
    let result = snippet().unwrap();
    // Back-rank mate: Ra8#.
    assert_eq!(result.score, slate::search::score::mate_in(1));
    assert!(result.best.is_some());
}
