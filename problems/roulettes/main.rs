// Problem: AtCoder ABC314 E "Roulettes" (https://atcoder.jp/contests/abc314/tasks/abc314_e)
// Statement: pay C_i to spin wheel i (a uniform one of its P_i point values); minimum expected
//   payment to reach M points, choosing each wheel after seeing the points so far.
// Snippets: expectiminimax (MIN at the point totals, a CHANCE node per (total, wheel); the
//   0-point outcomes, self-loops, folded as the header says)
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// Minimum expected payment to reach m points; wheels (cost, point values).
pub fn min_expected_cost(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let k = wheels.len();
    // positions 0..=m: points so far (m: done); m + 1 + x * k + i: wheel i spun at x points
    let f = |v: usize, out: &mut Vec<(usize, f64, f64)>| {
        if v < m {
            for (i, (c, s)) in wheels.iter().enumerate() {
                // a 0 comes back here with q = zeros / P: pay c / (1 - q) into the CHANCE node
                let hits = s.iter().filter(|&&x| x > 0).count() as f64;
                out.push((m + 1 + v * k + i, 0.0, c * s.len() as f64 / hits));
            }
            EmmNode::Min
        } else if v == m {
            EmmNode::Leaf(0.0)
        } else {
            let (x, s) = ((v - m - 1) / k, &wheels[(v - m - 1) % k].1);
            let hits = s.iter().filter(|&&y| y > 0).count() as f64;
            for &y in s.iter().filter(|&&y| y > 0) {
                out.push(((x + y).min(m), 1.0 / hits, 0.0));
            }
            EmmNode::Chance
        }
    };
    expectiminimax(m + 1 + m * k, [0], f).value[0]
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
