// Problem: Timus 1180 "Stone Game", https://acm.timus.ru/problem.aspx?space=1&num=1180
// Statement: one heap of N <= 10^250 stones, a move takes a power of two; who takes the last wins; print 1 and the least winning take, or 2.
// Snippets: grundy (the table, takes 1, 2, 4, ...), grundy_period (find_period: the period the table shows); N itself is reduced modulo the period by hand.
use snippets::grundy::grundy;
use snippets::grundy_period::find_period;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let len = 1000;
    let g: Vec<u32> = grundy(len, |s, emit| {
        let mut p = 1;
        while p <= s {
            emit(&[s - p]);
            p *= 2;
        }
    });
    let (pre, per) = find_period(&g, 0).expect("a period in the table");
    let digits = input.trim().as_bytes();
    // N < len: read the table; else g(N - take) = g[pre + (N - take - pre) mod per]
    let small: Option<usize> = input.trim().parse().ok().filter(|&n| n < len);
    let n_mod = digits
        .iter()
        .fold(0, |r, &c| (r * 10 + (c - b'0') as usize) % per);
    let value = |take: usize| -> u32 {
        match small {
            Some(n) => g[n - take],
            None => g[pre + (n_mod + per - (take + pre) % per) % per],
        }
    };
    if value(0) == 0 {
        writeln!(out, "2").unwrap();
        return;
    }
    let mut take = 1;
    while value(take) != 0 {
        take *= 2; // a move to value 0 exists: the least such power is found
    }
    writeln!(out, "1\n{}", take).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
