// Problem: HDU 3032 "Nim or not Nim?", https://acm.hdu.edu.cn/showproblem.php?pid=3032
// Statement: Nim where a move may also split one heap into two smaller nonempty heaps (Lasker's Nim), heaps up to 2^31 - 1; Alice / Bob.
// Snippets: grundy (the table of a few hundred heaps), grundy_period (g(n) - n is periodic: find_period, periodic_value for huge heaps).
use snippets::grundy::grundy;
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let len = 400;
    let g: Vec<u32> = grundy(len, |s, emit| {
        for k in 1..=s {
            emit(&[s - k]); // take k
        }
        for a in 1..=s / 2 {
            emit(&[a, s - a]); // split
        }
    });
    // g grows with n: g(n) - n is the periodic part (Patterns: growing Grundy values)
    let d: Vec<i64> = (0..len).map(|n| g[n] as i64 - n as i64).collect();
    let (pre, p) = find_period(&d, 0).expect("g(n) - n is periodic");
    let value = |h: u64| (h as i64 + periodic_value(&d, pre, p, h)) as u64;
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let x = (0..n).fold(0, |x, _| x ^ value(it.next().unwrap()));
        writeln!(out, "{}", if x != 0 { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
