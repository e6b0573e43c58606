//! HDU 1524 "A Chess Game": M pieces on a DAG (any numbering), move one piece along an edge,
//! who cannot move loses; per query "WIN" / "LOSE". Oracle: memoized minimax over the sorted
//! multiset of piece positions (no Grundy values), straight from the rules.
use std::collections::HashMap;

fn win(pos: &mut Vec<usize>, adj: &[Vec<usize>], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(pos.as_slice()) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..pos.len() {
        let from = pos[i];
        for &to in &adj[from] {
            let mut nxt = pos.clone();
            nxt[i] = to;
            nxt.sort();
            if !win(&mut nxt, adj, memo) {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(pos.clone(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut i = 0;
    let mut out = String::new();
    while i < v.len() {
        let n = v[i];
        i += 1;
        let mut adj = vec![Vec::new(); n];
        for a in adj.iter_mut() {
            let x = v[i];
            a.extend_from_slice(&v[i + 1..i + 1 + x]);
            i += 1 + x;
        }
        let mut memo = HashMap::new();
        loop {
            let m = v[i];
            i += 1;
            if m == 0 {
                break;
            }
            let mut pos = v[i..i + m].to_vec();
            i += m;
            pos.sort();
            out += if win(&mut pos, &adj, &mut memo) {
                "WIN\n"
            } else {
                "LOSE\n"
            };
        }
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn case(x: &mut u64, n: usize, deg: usize, queries: usize, maxm: usize) -> String {
    // a random topological order, so edges go both up and down in the numbering
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    let mut adj = vec![Vec::new(); n];
    for a in 0..n {
        let mut outs = Vec::new();
        for b in a + 1..n {
            if outs.len() < deg && next(x) % 100 < (100 * deg / n.max(1)).max(35) as u64 {
                outs.push(order[b]);
            }
        }
        adj[order[a]] = outs;
    }
    let mut s = format!("{}\n", n);
    for a in &adj {
        let items: Vec<String> = a.iter().map(|t| t.to_string()).collect();
        s += &format!(
            "{}{}{}\n",
            a.len(),
            if a.is_empty() { "" } else { " " },
            items.join(" ")
        );
    }
    for _ in 0..queries {
        let m = 1 + (next(x) % maxm as u64) as usize;
        let p: Vec<String> = (0..m).map(|_| (next(x) % n as u64).to_string()).collect();
        s += &format!("{} {}\n", m, p.join(" "));
    }
    s + "0\n"
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let cases = 1 + next(&mut x) % 3;
    let mut s = String::new();
    for c in 0..cases {
        if c > 0 && next(&mut x) % 2 == 0 {
            s += "\n";
        }
        let n = 1 + (next(&mut x) % 6) as usize;
        let q = 1 + (next(&mut x) % 4) as usize;
        s += &case(&mut x, n, 4, q, 3);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 2024u64;
    let mut s = String::new();
    for c in 0..3 {
        if c > 0 {
            s += "\n";
        }
        s += &case(&mut x, 1000, 300, 10_000, 10);
    }
    s
}
