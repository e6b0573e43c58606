// Problem: NKOJ P4236 "翻硬币" (coin flipping), http://oi.nks.edu.cn/zh/Problem/Details/4236
// Statement: flip a heads coin i and one of the coins i-1..i-4 (for i <= 4 the second flip may be
//   skipped or be any coin left of i); the player who cannot move loses. Does the first win?
// Snippets: grundy (a coin-turning game is the sum of its heads coins: coin i is state i, a move
//   goes to the one coin j it flips, or to state 0, no coin, when only coin i is flipped).
use snippets::grundy::grundy;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 1;
    let cases: Vec<&[usize]> = (0..v[0])
        .map(|_| {
            let n = v[p];
            p += n + 1;
            &v[p - n..p]
        })
        .collect();
    let n = cases.iter().map(|c| c.len()).max().unwrap_or(0);
    let g = grundy(n + 1, |i, emit| {
        if (1..=4).contains(&i) {
            emit(&[0]); // flip coin i alone
        }
        for j in i.saturating_sub(4).max(1)..i {
            emit(&[j]);
        }
    });
    for c in cases {
        let x = (0..c.len())
            .filter(|&i| c[i] == 1)
            .fold(0, |x, i| x ^ g[i + 1]);
        writeln!(out, "{}", if x != 0 { "Yes" } else { "No" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
