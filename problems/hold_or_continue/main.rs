// ICPC Latin America 2019 H "Hold or Continue?": Pig to exactly 75, overshoot ends the turn.
// p[i][j]: the win chance of the player about to start a turn with score i, the other at j.
// A turn only raises the score sum, or hands the turn over with the sum unchanged, so the sums
// are solved from the top; within one sum, (i, j) and (j, i) form a cycle: A's turn, then B's,
// then A's start again. That is README Patterns "A reset to the start": B's failed turn is a
// Leaf worth the guess X of p[i][j], and X is bisected (f(X) < X iff X is above the root).
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

const G: usize = 75;

// Positions of the two turns for scores (i, j), A to move; every move raises the id.
// 0: A starts (Chance); 1 + k - 2: A just rolled, total k (Max: 0 hold, 1 continue);
// bs = G - i: B starts; bs + k - 1: B just rolled, total k (Min); xl: A starts again (Leaf X);
// zero: Leaf 0 (after a hold, whose value is the gain).
struct Layout {
    i: usize,
    j: usize,
    bs: usize,
    xl: usize,
    zero: usize,
}

impl Layout {
    fn new(i: usize, j: usize) -> Layout {
        let bs = G - i;
        let xl = bs + G - j;
        Layout { i, j, bs, xl, zero: xl + 1 }
    }
    fn a(&self, k: usize) -> usize {
        k - 1
    }
    fn b(&self, k: usize) -> usize {
        self.bs + k - 1
    }
}

fn node(l: &Layout, p: &[Vec<f64>], x: f64, v: usize, e: &mut EmmPos<f64>) -> EmmNode<f64> {
    let (i, j) = (l.i, l.j);
    if v == l.xl {
        return EmmNode::Leaf(x);
    }
    if v == l.zero {
        return EmmNode::Leaf(0.0);
    }
    let q = 1.0 / 6.0;
    if v < l.bs {
        // A's turn: the total so far is k (0 at the start)
        let k = if v == 0 { 0 } else { v + 1 };
        let rolls = |e: &mut EmmPos<f64>| {
            e.roll(l.bs, q, 0.0);
            for r in 2..=6 {
                let c = if i + k + r <= G { l.a(k + r) } else { l.bs };
                e.roll(c, q, 0.0);
            }
        };
        if k == 0 {
            rolls(e);
            return EmmNode::Chance;
        }
        e.mv(l.zero, 1.0 - p[j][i + k]); // hold: B starts at (j, i + k)
        rolls(e);
        e.lottery(0.0);
        EmmNode::Max
    } else {
        let k = if v == l.bs { 0 } else { v - l.bs + 1 };
        let rolls = |e: &mut EmmPos<f64>| {
            e.roll(l.xl, q, 0.0);
            for r in 2..=6 {
                let c = if j + k + r <= G { l.b(k + r) } else { l.xl };
                e.roll(c, q, 0.0);
            }
        };
        if k == 0 {
            rolls(e);
            return EmmNode::Chance;
        }
        e.mv(l.zero, p[i][j + k]); // hold: A starts at (i, j + k)
        rolls(e);
        e.lottery(0.0);
        EmmNode::Min
    }
}

fn main() {
    // p[i][75] = 0 (the other has won); p[74][j] = 0 (74 can never become exactly 75)
    let mut p = vec![vec![0.0f64; G + 1]; G + 1];
    for s in (0..=2 * (G - 1)).rev() {
        for i in s.saturating_sub(G - 1)..=s.min(G - 2) {
            let j = s - i;
            let l = Layout::new(i, j);
            let f = |x: f64| expectiminimax(l.zero + 1, |v, e| node(&l, &p, x, v, e)).value[0];
            let (mut lo, mut hi) = (0.0, 1.0);
            for _ in 0..45 {
                let mid = (lo + hi) / 2.0;
                if f(mid) < mid {
                    hi = mid
                } else {
                    lo = mid
                }
            }
            p[i][j] = (lo + hi) / 2.0;
        }
    }
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut out = String::new();
    for q in v[1..].chunks(3) {
        let (c, h, x) = (q[0], q[1], q[2]);
        let l = Layout::new(c, h);
        let pc = p[c][h];
        let mut f = |v: usize, e: &mut EmmPos<f64>| node(&l, &p, pc, v, e);
        let e = expectiminimax(l.zero + 1, &mut f);
        let best = e.best(l.a(x), &mut f);
        out.push_str(if best == Some(0) { "H\n" } else { "C\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
