//! Slate's code forms layers, and a layer may use only the layers below it
//! (docs/architecture.md). Two checks: the workspace's crates depend only on crates of lower
//! layers (from `cargo metadata`), and inside the engine crate every `crate::MODULE` reference
//! outside comments points to the module's own layer or below.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The workspace's crates, bottom to top. A crate may depend on crates of lower layers only.
const CRATE_LAYERS: &[&[&str]] = &[
    &["slate-base"],
    &["slate-board"],
    &["slate-material", "slate-learn"],
    &["slate"],
];

/// The engine crate's modules, bottom to top. A module may use modules of lower layers and of
/// its own layer. The first layer is what the library crates below give (re-exported by
/// `lib.rs`); `board` is the position with the evaluation's state, so it sits above `eval`.
const LAYERS: &[&[&str]] = &[
    &[
        "score",
        "text",
        "memory",
        "safe_file",
        "test_skip",
        "pgn",
        "material",
        "endgame",
        "learn",
    ],
    &["eval"],
    &["board"],
    &["perft", "endgame_check"],
    &["tt", "syzygy"],
    &["search"],
    &["book"],
    &["tune", "datagen", "bench", "uci", "fuzz", "learn_cli"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The top-level module a source file belongs to (`src/search/see/tests.rs` → `search`).
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
fn every_engine_module_uses_only_its_own_layer_and_those_below() {
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
    assert!(
        upward.is_empty(),
        "upward imports (a module may use only lower layers): {upward:#?}"
    );
}

#[test]
fn every_crate_depends_only_on_crates_below_it() {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let layer = |name: &str| CRATE_LAYERS.iter().position(|l| l.contains(&name));
    let mut seen = BTreeSet::new();
    for package in meta["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        let Some(own) = layer(name) else {
            panic!("crate {name} has no layer: add it to CRATE_LAYERS");
        };
        seen.insert(name.to_string());
        for dep in package["dependencies"].as_array().unwrap() {
            let dep_name = dep["name"].as_str().unwrap();
            if let Some(theirs) = layer(dep_name) {
                assert!(
                    theirs < own,
                    "{name} depends on {dep_name}, which is not in a lower layer"
                );
            }
        }
    }
    let all: BTreeSet<String> = CRATE_LAYERS
        .iter()
        .flat_map(|l| l.iter().map(|n| n.to_string()))
        .collect();
    assert_eq!(seen, all, "CRATE_LAYERS names the workspace's crates");
}

#[test]
fn references_are_found_in_code_not_in_comments() {
    let text = "use crate::board::Position;\n/// see [`x`](crate::eval)\nlet a = crate::tt::X; // crate::uci\n";
    let found: Vec<String> = references(text).into_iter().collect();
    assert_eq!(found, ["board", "tt"]);
}
