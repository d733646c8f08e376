#!/usr/bin/env bash
# learning_no_harm.sh - does learning cost anything where nothing repeats? Slate with learning on
# (a fresh store) plays Slate with learning off (the fixed opponent) at 10+0.1 from openings that
# are never met again: N distinct positions sampled from the shared 3-move book, each played
# with both colours. Prints match.py's Elo with its 95 % interval; games go to OUT/no-harm.pgn.
#
#   [SLATE=target/release/slate] [SEED=2026] [OVERHEAD=30] [ON_SIDE=1] [TC=10+0.1] \
#     scripts/learning_no_harm.sh [GAMES=200] [OUT=target/learning-no-harm] [CONCURRENCY=2]
# SEED picks the opening sample; OVERHEAD is both engines' Move Overhead in ms (raise it on a
# loaded machine so that no game is lost on time). ON_SIDE=2 makes learning on match.py's second
# engine (its results are then printed for learning off): with runs of both sides, a bias of the
# harness towards one side cancels out. TC=nodes=20000 plays at fixed nodes: then every game with
# learning on should be the game learning off plays (pentanomial all DD: each pair splits 1-1).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-200}"
out="${2:-target/learning-no-harm}"
concurrency="${3:-2}"
book=../shared/data/openings/noob_3moves.epd.zip
mkdir -p "$out"
rm -f "$out/store.sqlite" "$out/store.sqlite-wal" "$out/store.sqlite-shm"
# A fixed sample (seeded), so the run can be repeated exactly.
python3 - "$book" "$((games / 2))" "${SEED:-2026}" > "$out/openings.epd" <<'PY'
import random, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    lines = z.read(z.namelist()[0]).decode().splitlines()
random.Random(int(sys.argv[3])).shuffle(lines)
print("\n".join(lines[: int(sys.argv[2])]))
PY
slate="${SLATE:-target/release/slate}"
on=(--option1 Learning=on --option1 "Learning File=$out/store.sqlite")
names=(--name1 slate-learning-on --name2 slate-learning-off)
if [ "${ON_SIDE:-1}" = 2 ]; then
  on=(--option2 Learning=on --option2 "Learning File=$out/store.sqlite")
  names=(--name1 slate-learning-off --name2 slate-learning-on)
fi
python3 ../shared/tools/match.py "$slate" "$slate" "${names[@]}" "${on[@]}" \
  --option1 "Move Overhead=${OVERHEAD:-30}" --option2 "Move Overhead=${OVERHEAD:-30}" \
  --tc "${TC:-10+0.1}" --games "$games" --concurrency "$concurrency" --threads 1 \
  --openings "$out/openings.epd" --pgn "$out/no-harm.pgn" | tee "$out/result.txt"
