#!/usr/bin/env python3
"""learning_effect.py - does Slate's learning make it win more against an opponent it meets again?

Plays Slate against a deterministic opponent at fixed nodes per move (so that every game is
reproducible) over the same openings, both colours, several repetitions in a row: once with
learning on (one store kept across all repetitions) and once with learning off. For every
repetition it prints the score with a 95 % error bar, and between repetitions what happened to
each game: replayed move for move ("kept"), changed, improved (a loss became a draw or a win) or
spoiled (a win or draw became worse). Lost games replayed identically are counted separately:
learning must never let that happen.

    python3 scripts/learning_effect.py --slate target/release/slate \\
        --opponent /usr/games/stockfish --opponent-nodes 1400 --nodes 20000 \\
        --count 20 --repetitions 5 --out target/learning-effect

Run the modes in two processes to use two cores (`--modes on` and `--modes off` with the same
--out), then `--report-only` to print the combined tables and write the plot. `--concurrency 2`
plays two games at a time, both Slate processes sharing the one store.

At a clock, as users play (the machine's load then falls on both modes alike, so they are
played at the same time, one match each, one game at a time):

    python3 scripts/learning_effect.py --slate target/release/slate \
        --opponent /usr/games/ethereal-chess --tc 5+0.05 --parallel \
        --count 40 --repetitions 5 --out target/learning-clock

`--startpos` plays every game from the start position instead of the openings (a bot without a
book). The report adds the plies each game shares with the previous repetition's game and the
Elo of each mode over the repetitions after the first, with on − off.

Writes DIR/MODE.json (every game), DIR/report.md (the tables) and DIR/learning-curve.svg.
Needs python-chess and ../shared/tools/match.py.
"""
import argparse
import io
import json
import math
import os
import subprocess
import sys

import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.join(HERE, "..", "..", "shared", "tools", "match.py")
SLATE_NAME = "slate"


def read_games(path):
    """Round -> (result from Slate's view 1/0.5/0, Slate's colour, moves)."""
    games = {}
    with open(path) as f:
        while True:
            g = chess.pgn.read_game(f)
            if g is None:
                break
            h = g.headers
            white = h["White"].startswith(SLATE_NAME)
            score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(h["Result"])
            if score is None:
                continue
            if not white:
                score = 1.0 - score
            moves, own = [], []
            slate_first = white == (g.board().turn == chess.WHITE)
            for ply, node in enumerate(g.mainline()):
                moves.append(node.move.uci())
                if (ply % 2 == 0) == slate_first:
                    own.append([ply, comment_score(node.comment)])
            games[int(h["Round"])] = {"score": score, "white": white, "moves": moves,
                                      "start": h.get("FEN", "startpos"), "own_scores": own,
                                      "termination": h.get("Termination", ""),
                                      "reason": h.get("Reason", "")}
    return games


def comment_score(comment):
    """Centipawns from the mover's view in a match.py move comment ("+0.41/16 0.214s",
    "-M5/30 0.1s"), or None."""
    head = comment.strip().split("/")[0] if "/" in comment else ""
    if head[1:2] == "M":
        return 100000 if head[0] == "+" else -100000
    try:
        return round(100 * float(head))
    except ValueError:
        return None


def decided_ply(game, worse=-100):
    """The ply from which a lost game stayed lost in Slate's own eyes: the first of Slate's moves
    after which every score it gave was `worse` or below (the game's length when none was)."""
    decided = len(game["moves"])
    for ply, cp in reversed(game.get("own_scores", [])):
        if cp is None or cp > worse:
            break
        decided = ply
    return decided


def recurrence(reps):
    """For every lost game, in the order played (repetition, then round): the ply where it was
    decided, and the longest prefix it shares with any game played before it from the same start
    (what the store could know of its line). Returns (decided, known) pairs."""
    seen, out = [], []
    for games in reps:
        for rnd in sorted(games, key=int):
            g = games[rnd]
            if g["score"] == 0.0:
                known = max((shared_plies(g["moves"], h["moves"]) for h in seen
                             if h.get("start") == g.get("start")), default=0)
                out.append((decided_ply(g), known))
            seen.append(g)
    return out


def play(args, mode, rep, work):
    store = os.path.join(work, f"store-{mode}.sqlite")
    pgn = os.path.join(work, f"{mode}-rep{rep}.pgn")
    if os.path.exists(pgn):
        os.remove(pgn)
    if args.tc:
        clocks = ["--tc", args.tc]
    else:
        clocks = ["--tc1", f"nodes={args.nodes}", "--tc2", f"nodes={args.opponent_nodes}"]
    openings = [] if args.startpos else ["--openings", os.path.join(work, "openings.epd")]
    cmd = [sys.executable, MATCH, args.slate, args.opponent,
           "--name1", f"{SLATE_NAME}-learning-{mode}", "--name2", "opponent",
           *clocks, "--games", str(2 * args.count), *openings,
           "--concurrency", str(args.concurrency), "--threads", "1",
           "--option1", f"Learning={mode}", "--option1", f"Learning File={store}",
           "--pgn", pgn, "--quiet"]
    for o in args.slate_option:
        cmd += ["--option1", o]
    for o in args.opponent_option:
        cmd += ["--option2", o]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0 or not os.path.exists(pgn):
        raise RuntimeError(f"match failed ({out.returncode}):\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    games = read_games(pgn)
    if len(games) != 2 * args.count:
        raise RuntimeError(f"{pgn}: {len(games)} games, expected {2 * args.count}")
    return games


def score_bar(scores):
    """Mean and 95 % half-width of a list of game scores (0, 0.5, 1)."""
    n = len(scores)
    s = sum(scores) / n
    var = sum((x - s) ** 2 for x in scores) / n
    return s, 1.96 * math.sqrt(var / n)


def transitions(prev, cur):
    """What happened to each game of repetition `prev` when it was played again in `cur`."""
    t = {"lost": 0, "lost_replayed": 0, "lost_improved": 0,
         "kept_base": 0, "kept": 0, "spoiled": 0, "changed": 0, "shared": []}
    for rnd, g in prev.items():
        h = cur[rnd]
        same = g["moves"] == h["moves"]
        t["shared"].append(shared_plies(g["moves"], h["moves"]))
        t["changed"] += not same
        if g["score"] == 0.0:
            t["lost"] += 1
            t["lost_replayed"] += same
            t["lost_improved"] += h["score"] > 0.0
        else:
            t["kept_base"] += 1
            t["kept"] += same
            t["spoiled"] += h["score"] < g["score"]
    return t


def slate_moves_first(game):
    """Whether Slate makes the first move of the game (its colour against the side to move)."""
    start = game.get("start", "startpos")
    white_to_move = start == "startpos" or start.split()[1] == "w"
    return game["white"] == white_to_move


def parted_by(prev, cur):
    """Whose move parted each game from the previous repetition's game from the same start:
    (Slate's count, the opponent's count, the plies shared where they parted)."""
    slate = opponent = 0
    where = []
    for rnd, g in prev.items():
        h = cur[rnd]
        if g["moves"] == h["moves"]:
            continue
        ply = shared_plies(g["moves"], h["moves"])
        if ply >= min(len(g["moves"]), len(h["moves"])):
            continue  # one game ended where the other went on: nobody chose differently
        where.append(ply)
        if (ply % 2 == 0) == slate_moves_first(h):
            slate += 1
        else:
            opponent += 1
    return slate, opponent, where


def shared_plies(a, b):
    """Plies two games share from their start (the opening position) before they part."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def median(xs):
    xs = sorted(xs)
    if not xs:
        return 0
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def elo_bar(scores):
    """Elo of a list of game scores with its 95 % interval (the score's, converted)."""
    s, h = score_bar(scores)
    return elo(s), elo(s - h), elo(s + h)


LINE_PLIES = 5


def opening_line(game):
    """The game's first LINE_PLIES moves in SAN, from its start."""
    start = game.get("start", "startpos")
    board = chess.Board() if start == "startpos" else chess.Board(start)
    sans = []
    for uci in game["moves"][:LINE_PLIES]:
        move = chess.Move.from_uci(uci)
        sans.append(board.san(move))
        board.push(move)
    return " ".join(sans)


def pct(a, b):
    return f"{100 * a / b:.0f} %" if b else "–"


def report(work, modes_found):
    data = {}
    for mode in modes_found:
        with open(os.path.join(work, f"{mode}.json")) as f:
            data[mode] = json.load(f)
        # Runs written before the per-move scores were kept: read them again from their PGNs.
        for i, games in enumerate(data[mode]["reps"]):
            pgn = os.path.join(work, f"{mode}-rep{i + 1}.pgn")
            if games and "own_scores" not in next(iter(games.values())) and os.path.exists(pgn):
                data[mode]["reps"][i] = {str(k): v for k, v in read_games(pgn).items()}
    lines = []
    meta = next(iter(data.values()))["meta"]
    if meta.get("tc"):
        speed = f"both at {meta['tc']}"
    else:
        speed = (f"at {meta['nodes']} nodes per move against the opponent at "
                 f"{meta['opponent_nodes']}")
    where = "from the start position" if meta.get("startpos") else f"{meta['count']} openings × both colours"
    lines.append(f"Slate `{meta['slate_version']}` against `{meta['opponent']}`, {speed}, "
                 f"{meta['games_per_rep']} games per repetition ({where}), "
                 f"concurrency {meta['concurrency']}{', modes played at the same time' if meta.get('parallel') else ''}.")
    lines.append("")
    reps = max(len(d["reps"]) for d in data.values())
    head = "| learning | " + " | ".join(f"rep {i + 1}" for i in range(reps)) + " | rep 1 → last |"
    lines += [head, "|---" * (reps + 2) + "|"]
    curves = {}
    for mode, d in data.items():
        cells, curve = [], []
        for games in d["reps"]:
            s, h = score_bar([g["score"] for g in games.values()])
            cells.append(f"{100 * s:.1f} % ± {100 * h:.1f}")
            curve.append((s, h))
        curves[mode] = curve
        delta = 100 * (curve[-1][0] - curve[0][0])
        cells += [""] * (reps - len(cells))
        lines.append(f"| {mode} | " + " | ".join(cells) + f" | {delta:+.1f} points |")
    lines.append("")
    lines.append("What happened to each game when it was played again in the next repetition:")
    lines.append("")
    lines.append("| learning | reps | lost games | lost replayed identically | lost improved | "
                 "won/drawn games | kept move for move | spoiled | games changed | "
                 "plies shared with the previous game: median | ≥ 10 plies |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for mode, d in data.items():
        total = {}
        for i in range(1, len(d["reps"])):
            a = {int(k): v for k, v in d["reps"][i - 1].items()}
            b = {int(k): v for k, v in d["reps"][i].items()}
            t = transitions(a, b)
            for k, v in t.items():
                total[k] = total.get(k, 0 if k != "shared" else []) + v
            sh = t["shared"]
            lines.append(f"| {mode} | {i}→{i + 1} | {t['lost']} | {t['lost_replayed']} | "
                         f"{t['lost_improved']} ({pct(t['lost_improved'], t['lost'])}) | "
                         f"{t['kept_base']} | {t['kept']} ({pct(t['kept'], t['kept_base'])}) | "
                         f"{t['spoiled']} | {t['changed']} | {median(sh)} | "
                         f"{sum(x >= 10 for x in sh)} of {len(sh)} |")
        if total:
            sh = total["shared"]
            lines.append(f"| {mode} | all | {total['lost']} | {total['lost_replayed']} | "
                         f"{total['lost_improved']} ({pct(total['lost_improved'], total['lost'])}) | "
                         f"{total['kept_base']} | {total['kept']} "
                         f"({pct(total['kept'], total['kept_base'])}) | {total['spoiled']} | "
                         f"{total['changed']} | {median(sh)} | {sum(x >= 10 for x in sh)} of {len(sh)} |")
    lines.append("")
    lines.append("Who left the previous repetition's game: at the first ply where a game differs "
                 "from the one played from the same start in the repetition before, whose move it was "
                 "(Slate's moves vary with its search, its learning, and its clock; the opponent's "
                 "with its search and clock):")
    lines.append("")
    lines.append("| learning | games that parted | by Slate's move | by the opponent's | ply parted: median |")
    lines.append("|---|---|---|---|---|")
    for mode, d in data.items():
        slate = opponent = 0
        where = []
        for i in range(1, len(d["reps"])):
            a = {int(k): v for k, v in d["reps"][i - 1].items()}
            b = {int(k): v for k, v in d["reps"][i].items()}
            s_, o_, w_ = parted_by(a, b)
            slate, opponent, where = slate + s_, opponent + o_, where + w_
        if where:
            lines.append(f"| {mode} | {len(where)} | {slate} ({pct(slate, len(where))}) | "
                         f"{opponent} ({pct(opponent, len(where))}) | {median(where)} |")
    lines.append("")
    lines.append("Where the lost games were lost: the ply from which Slate's own score stayed at "
                 "−1.00 or below, beside the plies the game shared with some earlier game from the "
                 "same start (the line the store could know). Only a loss decided inside that known "
                 "prefix is one learning could have seen coming:")
    lines.append("")
    lines.append("| learning | lost games (all reps) | decided at ply: median | known prefix: median "
                 "| decided inside the known prefix |")
    lines.append("|---|---|---|---|---|")
    for mode, d in data.items():
        rec = recurrence(d["reps"])
        if not rec or "own_scores" not in next(iter(d["reps"][0].values()), {}):
            continue
        inside = sum(dec <= known for dec, known in rec)
        lines.append(f"| {mode} | {len(rec)} | {median([r[0] for r in rec])} | "
                     f"{median([r[1] for r in rec])} | {inside} ({pct(inside, len(rec))}) |")
    lines.append("")
    lines.append("By Slate's colour, score per repetition:")
    lines.append("")
    lines.append("| learning | colour | " + " | ".join(f"rep {i + 1}" for i in range(reps)) + " |")
    lines.append("|---" * (reps + 2) + "|")
    for mode, d in data.items():
        for colour, white in (("white", True), ("black", False)):
            cells = []
            for games in d["reps"]:
                sc = [g["score"] for g in games.values() if g["white"] == white]
                cells.append(f"{100 * sum(sc) / len(sc):.0f} % ({len(sc)})" if sc else "–")
            cells += [""] * (reps - len(cells))
            lines.append(f"| {mode} | {colour} | " + " | ".join(cells) + " |")
    lines.append("")
    if meta.get("startpos"):
        lines.append(f"The lines played most, by their first {LINE_PLIES} plies (games and Slate's score "
                     "over all repetitions; the lines that learning chooses between):")
        lines.append("")
        lines.append("| learning | Slate | line | games | score | games per repetition |")
        lines.append("|---|---|---|---|---|---|")
        for mode, d in data.items():
            for white in (True, False):
                by_line = {}
                for i, games in enumerate(d["reps"]):
                    for g in games.values():
                        if g["white"] == white:
                            by_line.setdefault(opening_line(g), []).append((i, g["score"]))
                top = sorted(by_line.items(), key=lambda kv: -len(kv[1]))[:4]
                for line, results in top:
                    per_rep = [sum(1 for i, _ in results if i == r) for r in range(len(d["reps"]))]
                    lines.append(f"| {mode} | {'white' if white else 'black'} | {line} | {len(results)} | "
                                 f"{100 * sum(x for _, x in results) / len(results):.0f} % | "
                                 f"{' '.join(map(str, per_rep))} |")
        lines.append("")
    lines.append("Repetitions after the first, pooled (Elo from the score, 95 % interval):")
    lines.append("")
    lines.append("| learning | games | score | Elo |")
    lines.append("|---|---|---|---|")
    pooled = {}
    for mode, d in data.items():
        scores = [g["score"] for games in d["reps"][1:] for g in games.values()]
        if not scores:
            continue
        pooled[mode] = scores
        s_, h_ = score_bar(scores)
        e, lo, hi = elo_bar(scores)
        lines.append(f"| {mode} | {len(scores)} | {100 * s_:.1f} % ± {100 * h_:.1f} | "
                     f"{e:+.1f} [{lo:+.1f}, {hi:+.1f}] |")
    if "on" in pooled and "off" in pooled:
        son, hon = score_bar(pooled["on"])
        soff, hoff = score_bar(pooled["off"])
        # Independent matches: the variances add; the Elo difference's interval by the delta
        # method around each mode's score.
        def slope(sc):
            sc = min(max(sc, 0.01), 0.99)
            return 400 / math.log(10) / (sc * (1 - sc))
        diff = elo(son) - elo(soff)
        half = math.sqrt((slope(son) * hon) ** 2 + (slope(soff) * hoff) ** 2)
        lines.append("")
        lines.append(f"**on − off, repetitions 2–{max(len(d['reps']) for d in data.values())} pooled: "
                     f"{diff:+.1f} ± {half:.1f} Elo** (95 %; {100 * (son - soff):+.1f} points)")
    if "on" in data and "off" in data:
        lines.append("")
        lines.append("Learning on beside off, game by game in the same repetition (a paired comparison: "
                     "only games that differ can differ in result):")
        lines.append("")
        lines.append("| rep | games | identical | different | score on − off (95 %) |")
        lines.append("|---|---|---|---|---|")
        for i in range(min(len(data["on"]["reps"]), len(data["off"]["reps"]))):
            on = data["on"]["reps"][i]
            off = data["off"]["reps"][i]
            diffs = [on[r]["score"] - off[r]["score"] for r in on if r in off]
            same = sum(on[r]["moves"] == off[r]["moves"] for r in on if r in off)
            n = len(diffs)
            mean = sum(diffs) / n
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / n)
            lines.append(f"| {i + 1} | {n} | {same} | {n - same} | "
                         f"{100 * mean:+.1f} ± {100 * 1.96 * sd / math.sqrt(n):.1f} points |")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(work, "report.md"), "w") as f:
        f.write(text)
    write_svg(os.path.join(work, "learning-curve.svg"), curves, meta)
    print(text)
    print(f"written: {work}/report.md, {work}/learning-curve.svg")


def write_svg(path, curves, meta):
    """Score per repetition with 95 % error bars, one line per mode; plain SVG, no plotting
    library needed."""
    w, h, left, right, top, bottom = 640, 400, 70, 150, 40, 60
    reps = max(len(c) for c in curves.values())
    lo = max(0.0, min(s - e for c in curves.values() for s, e in c) - 0.05)
    hi = min(1.0, max(s + e for c in curves.values() for s, e in c) + 0.05)
    lo, hi = math.floor(lo * 10) / 10, math.ceil(hi * 10) / 10

    def x(i):
        pad = 20
        return left + pad + (w - left - right - 2 * pad) * (i / max(1, reps - 1))

    def y(s):
        return top + (h - top - bottom) * (1 - (s - lo) / (hi - lo))

    colours = {"on": "#1f6fb4", "off": "#d2691e"}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'font-family="sans-serif" font-size="13">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="22" text-anchor="middle" font-size="15">Slate\'s score per '
           f'repetition against {os.path.basename(meta["opponent"].split()[0])} '
           f'({meta["games_per_rep"]} games each)</text>']
    tick = lo
    while tick <= hi + 1e-9:
        out.append(f'<line x1="{left}" x2="{w - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" '
                   f'stroke="#ddd"/><text x="{left - 8}" y="{y(tick) + 4:.1f}" '
                   f'text-anchor="end">{100 * tick:.0f} %</text>')
        tick += 0.1
    for i in range(reps):
        out.append(f'<text x="{x(i):.1f}" y="{h - bottom + 20}" text-anchor="middle">{i + 1}</text>')
    out.append(f'<text x="{(left + w - right) / 2}" y="{h - 15}" text-anchor="middle">'
               f'repetition (the same games played again)</text>')
    for k, (mode, curve) in enumerate(curves.items()):
        c = colours.get(mode, "#444")
        shift = 7 * (k - (len(curves) - 1) / 2)
        pts = " ".join(f"{x(i) + shift:.1f},{y(s):.1f}" for i, (s, _) in enumerate(curve))
        out.append(f'<polyline points="{pts}" fill="none" stroke="{c}" stroke-width="2.5"/>')
        # The series stand a little apart so that their error bars do not hide each other.
        shift = 7 * (k - (len(curves) - 1) / 2)
        for i, (s, e) in enumerate(curve):
            bx = x(i) + shift
            out.append(f'<line x1="{bx:.1f}" x2="{bx:.1f}" y1="{y(min(hi, s + e)):.1f}" '
                       f'y2="{y(max(lo, s - e)):.1f}" stroke="{c}" stroke-width="1.5"/>')
            out.append(f'<circle cx="{bx:.1f}" cy="{y(s):.1f}" r="4" fill="{c}"/>')
        ly = top + 20 + 22 * k
        out.append(f'<line x1="{w - right + 15}" x2="{w - right + 40}" y1="{ly}" y2="{ly}" '
                   f'stroke="{c}" stroke-width="2.5"/><text x="{w - right + 46}" y="{ly + 4}">'
                   f'learning {mode}</text>')
    out.append(f'<text x="{w - right + 15}" y="{top + 30 + 22 * len(curves)}" font-size="11">'
               f'bars: 95 % intervals</text>')
    notes = ([f"both at {meta['tc']}"] if meta.get("tc") else []) + \
        (["from the start position"] if meta.get("startpos") else [])
    for i, note in enumerate(notes):
        out.append(f'<text x="{w - right + 15}" y="{top + 48 + 22 * len(curves) + 16 * i}" '
                   f'font-size="11">{note}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--slate", default="target/release/slate")
    ap.add_argument("--opponent", default="/usr/games/stockfish")
    ap.add_argument("--openings", default=os.path.join(HERE, "..", "..", "shared", "tools", "openings.epd"))
    ap.add_argument("--first", type=int, default=0, help="index of the first opening used")
    ap.add_argument("--count", type=int, default=20, help="openings used (each played with both colours)")
    ap.add_argument("--repetitions", type=int, default=5)
    ap.add_argument("--nodes", type=int, default=20000, help="Slate's nodes per move")
    ap.add_argument("--opponent-nodes", type=int, default=1400, help="the opponent's nodes per move")
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--tc", help="a clock for both sides (e.g. 5+0.05) instead of nodes per move")
    ap.add_argument("--parallel", action="store_true",
                    help="play the modes at the same time (one match each), so load falls on both alike")
    ap.add_argument("--startpos", action="store_true",
                    help="every game from the start position (no openings)")
    ap.add_argument("--modes", default="on,off", help="learning modes to play (on,off)")
    ap.add_argument("--slate-option", action="append", default=[], help="NAME=VALUE for Slate")
    ap.add_argument("--opponent-option", action="append", default=[], help="NAME=VALUE for the opponent")
    ap.add_argument("--out", required=True, help="folder for stores, PGNs, JSON, report and plot")
    ap.add_argument("--report-only", action="store_true", help="only combine what --out holds")
    args = ap.parse_args()

    work = args.out
    os.makedirs(work, exist_ok=True)
    if not args.report_only:
        with open(args.openings) as f:
            lines = [l for l in f if l.strip() and not l.startswith("#")]
        chosen = lines[args.first: args.first + args.count]
        if len(chosen) < args.count:
            sys.exit(f"{args.openings} has only {len(lines)} openings")
        with open(os.path.join(work, "openings.epd"), "w") as f:
            f.writelines(chosen)
        version = subprocess.run([args.slate, "--version"], capture_output=True, text=True).stdout.strip()
        def run_mode(mode):
            store = os.path.join(work, f"store-{mode}.sqlite")
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(store + suffix):
                    os.remove(store + suffix)
            reps = []
            for rep in range(1, args.repetitions + 1):
                games = play(args, mode, rep, work)
                reps.append(games)
                s, hw = score_bar([g["score"] for g in games.values()])
                line = f"learning {mode:3} repetition {rep}: {100 * s:.1f} % ± {100 * hw:.1f}"
                if rep > 1:
                    t = transitions(reps[-2], games)
                    line += (f"  lost {t['lost']}: replayed {t['lost_replayed']}, improved "
                             f"{t['lost_improved']}; won/drawn {t['kept_base']}: kept {t['kept']}, "
                             f"spoiled {t['spoiled']}; shared plies median {median(t['shared'])}")
                print(line, flush=True)
                meta = {"slate_version": version, "nodes": args.nodes, "opponent": args.opponent,
                        "opponent_nodes": args.opponent_nodes, "count": args.count,
                        "first": args.first, "games_per_rep": 2 * args.count,
                        "concurrency": args.concurrency, "openings": args.openings,
                        "tc": args.tc, "parallel": args.parallel, "startpos": args.startpos}
                with open(os.path.join(work, f"{mode}.json"), "w") as f:
                    json.dump({"meta": meta, "reps": reps}, f)

        modes = args.modes.split(",")
        if args.parallel:
            import threading
            threads = [threading.Thread(target=run_mode, args=(m,)) for m in modes]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        else:
            for mode in modes:
                run_mode(mode)
    found = [m for m in ("on", "off") if os.path.exists(os.path.join(work, f"{m}.json"))]
    report(work, found)


if __name__ == "__main__":
    main()
