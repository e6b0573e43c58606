// Problem: AtCoder ABC350 E "Toward 0" (https://atcoder.jp/contests/abc350/tasks/abc350_e)
// Statement: pay X for N = N / A or Y for N = N / (die 1..6), rounding down; minimum expected cost to reach 0 (N <= 10^18).
// Snippets: expectiminimax (MIN and CHANCE nodes with costs as rewards, on the DAG of states).
// The reachable states are floor(N / k), k = 2^a 3^b 5^c (7,253 for N = 10^18, plus 0).
// State 0 is a leaf worth 0; state m > 0 is a MIN node over two options: "pay", a CHANCE node
// with reward X and one sure outcome floor(m / A), and "roll", whose outcome b = 1 returns to m
// itself: a self-loop, folded by the rule of expectiminimax's header. With S = sum_{b=2..6}
// E(m / b) the roll is worth Y + (E(m) + S) / 6, and folded it is R = (6Y + S) / 5: a CHANCE
// node with reward 6Y/5 and outcomes m / b, b = 2..6, probability 1/5 each.
// Why E(m) = min(P, R) is exact (P = X + E(m / A)): E(m) is the solution of
// E = f(E) = min(P, Y + (E + S) / 6). f is a 1/6-contraction, so the solution is unique, and
// min(P, R) solves it: if P <= R then Y + (P + S) / 6 >= P (that is 6Y + S >= 5P), so f(P) = P;
// if R < P then Y + (R + S) / 6 = R by definition of R, so f(R) = min(P, R) = R.
// The choice is right too: the roll's true value Y + (E + S) / 6 is > P = E when P < R, and
// equals R = E when R < P. (Any number of options not depending on E(m) work the same way.)
// verify/cross/tree.rs checks this program's DAG against value iteration with the loop left in.
// 3 nodes per state > 0 (21,760 in all for N = 10^18); solve is iterative.
use snippets::expectiminimax::{Expectiminimax, Node};
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

/// Nodes and rewards of the game from n: node 0 is state n, node id[m] is state m.
pub fn build(n: u64, a: u64, x: f64, y: f64) -> (Vec<Node>, Vec<f64>) {
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
    let mut nodes = vec![Node::Leaf(0.0); states.len()];
    let mut reward = vec![0.0; states.len()];
    for (s, &m) in states.iter().enumerate() {
        if m > 0 {
            nodes[s] = Node::Min(vec![nodes.len(), nodes.len() + 1]);
            nodes.push(Node::Chance(vec![(id[&(m / a)], 1.0)])); // pay X
            nodes.push(Node::Chance((2..=6).map(|b| (id[&(m / b)], 0.2)).collect()));
            reward.extend([x, 1.2 * y]); // roll, the b = 1 loop folded: 6Y/5
        }
    }
    (nodes, reward)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (nodes, reward) = build(v[0], v[1], v[2] as f64, v[3] as f64);
    let (value, _) = Expectiminimax::new(nodes).with_rewards(reward).solve();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{:.10}", value[0]).unwrap();
}
