//! The engine's modules form layers, and a module may use only the layers below it
//! (docs/architecture.md). This test reads every source file, finds each `crate::MODULE`
//! reference outside comments, and fails on an upward one that is not in the list of known
//! crossings below — and on a listed crossing that is gone, so that the list only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Bottom to top. A module may use modules of lower layers and of its own layer.
const LAYERS: &[&[&str]] = &[
    &["score", "text", "memory", "safe_file", "test_skip"],
    &["board"],
    &["pgn", "perft"],
    &["material"],
    &["endgame"],
    &["eval"],
    &["tt", "syzygy"],
    &["learn"],
    &["search"],
    &["book"],
    &["tune", "datagen", "bench", "uci", "fuzz"],
];

/// Upward imports that exist today (issue 64: the incremental evaluation state lives in the
/// board, the material table asks the endgame modules and the evaluation). Remove a line when
/// its crossing is gone; never add one.
const KNOWN_CROSSINGS: &[(&str, &str)] = &[
    ("board", "eval"),
    ("board", "material"),
    ("material", "endgame"),
    ("material", "eval"),
    ("endgame", "eval"),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The top-level module a source file belongs to (`src/learn/store/mod.rs` → `learn`).
fn module_of(path: &Path, src: &Path) -> Option<String> {
    let rel = path.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib" && name != "main").then(|| name.to_string())
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `crate::NAME` in the code of `text` (comment lines left out: doc links are no
/// dependency).
fn references(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let after = &rest[at + "crate::".len()..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
            rest = after;
        }
    }
    out
}

#[test]
fn every_module_uses_only_the_layers_below_it_but_for_the_known_crossings() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut uses: BTreeMap<(String, String), String> = BTreeMap::new();
    for file in &files {
        let Some(module) = module_of(file, &src) else {
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for used in references(&text) {
            if used != module {
                uses.entry((module.clone(), used))
                    .or_insert_with(|| file.display().to_string());
            }
        }
    }
    let mut unknown_modules = Vec::new();
    let mut upward = BTreeSet::new();
    for ((from, to), file) in &uses {
        match (layer_of(from), layer_of(to)) {
            (Some(a), Some(b)) if b > a => {
                upward.insert((from.clone(), to.clone(), file.clone()));
            }
            (Some(_), Some(_)) => {}
            _ => unknown_modules.push(format!("{from} -> {to} ({file})")),
        }
    }
    assert!(
        unknown_modules.is_empty(),
        "modules without a layer (add them to LAYERS): {unknown_modules:#?}"
    );
    let new: Vec<_> = upward
        .iter()
        .filter(|(a, b, _)| !KNOWN_CROSSINGS.contains(&(a.as_str(), b.as_str())))
        .collect();
    assert!(
        new.is_empty(),
        "upward imports (a module may use only lower layers): {new:#?}"
    );
    let gone: Vec<_> = KNOWN_CROSSINGS
        .iter()
        .filter(|(a, b)| !upward.iter().any(|(x, y, _)| x == a && y == b))
        .collect();
    assert!(
        gone.is_empty(),
        "crossings no longer there: remove them from KNOWN_CROSSINGS: {gone:?}"
    );
}

#[test]
fn references_are_found_in_code_not_in_comments() {
    let text = "use crate::board::Position;\n/// see [`x`](crate::eval)\nlet a = crate::tt::X; // crate::uci\n";
    let found: Vec<String> = references(text).into_iter().collect();
    assert_eq!(found, ["board", "tt"]);
}
