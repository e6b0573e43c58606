// Problem: AtCoder ABC350 E "Toward 0" (https://atcoder.jp/contests/abc350/tasks/abc350_e)
// Statement: pay X for N = N / A or Y for N = N / (die 1..6), rounding down; minimum expected cost to reach 0 (N <= 10^18).
// Snippets: expectiminimax (MIN positions whose options are a move and a lottery, costs as gains).
// The reachable states are floor(N / k), k = 2^a 3^b 5^c (7,253 for N = 10^18, plus 0),
// numbered in decreasing order (n first), so that every move raises the id, as the snippet wants.
// State 0 is a leaf worth 0; state m > 0 is a MIN position with two options: "pay", gain X,
// straight to floor(m / A), and "roll", gain Y, a lottery whose outcome b = 1 returns to m
// itself: a self-loop of probability q = 1/6, folded by the rule of expectiminimax's header:
// the roll's gain becomes Y / (1 - q) = 6Y/5 and its outcomes m / b, b = 2..6, get probability
// (1/6) / (1 - q) = 1/5 each.
// Why E(m) = min(P, R) is exact, with P = X + E(m / A), C = Y + S / 6 the roll's value without
// the loop (S = sum_{b=2..6} E(m / b)) and R = C / (1 - q) = (6Y + S) / 5: E(m) is the solution
// of E = f(E) = min(P, C + qE). f is a q-contraction, so the solution is unique, and min(P, R)
// solves it: if P <= R then C + qP >= P (that is C >= (1 - q) P), so f(P) = P; if R < P then
// C + qR = R by definition of R, so f(R) = min(P, R) = R. The choice is right too: the roll's
// true value C + qE is > P = E when P < R, and equals R = E when R < P. The same holds for any
// number of moves not depending on E(m), for a MAX chooser (inequalities reversed), and with
// gains on the other outcomes (they are in C). The folded lottery's own value is not the
// roll's true one (only min(P, R) is). verify/cross/expectiminimax.rs checks this program's
// game against value iteration with the loop left in.
use snippets::expectiminimax::{expectiminimax, EmmNode, EmmPos};
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

/// The game from n: the `states` reachable from n (n too) in decreasing order, n first;
/// position i is state `states[i]`.
pub struct Game {
    pub states: Vec<u64>,
    id: HashMap<u64, usize>,
    a: u64,
    x: f64,
    y: f64,
}

impl Game {
    pub fn new(n: u64, a: u64, x: f64, y: f64) -> Self {
        let mut states = vec![n];
        let mut seen = std::collections::HashSet::from([n]);
        let mut i = 0;
        while i < states.len() {
            let m = states[i];
            i += 1;
            for b in 2..=6 {
                if seen.insert(m / b) {
                    states.push(m / b);
                }
            }
        }
        states.sort_unstable_by(|a, b| b.cmp(a));
        let id = states.iter().enumerate().map(|(i, &s)| (s, i)).collect();
        Game {
            states,
            id,
            a,
            x,
            y,
        }
    }

    /// Reports the options of position v (the closure of `expectiminimax`): pay X, or roll.
    pub fn options(&self, v: usize, p: &mut EmmPos<f64>) -> EmmNode<f64> {
        let m = self.states[v];
        if m == 0 {
            return EmmNode::Leaf(0.0);
        }
        p.mv(self.id[&(m / self.a)], self.x); // pay X
        for b in 2..=6 {
            p.roll(self.id[&(m / b)], 0.2, 0.0);
        }
        p.lottery(6.0 * self.y / 5.0); // roll, the b = 1 loop folded
        EmmNode::Min
    }

    /// The minimum expected cost from n.
    pub fn solve(&self) -> f64 {
        expectiminimax(self.states.len(), |v, p| self.options(v, p)).value[0]
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let g = Game::new(v[0], v[1], v[2] as f64, v[3] as f64);
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{:.10}", g.solve()).unwrap();
}
