#!/usr/bin/env bash
# Whole-process rows against seed 000's C++ (issue 21 item 2): each side is its own process that
# reads the same input file, builds its structures and searches once, as a submission does.
# Builds the anchor from the seed text (../shared/anchors/seed000/seed-build.sh), its one-row main
# (anchor_process.cpp, plus a -DCOUNT_PNS build for the expansions) and the Rust side (the
# anchor_process example), writes the inputs, checks that both sides print the same value, nodes
# and expansions, and prints each row's two commands, to be timed by a whole-process alternating
# timer (at least 7 rounds, medians of per-round ratios, a quiet machine). --rounds N also
# alternates them here with alternate.py (its "process" row is the whole process; the ROW row is
# the search alone, after the build, in that fresh process).
# usage: verify/bench/anchors_process.sh [--rounds N] [ROWS...]
#        ROWS from: negamax alphabeta negascout pns (default all); ANCHOR_DIR: where to build
#        (default target/anchors)
set -euo pipefail
cd "$(dirname "$0")/../.."
shared=${SHARED:-../shared}
anchor=$shared/anchors/seed000
rounds=0
if [ "${1:-}" = --rounds ]; then rounds=$2; shift 2; fi
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=(negamax alphabeta negascout pns)
out=${ANCHOR_DIR:-target/anchors}
mkdir -p "$out/data"
out=$(cd "$out" && pwd)
"$anchor/seed-build.sh" "$shared/seeds/000_c138cdebbd3f1200.txt" "$out" >/dev/null
[ -f "$out/data/tree_leaves.bin" ] || "$out/refs" gen "$out/data"
g++ -O2 -std=c++17 -Wno-return-type -I "$out" -o "$out/anchor_process" verify/bench/anchor_process.cpp
g++ -O2 -std=c++17 -Wno-return-type -DCOUNT_PNS -I "$out" -o "$out/anchor_process-count" \
  verify/bench/anchor_process.cpp
cargo build --release --quiet --example anchor_process
rust=$(pwd)/target/release/examples/anchor_process
counters() { sed -n 's/^ROW \([^ ]*\) cpu=[^ ]* wall=[^ ]* \(.*\)$/\1 \2/p'; }
for row in "${rows[@]}"; do
  case "$row" in
    negamax | alphabeta | negascout | pns) ;;
    *) echo "anchors_process.sh: unknown row $row (negamax alphabeta negascout pns)" >&2; exit 2 ;;
  esac
  a=$("$out/anchor_process-count" "$row" "$out/data" | counters)
  r=$("$rust" "$row" "$out/data" | counters)
  [ "$a" = "$r" ] || { echo "anchors_process.sh: $row differs: anchor '$a', rust '$r'" >&2; exit 1; }
  echo "## $row: same work on both sides: $r"
  echo "A (snippet): $rust $row $out/data"
  echo "B (anchor):  $out/anchor_process $row $out/data"
  if [ "$rounds" -gt 0 ]; then
    python3 "$anchor/alternate.py" --rounds "$rounds" --title "$row" \
      anchor="exec $out/anchor_process $row $out/data" rust="exec $rust $row $out/data"
  fi
done
