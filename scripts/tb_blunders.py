#!/usr/bin/env python3
"""Counts tablebase blunders per engine in a match's PGN: moves that turn a win into a draw or
loss, or a draw into a loss, judged by Syzygy WDL wherever the position before and after the move
is in the tables. Far more sensitive than game results for comparing endgame knowledge.

    python3 scripts/tb_blunders.py --pgn endgames.pgn --syzygy ../shared/data/syzygy

An external test tool only (python-chess is GPL and never linked into Slate).
"""
import argparse
import collections
import sys

import chess
import chess.pgn
import chess.syzygy


def wdl_class(w):
    return (w > 0) - (w < 0)


OUTCOME = {1: "win", 0: "draw", -1: "loss"}


def signature(board):
    """KRPvKR-style material, White first."""
    def side(color):
        return "K" + "".join(chess.piece_symbol(p).upper() * len(board.pieces(p, color))
                             for p in (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN))
    return f"{side(chess.WHITE)}v{side(chess.BLACK)}"


def probe(tb, board):
    if chess.popcount(board.occupied) > 5:
        return None
    try:
        return tb.probe_wdl(board)
    except (KeyError, chess.syzygy.MissingTableError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pgn", required=True)
    ap.add_argument("--syzygy", default="../shared/data/syzygy")
    ap.add_argument("--examples", type=int, default=0, help="print this many blunders per engine")
    args = ap.parse_args()
    moves = collections.Counter()      # moves judged, per engine
    blunders = collections.Counter()   # per engine
    kinds = collections.Counter()      # (engine, material, kind)
    shown = collections.Counter()
    with chess.syzygy.open_tablebase(args.syzygy) as tb, open(args.pgn) as f:
        while (game := chess.pgn.read_game(f)) is not None:
            board = game.board()
            names = {chess.WHITE: game.headers.get("White"), chess.BLACK: game.headers.get("Black")}
            for move in game.mainline_moves():
                before = probe(tb, board)
                mover = board.turn
                material = board.fen().split()[0]
                board.push(move)
                if before is None:
                    continue
                after = probe(tb, board)
                if after is None:
                    if board.is_checkmate():
                        after = -2
                    elif board.is_game_over(claim_draw=False):
                        after = 0
                    else:
                        continue
                name = names[mover]
                moves[name] += 1
                # `after` is from the opponent's view.
                if wdl_class(-after) < wdl_class(before):
                    blunders[name] += 1
                    kind = f"{OUTCOME[wdl_class(before)]}->{OUTCOME[wdl_class(-after)]}"
                    kinds[(name, signature(board), kind)] += 1
                    if shown[name] < args.examples:
                        shown[name] += 1
                        board.pop()
                        print(f"{name}: {board.fen()} {board.san(move)} ({kind})")
                        board.push(move)
    for name in sorted(moves):
        n, b = moves[name], blunders[name]
        print(f"{name}: {b} blunders in {n} tablebase moves ({100.0 * b / max(n, 1):.2f} %)")
        for (who, sig, kind), c in sorted(kinds.items(), key=lambda kv: -kv[1]):
            if who == name:
                print(f"    {c:4d}  {sig:10s} {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
