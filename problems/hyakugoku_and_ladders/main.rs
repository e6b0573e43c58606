// Problem: Codeforces 1245E "Hyakugoku and Ladders", https://codeforces.com/problemset/problem/1245/E
// Statement: 10 x 10 snake path, a fair die, optional ladders at the landing square; the least
// expected number of turns to reach the Goal.
// Snippets: expectiminimax (path square s: "to roll" at 2s + 1, a Chance of the die; "just
// landed" at 2s, a Min of stay or climb; the rolls that overshoot the Goal folded out, README
// Patterns "A chance outcome that returns to the same state").
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let h: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    // path index of the square in row i (0-based from the top), column j (0-based)
    let idx = |i: usize, j: usize| {
        let k = 9 - i; // row counted from the bottom
        if k % 2 == 0 {
            10 * k + j
        } else {
            10 * k + 9 - j
        }
    };
    // top[s]: the path index a ladder at s leads to (None: no ladder)
    let mut top = vec![None; 100];
    for i in 0..10 {
        for j in 0..10 {
            let x = h[10 * i + j];
            if x > 0 {
                top[idx(i, j)] = Some(idx(i - x, j));
            }
        }
    }
    let e = expectiminimax(200, |v, p: &mut EmmPos<f64>| {
        let s = v / 2;
        if s == 99 {
            return EmmNode::Leaf(0.0); // the Goal
        }
        if v % 2 == 0 {
            // just landed on s: stay, or climb to the ladder's top (no second ladder there)
            p.mv(2 * s + 1, 0.0);
            if let Some(t) = top[s] {
                p.mv(2 * t + 1, 0.0);
            }
            EmmNode::Min
        } else {
            // about to roll at s: k rolls move, 6 - k stay put (folded out)
            let k = (99 - s).min(6);
            for r in 1..=k {
                p.roll(2 * (s + r), 1.0 / k as f64, 6.0 / k as f64);
            }
            EmmNode::Chance
        }
    });
    writeln!(out, "{:.10}", e.value[1]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
