// Problem: Luogu P6560 "[SBCOI2020] 时光的流逝", https://www.luogu.com.cn/problem/P6560
// Statement: a token on a directed graph; moving it onto y wins, being stuck loses, else a draw;
//   q rounds (x, y) on one graph: 1 / -1 / 0 for the first player.
// Snippets: retrograde_queries (one graph, per query the terminal mark (y, Loss): the player to
//   move at y has lost, since the opponent just moved onto it).
use snippets::retrograde_queries::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m, q) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    let edges: Vec<(usize, usize)> = (0..m)
        .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
        .collect();
    let mut g = RetrogradeQueries::new(n, &edges);
    for _ in 0..q {
        let (x, y) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        g.solve(&[(y, RqLabel::Loss)]);
        let ans = match g.label[x] {
            RqLabel::Win => 1,
            RqLabel::Loss => -1,
            RqLabel::Draw => 0,
        };
        writeln!(out, "{}", ans).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
