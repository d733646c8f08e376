#!/usr/bin/env python3
"""clock_use.py - how each engine of a match used its clock, from match.py's PGN.

For time-management changes: the seconds a move took on average, and the clock each engine had
left when its games ended (base + increments - time spent), mean and least, plus games in which it
ran out. Reads the `{ score/depth 0.123s }` move comments match.py writes and the TimeControl tag.

    python3 scripts/clock_use.py target/sprt/sprt.pgn
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


def main(path):
    spent = defaultdict(list)
    left = defaultdict(list)
    flagged = defaultdict(int)
    for tags, body in games(open(path, encoding="utf-8").read()):
        tc = tags.get("TimeControl", "")
        if "+" not in tc:
            continue
        base, inc = (float(x) for x in tc.split("+"))
        side_to_move = "White" if " w " in tags.get("FEN", " w ") else "Black"
        times = {"White": [], "Black": []}
        # The comments alternate from the side to move in the start position.
        order = [side_to_move, "Black" if side_to_move == "White" else "White"]
        for i, m in enumerate(re.finditer(r"\{[^}]*?([\d.]+)s\s*\}", body)):
            times[order[i % 2]].append(float(m.group(1)))
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


if __name__ == "__main__":
    main(sys.argv[1])
