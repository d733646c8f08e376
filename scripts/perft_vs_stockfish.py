#!/usr/bin/env python3
"""Slate's bulk perft against Stockfish's `go perft`, measured alternately in one run.

Both timings cover the perft only: Slate reports its own counting time, and Stockfish is timed from
sending `go perft N` (after `isready`, so engine start-up and network loading are excluded) to its
"Nodes searched" line. Prints each run, the medians and the nodes/s ratio Slate / Stockfish.

On a busy machine wall time includes waiting for a core, so the CPU time each engine used for the
perft is reported too (Slate: the whole process; Stockfish: its process's CPU time read from /proc
before and after the command, so start-up is excluded). Both ratios are printed.

Usage: scripts/perft_vs_stockfish.py [--slate BIN ...] [--stockfish BIN] [--depth 6] [--repeats 5]
Several --slate binaries (e.g. builds with different flags) are all measured in the same rounds.
"""

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import time


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        # Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def slate_run(binary, depth, threads):
    cmd = [binary, "perft", str(depth), "--threads", str(threads)]
    cpu_before = children_cpu_seconds()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    cpu = children_cpu_seconds() - cpu_before
    nodes = int(re.search(r"^Nodes: (\d+)", out, re.M).group(1))
    seconds = float(re.search(r"^Time: ([\d.]+) s", out, re.M).group(1))
    return nodes, seconds, cpu


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
        cpu_before = process_cpu_seconds(engine.pid)
        start = time.perf_counter()
        send(f"go perft {depth}")
        line = read_until("Nodes searched")
        seconds = time.perf_counter() - start
        cpu = process_cpu_seconds(engine.pid) - cpu_before
        send("quit")
        engine.wait(timeout=10)
    finally:
        if engine.poll() is None:
            engine.kill()
    return int(line.split(":")[1]), seconds, cpu


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
    cpu_times = {name: [] for name in times}
    nodes = {}
    for round_number in range(1, args.repeats + 1):
        # Alternate the order each round so neither engine always runs on a warmer machine.
        order = ["stockfish", *slates]
        if round_number % 2 == 0:
            order.reverse()
        for name in order:
            if name == "stockfish":
                count, seconds, cpu = stockfish_run(args.stockfish, args.depth)
            else:
                count, seconds, cpu = slate_run(name, args.depth, args.threads)
            nodes.setdefault(count, []).append(name)
            times[name].append(seconds)
            cpu_times[name].append(cpu)
            print(f"round {round_number} {name}: {count} nodes in {seconds:.3f} s "
                  f"(CPU {cpu:.2f} s)", flush=True)
    if len(nodes) != 1:
        print(f"node counts differ: {nodes}", file=sys.stderr)
        return 1
    total = next(iter(nodes))
    print(f"\nperft {args.depth} from the start position, {total} nodes, "
          f"medians of {args.repeats} runs (Slate threads: {args.threads})")
    wall = {name: statistics.median(t) for name, t in times.items()}
    cpu = {name: statistics.median(t) for name, t in cpu_times.items()}
    for name in times:
        line = (f"{name}: wall {wall[name]:.3f} s ({total / wall[name] / 1e6:.1f} M nodes/s), "
                f"CPU {cpu[name]:.2f} s")
        if name != "stockfish":
            line += (f"; ratio to Stockfish: wall {wall['stockfish'] / wall[name]:.2f}x, "
                     f"CPU {cpu['stockfish'] / max(cpu[name], 1e-9):.2f}x")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
