// Problem: Codeforces 865C "Gotta Go Fast", https://codeforces.com/problemset/problem/865/C
// Statement: N levels in order, level i takes F_i s with probability P_i %, else S_i s; after any
//   level go on or reset to the start; finish all N within R s in one run: least expected time.
// Snippets: expectiminimax (positions (level, time), a MIN choice of reset or a lottery of the
//   two level times), inside a bisection on the reset's value X (README Patterns "A reset to the
//   start from anywhere": the reset is a Leaf worth X, f(X) < X exactly when X is above the root).
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, r) = (v[0], v[1]);
    let lv: Vec<(usize, usize, f64)> = (0..n)
        .map(|i| (v[2 + 3 * i], v[3 + 3 * i], v[4 + 3 * i] as f64 / 100.0))
        .collect();
    let w = r + 1; // times 0..=R
    let id = |i: usize, t: usize| i * w + t; // level i done, t seconds in this run
    let reset = (n + 1) * w; // the last position: the start again, worth the guess
    let f = |x: f64| {
        let e = expectiminimax(reset + 1, |p, q| {
            if p == reset {
                return EmmNode::Leaf(x);
            }
            let (i, t) = (p / w, p % w);
            if i == n {
                return EmmNode::Leaf(0.0); // all levels within R
            }
            if p != 0 {
                q.mv(reset, 0.0); // reset now (at the start it would only loop)
            }
            let (fi, si, pi) = lv[i];
            let to = |dt: usize| {
                if t + dt <= r {
                    id(i + 1, t + dt)
                } else {
                    reset
                }
            };
            q.roll(to(fi), pi, fi as f64);
            q.roll(to(si), 1.0 - pi, si as f64);
            q.lottery(0.0); // play level i + 1
            EmmNode::Min
        });
        e.value[0]
    };
    // hi: above the cost of never resetting by choice (a run <= 5000 s, success >= 0.8^50)
    let (mut lo, mut hi) = (0.0f64, 1e10f64);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if f(mid) < mid {
            hi = mid
        } else {
            lo = mid
        }
    }
    writeln!(out, "{:.10}", (lo + hi) / 2.0).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
