#!/usr/bin/env python3
"""Fits the UCI_ShowWDL model (src/search/wdl.rs) to Slate's own games by maximum likelihood.

Input: PGN files whose moves carry the mover's score as match.py writes it (`{ +0.35/9 0.012s }`).
Each scored move gives one sample: the score (side to move's view, centipawns), the material
on the board before the move (P + 3N + 3B + 5R + 9Q, both sides) and the game's result from the
side to move's view.

Model (Stockfish's shape): m = clamp(material, 17, 78) / 58, a(m) and b(m) cubic polynomials,
    P(win | x) = 1 / (1 + exp(-(x - a) / b)),  P(loss | x) = P(win | -x),  P(draw) = the rest.
The eight coefficients maximise the log-likelihood of the observed results (damped Newton on
the exact gradient, the Hessian by finite differences of it). Plain python3 plus python-chess.

    python3 scripts/wdl_fit.py GAMES.pgn [--write src/search/wdl.rs] [--markdown]

prints the data size, the coefficients, and calibration tables (predicted vs observed outcome
rates per score bucket and per material bucket); --write replaces the constants A and B in the
Rust module. The games for docs/wdl.md came from (about an hour, one core):

    python3 ../shared/tools/match.py target/release/slate target/release/slate \\
        --name1 Slate5000 --name2 Slate5300 --tc1 nodes=5000 --tc2 nodes=5300 --games 2000 \\
        --openings noob1000.epd --concurrency 1 --draw-moves 0 --pgn selfplay.pgn
    # noob1000.epd: 1,000 random lines (python random.seed(16)) of
    # ../shared/data/openings/noob_3moves.epd.zip
"""
import argparse
import math
import re
import sys
from collections import defaultdict

import chess
import chess.pgn

SCORE = re.compile(r"^\s*([+-]?\d+\.\d+)/(\d+)")
VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}


def material(board):
    return sum(v * len(board.pieces(p, c)) for p, v in VALUES.items() for c in chess.COLORS)


def read_samples(paths, max_score, min_ply):
    """(material, cp) -> [wins, draws, losses] from the side to move's view; plus counts."""
    bins = defaultdict(lambda: [0, 0, 0])
    games = samples = skipped = 0
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            while True:
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                result = game.headers.get("Result", "*")
                if result not in ("1-0", "0-1", "1/2-1/2"):
                    continue
                games += 1
                white = {"1-0": 0, "1/2-1/2": 1, "0-1": 2}[result]
                board = game.board()
                for ply, node in enumerate(game.mainline()):
                    m = SCORE.match(node.comment or "")
                    if m and ply >= min_ply:
                        cp = round(float(m.group(1)) * 100)
                        if abs(cp) <= max_score:
                            outcome = white if board.turn == chess.WHITE else 2 - white
                            bins[(min(max(material(board), 17), 78), cp)][outcome] += 1
                            samples += 1
                        else:
                            skipped += 1
                    board.push(node.move)
    return bins, games, samples, skipped


def sigmoid(z):
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(max(z, -700.0))
    return e / (1.0 + e)


def poly(c, m):
    return ((c[0] * m + c[1]) * m + c[2]) * m + c[3]


def probabilities(params, mat, cp):
    m = mat / 58.0
    a, b = poly(params[:4], m), max(poly(params[4:], m), 1.0)
    pw = sigmoid((cp - a) / b)
    pl = sigmoid((-cp - a) / b)
    return pw, max(1.0 - pw - pl, 1e-12), pl


def log_likelihood_and_gradient(params, data):
    """Mean log-likelihood and its gradient over the coefficients."""
    ll = 0.0
    grad = [0.0] * 8
    total = 0
    for mat, cp, w, d, l in data:
        m = mat / 58.0
        powers = (m ** 3, m ** 2, m, 1.0)
        a, b = poly(params[:4], m), max(poly(params[4:], m), 1.0)
        zw, zl = (cp - a) / b, (-cp - a) / b
        pw = max(sigmoid(zw), 1e-300)
        pl = max(sigmoid(zl), 1e-300)
        pd = max(1.0 - pw - pl, 1e-12)
        n = w + d + l
        total += n
        ll += w * math.log(pw) + d * math.log(pd) + l * math.log(pl)
        # d log p / d a, d log p / d b for each outcome.
        sw, sl = pw * (1 - pw), pl * (1 - pl)  # derivatives of the sigmoids wrt their z
        dpw_da, dpw_db = -sw / b, -sw * zw / b
        dpl_da, dpl_db = -sl / b, -sl * zl / b
        da = w * dpw_da / pw + l * dpl_da / pl - d * (dpw_da + dpl_da) / pd
        db = w * dpw_db / pw + l * dpl_db / pl - d * (dpw_db + dpl_db) / pd
        for i, p in enumerate(powers):
            grad[i] += da * p
            grad[4 + i] += db * p
    return ll / total, [g / total for g in grad]


def fit(data, iterations=60):
    params = [0.0, 0.0, 0.0, 150.0, 0.0, 0.0, 0.0, 100.0]
    ll, grad = log_likelihood_and_gradient(params, data)
    damping = 1e-3
    for _ in range(iterations):
        # Hessian by central differences of the gradient.
        h = 1e-3
        hess = [[0.0] * 8 for _ in range(8)]
        for j in range(8):
            up = params[:]
            up[j] += h
            down = params[:]
            down[j] -= h
            gu = log_likelihood_and_gradient(up, data)[1]
            gd = log_likelihood_and_gradient(down, data)[1]
            for i in range(8):
                hess[i][j] = (gu[i] - gd[i]) / (2 * h)
        hess = [[(hess[i][j] + hess[j][i]) / 2 for j in range(8)] for i in range(8)]
        improved = False
        while damping < 1e12:
            # Solve (-H + damping * diag(|H|)) step = grad (Levenberg-Marquardt on -ll).
            mat = [[-hess[i][j] + (damping * max(abs(hess[i][i]), 1e-12) if i == j else 0.0)
                    for j in range(8)] + [grad[i]] for i in range(8)]
            step = solve(mat)
            trial = [p + s for p, s in zip(params, step)]
            tll, tgrad = log_likelihood_and_gradient(trial, data)
            if tll > ll:
                params, ll, grad = trial, tll, tgrad
                damping = max(damping / 10, 1e-9)
                improved = True
                break
            damping *= 10
        if not improved or max(abs(s) for s in step) < 1e-6:
            break
    return params, ll


def solve(aug):
    n = len(aug)
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(aug[r][c]))
        aug[c], aug[p] = aug[p], aug[c]
        if abs(aug[c][c]) < 1e-300:
            continue
        for r in range(n):
            if r != c:
                f = aug[r][c] / aug[c][c]
                for k in range(c, n + 1):
                    aug[r][k] -= f * aug[c][k]
    return [aug[i][n] / aug[i][i] if aug[i][i] else 0.0 for i in range(n)]


def calibration(params, data, key, buckets):
    """Rows of (bucket label, n, predicted W D L %, observed W D L %)."""
    rows = []
    for label, lo, hi in buckets:
        n = 0
        pred = [0.0, 0.0, 0.0]
        obs = [0, 0, 0]
        for item in data:
            mat, cp, w, d, l = item
            if not lo <= key(item) < hi:
                continue
            k = w + d + l
            p = probabilities(params, mat, cp)
            n += k
            for i in range(3):
                pred[i] += p[i] * k
            obs[0] += w
            obs[1] += d
            obs[2] += l
        if n:
            rows.append((label, n, [100 * x / n for x in pred], [100 * x / n for x in obs]))
    return rows


def print_table(title, rows):
    print(f"\n{title}\n")
    print("| bucket | positions | predicted W / D / L % | observed W / D / L % |")
    print("|---|---|---|---|")
    for label, n, p, o in rows:
        print(f"| {label} | {n} | {p[0]:.1f} / {p[1]:.1f} / {p[2]:.1f} "
              f"| {o[0]:.1f} / {o[1]:.1f} / {o[2]:.1f} |")


def write_rust(path, params):
    text = open(path, encoding="utf-8").read()
    fmt = lambda cs: ", ".join(f"{c:.3f}" for c in cs)
    text, na = re.subn(r"pub const A: \[f64; 4\] = \[[^\]]*\];",
                       f"pub const A: [f64; 4] = [{fmt(params[:4])}];", text)
    text, nb = re.subn(r"pub const B: \[f64; 4\] = \[[^\]]*\];",
                       f"pub const B: [f64; 4] = [{fmt(params[4:])}];", text)
    if na != 1 or nb != 1:
        sys.exit(f"{path}: constants A and B not found")
    open(path, "w", encoding="utf-8").write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--max-score", type=int, default=2000,
                    help="samples with a larger |score| (cp) are left out (mates always)")
    ap.add_argument("--min-ply", type=int, default=0,
                    help="leave out the first N scored plies of each game")
    ap.add_argument("--write", metavar="RS", help="put the coefficients into this Rust file")
    args = ap.parse_args()

    bins, games, samples, skipped = read_samples(args.pgn, args.max_score, args.min_ply)
    data = [(mat, cp, *wdl) for (mat, cp), wdl in bins.items()]
    outcomes = [sum(x[2 + i] for x in data) for i in range(3)]
    print(f"games {games}, samples {samples} ({len(data)} distinct material/score pairs), "
          f"left out {skipped} with |score| > {args.max_score} cp or mate scores")
    print(f"side-to-move outcomes W/D/L {outcomes[0]}/{outcomes[1]}/{outcomes[2]}")
    params, ll = fit(data)
    print(f"mean log-likelihood {ll:.5f}")
    print(f"A = [{', '.join(f'{c:.3f}' for c in params[:4])}]")
    print(f"B = [{', '.join(f'{c:.3f}' for c in params[4:])}]")
    for mat in (78, 60, 45, 30, 17):
        m = mat / 58
        print(f"  material {mat}: a = {poly(params[:4], m):.1f} cp, b = {poly(params[4:], m):.1f} cp")

    edges = [-100000, -400, -250, -150, -100, -60, -30, -10, 10, 30, 60, 100, 150, 250, 400, 100000]
    score_buckets = []
    for lo, hi in zip(edges, edges[1:]):
        label = (f"< {hi}" if lo == edges[0] else f">= {lo}" if hi == edges[-1]
                 else f"{lo} … {hi - 1}")
        score_buckets.append((label, lo, hi))
    print_table("Calibration by score (cp, side to move)", calibration(
        params, data, lambda x: x[1], score_buckets))
    mat_buckets = [("17-30", 17, 31), ("31-45", 31, 46), ("46-60", 46, 61), ("61-70", 61, 71),
                   ("71-78", 71, 79)]
    print_table("Calibration by material, scores 50…150 cp", calibration(
        params, [x for x in data if 50 <= x[1] <= 150], lambda x: x[0], mat_buckets))
    if args.write:
        write_rust(args.write, params)
        print(f"\nwrote {args.write}")


if __name__ == "__main__":
    main()
