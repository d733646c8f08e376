#!/usr/bin/env python3
"""sts_misses.py - the STS positions an engine misses, and whether its move or the key move captures.

Runs `scripts/sts.py`'s protocol (`go nodes N` after `ucinewgame`, Hash 16, one thread) on every
position of the EPD (or those whose theme starts with --theme) and prints each position below
full points: the points, the move played and the key move in SAN, each marked capture or quiet,
the theme and the FEN.
With --recheck M every miss where the engine captured and the key move does not is searched again
at M nodes, to tell the evaluation's misses from the depth's (docs/eval.md, STS).

    python3 scripts/sts_misses.py --engine target/release/slate [--theme AT] [--recheck 1000000]
"""
import argparse
import os
import sys

import chess

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sts import Engine, positions  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", required=True)
    ap.add_argument("--epd", default="../shared/data/epd/sts1-15.epd")
    ap.add_argument("--nodes", type=int, default=50000)
    ap.add_argument("--theme", default="", help="only themes starting with this")
    ap.add_argument("--recheck", type=int, default=0, help="nodes for a second look at trades")
    a = ap.parse_args()
    engine = Engine(a.engine)
    points = total = misses = 0
    traded = []  # misses where the engine captured and the key move is quiet
    quiet_for_capture = 0
    for fen, theme, award in positions(a.epd, 0):
        if not theme.startswith(a.theme):
            continue
        board = chess.Board(fen)
        played = chess.Move.from_uci(engine.best(fen, a.nodes))
        key = chess.Move.from_uci(max(award, key=award.get))
        got = award.get(played.uci(), 0)
        points += got
        total += 10
        if got == 10:
            continue
        misses += 1
        p_cap, k_cap = board.is_capture(played), board.is_capture(key)
        if p_cap and not k_cap:
            traded.append((fen, key))
        quiet_for_capture += k_cap and not p_cap
        kind = {True: "capture", False: "quiet"}
        print(f"{got:2d}  played {board.san(played):8s} {kind[p_cap]:7s}  "
              f"key {board.san(key):8s} {kind[k_cap]:7s}  {theme}  {fen}")
    print(f"{points} of {total} points; {misses} misses: {len(traded)} captures where the key "
          f"move is quiet, {quiet_for_capture} quiet moves where it captures")
    if a.recheck:
        fixed = keyed = 0
        for fen, key in traded:
            played = chess.Move.from_uci(engine.best(fen, a.recheck))
            fixed += not chess.Board(fen).is_capture(played)
            keyed += played == key
        print(f"at {a.recheck} nodes: {fixed} of {len(traded)} no longer capture, "
              f"{keyed} play the key move")


if __name__ == "__main__":
    main()
