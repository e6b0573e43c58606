// Problem: Codeforces 1776C "Library game" (SWERC 2022-2023, interactive), https://codeforces.com/problemset/problem/1776/C
// Statement: m sections, n passes of lengths x_i; each day Alessia offers an interval of an unused pass's length, Bernardo takes one section of it; Alessia wants n distinct sections; choose a side and beat the judge.
// Snippets: none (by hand). Sort x descending: Bernardo wins iff some k has k * x_k > m (he always takes a
// multiple of x_k from the k longest passes: only m / x_k < k of them exist, pigeonhole). Otherwise Alessia
// plays the passes longest first, each in any free gap that fits it: every taken section lowers
// sum over gaps of floor(gap / L) by at most 1 for every L, so x_k still fits after k - 1 takes.
use std::io::{self, BufRead, BufWriter, Write};

fn read_ints(inp: &mut impl BufRead) -> Option<Vec<i64>> {
    let mut line = String::new();
    loop {
        line.clear();
        if inp.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let v: Vec<i64> = line
            .split_whitespace()
            .filter_map(|t| t.parse().ok())
            .collect();
        if !v.is_empty() {
            return Some(v);
        }
    }
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let say = |out: &mut dyn Write, s: String| {
        writeln!(out, "{}", s).unwrap();
        out.flush().unwrap();
    };
    let mut tok: Vec<i64> = Vec::new();
    while tok.len() < 2 || tok.len() < 2 + tok[0] as usize {
        match read_ints(inp) {
            Some(v) => tok.extend(v),
            None => return,
        }
    }
    let (n, m) = (tok[0] as usize, tok[1] as usize);
    let mut x: Vec<usize> = tok[2..2 + n].iter().map(|&v| v as usize).collect();
    x.sort_unstable_by(|a, b| b.cmp(a));
    let mut taken = vec![false; m + 2];
    let bern = (0..n).find(|&k| (k + 1) * x[k] > m);
    match bern {
        None => {
            say(out, "Alessia".to_string());
            for &y in &x {
                // the first free gap of length >= y
                let (mut a, mut run) = (1, 0);
                for (s, &t) in taken.iter().enumerate().take(m + 1).skip(1) {
                    if t {
                        run = 0;
                    } else {
                        run += 1;
                        if run == y {
                            a = s + 1 - y;
                            break;
                        }
                    }
                }
                say(out, format!("{} {}", y, a));
                match read_ints(inp) {
                    Some(v) if v[0] >= 1 && (v[0] as usize) <= m => taken[v[0] as usize] = true,
                    _ => return,
                }
            }
        }
        Some(k) => {
            say(out, "Bernardo".to_string());
            let l = x[k];
            for _ in 0..n {
                let v = match read_ints(inp) {
                    Some(v) if v.len() >= 2 && v[0] > 0 && v[1] > 0 => v,
                    _ => return,
                };
                let (y, a) = (v[0] as usize, v[1] as usize);
                let hi = (a + y - 1).min(m);
                let b = if let Some(s) = (a..=hi).find(|&s| taken[s]) {
                    s // a repeat: Bernardo has won
                } else if y >= l {
                    (a + l - 1) / l * l // a multiple of l in [a, a + y - 1]
                } else {
                    a
                };
                taken[b] = true;
                say(out, format!("{}", b));
            }
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
