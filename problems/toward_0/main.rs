// Problem: AtCoder ABC350 E "Toward 0" (https://atcoder.jp/contests/abc350/tasks/abc350_e)
// Statement: pay X for N = N / A or Y for N = N / (die 1..6), rounding down; minimum expected cost to reach 0 (N <= 10^18).
// Snippets: none. Expectiminimax with MIN (our choice) and CHANCE (the die) nodes, memoized on
// the reachable values floor(N / k), k = 2^a 3^b 5^c (7,253 for N = 10^18). The roll b = 1 returns
// to the same N: a self-loop, which expectiminimax's header tells to solve as a fixed point:
// E_roll = Y + (E + sum_{b=2..6} E(N/b)) / 6 with E = E_roll gives (6Y + sum_{b=2..6} E(N/b)) / 5.
// E = min(E_pay, E_roll) is then exact: E = f(E) = min(E_pay, Y + (E + S) / 6) has one solution
// (f is a 1/6-contraction), and min(E_pay, (6Y + S) / 5) satisfies it in both cases.
// verify/cross/tree.rs checks this against value iteration with the loop left in.
// Recursion depth <= log2(N) + 1 = 61.
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

fn expected(n: u64, a: u64, x: f64, y: f64, memo: &mut HashMap<u64, f64>) -> f64 {
    if n == 0 {
        return 0.0;
    }
    if let Some(&e) = memo.get(&n) {
        return e;
    }
    let pay = x + expected(n / a, a, x, y, memo);
    let others: f64 = (2..=6).map(|b| expected(n / b, a, x, y, memo)).sum();
    let roll = (6.0 * y + others) / 5.0;
    let e = pay.min(roll);
    memo.insert(n, e);
    e
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, a, x, y) = (v[0], v[1], v[2] as f64, v[3] as f64);
    let e = expected(n, a, x, y, &mut HashMap::new());
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{:.10}", e).unwrap();
}
