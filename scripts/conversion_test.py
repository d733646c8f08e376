#!/usr/bin/env python3
"""Conversion test: can Slate mate a defending Stockfish in won endgames (KQK, KRK, KBBK, KBNK
by default; 4- and 5-man endgames with the defender's pieces, such as KRBvKR, with --endgames)?

An external test tool only (python-chess is GPL and never linked into Slate).

    cargo build --release
    nice -n 10 python3 scripts/conversion_test.py --positions 100 --movetime 1.0 \
        --out target/conversion.jsonl
    nice -n 10 python3 scripts/conversion_test.py --positions 20 --movetime 0.1 --tb \
        --endgames KRBvKR KRNvKR KBBvKR KBNvKR KRRvKQ --out target/conversion-5men.jsonl

With --tb both engines get SyzygyPath set to the --syzygy folder, so Slate converts with the
tables and Stockfish defends with them.

Start positions: random legal positions of each endgame, the strong side to move and a
tablebase win for it (Syzygy WDL), deterministic for a given --seed. Slate plays the strong side,
Stockfish defends. A game succeeds when Slate mates before the 50-move rule; it fails on a draw
of any kind (50 moves, stalemate, repetition, a piece lost). One JSON line per game is appended
to --out; games already there are skipped, so an interrupted run resumes.
"""
import argparse
import json
import os
import random
import sys

import chess
import chess.engine
import chess.syzygy

# Strong side's pieces, defender's pieces (besides the kings).
ENDGAMES = {"KQvK": ("Q", ""), "KRvK": ("R", ""), "KBBvK": ("BB", ""), "KBNvK": ("BN", "")}
# Endgames with a defending piece. The shared set has WDL and DTZ tables for these, except
# KRPvKR (WDL only, and no table for KQRvKR after a promotion).
MORE_ENDGAMES = {
    "KQvKR": ("Q", "R"), "KRBvKR": ("RB", "R"), "KRNvKR": ("RN", "R"),
    "KBBvKR": ("BB", "R"), "KBNvKR": ("BN", "R"), "KRRvKQ": ("RR", "Q"),
    "KRPvKR": ("RP", "R"),
}
ALL_ENDGAMES = {**ENDGAMES, **MORE_ENDGAMES}
LETTERS = {"N": chess.KNIGHT, "B": chess.BISHOP, "R": chess.ROOK, "Q": chess.QUEEN,
           "P": chess.PAWN}


def start_positions(tb, name, count, seed):
    rng = random.Random(f"{seed}/{name}")
    out = []
    while len(out) < count:
        board = chess.Board(None)
        pieces, defenders = ALL_ENDGAMES[name]
        squares = rng.sample(range(64), 2 + len(pieces) + len(defenders))
        strong = rng.choice([chess.WHITE, chess.BLACK])
        board.set_piece_at(squares[0], chess.Piece(chess.KING, strong))
        board.set_piece_at(squares[1], chess.Piece(chess.KING, not strong))
        for sq, letter in zip(squares[2:], pieces):
            board.set_piece_at(sq, chess.Piece(LETTERS[letter], strong))
        for sq, letter in zip(squares[2 + len(pieces):], defenders):
            board.set_piece_at(sq, chess.Piece(LETTERS[letter], not strong))
        board.turn = strong
        if not board.is_valid() or board.is_game_over():
            continue
        if name == "KBBvK":
            bishops = board.pieces(chess.BISHOP, strong)
            if len(bishops & chess.BB_LIGHT_SQUARES) != 1:
                continue
        if tb.probe_wdl(board) != 2:
            continue
        out.append(board.fen())
    return out


def play(slate, stockfish, fen, movetime):
    board = chess.Board(fen)
    strong = board.turn
    limit = chess.engine.Limit(time=movetime)
    while True:
        if board.is_checkmate():
            return ("mate" if board.turn != strong else "lost: Slate was mated", board)
        if board.is_stalemate() or board.is_insufficient_material():
            return ("draw: " + ("stalemate" if board.is_stalemate() else "piece lost"), board)
        if board.halfmove_clock >= 100:
            return ("draw: 50-move rule", board)
        if board.is_repetition(3):
            return ("draw: repetition", board)
        engine = slate if board.turn == strong else stockfish
        result = engine.play(board, limit)
        if result.move is None:
            return ("no move", board)
        board.push(result.move)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--slate", default="target/release/slate")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--syzygy", default="../shared/data/syzygy")
    ap.add_argument("--positions", type=int, default=100, help="per endgame")
    ap.add_argument("--movetime", type=float, default=1.0, help="seconds per move, both engines")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--endgames", nargs="*", default=list(ENDGAMES),
                    choices=list(ALL_ENDGAMES))
    ap.add_argument("--tb", action="store_true",
                    help="set SyzygyPath to the --syzygy folder in both engines")
    ap.add_argument("--out", default="target/conversion.jsonl")
    ap.add_argument("--shard", default="0/1", metavar="K/N",
                    help="play only the start positions whose index is K modulo N, so that N "
                         "processes can share one run (and one --out file)")
    args = ap.parse_args()
    shard, shards = (int(x) for x in args.shard.split("/"))
    if not 0 <= shard < shards:
        sys.exit(f"bad --shard {args.shard}: want K/N with 0 <= K < N")
    for path in (args.slate, args.stockfish):
        if not os.path.exists(path):
            sys.exit(f"missing engine: {path}")
    done = set()
    if os.path.exists(args.out):
        with open(args.out) as f:
            for line in f:
                try:
                    r = json.loads(line)
                    done.add((r["endgame"], r["index"]))
                except (ValueError, KeyError):
                    pass
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    slate = chess.engine.SimpleEngine.popen_uci(args.slate)
    stockfish = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    if args.tb:
        for engine in (slate, stockfish):
            engine.configure({"SyzygyPath": os.path.abspath(args.syzygy)})
    try:
        with chess.syzygy.open_tablebase(args.syzygy) as tb, open(args.out, "a") as out:
            for name in args.endgames:
                for i, fen in enumerate(start_positions(tb, name, args.positions, args.seed)):
                    if (name, i) in done or i % shards != shard:
                        continue
                    outcome, board = play(slate, stockfish, fen, args.movetime)
                    plies = len(board.move_stack)
                    rec = {"endgame": name, "index": i, "fen": fen, "result": outcome,
                           "plies": plies, "movetime": args.movetime,
                           "moves": " ".join(m.uci() for m in board.move_stack)}
                    out.write(json.dumps(rec) + "\n")
                    out.flush()
                    print(f"{name} {i}: {outcome} in {plies} plies", file=sys.stderr)
    finally:
        slate.quit()
        stockfish.quit()
    summary = {}
    with open(args.out) as f:
        for line in f:
            r = json.loads(line)
            s = summary.setdefault(r["endgame"], [0, 0])
            s[0] += 1
            s[1] += r["result"] == "mate"
    for name, (games, mates) in summary.items():
        print(f"{name}: {mates}/{games} mated within the 50-move rule")
    sys.exit(0 if all(m == g for g, m in summary.values()) else 1)


if __name__ == "__main__":
    main()
