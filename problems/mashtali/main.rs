// Problem: Codeforces 1610I "Mashtali vs AtCoder", https://codeforces.com/contest/1610/problem/I
// Statement: a tree on n vertices; with vertices 1..k pinned, a move deletes an edge and every
//   component without a pinned vertex; no move loses. Print 1 or 2 (the winner) for every k.
// Snippets: hackenbush (green_pinned_values: the tree's value with vertices 1..=k on the
//   ground, for every k, O(n) in all).
use snippets::hackenbush::*;
use std::io::{Read, Write};

/// The winners for k = 1..=n as bytes b'1' / b'2': the first player wins iff the value of the
/// tree with vertices 1..=k pinned to the ground is not 0.
pub fn winners(n: usize, edges: &[(usize, usize)]) -> Vec<u8> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let pins: Vec<usize> = (0..n).collect();
    let vals = green_pinned_values(&adj, &pins);
    vals.iter()
        .map(|&x| if x != 0 { b'1' } else { b'2' })
        .collect()
}

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
        .collect();
    out.write_all(&winners(n, &edges)).unwrap();
    out.write_all(b"\n").unwrap();
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
