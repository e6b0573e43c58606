//! Oracle for Codeforces 865C "Gotta Go Fast" (problems/gotta_go_fast): value iteration on the
//! Bellman equations of the reset-or-continue game (states: levels done, seconds used in this
//! run), from 0 until no state's value moves by more than 1e-13 (relative); small inputs.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

pub fn brute(input: &str) -> String {
    let x: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, r) = (x[0], x[1]);
    let lv: Vec<(usize, usize, f64)> = (0..n)
        .map(|i| (x[2 + 3 * i], x[3 + 3 * i], x[4 + 3 * i] as f64 / 100.0))
        .collect();
    // v[i][t]: expected seconds still to play, i levels done with t seconds in this run
    let mut v = vec![vec![0.0f64; r + 1]; n + 1];
    for _ in 0..1_000_000 {
        let start = v[0][0];
        let mut w = v.clone();
        for i in (0..n).rev() {
            for t in 0..=r {
                let (f, s, p) = lv[i];
                let after = |d: usize| {
                    if t + d > r {
                        start // over the goal: reset
                    } else if i + 1 == n {
                        0.0
                    } else {
                        v[i + 1][t + d]
                    }
                };
                let go = p * (f as f64 + after(f)) + (1.0 - p) * (s as f64 + after(s));
                w[i][t] = if i == 0 && t == 0 { go } else { go.min(start) };
            }
        }
        let moved = (0..=n).flat_map(|i| (0..=r).map(move |t| (i, t)));
        let done = moved
            .into_iter()
            .all(|(i, t)| (w[i][t] - v[i][t]).abs() <= 1e-13 * v[i][t].max(1.0));
        v = w;
        if done {
            break;
        }
    }
    format!("{:.12}\n", v[0][0])
}

fn levels(n: usize, smax: u64, st: &mut u64) -> Vec<(u64, u64, u64)> {
    (0..n)
        .map(|_| {
            let f = 1 + rng(st) % (smax - 1);
            let s = f + 1 + rng(st) % (smax - f);
            (f, s, 80 + rng(st) % 20)
        })
        .collect()
}

fn format(lv: &[(u64, u64, u64)], r: u64) -> String {
    let mut out = format!("{} {}\n", lv.len(), r);
    for &(f, s, p) in lv {
        out += &format!("{} {} {}\n", f, s, p);
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut st = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (rng(&mut st) % 4) as usize;
    let lv = levels(n, 10, &mut st);
    let (lo, hi): (u64, u64) = (lv.iter().map(|l| l.0).sum(), lv.iter().map(|l| l.1).sum());
    let r = lo + rng(&mut st) % (hi - lo + 1);
    format(&lv, r)
}

pub fn worst_input() -> String {
    // N = 50 levels of 1..100 seconds, R halfway between the sums: 50 x 4000 states
    let mut st = 0x0DDB_1A5E_5BAD_5EEDu64;
    let lv = levels(50, 100, &mut st);
    let (lo, hi): (u64, u64) = (lv.iter().map(|l| l.0).sum(), lv.iter().map(|l| l.1).sum());
    format(&lv, (lo + hi) / 2)
}
