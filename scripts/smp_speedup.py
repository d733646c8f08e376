#!/usr/bin/env python3
"""smp_speedup.py - time to depth with several search threads against one (Lazy SMP).

For each of the bench's positions (or an EPD file's), a fresh engine with a cleared hash searches
`go depth D` with Threads 1 and with Threads N, alternately, `--repeats` times each; the wall time
to the bestmove is recorded. Prints per position the median times and their ratio, and over all
positions the geometric mean and the median of the ratios (the speed-up).

Speed figures on a shared machine: run it when nothing else is running, and compare only figures
of one run (both thread counts are measured side by side, interleaved).

    scripts/smp_speedup.py [--engine target/release/slate] [--depth 15] [--threads 2]
                           [--positions 20] [--repeats 3] [--hash 64] [--epd FILE]
"""
import argparse
import math
import statistics
import subprocess
import time


def bench_positions(engine):
    out = subprocess.run([engine, "bench", "1"], capture_output=True, text=True, check=True).stdout
    fens = []
    for line in out.splitlines():
        if " nodes " in line:
            fens.append(line.split(" nodes ", 1)[1].strip())
    return fens


def epd_positions(path):
    fens = []
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 4 and not line.startswith("#"):
                fens.append(" ".join(fields[:4]) + " 0 1")
    return fens


class Engine:
    def __init__(self, cmd, threads, hash_mb):
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send(f"setoption name Threads value {threads}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine ended")
            if line.startswith(word):
                return line

    def time_to_depth(self, fen, depth):
        self.send("ucinewgame")
        self.send(f"position fen {fen}")
        self.send("isready")
        self.wait("readyok")
        start = time.perf_counter()
        self.send(f"go depth {depth}")
        self.wait("bestmove")
        return time.perf_counter() - start

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/slate")
    ap.add_argument("--depth", type=int, default=15)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--hash", type=int, default=64)
    ap.add_argument("--epd")
    args = ap.parse_args()

    fens = epd_positions(args.epd) if args.epd else bench_positions(args.engine)
    fens = fens[: args.positions]
    one = Engine(args.engine, 1, args.hash)
    many = Engine(args.engine, args.threads, args.hash)
    ratios = []
    total1 = totaln = 0.0
    print(f"time to depth {args.depth}: Threads 1 vs Threads {args.threads}, median of {args.repeats}")
    print(f"{'#':>3} {'1 thread s':>11} {args.threads:>2} threads s {'speed-up':>9}")
    for i, fen in enumerate(fens, 1):
        t1, tn = [], []
        for _ in range(args.repeats):
            t1.append(one.time_to_depth(fen, args.depth))
            tn.append(many.time_to_depth(fen, args.depth))
        m1, mn = statistics.median(t1), statistics.median(tn)
        total1 += m1
        totaln += mn
        ratios.append(m1 / mn)
        print(f"{i:>3} {m1:>11.3f} {mn:>12.3f} {m1 / mn:>9.2f}", flush=True)
    one.close()
    many.close()
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"positions {len(ratios)}: speed-up geometric mean {geo:.2f}, median {statistics.median(ratios):.2f}, "
          f"total time {total1:.1f} s vs {totaln:.1f} s ({total1 / totaln:.2f}x)")


if __name__ == "__main__":
    main()
