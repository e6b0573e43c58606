// Problem: Luogu P6560 "[SBCOI2020] 时光的流逝", https://www.luogu.com.cn/problem/P6560
// Statement: a token on a directed graph with cycles; moving it onto y wins, being stuck loses, else a draw; q queries (x, y).
// Snippets: retrograde (retrograde_implicit over a reverse CSR built once; y is a terminal Loss for the player to move).
use snippets::retrograde::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m, q) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    let mut edges = Vec::with_capacity(m);
    let mut deg = vec![0u32; n];
    let mut start = vec![0u32; n + 1];
    for _ in 0..m {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        edges.push((u, v));
        deg[u] += 1;
        start[v + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone(); // u32 arrays: half the memory traffic per query
    let mut radj = vec![0u32; m];
    for &(u, v) in &edges {
        radj[fill[v] as usize] = u as u32;
        fill[v] += 1;
    }
    let (deg, start, radj) = (&deg, &start, &radj);
    for _ in 0..q {
        let x = it.next().unwrap() - 1;
        let y = it.next().unwrap() - 1;
        // moving onto y wins: the player to move at y has lost
        let r = retrograde_implicit(
            n,
            &[(y, Label::Loss)],
            |u: usize| deg[u] as usize,
            |v: usize| {
                radj[start[v] as usize..start[v + 1] as usize]
                    .iter()
                    .map(|&u| u as usize)
            },
        );
        let ans = if r.dist[x] == DRAW_DIST {
            0
        } else if r.label[x] == Label::Win {
            1
        } else {
            -1
        };
        writeln!(out, "{}", ans).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
