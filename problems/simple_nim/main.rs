// Problem: HDU 5795 "A Simple Nim", http://acm.hdu.edu.cn/showproblem.php?pid=5795
// Statement: Nim where a move may also split one heap into three non-empty heaps; T <= 100
//   cases of n <= 1e6 heaps up to 1e9; print which player wins.
// Snippets: grundy (Grundy values of heaps < 200, nim_sum), grundy_period (the period of
//   g(x) - x found on that table, then g(x) for heaps up to 1e9).
use snippets::grundy::{grundy, nim_sum};
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, BufWriter, Read, Write};

/// Heaps tabulated by brute force before looking for the period.
const N: usize = 200;

/// Solves every case of `input`, one line each to `out`.
pub fn run(input: &str, out: &mut impl Write) {
    // A move takes any number of candies (to y < s) or splits s into a <= b <= c, a + b + c = s.
    let g = grundy(N, |s, emit| {
        for y in 0..s {
            emit(&[y]);
        }
        for a in 1..=s / 3 {
            for b in a..=(s - a) / 2 {
                emit(&[a, b, s - a - b]);
            }
        }
    });
    // g(x) grows like x, so the periodic part is g(x) - x. Splitting into three parts is no octal
    // game, so find_period's answer (k = 0) is a guess, proved by induction by hand: g(8k+7) =
    // 8k+8, g(8k+8) = 8k+7, else g(x) = x (pre-period 1, period 8).
    let d: Vec<i64> = g
        .iter()
        .enumerate()
        .map(|(x, &v)| v as i64 - x as i64)
        .collect();
    let (pre, p) = find_period(&d, 0).expect("g(x) - x has a period within 200 heaps");
    let value = |x: u64| (x as i64 + periodic_value(&d, pre, p, x)) as u64;
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let first = nim_sum(it.by_ref().take(n).map(value)) != 0;
        let who = if first { "First" } else { "Second" };
        writeln!(out, "{who} player wins.").unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
