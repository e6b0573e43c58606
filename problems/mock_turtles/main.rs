// Problem: HDU 3537 "Daizhenyang's Coin", https://acm.hdu.edu.cn/showproblem.php?pid=3537
// Statement: flip 1, 2 or 3 coins whose rightmost shows heads (Mock Turtles); coins up to 1e8,
//   heads listed with repeats; print "Yes" if the first player loses.
// Snippets: none. A row is the sum of its heads coins; a coin x alone is worth the x-th odious
//   number, g(x) = 2x + [popcount(x) even] (found by printing a `grundy` table of 300 coins:
//   `find_period` on g, g - n and g - 2n gave None, g(2x) != g(x); g - 2n is Thue-Morse).
use std::io::{self, Read, Write};

fn value(x: u64) -> u64 {
    2 * x + (x.count_ones() % 2 == 0) as u64
}

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 0;
    while p < v.len() {
        let n = v[p] as usize;
        let mut coins = v[p + 1..p + 1 + n].to_vec();
        p += 1 + n;
        coins.sort_unstable();
        coins.dedup(); // a coin listed twice is one heads-up coin
        let x = coins.iter().fold(0, |x, &c| x ^ value(c));
        writeln!(out, "{}", if x == 0 { "Yes" } else { "No" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
