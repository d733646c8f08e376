#!/usr/bin/env python3
"""clock_use.py - how each engine of a match used its clock, from match.py's PGN.

For time-management changes: the seconds a move took on average, and the clock each engine had
left when its games ended (base + increments - time spent), mean and least, plus games in which it
ran out. Reads the `{ score/depth 0.123s }` move comments match.py writes and the TimeControl tag.
A second line per engine splits the moves by ply after the opening (1-30, 31-60, the rest): the
seconds a move and the median depth in each part. It shows where the clock goes, and a depth
several plies below the engine's usual one at this clock gives away a machine that starved both
engines of CPU (the games then stand for a faster clock).

    python3 scripts/clock_use.py target/sprt/sprt.pgn [MORE.pgn ...]
"""
import re
import statistics
import sys
from collections import defaultdict

TAG = re.compile(r'\[(\w+) "([^"]*)"\]')


def games(text):
    for chunk in text.split("[Event ")[1:]:
        tags = dict(TAG.findall("[Event " + chunk))
        body = chunk[chunk.rfind("]") + 1 :]
        yield tags, body


PHASES = ((0, 30, "1-30"), (30, 60, "31-60"), (60, 10**9, "61+"))
COMMENT = re.compile(r"\{[^}]*?(?:/(\d+))?\s+([\d.]+)s\s*\}")


def main(paths):
    spent = defaultdict(list)
    left = defaultdict(list)
    flagged = defaultdict(int)
    # (engine, phase) -> [(seconds, depth or None)]
    phases = defaultdict(list)
    text = "".join(open(path, encoding="utf-8").read() for path in paths)
    for tags, body in games(text):
        tc = tags.get("TimeControl", "")
        if "+" not in tc:
            continue
        base, inc = (float(x) for x in tc.split("+"))
        side_to_move = "White" if " w " in tags.get("FEN", " w ") else "Black"
        times = {"White": [], "Black": []}
        # The comments alternate from the side to move in the start position.
        order = [side_to_move, "Black" if side_to_move == "White" else "White"]
        for i, m in enumerate(COMMENT.finditer(body)):
            colour = order[i % 2]
            seconds = float(m.group(2))
            times[colour].append(seconds)
            depth = int(m.group(1)) if m.group(1) else None
            phase = next(label for lo, hi, label in PHASES if lo <= i < hi)
            phases[(tags[colour], phase)].append((seconds, depth))
        for colour in ("White", "Black"):
            name = tags[colour]
            spent[name].extend(times[colour])
            clock = base + inc * len(times[colour]) - sum(times[colour])
            left[name].append(clock)
            if clock <= 0 or "time" in tags.get("Reason", "") and tags.get("Result") == (
                "0-1" if colour == "White" else "1-0"
            ):
                flagged[name] += 1
    for name in sorted(spent):
        print(
            f"{name}: {statistics.mean(spent[name]):.3f} s a move over {len(spent[name])} moves; "
            f"clock left at the end {statistics.mean(left[name]):.2f} s on average, "
            f"least {min(left[name]):.2f} s; {flagged[name]} games lost on time"
        )
        parts = []
        for _, _, label in PHASES:
            moves = phases.get((name, label))
            if not moves:
                continue
            depths = [d for _, d in moves if d is not None]
            depth = f", depth {statistics.median(depths):g}" if depths else ""
            parts.append(f"{label}: {statistics.mean(s for s, _ in moves):.3f} s{depth}")
        print(f"  by ply after the opening: {'; '.join(parts)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: clock_use.py GAMES.pgn [MORE.pgn ...]")
    main(sys.argv[1:])
