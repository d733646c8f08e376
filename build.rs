//! Refuses to build with a network file that is damaged or of another shape than the engine's
//! (the `network` feature compiles `src/eval/network/network.bin` in).

#[allow(dead_code)]
#[path = "src/eval/network/file.rs"]
mod file;

fn main() {
    const NET: &str = "src/eval/network/network.bin";
    println!("cargo:rerun-if-changed={NET}");
    println!("cargo:rerun-if-changed=src/eval/network/file.rs");
    if std::env::var_os("CARGO_FEATURE_NETWORK").is_none() {
        return;
    }
    // The shape the engine is built with (src/eval/network/mod.rs: INPUTS, HIDDEN, BUCKETS;
    // INPUTS is 768 per king bucket).
    let (inputs, hidden, buckets) = (3072, 256, 8);
    let bytes = std::fs::read(NET).unwrap_or_else(|e| panic!("{NET}: {e}"));
    if let Err(e) = file::check(&bytes, inputs, hidden, buckets) {
        panic!("{NET}: {e}");
    }
}
