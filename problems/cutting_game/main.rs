// Problem: POJ 2311 "Cutting Game", http://poj.org/problem?id=2311
// Statement: cut a W x H sheet (or any piece of it) along a grid line in turn; whoever cuts out a
//   1 x 1 piece wins; print WIN or LOSE for the first player, many cases to EOF, W, H <= 200.
// Snippets: grundy (Grundy values of every w x h sheet, a cut being a move into two parts).
use snippets::grundy::grundy;
use std::io::{self, BufWriter, Read, Write};

/// Largest side allowed by the statement.
pub const MAX: usize = 200;
const W: usize = MAX + 1;

/// Grundy value of every sheet, state `w * W + h` for w, h in 0..=MAX. A cut leaving a side of
/// width 1 lets the opponent cut out a 1 x 1 piece at once, so only cuts with both sides >= 2
/// are moves; a sheet with no such cut (2x2, 2x3, 3x3) has value 0 and the mover loses.
pub fn table() -> Vec<u32> {
    grundy(W * W, |s, emit| {
        let (w, h) = (s / W, s % W);
        for a in 2..w.saturating_sub(1) {
            emit(&[a * W + h, (w - a) * W + h]);
        }
        for b in 2..h.saturating_sub(1) {
            emit(&[w * W + b, w * W + h - b]);
        }
    })
}

/// Answers every "W H" line of `input`, one line each to `out`.
pub fn run(input: &str, out: &mut impl Write) {
    let g = table();
    let nums: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    for c in nums.chunks_exact(2) {
        let win = g[c[0] * W + c[1]] != 0;
        writeln!(out, "{}", if win { "WIN" } else { "LOSE" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
