#!/usr/bin/env python3
"""pgn_elo.py - Elo of one engine over one or more match.py PGN files, pooled.

Two runs of the same pair started with different seeds (to use a core that came free) are one
measurement: this pools their games and reports W-D-L, the trinomial Elo with its 95 % interval,
LOS, and the pentanomial Elo over colour-reversed pairs (match.py plays games 2k-1 and 2k of a run
from the same opening; pairs never span two files).

    python3 scripts/pgn_elo.py new target/sprt/sprt.pgn target/sprt2/sprt.pgn
"""
import math
import re
import sys

TAG = re.compile(r'\[(\w+) "([^"]*)"\]')


def score_of(engine, tags):
    result = tags.get("Result")
    if result == "1/2-1/2":
        return 0.5
    if result not in ("1-0", "0-1"):
        return None
    won_white = result == "1-0"
    return 1.0 if won_white == (tags.get("White") == engine) else 0.0


def elo(s):
    return -400.0 * math.log10(1.0 / s - 1.0) if 0 < s < 1 else math.copysign(math.inf, s - 0.5)


def interval(xs):
    n = len(xs)
    s = sum(xs) / n
    se = math.sqrt(sum((x - s) ** 2 for x in xs) / n / n)
    lo, hi = s - 1.959964 * se, s + 1.959964 * se
    if lo <= 0 or hi >= 1:
        return elo(s), math.inf
    return elo(s), (elo(hi) - elo(lo)) / 2


def main(engine, paths):
    scores, pairs = [], []
    for path in paths:
        by_round = {}
        for chunk in open(path, encoding="utf-8").read().split("[Event ")[1:]:
            tags = dict(TAG.findall("[Event " + chunk))
            s = score_of(engine, tags)
            if s is not None:
                scores.append(s)
                by_round[int(tags["Round"])] = s
        for r, s in by_round.items():
            if r % 2 == 1 and r + 1 in by_round:
                pairs.append(s + by_round[r + 1])
    if not scores:
        sys.exit(f"no finished games of {engine}")
    w, d, l = scores.count(1.0), scores.count(0.5), scores.count(0.0)
    e, err = interval(scores)
    los = 0.5 * (1 + math.erf((w - l) / math.sqrt(2 * (w + l)))) if w + l else 0.5
    print(f"{engine}: {w}-{d}-{l} in {len(scores)} games, {100 * (w + d / 2) / len(scores):.1f} %, "
          f"{e:+.1f} +- {err:.1f} Elo, LOS {100 * los:.1f} %")
    if len(pairs) > 1:
        penta = [sum(1 for p in pairs if p == k / 2) for k in range(5)]
        pe, perr = interval([p / 2 for p in pairs])
        print(f"pentanomial {penta}: {pe:+.1f} +- {perr:.1f} Elo over {len(pairs)} pairs")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
