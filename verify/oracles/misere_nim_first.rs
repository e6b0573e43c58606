//! HackerRank "Misère Nim": who removes the last stone loses; per test "First" / "Second".
//! Oracle: memoized misère minimax over the sorted heap multiset, straight from the rules.
use std::collections::HashMap;

fn win(h: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if h.is_empty() {
        return true; // the opponent removed the last stone
    }
    if let Some(&w) = memo.get(h) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..h.len() {
        for left in 0..h[i] {
            let mut m: Vec<u64> = h.to_vec();
            if left == 0 {
                m.remove(i);
            } else {
                m[i] = left;
            }
            m.sort();
            if !win(&m, memo) {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(h.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut memo = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        let mut h = v[i + 1..i + 1 + n].to_vec();
        i += 1 + n;
        h.sort();
        out += if win(&h, &mut memo) {
            "First\n"
        } else {
            "Second\n"
        };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + next(&mut x) % 4;
        let ones = next(&mut x) % 3 == 0;
        let h: Vec<String> = (0..n)
            .map(|_| if ones { 1 } else { 1 + next(&mut x) % 6 }.to_string())
            .collect();
        s += &format!("{}\n{}\n", n, h.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 8u64;
    let mut s = String::from("1000\n");
    for _ in 0..1000 {
        let h: Vec<String> = (0..1000)
            .map(|_| (1 + next(&mut x) % 1_000_000_000).to_string())
            .collect();
        s += &format!("1000\n{}\n", h.join(" "));
    }
    s
}
