// Problem: Codeforces 603C "Lieges of Legendre", https://codeforces.com/problemset/problem/603/C
// Statement: piles of cows; a move removes one cow or replaces a pile 2x by k piles of x; the
//   player who removes the last cow wins; tell who wins (Kevin first).
// Snippets: grundy::grundy tabulates one pile's values for heaps < 64 (the split emits k copies
//   of x, reduced to their XOR: one copy for odd k, two for even k), grundy::nim_sum XORs the
//   piles; grundy_period::find_period / periodic_value carry even k to any heap (period 2 from
//   heap 3, proved below); odd k has no period: a halving rule, checked on the table and proved
//   below, recurses on x / 2 (O(log a) per pile).
// Proof (odd k): for n >= 5, odd n has the single move to n - 1, whose value is > 0 (even n - 1
//   >= 4), so g(n) = 0; even n >= 6 moves to n - 1 (value 0) and to n / 2, so g(n) = mex{0,
//   g(n / 2)} = 2 if g(n / 2) = 1, else 1. (Even k: the split is worth 0, g(n) = mex{g(n - 1),
//   0} for even n: 1 from n = 4 on, odd n >= 3 then 0.)
use snippets::grundy::{grundy, nim_sum};
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, BufWriter, Read, Write};

const LEN: usize = 64;

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let (n, k) = (it.next().unwrap() as usize, it.next().unwrap());
    let copies = if k % 2 == 1 { 1 } else { 2 }; // k copies of x XOR to x (odd k) or 0 (even k)
    let g: Vec<u32> = grundy(LEN, |s, emit| {
        if s == 0 {
            return; // no cows: no move
        }
        emit(&[s - 1]);
        if s % 2 == 0 {
            emit(&vec![s / 2; copies]);
        }
    });
    let value: Box<dyn Fn(u64) -> u32> = if k % 2 == 0 {
        let (pre, p) = find_period(&g, 0).unwrap(); // (3, 2), proved in the header
        Box::new(move |a| periodic_value(&g, pre, p, a))
    } else {
        // the halving rule, checked against the table before it is trusted
        let rule = |n: u64, half: u32| match n % 2 {
            1 => 0,
            _ => 1 + (half == 1) as u32,
        };
        assert!((5..LEN).all(|n| g[n] == rule(n as u64, g[n / 2])));
        Box::new(move |a| {
            // the chain a, a / 2, a / 4, .. down to the table, then back up by the rule
            let mut chain = Vec::new();
            let mut x = a;
            while x as usize >= LEN {
                chain.push(x);
                x /= 2;
            }
            let mut v = g[x as usize];
            for &y in chain.iter().rev() {
                v = rule(y, v);
            }
            v
        })
    };
    let total = nim_sum((0..n).map(|_| value(it.next().unwrap())));
    writeln!(out, "{}", if total != 0 { "Kevin" } else { "Nicky" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
