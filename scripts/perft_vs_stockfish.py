#!/usr/bin/env python3
"""Slate's bulk perft against Stockfish's `go perft`, measured alternately in one run.

Both timings cover the perft only: Slate reports its own counting time, and Stockfish is timed from
sending `go perft N` (after `isready`, so engine start-up and network loading are excluded) to its
"Nodes searched" line. Prints each run, the medians and the nodes/s ratio Slate / Stockfish.

Usage: scripts/perft_vs_stockfish.py [--slate BIN ...] [--stockfish BIN] [--depth 6] [--repeats 5]
Several --slate binaries (e.g. builds with different flags) are all measured in the same rounds.
"""

import argparse
import re
import statistics
import subprocess
import sys
import time


def slate_run(binary, depth, threads):
    cmd = [binary, "perft", str(depth), "--threads", str(threads)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    nodes = int(re.search(r"^Nodes: (\d+)", out, re.M).group(1))
    seconds = float(re.search(r"^Time: ([\d.]+) s", out, re.M).group(1))
    return nodes, seconds


def stockfish_run(binary, depth):
    engine = subprocess.Popen(
        [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
    )

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def read_until(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError(f"stockfish ended before '{prefix}'")

    try:
        send("uci")
        read_until("uciok")
        send("position startpos")
        send("isready")
        read_until("readyok")
        start = time.perf_counter()
        send(f"go perft {depth}")
        line = read_until("Nodes searched")
        seconds = time.perf_counter() - start
        send("quit")
        engine.wait(timeout=10)
    finally:
        if engine.poll() is None:
            engine.kill()
    return int(line.split(":")[1]), seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slate", action="append", help="Slate binary (repeatable)")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1, help="Slate threads (default 1)")
    args = parser.parse_args()
    slates = args.slate or ["target/release/slate"]

    times = {name: [] for name in ["stockfish", *slates]}
    nodes = {}
    for round_number in range(1, args.repeats + 1):
        # Alternate the order each round so neither engine always runs on a warmer machine.
        order = ["stockfish", *slates]
        if round_number % 2 == 0:
            order.reverse()
        for name in order:
            if name == "stockfish":
                count, seconds = stockfish_run(args.stockfish, args.depth)
            else:
                count, seconds = slate_run(name, args.depth, args.threads)
            nodes.setdefault(count, []).append(name)
            times[name].append(seconds)
            print(f"round {round_number} {name}: {count} nodes in {seconds:.3f} s", flush=True)
    if len(nodes) != 1:
        print(f"node counts differ: {nodes}", file=sys.stderr)
        return 1
    total = next(iter(nodes))
    stockfish_median = statistics.median(times["stockfish"])
    print(f"\nperft {args.depth} from the start position, {total} nodes, "
          f"medians of {args.repeats} runs (Slate threads: {args.threads})")
    print(f"stockfish: {stockfish_median:.3f} s, {total / stockfish_median / 1e6:.1f} M nodes/s")
    for name in slates:
        median = statistics.median(times[name])
        print(f"{name}: {median:.3f} s, {total / median / 1e6:.1f} M nodes/s, "
              f"ratio {stockfish_median / median:.2f}x Stockfish")
    return 0


if __name__ == "__main__":
    sys.exit(main())
