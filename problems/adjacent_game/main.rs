// Problem: TTPC2024 Div.2 N "Adjacent Game" (https://atcoder.jp/contests/ttpc2024_2/tasks/ttpc2024_2_n)
// Statement: Alice marks any vertex of a tree, then (Bob first) each player marks an unmarked
//   vertex next to an opponent's mark; who cannot move loses. Print the winner.
// Snippets: geography (tree_matching: Bob, the second player, wins iff a perfect matching exists)
use snippets::geography::tree_matching;
use std::io::{self, BufWriter, Read, Write};

/// True iff Bob wins on the tree with 0-based edges over n vertices.
pub fn bob_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    // Bob answers each of Alice's marks with its mate; without a perfect matching Alice starts
    // on a vertex some maximum matching misses and answers along that matching.
    tree_matching(&adj).iter().all(|&m| m != usize::MAX)
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
        .collect();
    writeln!(out, "{}", if bob_wins(n, &edges) { "Bob" } else { "Alice" }).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
