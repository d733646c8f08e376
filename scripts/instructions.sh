#!/usr/bin/env bash
# instructions.sh - exact cost of `slate bench` in instructions, for speed changes that keep the
# search tree (the same `nodes`): unlike time on this shared machine it does not move from run to
# run. Each binary runs `bench` and `bench 1` (start-up: tables, bitbases) under callgrind; the
# difference divided by the nodes is the search's cost per node.
#
# Valgrind cannot decode AVX-512, which `target-cpu=native` may use here, so build for x86-64-v3:
#   RUSTFLAGS="-C target-cpu=x86-64-v3" CARGO_TARGET_DIR=target/v3 cargo build --release
#   scripts/instructions.sh OLD_BINARY target/v3/release/slate
set -euo pipefail
command -v valgrind >/dev/null || { echo "valgrind not found (apt-get install valgrind)"; exit 1; }
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | awk '/Collected/ {print $NF}'
}
first=""
for bin in "$@"; do
  nodes=$("$bin" bench | awk '/^nodes/ {print $2}')
  total=$(count "$bin" bench)
  startup=$(count "$bin" bench 1)
  per_node=$(( (total - startup) / nodes ))
  first=${first:-$per_node}
  ratio=$(awk -v a="$per_node" -v b="$first" 'BEGIN {printf "%.3f", a / b}')
  echo "$bin: nodes $nodes, instructions $total (start-up $startup), search $per_node per node, ratio $ratio"
done
