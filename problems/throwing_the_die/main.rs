// Problem: AtCoder ABC266 E "Throwing the Die", https://atcoder.jp/contests/abc266/tasks/abc266_e
// Statement: at most N throws of a fair die; after each throw but the last, keep X as the score
//   or throw again. Print the best expected score (1e-6).
// Snippets: expectiminimax (a Chance position per throw, a Max position per (throw, X) seen).
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let n: usize = input.trim().parse().unwrap();
    // 7t: before throw t (0-based); 7t + x: throw t showed x; 7n: the game is over
    let end = 7 * n;
    let e = expectiminimax(end + 1, |v, p| {
        let (t, x) = (v / 7, v % 7);
        match (v == end, x) {
            (true, _) => EmmNode::Leaf(0.0),
            (false, 0) => {
                (1..=6).for_each(|x| p.roll(v + x, 1.0 / 6.0, 0.0));
                EmmNode::Chance
            }
            (false, _) => {
                p.mv(end, x as f64); // stop with score x
                if t + 1 < n {
                    p.mv(7 * (t + 1), 0.0); // throw again
                }
                EmmNode::Max
            }
        }
    });
    writeln!(out, "{:.10}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
