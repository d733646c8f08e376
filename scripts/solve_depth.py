#!/usr/bin/env python3
"""At what depth does Slate find each test position's best move (WAC and the like)?

For each position of an EPD file with `bm`: a fresh game (`ucinewgame`), `go depth D`, and the
first depth from which every completed iteration's principal variation starts with a `bm` move
(the move is found there and kept). Fixed depth and one thread: the figures are exact and
repeatable, so two builds are compared position by position. Prints one line per position
(id, depth found or None, last score) and the count solved.

usage: scripts/solve_depth.py [--engine target/release/slate] [--epd ../shared/data/epd/wac.epd]
                              [--depth 10]
"""
import argparse, re, subprocess

import chess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="target/release/slate")
    ap.add_argument("--epd", default="../shared/data/epd/wac.epd")
    ap.add_argument("--depth", type=int, default=10)
    a = ap.parse_args()
    p = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    send("uci")
    send("isready")
    for line in p.stdout:
        if line.startswith("readyok"):
            break
    solved = total = 0
    with open(a.epd) as f:
        for epd in f:
            if not epd.strip():
                continue
            board, ops = chess.Board.from_epd(epd)
            best = {m.uci() for m in ops.get("bm", [])}
            if not best:
                continue
            send("ucinewgame")
            send("position fen " + board.fen())
            send(f"go depth {a.depth}")
            found, score = None, None
            for line in p.stdout:
                m = re.match(r"info depth (\d+) .*score (cp|mate) (-?\d+).* pv (\S+)", line)
                if m and "bound" not in line:
                    if m.group(4) in best:
                        found = found or int(m.group(1))
                    else:
                        found = None
                    score = m.group(2) + " " + m.group(3)
                if line.startswith("bestmove"):
                    break
            total += 1
            solved += found is not None
            print(ops.get("id", f"#{total}"), found, score, flush=True)
    send("quit")
    p.wait()
    print(f"solved {solved} of {total} by depth {a.depth}")


if __name__ == "__main__":
    main()
