//! Stochastic games whose chance can come back (a roll that returns to an earlier position, a
//!   random walk with choices, Pig, the small cases of a closed form): value iteration.
//!   Acyclic (every move raises an id): expectiminimax, exact and O(V + E).
//! Usage: `let (v, best) = value_iteration(&max, &options, 1e-12, 1_000_000);` max[u]: u's mover
//!   maximizes (else minimizes); options[u]: Vec of lotteries (gain, vec![(q, next), ..]), Σq = 1
//!   (one option: a chance or forced position; none: an end worth 0); v[u], best[u] (the option).
//! Time: O(sweeps (options + outcomes)); a sweep goes n - 1 down to 0 on the new values (one sweep
//!   if moves raise the id); it stops when none moves by > eps (error ~ eps × sweeps to an end).
//! Limits: play must end with probability 1 under all strategies; max_sweeps reached: a panic.
//! Source: Shapley 1953 (stochastic games); Bellman 1957; Condon 1992.
//! Status: tests below (random games vs every pair of stationary strategies by exact linear
//!   algebra; Pig to 10 vs the README's bisection on expectiminimax; gambler's ruin).

/// An option: a gain, then a lottery over the next positions (probability, position).
pub type Lottery = (f64, Vec<(f64, usize)>);

/// Values and each position's first optimal option (None: no options) of the game where u's
/// mover picks one of `options[u]`, maximizing if `max[u]`, else minimizing.
pub fn value_iteration(
    max: &[bool],
    options: &[Vec<Lottery>],
    eps: f64,
    max_sweeps: usize,
) -> (Vec<f64>, Vec<Option<usize>>) {
    let n = options.len();
    assert!(
        max.len() == n && eps > 0.0 && eps.is_finite(),
        "value_iteration: {} flags for {} positions, eps = {} (must be > 0)",
        max.len(),
        n,
        eps
    );
    for (u, opts) in options.iter().enumerate() {
        for (gain, outs) in opts {
            let sum: f64 = outs.iter().map(|o| o.0).sum();
            let ok = outs.iter().all(|&(q, c)| q >= 0.0 && c < n) && (sum - 1.0).abs() <= 1e-9;
            assert!(
                ok && gain.is_finite(),
                "value_iteration: position {}: option ({}, {:?}) needs q >= 0, next < n, Σq = 1",
                u,
                gain,
                outs
            );
        }
    }
    // u's best option from the values v: (its worth, its index); None without options
    let solve = |v: &[f64], u: usize| {
        let mut best: Option<(f64, usize)> = None;
        for (i, (gain, outs)) in options[u].iter().enumerate() {
            let w = gain + outs.iter().map(|&(q, c)| q * v[c]).sum::<f64>();
            if best.map_or(true, |(b, _)| if max[u] { w > b } else { w < b }) {
                best = Some((w, i));
            }
        }
        best
    };
    let mut v = vec![0.0; n];
    for _ in 0..max_sweeps {
        let mut change = 0.0f64;
        for u in (0..n).rev() {
            let new = solve(&v, u).map_or(0.0, |b| b.0);
            change = change.max((new - v[u]).abs());
            v[u] = new;
        }
        if change <= eps {
            let best = (0..n).map(|u| solve(&v, u).map(|b| b.1)).collect();
            return (v, best);
        }
    }
    panic!(
        "value_iteration: values still move by more than {} after {} sweeps (endless play with gains, or raise max_sweeps)",
        eps, max_sweeps
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// v = g + P v for the Markov chain that fixes one option per position (pick[u]), by
    /// Gauss-Jordan elimination on (I - P) v = g.
    fn chain_values(options: &[Vec<Lottery>], pick: &[usize]) -> Vec<f64> {
        let n = options.len();
        let mut a = vec![vec![0.0; n + 1]; n];
        for u in 0..n {
            a[u][u] = 1.0;
            if let Some((g, outs)) = options[u].get(pick[u]) {
                a[u][n] = *g;
                for &(q, c) in outs {
                    a[u][c] -= q;
                }
            }
        }
        for col in 0..n {
            let p = (col..n)
                .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
                .unwrap();
            a.swap(col, p);
            for r in 0..n {
                if r != col {
                    let f = a[r][col] / a[col][col];
                    let pivot = a[col].clone();
                    for (x, y) in a[r][col..].iter_mut().zip(&pivot[col..]) {
                        *x -= f * y;
                    }
                }
            }
        }
        (0..n).map(|u| a[u][n] / a[u][u]).collect()
    }

    /// The game's value at u: max over MAX's stationary strategies of min over MIN's.
    fn policy_oracle(max: &[bool], options: &[Vec<Lottery>], u: usize) -> f64 {
        let n = options.len();
        let sizes: Vec<usize> = options.iter().map(|o| o.len().max(1)).collect();
        let owned = |m: bool| {
            (0..n)
                .filter(|&w| max[w] == m && sizes[w] > 1)
                .collect::<Vec<_>>()
        };
        let (maxers, miners) = (owned(true), owned(false));
        let count = |ws: &[usize]| ws.iter().map(|&w| sizes[w]).product::<usize>();
        let mut best_for_max = f64::NEG_INFINITY;
        for a in 0..count(&maxers) {
            let mut worst = f64::INFINITY;
            for b in 0..count(&miners) {
                let mut pick = vec![0; n];
                let (mut x, mut y) = (a, b);
                for &w in &maxers {
                    pick[w] = x % sizes[w];
                    x /= sizes[w];
                }
                for &w in &miners {
                    pick[w] = y % sizes[w];
                    y /= sizes[w];
                }
                worst = worst.min(chain_values(options, &pick)[u]);
            }
            best_for_max = best_for_max.max(worst);
        }
        best_for_max
    }

    fn game() -> impl Strategy<Value = (Vec<bool>, Vec<Vec<Lottery>>)> {
        // positions 0..n; the last has no options (the end), and every lottery puts 1/4 on it
        (2usize..=6).prop_flat_map(|n| {
            let option = (
                -3i32..=3,
                proptest::collection::vec((1u32..=4, 0..n), 1..=3),
            );
            let opts = proptest::collection::vec(option, 1..=2);
            let raw = proptest::collection::vec(opts, n - 1);
            (proptest::collection::vec(any::<bool>(), n), raw).prop_map(move |(max, raw)| {
                let lottery = |(g, outs): (i32, Vec<(u32, usize)>)| {
                    let w: u32 = outs.iter().map(|o| o.0).sum();
                    let mut l: Vec<(f64, usize)> = outs
                        .iter()
                        .map(|&(q, c)| (0.75 * q as f64 / w as f64, c))
                        .collect();
                    l.push((0.25, n - 1));
                    (g as f64, l)
                };
                let mut options: Vec<Vec<Lottery>> = raw
                    .into_iter()
                    .map(|opts| opts.into_iter().map(lottery).collect())
                    .collect();
                options.push(Vec::new());
                (max, options)
            })
        })
    }

    fn worth(v: &[f64], (g, outs): &Lottery) -> f64 {
        g + outs.iter().map(|&(q, c)| q * v[c]).sum::<f64>()
    }

    proptest! {
        #[test]
        fn random_games_match_every_pair_of_strategies((max, options) in game()) {
            let (v, best) = value_iteration(&max, &options, 1e-13, 100_000);
            for u in 0..options.len() {
                let want = policy_oracle(&max, &options, u);
                prop_assert!((v[u] - want).abs() < 1e-9, "v[{}] = {}, want {}", u, v[u], want);
                // best[u]: the first option whose worth is v[u] (no earlier one is as good)
                let w: Vec<f64> = options[u].iter().map(|o| worth(&v, o)).collect();
                match best[u] {
                    None => prop_assert!(options[u].is_empty() && v[u] == 0.0),
                    Some(i) => {
                        prop_assert!((w[i] - v[u]).abs() < 1e-9, "best {} worth {}", i, w[i]);
                        let earlier_worse = w[..i].iter().all(|&x| if max[u] { x < w[i] } else { x > w[i] });
                        prop_assert!(earlier_worse);
                    }
                }
            }
        }
    }

    /// Pig to 10 with a die, A (MAX) against B (MIN): the chance that A, to move first, wins.
    /// The README's pattern "Hold or roll" gets 0.709424322598303 by bisection on expectiminimax.
    #[test]
    fn pig_to_10_matches_the_bisection() {
        const G: usize = 10;
        // (a, b, t, who): banked scores, the mover's turn total, who moves; then WIN, LOSE
        let id = |a: usize, b: usize, t: usize, who: usize| ((a * G + b) * G + t) * 2 + who;
        let (win, lose) = (2 * G * G * G, 2 * G * G * G + 1);
        let mut options = vec![Vec::new(); lose + 1];
        let mut max = vec![false; lose + 1];
        options[win] = vec![(1.0, vec![(1.0, lose)])]; // worth 1, then the end
        for a in 0..G {
            for b in 0..G {
                for who in 0..2 {
                    let mine = if who == 0 { a } else { b };
                    for t in 0..G - mine {
                        let u = id(a, b, t, who);
                        max[u] = who == 0;
                        let other = 1 - who;
                        let mut roll = vec![(1.0 / 6.0, id(a, b, 0, other))];
                        for k in 2..=6 {
                            let c = match (mine + t + k >= G, who) {
                                (true, 0) => win,
                                (true, _) => lose,
                                _ => id(a, b, t + k, who),
                            };
                            roll.push((1.0 / 6.0, c));
                        }
                        options[u].push((0.0, roll));
                        if t > 0 {
                            let hold = if who == 0 {
                                id(a + t, b, 0, 1)
                            } else {
                                id(a, b + t, 0, 0)
                            };
                            options[u].push((0.0, vec![(1.0, hold)]));
                        }
                    }
                }
            }
        }
        let (v, best) = value_iteration(&max, &options, 1e-15, 100_000);
        assert!(
            (v[id(0, 0, 0, 0)] - 0.709424322598303).abs() < 1e-12,
            "{}",
            v[id(0, 0, 0, 0)]
        );
        // 9 in hand against 9: a hold leaves B to move at 9 all, a roll wins with 5/6
        assert_eq!(best[id(0, 9, 9, 0)], Some(0));
        for u in 0..win {
            if let Some(i) = best[u] {
                assert!((worth(&v, &options[u][i]) - v[u]).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn a_biased_walk_matches_gamblers_ruin() {
        // from i in 1..N a coin moves to i + 1 with p, else i - 1; reaching N is worth 1
        let (n, p) = (12usize, 0.45f64);
        let mut options = vec![Vec::new(); n + 1];
        for (i, o) in options.iter_mut().enumerate().take(n).skip(1) {
            *o = vec![(0.0, vec![(p, i + 1), (1.0 - p, i - 1)])];
        }
        options[n] = vec![(1.0, vec![(1.0, 0)])]; // worth 1, then the end at 0
        let (v, best) = value_iteration(&vec![true; n + 1], &options, 1e-15, 1_000_000);
        let r = (1.0 - p) / p;
        for (i, &vi) in v.iter().enumerate().take(n).skip(1) {
            let want = (1.0 - r.powi(i as i32)) / (1.0 - r.powi(n as i32));
            assert!(
                (vi - want).abs() < 1e-10,
                "v[{}] = {}, want {}",
                i,
                vi,
                want
            );
        }
        assert_eq!((best[0], best[1]), (None, Some(0)));
    }

    #[test]
    #[should_panic(expected = "value_iteration: values still move by more than")]
    fn endless_play_with_gains_panics() {
        value_iteration(&[true], &[vec![(1.0, vec![(1.0, 0)])]], 1e-9, 1000);
    }

    #[test]
    #[should_panic(expected = "value_iteration: position 0: option (0, [(0.5, 1)]) needs q >= 0")]
    fn a_lottery_that_does_not_sum_to_1_panics() {
        value_iteration(
            &[true, true],
            &[vec![(0.0, vec![(0.5, 1)])], vec![]],
            1e-9,
            10,
        );
    }

    #[test]
    #[should_panic(expected = "needs q >= 0, next < n")]
    fn a_next_out_of_range_panics() {
        value_iteration(&[true], &[vec![(0.0, vec![(1.0, 1)])]], 1e-9, 10);
    }

    #[test]
    #[should_panic(expected = "value_iteration: 1 flags for 1 positions, eps = 0 (must be > 0)")]
    fn eps_0_panics() {
        value_iteration(&[true], &[vec![]], 0.0, 10);
    }

    #[test]
    #[should_panic(expected = "value_iteration: 2 flags for 1 positions")]
    fn flags_of_another_length_panic() {
        value_iteration(&[true, false], &[vec![]], 1e-9, 10);
    }
}
