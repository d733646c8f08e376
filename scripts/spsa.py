#!/usr/bin/env python3
"""spsa.py - tune the search's parameters together by SPSA self-play at fixed nodes.

The engine must be built with the `tune` feature, which lists every `SearchParams` field as a
UCI spin option (start values and bounds are read from its `uci` reply):

    CARGO_TARGET_DIR=target/tune cargo build --release --features tune
    python3 scripts/spsa.py target/tune/release/slate --params rfp_margin:8,lmr_div:15 \\
        --iterations 3000 --nodes 15000 --concurrency 2 --out target/spsa

Each iteration plays one game pair (one opening of the shared 3-move book, both colours) between
theta + c*delta and theta - c*delta, delta a random sign per parameter, and moves theta by
R * c * (pair result) * delta: the simultaneous-perturbation rule as fishtest runs it
(c_k = c_end * (N/k)^0.101, a_k = a_end * ((A+N)/(A+k))^0.602, R_k = a_k / c_k^2, A = N/10,
a_end = r_end * c_end^2). `c_end` is given per parameter (name:c_end), `r_end` for all.
Workers run pairs side by side; a pair's update uses the theta it started from.

Output: `spsa.csv` (one row per finished pair: iteration, pair result, theta after it) and, at
the end, the final values as `setoption` lines in `final.txt`. Stop early with --minutes.
"""
import argparse
import csv
import math
import os
import random
import sys
import threading
import time
import zipfile

import chess
import chess.engine

ALPHA, GAMMA = 0.602, 0.101


def read_book(path):
    if path.endswith(".zip"):
        with zipfile.ZipFile(path) as z:
            text = z.read(z.namelist()[0]).decode()
    else:
        with open(path) as f:
            text = f.read()
    return [" ".join(l.split()[:4]) + " 0 1" for l in text.splitlines() if l.strip() and not l.startswith("#")]


def engine_specs(cmd):
    """Name -> (default, min, max) of the engine's spin options."""
    eng = chess.engine.SimpleEngine.popen_uci(cmd)
    try:
        return {name: (o.default, o.min, o.max) for name, o in eng.options.items() if o.type == "spin"}
    finally:
        eng.quit()


class Spsa:
    def __init__(self, names, start, bounds, c_end, r_end, n):
        self.names, self.theta, self.bounds = names, list(start), bounds
        self.c_end, self.n = c_end, n
        self.a_end = [r_end * c * c for c in c_end]
        self.big_a = 0.1 * n
        self.lock = threading.Lock()
        self.next_k, self.done = 1, 0

    def take(self):
        with self.lock:
            k = self.next_k
            self.next_k += 1
            return k, list(self.theta)

    def perturb(self, k, theta, rng):
        delta = [rng.choice((-1, 1)) for _ in self.names]
        c = [ce * (self.n / k) ** GAMMA for ce in self.c_end]
        plus, minus = [], []
        for i, (lo, hi) in enumerate(self.bounds):
            plus.append(min(hi, max(lo, round(theta[i] + c[i] * delta[i]))))
            minus.append(min(hi, max(lo, round(theta[i] - c[i] * delta[i]))))
        return delta, c, plus, minus

    def update(self, k, delta, c, result):
        with self.lock:
            for i, (lo, hi) in enumerate(self.bounds):
                a = self.a_end[i] * ((self.big_a + self.n) / (self.big_a + k)) ** ALPHA
                step = a / (c[i] * c[i]) * c[i] * result * delta[i]
                self.theta[i] = min(hi, max(lo, self.theta[i] + step))
            self.done += 1
            return list(self.theta)


def play_game(white, black, fen, nodes, gid):
    """1, 0.5 or 0 for white; scores adjudicated like match.py's defaults."""
    board = chess.Board(fen)
    engines = (white, black)
    last = {chess.WHITE: [], chess.BLACK: []}
    quiet = 0
    while True:
        if board.is_game_over(claim_draw=True):
            r = board.result(claim_draw=True)
            return {"1-0": 1.0, "0-1": 0.0}.get(r, 0.5)
        if board.ply() >= 400:
            return 0.5
        side = board.turn
        eng = engines[0] if side == chess.WHITE else engines[1]
        res = eng.play(board, chess.engine.Limit(nodes=nodes), game=gid, info=chess.engine.INFO_SCORE)
        if res.move is None:
            return 0.0 if side == chess.WHITE else 1.0
        score = res.info.get("score")
        cp = score.pov(chess.WHITE).score(mate_score=100000) if score else None
        board.push(res.move)
        if cp is None:
            continue
        last[side] = (last[side] + [cp])[-4:]
        lw, lb = last[chess.WHITE], last[chess.BLACK]
        if len(lw) == 4 and len(lb) == 4:
            if all(x >= 600 for x in lw + lb):
                return 1.0
            if all(x <= -600 for x in lw + lb):
                return 0.0
        quiet = quiet + 1 if abs(cp) <= 10 else 0
        if board.fullmove_number >= 40 and quiet >= 16:
            return 0.5


def worker(spsa, cmd, book, args, writer, wlock, stop_at, seed):
    a = chess.engine.SimpleEngine.popen_uci(cmd)
    b = chess.engine.SimpleEngine.popen_uci(cmd)
    try:
        while True:
            k, theta = spsa.take()
            if k > spsa.n or time.time() > stop_at:
                return
            rng = random.Random(seed * 1_000_003 + k)
            delta, c, plus, minus = spsa.perturb(k, theta, rng)
            a.configure(dict(zip(spsa.names, plus)))
            b.configure(dict(zip(spsa.names, minus)))
            fen = rng.choice(book)
            first = play_game(a, b, fen, args.nodes, (k, 0))
            second = 1.0 - play_game(b, a, fen, args.nodes, (k, 1))
            result = (first + second) * 2 - 2  # plus's points minus minus's points, -2..2
            after = spsa.update(k, delta, c, result)
            with wlock:
                writer.writerow([k, result] + [f"{t:.2f}" for t in after])
                if spsa.done % 25 == 0:
                    shown = " ".join(f"{n}={t:.1f}" for n, t in zip(spsa.names, after))
                    print(f"{spsa.done} pairs: {shown}", flush=True)
    finally:
        a.quit()
        b.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engine")
    ap.add_argument("--params", required=True, help="name:c_end,... (c_end: perturbation at the end)")
    ap.add_argument("--iterations", type=int, default=2000, help="game pairs (N)")
    ap.add_argument("--nodes", type=int, default=15000)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--r-end", type=float, default=0.02)
    ap.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--openings", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared",
                                                       "data", "openings", "noob_3moves.epd.zip"))
    ap.add_argument("--out", default="target/spsa")
    args = ap.parse_args()

    specs = engine_specs(args.engine)
    names, c_end = [], []
    for item in args.params.split(","):
        name, c = item.split(":")
        if name not in specs:
            sys.exit(f"the engine has no spin option '{name}' (built with --features tune?)")
        names.append(name)
        c_end.append(float(c))
    start = [specs[n][0] for n in names]
    bounds = [(specs[n][1], specs[n][2]) for n in names]
    book = read_book(args.openings)
    os.makedirs(args.out, exist_ok=True)
    spsa = Spsa(names, start, bounds, c_end, args.r_end, args.iterations)
    stop_at = time.time() + args.minutes * 60 if args.minutes > 0 else math.inf
    with open(os.path.join(args.out, "spsa.csv"), "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["pair", "result"] + names)
        writer.writerow([0, 0] + start)
        wlock = threading.Lock()
        threads = [threading.Thread(target=worker, args=(spsa, args.engine, book, args, writer, wlock,
                                                         stop_at, args.seed))
                   for i in range(args.concurrency)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    lines = [f"setoption name {n} value {round(t)}   # start {s}, tuned {t:.2f}"
             for n, t, s in zip(names, spsa.theta, start)]
    with open(os.path.join(args.out, "final.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{spsa.done} pairs played")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
