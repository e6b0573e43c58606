// Problem: AtCoder ABC303 G "Bags Game", https://atcoder.jp/contests/abc303/tasks/abc303_g
// Statement: take one end bag, or pay A for min(B, n) end bags, or C for min(D, n); print X - Y.
// Snippets: end_takes (advantage_takes with the moves (1, 0), (B, A), (D, C)).
use snippets::end_takes::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let (pay_b, b, pay_d, d) = (
        it.next().unwrap(),
        it.next().unwrap() as usize,
        it.next().unwrap(),
        it.next().unwrap() as usize,
    );
    let a: Vec<i64> = it.take(n).collect();
    let moves = [(1, 0), (b, pay_b), (d, pay_d)];
    writeln!(out, "{}", advantage_takes(&a, &moves)).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
