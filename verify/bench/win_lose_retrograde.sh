#!/usr/bin/env bash
# Whole-process speed rows of win_lose (EDPC K "Stones") and retrograde (CF 786A "Berzerk"): each
# side is its own process and reads the same input file, as a submission does. Builds both sides
# as a judge would (./bundle.sh, then rustc -O --edition 2021) into target/whole/, writes the
# inputs there, checks that both sides print the same answer, and prints each row's command pair
# (A: the snippet, B: the hand-written reference). With ROUNDS > 0 it also alternates A and B for
# ROUNDS rounds with ../shared/anchors/seed000/alternate.py (process CPU time; quote the medians).
#   stones          EDPC K, K = 1e5, a = 1..100, the solve repeated 100 times in each process
#   stones_random   the same with 100 random a in 1..=1e5 (seed 2024)
#   berzerk_mixed   Berzerk n = 7000, two random sets of 3500 steps (seed 786): half the
#                   positions drawn; A = problems/berzerk as shipped, B = verify/bench/berzerk_hand.rs
#   berzerk_worst   Berzerk n = 7000, both sets 1..6999 (9.8e7 moves)
# usage: verify/bench/win_lose_retrograde.sh [ROUNDS] [ROWS...]   (default: 0 rounds, every row)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-0}
shift || true
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=(stones stones_random berzerk_mixed berzerk_worst)
out=target/whole
mkdir -p "$out"
build() { # build NAME SOURCE: bundle SOURCE and compile it as a judge does
  ./bundle.sh -o "$out/$1.rs" "$2"
  rustc -O --edition 2021 -o "$out/$1" "$out/$1.rs"
}
build stones_k verify/bench/stones_k.rs
build berzerk problems/berzerk/main.rs
rustc -O --edition 2021 -o "$out/berzerk_hand" verify/bench/berzerk_hand.rs
python3 - "$out" <<'EOF'
import random, sys
out = sys.argv[1]
def write(name, text):
    with open(f"{out}/{name}.in", "w") as f:
        f.write(text)
write("stones", "100 100000\n" + " ".join(map(str, range(1, 101))) + "\n")
a = sorted(random.Random(2024).sample(range(1, 100001), 100))
write("stones_random", "100 100000\n" + " ".join(map(str, a)) + "\n")
n, r = 7000, random.Random(786)
sets = [sorted(r.sample(range(1, n), n // 2)) for _ in range(2)]
write("berzerk_mixed", f"{n}\n" + "".join(f"{len(s)} {' '.join(map(str, s))}\n" for s in sets))
every = f"{n - 1} {' '.join(map(str, range(1, n)))}\n"
write("berzerk_worst", f"{n}\n{every}{every}")
EOF
for row in "${rows[@]}"; do
  case "$row" in
    stones | stones_random) a="$out/stones_k snippet 100"; b="$out/stones_k loop 100" ;;
    berzerk_mixed | berzerk_worst) a="$out/berzerk"; b="$out/berzerk_hand" ;;
    *) echo "win_lose_retrograde.sh: unknown row $row" >&2; exit 2 ;;
  esac
  in="$out/$row.in"
  cmp -s <($a < "$in") <($b < "$in") || { echo "$row: the two sides disagree" >&2; exit 1; }
  echo "$row: A (snippet):   sh -c 'exec $a < $in'"
  echo "$row: B (reference): sh -c 'exec $b < $in'"
  if [ "$rounds" -gt 0 ]; then
    python3 ../shared/anchors/seed000/alternate.py --rounds "$rounds" --title "$row" \
      reference="exec $b < $in" snippet="exec $a < $in"
  fi
done
