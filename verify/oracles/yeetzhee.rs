//! Oracle for Kick Start 2020 Round F "Yeetzhee" (problems/yeetzhee): the expected number of
//! rolls over multisets of group sizes, where after each roll Pommel keeps or re-rolls. Exact
//! optimum per state: keeping the k best valid outcomes (by their values) costs
//! (1 + sum p E) / sum p; the minimum over k (memo on the state, small N).

use std::collections::HashMap;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// s sorted descending fits into the target sorted descending
fn fits(s: &[u32], t: &[u32]) -> bool {
    s.len() <= t.len() && s.iter().zip(t).all(|(a, b)| a <= b)
}

fn expect(s: Vec<u32>, t: &[u32], m: u32, memo: &mut HashMap<Vec<u32>, f64>) -> f64 {
    if s == t {
        return 0.0;
    }
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    // outcomes of one roll: each face of a group (grow it), or a face not used yet
    let mut outs: Vec<(f64, Vec<u32>)> = Vec::new();
    for i in 0..s.len() {
        let mut n = s.clone();
        n[i] += 1;
        n.sort_unstable_by(|a, b| b.cmp(a));
        outs.push((1.0 / m as f64, n));
    }
    if (s.len() as u32) < m {
        let mut n = s.clone();
        n.push(1);
        outs.push(((m - s.len() as u32) as f64 / m as f64, n));
    }
    let mut vals: Vec<(f64, f64)> = outs
        .into_iter()
        .filter(|(_, n)| fits(n, t))
        .map(|(p, n)| (expect(n, t, m, memo), p))
        .collect();
    vals.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
    let (mut pe, mut p, mut best) = (0.0, 0.0, f64::INFINITY);
    for (e, q) in vals {
        pe += q * e;
        p += q;
        best = best.min((1.0 + pe) / p);
    }
    memo.insert(s, best);
    best
}

pub fn brute(input: &str) -> String {
    let x: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut k = 1;
    let mut out = String::new();
    for case in 1..=x[0] {
        let (_n, m, kk) = (x[k], x[k + 1], x[k + 2] as usize);
        k += 3;
        let mut t: Vec<u32> = x[k..k + kk].to_vec();
        k += kk;
        t.sort_unstable_by(|a, b| b.cmp(a));
        let e = expect(Vec::new(), &t, m, &mut HashMap::new());
        out += &format!("Case #{}: {:.9}\n", case, e);
    }
    out
}

fn case(n_max: u64, m_max: u64, st: &mut u64) -> String {
    let n = 2 + rng(st) % (n_max - 1);
    let m = 2 + rng(st) % (m_max - 1);
    // a partition of n into k <= m parts, sorted non-decreasing
    loop {
        let mut parts = Vec::new();
        let mut left = n;
        while left > 0 {
            let a = 1 + rng(st) % left;
            parts.push(a);
            left -= a;
        }
        if parts.len() as u64 <= m {
            parts.sort_unstable();
            let body: Vec<String> = parts.iter().map(|a| a.to_string()).collect();
            return format!("{} {} {}\n{}\n", n, m, parts.len(), body.join("\n"));
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut st = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + rng(&mut st) % 3;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        out += &case(8, 8, &mut st);
    }
    out
}

pub fn worst_input() -> String {
    // 100 cases, M = 50, N = 48..=50, targets with many sub-multisets: 1, 2, .., 9 and the rest
    let mut out = String::from("100\n");
    for i in 0..100u32 {
        let mut parts: Vec<u32> = (1..=9).collect(); // sum 45
        parts.push(3 + i % 3);
        let n: u32 = parts.iter().sum();
        parts.sort_unstable();
        let body: Vec<String> = parts.iter().map(|a| a.to_string()).collect();
        out += &format!("{} 50 {}\n{}\n", n, parts.len(), body.join("\n"));
    }
    out
}
