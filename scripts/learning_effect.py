#!/usr/bin/env python3
"""learning_effect.py - does Slate's learning store help? Measured, with error bars.

Plays Slate against a fixed opponent at fixed nodes per move (so every game is reproducible)
over the same openings several times in a row, once with learning on (one store kept across
all repetitions) and once with learning off, and prints the score of every repetition and the
Elo difference on minus off with a 95 % error bar.

    python3 scripts/learning_effect.py --slate target/release/slate \
        --opponent "/usr/games/glaurung" --openings ../shared/tools/openings.epd \
        --count 10 --repetitions 4 --nodes 20000

Needs python-chess and ../shared/tools/match.py.
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.join(HERE, "..", "..", "shared", "tools", "match.py")
RESULT = re.compile(r"W-D-L[: ]+(\d+)-(\d+)-(\d+)")


def run_match(args, learning, store, openings, rep, log_dir):
    cmd = [sys.executable, MATCH, args.slate, args.opponent,
           "--name1", f"slate-learning-{learning}", "--name2", "opponent",
           "--tc1", f"nodes={args.nodes}", "--tc2", f"nodes={args.opponent_nodes or args.nodes}",
           "--games", str(2 * args.count),
           "--openings", openings, "--concurrency", str(args.concurrency),
           "--option1", f"Learning={learning}", "--option1", f"Learning File={store}",
           "--pgn", os.path.join(log_dir, f"learning-{learning}-rep{rep}.pgn")]
    out = subprocess.run(cmd, capture_output=True, text=True)
    found = RESULT.findall(out.stdout)
    if out.returncode != 0 or not found:
        sys.exit(f"match failed ({out.returncode}):\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    return tuple(int(x) for x in found[-1])


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def summary(wdl):
    w, d, l = wdl
    n = w + d + l
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    return s, math.sqrt(var / n), n


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--slate", default="target/release/slate")
    ap.add_argument("--opponent", default="/usr/games/glaurung")
    ap.add_argument("--openings", default=os.path.join(HERE, "..", "..", "shared", "tools", "openings.epd"))
    ap.add_argument("--count", type=int, default=10, help="openings used (each played with both colours)")
    ap.add_argument("--repetitions", type=int, default=4)
    ap.add_argument("--nodes", type=int, default=20000, help="Slate's nodes per move")
    ap.add_argument("--opponent-nodes", type=int, default=None,
                    help="the opponent's nodes per move (default: the same as Slate's)")
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--out", default=None, help="folder for the stores and PGNs (default: a temp dir)")
    args = ap.parse_args()

    work = args.out or tempfile.mkdtemp(prefix="slate-learning-effect-")
    os.makedirs(work, exist_ok=True)
    with open(args.openings) as f:
        lines = [l for l in f if l.strip() and not l.startswith("#")][: args.count]
    openings = os.path.join(work, "openings.epd")
    with open(openings, "w") as f:
        f.writelines(lines)

    totals = {}
    for learning in ("off", "on"):
        store = os.path.join(work, f"store-{learning}.sqlite")
        totals[learning] = [0, 0, 0]
        for rep in range(1, args.repetitions + 1):
            wdl = run_match(args, learning, store, openings, rep, work)
            totals[learning] = [a + b for a, b in zip(totals[learning], wdl)]
            s, _, n = summary(wdl)
            print(f"learning {learning:3} repetition {rep}: W-D-L {wdl[0]}-{wdl[1]}-{wdl[2]}  "
                  f"score {100 * s:.1f}%  ({n} games)", flush=True)

    s_on, se_on, n_on = summary(totals["on"])
    s_off, se_off, n_off = summary(totals["off"])
    diff = elo(s_on) - elo(s_off)
    # Delta method: d elo / d score = 400 / (ln 10 * s * (1 - s)).
    def elo_se(s, se):
        s = min(max(s, 1e-3), 1 - 1e-3)
        return 400 / math.log(10) / (s * (1 - s)) * se
    err = 1.96 * math.hypot(elo_se(s_on, se_on), elo_se(s_off, se_off))
    print(f"learning on : {100 * s_on:.1f}% over {n_on} games  elo {elo(s_on):+.1f}")
    print(f"learning off: {100 * s_off:.1f}% over {n_off} games  elo {elo(s_off):+.1f}")
    print(f"effect of learning: {diff:+.1f} +- {err:.1f} Elo (95 %)")
    print(f"stores and PGNs in {work}")


if __name__ == "__main__":
    main()
