// Problem: AtCoder ABC368 F "Dividing Game" (https://atcoder.jp/contests/abc368/tasks/abc368_f)
// Statement: players replace some A_i by a proper divisor; who cannot move loses; Anna starts.
// Snippets: grundy (Grundy values over proper divisors from a sieve, nim_sum of the A_i)
use snippets::grundy::{grundy, nim_sum};
use std::io::{self, BufWriter, Read, Write};

/// Grundy values of 0..=max, a move taking x to a proper divisor of x.
pub fn grundy_values(max: usize) -> Vec<u32> {
    // divisors[x] = proper divisors of x, by a sieve over multiples
    let mut divisors: Vec<Vec<u32>> = vec![Vec::new(); max + 1];
    for d in 1..=max {
        for m in (2 * d..=max).step_by(d) {
            divisors[m].push(d as u32);
        }
    }
    grundy(max + 1, |x, emit| {
        for &d in &divisors[x] {
            emit(&[d as usize]);
        }
    })
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let a: Vec<usize> = it.take(n).collect();
    let max = a.iter().copied().max().unwrap_or(1);
    let g = grundy_values(max);
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(
        out,
        "{}",
        if nim_sum(a.iter().map(|&x| g[x])) != 0 {
            "Anna"
        } else {
            "Bruno"
        }
    )
    .unwrap();
}
