#!/usr/bin/env bash
# soak.sh - the reliability soak: GAMES games at 1+0.01 against a ladder engine, learning on, two
# Slate processes at a time sharing ONE learning store (two matches run side by side, each with
# half the games). Afterwards: crashes, time losses and illegal moves from both matches' reports,
# and `slate learn verify` on the shared store. Exit 1 if anything went wrong.
#
#   [SLATE=target/release/slate] [OPPONENT=glaurung] [OVERHEAD=100] \
#     scripts/soak.sh [GAMES=1000] [OUT=target/soak]
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000}"
out="${2:-target/soak}"
slate="${SLATE:-target/release/slate}"
opponent="${OPPONENT:-/usr/games/glaurung}"
mkdir -p "$out"
rm -f "$out"/store.sqlite* "$out"/match-*.txt "$out"/match-*.pgn
unzip -p ../shared/data/openings/noob_3moves.epd.zip > "$out/openings.epd"
half=$((games / 2))
for side in a b; do
  python3 ../shared/tools/match.py "$slate" "$opponent" --name1 "slate-$side" --name2 "$(basename "$opponent")" \
    --option1 Learning=on --option1 "Learning File=$out/store.sqlite" \
    --option1 "Move Overhead=${OVERHEAD:-100}" \
    --tc 1+0.01 --games "$half" --concurrency 1 --threads 1 \
    --openings "$out/openings.epd" --shuffle --seed "$([ $side = a ] && echo 1 || echo 2)" \
    --pgn "$out/match-$side.pgn" > "$out/match-$side.txt" 2>&1 &
done
wait
status=0
for side in a b; do
  echo "== match $side"; grep -E "^(Match|slate-|terminations|elo)" "$out/match-$side.txt" || true
  # Problems that are Slate's: its crashes, time losses, illegal or missing moves.
  if grep -A50 "^problems:" "$out/match-$side.txt" | grep -E "slate-$side" ; then status=1; fi
done
echo "== learn verify"
"$slate" learn --file "$out/store.sqlite" verify || status=1
"$slate" learn --file "$out/store.sqlite" stats || true
exit $status
