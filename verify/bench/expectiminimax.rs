//! Expectiminimax rows: a Roulettes-shaped game (ABC314 E with M = 23,000 points and N = 100
//! wheels of 1..=10 outcomes in 0..=10, about 1.5 * 10^7 outcomes in all) solved with each spin
//! a lottery (problems/roulettes' encoding, 23,001 positions) and with a CHANCE position per
//! (points, wheel) (2.3 * 10^6 CHANCE positions), next to the hand DP over the points; and
//! ABC201 D (Momotetsu) on a random 2000 x 2000 grid (problems/momotetsu's own `advantage`) next
//! to the plain full-table DP and the rolling one-row DP. Peak = heap allocated while the row
//! ran (the input not counted). Whole-process figures: verify/bench/chance.sh.
use crate::{measure_peak, mib, Rng, Table};
use snippets::expectiminimax::{expectiminimax, EmmNode};

#[allow(dead_code)]
#[path = "../../problems/momotetsu/main.rs"]
mod momotetsu;
use crate::patterns::roulettes;

/// Minimum expected cost to reach m points with a CHANCE position per (points, wheel):
/// position x * (k + 1) is "x points, choose a wheel" (MIN; x = m the leaf), x * (k + 1) + 1 + i
/// "wheel i spun at x" (CHANCE), the 0-point self-loop folded: children have larger ids.
fn roulettes_chance_positions(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let k = wheels.len();
    // per wheel: the folded cost c * p / (p - zeros) and the outcome probability 1 / (p - zeros)
    let fold: Vec<(f64, f64)> = wheels
        .iter()
        .map(|(c, s)| {
            let live = s.iter().filter(|&&s| s > 0).count() as f64;
            (c * s.len() as f64 / live, 1.0 / live)
        })
        .collect();
    let e = expectiminimax(m * (k + 1) + 1, |v, p| {
        let (x, i) = (v / (k + 1), v % (k + 1));
        if x == m {
            EmmNode::Leaf(0.0)
        } else if i == 0 {
            (0..k).for_each(|i| p.mv(v + 1 + i, fold[i].0));
            EmmNode::Min
        } else {
            for &s in wheels[i - 1].1.iter().filter(|&&s| s > 0) {
                p.roll((x + s).min(m) * (k + 1), fold[i - 1].1, 0.0);
            }
            EmmNode::Chance
        }
    });
    e.value[0]
}

/// The hand DP: E(x) = min_i (c_i p_i + sum_{s > 0} E(min(x + s, m))) / (p_i - zeros_i).
fn roulettes_dp(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let mut e = vec![0.0f64; m + 1];
    for x in (0..m).rev() {
        e[x] = f64::INFINITY;
        for (c, s) in wheels {
            let live = s.iter().filter(|&&s| s > 0);
            let sum: f64 = live.clone().map(|&s| e[(x + s).min(m)]).sum();
            e[x] = e[x].min((c * s.len() as f64 + sum) / live.count() as f64);
        }
    }
    e[0]
}

/// ABC201 D as verify/bench/refs/momotetsu_dp.rs writes it: a full H x W table of i32,
/// Takahashi's minus Aoki's score, max or min by the mover.
fn momotetsu_table(g: &[Vec<u8>]) -> i32 {
    let (h, w) = (g.len(), g[0].len());
    let score = |i: usize, j: usize| if g[i][j] == b'+' { 1 } else { -1 };
    let mut dp = vec![vec![0i32; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            if i + 1 == h && j + 1 == w {
                continue;
            }
            let t = (i + j) % 2 == 0;
            let mut best = if t { i32::MIN } else { i32::MAX };
            for (ni, nj) in [(i + 1, j), (i, j + 1)] {
                if ni < h && nj < w {
                    let x = dp[ni][nj] + if t { score(ni, nj) } else { -score(ni, nj) };
                    best = if t { best.max(x) } else { best.min(x) };
                }
            }
            dp[i][j] = best;
        }
    }
    dp[0][0]
}

/// ABC201 D's mover's advantage, dp = max over moves of (gain - dp[next]), one row kept.
fn momotetsu_row(g: &[Vec<u8>]) -> i32 {
    let (h, w) = (g.len(), g[0].len());
    let sign = |i: usize, j: usize| if g[i][j] == b'+' { 1 } else { -1 };
    let mut dp = vec![0i32; w];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            let mut best = i32::MIN;
            if i + 1 < h {
                best = best.max(sign(i + 1, j) - dp[j]);
            }
            if j + 1 < w {
                best = best.max(sign(i, j + 1) - dp[j + 1]);
            }
            dp[j] = if best == i32::MIN { 0 } else { best };
        }
    }
    dp[0]
}

pub fn run(t: &mut Table) {
    let mut rng = Rng(2024);
    let (m, k) = (23_000, 100);
    let wheels: Vec<(f64, Vec<usize>)> = (0..k)
        .map(|_| {
            let mut s: Vec<usize> = (0..rng.range(1, 10))
                .map(|_| rng.below(11) as usize)
                .collect();
            if s.iter().all(|&s| s == 0) {
                s[0] = rng.range(1, 10) as usize;
            }
            (rng.range(1, 10_000) as f64, s)
        })
        .collect();
    let outcomes: usize = wheels
        .iter()
        .map(|w| w.1.iter().filter(|&&s| s > 0).count())
        .sum();
    t.note("inputs: SplitMix64 seed 2024; wheels cost 1..=1e4; Momotetsu cells + or - at random");
    t.row("Roulettes M=23000 N=100: emm, lotteries", 3, || {
        let (v, peak) = measure_peak(|| roulettes::min_expected_cost(m, &wheels));
        let (positions, rolls) = (m + 1, m * outcomes);
        format!(
            "E={v:.6} positions={positions} rolls={rolls} peak={}",
            mib(peak)
        )
    });
    t.row("Roulettes M=23000 N=100: emm, CHANCE positions", 3, || {
        let (v, peak) = measure_peak(|| roulettes_chance_positions(m, &wheels));
        format!("E={v:.6} chance={} peak={}", m * k, mib(peak))
    });
    t.row("Roulettes M=23000 N=100: hand DP", 3, || {
        let (v, peak) = measure_peak(|| roulettes_dp(m, &wheels));
        format!("E={v:.6} peak={}", mib(peak))
    });
    let n = 2000;
    let g: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            (0..n)
                .map(|_| if rng.below(2) == 0 { b'+' } else { b'-' })
                .collect()
        })
        .collect();
    let rows: Vec<&[u8]> = g.iter().map(|r| &r[..]).collect();
    t.row("Momotetsu 2000x2000: expectiminimax (i32)", 3, || {
        let (v, peak) = measure_peak(|| momotetsu::advantage(&rows));
        format!("d={v} cells={} peak={}", n * n, mib(peak))
    });
    t.row("Momotetsu 2000x2000: full-table DP", 3, || {
        let (v, peak) = measure_peak(|| momotetsu_table(&g));
        format!("d={v} peak={}", mib(peak))
    });
    t.row("Momotetsu 2000x2000: rolling DP", 3, || {
        let (v, peak) = measure_peak(|| momotetsu_row(&g));
        format!("d={v} peak={}", mib(peak))
    });
}
