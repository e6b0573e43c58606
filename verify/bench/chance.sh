#!/usr/bin/env bash
# Whole-process comparison of the chance / DAG problems (issue 21) with plain bottom-up DPs:
# problems/momotetsu (2000 x 2000), problems/lucky7 (N = 2e5) and problems/roulettes (N = M = P =
# 100). Each side is its own process reading the same input file, as a submission does: the
# solution bundled by ./bundle.sh and compiled by plain `rustc -O` (edition 2021), the reference
# verify/bench/refs/NAME_dp.rs compiled the same way. The worst-case inputs come from
# verify/bench/refs/gen.py (seed 2024).
# usage: verify/bench/chance.sh [DIR [ROUNDS]]
#   builds into DIR (default: a new temporary directory), checks that both sides print the same
#   answer, prints each side's peak RSS (/usr/bin/time) and, with CALLGRIND=1, its instruction
#   count (valgrind), then the command pair per workload (A: the solution, B: the reference)
#   for an alternating timing; with ROUNDS, alternates them itself that many rounds
#   (../shared/anchors/seed000/alternate.py, baseline B).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-$(mktemp -d)}
rounds=${2:-0}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
python3 verify/bench/refs/gen.py "$dir"
for p in momotetsu lucky7 roulettes; do
  ./bundle.sh -o "$dir/$p.rs" "problems/$p/main.rs"
  rustc -O --edition 2021 -o "$dir/sol_$p" "$dir/$p.rs"
  rustc -O --edition 2021 -o "$dir/ref_$p" "verify/bench/refs/${p}_dp.rs"
  a=$("$dir/sol_$p" <"$dir/$p.in")
  b=$("$dir/ref_$p" <"$dir/$p.in")
  [ "$a" = "$b" ] || { echo "chance.sh: $p: solution '$a', reference '$b'" >&2; exit 1; }
  for side in sol ref; do
    rss=$( { /usr/bin/time -f %M "$dir/${side}_$p" <"$dir/$p.in" >/dev/null; } 2>&1)
    line="$p $side: answer $a, peak RSS $rss KiB"
    if [ "${CALLGRIND:-0}" = 1 ]; then
      ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$dir/${side}_$p" \
        <"$dir/$p.in" 2>&1 >/dev/null | sed -n 's/.*refs: *//p')
      line="$line, $ir instructions"
    fi
    echo "$line"
  done
done
echo
echo "command pairs (A: solution, B: reference), each side its own process on the same file:"
for p in momotetsu lucky7 roulettes; do
  echo "$p A: sh -c 'exec $dir/sol_$p < $dir/$p.in'"
  echo "$p B: sh -c 'exec $dir/ref_$p < $dir/$p.in'"
done
if [ "$rounds" -gt 0 ]; then
  for p in momotetsu lucky7 roulettes; do
    python3 "${SHARED:-../shared}/anchors/seed000/alternate.py" --rounds "$rounds" --title "$p" \
      ref="exec $dir/ref_$p < $dir/$p.in" emm="exec $dir/sol_$p < $dir/$p.in"
  done
fi
