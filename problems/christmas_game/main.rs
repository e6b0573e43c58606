// Problem: POJ 3710 "Christmas Game" (http://poj.org/problem?id=3710)
// Statement: several rooted graphs (trees with polygons hung on them); a move cuts an edge and
//   whatever loses contact with its root falls; who cannot move loses. Sally moves first.
// Snippets: hackenbush_graph (green_graph_value: Green Hackenbush on a graph grounded at node 1,
//   cycles and parallel edges by the fusion principle); the trees' values XOR.
use snippets::hackenbush_graph::*;
use std::io::{self, BufWriter, Read, Write};

/// Solves the input `input`, writing one winner per test case to `out`.
pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(trees) = it.next() {
        let mut x = 0u64;
        for _ in 0..trees {
            let (m, k) = (it.next().unwrap(), it.next().unwrap());
            let edges: Vec<(usize, usize)> = (0..k)
                .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
                .collect();
            x ^= green_graph_value(m, &edges, &[0]);
        }
        writeln!(out, "{}", if x != 0 { "Sally" } else { "Harry" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
