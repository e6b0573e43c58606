// Problem: Codeforces 1610I "Mashtali vs AtCoder", https://codeforces.com/contest/1610/problem/I
// Statement: a tree on n vertices; with vertices 1..k pinned, a move deletes an edge and every
//   component without a pinned vertex; no move loses. Print 1 or 2 (the winner) for every k.
// Snippets: hackenbush (green_subtree_values: every subtree's value, rooted at vertex 1).
use snippets::hackenbush::*;
use std::io::{Read, Write};

/// The winners for k = 1..=n as bytes b'1' / b'2'. With the pinned vertices fused into the
/// ground, the edges of the smallest subtree S holding 1..k become loops (*1 each), and every
/// subtree hanging off S at child c adds g[c] + 1. Pinning k adds the path from k up to S: each
/// new vertex v leaves its parent's hanging list (g[v] + 1), brings its own children (their
/// XOR is g[v]) and one edge (1). O(n) in all: each vertex joins S once.
pub fn winners(n: usize, edges: &[(usize, usize)]) -> Vec<u8> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let (g, parent) = green_subtree_values(&adj, 0);
    let mut in_s = vec![false; n];
    in_s[0] = true;
    let mut x = g[0]; // k = 1: the tree grounded at vertex 1
    let mut res = Vec::with_capacity(n);
    for k in 0..n {
        let mut v = k;
        while !in_s[v] {
            in_s[v] = true;
            x ^= (g[v] + 1) ^ g[v] ^ 1;
            v = parent[v];
        }
        res.push(if x != 0 { b'1' } else { b'2' });
    }
    res
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
