#!/usr/bin/env bash
# sprt.sh - does a change gain Elo? New binary against old, self-play SPRT from balanced openings
# of the shared 3-move book (both colours of each), then the node-time check: `bench` nps of both,
# alternating, medians of REPEATS runs. At fixed nodes the match measures what a node is worth;
# the nps ratio says what the change costs in speed.
#
#   [TC=nodes=25000] [ELO0=0] [ELO1=10] [GAMES=2000] [CONCURRENCY=2] [SEED=99] [REPEATS=5] \
#     [NEW_OPTIONS="name=value ..."] scripts/sprt.sh NEW_BINARY OLD_BINARY [OUT=target/sprt]
#
# NEW_OPTIONS are UCI options for the new binary only (e.g. the values `scripts/spsa.py` found,
# for a build with `--features tune`).
set -euo pipefail
cd "$(dirname "$0")/.."
new="$1"
old="$2"
out="${3:-target/sprt}"
mkdir -p "$out"
python3 - ../shared/data/openings/noob_3moves.epd.zip "${SEED:-99}" > "$out/openings.epd" <<'PY'
import random, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    lines = z.read(z.namelist()[0]).decode().splitlines()
random.Random(int(sys.argv[2])).shuffle(lines)
print("\n".join(lines[:5000]))
PY
new_options=()
for o in ${NEW_OPTIONS:-}; do new_options+=(--option1 "$o"); done
python3 ../shared/tools/match.py "$new" "$old" --name1 new --name2 old "${new_options[@]}" \
  --tc "${TC:-nodes=25000}" --games "${GAMES:-2000}" --concurrency "${CONCURRENCY:-2}" \
  --threads 1 --openings "$out/openings.epd" --sprt "${ELO0:-0}" "${ELO1:-10}" \
  --pgn "$out/sprt.pgn" -q | tee "$out/result.txt"
python3 - "$new" "$old" "${REPEATS:-5}" <<'PY' | tee -a "$out/result.txt"
import re, statistics, subprocess, sys
new, old, reps = sys.argv[1], sys.argv[2], int(sys.argv[3])
def nps(binary):
    out = subprocess.run([binary, "bench"], capture_output=True, text=True).stdout
    return int(re.search(r"^nps\s+(\d+)", out, re.M).group(1))
runs = {new: [], old: []}
for _ in range(reps):
    for b in (new, old):
        runs[b].append(nps(b))
n, o = statistics.median(runs[new]), statistics.median(runs[old])
print(f"bench nps, median of {reps}: new {n:.0f}, old {o:.0f}, ratio {n / o:.3f}")
PY
