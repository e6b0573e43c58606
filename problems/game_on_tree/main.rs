// Problem: AtCoder AGC017 D "Game on Tree", https://atcoder.jp/contests/agc017/tasks/agc017_d
// Statement: a tree on vertices 1..N; a move deletes an edge and the part without vertex 1; the
//   player who cannot move loses. Alice moves first: print the winner.
// Snippets: hackenbush (green_subtree_values: Green Hackenbush on a tree grounded at vertex 1).
use snippets::hackenbush::*;
use std::io::{Read, Write};

/// Alice wins iff the Grundy value of the tree grounded at vertex 1 is not 0.
pub fn alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let (g, _parent) = green_subtree_values(&adj, 0);
    g[0] != 0
}

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
        .collect();
    let winner = if alice_wins(n, &edges) {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{winner}").unwrap();
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
