// Problem: Codeforces 603C "Lieges of Legendre", https://codeforces.com/problemset/problem/603/C
// Statement: piles of cows; remove one cow, or split a pile 2x into k piles of x; last cow wins.
// Snippets: grundy (per-pile table: x -> x - 1, 2x -> k parts x: one part if k is odd, none if
//   even), grundy_period (find_halving / halving_value: g(n) from (n % 2, g(n / 2)) for big piles)
use snippets::grundy::{grundy, nim_sum};
use snippets::grundy_period::{find_halving, halving_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let k = it.next().unwrap();
    let g: Vec<u32> = grundy(1024, |s, emit| {
        if s >= 1 {
            emit(&[s - 1]);
        }
        if s >= 2 && s % 2 == 0 {
            if k % 2 == 1 {
                emit(&[s / 2]);
            } else {
                emit(&[]);
            }
        }
    });
    // k odd: odd n >= 5 has g = 0, even n: mex(0, g(n / 2)); k even: g = 1 - n % 2 from n = 3
    let (_from, step) = find_halving(&g).unwrap();
    let x = nim_sum((0..n).map(|_| halving_value(&g, it.next().unwrap(), &step) as u64));
    writeln!(out, "{}", if x != 0 { "Kevin" } else { "Nicky" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
