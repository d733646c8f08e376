#!/bin/bash
# What each evaluation group gains: builds Slate once as it is and once per group with the group
# switched off (SLATE_EVAL_OFF, see README "Evaluation and tuning"), then runs an SPRT [0, 10] at
# 10+0.1 of the full engine against each reduced one. One log per group in OUT. The groups are
# the hand-written evaluation's, so every binary is built with it (--no-default-features: no
# network).
#
#   scripts/eval_ablation.sh [OUT] [GROUP ...]
#
# OUT defaults to target/ablation; groups default to the five measured for issue 6. A group may
# name several build-time groups joined by commas (pawns,passers). CONCURRENCY (default 1) is
# passed to match.py. Needs python-chess and ../shared/tools/match.py; runs for hours.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/ablation}
shift || true
groups=("$@")
if [ ${#groups[@]} -eq 0 ]; then
  groups=(psqt mobility pawns,passers king threats,pieces,tempo)
fi
mkdir -p "$out/bin"
# Many openings, so that a long SPRT does not replay the same games.
python3 scripts/sample_positions.py --zip ../shared/data/openings/noob_3moves.epd.zip \
  --max-men 32 --count 1000 --seed 6 --out "$out/openings.epd"
cargo build --release --bin slate -q --no-default-features
cp target/release/slate "$out/bin/slate-full"
for g in "${groups[@]}"; do
  SLATE_EVAL_OFF=$g CARGO_TARGET_DIR="$out/target" cargo build --release --bin slate -q --no-default-features
  cp "$out/target/release/slate" "$out/bin/slate-no-${g//,/-}"
done
for g in "${groups[@]}"; do
  name=no-${g//,/-}
  python3 ../shared/tools/match.py "$out/bin/slate-full" "$out/bin/slate-$name" \
    --name1 slate-full --name2 "slate-$name" --tc 10+0.1 --sprt 0 10 --games 2000 \
    --concurrency "${CONCURRENCY:-1}" --openings "$out/openings.epd" \
    --pgn "$out/$name.pgn" > "$out/$name.log" 2>&1
  echo "$name: $(tail -n 1 "$out/$name.log")"
done
