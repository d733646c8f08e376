#!/usr/bin/env bash
# Background self-play for the network's training data (issue 66), one generator per core at the
# lowest priority, each with a seed never used before, into data/selfplay/ (committed: only the
# repository survives a session).
#
#   scripts/selfplay.sh start [CORES] [TAG]   # build, copy the binary aside, start generators
#   scripts/selfplay.sh status                # what the files hold so far
#   scripts/selfplay.sh stop                  # stop them (each file keeps its whole games)
#
# A stopped generator may leave its last game cut off: `stop` removes it (`slate games --trim`), as
# `slate datagen` does before it appends; `train-network` reads every whole game before one.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=data/selfplay
RUN=target/selfplay
mkdir -p "$DIR" "$RUN"

next_seed() {
  # One more than the largest seed of any file here (seeds never repeat across sessions).
  local max=0 s
  for f in "$DIR"/*-seed*.games; do
    [ -e "$f" ] || continue
    s=${f##*-seed}; s=${s%.games}
    [[ "$s" =~ ^[0-9]+$ ]] && [ "$s" -gt "$max" ] && max=$s
  done
  echo $((max + 1))
}

case "${1:-}" in
  start)
    cores=${2:-$(nproc)}
    tag=${3:-$(date -u +%Y%m%d)}
    cargo build --release -q
    cp target/release/slate "$RUN/slate"   # rebuilds during the session do not touch it
    commit=$(git rev-parse --short HEAD)
    seed=$(next_seed)
    for ((i = 0; i < cores; i++)); do
      out="$DIR/$tag-seed$((seed + i)).games"
      # With the kernel's autogroups, `nice` orders processes only inside their session's group,
      # and each group competes with the others at full weight: so each generator gets a session
      # (a group) of its own and lowers that group's priority too; else the generators take half
      # the cores from whatever else runs.
      nohup setsid sh -c 'echo 19 >/proc/self/autogroup 2>/dev/null; exec nice -n 19 "$@"' sh \
        "$RUN/slate" datagen --format games --out "$out" --games 1000000 \
        --nodes 5000 --seed $((seed + i)) --threads 1 >"$RUN/seed$((seed + i)).log" 2>&1 &
      echo $! >>"$RUN/pids"
      echo "started $out (seed $((seed + i)), binary of $commit, pid $!)"
    done
    ;;
  status)
    "$RUN/slate" games "$DIR"/*.games 2>/dev/null || target/release/slate games "$DIR"/*.games || true
    ;;
  stop)
    if [ -f "$RUN/pids" ]; then
      while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$RUN/pids"
      rm -f "$RUN/pids"
    fi
    sleep 1
    # Whole games only in what is committed: a cut-off last game is removed (and said).
    "$RUN/slate" games --trim "$DIR"/*.games
    ;;
  *)
    sed -n '2,12p' "$0"
    exit 2
    ;;
esac
