#!/usr/bin/env python3
"""Strategic Test Suite score of UCI engines at a fixed node count (issue 17, docs/eval.md).

Every position of the EPD file is searched with `go nodes N` after `ucinewgame` (Hash 16,
Threads 1), and the move played earns the points the position's `c8`/`c9` opcodes give it
(10 for the best move, less for the alternatives, 0 for any other): the usual STS scoring. Prints
each engine's points, the maximum, the percentage, and the percentage per theme (the `id` prefix).

usage: scripts/sts.py [--epd ../shared/data/epd/sts1-15.epd] [--nodes 50000] [--limit N]
                      NAME=COMMAND [NAME=COMMAND ...]
e.g.   scripts/sts.py slate=target/release/slate glaurung=/usr/games/glaurung \
           stockfish=/usr/games/stockfish
"""
import argparse, collections, re, shlex, subprocess


def positions(path, limit):
    out = []
    for line in open(path):
        if not line.strip():
            continue
        fields = line.split()
        fen = " ".join(fields[:4]) + " 0 1"
        ident = re.search(r'\bid "([^"]+)"', line)
        moves = re.search(r'\bc9 "([^"]+)"', line)
        points = re.search(r'\bc8 "([^"]+)"', line)
        if not (ident and moves and points):
            continue
        theme = re.sub(r"^STS\(v[\d.]+\) ", "", re.sub(r"\.\d+$", "", ident.group(1)))
        award = dict(zip(moves.group(1).split(), map(int, points.group(1).split())))
        out.append((fen, theme, award))
        if limit and len(out) == limit:
            break
    return out


class Engine:
    def __init__(self, command):
        self.p = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Hash value 16")
        self.send("setoption name Threads value 1")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        for line in self.p.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError(f"engine ended before '{prefix}'")

    def best(self, fen, nodes):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")
        self.send(f"position fen {fen}")
        self.send(f"go nodes {nodes}")
        return self.wait("bestmove").split()[1]

    def quit(self):
        self.send("quit")
        self.p.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epd", default="../shared/data/epd/sts1-15.epd")
    ap.add_argument("--nodes", type=int, default=50000)
    ap.add_argument("--limit", type=int, default=0, help="only the first N positions")
    ap.add_argument("engines", nargs="+", help="NAME=COMMAND")
    a = ap.parse_args()
    suite = positions(a.epd, a.limit)
    themes = list(dict.fromkeys(t for _, t, _ in suite))
    rows = {}
    for spec in a.engines:
        name, command = spec.split("=", 1)
        engine = Engine(command)
        got = collections.Counter()
        for fen, theme, award in suite:
            got[theme] += award.get(engine.best(fen, a.nodes), 0)
        engine.quit()
        rows[name] = got
        total = sum(got.values())
        print(f"{name}: {total} of {10 * len(suite)} points, {100 * total / (10 * len(suite)):.1f} %",
              flush=True)
    print()
    print("| theme | positions | " + " | ".join(rows) + " |")
    print("|---|---|" + "---|" * len(rows))
    for theme in themes:
        n = sum(1 for _, t, _ in suite if t == theme)
        print(f"| {theme} | {n} | " + " | ".join(f"{100 * r[theme] / (10 * n):.1f}" for r in rows.values()) + " |")
    n = len(suite)
    print(f"| **all** | {n} | " + " | ".join(f"**{100 * sum(r.values()) / (10 * n):.1f}**" for r in rows.values()) + " |")


if __name__ == "__main__":
    main()
