// Problem: AtCoder ARC091 F "Strange Nim" (https://atcoder.jp/contests/arc091/tasks/arc091_d)
// Statement: N piles (A_i stones, K_i); a move takes 1..=floor(X / K_i) stones from a pile of X;
//   who cannot move loses; Takahashi moves first.
// Snippets: subtraction_range (take_fraction_value: the Grundy value of a pile, XORed over piles)
use snippets::subtraction_range::take_fraction_value;
use std::io::{self, BufWriter, Read, Write};

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let x = (0..n).fold(0, |x, _| {
        let (a, k) = (it.next().unwrap(), it.next().unwrap());
        x ^ take_fraction_value(a, k)
    });
    writeln!(out, "{}", if x != 0 { "Takahashi" } else { "Aoki" }).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
