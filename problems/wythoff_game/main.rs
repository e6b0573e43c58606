// Problem: POJ 1067 / HDU 1527 "取石子游戏" (Wythoff's game), http://poj.org/problem?id=1067
// Statement: two piles; take any number from one pile or the same number from both; taking the
//   last stone wins. For each line `a b` to EOF print 1 if the mover wins, else 0.
// Snippets: wythoff (wythoff_loses: the losing pairs in exact integer arithmetic).
use snippets::wythoff::*;
use std::io::{Read, Write};

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    while let (Some(a), Some(b)) = (it.next(), it.next()) {
        writeln!(out, "{}", if wythoff_loses(a, b) { 0 } else { 1 }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
