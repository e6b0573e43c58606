// Problem: AtCoder ABC195 E "Lucky 7 Battle" (https://atcoder.jp/contests/abc195/tasks/abc195_e)
// Statement: in round i player X_i appends S_i or 0 to T; Takahashi wins iff T is a multiple of 7.
// Snippets: expectiminimax (positions (round, T mod 7), MAX at Takahashi's rounds, MIN at Aoki's)
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// Whether Takahashi wins: s the digits, x the movers (b'T' or b'A'), of equal length.
pub fn takahashi_wins(s: &[u8], x: &[u8]) -> bool {
    let n = s.len();
    // Position 8i + r: rounds 0..i played, T mod 7 = r (r = 7: padding), leaf 1 if Takahashi
    // has won; the moves raise the round, so they raise the id, as the snippet wants. 8, not 7:
    // a shift and a mask read (i, r) back. Values i8: one byte per position. The hot closure
    // reads one table entry per move and one (digit, mover) pair per position: 1.6 * 10^6 calls.
    // step[d][r]: how far the move appending d jumps, from 8i + r to 8(i + 1) + (10 r + d) mod 7
    // (a child v + step, not rebuilt from i: the snippet's range test c - v - 1 < n - v - 1 is
    // then step - 1 < n - v - 1, no arithmetic on v)
    let mut step = [[8; 8]; 16];
    for (d, row) in step.iter_mut().enumerate() {
        for (r, t) in row[..7].iter_mut().enumerate() {
            *t = 8 - r + (10 * r + d) % 7;
        }
    }
    let rounds: Vec<(u8, u8)> = s.iter().zip(x).map(|(&d, &m)| (d - b'0', m)).collect();
    let rounds = &rounds[..]; // `move` copies the slice (and the table) in the closure
    let e = expectiminimax(8 * (n + 1), move |v, p| {
        let (i, r) = (v >> 3, v & 7);
        let (d, mover) = match rounds.get(i) {
            Some(&round) if r < 7 => round,
            _ => return EmmNode::Leaf((r == 0) as i8), // i = n: the end; r = 7: padding
        };
        p.mv(v + step[d as usize & 15][r], 0);
        p.mv(v + step[0][r], 0);
        if mover == b'T' {
            EmmNode::Max
        } else {
            EmmNode::Min
        }
    });
    e.value[0] == 1
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
