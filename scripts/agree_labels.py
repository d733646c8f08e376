#!/usr/bin/env python3
"""agree_labels.py - keep the positions whose deep and shallow engine labels agree, for `slate tune`.

A deep label (Stockfish at depth 6) of a quiet position can carry tactics a few moves on that no
static term sees; a fit reads those as noise (docs/eval.md, rounds 22 and 23). Where the engine's
depth-1 label is close to its deep one, the position's value is about what is on the board, and
the deep label is kept:

    python3 scripts/engine_labels.py uniq.epd sf.epd --depth 1 --mix 1.0 --shards 2
    python3 scripts/engine_labels.py all.epd sf_d6.epd --depth 6 --mix 1.0 --shards 2
    python3 scripts/agree_labels.py sf_d6.epd sf.epd agreed.epd --within 0.1

Both files are `<4 FEN fields> [score]` (engine_labels.py). Each line of DEEP whose position's
SHALLOW label differs by less than --within (White's expected score, 0..1) is written unchanged;
lines without a shallow label are left out. Counts go to stderr.
"""
import argparse
import sys

from engine_labels import read_labels


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("deep", help="deep labels (the ones written out)")
    ap.add_argument("shallow", help="shallow labels of the same positions")
    ap.add_argument("out")
    ap.add_argument("--within", type=float, default=0.1,
                    help="largest difference of the two labels kept (exclusive)")
    args = ap.parse_args()
    if not 0.0 < args.within <= 1.0:
        sys.exit("--within takes more than 0, at most 1")

    shallow = {pos: label for pos, label, _ in read_labels(args.shallow)}
    kept = disagree = unlabelled = 0
    with open(args.out, "w") as out:
        for pos, label, line in read_labels(args.deep):
            other = shallow.get(pos)
            if other is None:
                unlabelled += 1
            elif abs(label - other) < args.within:
                out.write(line)
                kept += 1
            else:
                disagree += 1
    print(f"{kept} kept, {disagree} left out (labels differ by {args.within} or more), "
          f"{unlabelled} without a shallow label", file=sys.stderr)


if __name__ == "__main__":
    main()
