// Problem: AtCoder ABC206 F "Interval Game 2", https://atcoder.jp/contests/abc206/tasks/abc206_f
// Statement: pick one of N half-open intervals [L, R) that meets none picked so far; who cannot pick loses; per test Alice / Bob.
// Snippets: grundy_memo (grundy_of over the free segment (l, r): a pick [a, b) inside it splits it into (l, a) and (b, r)).
use snippets::grundy_memo::grundy_of;
use std::collections::HashMap;
use std::io::{self, Read, Write};

type Seg = (usize, usize); // the free segment [l, r)

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut iv: Vec<(usize, usize)> = (0..n)
            .map(|_| (it.next().unwrap(), it.next().unwrap()))
            .collect();
        iv.sort();
        iv.dedup(); // a copy of an interval gives the same moves
        let iv = &iv;
        let moves = |(l, r): Seg, emit: &mut dyn FnMut(&[Seg])| {
            for &(a, b) in iv.iter().filter(|&&(a, b)| l <= a && b <= r) {
                emit(&[(l, a), (b, r)]);
            }
        };
        let mut memo = HashMap::new();
        let g = grundy_of(&mut memo, (1, 100), moves);
        writeln!(out, "{}", if g != 0 { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
