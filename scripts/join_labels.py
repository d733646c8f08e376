#!/usr/bin/env python3
"""join_labels.py - blend each data line's game result with an engine label of its position.

`engine_labels.py --mix L` labels every line it reads, repeats included; self-play data repeats
positions (the same position met in several games, each with its own result), so labelling the
distinct positions once and joining them back is several times quicker and gives the same labels:

    awk '{k=$1" "$2" "$3" "$4} !(k in seen){seen[k]=1; print}' all.epd > uniq.epd
    python3 scripts/engine_labels.py uniq.epd sf.epd --depth 1 --mix 1.0 --shards 2
    python3 scripts/join_labels.py all.epd sf.epd mixed.epd --mix 0.5

Each line of the data file (`<FEN> c9 "1-0"; ...`) becomes `<4 FEN fields> [L * engine + (1 - L)
* result]`. Lines whose position has no engine label, or that carry no result, are left out and
counted on stderr.
"""
import argparse
import sys

from engine_labels import game_result, read_labels


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", help="EPD lines with game results (c9)")
    ap.add_argument("labels", help="engine labels, `<4 FEN fields> [score]` (engine_labels.py)")
    ap.add_argument("out")
    ap.add_argument("--mix", type=float, default=0.5, help="weight of the engine label (0..1)")
    args = ap.parse_args()
    if not 0.0 <= args.mix <= 1.0:
        sys.exit("--mix takes 0 to 1")

    labels = {pos: label for pos, label, _ in read_labels(args.labels)}

    written = unlabelled = no_result = 0
    with open(args.data) as f, open(args.out, "w") as out:
        for line in f:
            fields = line.split()
            if len(fields) < 4:
                continue
            key = " ".join(fields[:4])
            engine = labels.get(key)
            if engine is None:
                unlabelled += 1
                continue
            result = game_result(line)
            if result is None:
                no_result += 1
                continue
            out.write(f"{key} [{args.mix * engine + (1.0 - args.mix) * result:.4f}]\n")
            written += 1
    print(f"{written} lines written, {unlabelled} without an engine label, "
          f"{no_result} without a result", file=sys.stderr)


if __name__ == "__main__":
    main()
