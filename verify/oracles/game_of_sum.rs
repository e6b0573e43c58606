//! UVa 10891 "Game of Sum": a row of n integers; players A and B alternately take one or more
//! consecutive numbers from the left end or from the right end (not both) until the row is empty;
//! each scores the sum of what they took and plays to maximize (own - other). Print A - B per
//! case; n = 0 ends the input. Oracle: negamax over the remaining interval [l, r), memoized,
//! trying every move straight from the rules.
use std::collections::HashMap;

/// The best (mover - other) on a[l..r].
fn best(a: &[i64], l: usize, r: usize, memo: &mut HashMap<(usize, usize), i64>) -> i64 {
    if l == r {
        return 0;
    }
    if let Some(&v) = memo.get(&(l, r)) {
        return v;
    }
    let mut v = i64::MIN;
    // take a[l..m] from the left, for every m in l+1..=r
    for m in l + 1..=r {
        let took: i64 = a[l..m].iter().sum();
        v = v.max(took - best(a, m, r, memo));
    }
    // take a[m..r] from the right, for every m in l..r
    for m in l..r {
        let took: i64 = a[m..r].iter().sum();
        v = v.max(took - best(a, l, m, memo));
    }
    memo.insert((l, r), v);
    v
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut out = String::new();
    let mut i = 0;
    while i < v.len() {
        let n = v[i] as usize;
        i += 1;
        if n == 0 {
            break;
        }
        let a = &v[i..i + n];
        i += n;
        let mut memo = HashMap::new();
        out += &format!("{}\n", best(a, 0, n, &mut memo));
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
    let cases = 1 + next(&mut x) % 5;
    let mut s = String::new();
    for _ in 0..cases {
        let n = 1 + next(&mut x) % 12;
        // value range: tiny (many ties), mid, or large magnitudes
        let m = [3u64, 20, 1000][(next(&mut x) % 3) as usize] as i64;
        // bias: mostly mixed signs, sometimes mostly negative or mostly positive
        let bias = (next(&mut x) % 3) as i64 - 1;
        let a: Vec<String> = (0..n)
            .map(|_| {
                let v = (next(&mut x) % (2 * m as u64 + 1)) as i64 - m + bias * m / 2;
                v.to_string()
            })
            .collect();
        s += &format!("{}\n{}\n", n, a.join(" "));
    }
    s + "0\n"
}

pub fn worst_input() -> String {
    // n <= 100 per case; the number of cases is not bounded, take 200 full cases
    let mut x = 987654321u64;
    let mut s = String::new();
    for _ in 0..200 {
        let a: Vec<String> = (0..100)
            .map(|_| ((next(&mut x) % 2_000_001) as i64 - 1_000_000).to_string())
            .collect();
        s += &format!("100\n{}\n", a.join(" "));
    }
    s + "0\n"
}
