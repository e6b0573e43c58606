//! Fibonacci Nim: one pile of n stones; the first move takes 1..=n-1, every later move takes
//!   1..=2x where x is the previous take; taking the last stone wins.
//! Also for the middle of a game: position (n, limit = largest take allowed now).
//! Usage: `fibonacci_nim_move(n, limit)` -> Some(take) winning, None if the mover loses; the
//!   first move has limit = n - 1, a reply to a take of x has limit 2x.
//! Time: O(log n) (about 90 Fibonacci numbers below 2^64); any n: u64.
//! Rule: write n as a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ... (Zeckendorf,
//!   greedy); the mover wins iff the smallest term q <= limit, by taking q (the next smallest
//!   term is more than 2q). At the start: the first player loses iff n is a Fibonacci number.
//! Source: Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963).
//! Status: brute-force tested (tests below: every (n, limit) with n <= 150 vs minimax; proptest).

pub fn fibonacci_nim_move(n: u64, limit: u64) -> Option<u64> {
    let mut fib = vec![1u64, 2];
    while let Some(f) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]) {
        fib.push(f);
    }
    // Greedy from the largest: the terms come out non-consecutive; the last one is the smallest.
    let (mut rest, mut q) = (n, 0);
    for &f in fib.iter().rev() {
        if f <= rest {
            rest -= f;
            q = f;
        }
    }
    (q > 0 && q <= limit).then_some(q)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// win[n][m]: the mover wins with n stones left and takes of at most m (m capped at n).
    fn brute(max: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; max + 1]; max + 1];
        for n in 1..=max {
            for m in 1..=n {
                // Taking t leaves n - t with limit 2t (capped); taking all (t = n) wins.
                win[n][m] = (1..=m).any(|t| !win[n - t][(2 * t).min(n - t)]);
            }
        }
        win
    }

    #[test]
    fn every_small_position_against_minimax() {
        let max = 150;
        let win = brute(max);
        for n in 1..=max {
            for m in 0..=n {
                let w = win[n][m];
                match fibonacci_nim_move(n as u64, m as u64) {
                    Some(t) => {
                        let t = t as usize;
                        assert!(w && 1 <= t && t <= m, "({n}, {m}) take {t}");
                        assert!(
                            t == n || !win[n - t][(2 * t).min(n - t)],
                            "({n}, {m}) take {t}"
                        );
                    }
                    None => assert!(!w, "({n}, {m})"),
                }
            }
        }
        // At the start the first player loses exactly on Fibonacci numbers.
        let losing: Vec<usize> = (2..=max).filter(|&n| !win[n][n - 1]).collect();
        assert_eq!(losing, vec![2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
        assert_eq!(fibonacci_nim_move(0, 5), None);
    }

    proptest! {
        #[test]
        fn proptest_the_take_beats_the_reply(n in 1u64.., limit in 0u64..) {
            // After the winning take q, the opponent may take up to 2q: less than the smallest
            // Zeckendorf term of what is left, so the opponent has no winning move.
            if let Some(q) = fibonacci_nim_move(n, limit) {
                prop_assert!(q <= limit && q <= n);
                prop_assert!(q == n || fibonacci_nim_move(n - q, 2 * q).is_none());
            }
        }
    }
}
