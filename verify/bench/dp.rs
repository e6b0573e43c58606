//! Game DP rows: Deque (EDPC L, n = 3000), Stones (EDPC K, K = 1e5, N = 100) and a Grundy
//! subtraction table of size 1e5 with 100 moves, each next to the plain loop it replaces.
use crate::{best_of, fmt_duration, measure_peak, Rng, Table};
use snippets::{coins_in_a_row, game_dp, grundy, grundy_period, win_lose};
use std::collections::HashMap;
use std::time::Duration;

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

/// CPU time of this thread (clock_gettime(CLOCK_THREAD_CPUTIME_ID), Linux): unlike wall time
/// it does not count the time other processes hold the core.
fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock 3 is CLOCK_THREAD_CPUTIME_ID; ts is a valid timespec.
    assert_eq!(unsafe { clock_gettime(3, &mut ts) }, 0);
    Duration::new(ts.sec as u64, ts.nsec as u32)
}

/// Runs `f` and `g` alternately for `rounds` rounds; returns their median thread CPU times.
pub fn alternate<A, B, F: FnMut() -> A, G: FnMut() -> B>(
    rounds: usize,
    mut f: F,
    mut g: G,
) -> (Duration, Duration) {
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let start = thread_cpu();
        std::hint::black_box(f());
        ta.push(thread_cpu() - start);
        let start = thread_cpu();
        std::hint::black_box(g());
        tb.push(thread_cpu() - start);
    }
    ta.sort();
    tb.sort();
    (ta[rounds / 2], tb[rounds / 2])
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
    t.note("win_lose and the loop both stop at a state's first winning move");

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
        let moves = |s: usize| set.iter().filter_map(move |&x| s.checked_sub(x));
        let (r, peak) = measure_peak(|| win_lose::solve(k + 1, moves, false).unwrap());
        assert_eq!(
            r.win,
            stones_loop(k, set),
            "win_lose disagrees with the loop"
        );
        let first = if r.win[k] { "First" } else { "Second" };
        let (snippet, plain) = alternate(
            15,
            || win_lose::solve(k + 1, moves, false).unwrap().win[k],
            || stones_loop(k, set)[k],
        );
        t.note(&format!(
            "Stones K=1e5 N=100 {name}: win_lose {} | plain loop {} | ratio {:.2} \
             (CPU time, medians of 15 alternating rounds) {first} edges<={edges} peak={}",
            fmt_duration(snippet),
            fmt_duration(plain),
            snippet.as_secs_f64() / plain.as_secs_f64(),
            kib(peak)
        ));
    }

    remove_pairs(t);

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

/// Remove Pairs by hand, memo `Vec<Option<bool>>` indexed by the mask of cards left, looked
/// up before the call (as game_dp does; looking up in the callee costs a call per move).
fn pairs_vec(m: usize, pairs: &[usize], memo: &mut [Option<bool>]) -> bool {
    let w = pairs
        .iter()
        .any(|&p| m & p == p && !memo[m ^ p].unwrap_or_else(|| pairs_vec(m ^ p, pairs, memo)));
    memo[m] = Some(w);
    w
}

/// The textbook form: the memo looked up in the callee.
fn pairs_vec_callee(m: usize, pairs: &[usize], memo: &mut [Option<bool>]) -> bool {
    if let Some(w) = memo[m] {
        return w;
    }
    let w = pairs
        .iter()
        .any(|&p| m & p == p && !pairs_vec_callee(m ^ p, pairs, memo));
    memo[m] = Some(w);
    w
}

/// The same with a `HashMap` memo, looked up before the call.
fn pairs_map(m: usize, pairs: &[usize], memo: &mut HashMap<usize, bool>) -> bool {
    let w = pairs.iter().any(|&p| {
        m & p == p
            && !memo
                .get(&(m ^ p))
                .copied()
                .unwrap_or_else(|| pairs_map(m ^ p, pairs, memo))
    });
    memo.insert(m, w);
    w
}

/// ABC354 E "Remove Pairs" with N = 20 (2^20 masks) from the start state: game_dp::dp_wins
/// against the hand-written memo of the same kind (Vec, then HashMap), CPU time alternately.
fn remove_pairs(t: &mut Table) {
    // card i = (i mod 4, i mod 5): 70 matching pairs, the first player loses
    let n = 20;
    let card = |i: usize| (i % 4, i % 5);
    let mut pairs = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if card(i).0 == card(j).0 || card(i).1 == card(j).1 {
                pairs.push(1 << i | 1 << j);
            }
        }
    }
    let full = (1 << n) - 1;
    let moves = |m: usize| {
        pairs
            .iter()
            .filter(move |&&p| m & p == p)
            .map(move |&p| m ^ p)
    };
    let dense = || game_dp::dp_wins(&mut vec![None; 1 << n], full, &|_| None, &moves).0;
    let hand = || pairs_vec(full, &pairs, &mut vec![None; 1 << n]);
    let keyed = || {
        let mut memo = HashMap::new();
        let w = game_dp::dp_wins(&mut memo, full, &|_| None, &moves).0;
        (w, memo.len())
    };
    let hand_keyed = || {
        let mut memo = HashMap::new();
        (pairs_map(full, &pairs, &mut memo), memo.len())
    };
    let (w, visited) = keyed();
    assert_eq!((dense(), hand(), hand_keyed()), (w, w, (w, visited)));
    t.row(
        "Remove Pairs N=20: hand memo, look-up in the callee",
        5,
        || {
            let w = pairs_vec_callee(full, &pairs, &mut vec![None; 1 << n]);
            format!("first player wins: {w}")
        },
    );
    let winner = if w { "Takahashi" } else { "Aoki" };
    for (name, (snippet, plain), (peak, hand_peak)) in [
        (
            "Vec memo",
            alternate(15, dense, hand),
            (measure_peak(dense).1, measure_peak(hand).1),
        ),
        (
            "HashMap memo",
            alternate(15, keyed, hand_keyed),
            (measure_peak(keyed).1, measure_peak(hand_keyed).1),
        ),
    ] {
        t.note(&format!(
            "Remove Pairs N=20 {name}: dp_wins {} peak={} | hand memo {} peak={} | ratio {:.2} \
             (CPU time, medians of 15 alternating rounds) {winner} pairs={} visited={visited}",
            fmt_duration(snippet),
            kib(peak),
            fmt_duration(plain),
            kib(hand_peak),
            snippet.as_secs_f64() / plain.as_secs_f64(),
            pairs.len(),
        ));
    }
}
