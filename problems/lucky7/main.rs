// Problem: AtCoder ABC195 E "Lucky 7 Battle" (https://atcoder.jp/contests/abc195/tasks/abc195_e)
// Statement: in round i player X_i appends S_i or 0 to T; Takahashi wins iff T is a multiple of 7.
// Snippets: expectiminimax (positions (round, T mod 7), MAX at Takahashi's rounds, MIN at Aoki's)
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// Whether Takahashi wins: s the digits, x the movers (b'T' or b'A'), of equal length.
pub fn takahashi_wins(s: &[u8], x: &[u8]) -> bool {
    let n = s.len();
    // position i * 7 + r: rounds 0..i played, T mod 7 = r; leaf 1 if Takahashi has won
    let f = |v: usize, out: &mut Vec<(usize, f64, f64)>| {
        let (i, r) = (v / 7, v % 7);
        if i == n {
            return EmmNode::Leaf(if r == 0 { 1.0 } else { 0.0 });
        }
        let d = (s[i] - b'0') as usize;
        out.push(((i + 1) * 7 + (10 * r + d) % 7, 0.0, 0.0));
        out.push(((i + 1) * 7 + 10 * r % 7, 0.0, 0.0));
        if x[i] == b'T' {
            EmmNode::Max
        } else {
            EmmNode::Min
        }
    };
    // every position as a root, last round first: the DFS path stays short (17 MiB, not 41)
    let m = 7 * (n + 1);
    expectiminimax(m, (0..m).rev(), f).value[0] == 1.0
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp.split_ascii_whitespace();
    let _n: usize = it.next().unwrap().parse().unwrap();
    let (s, x) = (it.next().unwrap().as_bytes(), it.next().unwrap().as_bytes());
    let w = if takahashi_wins(s, x) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{}", w).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
