// Problem: Kattis 2naire "So you want to be a 2^n-aire?" (https://open.kattis.com/problems/2naire)
// Statement: n questions; before each the player sees p, uniform on [t, 1], and quits with his
//   prize or answers (right with probability p: the prize doubles; wrong: 0); print the best
//   expected prize, starting from 1 dollar.
// Snippets: expectiminimax (a Leaf per question, the mean over p of max(quit, p * next) in closed
//   form: README Patterns "A chance event with a continuous distribution")
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

/// The best expected prize with n questions and p uniform on [t, 1].
pub fn expected_prize(n: usize, t: f64) -> f64 {
    // position v: v questions answered right, prize 2^v; W(v) = mean over p of max(2^v, p W(v + 1))
    let mean_max = |q: f64, a: f64| {
        // answer iff p >= q / a (the break-even point); a > q, so it lies below 1
        let s = q / a;
        if s <= t || t >= 1.0 {
            a * (1.0 + t) / 2.0 // answer every p in [t, 1]
        } else {
            (q * (s - t) + a * (1.0 - s) * (1.0 + s) / 2.0) / (1.0 - t)
        }
    };
    let e = expectiminimax(n + 1, |v, p| {
        let prize = (1u64 << v) as f64;
        match v == n {
            true => EmmNode::Leaf(prize),
            false => EmmNode::Leaf(mean_max(prize, p.value(v + 1))),
        }
    });
    e.value[0]
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp.split_ascii_whitespace();
    while let (Some(n), Some(t)) = (it.next(), it.next()) {
        let (n, t): (usize, f64) = (n.parse().unwrap(), t.parse().unwrap());
        if n == 0 {
            break;
        }
        writeln!(out, "{:.3}", expected_prize(n, t)).unwrap();
    }
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
