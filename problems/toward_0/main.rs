// Problem: AtCoder ABC350 E "Toward 0" (https://atcoder.jp/contests/abc350/tasks/abc350_e)
// Statement: pay X for N = N / A or Y for N = N / (die 1..6), rounding down; minimum expected cost to reach 0 (N <= 10^18).
// Snippets: expectiminimax (MIN and CHANCE positions, costs as gains on the moves).
// The reachable states are floor(N / k), k = 2^a 3^b 5^c (7,253 for N = 10^18, plus 0).
// State 0 is a leaf worth 0; state m > 0 is a MIN position with two moves: "pay", gain X,
// straight to floor(m / A), and "roll", gain Y, to a CHANCE position whose outcome b = 1
// returns to m itself: a self-loop of probability q = 1/6, folded by the rule of
// expectiminimax's header: the roll's gain becomes Y / (1 - q) = 6Y/5 and its outcomes m / b,
// b = 2..6, get probability (1/6) / (1 - q) = 1/5 each.
// Why E(m) = min(P, R) is exact, with P = X + E(m / A), C = Y + S / 6 the roll's value without
// the loop (S = sum_{b=2..6} E(m / b)) and R = C / (1 - q) = (6Y + S) / 5: E(m) is the solution
// of E = f(E) = min(P, C + qE). f is a q-contraction, so the solution is unique, and min(P, R)
// solves it: if P <= R then C + qP >= P (that is C >= (1 - q) P), so f(P) = P; if R < P then
// C + qR = R by definition of R, so f(R) = min(P, R) = R. The choice is right too: the roll's
// true value C + qE is > P = E when P < R, and equals R = E when R < P. The same holds for any
// number of moves not depending on E(m), for a MAX chooser (inequalities reversed), and with
// gains on the other outcomes (they are in C). The folded position's own value is not the
// roll's true one (only min(P, R) is). verify/cross/expectiminimax.rs checks this program's
// game against value iteration with the loop left in.
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

/// The game from n: `states` reachable from n (n first); position 2s is state s (MIN: pay or
/// roll; a leaf for state 0), position 2s + 1 its roll (CHANCE).
pub struct Game {
    pub states: Vec<u64>,
    id: HashMap<u64, usize>,
    a: u64,
    x: f64,
    y: f64,
}

impl Game {
    pub fn new(n: u64, a: u64, x: f64, y: f64) -> Self {
        let mut id = HashMap::from([(n, 0usize)]);
        let mut states = vec![n];
        let mut i = 0;
        while i < states.len() {
            let m = states[i];
            i += 1;
            for b in 2..=6 {
                id.entry(m / b).or_insert_with(|| {
                    states.push(m / b);
                    states.len() - 1
                });
            }
        }
        Game {
            states,
            id,
            a,
            x,
            y,
        }
    }

    /// Pushes the edges of position v, returns its kind (the closure of `expectiminimax`).
    pub fn edges(&self, v: usize, out: &mut Vec<(usize, f64, f64)>) -> EmmNode {
        let m = self.states[v / 2];
        let pos = |s: u64| 2 * self.id[&s];
        if m == 0 {
            EmmNode::Leaf(0.0)
        } else if v % 2 == 0 {
            out.push((pos(m / self.a), 1.0, self.x)); // pay X
            out.push((v + 1, 1.0, 6.0 * self.y / 5.0)); // roll, the b = 1 loop folded
            EmmNode::Min
        } else {
            out.extend((2..=6).map(|b| (pos(m / b), 0.2, 0.0)));
            EmmNode::Chance
        }
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
    let e = expectiminimax(2 * g.states.len(), [0], |v, out| g.edges(v, out));
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{:.10}", e.value[0]).unwrap();
}
