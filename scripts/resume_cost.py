#!/usr/bin/env python3
"""What a resumed analysis costs one ply deeper (issue 14, docs/learning.md).

For each position: analyse it to depth D with persistent analysis on (a fresh store; one process,
which then quits), then ask a fresh process on that store for depth D+1. Beside it, a cold search
to D+1 on an empty store, whose own D-th and (D+1)-th iterations give the cost of its last
iteration. Prints nodes (deterministic: one thread, no time limit) as a Markdown table.

usage: scripts/resume_cost.py [--engine target/release/slate] [--depth 13] [--write-depth 5]
                              [--epd FILE [--every N]] [FEN ...]
       (default: the six middlegames of tests/persistent_analysis.rs; --epd takes every N-th
       position of FILE, e.g. --epd ../shared/data/epd/sts1-15.epd --every 13 for 77 of STS)
"""
import argparse, os, re, subprocess, tempfile

POSITIONS = [
    "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqk2r/pp3ppp/5n2/8/1b1npB2/2N5/PP1Q2PP/1K2RBNR w kq - 0 1",
    "2r1nrk1/p2q1ppp/bp1p4/n1pPp3/P1P1P3/2PBB1N1/4QPPP/R4RK1 w - - 0 1",
    "r2q1rk1/4bppp/p2p4/2pP4/3pP3/3Q4/PP1B1PPP/R3R1K1 w - - 0 1",
    "1r3rk1/2qnbppp/2p1p3/pbPpP3/8/PP2QNP1/3B1PBP/2R1R1K1 w - - 0 1",
]


def run(engine, store, fen, depth, write_depth):
    """Nodes at each completed depth, and the best move."""
    lines = ["uci", f"setoption name Learning File value {store}",
             "setoption name Persistent Analysis value true",
             f"setoption name Persistent Write Depth value {write_depth}",
             "isready", f"position fen {fen}", f"go depth {depth}"]
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write("\n".join(lines) + "\n")
    p.stdin.flush()
    nodes, best = {}, None
    for line in p.stdout:
        m = re.match(r"info depth (\d+) .*\bnodes (\d+)", line)
        if m and "bound" not in line:
            nodes[int(m.group(1))] = int(m.group(2))
        if line.startswith("bestmove"):
            best = line.split()[1]
            break
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait()
    return nodes, best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="target/release/slate")
    ap.add_argument("--depth", type=int, default=13)
    ap.add_argument("--write-depth", type=int, default=5)
    ap.add_argument("--epd", help="take positions from this EPD file")
    ap.add_argument("--every", type=int, default=1, help="every N-th line of --epd")
    ap.add_argument("fens", nargs="*")
    a = ap.parse_args()
    fens = list(a.fens)
    if a.epd:
        with open(a.epd) as f:
            lines = [l for l in f if l.strip()]
        fens += [" ".join(l.split()[:4]) + " 0 1" for l in lines[::a.every]]
    d = a.depth
    print(f"| position | cold to {d} | cold to {d + 1} | its last iteration | resumed to {d + 1} "
          f"| × last iteration | × cold | moves (cold / resumed) |")
    print("|---|---|---|---|---|---|---|---|")
    ratios, dearer, warm_total, cold_total = [], 0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, fen in enumerate(fens or POSITIONS, 1):
            store = os.path.join(tmp, f"a{i}.sqlite")
            run(a.engine, store, fen, d, a.write_depth)
            warm, warm_best = run(a.engine, store, fen, d + 1, a.write_depth)
            cold, cold_best = run(a.engine, os.path.join(tmp, f"c{i}.sqlite"), fen, d + 1,
                                  a.write_depth)
            last = cold[d + 1] - cold[d]
            w = warm[d + 1]
            ratios.append(w / last)
            dearer += w >= cold[d + 1]
            warm_total += w
            cold_total += cold[d + 1]
            print(f"| {i} | {cold[d]} | {cold[d + 1]} | {last} | {w} | {w / last:.2f} "
                  f"| {w / cold[d + 1]:.2f} | {cold_best} / {warm_best} |", flush=True)
    print(f"\nresumed / last cold iteration: max {max(ratios):.2f}, "
          f"median {sorted(ratios)[len(ratios) // 2]:.2f}")
    print(f"resumed at or above the cold search to {d + 1}: {dearer} of {len(ratios)}; "
          f"all resumed / all cold: {warm_total / cold_total:.2f}")


if __name__ == "__main__":
    main()
