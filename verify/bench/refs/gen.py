#!/usr/bin/env python3
"""Writes the worst-case inputs of verify/bench/chance.sh into DIR (fixed seed 2024):
momotetsu.in (H = W = 2000, random + and -), lucky7.in (N = 2e5, random digits and movers),
roulettes.in (N = M = 100, P = 100 values in 0..=100 per wheel, about a tenth of them 0)."""
import random
import sys

d = sys.argv[1]
rng = random.Random(2024)
with open(f"{d}/momotetsu.in", "w") as f:
    f.write("2000 2000\n")
    for _ in range(2000):
        f.write("".join(rng.choice("+-") for _ in range(2000)) + "\n")
with open(f"{d}/lucky7.in", "w") as f:
    n = 200_000
    f.write(f"{n}\n")
    f.write("".join(rng.choice("0123456789") for _ in range(n)) + "\n")
    f.write("".join(rng.choice("AT") for _ in range(n)) + "\n")
with open(f"{d}/roulettes.in", "w") as f:
    f.write("100 100\n")
    for _ in range(100):
        s = [0 if rng.randrange(10) == 0 else rng.randint(1, 100) for _ in range(100)]
        if not any(s):
            s[0] = 1
        f.write(f"{rng.randint(1, 10_000)} 100 " + " ".join(map(str, s)) + "\n")
