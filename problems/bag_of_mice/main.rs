// Problem: Codeforces 148D "Bag of mice", https://codeforces.com/problemset/problem/148/D
// Statement: w white, b black mice; princess and dragon draw in turn (princess first), the first
//   white wins; after each dragon draw one more mouse jumps out. P(princess wins), 1e-9.
// Snippets: expectiminimax (Chance positions only: (mice taken, who draws) numbered so that every
//   draw raises the id; a win for the princess is a gain of 1 on the way to the end position).
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (w0, b0) = (x[0], x[1]);
    // id = 2 * ((w0 - w) * (b0 + 1) + (b0 - b)) + dragon; the end position is the last id
    let end = 2 * (w0 + 1) * (b0 + 1);
    let id = |w: usize, b: usize, dragon: usize| 2 * ((w0 - w) * (b0 + 1) + (b0 - b)) + dragon;
    let e = expectiminimax(end + 1, |v, p| {
        if v == end {
            return EmmNode::Leaf(0.0);
        }
        let (dragon, k) = (v % 2, v / 2);
        let (w, b) = (w0 - k / (b0 + 1), b0 - k % (b0 + 1));
        let t = (w + b) as f64;
        if w == 0 {
            return EmmNode::Leaf(0.0); // no white mouse left: the dragon wins
        }
        if dragon == 0 {
            p.roll(end, w as f64 / t, 1.0); // she draws white
            if b > 0 {
                p.roll(id(w, b - 1, 1), b as f64 / t, 0.0);
            }
        } else {
            p.roll(end, w as f64 / t, 0.0); // he draws white
            if b > 0 {
                let (q, left) = (b as f64 / t, (w + b - 1) as f64); // he draws black, one jumps
                p.roll(id(w - 1, b - 1, 0), q * w as f64 / left, 0.0);
                if b > 1 {
                    p.roll(id(w, b - 2, 0), q * (b - 1) as f64 / left, 0.0);
                }
            }
        }
        EmmNode::Chance
    });
    writeln!(out, "{:.9}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
