#!/usr/bin/env python3
"""Calibrates UCI_LimitStrength/UCI_Elo: limited Slate against Stockfish's own Elo levels.

For each Slate level (`--levels`), plays `--games` games (openings with both colours) against
Stockfish with UCI_LimitStrength=true and UCI_Elo at the anchor for that level (the same number,
clamped to Stockfish's range, unless `--anchors` gives one per level), with ../shared/tools/match.py.
The measured Elo is the anchor plus the match's Elo difference; the error bar is match.py's 95 %
interval (trinomial, as cutechess-cli). Prints a Markdown table (and appends each finished row to
`--out`, so a stopped run keeps what it measured). `--merge TABLE.md...` adds up the tables of
several runs level by level and prints the combined table.

    python3 scripts/elo_calibration.py --levels 1320 1600 1900 2200 2350 \\
        --anchors 1350 1600 1900 2200 2400 --games 100 --tc 5+0.05 --concurrency 2

Stockfish's levels play by the clock: measure on an otherwise idle machine, or Stockfish is
weakened and Slate's (node-limited) levels look too strong.

Stockfish's UCI_Elo is calibrated at 60+0.6 (Stockfish 15.1; anchored to CCRL 40/4): at faster
time controls its levels play somewhat differently, so treat the anchors as approximate.
"""
import argparse
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.join(ROOT, "..", "shared")
FINAL = re.compile(r"^elo ([+-]?(?:inf|[\d.]+)) \+- (inf|[\d.]+) \(W-D-L (\d+)-(\d+)-(\d+)\)")


def stockfish_range(cmd):
    """UCI_Elo's min and max as the engine advertises them."""
    out = subprocess.run([cmd], input="uci\nquit\n", capture_output=True, text=True,
                         timeout=30).stdout
    m = re.search(r"option name UCI_Elo type spin default \d+ min (\d+) max (\d+)", out)
    if not m:
        sys.exit(f"{cmd} has no UCI_Elo option")
    return int(m.group(1)), int(m.group(2))


def play(args, level, anchor, pgn):
    cmd = [sys.executable, os.path.join(SHARED, "tools", "match.py"), args.slate, args.stockfish,
           "--name1", f"Slate-{level}", "--name2", f"Stockfish-{anchor}",
           "--option1", "UCI_LimitStrength=true", "--option1", f"UCI_Elo={level}",
           "--option2", "UCI_LimitStrength=true", "--option2", f"UCI_Elo={anchor}",
           "--games", str(args.games), "--tc", args.tc, "--concurrency", str(args.concurrency),
           "--pgn", pgn, "--quiet"]
    if args.openings:
        cmd += ["--openings", args.openings]
    run = subprocess.run(cmd, capture_output=True, text=True)
    out = run.stdout + run.stderr
    for line in out.splitlines():
        m = FINAL.match(line.strip())
        if m:
            w, d, l = int(m.group(3)), int(m.group(4)), int(m.group(5))
            return w, d, l, float(m.group(1)), float(m.group(2))
    sys.exit(f"match.py gave no result for level {level}:\n{out}")


def elo_text(anchor, diff, err):
    if math.isinf(diff):
        return f"{'>' if diff > 0 else '<'} {anchor} (score {'100' if diff > 0 else '0'} %)"
    return f"{anchor + diff:.0f} ± {err:.0f}" if not math.isinf(err) else f"{anchor + diff:.0f}"


def elo_interval(w, d, l):
    """Elo difference for a W-D-L score and its 95 % half-width (trinomial, as match.py)."""
    n = w + d + l
    s = (w + d / 2) / n
    elo = lambda x: math.inf if x >= 1 else -math.inf if x <= 0 else -400 * math.log10(1 / x - 1)
    se = math.sqrt((w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n / n)
    lo, hi = s - 1.959964 * se, s + 1.959964 * se
    if lo <= 0 or hi >= 1:
        return elo(s), math.inf
    return elo(s), (elo(hi) - elo(lo)) / 2


def merge(paths):
    """Adds up the rows of earlier runs' tables, level by level, and prints the combined table."""
    totals = {}
    row = re.compile(r"^\| (\d+) \| (\d+) \| \d+ \| (\d+)-(\d+)-(\d+) \|")
    for path in paths:
        for line in open(path, encoding="utf-8"):
            m = row.match(line)
            if m:
                key = (int(m.group(1)), int(m.group(2)))
                t = totals.setdefault(key, [0, 0, 0])
                for i in range(3):
                    t[i] += int(m.group(3 + i))
    print("| Slate UCI_Elo | Stockfish UCI_Elo | games | W-D-L (Slate) | score | "
          "measured Elo (95 %) |\n|---|---|---|---|---|---|")
    for (level, anchor), (w, d, l) in sorted(totals.items()):
        n = w + d + l
        diff, err = elo_interval(w, d, l)
        print(f"| {level} | {anchor} | {n} | {w}-{d}-{l} | {100 * (w + d / 2) / n:.1f} % | "
              f"{elo_text(anchor, diff, err)} |")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--merge":
        merge(sys.argv[2:])
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--slate", default=os.path.join(ROOT, "target", "release", "slate"))
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--levels", type=int, nargs="+", default=[1320, 1600, 1900, 2200, 2350])
    ap.add_argument("--anchors", type=int, nargs="*",
                    help="Stockfish UCI_Elo per level (default: the level, clamped)")
    ap.add_argument("--games", type=int, default=20, help="games per level (even)")
    ap.add_argument("--tc", default="5+0.05")
    ap.add_argument("--openings", default=os.path.join(SHARED, "tools", "openings.epd"))
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "elo-calibration", "table.md"))
    args = ap.parse_args()
    if args.anchors and len(args.anchors) != len(args.levels):
        sys.exit("--anchors needs one value per level")
    lo, hi = stockfish_range(args.stockfish)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    header = ("| Slate UCI_Elo | Stockfish UCI_Elo | games | W-D-L (Slate) | score | "
              "measured Elo (95 %) |\n|---|---|---|---|---|---|")
    print(f"tc {args.tc}, {args.games} games per level, Stockfish UCI_Elo range {lo}…{hi}")
    print(header)
    with open(args.out, "a", encoding="utf-8") as out:
        out.write(f"\ntc {args.tc}, {args.games} games per level\n\n{header}\n")
    for i, level in enumerate(args.levels):
        anchor = args.anchors[i] if args.anchors else min(max(level, lo), hi)
        pgn = os.path.join(os.path.dirname(os.path.abspath(args.out)), f"slate-{level}.pgn")
        w, d, l, diff, err = play(args, level, anchor, pgn)
        n = w + d + l
        row = (f"| {level} | {anchor} | {n} | {w}-{d}-{l} | {100 * (w + d / 2) / n:.1f} % | "
               f"{elo_text(anchor, diff, err)} |")
        print(row, flush=True)
        with open(args.out, "a", encoding="utf-8") as out:
            out.write(row + "\n")


if __name__ == "__main__":
    main()
