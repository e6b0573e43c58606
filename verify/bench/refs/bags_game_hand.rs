// Reference for verify/bench/takes.sh: the first, by-hand solve of problems/bags_game (ABC303 G),
// before the end_takes snippet: an O(N^2) interval DP with sliding-window minima.
// Problem: AtCoder ABC303 G "Bags Game", https://atcoder.jp/contests/abc303/tasks/abc303_g
// Statement: take an end bag, or pay A (C) to take min(B, n) (min(D, n)) end bags; print X - Y.
// Snippets: none (interval DP by hand: a paid take leaves any window of length n - B, the best
//   one found by a sliding-window minimum of sum + value over the shorter windows; O(N^2)).
use std::collections::VecDeque;
use std::io::{self, BufWriter, Read, Write};

/// m[l] = min(f[l..=l + w]) for every l with l + w < f.len().
fn window_min(f: &[i64], w: usize) -> Vec<i64> {
    let mut res = Vec::with_capacity(f.len().saturating_sub(w));
    let mut dq: VecDeque<usize> = VecDeque::new();
    for (i, &v) in f.iter().enumerate() {
        while dq.back().is_some_and(|&j| f[j] >= v) {
            dq.pop_back();
        }
        dq.push_back(i);
        if i >= w {
            while *dq.front().unwrap() + w < i {
                dq.pop_front();
            }
            res.push(f[*dq.front().unwrap()]);
        }
    }
    res
}

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<i64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, a, b, c, d) = (v[0] as usize, v[1], v[2] as usize, v[3], v[4] as usize);
    let x = &v[5..5 + n];
    let mut pre = vec![0i64; n + 1];
    for i in 0..n {
        pre[i + 1] = pre[i] + x[i];
    }
    // dp[len][l]: the mover's advantage on bags l..l + len; f[len][l] = sum + dp of that window
    let mut dp: Vec<Vec<i64>> = vec![vec![0; n + 1]];
    let mut f: Vec<Vec<i64>> = vec![vec![0; n + 1]];
    for len in 1..=n {
        let cnt = n - len + 1;
        let paid = |cost: i64, k: usize, f: &[Vec<i64>]| -> Vec<i64> {
            if len <= k {
                vec![cost; cnt] // takes everything: the rest is empty, worth 0
            } else {
                // the best window of length len - k left, starting at l..=l + k
                window_min(&f[len - k], k).iter().map(|&m| m + cost).collect()
            }
        };
        let pb = paid(a, b, &f);
        let pd = paid(c, d, &f);
        let prev = &dp[len - 1];
        let mut row = vec![0i64; cnt];
        let mut frow = vec![0i64; cnt];
        for l in 0..cnt {
            let r = l + len;
            let tot = pre[r] - pre[l];
            let mut best = (x[l] - prev[l + 1]).max(x[r - 1] - prev[l]);
            best = best.max(tot - pb[l]).max(tot - pd[l]);
            row[l] = best;
            frow[l] = tot + best;
        }
        dp.push(row);
        f.push(frow);
    }
    writeln!(out, "{}", dp[n][0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
