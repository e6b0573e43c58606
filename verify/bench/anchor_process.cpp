// One anchor row per process (issue 21 item 2): seed 000's C++ snippets as seed-build.sh extracts
// them (its refs-io.cpp, included below with its main renamed), one search per run. The process
// reads the input file, builds the anchor's structures and searches once, like a submission; the
// Rust side is anchor_process.rs. verify/bench/anchors_process.sh builds both and prints the
// commands. Build: g++ -O2 -std=c++17 -I OUT anchor_process.cpp (OUT: seed-build.sh's output
// directory; -DCOUNT_PNS counts the PNS expansions, as refs-count does).
// usage: anchor_process negamax|alphabeta|negascout|pns DIR   (DIR from `refs gen DIR`)
// Output: "ROW name cpu=S wall=S value=V nodes=N [expansions=E]": the search alone (after the
// build) and the work counters (expansions=0 unless built with -DCOUNT_PNS).
#define main seed_io_main
#include "refs-io.cpp"
#undef main

int main(int argc, char** argv) {
  if (argc != 3) { fprintf(stderr, "usage: anchor_process negamax|alphabeta|negascout|pns DIR\n"); return 2; }
  string mode = argv[1];
  if (mode == "negamax" || mode == "alphabeta" || mode == "negascout") {
    GameTree T; vector<int> level = uniform(8, 8, T.ch); T.leaf.assign(T.ch.size(), 0);
    vector<char> d = slurp(path(argv[2], "tree_leaves.bin"));
    if (d.size() != level.size() * 4) { fprintf(stderr, "bad tree_leaves.bin\n"); return 2; }
    for (size_t i = 0; i < level.size(); i++) { int32_t x; memcpy(&x, &d[4 * i], 4); T.leaf[level[i]] = x; }
    double c = cpu_now(), w = wall_now();
    int r = mode == "negamax" ? negamax(T, 0)
          : mode == "alphabeta" ? alphabeta(T, 0, -1000000, 1000000)
          : negascout(T, 0, -1000000, 1000000);
    printf("ROW tree_%s cpu=%.6f wall=%.6f value=%d nodes=%lld\n", mode.c_str(), cpu_now() - c, wall_now() - w, r, T.visited);
  } else if (mode == "pns") {
    vector<vector<int>> kids; vector<int> level = uniform(4, 10, kids);
    int n = kids.size(); vector<char> isOr(n, 1), val(n, 0);
    for (int v = 0; v < n; v++) for (int c : kids[v]) isOr[c] = !isOr[v];
    vector<char> d = slurp(path(argv[2], "pns_leaves.bin"));
    if (d.size() != level.size()) { fprintf(stderr, "bad pns_leaves.bin\n"); return 2; }
    for (size_t i = 0; i < level.size(); i++) val[level[i]] = d[i];
    double c = cpu_now(), w = wall_now();
    bool r = proofNumberSearch(kids, isOr, val);
    printf("ROW pns_b4_d10 cpu=%.6f wall=%.6f value=%d nodes=%d expansions=%lld\n", cpu_now() - c, wall_now() - w, (int)r, n, pns_expansions);
  } else { fprintf(stderr, "unknown mode %s\n", mode.c_str()); return 2; }
}
