#!/usr/bin/env bash
# Whole-process comparison of end_takes and range_moves with the by-hand solutions they replaced:
# problems/bags_game (ABC303 G, N = 3000) against verify/bench/refs/bags_game_hand.rs, and
# problems/nim_team (POJ 2068, 1000 games of S ~ 8192, 2n = 20) against
# verify/bench/refs/nim_team_hand.rs. The inputs are the corpus oracles' worst_input(). Each side
# is its own process reading the same file: the solution bundled by ./bundle.sh, both compiled by
# plain `rustc -O` (edition 2021).
# usage: verify/bench/takes.sh [DIR]: builds into DIR (default: a new temporary directory), checks
#   that both sides print the same answer, prints each side's peak RSS and the command pairs
#   (A: the solution, B: the reference) for an alternating whole-process timer.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-$(mktemp -d)}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
for p in bags_game nim_team; do
  printf '#[path = "%s/verify/oracles/%s.rs"]\n#[allow(dead_code)]\nmod o;\nfn main() { print!("{}", o::worst_input()); }\n' \
    "$PWD" "$p" >"$dir/gen_$p.rs"
  rustc -O --edition 2021 -A warnings -o "$dir/gen_$p" "$dir/gen_$p.rs"
  "$dir/gen_$p" >"$dir/$p.in"
  ./bundle.sh -o "$dir/$p.rs" "problems/$p/main.rs"
  rustc -O --edition 2021 -o "$dir/sol_$p" "$dir/$p.rs"
  rustc -O --edition 2021 -o "$dir/ref_$p" "verify/bench/refs/${p}_hand.rs"
  a=$("$dir/sol_$p" <"$dir/$p.in" | md5sum)
  b=$("$dir/ref_$p" <"$dir/$p.in" | md5sum)
  [ "$a" = "$b" ] || { echo "takes.sh: $p: the two sides differ" >&2; exit 1; }
  for side in sol ref; do
    rss=$( { /usr/bin/time -f %M "$dir/${side}_$p" <"$dir/$p.in" >/dev/null; } 2>&1)
    echo "$p $side: same answer, peak RSS $rss KiB"
  done
done
echo
echo "command pairs (A: solution, B: reference), each side its own process on the same file:"
for p in bags_game nim_team; do
  echo "$p A: sh -c 'exec $dir/sol_$p < $dir/$p.in'"
  echo "$p B: sh -c 'exec $dir/ref_$p < $dir/$p.in'"
done
