#!/usr/bin/env python3
"""Measures how fast persisted analysis comes back (issue 14, docs/learning.md).

For each position E of an EPD file: A = E after a move M, C = A after the first move of A's
principal variation. M is the EPD's best move (`bm`: the user steps through the main line; Slate's
choice at depth 8 where there is none); with `--step engine` Slate's own choice at E at depth D-2
(the user steps along the engine's line); with `--step depth8` always Slate's depth-8 choice (then
M is often not E's best move, and stepping back to E gains only what M's subtree cost).
Then:

  cold A to depth D, persistence on, fresh store (one process, which then quits);
  warm A to D, warm C to D-1, warm E to D-2: each in a fresh process on that store;
  cold C to D-1 and cold E to D-2: fresh processes with empty stores.

Times are the engine's own `time` of the first `info depth N` line at the target depth (the
preload included; with --repeats, the median of the repeats). Prints a Markdown table and
medians of the ratios.

usage: scripts/analysis_recall.py [--engine target/release/slate] [--epd FILE] [--count 10]
                                  [--depth 22] [--write-depth 5] [--step bm|engine|depth8]
                                  [--hash 16] [--repeats 1] [--server postgresql://...]

With --server, every store is a schema of its own on that server, so each warm process finds the
cold one's analysis only through the server (across processes, as across machines).
"""
import argparse, os, re, statistics, subprocess, tempfile

SERVER = None  # --server: every store is a schema of its own on that PostgreSQL server

def store_option(store):
    if SERVER is None:
        return f"setoption name Learning File value {store}"
    # One schema per store of this run: each process reaches the analysis of another only
    # through the server, as on another machine.
    name = re.sub(r"[^a-z0-9]", "_", os.path.basename(store).lower().removesuffix(".sqlite"))
    schema = f"recall_{RUN}_{os.path.basename(os.path.dirname(store))[-6:].lower()}_{name}"
    schema = re.sub(r"[^a-z0-9_]", "_", schema)
    sep = "&" if "?" in SERVER else "?"
    return f"setoption name Learning Server value {SERVER}{sep}schema={schema}"

RUN = os.getpid()

def run(engine, store, fen, moves, depth, write_depth, persist=True, hash_mb=16):
    lines = ["uci", store_option(store), f"setoption name Hash value {hash_mb}",
             f"setoption name Persistent Analysis value {'true' if persist else 'false'}",
             f"setoption name Persistent Write Depth value {write_depth}",
             "isready", f"position fen {fen}" + (" moves " + " ".join(moves) if moves else ""),
             f"go depth {depth}"]
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write("\n".join(lines) + "\n"); p.stdin.flush()
    t, best, pv = None, None, []
    for line in p.stdout:
        # A root answered from the store is reported at its stored depth, which may be deeper.
        m = re.match(r"info depth (\d+) .* time (\d+) .* pv (.*)", line)
        if m and int(m.group(1)) >= depth and "bound" not in line and t is None:
            t, pv = int(m.group(2)), m.group(3).split()
        if line.startswith("bestmove"):
            best = line.split()[1]
            break
    p.stdin.write("quit\n"); p.stdin.flush(); p.wait()
    return t, best, pv

def epd_positions(path, count):
    """(FEN, the bm move in UCI notation or None) of the first `count` middlegame positions."""
    out = []
    for line in open(path):
        f = line.split()
        if len(f) < 4: continue
        fen = " ".join(f[:4]) + " 0 1"
        pieces = sum(c.isalpha() for c in f[0])
        if pieces >= 20:  # middlegames
            out.append((fen, bm_uci(fen, line)))
        if len(out) == count: break
    return out

def bm_uci(fen, line):
    m = re.search(r"\bbm ([^;]+);", line)
    if not m:
        return None
    try:
        import chess
        return chess.Board(fen).parse_san(m.group(1).split()[0]).uci()
    except Exception:
        return None

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="target/release/slate")
    ap.add_argument("--epd", default=os.path.join("..", "shared", "data", "epd", "bratko-kopec.epd"))
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--depth", type=int, default=22)
    ap.add_argument("--write-depth", type=int, default=5, help="the engine's default: 5")
    ap.add_argument("--step", choices=["bm", "engine", "depth8"], default="bm")
    ap.add_argument("--hash", type=int, default=16, help="Hash in MB (the engine's default: 16)")
    ap.add_argument("--repeats", type=int, default=1, help="median times over this many runs")
    ap.add_argument("--server", help="a PostgreSQL URL: the stores are schemas there (issue 65)")
    a = ap.parse_args()
    global SERVER
    SERVER = a.server
    engine = os.path.abspath(a.engine)
    D = a.depth
    rows = []
    print(f"| position | A cold D={D} ms | warm ms | % | same move | C cold D-1 ms | warm ms | % | E cold D-2 ms | warm ms | speed-up | M is E's best |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for i, (fen, bm) in enumerate(epd_positions(a.epd, a.count)):
        times = []
        for _ in range(a.repeats):
            with tempfile.TemporaryDirectory() as d:
                s = lambda n: os.path.join(d, n)
                h = a.hash
                # E cold first: with --step engine its best move makes A.
                ce, best_e, _ = run(engine, s("e.sqlite"), fen, [], D - 2, a.write_depth, hash_mb=h)
                first = {"bm": bm, "engine": best_e}.get(a.step)
                if first is None:
                    _, first, _ = run(engine, s("probe.sqlite"), fen, [], 8, 99, persist=False)
                ca, best_a, pv_a = run(engine, s("a.sqlite"), fen, [first], D, a.write_depth, hash_mb=h)
                wa, best_wa, _ = run(engine, s("a.sqlite"), fen, [first], D, a.write_depth, hash_mb=h)
                wc, _, _ = run(engine, s("a.sqlite"), fen, [first, pv_a[0]], D - 1, a.write_depth, hash_mb=h)
                we, _, _ = run(engine, s("a.sqlite"), fen, [], D - 2, a.write_depth, hash_mb=h)
                cc, _, _ = run(engine, s("c.sqlite"), fen, [first, pv_a[0]], D - 1, a.write_depth, hash_mb=h)
            times.append((ca, wa, cc, wc, ce, we, best_wa == best_a))
        # Fixed-depth searches are deterministic: only the times vary between repeats.
        ca, wa, cc, wc, ce, we = (statistics.median(t[k] for t in times) for k in range(6))
        best_wa, best_a = all(t[6] for t in times), True
        r = (wa / ca, best_wa == best_a, wc / cc, ce / we)
        rows.append(r)
        print(f"| {i+1} | {ca:.0f} | {wa:.0f} | {100*r[0]:.1f} | {'yes' if r[1] else 'no'} | {cc:.0f} | {wc:.0f} | "
              f"{100*r[2]:.1f} | {ce:.0f} | {we:.0f} | {r[3]:.1f}x | {'yes' if best_e == first else 'no (' + best_e + ')'} |",
              flush=True)
    print()
    print(f"median: A warm {100*statistics.median(r[0] for r in rows):.1f} % of cold; "
          f"same best move {sum(r[1] for r in rows)}/{len(rows)}; "
          f"C warm {100*statistics.median(r[2] for r in rows):.1f} % of cold; "
          f"E {statistics.median(r[3] for r in rows):.1f}x faster than cold, "
          f"at least 2x on {sum(r[3] >= 2 for r in rows)}/{len(rows)}; "
          f"A within 5 % on {sum(r[0] <= 0.05 for r in rows)}/{len(rows)}, "
          f"C within 10 % on {sum(r[2] <= 0.10 for r in rows)}/{len(rows)}")

if __name__ == "__main__":
    main()
