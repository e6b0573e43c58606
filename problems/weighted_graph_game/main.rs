// Problem: AtCoder ABC261 Ex "Game on Graph" (https://atcoder.jp/contests/abc261/tasks/abc261_h)
// Statement: a piece on a weighted digraph; Takahashi (first) wants the game to end (a vertex
//   without out-edges) and then a small total weight, Aoki wants it never to end, else a large
//   total; print the total or INFINITY.
// Snippets: none fits (by hand): retrograde decides end / no end (Draw) but its `dist` counts
//   plies, not weights. A Dijkstra-ordered retrograde: a minimizer position is final when it is
//   popped first; a maximizer position when its last move is resolved (out-degree counter).
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let (n, m, v) = (
        it.next().unwrap() as usize,
        it.next().unwrap() as usize,
        it.next().unwrap() as usize - 1,
    );
    // predecessors in CSR form
    let mut deg = vec![0u32; n];
    let mut head = vec![0usize; n + 1];
    let mut e = Vec::with_capacity(m);
    for _ in 0..m {
        let a = it.next().unwrap() as usize - 1;
        let b = it.next().unwrap() as usize - 1;
        let c = it.next().unwrap();
        deg[a] += 1;
        head[b + 1] += 1;
        e.push((a, b, c));
    }
    for i in 0..n {
        head[i + 1] += head[i];
    }
    let mut fill = head.clone();
    let mut pred = vec![(0usize, 0u64); m];
    for &(a, b, c) in &e {
        pred[fill[b]] = (a, c);
        fill[b] += 1;
    }
    // val[p][u]: p = 0 Takahashi (min) to move, 1 Aoki (max) to move
    const UNSET: u64 = u64::MAX;
    let mut val = [vec![UNSET; n], vec![0u64; n]];
    let mut done = [vec![false; n], vec![false; n]];
    let mut left = deg.clone(); // Aoki's unresolved moves
    let mut heap = BinaryHeap::new();
    for u in (0..n).filter(|&u| deg[u] == 0) {
        heap.push(Reverse((0u64, 0u8, u)));
        heap.push(Reverse((0u64, 1u8, u)));
    }
    while let Some(Reverse((d, p, u))) = heap.pop() {
        let p = p as usize;
        if done[p][u] {
            continue;
        }
        done[p][u] = true;
        val[p][u] = d;
        for &(a, c) in &pred[head[u]..head[u + 1]] {
            if p == 1 {
                // a is Takahashi to move: the first resolved continuation is the cheapest
                if !done[0][a] && d + c < val[0][a] {
                    val[0][a] = d + c;
                    heap.push(Reverse((d + c, 0, a)));
                }
            } else if !done[1][a] {
                // a is Aoki to move: final once all its moves are resolved, at the maximum
                val[1][a] = val[1][a].max(d + c);
                left[a] -= 1;
                if left[a] == 0 {
                    heap.push(Reverse((val[1][a], 1, a)));
                }
            }
        }
    }
    if done[0][v] {
        writeln!(out, "{}", val[0][v]).unwrap();
    } else {
        writeln!(out, "INFINITY").unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
