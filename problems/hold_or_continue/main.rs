// Problem: ICPC Latin America 2019 H "Hold or Continue?", https://codeforces.com/gym/102428 (Baekjoon 18036)
// Statement: Pig to exactly 75 (a 1 or an overshoot ends the turn with nothing); for Q moments
//   (C, H, X) in Catelyn's turn, print H if holding is optimal, C if continuing is.
// Snippets: expectiminimax (README Patterns "Hold or roll": the pairs of banked scores by
//   decreasing sum, both turns of a pair in one solve, the opponent's failure a guess bisected;
//   e.best at the turn total X says hold or roll).
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

const G: usize = 75;

/// One solve of the pair (i, j) (i banked by the mover, j by the other) with the reset guess x.
/// Positions: the mover's turn totals 0..a, the other's 0..b, then win, lose, reset, sink.
/// Option 0 is the roll, option 1 the hold (when t > 0).
fn pair_closure<'a>(
    p: &'a [Vec<f64>],
    i: usize,
    j: usize,
    x: f64,
) -> impl FnMut(usize, &mut EmmPos<f64>) -> EmmNode<f64> + 'a {
    let (a, b) = (G - i, G - j);
    let (win, lose, reset, sink) = (a + b, a + b + 1, a + b + 2, a + b + 3);
    move |v, e| {
        if v >= a + b {
            return EmmNode::Leaf([1.0, 0.0, x, 0.0][v - a - b]);
        }
        let (mine, t) = if v < a { (true, v) } else { (false, v - a) };
        let (banked, end) = if mine { (i, win) } else { (j, lose) };
        let fail = if mine { a } else { reset }; // the turn passes with nothing
        for k in 2..=6 {
            let c = match banked + t + k {
                s if s == G => end,
                s if s > G => fail,
                _ => v + k,
            };
            e.roll(c, 1.0 / 6.0, 0.0);
        }
        e.roll(fail, 1.0 / 6.0, 0.0);
        e.lottery(0.0); // roll
        if t > 0 {
            let g = if mine { 1.0 - p[j][i + t] } else { p[i][j + t] };
            e.mv(sink, g); // hold
        }
        if mine {
            EmmNode::Max
        } else {
            EmmNode::Min
        }
    }
}

pub fn run(input: &str, out: &mut impl Write) {
    let nums: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let q = nums[0];
    // p[i][j]: the chance that the player to move, banked i against j, wins; a score of 74 can
    // never reach 75 exactly (every roll is 1 or >= 2), so (74, 74) never ends: worth 0 by the rules
    let mut p = vec![vec![0.0f64; G]; G];
    for s in (0..2 * G - 1).rev() {
        for i in s.saturating_sub(G - 1)..G.min(s + 1) {
            let j = s - i;
            if i == G - 1 && j == G - 1 {
                continue;
            }
            let n = (G - i) + (G - j) + 4;
            let (mut lo, mut hi) = (0.0, 1.0);
            for _ in 0..50 {
                let x = (lo + hi) / 2.0;
                let e = expectiminimax(n, pair_closure(&p, i, j, x));
                if e.value[0] < x {
                    hi = x
                } else {
                    lo = x
                }
            }
            p[i][j] = lo;
        }
    }
    for k in 0..q {
        let (c, h, x) = (nums[1 + 3 * k], nums[2 + 3 * k], nums[3 + 3 * k]);
        let hold = if c + x == G {
            true
        } else {
            let mut f = pair_closure(&p, c, h, p[c][h]);
            let e = expectiminimax((G - c) + (G - h) + 4, &mut f);
            e.best(x, &mut f) == Some(1)
        };
        writeln!(out, "{}", if hold { 'H' } else { 'C' }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
