// Problem: AtCoder ARC091 F "Strange Nim", https://atcoder.jp/contests/arc091/tasks/arc091_d
// Statement: N piles, from pile i with X stones take 1..=floor(X / K_i); who cannot move loses; A_i, K_i up to 1e9; Takahashi / Aoki.
// Snippets: grundy (nim_sum of the piles' values); the value itself is a recurrence found by hand from printed tables
//   (grundy + find_period: no period): g(x) = x / K if K divides x, g(x) = 0 if x < K, else g(x - floor(x / K) - 1).
use snippets::grundy::nim_sum;
use std::io::{self, Read, Write};

/// g(x) for takes 1..=x / k, stepping over the runs where x / k stays the same.
fn value(mut x: u64, k: u64) -> u64 {
    loop {
        if x < k {
            return 0;
        }
        let q = x / k;
        let r = x % k;
        if r == 0 {
            return q;
        }
        // each step removes q + 1 while x / k stays q: jump the steps that keep it
        let steps = (r / (q + 1)).max(1);
        x -= steps * (q + 1);
    }
}

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let x = nim_sum((0..n).map(|i| value(v[1 + 2 * i], v[2 + 2 * i])));
    writeln!(out, "{}", if x != 0 { "Takahashi" } else { "Aoki" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
