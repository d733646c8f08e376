#!/usr/bin/env python3
"""Draws a reproducible sample of start positions from a zipped EPD file, for match.py --openings.

Keeps the positions with at most --max-men men on the board and writes --count of them, chosen
with --seed. The default reads ../shared/data/openings/endgames.epd.zip (endgame positions from
real games): with few men the games soon reach the endgames Slate recognises. For opening
positions: --zip ../shared/data/openings/noob_3moves.epd.zip --max-men 32.
"""
import argparse
import random
import sys
import zipfile


def men(epd_line: str) -> int:
    return sum(ch.isalpha() for ch in epd_line.split()[0])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--zip", default="../shared/data/openings/endgames.epd.zip")
    ap.add_argument("--max-men", type=int, default=10)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    try:
        with zipfile.ZipFile(args.zip) as z:
            name = z.namelist()[0]
            lines = z.read(name).decode().splitlines()
    except OSError as e:
        print(f"cannot read {args.zip}: {e}", file=sys.stderr)
        return 2
    pool = sorted(l.strip() for l in lines if l.strip() and men(l) <= args.max_men)
    if len(pool) < args.count:
        print(f"only {len(pool)} positions with <= {args.max_men} men", file=sys.stderr)
        return 2
    sample = random.Random(args.seed).sample(pool, args.count)
    with open(args.out, "w") as f:
        f.write("\n".join(sample) + "\n")
    print(f"{args.count} of {len(pool)} positions with <= {args.max_men} men -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
