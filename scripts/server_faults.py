#!/usr/bin/env python3
"""Many engines learning into one PostgreSQL server, with faults: some engines SIGKILLed while
they write, the server stopped at once (as a crash) and started again under the others.

Each engine is a `slate learn --server URL stress-write` process: the engine's own learner and
writer thread (the path a game's lesson takes), committing batches of synthetic entries of its
own (`--per-commit`) and a few shared by every engine (`--shared`), and printing "ack N" once
commit N is durable. Afterwards `slate learn --server URL stress-check` counts every entry:

- lost: an entry of an acknowledged commit not counted exactly once;
- counted twice: any entry counted more than once, or a shared entry counted more often than
  commits were sent;
- `slate learn --server URL verify` must find nothing wrong.

Without --url it starts a scratch server of its own (scripts/pg_scratch.sh in a temporary folder,
PostgreSQL's binaries needed) and removes it afterwards.

    python3 scripts/server_faults.py --engines 8 --kill 2 --commits 200
"""
import argparse, os, re, shutil, socket, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Writer:
    def __init__(self, slate, url, seed, args):
        self.seed = seed
        self.acks = 0
        self.proc = subprocess.Popen(
            [slate, "learn", "--server", url, "stress-write", "--seed", str(seed),
             "--commits", str(args.commits), "--per-commit", str(args.per_commit),
             "--shared", str(args.shared)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.err = ""
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("ack "):
                self.acks += 1

    def _read_err(self):
        self.err = self.proc.stderr.read()

    def wait_acks(self, n, limit=120):
        t = time.time()
        while self.acks < n and self.proc.poll() is None:
            if time.time() - t > limit:
                sys.exit(f"engine {self.seed}: no progress in {limit} s")
            time.sleep(0.01)


def check(slate, url, seed, entries):
    out = subprocess.run([slate, "learn", "--server", url, "stress-check", "--seed", str(seed),
                          "--entries", str(entries)], capture_output=True, text=True, check=True)
    prefix = int(re.search(r"once-prefix (\d+)", out.stdout).group(1))
    counts = {int(h): int(n) for h, n in re.findall(r"hits (\d+): (\d+)", out.stdout)}
    each = [int(h) for h in re.findall(r"entry \d+: (\d+)", out.stdout)]
    return prefix, counts, each


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--slate", default=os.path.join(HERE, "..", "target", "release", "slate"))
    ap.add_argument("--url", help="a server to use (default: a scratch server of its own)")
    ap.add_argument("--engines", type=int, default=8)
    ap.add_argument("--kill", type=int, default=2, help="engines SIGKILLed while writing")
    ap.add_argument("--commits", type=int, default=200)
    ap.add_argument("--per-commit", type=int, default=20)
    ap.add_argument("--shared", type=int, default=5)
    ap.add_argument("--no-restart", action="store_true", help="leave the server running")
    args = ap.parse_args()
    scratch = None
    url = args.url
    if url is None:
        scratch = tempfile.mkdtemp(prefix="slate-faults-")
        port = str(free_port())
        url = subprocess.run([os.path.join(HERE, "pg_scratch.sh"), "start", scratch, port],
                             capture_output=True, text=True, check=True).stdout.strip()
    # A schema of its own, so that the counts are this run's alone.
    schema = f"slate_faults_{os.getpid()}"
    url_s = url + ("&" if "?" in url else "?") + f"schema={schema}"
    try:
        subprocess.run([args.slate, "learn", "--server", url_s, "stats"], check=True,
                       capture_output=True)
        t0 = time.time()
        writers = [Writer(args.slate, url_s, seed, args) for seed in range(1, args.engines + 1)]
        quarter = max(1, args.commits // 4)
        for w in writers[:args.kill]:
            w.wait_acks(quarter)
            w.proc.kill()
            w.proc.wait()
            print(f"engine {w.seed}: SIGKILLed after {w.acks} acknowledged commits")
        restarted = False
        if not args.no_restart and scratch is not None:
            writers[-1].wait_acks(args.commits // 2)
            data = os.path.join(scratch, "data")
            run = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
            pg_ctl = os.path.join(sorted(
                d for d in (os.path.join("/usr/lib/postgresql", v, "bin")
                            for v in os.listdir("/usr/lib/postgresql"))
                if os.path.exists(os.path.join(d, "pg_ctl")))[-1], "pg_ctl")
            subprocess.run(run + [pg_ctl, "-D", data, "-m", "immediate", "-w", "stop"],
                           check=True, capture_output=True)
            print(f"server stopped at once (immediate) at {time.time() - t0:.1f} s")
            time.sleep(1.0)
            subprocess.run([os.path.join(HERE, "pg_scratch.sh"), "start", scratch, port],
                           check=True, capture_output=True)
            print(f"server started again at {time.time() - t0:.1f} s")
            restarted = True
        failed = []
        for w in writers[args.kill:]:
            w.proc.wait()
            if w.proc.returncode != 0:
                failed.append(w.seed)
                print(f"engine {w.seed} failed: {w.err.strip()}")
        took = time.time() - t0
        lost = twice = 0
        acked_total = sum(w.acks for w in writers)
        for w in writers:
            entries = args.commits * args.per_commit
            prefix, counts, _ = check(args.slate, url_s, w.seed, entries)
            acked_entries = w.acks * args.per_commit
            lost += max(0, acked_entries - prefix)
            twice += sum(n for h, n in counts.items() if h > 1)
            print(f"engine {w.seed}: {w.acks} commits acknowledged "
                  f"({acked_entries} entries), counted once: first {prefix}, "
                  f"by count: {counts}")
        # A killed engine may have committed one commit it did not live to acknowledge.
        sent_max = acked_total + args.kill
        _, _, shared = check(args.slate, url_s, 0, args.shared)
        for j, h in enumerate(shared):
            if h < acked_total:
                lost += 1
            if h > sent_max:
                twice += 1
        print(f"shared entries: hits {shared} for {acked_total} acknowledged commits "
              f"(at most {sent_max} sent)")
        verify = subprocess.run([args.slate, "learn", "--server", url_s, "verify"],
                                capture_output=True, text=True)
        print(f"verify: {verify.stdout.strip() or verify.stderr.strip()}")
        print(f"{args.engines} engines ({args.kill} SIGKILLed), "
              f"server restarted: {'yes' if restarted else 'no'}, {took:.1f} s: "
              f"{lost} acknowledged entries lost, {twice} counted twice, "
              f"verify {'clean' if verify.returncode == 0 else 'FAILED'}, "
              f"{len(failed)} engines failed")
        ok = lost == 0 and twice == 0 and verify.returncode == 0 and not failed
        return 0 if ok else 1
    finally:
        if scratch is not None:
            subprocess.run([os.path.join(HERE, "pg_scratch.sh"), "stop", scratch],
                           capture_output=True)
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
