//! End takes: the scored "take from the ends" game where a move takes several items at once.
//! A move (k, c) pays c and takes min(k, left) items from the two ends of the row, as many from
//! each end as the mover likes; ((1, 0) is the plain one-item move of coins_in_a_row). Both
//! maximise their own total, so the score is the first player's own - opponent (advantage).
//! Usage: `advantage_takes(&a, &[(1, 0), (b, cost_b), (d, cost_d)])` (ABC303 G "Bags Game": take
//!   one bag, or pay A for B bags, or C for D bags); costs may be negative (a bonus).
//! A paid move is one decision: its k items leave any window a[s..s + len - k] of a[l..l + len];
//!   so d[len][l] = max over moves of the taken sum - c - min over s of (window sum + d), the
//!   minimum over a sliding range of s (a monotone deque). k >= len takes everything.
//! Time: O(n^2 * moves), memory O(n^2 / 2) i64. Limits: sum |a| + n * max |c| <= 3e18, else panics.
//! Source: interval DP with sliding-window minima (ABC303 G editorial idea).
//! Status: tests below (minimax over every split on all rows <= 6, proptest vs memo; samples).

/// The first player's (own - opponent) score when a move is one of `moves` = (k, c): pay c,
/// then take min(k, left) items from the two ends of the row, as many from each end as the mover
/// likes ((1, 0) is the plain move). Every k must be >= 1; 0 for an empty row.
pub fn advantage_takes(a: &[i64], moves: &[(usize, i64)]) -> i64 {
    let n = a.len();
    assert!(
        !moves.is_empty() && moves.iter().all(|&(k, _)| k >= 1),
        "advantage_takes: need moves, each taking k >= 1 items, got {:?}",
        moves
    );
    let c_max = moves.iter().map(|&(_, c)| c.unsigned_abs() as u128).max();
    let s: u128 =
        a.iter().map(|x| x.unsigned_abs() as u128).sum::<u128>() + n as u128 * c_max.unwrap();
    assert!(
        s <= 3e18 as u128,
        "end_takes: sum |a| + n * max |c| {} > 3e18",
        s
    );
    let mut p = vec![0i64; n + 1]; // a[l..r] sums to p[r] - p[l]
    for i in 0..n {
        p[i + 1] = p[i] + a[i];
    }
    // f[m][s] = sum of a[s..s + m] + the mover's advantage on it: what leaving that window costs
    // the player who leaves it. A move (k, c) on a[l..l + len] leaves a window of length m =
    // len - k (0 if k >= len) starting at any s in l..=l + len - m, and is worth sum(l, l + len)
    // - c - f[m][s]: the best s is a minimum over a sliding range (a deque of rising f values).
    let mut f: Vec<Vec<i64>> = vec![vec![0; n + 1]];
    let mut q = std::collections::VecDeque::new();
    for len in 1..=n {
        let mut best = vec![i64::MIN; n - len + 1]; // max over moves of -c - min f
        for &(k, c) in moves {
            let m = len.saturating_sub(k);
            let (fm, w) = (&f[m], len - m);
            q.clear();
            for s in 0..fm.len() {
                while q.back().is_some_and(|&t| fm[t] >= fm[s]) {
                    q.pop_back();
                }
                q.push_back(s);
                if s >= w {
                    let l = s - w; // s is the last start in l's range
                    while q[0] < l {
                        q.pop_front();
                    }
                    best[l] = best[l].max(-c - fm[q[0]]);
                }
            }
        }
        // the advantage is sum + best[l], so f = 2 * sum + best[l]
        f.push(
            (0..=n - len)
                .map(|l| 2 * (p[l + len] - p[l]) + best[l])
                .collect(),
        );
    }
    f[n][0] - p[n]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Plain minimax for advantage_takes: a move (k, c) pays c and takes i items from the left
    /// and j from the right, for every i + j = min(k, r - l), taken one bag at a time.
    fn minimax_takes(a: &[i64], l: usize, r: usize, moves: &[(usize, i64)]) -> i64 {
        let mut best = if l == r { 0 } else { i64::MIN };
        for &(k, c) in moves {
            let t = k.min(r - l);
            for i in 0..=t {
                let (mut gain, mut lo, mut hi) = (-c, l, r);
                for _ in 0..i {
                    gain += a[lo];
                    lo += 1;
                }
                for _ in i..t {
                    hi -= 1;
                    gain += a[hi];
                }
                if l < r {
                    best = best.max(gain - minimax_takes(a, lo, hi, moves));
                }
            }
        }
        best
    }

    #[test]
    fn takes_exhaustive_rows_up_to_6() {
        let sets: [&[(usize, i64)]; 7] = [
            &[(1, 0)],
            &[(2, 0)],
            &[(1, 0), (2, 1)],
            &[(1, 0), (3, -1), (2, 2)],
            &[(1, 2), (4, 0)],
            &[(3, 0)],
            &[(1, 0), (2, 3), (5, 1)],
        ];
        let mut rows = 0;
        for n in 0..=6u32 {
            for code in 0..4usize.pow(n) {
                let a: Vec<i64> = (0..n)
                    .map(|i| (code >> (2 * i) & 3) as i64 * 3 - 4)
                    .collect();
                for m in sets {
                    assert_eq!(
                        advantage_takes(&a, m),
                        minimax_takes(&a, 0, a.len(), m),
                        "{a:?} {m:?}"
                    );
                }
                rows += 1;
            }
        }
        assert_eq!(rows, 5461);
    }

    #[test]
    fn takes_published_cases() {
        // ABC303 G "Bags Game" samples: N A B C D, then the row; moves (1, 0), (B, A), (D, C).
        assert_eq!(
            advantage_takes(&[1, 100, 1, 1, 1], &[(1, 0), (2, 10), (1, 1_000_000_000)]),
            90
        );
        let row: Vec<i64> = (1..=10).map(|i| 5 * i).collect();
        assert_eq!(advantage_takes(&row, &[(1, 0), (3, 45), (4, 55)]), 85);
        let row = [
            18804175, 185937909, 1934689, 18341, 68370722, 1653, 1, 2514380, 31381214, 905, 754483,
            11, 5877098, 232, 31600,
        ];
        assert_eq!(
            advantage_takes(&row, &[(1, 0), (10, 796265), (1, 165794055)]),
            302361955
        );
        assert_eq!(advantage_takes(&[], &[(2, 5)]), 0);
        // The only move takes everything, paying 10 (a cost is paid even for more than left).
        assert_eq!(advantage_takes(&[1, 2], &[(5, 10)]), -7);
        // Take both ends of [9, -20, 8] at once: 17, then the opponent must take -20.
        assert_eq!(advantage_takes(&[9, -20, 8], &[(2, 0)]), 17 - (-20));
    }

    /// The same game memoized over intervals, trying every split: O(n^2 * sum of k).
    fn memo_takes(a: &[i64], moves: &[(usize, i64)]) -> i64 {
        let n = a.len();
        let mut p = vec![0i64; n + 1];
        for i in 0..n {
            p[i + 1] = p[i] + a[i];
        }
        let mut d = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                d[l][r] = i64::MIN;
                for &(k, c) in moves {
                    let t = k.min(len);
                    for i in 0..=t {
                        let (lo, hi) = (l + i, r - (t - i));
                        let gain = p[r] - p[l] - (p[hi] - p[lo]) - c;
                        d[l][r] = d[l][r].max(gain - d[lo][hi]);
                    }
                }
            }
        }
        d[0][n]
    }

    #[test]
    fn takes_at_the_limit() {
        // sum |a| = 1500 * 1e15 and n * max |c| = 1500 * 1e15: 3e18 in all.
        let big = 1_000_000_000_000_000i64;
        let a: Vec<i64> = (0..1500)
            .map(|i| if i % 3 == 0 { big } else { -big })
            .collect();
        for m in [
            &[(1, 0), (2, big), (3, -big)][..],
            &[(1, -big), (2, big)],
            &[(2, -big)],
        ] {
            assert_eq!(advantage_takes(&a, m), memo_takes(&a, m), "{m:?}");
        }
        // Only bonuses of 1e15 per move and all values +1e15: the mover takes everything.
        assert_eq!(
            advantage_takes(&vec![big; 1500], &[(1500, -big)]),
            1501 * big
        );
    }

    #[test]
    #[should_panic(expected = "end_takes: sum |a| + n * max |c| 3000000000000000001 > 3e18")]
    fn takes_over_the_limit_panics() {
        advantage_takes(&[1], &[(1, 0), (2, 3_000_000_000_000_000_000)]);
    }

    #[test]
    #[should_panic(expected = "advantage_takes: need moves, each taking k >= 1 items")]
    fn takes_zero_items_panics() {
        advantage_takes(&[1, 2], &[(1, 0), (0, 5)]);
    }

    #[test]
    #[should_panic(expected = "advantage_takes: need moves")]
    fn takes_no_moves_panics() {
        advantage_takes(&[1, 2], &[]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn takes_random_rows_up_to_10(
            a in proptest::collection::vec(-1000i64..=1000, 0..=10),
            m in proptest::collection::vec((1usize..=6, -300i64..=300), 1..=3)
        ) {
            prop_assert_eq!(advantage_takes(&a, &m), minimax_takes(&a, 0, a.len(), &m));
        }

        #[test]
        fn takes_random_rows_up_to_40(
            a in proptest::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=40),
            m in proptest::collection::vec((1usize..=12, -3_000_000_000i64..=3_000_000_000), 1..=4)
        ) {
            prop_assert_eq!(advantage_takes(&a, &m), memo_takes(&a, &m));
        }
    }
}
