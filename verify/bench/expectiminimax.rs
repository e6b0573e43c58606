//! Expectiminimax rows: a Roulettes-shaped game (ABC314 E with M = 23,000 points and N = 100
//! wheels of 1..=10 outcomes in 0..=10: 2.3 * 10^6 CHANCE positions, about 1.5 * 10^7 edges)
//! next to the hand DP over the points, and ABC201 D (Momotetsu) on a random 2000 x 2000 grid
//! next to the rolling one-row DP. Peak = heap allocated while the row ran (the input and the
//! game's description not counted).
use crate::{measure_peak, mib, Rng, Table};
use snippets::expectiminimax::{expectiminimax, EmmNode};

#[allow(dead_code)]
#[path = "../../problems/momotetsu/main.rs"]
mod momotetsu;

/// Minimum expected cost to reach m points. Position x * (k + 1) is "x points, choose a wheel"
/// (MIN; x = m the leaf), x * (k + 1) + 1 + i "wheel i played at x" (CHANCE), the 0-point
/// self-loop folded: children have larger ids. Solved from the root 0 alone (a deep DFS path
/// holding up to ~100 pending edges per level) or with every position as a root, children
/// first (`(0..n).rev()`: each position's children are solved when it is reached).
fn roulettes(m: usize, wheels: &[(f64, Vec<usize>)], children_first: bool) -> f64 {
    let k = wheels.len();
    // per wheel: the folded cost c * p / (p - zeros) and the outcome probability 1 / (p - zeros)
    let fold: Vec<(f64, f64)> = wheels
        .iter()
        .map(|(c, s)| {
            let live = s.iter().filter(|&&s| s > 0).count() as f64;
            (c * s.len() as f64 / live, 1.0 / live)
        })
        .collect();
    let f = |v: usize, out: &mut Vec<(usize, f64, f64)>| {
        let (x, i) = (v / (k + 1), v % (k + 1));
        if x == m {
            EmmNode::Leaf(0.0)
        } else if i == 0 {
            out.extend((0..k).map(|i| (v + 1 + i, 1.0, fold[i].0)));
            EmmNode::Min
        } else {
            let live = wheels[i - 1].1.iter().filter(|&&s| s > 0);
            out.extend(live.map(|&s| ((x + s).min(m) * (k + 1), fold[i - 1].1, 0.0)));
            EmmNode::Chance
        }
    };
    let n = m * (k + 1) + 1;
    if children_first {
        expectiminimax(n, (0..n).rev(), f).value[0]
    } else {
        expectiminimax(n, [0], f).value[0]
    }
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

/// ABC201 D's mover's advantage, dp = max over moves of (gain - dp[next]), one row kept.
fn momotetsu_dp(g: &[Vec<u8>]) -> i32 {
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
    let edges: usize = wheels
        .iter()
        .map(|w| 1 + w.1.iter().filter(|&&s| s > 0).count())
        .sum();
    let chance = m * k;
    t.note("inputs: SplitMix64 seed 2024; wheels cost 1..=1e4; Momotetsu cells + or - at random");
    for (case, children_first) in [("root 0", false), ("roots (0..n).rev()", true)] {
        t.row(&format!("Roulettes M=23000 N=100: emm, {case}"), 3, || {
            let (v, peak) = measure_peak(|| roulettes(m, &wheels, children_first));
            format!(
                "E={v:.6} chance={chance} edges={} peak={}",
                m * edges,
                mib(peak)
            )
        });
    }
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
    t.row("Momotetsu 2000x2000: expectiminimax", 3, || {
        let gain = |i: usize, j: usize| if g[i][j] == b'+' { 1.0 } else { -1.0 };
        let (v, peak) =
            measure_peak(|| expectiminimax(n * n, [0], momotetsu::game(n, n, gain)).value[0]);
        format!("d={v} cells={} peak={}", n * n, mib(peak))
    });
    t.row("Momotetsu 2000x2000: rolling DP", 3, || {
        let (v, peak) = measure_peak(|| momotetsu_dp(&g));
        format!("d={v} peak={}", mib(peak))
    });
}
