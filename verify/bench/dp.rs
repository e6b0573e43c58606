//! Game DP rows: Deque (EDPC L, n = 3000), Stones (EDPC K, K = 1e5, N = 100) and a Grundy
//! subtraction table of size 1e5 with 100 moves, each next to the plain loop it replaces.
use crate::{best_of, measure_peak, Rng, Table};
use snippets::{coins_in_a_row, grundy, grundy_period, win_lose};

/// `count` distinct values of 1..=hi, sorted.
fn distinct(rng: &mut Rng, count: usize, hi: u64) -> Vec<usize> {
    let mut set = std::collections::BTreeSet::new();
    while set.len() < count {
        set.insert(rng.range(1, hi) as usize);
    }
    set.into_iter().collect()
}

fn kib(bytes: usize) -> String {
    format!("{:.1} KiB", bytes as f64 / 1024.0)
}

fn stones_loop(k: usize, a: &[usize]) -> Vec<bool> {
    let mut win = vec![false; k + 1];
    for s in 0..=k {
        win[s] = a.iter().any(|&x| x <= s && !win[s - x]);
    }
    win
}

pub fn run(t: &mut Table) {
    let mut rng = Rng(2024);
    t.note("inputs: SplitMix64 seed 2024; Deque a_i in 1..=1e9; Stones random: 100 distinct a_i");
    t.note("in 1..=1e5; Grundy: 100 distinct moves in 1..=1000");
    t.note("win_lose examines every edge (complete cycle detection); the loop stops at a win");

    // Deque: n = 3000, a_i in 1..=1e9.
    let n = 3000;
    let a: Vec<i64> = (0..n).map(|_| rng.range(1, 1_000_000_000) as i64).collect();
    let cells = n * (n + 1) / 2;
    t.row("Deque n=3000: advantage, O(n) memory", 7, || {
        let (d, peak) = measure_peak(|| coins_in_a_row::advantage(&a));
        format!("d={d} cells={cells} peak={}", kib(peak))
    });
    t.row("Deque n=3000: 2D table baseline", 7, || {
        let (d, peak) = measure_peak(|| {
            let mut dp = vec![vec![0i64; n + 1]; n + 1];
            for len in 1..=n {
                for l in 0..=n - len {
                    let r = l + len;
                    dp[l][r] = (a[l] - dp[l + 1][r]).max(a[r - 1] - dp[l][r - 1]);
                }
            }
            dp[0][n]
        });
        format!("d={d} cells={cells} peak={}", kib(peak))
    });

    // Take any k >= 1 from one end (UVa 10891 "Game of Sum"), n = 2000, a_i in -1e9..=1e9.
    let n = 2000;
    let a: Vec<i64> = (0..n)
        .map(|_| rng.range(0, 2_000_000_000) as i64 - 1_000_000_000)
        .collect();
    t.row("Take-many n=2000: advantage_many, O(n) mem", 7, || {
        let (d, peak) = measure_peak(|| coins_in_a_row::advantage_many(&a));
        format!("d={d} peak={}", kib(peak))
    });
    t.row("Take-many n=2000: 2D own-total tables", 7, || {
        // The textbook form: best[l][r] = sum - min(0, f[l+1][r], g[l][r-1]) with running
        // minima f (over starts) and g (over ends), three (n+1)^2 tables.
        let (d, peak) = measure_peak(|| {
            let mut p = vec![0i64; n + 1];
            for i in 0..n {
                p[i + 1] = p[i] + a[i];
            }
            let mut best = vec![vec![0i64; n + 1]; n + 1];
            let mut f = vec![vec![0i64; n + 1]; n + 1];
            let mut g = vec![vec![0i64; n + 1]; n + 1];
            for len in 1..=n {
                for l in 0..=n - len {
                    let r = l + len;
                    let mut opp = 0i64;
                    if len > 1 {
                        opp = opp.min(f[l + 1][r]).min(g[l][r - 1]);
                    }
                    best[l][r] = p[r] - p[l] - opp;
                    f[l][r] = if len > 1 {
                        best[l][r].min(f[l + 1][r])
                    } else {
                        best[l][r]
                    };
                    g[l][r] = if len > 1 {
                        best[l][r].min(g[l][r - 1])
                    } else {
                        best[l][r]
                    };
                }
            }
            2 * best[0][n] - p[n]
        });
        format!("d={d} peak={}", kib(peak))
    });

    // Stones: K = 1e5, N = 100.
    let k = 100_000;
    let sets = [
        ("random", distinct(&mut rng, 100, k as u64)),
        ("a=1..100", (1..=100).collect::<Vec<usize>>()),
    ];
    for (name, set) in &sets {
        let edges: usize = (0..=k)
            .map(|s| set.iter().filter(|&&x| x <= s).count())
            .sum();
        t.row(&format!("Stones K=1e5 N=100 {name}: win_lose"), 5, || {
            let moves = |s: usize| set.iter().filter(move |&&x| x <= s).map(move |&x| s - x);
            let (r, peak) = measure_peak(|| win_lose::solve(k + 1, moves, false).unwrap());
            let first = if r.win[k] { "First" } else { "Second" };
            format!("{first} states={} edges={edges} peak={}", k + 1, kib(peak))
        });
        t.row(&format!("Stones K=1e5 N=100 {name}: plain loop"), 5, || {
            let win = stones_loop(k, set);
            format!("{} edges<={edges}", if win[k] { "First" } else { "Second" })
        });
    }

    // Deepest DFS: a chain of 1e6 states solved from the top (every state on the stack).
    let m = 1_000_000;
    t.row("win_lose chain 1e6, DFS depth 1e6", 5, || {
        let up = |s: usize| if s + 1 < m { Some(s + 1) } else { None }.into_iter();
        let (r, peak) = measure_peak(|| win_lose::solve(m, up, false).unwrap());
        format!("win[0]={} peak={}", r.win[0], kib(peak))
    });

    // Grundy subtraction table: heaps 0..1e5, 100 distinct moves in 1..=1000.
    let set = distinct(&mut rng, 100, 1000);
    let max = 99_999;
    let options: usize = (0..=max)
        .map(|s| set.iter().filter(|&&x| x <= s).count())
        .sum();
    t.row("Grundy 1e5, 100 moves: subtraction_table", 7, || {
        let g = grundy::subtraction_table(max + 1, &set);
        let top = g.iter().max().unwrap();
        format!("options={options} max_value={top}")
    });
    t.row("Grundy 1e5, 100 moves: grundy() + emit", 7, || {
        let g = grundy::grundy(max + 1, |s, emit| {
            for &x in set.iter().filter(|&&x| x <= s) {
                emit(&[s - x]);
            }
        });
        let top = g.iter().max().unwrap();
        format!("options={options} max_value={top}")
    });

    // Periods: the 1e5 table above (Z-function, O(len)), and the octal game 0.177 (pre-period
    // 497, period 20) computed to the length that certifies it, then its value at 1e18.
    let g = grundy::subtraction_table(max + 1, &set);
    t.row("Period of the 1e5 table: find_period", 7, || {
        let found = grundy_period::find_period(&g, 1000);
        format!("(pre, period)={found:?}")
    });
    t.row("Octal 0.177 to n=1037, period, g(1e18)", 7, || {
        let g = grundy_period::octal_grundy("0.177", 1037);
        let (pre, p) = grundy_period::find_period(&g, 3).unwrap();
        let v = grundy_period::periodic_value(&g, pre, p, 1_000_000_000_000_000_000);
        format!("pre={pre} period={p} g(1e18)={v}")
    });
}

/// `rows coins DIR REPS`: `advantage` on seed 000's `coins.txt` (n = 3000), as `refs coins`.
pub fn rows_coins(dir: &str, reps: usize) {
    let text = std::fs::read_to_string(format!("{dir}/coins.txt")).unwrap();
    let mut it = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = it.take(n).collect();
    let (cpu, wall, d) = best_of(reps, || coins_in_a_row::advantage(&a));
    println!("ROW coins_n{n} cpu={cpu:.6} wall={wall:.6} result={d}");
}
