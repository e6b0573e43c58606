// Problem: Codeforces 865C "Gotta Go Fast", https://codeforces.com/problemset/problem/865/C
// Statement: N levels in order, level i takes F_i seconds with probability P_i % else S_i; after
//   any level you may reset to level 1; finish all levels in one run of at most R seconds.
//   Least expected total playing time (1e-9).
// Snippets: expectiminimax (positions (levels done, seconds in this run); a MIN choice between
//   going on (a lottery: fast or slow) and resetting, the reset a Leaf worth a guess X of the
//   answer). The reset closes a cycle through the start, which no snippet folds: bisect X until
//   the value of the start equals X.
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, r) = (x[0], x[1]);
    let lv: Vec<(usize, usize, f64)> = (0..n)
        .map(|i| (x[2 + 3 * i], x[3 + 3 * i], x[4 + 3 * i] as f64 / 100.0))
        .collect();
    // position i * (r + 1) + t: i levels done with t seconds in this run; then END, RESET
    let (end, reset) = (n * (r + 1), n * (r + 1) + 1);
    let start_value = |guess: f64| {
        let e = expectiminimax(reset + 1, |v, p| {
            if v == end {
                return EmmNode::Leaf(0.0);
            }
            if v == reset {
                return EmmNode::Leaf(guess); // start again: worth the answer itself
            }
            let (i, t) = (v / (r + 1), v % (r + 1));
            let (f, s, q) = lv[i];
            let next = |d: usize| match t + d {
                u if u > r => reset, // over the goal: this run is lost
                _ if i + 1 == n => end,
                u => (i + 1) * (r + 1) + u,
            };
            p.roll(next(f), q, f as f64);
            p.roll(next(s), 1.0 - q, s as f64);
            p.lottery(0.0); // play level i + 1
            if v > 0 {
                p.mv(reset, 0.0); // or reset now
            }
            EmmNode::Min
        });
        e.value[0]
    };
    // start_value(X) < X exactly when X is above the answer
    let (mut lo, mut hi) = (0.0f64, 1e10);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if start_value(mid) < mid {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    writeln!(out, "{:.10}", (lo + hi) / 2.0).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
