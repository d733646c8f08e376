#!/usr/bin/env python3
"""Where Slate's lost games went wrong: the first position the opponent called won while Slate
still called it level, searched again by Stockfish (the reference) and by Slate at two node counts.

From a match PGN with score comments (`{ +0.31/16 0.603s }`, as `match.py` writes them), each game
Slate lost gives the position right after the first opponent move scored above +1.00 while Slate's
last score was above -0.30. Each is searched by Stockfish to a fixed depth and by Slate at
`--nodes` and at `--deep-nodes`. If the deeper Slate search agrees with Stockfish, the loss came
from depth (search); if not, Slate's evaluation does not see what is wrong.

    python3 scripts/misjudged.py /tmp/runs/eth/eth.pgn target/release/slate \
        --stockfish "$(engine_cmd stockfish)" [--player slate] [--depth 18] \
        [--nodes 250000] [--deep-nodes 2000000]

Prints one line per position and a summary (scores in each engine's centipawns, Slate to move).

With `--where` no engine is run: for every lost game, the first opponent move scored above +1.00
(whatever Slate's score), summarised as quartiles of its ply after the opening, of Slate's own
score on its move before, and of the pieces (knights, bishops, rooks, queens) then on the board:

    python3 scripts/misjudged.py A.pgn [B.pgn ...] --where --player "Slate 0.1.0"
"""

import argparse
import re
import shlex
import statistics

import chess
import chess.engine
import chess.pgn

SCORE = re.compile(r"\s*([+-]?M?\d+(?:\.\d+)?)/")


def comment_score(comment):
    m = SCORE.match(comment)
    if not m:
        return None
    s = m.group(1)
    if "M" in s:
        return -100.0 if s.startswith("-") else 100.0
    return float(s)


def opponent_moves_in_lost_games(pgn_path, player):
    """For each game `player` lost, a list of (ply, node, player's last score, opponent's score)
    for every scored opponent move, in order."""
    with open(pgn_path) as f:
        while (game := chess.pgn.read_game(f)) is not None:
            white = game.headers.get("White") == player
            if game.headers.get("Result") != ("0-1" if white else "1-0"):
                continue
            moves, ours = [], None
            for ply, node in enumerate(game.mainline(), start=1):
                v = comment_score(node.comment)
                if v is None:
                    continue
                if (node.parent.board().turn == chess.WHITE) == white:
                    ours = v
                else:
                    moves.append((ply, node, ours, v))
            yield moves


def turning_points(pgn_path, player):
    """The first position of each lost game where the opponent saw a win and `player` did not."""
    found = []
    for moves in opponent_moves_in_lost_games(pgn_path, player):
        for _, node, ours, v in moves:
            if v > 1.0 and ours is not None and ours > -0.3:
                found.append(node.board().fen())
                break
    return found


def where_lost(pgn_path, player):
    """(ply, player's last score, pieces) where the opponent first scored above +1.00 in each lost game."""
    found = []
    for moves in opponent_moves_in_lost_games(pgn_path, player):
        for ply, node, ours, v in moves:
            if v > 1.0:
                board = node.board()
                pieces = sum(
                    len(board.pieces(kind, colour))
                    for kind in (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)
                    for colour in chess.COLORS
                )
                found.append((ply, ours if ours is not None else 0.0, pieces))
                break
    return found


def print_where(paths, player):
    rows = [row for path in paths for row in where_lost(path, player)]
    if len(rows) < 2:
        print(f"{len(rows)} lost games with a score above +1.00 for the opponent: too few to summarise")
        return

    def quartiles(i):
        return ", ".join(f"{q:g}" for q in statistics.quantiles([r[i] for r in rows], n=4))

    print(f"{len(rows)} lost games; where the opponent first scored above +1.00 (quartiles):")
    print(f"  ply after the opening: {quartiles(0)}")
    print(f"  {player}'s own score on its move before: {quartiles(1)}")
    print(f"  knights, bishops, rooks and queens on the board: {quartiles(2)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pgn", nargs="+", help="the match PGN (several with --where)")
    ap.add_argument("--slate", help="Slate's command (a second positional argument also works)")
    ap.add_argument("--where", action="store_true", help="only summarise where games were lost")
    ap.add_argument("--stockfish", default="stockfish")
    ap.add_argument("--player", default="slate", help="the PGN's name of the engine examined")
    ap.add_argument("--depth", type=int, default=18, help="Stockfish's depth")
    ap.add_argument("--nodes", type=int, default=250_000)
    ap.add_argument("--deep-nodes", type=int, default=2_000_000)
    ap.add_argument("--worse", type=int, default=80, help="Stockfish score (cp) counted as lost")
    args = ap.parse_args()
    if args.where:
        print_where(args.pgn, args.player)
        return
    if args.slate is None and len(args.pgn) == 2:
        args.pgn, args.slate = args.pgn[:1], args.pgn[1]
    if args.slate is None or len(args.pgn) != 1:
        ap.error("give one PGN and Slate's command (or --where)")

    fens = turning_points(args.pgn[0], args.player)
    sf = chess.engine.SimpleEngine.popen_uci(shlex.split(args.stockfish))
    slate = chess.engine.SimpleEngine.popen_uci(shlex.split(args.slate))
    rows = []
    try:
        for fen in fens:
            board = chess.Board(fen)

            def cp(info):
                return info["score"].pov(board.turn).score(mate_score=10_000)

            ref = cp(sf.analyse(board, chess.engine.Limit(depth=args.depth)))
            short = cp(slate.analyse(board, chess.engine.Limit(nodes=args.nodes)))
            deep = cp(slate.analyse(board, chess.engine.Limit(nodes=args.deep_nodes)))
            rows.append((ref, short, deep))
            print(f"{ref:6d} {short:6d} {deep:6d}  {fen}", flush=True)
    finally:
        sf.quit()
        slate.quit()
    if not rows:
        print("no turning points found")
        return
    lost = [r for r in rows if r[0] < -args.worse]
    print(f"{len(rows)} positions; medians: Stockfish {statistics.median(r[0] for r in rows)}, "
          f"Slate {statistics.median(r[1] for r in rows)} at {args.nodes} nodes, "
          f"{statistics.median(r[2] for r in rows)} at {args.deep_nodes}")
    for label, i, n in (("short", 1, args.nodes), ("deep", 2, args.deep_nodes)):
        seen = sum(1 for r in lost if r[i] <= -args.worse)
        level = sum(1 for r in lost if r[i] > -30)
        print(f"of {len(lost)} that Stockfish scores below -{args.worse}: Slate at {n} nodes "
              f"also below -{args.worse} in {seen}, still above -30 in {level}")


if __name__ == "__main__":
    main()
