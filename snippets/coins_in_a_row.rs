//! Coins in a row: advantage DP for scored "take from either end" games (EDPC L, UVa 10891).
//! Players alternately take from either end of a row and score what they take, both optimally.
//! The mover's advantage d (own - opponent) is d[l][r] = max(a[l] - d[l+1][r], a[r-1] -
//! d[l][r-1]) (the minus swaps roles), one length at a time; the mover's total is (T + d) / 2
//! (T = sum of the row). Values may be negative. Other scored games: dp[s] = max(gain - dp[t]).
//! Usage: `advantage(&a)` (take 1 item), `advantage_many(&a)` (take any k >= 1 from one end),
//!   `first_total(&a)`; `best_move(&a, l, r) -> (index, adv)`: take a[l] or a[r-1] from a[l..r].
//! Time: O(n^2) per call (advantage_many: running maxima over the cuts), memory O(n).
//! Limits: i64 with sum |a_i| <= 3e18 (every d, total and running maximum then fits; more panics).
//! Source: classic interval DP (EDPC L; UVa 10891 "Game of Sum" takes any k); negation swaps roles.
//! Status: tests below (all rows <= 6 / <= 7 and sub-rows vs minimax; proptest <= 12 and <= 40 vs
//!   memoized minimax; EDPC L, UVa 10891 samples); verify/cross/dp.rs; problems/deque.

/// The header's limit: under it no advantage, total, prefix sum or running maximum overflows.
fn check_limit(a: &[i64]) {
    let s: u128 = a.iter().map(|x| x.unsigned_abs() as u128).sum();
    assert!(s <= 3e18 as u128, "coins_in_a_row: sum |a| {} > 3e18", s);
}

/// d[i] = advantage of the mover on a[i..i + len], for every i.
fn advantages(a: &[i64], len: usize) -> Vec<i64> {
    check_limit(a);
    let mut d = vec![0i64; a.len() + 1];
    for k in 1..=len {
        for l in 0..=a.len() - k {
            // d[l] is still the value for length k-1 starting at l, d[l+1] the one at l+1.
            d[l] = (a[l] - d[l + 1]).max(a[l + k - 1] - d[l]);
        }
    }
    d
}

/// The first player's (own - opponent) score under optimal play; 0 for an empty row.
pub fn advantage(a: &[i64]) -> i64 {
    advantages(a, a.len())[0]
}

/// The first player's own total under optimal play: (T + d) / 2.
pub fn first_total(a: &[i64]) -> i64 {
    let d = advantage(a); // checks the limit before the sum
    (a.iter().sum::<i64>() + d) / 2
}

/// The first player's (own - opponent) score when a move takes any k >= 1 values from one end
/// (a prefix or a suffix of what is left); 0 for an empty row.
pub fn advantage_many(a: &[i64]) -> i64 {
    check_limit(a);
    let n = a.len();
    let mut p = vec![0i64; n + 1]; // a[l..r] sums to p[r] - p[l]
    for i in 0..n {
        p[i + 1] = p[i] + a[i];
    }
    // For the interval [l, r) of the current length: d[l] is its advantage; taking a[l..m]
    // leaves [m, r), worth p[m] - p[l] - d[m][r], so hi[l] = max over m in l+1..=r of
    // p[m] - d[m][r]; taking a[m..r] is worth p[r] - p[m] - d[l][m]: lo[l] = max over m in
    // l..r of -p[m] - d[l][m]. Each is the previous length's value plus one new cut.
    let mut d = vec![0i64; n + 1];
    let (mut hi, mut lo) = (vec![i64::MIN; n + 1], vec![i64::MIN; n + 1]);
    for len in 1..=n {
        for l in 0..=n - len {
            let r = l + len;
            // d[l + 1], hi[l + 1] still describe [l + 1, r); d[l], lo[l] describe [l, r - 1).
            hi[l] = hi[l + 1].max(p[l + 1] - d[l + 1]);
            lo[l] = lo[l].max(-p[r - 1] - d[l]);
            d[l] = (hi[l] - p[l]).max(p[r] + lo[l]);
        }
    }
    d[0]
}

/// Optimal move of the player to move on the interval a[l..r]: the index to take (l or r-1,
/// l on a tie) and the mover's advantage on a[l..r]. Panics unless l < r <= a.len().
pub fn best_move(a: &[i64], l: usize, r: usize) -> (usize, i64) {
    assert!(
        l < r && r <= a.len(),
        "best_move: need l < r <= a.len(), got l={l}, r={r}, len={}",
        a.len()
    );
    let d = advantages(&a[l..r], r - l - 1);
    let (left, right) = (a[l] - d[1], a[r - 1] - d[0]);
    if left >= right {
        (l, left)
    } else {
        (r - 1, right)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Plain minimax over all move sequences: (mover's advantage) on a[l..r].
    fn minimax(a: &[i64], l: usize, r: usize) -> i64 {
        if l == r {
            return 0;
        }
        (a[l] - minimax(a, l + 1, r)).max(a[r - 1] - minimax(a, l, r - 1))
    }

    /// Plain minimax when a move takes any k >= 1 values from one end of a[l..r].
    fn minimax_many(a: &[i64], l: usize, r: usize) -> i64 {
        let mut best = if l == r { 0 } else { i64::MIN };
        for k in 1..=r - l {
            let front: i64 = a[l..l + k].iter().sum();
            let back: i64 = a[r - k..r].iter().sum();
            best = best.max(front - minimax_many(a, l + k, r));
            best = best.max(back - minimax_many(a, l, r - k));
        }
        best
    }

    /// The same game memoized over intervals, trying every k: O(n^3).
    fn memo_many(a: &[i64]) -> i64 {
        let n = a.len();
        let mut p = vec![0i64; n + 1];
        for i in 0..n {
            p[i + 1] = p[i] + a[i];
        }
        let mut d = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                d[l][r] = (1..=len)
                    .map(|k| (p[l + k] - p[l] - d[l + k][r]).max(p[r] - p[r - k] - d[l][r - k]))
                    .max()
                    .unwrap();
            }
        }
        d[0][n]
    }

    #[test]
    fn many_exhaustive_rows_up_to_7_values_minus_2_to_1() {
        let mut rows = 0;
        for n in 0..=7u32 {
            for code in 0..4usize.pow(n) {
                let a: Vec<i64> = (0..n).map(|i| (code >> (2 * i) & 3) as i64 - 2).collect();
                for l in 0..=a.len() {
                    for r in l..=a.len() {
                        let v = advantage_many(&a[l..r]);
                        assert_eq!(v, minimax_many(&a, l, r), "row {a:?} [{l},{r})");
                    }
                }
                rows += 1;
            }
        }
        assert_eq!(rows, 21845);
    }

    #[test]
    fn many_published_cases() {
        // UVa 10891 "Game of Sum" samples: the answer is the first player's advantage.
        assert_eq!(advantage_many(&[4, -10, -20, 7]), 7);
        assert_eq!(advantage_many(&[1, 2, 3, 4]), 10);
        assert_eq!(advantage_many(&[]), 0);
        assert_eq!(advantage_many(&[-5]), -5);
        // Taking one at a time is worse here: the mover takes all three.
        assert_eq!(advantage_many(&[2, 1, 4]), 7);
        assert_eq!(advantage(&[2, 1, 4]), 3);
        // The mover must move: all negative, take the smaller end, as small as possible.
        assert_eq!(advantage_many(&[-3, -100, -1]), -1 - 100 + 3);
    }

    #[test]
    fn many_no_overflow_at_the_limit() {
        // sum |a_i| = 3e18 (n = 3000, |a_i| = 1e15); alternating signs swing the prefix sums.
        let big = 1_000_000_000_000_000i64;
        let alt = |n: usize| -> Vec<i64> {
            (0..n)
                .map(|i| if i % 2 == 0 { big } else { -big })
                .collect()
        };
        assert_eq!(advantage_many(&alt(200)), memo_many(&alt(200)));
        assert_eq!(advantage_many(&alt(201)), memo_many(&alt(201)));
        // Take a[0]; the rest starts and ends with -big, and the best the opponent gets is -big.
        assert_eq!(advantage_many(&alt(200)), 2 * big);
        assert_eq!(advantage_many(&alt(3000)), 2 * big);
        assert_eq!(advantage_many(&alt(2999)), big);
        // Everything positive: the mover takes the whole row.
        assert_eq!(advantage_many(&vec![big; 3000]), 3000 * big);
        let neg = vec![-big; 3000];
        // Everything negative: one item per move is best for both.
        assert_eq!(advantage_many(&neg), 0);
        assert_eq!(advantage_many(&neg[1..]), -big);
    }

    fn check_row(a: &[i64]) {
        let n = a.len();
        let d = minimax(a, 0, n);
        assert_eq!(advantage(a), d, "row {a:?}");
        let t: i64 = a.iter().sum();
        assert_eq!(first_total(a), (t + d) / 2, "row {a:?}");
        assert_eq!((t + d) % 2, 0, "row {a:?}");
        for l in 0..n {
            for r in l + 1..=n {
                let (i, v) = best_move(a, l, r);
                assert_eq!(v, minimax(a, l, r), "row {a:?} [{l},{r})");
                let rest = if i == l {
                    minimax(a, l + 1, r)
                } else {
                    minimax(a, l, r - 1)
                };
                assert!(i == l || i == r - 1, "row {a:?} [{l},{r}) index {i}");
                assert_eq!(a[i] - rest, v, "row {a:?} [{l},{r}) move {i} not optimal");
            }
        }
    }

    #[test]
    fn exhaustive_rows_up_to_6_values_0_to_3() {
        let mut rows = 0;
        for n in 0..=6u32 {
            for code in 0..4usize.pow(n) {
                let a: Vec<i64> = (0..n).map(|i| (code >> (2 * i) & 3) as i64).collect();
                check_row(&a);
                rows += 1;
            }
        }
        assert_eq!(rows, 5461);
    }

    #[test]
    fn published_cases() {
        assert_eq!(advantage(&[2, 1, 2]), 1);
        assert_eq!(advantage(&[2, 1, 4]), 3);
        assert_eq!(advantage(&[2, 1, 4, 2, 2]), -1);
        // EDPC L "Deque", samples 1 to 5
        assert_eq!(advantage(&[10, 80, 90, 30]), 10);
        assert_eq!(advantage(&[10, 100, 10]), -80);
        assert_eq!(advantage(&[10]), 10);
        let b = 1_000_000_000;
        assert_eq!(advantage(&[b, 1, b, 1, b, 1, b, 1, b, 1]), 4_999_999_995);
        assert_eq!(advantage(&[4, 2, 9, 7, 1, 5]), 2);
        assert_eq!(first_total(&[2, 1, 4]), 5);
        assert_eq!(best_move(&[2, 1, 4], 0, 3), (2, 3));
        assert_eq!(advantage(&[]), 0);
    }

    #[test]
    fn no_overflow_at_edpc_limits() {
        let a = vec![1_000_000_000i64; 3000];
        assert_eq!(advantage(&a), 0);
        assert_eq!(first_total(&a), 1_500_000_000_000);
        let b: Vec<i64> = (0..3000)
            .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
            .collect();
        // Even length, alternating: the mover can always take every 1e9 coin (parity strategy).
        assert_eq!(advantage(&b), 1500 * (1_000_000_000 - 1));
    }

    #[test]
    fn sums_at_the_limit_are_exact() {
        let h = 1_500_000_000_000_000_000i64; // sum |a_i| = 3e18
        assert_eq!(advantage(&[h, -h]), 2 * h);
        assert_eq!(first_total(&[-h, h]), h);
        assert_eq!(best_move(&[-h, h], 0, 2), (1, 2 * h));
        assert_eq!(advantage_many(&[h, -h]), 2 * h);
        assert_eq!(advantage_many(&[-h, h]), 2 * h);
    }

    #[test]
    #[should_panic(expected = "coins_in_a_row: sum |a| 3000000000000000001 > 3e18")]
    fn sum_over_the_limit_panics() {
        first_total(&[1_500_000_000_000_000_001, -1_500_000_000_000_000_000]);
    }

    #[test]
    #[should_panic(expected = "coins_in_a_row: sum |a| 18446744073709551617 > 3e18")]
    fn huge_values_panic_in_advantage_many() {
        advantage_many(&[i64::MIN, i64::MIN, 1]);
    }

    #[test]
    #[should_panic(expected = "best_move: need l < r <= a.len()")]
    fn empty_interval_panics() {
        best_move(&[1, 2, 3], 2, 2);
    }

    #[test]
    #[should_panic(expected = "best_move: need l < r <= a.len()")]
    fn interval_past_end_panics() {
        best_move(&[1, 2, 3], 1, 4);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn random_rows_up_to_12(
            a in proptest::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=12)
        ) {
            let n = a.len();
            prop_assert_eq!(advantage(&a), minimax(&a, 0, n));
            if n > 0 {
                let (i, v) = best_move(&a, 0, n);
                prop_assert_eq!(v, minimax(&a, 0, n));
                let rest = if i == 0 { minimax(&a, 1, n) } else { minimax(&a, 0, n - 1) };
                prop_assert_eq!(a[i] - rest, v);
            }
            prop_assert_eq!(advantage_many(&a), minimax_many(&a, 0, n));
        }

        #[test]
        fn many_random_rows_up_to_40(
            a in proptest::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=40)
        ) {
            prop_assert_eq!(advantage_many(&a), memo_many(&a));
        }
    }
}
