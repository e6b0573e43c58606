//! Oracle for AtCoder ABC402 E "Payment Required" (problems/payment_required): N problems, a
//! submission to problem i costs C_i yen and is accepted with probability P_i %, the total spent
//! may not exceed X; maximize the expected sum of S_i over the problems solved at least once,
//! choosing each next submission after seeing the previous results. Oracle: plain expectimax
//! over (solved set, yen left), memoized; every problem (solved or not) whose cost fits may be
//! submitted, or he may stop (value 0).
use std::collections::HashMap;

struct Game {
    s: Vec<f64>,
    c: Vec<usize>,
    p: Vec<f64>,
}

fn value(g: &Game, solved: usize, left: usize, memo: &mut HashMap<(usize, usize), f64>) -> f64 {
    if let Some(&v) = memo.get(&(solved, left)) {
        return v;
    }
    let mut best = 0.0f64; // stop submitting
    for i in 0..g.s.len() {
        if g.c[i] > left {
            continue;
        }
        let rest = left - g.c[i];
        // accepted: gains S_i unless already solved
        let gain = if solved >> i & 1 == 1 { 0.0 } else { g.s[i] };
        let ok = gain + value(g, solved | 1 << i, rest, memo);
        let ng = value(g, solved, rest, memo);
        let v = g.p[i] * ok + (1.0 - g.p[i]) * ng;
        if v > best {
            best = v;
        }
    }
    memo.insert((solved, left), best);
    best
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, x) = (v[0], v[1]);
    let mut g = Game {
        s: vec![],
        c: vec![],
        p: vec![],
    };
    for i in 0..n {
        g.s.push(v[2 + 3 * i] as f64);
        g.c.push(v[3 + 3 * i]);
        g.p.push(v[4 + 3 * i] as f64 / 100.0);
    }
    let mut memo = HashMap::new();
    format!("{:.10}\n", value(&g, 0, x, &mut memo))
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut r = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (next(&mut r) % 6) as usize;
    let x = 1 + (next(&mut r) % 40) as usize;
    let mut s = format!("{} {}\n", n, x);
    for _ in 0..n {
        let sc = match next(&mut r) % 3 {
            0 => 1 + next(&mut r) % 10,
            1 => 100 * (1 + next(&mut r) % 5),
            _ => 1 + next(&mut r) % 2718,
        };
        let c = match next(&mut r) % 4 {
            0 => 1 + next(&mut r) % 3,
            1 => x as u64,
            _ => 1 + next(&mut r) % x as u64,
        };
        let p = match next(&mut r) % 5 {
            0 => 100,
            1 => 1 + next(&mut r) % 10,
            _ => 1 + next(&mut r) % 100,
        };
        s += &format!("{} {} {}\n", sc, c.min(x as u64), p);
    }
    s
}

pub fn worst_input() -> String {
    let mut r = 2718u64;
    let mut s = String::from("8 5000\n");
    for i in 0..8u64 {
        let sc = 2718 - next(&mut r) % 100;
        let c = 1 + i % 3;
        let p = 1 + next(&mut r) % 5;
        s += &format!("{} {} {}\n", sc, c, p);
    }
    s
}
