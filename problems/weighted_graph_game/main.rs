// Problem: AtCoder ABC261 Ex "Game on Graph", https://atcoder.jp/contests/abc261/tasks/abc261_h
// Statement: a piece on a weighted digraph; Takahashi (first) minimizes the total and wants the game to end, Aoki maximizes it and wants infinite play; print the total or INFINITY.
// Snippets: retrograde_cost (positions 2v + turn, Dijkstra from the ends; NEVER_ENDS = INFINITY).
use snippets::retrograde_cost::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as usize;
    let v = it.next().unwrap() as usize - 1;
    let mut edges: Vec<(usize, usize, u64)> = Vec::with_capacity(2 * m);
    for _ in 0..m {
        let a = it.next().unwrap() as usize - 1;
        let b = it.next().unwrap() as usize - 1;
        let c = it.next().unwrap();
        edges.push((2 * a, 2 * b + 1, c)); // Takahashi moves, then Aoki
        edges.push((2 * a + 1, 2 * b, c)); // Aoki moves, then Takahashi
    }
    let r = retrograde_cost(2 * n, &edges, |p| p % 2 == 0);
    let x = r.value[2 * v];
    if x == NEVER_ENDS {
        writeln!(out, "INFINITY").unwrap();
    } else {
        writeln!(out, "{}", x).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
