//! CodinGame "Misère Nim": who takes the last object loses; per position list every winning
//! move "i:a" (sorted by heap, then amount) or "CONCEDE". Oracle: memoized misère minimax over
//! the heap tuple, every move tried, straight from the rules.
use std::collections::HashMap;

fn win(h: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if h.iter().all(|&x| x == 0) {
        return true; // the opponent took the last object
    }
    if let Some(&w) = memo.get(h) {
        return w;
    }
    let mut w = false;
    let mut m = h.to_vec();
    'all: for i in 0..h.len() {
        for a in 1..=h[i] {
            m[i] = h[i] - a;
            if !win(&m, memo) {
                w = true;
                break 'all;
            }
        }
        m[i] = h[i];
    }
    memo.insert(h.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, k) = (v[0] as usize, v[1] as usize);
    let mut memo = HashMap::new();
    let mut out = String::new();
    for p in 0..k {
        let h = v[2 + p * n..2 + (p + 1) * n].to_vec();
        let mut moves = Vec::new();
        let mut m = h.clone();
        for i in 0..n {
            for a in 1..=h[i] {
                m[i] = h[i] - a;
                if !win(&m, &mut memo) {
                    moves.push(format!("{}:{}", i + 1, a));
                }
            }
            m[i] = h[i];
        }
        out += &if moves.is_empty() {
            "CONCEDE".to_string()
        } else {
            moves.join(" ")
        };
        out += "\n";
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn positions(x: &mut u64, n: usize, k: usize, maxm: u64) -> String {
    let mut ps: Vec<Vec<u64>> = (0..k)
        .map(|_| (0..n).map(|_| 1 + next(x) % maxm).collect())
        .collect();
    ps.sort();
    let mut s = format!("{} {}\n", n, k);
    for p in ps {
        let items: Vec<String> = p.iter().map(|c| c.to_string()).collect();
        s += &format!("{}\n", items.join(" "));
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (next(&mut x) % 3) as usize;
    let k = 1 + (next(&mut x) % 5) as usize;
    let maxm = if next(&mut x) % 3 == 0 { 2 } else { 12 };
    positions(&mut x, n, k, maxm)
}

pub fn worst_input() -> String {
    let mut x = 5u64;
    positions(&mut x, 3, 5, 50)
}
