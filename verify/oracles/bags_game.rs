//! AtCoder ABC303 G "Bags Game": bags in a row; on a turn take one end bag, or pay A and take
//! min(B, n) bags one at a time from either end, or pay C and take min(D, n) bags likewise.
//! Print X - Y (Takahashi maximizes, Aoki minimizes). Oracle: memoized minimax over the
//! remaining interval, each multi-take replayed bag by bag (every left/right choice sequence).
use std::collections::HashMap;

/// Best (mover's total - opponent's total) from bags x[l..r], mover to play.
fn best(x: &[i64], l: usize, r: usize, p: &[(i64, usize)], memo: &mut HashMap<(usize, usize), i64>) -> i64 {
    if l == r {
        return 0;
    }
    if let Some(&v) = memo.get(&(l, r)) {
        return v;
    }
    let mut v = i64::MIN;
    for &(cost, cnt) in p {
        let m = cnt.min(r - l);
        let got = takes(x, l, r, m, p, memo) - cost;
        v = v.max(got);
    }
    memo.insert((l, r), v);
    v
}

/// The mover still takes m bags one at a time from x[l..r], then the opponent plays.
fn takes(x: &[i64], l: usize, r: usize, m: usize, p: &[(i64, usize)], memo: &mut HashMap<(usize, usize), i64>) -> i64 {
    if m == 0 {
        return -best(x, l, r, p, memo);
    }
    let a = x[l] + takes(x, l + 1, r, m - 1, p, memo);
    let b = x[r - 1] + takes(x, l, r - 1, m - 1, p, memo);
    a.max(b)
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let (a, b, c, d) = (v[1], v[2] as usize, v[3], v[4] as usize);
    let x = &v[5..5 + n];
    let p = [(0i64, 1usize), (a, b), (c, d)];
    let mut memo = HashMap::new();
    format!("{}\n", best(x, 0, n, &p, &mut memo))
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut s) % 10;
    let big = next(&mut s) % 4 == 0;
    let val = |s: &mut u64| if big { 1 + next(s) % 1_000_000_000 } else { 1 + next(s) % 30 };
    let cost = |s: &mut u64| match next(s) % 5 {
        0 => 1 + next(s) % 1_000_000_000,
        1 => 1,
        _ => {
            if big {
                1 + next(s) % 1_000_000_000
            } else {
                1 + next(s) % 60
            }
        }
    };
    let a = cost(&mut s);
    let b = 1 + next(&mut s) % n;
    let c = cost(&mut s);
    let d = 1 + next(&mut s) % n;
    let xs: Vec<String> = (0..n).map(|_| val(&mut s).to_string()).collect();
    format!("{} {} {} {} {}\n{}\n", n, a, b, c, d, xs.join(" "))
}

pub fn worst_input() -> String {
    let mut s = 987654321u64;
    let n = 3000;
    let xs: Vec<String> = (0..n).map(|_| (1 + next(&mut s) % 1_000_000_000).to_string()).collect();
    format!("{} {} {} {} {}\n{}\n", n, 1_000_000_000u64 / 3, 1500, 12345, 37, xs.join(" "))
}
