#!/usr/bin/env python3
"""Blend each position's game result with its search score into one expected score, for `slate tune`.

`slate datagen` writes `<FEN> c9 "1-0"; ce 35;`: the game's result (White's view) and the score of
the search that chose the move there (centipawns, side to move's view). A game result says little
about one position (a blunder twenty moves later decides it); the search score says what the
position is worth but shares the evaluation's blind spots. The label written is

    (1 - w) * result + w * 1 / (1 + 10^(-k * score / 400))      (score from White's view)

as `<FEN> [0.6234]`, which the tuner reads as a fractional result. Lines without a `ce` field keep
their result (so human-game data can be mixed in unchanged). `k` should be near the tuner's fitted
K (about 1.0 for Slate's scale), so that a score and the evaluation mean the same expected score.

    python3 scripts/mix_labels.py IN.epd OUT.epd --weight 0.5 [--k 1.0]
"""

import argparse
import re
import sys

RESULTS = {'"1-0"': 1.0, '"0-1"': 0.0, '"1/2-1/2"': 0.5}
CE = re.compile(r"\bce (-?\d+);")


def mixed(line, weight, k):
    """The blended label of one data line, or None when the line has no result."""
    fields = line.split()
    if len(fields) < 4:
        return None
    result = next((v for t, v in RESULTS.items() if t in line), None)
    if result is None:
        return None
    fen = " ".join(fields[:4])
    m = CE.search(line)
    if m is None:
        return fen, result
    score = int(m.group(1))
    if fields[1] == "b":
        score = -score
    expected = 1.0 / (1.0 + 10.0 ** (-k * score / 400.0))
    return fen, (1.0 - weight) * result + weight * expected


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--weight", type=float, required=True, help="share of the search score, 0 to 1")
    ap.add_argument("--k", type=float, default=1.0, help="scale of the score's sigmoid")
    args = ap.parse_args()
    if not 0.0 <= args.weight <= 1.0:
        sys.exit("--weight must be in [0, 1]")
    written = skipped = 0
    with open(args.input) as src, open(args.output, "w") as out:
        for line in src:
            m = mixed(line, args.weight, args.k)
            if m is None:
                skipped += line.strip() != ""
                continue
            out.write(f"{m[0]} [{m[1]:.4f}]\n")
            written += 1
    print(f"{written} lines written, {skipped} without a result skipped", file=sys.stderr)


if __name__ == "__main__":
    main()
