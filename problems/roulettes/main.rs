// Problem: AtCoder ABC314 E "Roulettes" (https://atcoder.jp/contests/abc314/tasks/abc314_e)
// Statement: pay C_i to spin wheel i (a uniform one of its P_i point values); minimum expected
//   payment to reach M points, choosing each wheel after seeing the points so far.
// Snippets: expectiminimax (MIN at the point totals; a spin is a lottery, one option of the
//   chooser, so no position per (total, wheel); the 0-point outcomes, self-loops, folded as the
//   header says: the cost C * P / (P - zeros), each other outcome 1 / (P - zeros))
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// Minimum expected payment to reach m points; wheels (cost, point values).
pub fn min_expected_cost(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    // per wheel: the folded cost and the probability of each outcome that scores
    let fold: Vec<(f64, f64)> = wheels
        .iter()
        .map(|(c, s)| {
            let hits = s.iter().filter(|&&x| x > 0).count() as f64;
            (c * s.len() as f64 / hits, 1.0 / hits)
        })
        .collect();
    // position x: x points so far (m: done); every outcome raises x, as the snippet wants
    let e = expectiminimax(m + 1, |x, p| {
        if x == m {
            return EmmNode::Leaf(0.0);
        }
        for ((_, s), &(cost, q)) in wheels.iter().zip(&fold) {
            for &y in s.iter().filter(|&&y| y > 0) {
                p.roll((x + y).min(m), q, 0.0);
            }
            p.lottery(cost);
        }
        EmmNode::Min
    });
    e.value[0]
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let wheels: Vec<(f64, Vec<usize>)> = (0..n)
        .map(|_| {
            let (c, p) = (it.next().unwrap() as f64, it.next().unwrap());
            (c, (0..p).map(|_| it.next().unwrap()).collect())
        })
        .collect();
    writeln!(out, "{:.10}", min_expected_cost(m, &wheels)).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
