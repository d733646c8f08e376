#!/usr/bin/env python3
"""Slate's static evaluation beside Stockfish's classical one, term by term, on the turning
points of Slate's lost games (see `misjudged.py`) and on positions taken at random from the same
games. A term whose mean differs between the two engines far more on the turning points than on
the random positions is a place where Slate's evaluation misjudges what loses games.

    python3 scripts/eval_terms.py /tmp/runs/eth/eth.pgn target/release/slate \
        --stockfish "$(engine_cmd stockfish)" [--player slate] [--random 200] [--seed 1]

Both evaluations are static (Slate's `eval`, Stockfish's `eval` trace), tapered with Slate's phase,
in pawns, from the side to move's view. Stockfish's groups are matched to Slate's roughly: its
Knights, Bishops, Rooks and Queens terms are shown beside Slate's psqt plus rooks/minors.
"""

import argparse
import random
import re
import shlex
import statistics
import subprocess

import chess
import chess.pgn

from misjudged import turning_points

SLATE_TERMS = {
    "material": "material",
    "psqt": "pieces",
    "rooks/minors": "pieces",
    "mobility": "mobility",
    "pawn structure": "pawns",
    "passed pawns": "passed",
    "king safety": "king",
    "threats": "threats",
    "tempo": "tempo",
}
SF_TERMS = {
    "Material": "material",
    "Imbalance": "material",
    "Pawns": "pawns",
    "Knights": "pieces",
    "Bishops": "pieces",
    "Rooks": "pieces",
    "Queens": "pieces",
    "Mobility": "mobility",
    "King safety": "king",
    "Threats": "threats",
    "Passed": "passed",
    "Space": "space",
    "Winnable": "winnable",
}
GROUPS = ["material", "pieces", "mobility", "pawns", "passed", "king", "threats", "space",
          "winnable", "tempo"]


class Uci:
    def __init__(self, cmd):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until(lambda line: line == "uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def until(self, done):
        lines = []
        while True:
            line = self.p.stdout.readline().rstrip("\n")
            lines.append(line)
            if done(line):
                return lines

    def eval(self, fen, last):
        self.send(f"position fen {fen}")
        self.send("eval")
        self.send("isready")
        return self.until(lambda line: line == "readyok" or line.startswith(last))

    def quit(self):
        self.send("quit")
        self.p.wait()


def slate_terms(engine, fen):
    """(per-group (mg, eg) in centipawns, White's view; phase of 24)."""
    groups, phase = {g: [0, 0] for g in GROUPS}, 24
    for line in engine.eval(fen, "final"):
        m = re.match(r"phase\s+(\d+) of (\d+)", line)
        if m:
            phase = 24 * int(m.group(1)) // int(m.group(2))
            continue
        for name, group in SLATE_TERMS.items():
            if line.startswith(name + " ") and not line.startswith("material other"):
                mg, eg = map(int, line.split()[-2:])
                groups[group][0] += mg
                groups[group][1] += eg
    return groups, phase


def sf_terms(engine, fen):
    groups = {g: [0, 0] for g in GROUPS}
    for line in engine.eval(fen, "Final evaluation"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) < 5 or cells[1] not in SF_TERMS:
            continue
        mg, eg = (float(x) for x in cells[4].split())
        groups[SF_TERMS[cells[1]]][0] += round(100 * mg)
        groups[SF_TERMS[cells[1]]][1] += round(100 * eg)
    return groups


def taper(mg_eg, phase):
    return (mg_eg[0] * phase + mg_eg[1] * (24 - phase)) / 24 / 100


def random_positions(pgn_path, player, count, rng):
    fens = []
    with open(pgn_path) as f:
        while (game := chess.pgn.read_game(f)) is not None:
            white = game.headers.get("White") == player
            board = game.board()
            for i, mv in enumerate(game.mainline_moves()):
                board.push(mv)
                if i >= 16 and (board.turn == chess.WHITE) == white and not board.is_check():
                    fens.append(board.fen())
    return rng.sample(fens, min(count, len(fens)))


def table(title, fens, slate, sf):
    diffs = {g: ([], []) for g in GROUPS}
    for fen in fens:
        sign = 1 if chess.Board(fen).turn == chess.WHITE else -1
        ours, phase = slate_terms(slate, fen)
        theirs = sf_terms(sf, fen)
        for g in GROUPS:
            diffs[g][0].append(sign * taper(ours[g], phase))
            diffs[g][1].append(sign * taper(theirs[g], phase))
    print(f"{title}: {len(fens)} positions, means in pawns for the side to move")
    print(f"{'group':10} {'Slate':>7} {'Stockfish':>9} {'S - SF':>7}")
    for g in GROUPS:
        a, b = statistics.mean(diffs[g][0]), statistics.mean(diffs[g][1])
        print(f"{g:10} {a:7.2f} {b:9.2f} {a - b:7.2f}")
    return diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pgn")
    ap.add_argument("slate")
    ap.add_argument("--stockfish", default="stockfish")
    ap.add_argument("--player", default="slate")
    ap.add_argument("--random", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    slate, sf = Uci(args.slate), Uci(args.stockfish)
    try:
        turning = turning_points(args.pgn, args.player)
        table("turning points", turning, slate, sf)
        print()
        table("random positions", random_positions(args.pgn, args.player, args.random,
                                                    random.Random(args.seed)), slate, sf)
    finally:
        slate.quit()
        sf.quit()


if __name__ == "__main__":
    main()
