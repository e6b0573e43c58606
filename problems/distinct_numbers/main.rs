// Problem: AtCoder ARC137 C "Distinct Numbers", https://atcoder.jp/contests/arc137/tasks/arc137_c
// Statement: distinct A_1 < .. < A_N; a turn replaces the largest by a smaller unused
//   non-negative integer; who cannot move loses: Alice (first) or Bob?
// Snippets: none at run time (a closed form, N up to 3e5 and A_i up to 1e9). The rule was checked
//   with game_dp::dp_wins (README Patterns "Closed form by experiment") over every set of 2..=7
//   values below 14 as a bitmask state (9893 sets, no mismatch). Alice wins iff
//   A_N - A_{N-1} >= 2 (strategy stealing: move the top to A_{N-1} + 1, or straight to where
//   the opponent's winning reply from there would put it) or h = A_N - (N - 1), the free values
//   below the top, is odd: with the top two adjacent every move leaves h - 1 holes, a move that
//   opens a gap of 2+ hands the opponent a win, and a move to A_{N-1} - 1 (anywhere, if A_{N-2}
//   is there) keeps the gap at 1, so the mover wins iff h is odd.
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = &v[1..=n];
    let (top, below) = (a[n - 1], a[n - 2]);
    let alice = top - below >= 2 || (top - (n as u64 - 1)) % 2 == 1;
    writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
