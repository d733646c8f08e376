#!/usr/bin/env python3
"""quiet_positions.py - quiet positions from PGN games, one FEN (4 fields) per line, for labelling
with scripts/engine_labels.py and fitting with `slate tune`.

A position is kept when its side to move is not in check, the move played from it is not a
capture or promotion, the move before it was not a capture (no recapture is pending), and it comes
after the first SKIP plies of the game (the opening book's); of those, every STEP-th of each game,
and each position once. With `--result` each line also carries its game's result in the tuning
format (`c9 "1-0";`), so `engine_labels.py --mix` can blend it with the engine's label; games
without a decided or drawn result are then skipped.

    python3 scripts/quiet_positions.py --step 3 --skip 8 target/sprt/sprt.pgn ... > quiet.fens
"""
import argparse
import sys

import chess.pgn


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--step", type=int, default=3)
    ap.add_argument("--skip", type=int, default=8)
    ap.add_argument("--result", action="store_true", help="append the game result (tuning format)")
    a = ap.parse_args()
    seen = set()
    for path in a.pgn:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                result = game.headers.get("Result", "*")
                if a.result and result not in ("1-0", "0-1", "1/2-1/2"):
                    continue
                suffix = f' c9 "{result}";' if a.result else ""
                board = game.board()
                previous_capture = False
                quiet = 0
                for ply, mv in enumerate(game.mainline_moves()):
                    capture = board.is_capture(mv)
                    if (ply >= a.skip and not capture and mv.promotion is None
                            and not previous_capture and not board.is_check()):
                        quiet += 1
                        fen = " ".join(board.fen().split()[:4])
                        if quiet % a.step == 0 and fen not in seen:
                            seen.add(fen)
                            print(fen + suffix)
                    previous_capture = capture
                    board.push(mv)
    print(f"{len(seen)} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
