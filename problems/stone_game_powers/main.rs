// Problem: Timus 1180 "Stone Game", https://acm.timus.ru/problem.aspx?space=1&num=1180
// Statement: one heap of N <= 10^250 stones, a move takes a power of two, the last take wins; who wins, the least winning take.
// Snippets: grundy (the table of small heaps), grundy_period (find_period: period 3, proved as 2^k mod 3 is 1 or 2;
//   decimal_n: the 251-digit N as a u64 with the same value; periodic_value)
use snippets::grundy::grundy;
use snippets::grundy_period::{decimal_n, find_period, periodic_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let digits = input.split_ascii_whitespace().next().unwrap();
    let t: Vec<u32> = grundy(100, |x, emit| {
        (0..7)
            .map(|k| 1 << k)
            .filter(|&k| k <= x)
            .for_each(|k| emit(&[x - k]))
    });
    let (pre, p) = find_period(&t, 0).unwrap();
    let m = decimal_n(digits, p);
    if periodic_value(&t, pre, p, m) == 0 {
        writeln!(out, "2").unwrap();
        return;
    }
    let take = (0..61)
        .map(|k| 1u64 << k)
        .find(|&k| k <= m && periodic_value(&t, pre, p, m - k) == 0)
        .unwrap();
    writeln!(out, "1\n{}", take).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
