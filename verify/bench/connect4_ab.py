#!/usr/bin/env python3
"""Connect Four before/after: runs two bench binaries' `connect4` section alternately (the start
rotates each round) and prints per set the median time per position of each (CPU time where the
bench shows it, else wall time), the median of the per-round ratios B/A, and nodes per position.

  python3 verify/bench/connect4_ab.py OLD_BENCH_BIN NEW_BENCH_BIN [ROUNDS]

Environment: CONNECT4_DATA (default ../shared/data/connect4 beside the repository), CONNECT4_SETS
(default Test_L3_R1,Test_L2_R1,Test_L2_R2:300,Test_L1_R1,Test_L1_R2:20)."""
import os, re, statistics, subprocess, sys

a, b = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
here = os.path.dirname(os.path.abspath(__file__))
env = dict(os.environ)
env.setdefault("CONNECT4_DATA", os.path.join(here, "../../../shared/data/connect4"))
env.setdefault("CONNECT4_SETS", "Test_L3_R1,Test_L2_R1,Test_L2_R2:300,Test_L1_R1,Test_L1_R2:20")
row = re.compile(r"\| (Test_\w+) \((\d+) positions\)\s+\|.*wall ([\d.]+) us/pos"
                 r".*?(?:cpu ([\d.]+) us/pos.*?)?nodes ([\d.]+)/pos")
res = {}
for r in range(rounds):
    for name, binary in ([("A", a), ("B", b)] if r % 2 == 0 else [("B", b), ("A", a)]):
        out = subprocess.run([binary, "connect4"], env=env, capture_output=True, text=True).stdout
        for line in out.splitlines():
            m = row.search(line)
            if m and "slot" not in line:
                cpu = float(m.group(4)) if m.group(4) else None
                res.setdefault((f"{m.group(1)}:{m.group(2)}", name), []).append(
                    (float(m.group(3)), cpu, float(m.group(5))))
    print(f"round {r + 1}/{rounds}", file=sys.stderr)
print(f"{'set':22} {'A us/pos':>10} {'B us/pos':>10} {'B/A':>6} {'clock':>5} {'A nodes':>10} {'B nodes':>10}")
for s in dict.fromkeys(k[0] for k in res):
    x, y = res[(s, "A")], res[(s, "B")]
    i = 1 if all(v[1] is not None for v in x + y) else 0
    ratios = [q[i] / p[i] for p, q in zip(x, y)]
    print(f"{s:22} {statistics.median(v[i] for v in x):10.1f} {statistics.median(v[i] for v in y):10.1f} "
          f"{statistics.median(ratios):6.3f} {'cpu' if i else 'wall':>5} {x[0][2]:10.1f} {y[0][2]:10.1f}"
          f"  (ratios {min(ratios):.3f}..{max(ratios):.3f})")
