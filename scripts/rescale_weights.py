#!/usr/bin/env python3
"""rescale_weights.py - multiply every weight of a fitted weights file by one factor.

`slate tune` fits K once, for the starting weights on the new labels, and keeps it: labels
sharper than game results (an engine's expected score) give a larger K, and weights fitted at
that K are in smaller units than the centipawn the search's margins were set for. Multiplying
every middlegame and endgame weight by K_new / K_main brings them back (rounds 18 and 19 of
`docs/eval.md`):

    python3 scripts/rescale_weights.py wfit.rs crates/slate-material/src/weights.rs --factor 1.1186

Every `Score::new(mg, eg)` becomes `Score::new(round(mg * f), round(eg * f))`; the header
comment gets a line saying so. Rounding is half away from zero, so a weight and its mirror stay
opposite.
"""
import argparse
import math
import re
import sys

SCORE = re.compile(r"Score::new\((-?\d+), (-?\d+)\)")


def rounded(x):
    """x rounded half away from zero, so that a weight and its mirror stay opposite."""
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def scaled(value, factor):
    return rounded(value * factor)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--factor", type=float, required=True)
    args = ap.parse_args()
    if not (math.isfinite(args.factor) and args.factor > 0):
        sys.exit("--factor must be finite and above 0")
    text = open(args.input).read()
    count = len(SCORE.findall(text))
    if count == 0:
        sys.exit(f"{args.input}: no Score::new(mg, eg) found")
    text = SCORE.sub(
        lambda m: f"Score::new({scaled(int(m.group(1)), args.factor)}, "
        f"{scaled(int(m.group(2)), args.factor)})",
        text,
    )
    note = f"//! Every weight then multiplied by {args.factor} and rounded (`scripts/rescale_weights.py`).\n"
    lines = text.split("\n")
    last_doc = max(i for i, l in enumerate(lines) if l.startswith("//!"))
    lines.insert(last_doc + 1, note.rstrip("\n"))
    open(args.output, "w").write("\n".join(lines))
    print(f"{count} weights scaled by {args.factor}", file=sys.stderr)


if __name__ == "__main__":
    main()
