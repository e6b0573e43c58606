// Problem: Codeforces 1110G "Tree-Tac-Toe", https://codeforces.com/problemset/problem/1110/G
// Statement: White and Black paint the vertices of a tree in turn (some already white); three in a path of one colour wins.
// Snippets: none (the editorial's rule by hand: a white vertex becomes an uncoloured one with a
// pendant fork, then the degrees decide).
use std::io::{self, BufWriter, Read, Write};

/// Every test case: "White" or "Draw" (Black never wins: White moves first).
pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let n: usize = it.next().unwrap().parse().unwrap();
        let mut edges = Vec::with_capacity(n + 3 * n);
        for _ in 0..n - 1 {
            let v: usize = it.next().unwrap().parse().unwrap();
            let u: usize = it.next().unwrap().parse().unwrap();
            edges.push((v - 1, u - 1));
        }
        let s = it.next().unwrap().as_bytes();
        // a white vertex v = an uncoloured v with a new neighbour a that has two new leaves:
        // White's move at a forces Black to answer in the fork, so the fork hands White v's tempo
        let mut m = n;
        for (v, &c) in s.iter().enumerate() {
            if c == b'W' {
                edges.push((v, m));
                edges.push((m, m + 1));
                edges.push((m, m + 2));
                m += 3;
            }
        }
        let mut deg = vec![0u32; m];
        for &(a, b) in &edges {
            deg[a] += 1;
            deg[b] += 1;
        }
        // inner[v]: v's neighbours that are not leaves
        let mut inner = vec![0u32; m];
        for &(a, b) in &edges {
            if deg[b] > 1 {
                inner[a] += 1;
            }
            if deg[a] > 1 {
                inner[b] += 1;
            }
        }
        let mut white = false;
        let mut forks = 0;
        for v in 0..m {
            if deg[v] >= 4 || (deg[v] == 3 && inner[v] >= 2) {
                white = true;
            }
            if deg[v] == 3 {
                forks += 1;
            }
        }
        // otherwise a path with at most two forks (two leaves each) at its ends: White wins
        // iff there are two forks and an odd number of vertices
        if !white && forks == 2 && m % 2 == 1 {
            white = true;
        }
        writeln!(out, "{}", if white { "White" } else { "Draw" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
