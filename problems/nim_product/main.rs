// Problem: Library Checker "Nim Product (F_2^64)", https://judge.yosupo.jp/problem/nim_product_64
// Statement: T (<= 1e6) lines `A B` with 0 <= A, B < 2^64; print the nim product A (x) B per line.
// Snippets: nimber (NimField: GF(2^16) log/exp tables, Karatsuba over 16-bit halves).
use snippets::nimber::*;
use std::io::{Read, Write};

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let nim = NimField::new();
    for _ in 0..t {
        let (a, b) = (it.next().unwrap(), it.next().unwrap());
        writeln!(out, "{}", nim.mul(a, b)).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
