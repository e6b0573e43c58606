#!/usr/bin/env bash
# The mcts and puct snippets, old against new, as whole processes: exports BASE (a commit from
# before issue 20's mcts/puct changes, default 7bd07fa) next to this checkout, builds each
# side's snippets library and verify/bench/mcts_speed.rs against it (plain rustc -O, the old
# side with --cfg old_api; each side with its own problems/uttt), writes one workload file per
# row and prints, per row, the command of each side: time them alternately, round by round,
# with any whole-process timer (each side reads the same file).
# usage: verify/bench/mcts_speed.sh [BASE] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${1:-7bd07fa}
out=${2:-$(mktemp -d)}
mkdir -p "$out/old" "$out/new"
git archive "$base" | tar -x -C "$out/old"
# the driver is this checkout's, placed in the old tree so that it includes the old uttt
cp verify/bench/mcts_speed.rs "$out/old/verify/bench/mcts_speed.rs"
build() { # side, source root, extra flags
  rustc -O --edition 2021 --crate-type rlib --crate-name snippets -o "$out/$1/libsnippets.rlib" "$2/snippets/lib.rs"
  rustc -O --edition 2021 ${3:-} --extern snippets="$out/$1/libsnippets.rlib" -o "$out/$1/mcts_speed" "$2/verify/bench/mcts_speed.rs"
}
build old "$out/old" "--cfg old_api"
build new .
echo "nim 20000 160" >"$out/nim.in"
echo "sub 20000 35" >"$out/sub.in"
echo "uttt 20000 8" >"$out/uttt.in"
echo "puct 20000 5" >"$out/puct.in"
echo "nim_uct 20000 2" >"$out/nim_uct.in"
echo "sub_uct 20000 2" >"$out/sub_uct.in"
for row in nim sub uttt puct nim_uct sub_uct; do
  echo "$row: new '$out/new/mcts_speed $out/$row.in'  old '$out/old/mcts_speed $out/$row.in'"
  echo "  new: $("$out/new/mcts_speed" "$out/$row.in")   old: $("$out/old/mcts_speed" "$out/$row.in")"
done
