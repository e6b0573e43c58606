//! LeetCode 1406 "Stone Game III": stones in a row with integer values; Alice and Bob alternately
//! take 1, 2 or 3 stones from the front and score their values. Print "Alice", "Bob" or "Tie".
//! Oracle: plain minimax over the (own score - other score) difference, no memo, small n.

fn diff(a: &[i64]) -> i64 {
    if a.is_empty() {
        return 0;
    }
    let mut best = i64::MIN;
    let mut s = 0;
    for k in 1..=3.min(a.len()) {
        s += a[k - 1];
        best = best.max(s - diff(&a[k..]));
    }
    best
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let d = diff(&v[1..1 + n]);
    (if d > 0 {
        "Alice\n"
    } else if d < 0 {
        "Bob\n"
    } else {
        "Tie\n"
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
    let n = 1 + next(&mut x) % 12;
    let hi = [1i64, 3, 1000][(next(&mut x) % 3) as usize];
    let a: Vec<String> = (0..n)
        .map(|_| ((next(&mut x) % (2 * hi as u64 + 1)) as i64 - hi).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 2024u64;
    let a: Vec<String> = (0..50_000)
        .map(|_| ((next(&mut x) % 2001) as i64 - 1000).to_string())
        .collect();
    format!("50000\n{}\n", a.join(" "))
}
