#!/usr/bin/env python3
"""average_weights.py - the mean of several fitted weights files, weight by weight.

Single fits of the same data with different seeds (the validation split and the order of the
batches) scatter by about 1.5 STS points (`docs/eval.md`, round 23). Slate's evaluation is linear
in its weights, so the mean of the fits' weights evaluates every position at the mean of the fits'
evaluations: an ensemble at no cost in speed.

    python3 scripts/average_weights.py w_s1.rs w_s2.rs w_s3.rs --out crates/slate-material/src/weights.rs

Every file must hold the same `Score::new(mg, eg)` entries with the same comments (the layout of
`params.rs`); the first file's text is kept, each score replaced by the rounded mean (half away
from zero, so a weight and its mirror stay opposite), and the header says which files were
averaged.
"""
import argparse
import re
import sys

from rescale_weights import rounded

SCORE = re.compile(r"Score::new\((-?\d+), (-?\d+)\)(.*)")


def entries(path):
    """The (mg, eg, comment) of every score line of a weights file, in order (the comment names
    the weight, so files with the same comments in the same order have the same layout)."""
    found = []
    for line in open(path):
        m = SCORE.search(line)
        if m:
            comment = m.group(3).partition("//")[2].strip()
            found.append((int(m.group(1)), int(m.group(2)), comment))
    if not found:
        sys.exit(f"{path}: no Score::new(mg, eg) found")
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if len(args.inputs) < 2:
        sys.exit("give at least two weights files")
    tables = [entries(p) for p in args.inputs]
    first = tables[0]
    for path, table in zip(args.inputs[1:], tables[1:]):
        if len(table) != len(first):
            sys.exit(f"{path}: {len(table)} weights, {args.inputs[0]} has {len(first)}")
        for i, (a, b) in enumerate(zip(first, table)):
            if a[2] != b[2]:
                sys.exit(f"{path}: weight {i} is '{b[2]}', {args.inputs[0]} has '{a[2]}'")
    n = len(tables)
    means = [
        (rounded(sum(t[i][0] for t in tables) / n), rounded(sum(t[i][1] for t in tables) / n))
        for i in range(len(first))
    ]
    out = []
    index = 0
    for line in open(args.inputs[0]):
        m = SCORE.search(line)
        if m:
            mg, eg = means[index]
            index += 1
            line = line[: m.start()] + f"Score::new({mg}, {eg}){m.group(3)}\n"
        out.append(line)
    last_doc = max(i for i, l in enumerate(out) if l.startswith("//!"))
    names = ", ".join(f"`{p.rsplit('/', 1)[-1]}`" for p in args.inputs)
    out.insert(
        last_doc + 1,
        f"//! The weights are the rounded mean of {n} fits ({names}; `scripts/average_weights.py`).\n",
    )
    with open(args.out, "w") as f:
        f.writelines(out)
    print(f"{len(means)} weights averaged over {n} files", file=sys.stderr)


if __name__ == "__main__":
    main()
