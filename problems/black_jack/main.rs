// Problem: AtCoder ABC342 F "Black Jack", https://atcoder.jp/contests/abc342/tasks/abc342_f
// Statement: roll a D-sided die as long as you like (total x), then the dealer rolls while y < L;
//   you win if x <= N and (y > N or x > y): the best winning probability.
// Snippets: expectiminimax (your stop-or-roll decision: one Leaf per total x from a window sum
//   of its successors, README Patterns "A die 1..D"); the dealer's final distribution by hand
//   (a forward window sum, no decision in it).
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, l, d) = (v[0], v[1], v[2]);
    let df = d as f64;
    // dealer: reach[y] for y < L (the dealer rolls again from there), fin[y] for y in L..L + D
    let top = l + d; // final totals lie in L..L + D - 1
    let mut reach = vec![0.0f64; l];
    let mut fin = vec![0.0f64; top];
    reach[0] = 1.0;
    let mut w = 0.0; // reach[y - D] + .. + reach[y - 1] over the sources below L
    for y in 1..top {
        if y - 1 < l {
            w += reach[y - 1];
        }
        if y > d && y - d - 1 < l {
            w -= reach[y - d - 1];
        }
        if y < l {
            reach[y] = w / df;
        } else {
            fin[y] = w / df;
        }
    }
    // below[x] = P(L <= y < x), over x = 0..=N
    let mut below = vec![0.0f64; n + 2];
    for x in 1..=n + 1 {
        below[x] = below[x - 1] + if x - 1 < top { fin[x - 1] } else { 0.0 };
    }
    let bust: f64 = (n + 1..top).map(|y| fin[y]).sum(); // P(y > N)
    let stop = |x: usize| bust + below[x];
    // you: value(x) = max(stop(x), (value(x + 1) + .. + value(x + D)) / D), value past N = 0
    let mut s = 0.0;
    let e = expectiminimax(n + 1, |x, p| {
        if x < n {
            s += p.value(x + 1);
        }
        if x + d < n {
            s -= p.value(x + d + 1);
        }
        EmmNode::Leaf(stop(x).max(s / df))
    });
    writeln!(out, "{:.15}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
