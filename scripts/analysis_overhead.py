#!/usr/bin/env python3
"""Search speed with `Persistent Analysis` (or another option) on, fresh store, versus off, in
the same run.

Fixed-depth searches of the first N middlegame positions of an EPD file, alternating off/on,
repeated; prints the median nodes per second of each and the median of the on/off ratios of
the back-to-back pairs (a shared machine's speed drifts between repeats).

usage: scripts/analysis_overhead.py [--engine target/release/slate] [--count 6] [--depth 18]
                                    [--repeats 3] [--option "Persistent Analysis"]
                                    [--set "Persistent Write Depth=5" ...]
--option names the check option compared (`Learning` is measured the same way: on vs off).
"""
import argparse, os, re, statistics, subprocess, tempfile

def nps(engine, fen, depth, option, on, store, settings=()):
    value = {"Learning": "on" if on else "off"}.get(option, "true" if on else "false")
    cmds = ["uci", f"setoption name Learning File value {store}",
            *(f"setoption name {name} value {v}" for name, v in settings),
            f"setoption name {option} value {value}",
            "isready", f"position fen {fen}", f"go depth {depth}"]
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write("\n".join(cmds) + "\n"); p.stdin.flush()
    last = None
    for line in p.stdout:
        m = re.match(r"info depth \d+ .*nodes (\d+) nps \d+ .*time (\d+)", line)
        if m: last = (int(m.group(1)), int(m.group(2)))
        if line.startswith("bestmove"): break
    p.stdin.write("quit\n"); p.stdin.flush(); p.wait()
    return last[0] / max(last[1], 1) * 1000

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="target/release/slate")
    ap.add_argument("--epd", default=os.path.join("..", "shared", "data", "epd", "bratko-kopec.epd"))
    ap.add_argument("--count", type=int, default=6)
    ap.add_argument("--depth", type=int, default=18)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--option", default="Persistent Analysis")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="another option set in both runs, e.g. --set 'Persistent Write Depth=5'")
    a = ap.parse_args()
    settings = [tuple(s.split("=", 1)) for s in a.set]
    engine = os.path.abspath(a.engine)
    fens = [" ".join(l.split()[:4]) for l in open(a.epd) if sum(c.isalpha() for c in l.split()[0]) >= 20][: a.count]
    ratios = []
    for fen in fens:
        off, on = [], []
        for _ in range(a.repeats):
            with tempfile.TemporaryDirectory() as d:
                off.append(nps(engine, fen, a.depth, a.option, False, os.path.join(d, "s.sqlite"), settings))
                on.append(nps(engine, fen, a.depth, a.option, True, os.path.join(d, "s.sqlite"), settings))
        # Each repeat runs off and on back to back: the ratio of a pair sees the same machine.
        r = statistics.median(b / a for a, b in zip(off, on))
        ratios.append(r)
        print(f"{fen}: off {statistics.median(off):.0f} nps, on {statistics.median(on):.0f} nps, ratio {r:.3f}", flush=True)
    print(f"{a.option}: median ratio on/off: {statistics.median(ratios):.3f}")

if __name__ == "__main__":
    main()
