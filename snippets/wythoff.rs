//! Wythoff's game: two piles; take any number from one pile, or the same number from both.
//! For POJ 1067 / HDU 1527 (taking the last stone wins) with piles up to 1e18; exact integer
//!   arithmetic, no floating-point answer. Three or more piles: no closed form (use win_lose).
//! Usage: `wythoff_loses(a, b)` (the mover loses), `wythoff_move(a, b)` -> Some((a2, b2)), the
//!   position to move to (None when losing), `wythoff_partner(x)`.
//! Time: O(1): at most three 128-bit integer square roots. Piles < 2^62 (panics beyond).
//! Rules: the losing positions are (a_k, a_k + k) with a_k = floor(k phi), phi = (1 + sqrt 5) / 2,
//!   and each x >= 1 lies in exactly one (Beatty); floor(k phi) = (k + isqrt(5 k^2)) / 2. From
//!   a <= b, k = b - a: if a > a_k take a - a_k from both, else cut b to a's partner.
//! Source: W. A. Wythoff, "A modification of the game of Nim" (1907).
//! Status: brute-force tested (tests below: every position with piles <= 80 vs minimax, a_k by
//!   mex for k <= 1e5, proptest on piles < 2^62); problems/wythoff_game.

/// floor(k * phi), exactly: k phi = (k + sqrt(5 k^2)) / 2, and sqrt(5 k^2) is irrational for
/// k > 0, so rounding its root down first changes nothing.
fn floor_phi(k: u64) -> u64 {
    assert!(k < 1 << 62, "wythoff: pile {} >= 2^62", k);
    let n = 5 * (k as u128) * (k as u128);
    let mut r = (n as f64).sqrt() as u128;
    if r > 0 {
        r = (r + n / r) / 2; // one Newton step: the f64 root may be off by about 2^11
    }
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    ((k as u128 + r) / 2) as u64
}

/// The other pile of the losing position that contains a pile of x (0 for 0).
pub fn wythoff_partner(x: u64) -> u64 {
    let f = floor_phi(x);
    // x = a_j needs j = ceil(x / phi) = f + 1 - x; otherwise x = b_i = a_i + i with a_i = f - x.
    if floor_phi(f + 1 - x) == x {
        f + 1
    } else {
        f - x
    }
}

pub fn wythoff_loses(a: u64, b: u64) -> bool {
    wythoff_partner(a) == b
}

/// A winning move from (a, b): the position after it, in the same pile order; None if the
/// mover loses.
pub fn wythoff_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (lo, hi) = (a.min(b), a.max(b));
    let p = wythoff_partner(lo);
    if p == hi {
        return None;
    }
    let (x, y) = if p < hi {
        (lo, p) // cut the bigger pile down to lo's partner
    } else {
        // lo = a_j with j > k = hi - lo, so lo > a_k: take lo - a_k from both piles.
        let ak = floor_phi(hi - lo);
        (ak, ak + hi - lo)
    };
    Some(if a <= b { (x, y) } else { (y, x) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Minimax from the rules: win[a][b] for piles <= n.
    fn brute(n: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n + 1]; n + 1];
        for a in 0..=n {
            for b in 0..=n {
                let one = (0..a).any(|x| !win[x][b]) || (0..b).any(|y| !win[a][y]);
                win[a][b] = one || (1..=a.min(b)).any(|t| !win[a - t][b - t]);
            }
        }
        win
    }

    fn legal(a: u64, b: u64, x: u64, y: u64) -> bool {
        (x == a && y < b) || (y == b && x < a) || (x < a && a - x == b.wrapping_sub(y))
    }

    #[test]
    fn every_small_position_against_minimax() {
        let n = 80;
        let win = brute(n);
        for a in 0..=n as u64 {
            for b in 0..=n as u64 {
                let w = win[a as usize][b as usize];
                assert_eq!(wythoff_loses(a, b), !w, "({a}, {b})");
                match wythoff_move(a, b) {
                    Some((x, y)) => {
                        assert!(w && legal(a, b, x, y), "({a}, {b}) -> ({x}, {y})");
                        assert!(!win[x as usize][y as usize], "({a}, {b}) -> ({x}, {y})");
                    }
                    None => assert!(!w),
                }
            }
        }
        assert!(wythoff_loses(1, 2) && wythoff_loses(7, 4) && !wythoff_loses(8, 4));
    }

    #[test]
    fn a_k_is_the_mex_sequence() {
        // a_k = the smallest number not yet in any earlier pair; b_k = a_k + k.
        let n = 100_000;
        let mut used = vec![false; 3 * n];
        let mut next = 0;
        for k in 0..n {
            while used[next] {
                next += 1;
            }
            assert_eq!(floor_phi(k as u64), next as u64, "a_{k}");
            assert_eq!(wythoff_partner(next as u64), (next + k) as u64);
            assert_eq!(wythoff_partner((next + k) as u64), next as u64);
            used[next] = true;
            used[next + k] = true;
        }
    }

    #[test]
    fn large_piles() {
        // Near 1e18 and 2^62: the defining inequalities a_k <= k phi < a_k + 1, as
        // (2 a_k - k)^2 <= 5 k^2 < (2 a_k + 2 - k)^2 in exact integers.
        for k in [
            1_000_000_000_000_000_000u64,
            (1 << 62) - 1,
            123_456_789_012_345_678,
        ] {
            let a = floor_phi(k) as i128;
            let (k2, k5) = (k as i128, 5 * (k as i128) * (k as i128));
            assert!((2 * a - k2).pow(2) <= k5 && k5 < (2 * a + 2 - k2).pow(2));
        }
        assert_eq!(
            floor_phi(1_000_000_000_000_000_000),
            1_618_033_988_749_894_848
        );
    }

    #[test]
    #[should_panic(expected = ">= 2^62")]
    fn piles_of_2_pow_62_panic() {
        wythoff_loses(1 << 62, 0);
    }

    proptest! {
        #[test]
        fn proptest_big_positions(a in 0u64..1 << 62, b in 0u64..1 << 62) {
            let p = wythoff_partner(a);
            if p < 1 << 62 {
                prop_assert_eq!(wythoff_partner(p), a);
            }
            let (lo, hi) = (a.min(p), a.max(p));
            prop_assert_eq!(floor_phi(hi - lo), lo);
            match wythoff_move(a, b) {
                Some((x, y)) => {
                    prop_assert!(legal(a, b, x, y));
                    prop_assert!(wythoff_loses(x, y));
                }
                None => prop_assert!(wythoff_loses(a, b)),
            }
        }
    }
}
