#!/usr/bin/env python3
"""engine_labels.py - label EPD positions with a UCI engine's expected score, for `slate tune`.

Each position is searched alone (`ucinewgame` first: a shallow search that inherits another
position's hash entries can report a different result) to a fixed depth with `UCI_ShowWDL`, and
the engine's win/draw/loss figures become White's expected score (W + D/2, in [0, 1]). With
`--mix L` the label is L * engine + (1 - L) * the game result the line carries (`c9 "1-0";`).
Lines are written as `<4 FEN fields> [score]`, which `slate tune --data` reads. Positions the
engine gives no WDL for are left out (counted on stderr).

    python3 scripts/engine_labels.py ../shared/data/tuning/labeled_quiet_positions.epd \
        labels.epd --engine /usr/games/stockfish --depth 7 [--mix 1.0] [--shards 2]

`--shards N` runs N engine processes at once, each on every N-th line; the output interleaves
them again (the input's order when no position is left out).
"""
import argparse
import multiprocessing
import re
import subprocess
import sys

WDL = re.compile(r" wdl (\d+) (\d+) (\d+)")
RESULTS = {'"1-0"': 1.0, '"0-1"': 0.0, '"1/2-1/2"': 0.5}


def game_result(line):
    for token, value in RESULTS.items():
        if token in line:
            return value
    return None


def read_labels(path):
    """Yields (position, label, line) for each labelled line of a file this script wrote."""
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 5 and fields[4].startswith("["):
                yield " ".join(fields[:4]), float(fields[4].strip("[]")), line


def label_shard(args):
    lines, engine, depth, mix = args
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)

    def send(cmd):
        proc.stdin.write(cmd + "\n")
        proc.stdin.flush()

    def until(prefix):
        for out in proc.stdout:
            if out.startswith(prefix):
                return
        raise RuntimeError(f"{engine} ended before '{prefix}'")

    send("uci")
    until("uciok")
    for option in ("UCI_ShowWDL value true", "Threads value 1", "Hash value 1"):
        send(f"setoption name {option}")
    send("isready")
    until("readyok")
    labelled, missing = [], 0
    for line in lines:
        fields = line.split()
        if len(fields) < 4:
            missing += 1
            continue
        fen = " ".join(fields[:4])
        result = game_result(line)
        if mix < 1.0 and result is None:
            missing += 1
            continue
        send("ucinewgame")
        send(f"position fen {fen} 0 1")
        send(f"go depth {depth}")
        wdl = None
        for out in proc.stdout:
            m = WDL.search(out)
            if m:
                wdl = tuple(map(int, m.groups()))
            if out.startswith("bestmove"):
                break
        if wdl is None:
            missing += 1
            continue
        win, draw, _ = wdl
        score = (win + draw / 2) / 1000.0
        if fields[1] == "b":
            score = 1.0 - score
        if mix < 1.0:
            score = mix * score + (1.0 - mix) * result
        labelled.append(f"{fen} [{score:.4f}]")
    send("quit")
    proc.wait()
    return labelled, missing


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument("--depth", type=int, default=7)
    ap.add_argument("--mix", type=float, default=1.0,
                    help="weight of the engine's score against the line's game result")
    ap.add_argument("--shards", type=int, default=1)
    a = ap.parse_args()
    if not 0.0 <= a.mix <= 1.0:
        sys.exit("--mix must be within 0 and 1")
    with open(a.input) as f:
        lines = [l for l in f if l.strip()]
    n = max(1, a.shards)
    jobs = [(lines[i::n], a.engine, a.depth, a.mix) for i in range(n)]
    with multiprocessing.Pool(n) as pool:
        parts = pool.map(label_shard, jobs)
    with open(a.output, "w") as out:
        iters = [iter(p) for p, _ in parts]
        alive = list(range(n))
        while alive:
            for i in list(alive):
                nxt = next(iters[i], None)
                if nxt is None:
                    alive.remove(i)
                else:
                    out.write(nxt + "\n")
    missing = sum(m for _, m in parts)
    print(f"{sum(len(p) for p, _ in parts)} labelled, {missing} left out", file=sys.stderr)


if __name__ == "__main__":
    main()
