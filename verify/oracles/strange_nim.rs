//! AtCoder ARC091 F "Strange Nim": from pile i with X stones take 1..=floor(X / K_i); who cannot
//! move loses. Output "Takahashi" / "Aoki". Oracle: memoized minimax over the vector of pile
//! sizes (no Grundy values), straight from the rules.
use std::collections::HashMap;

fn win(a: &mut Vec<u64>, k: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(a.as_slice()) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..a.len() {
        let x = a[i];
        for t in 1..=x / k[i] {
            a[i] = x - t;
            let lose = !win(a, k, memo);
            a[i] = x;
            if lose {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(a.clone(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let mut a: Vec<u64> = (0..n).map(|i| v[1 + 2 * i]).collect();
    let k: Vec<u64> = (0..n).map(|i| v[2 + 2 * i]).collect();
    let mut memo = HashMap::new();
    (if win(&mut a, &k, &mut memo) {
        "Takahashi\n"
    } else {
        "Aoki\n"
    })
    .to_string()
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", n);
    for _ in 0..n {
        let a = 1 + next(&mut x) % 16;
        let k = 1 + next(&mut x) % 6;
        s += &format!("{} {}\n", a, k);
    }
    s
}

pub fn worst_input() -> String {
    // large A with K from 1 up to A: small K makes many recurrence steps for naive stepping
    let mut x = 31u64;
    let mut s = String::from("200\n");
    for i in 0..200u64 {
        let a = 1_000_000_000 - next(&mut x) % 1000;
        let k = match i % 4 {
            0 => 2 + next(&mut x) % 10,
            1 => 1000 + next(&mut x) % 100_000,
            2 => 31_622 + next(&mut x) % 100,
            _ => 1 + next(&mut x) % 1_000_000_000,
        };
        s += &format!("{} {}\n", a, k);
    }
    s
}
