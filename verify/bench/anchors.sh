#!/usr/bin/env bash
# The speed rows against seed 000's C++ (issue 13), side by side: builds the anchor from the seed
# text (../shared/anchors/seed000), writes its input files, builds the bench, then alternates
# the two programs round after round with alternate.py and prints its table (quote the medians).
# usage: verify/bench/anchors.sh [ROUNDS] [ROWS...]   ROWS from: tree pns coins mcts (default all)
set -euo pipefail
cd "$(dirname "$0")/../.."
shared=${SHARED:-../shared}
anchor=$shared/anchors/seed000
rounds=${1:-7}
shift || true
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=(tree pns coins mcts)
out=${ANCHOR_DIR:-$(mktemp -d)}
"$anchor/seed-build.sh" "$shared/seeds/000_c138cdebbd3f1200.txt" "$out" >/dev/null
mkdir -p "$out/data"
[ -f "$out/data/tree_leaves.bin" ] || "$out/refs" gen "$out/data"
cargo bench --no-run --quiet 2>/dev/null
bin=$(ls -t target/release/deps/bench-* | grep -v '\.d$' | head -1)
for row in "${rows[@]}"; do
  case "$row" in
    tree | pns | coins) a="$out/refs $row $out/data 3"; r="$bin rows $row $out/data 3" ;;
    mcts) a="$out/refs mcts_nim3 3; $out/refs mcts_sub3 3"; r="$bin rows mcts 3" ;;
    *) echo "anchors.sh: unknown row $row (tree pns coins mcts)" >&2; exit 2 ;;
  esac
  python3 "$anchor/alternate.py" --rounds "$rounds" --title "$row" anchor="$a" rust="$r"
done
