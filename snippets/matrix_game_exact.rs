//! Exact value of an integer zero-sum matrix game as a fraction, and optimal mixed strategies as
//!   exact fractions: a fraction-free (integer) simplex with Bland's rule; rows maximize.
//! For a p/q answer, or decimals compared as strings where a tie (a 5 just past the last digit)
//!   can occur; a tolerance checker, reals, n past ~5000 (~n pivots), big entries: `matrix_game`.
//! Usage: `let g = matrix_game_exact(&a); let (p, q) = g.value;` p/q reduced, q > 0; exact
//!   probabilities `g.row[i] / d`, `g.col[j] / d`, with `let d: i128 = g.row.iter().sum();`.
//! Time: O(m (m + n)) i128 operations per pivot. Limits: the tableau holds minors of order <= k
//!   = min(m, n) + 1, multiplied in pairs: no overflow (checked: else a panic) while (sqrt(k)
//!   (R + 1))^k < 9e18, R = max - min: min(m, n) = 2: R < 1e6, 3: R < 27000, 5: 580, 8: 40.
//! Source: Edmonds 1967 / Bareiss 1968 (integer-preserving pivots); Bland 1977.
//! Status: tests below (exact certificates exhaustively on 2 x 2 .. 3 x 3, proptest to 6 x 6);
//!   verify/cross/matrix.rs vs support enumeration (Shapley-Snow kernels).

/// A solved integer matrix game: `value` = p/q for the row player (reduced, q > 0); `row`, `col`:
/// optimal mixed strategies as numerators over d, the sum of either (both sum to d).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixGameExact {
    pub value: (i128, i128),
    pub row: Vec<i128>,
    pub col: Vec<i128>,
}

/// p x - a b, or a panic naming the broken limit.
fn cross(p: i128, x: i128, a: i128, b: i128) -> i128 {
    let products = p.checked_mul(x).zip(a.checked_mul(b));
    let msg = "matrix_game_exact: i128 overflow: entries or size past the header's limits";
    products.and_then(|(u, v)| u.checked_sub(v)).expect(msg)
}

/// The exact value of `a` (row i, column j: what the column player pays the row player) and
/// exact optimal mixed strategies. Panics on an empty or ragged matrix, or past the limits.
pub fn matrix_game_exact(a: &[Vec<i64>]) -> MatrixGameExact {
    let (m, n) = (a.len(), a.first().map_or(0, |r| r.len()));
    let ok = n > 0 && a.iter().all(|r| r.len() == n);
    assert!(
        ok,
        "matrix_game_exact: the matrix must be non-empty and rectangular"
    );
    let lo = *a.iter().flatten().min().unwrap() as i128;
    // The column player's LP: max sum y subject to A'y <= 1, y >= 0, A' = a - lo + 1 >= 1; its
    // duals are the row player's x. Tableau columns: y (n), slacks (m), right-hand side; the
    // last row holds the reduced costs. The true tableau is t / d, d the basis determinant:
    // each pivot (p t[i] - t[i][c] t[r]) / d divides exactly (Bareiss), so t stays integer.
    let w = n + m + 1;
    let mut t = vec![vec![0i128; w]; m + 1];
    for (i, (ti, ai)) in t.iter_mut().zip(a).enumerate() {
        ti.iter_mut()
            .zip(ai)
            .for_each(|(x, &y)| *x = y as i128 - lo + 1);
        (ti[n + i], ti[w - 1]) = (1, 1);
    }
    t[m][..n].fill(-1);
    let (mut basis, mut d): (Vec<usize>, i128) = ((n..n + m).collect(), 1);
    // Bland's rule: the lowest column with a negative reduced cost enters, and of the rows of
    // minimum ratio t[i][w-1] / t[i][c] the one of the lowest basic variable leaves.
    while let Some(c) = (0..w - 1).find(|&j| t[m][j] < 0) {
        let rows = (0..m).filter(|&i| t[i][c] > 0); // A' >= 1 bounds the LP: never empty
        let r = rows.min_by(|&i, &k| {
            let x = cross(t[k][c], t[i][w - 1], t[i][c], t[k][w - 1]); // < 0: i's ratio is lower
            x.cmp(&0).then(basis[i].cmp(&basis[k]))
        });
        let (r, p) = (r.unwrap(), t[r.unwrap()][c]);
        let pivot = std::mem::take(&mut t[r]); // out of the table while the rows change
        for i in (0..=m).filter(|&i| i != r) {
            let f = t[i][c];
            for (x, &y) in t[i].iter_mut().zip(&pivot) {
                *x = cross(p, *x, f, y) / d;
            }
        }
        t[r] = pivot;
        (d, basis[r]) = (p, c);
    }
    // sum y = sum x = s / d = 1 / v', so v = v' + lo - 1 = (d + (lo - 1) s) / s.
    let (s, mut col) = (t[m][w - 1], vec![0; n]);
    for (i, &b) in basis.iter().enumerate().filter(|&(_, &b)| b < n) {
        col[b] = t[i][w - 1];
    }
    let num = cross(lo - 1, s, -1, d);
    let (mut g, mut h) = (s, num.abs()); // gcd(num, s)
    while h != 0 {
        (g, h) = (h, g % h);
    }
    let (value, row) = ((num / g, s / g), t[m][n..n + m].to_vec());
    MatrixGameExact { value, row, col }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn gcd(a: i128, b: i128) -> i128 {
        if b == 0 {
            a.abs()
        } else {
            gcd(b, a % b)
        }
    }

    /// Checks `g` exactly: both strategies are non-negative and sum to one `den`, the row mix
    /// earns at least p/q against every column and the column mix concedes at most p/q
    /// against every row (which proves p/q is the value), and p/q is reduced.
    fn certify(a: &[Vec<i64>], g: &MatrixGameExact) {
        let ((p, q), den) = (g.value, g.row.iter().sum::<i128>());
        assert!(q > 0 && den > 0 && gcd(p, q) == 1, "{a:?}: {g:?}");
        assert_eq!((g.row.len(), g.col.len()), (a.len(), a[0].len()));
        for s in [&g.row, &g.col] {
            assert!(
                s.iter().all(|&x| x >= 0) && s.iter().sum::<i128>() == den,
                "{a:?}: {g:?}"
            );
        }
        for j in 0..a[0].len() {
            let earn: i128 = (0..a.len()).map(|i| g.row[i] * a[i][j] as i128).sum();
            assert!(
                earn * q >= p * den,
                "{a:?}: {g:?}: column {j} holds the row mix to less"
            );
        }
        for (i, r) in a.iter().enumerate() {
            let pay: i128 = r.iter().zip(&g.col).map(|(&x, &y)| x as i128 * y).sum();
            assert!(
                pay * q <= p * den,
                "{a:?}: {g:?}: row {i} earns more on the column mix"
            );
        }
    }

    fn game(a: &[&[i64]]) -> Vec<Vec<i64>> {
        a.iter().map(|r| r.to_vec()).collect()
    }

    /// The strategies as reduced fractions (numerator, denominator).
    fn fractions(s: &[i128], den: i128) -> Vec<(i128, i128)> {
        s.iter()
            .map(|&x| (x / gcd(x, den), den / gcd(x, den)))
            .collect()
    }

    #[test]
    #[allow(clippy::type_complexity)]
    fn named_games() {
        let cases: &[(&[&[i64]], (i128, i128), &[(i128, i128)], &[(i128, i128)])] = &[
            // rock-paper-scissors: value 0, both uniform
            (
                &[&[0, -1, 1], &[1, 0, -1], &[-1, 1, 0]],
                (0, 1),
                &[(1, 3); 3],
                &[(1, 3); 3],
            ),
            (
                &[&[2, -1], &[-1, 1]],
                (1, 5),
                &[(2, 5), (3, 5)],
                &[(2, 5), (3, 5)],
            ),
            (
                &[&[4, 2, 5], &[1, 0, 3], &[3, 1, 2]],
                (2, 1),
                &[(1, 1), (0, 1), (0, 1)],
                &[(0, 1), (1, 1), (0, 1)],
            ),
            // row 2 is dominated, then column 2: [[3, 0], [0, 3]] is left, value 3/2
            (
                &[&[3, 0, 4], &[0, 3, 4], &[1, 1, 5]],
                (3, 2),
                &[(1, 2), (1, 2), (0, 1)],
                &[(1, 2), (1, 2), (0, 1)],
            ),
            (
                &[&[5, -3, 2, 7]],
                (-3, 1),
                &[(1, 1)],
                &[(0, 1), (1, 1), (0, 1), (0, 1)],
            ),
            (
                &[&[5], &[-3], &[7]],
                (7, 1),
                &[(0, 1), (0, 1), (1, 1)],
                &[(1, 1)],
            ),
            (&[&[-8]], (-8, 1), &[(1, 1)], &[(1, 1)]),
            // a value whose decimals tie at the rounding digit: 1/8 = 0.125
            (
                &[&[1, 0], &[0, 7]],
                (7, 8),
                &[(7, 8), (1, 8)],
                &[(7, 8), (1, 8)],
            ),
            (
                &[&[i64::MIN, i64::MAX]],
                (i64::MIN as i128, 1),
                &[(1, 1)],
                &[(1, 1), (0, 1)],
            ),
        ];
        for &(a, value, row, col) in cases {
            let a = game(a);
            let g = matrix_game_exact(&a);
            certify(&a, &g);
            assert_eq!(g.value, value, "{a:?}");
            let d = g.row.iter().sum();
            assert_eq!(
                (fractions(&g.row, d), fractions(&g.col, d)),
                (row.to_vec(), col.to_vec())
            );
        }
    }

    #[test]
    fn degenerate_games() {
        for a in [
            vec![vec![7; 4]; 3],
            vec![vec![1, 1], vec![1, 1], vec![0, 2]],
            vec![vec![0, 0, 1], vec![0, 0, -1]],
            vec![vec![1, 2, 3], vec![1, 2, 3]],
            vec![vec![0; 5]; 2],
        ] {
            certify(&a, &matrix_game_exact(&a));
        }
        assert_eq!(matrix_game_exact(&vec![vec![7; 4]; 3]).value, (7, 1));
    }

    #[test]
    fn every_tiny_matrix_is_certified() {
        // All 1 x 3 .. 3 x 3 matrices over {-1, 0, 1}, and all 2 x 2 over {-2..=2}.
        let sizes: [(usize, usize, usize); 7] = [
            (1, 3, 3),
            (3, 1, 3),
            (2, 2, 3),
            (2, 3, 3),
            (3, 2, 3),
            (3, 3, 3),
            (2, 2, 5),
        ];
        for (m, n, k) in sizes {
            for code in 0..k.pow((m * n) as u32) {
                let cell = |c: usize| (code / k.pow(c as u32) % k) as i64 - k as i64 / 2;
                let a: Vec<Vec<i64>> = (0..m)
                    .map(|i| (0..n).map(|j| cell(i * n + j)).collect())
                    .collect();
                certify(&a, &matrix_game_exact(&a));
            }
        }
    }

    proptest! {
        #[test]
        fn random_games_are_certified(m in 1usize..=6, n in 1usize..=6, seed in any::<u64>(), r in 1i64..100) {
            let mut x = seed | 1;
            let mut a = vec![vec![0; n]; m];
            for v in a.iter_mut().flatten() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *v = (x % (2 * r as u64 + 1)) as i64 - r;
            }
            certify(&a, &matrix_game_exact(&a));
        }
    }

    #[test]
    fn the_header_limits_hold_with_room() {
        // 8 x 8 with R = 40 and 3 x 8 with R = 27000: alternating extremes, no overflow.
        for (m, r) in [(8usize, 40i64), (3, 27_000)] {
            let a: Vec<Vec<i64>> = (0..m)
                .map(|i| {
                    (0..8)
                        .map(|j| [0, r][(i * 7 + j * 3 + i * j) % 2])
                        .collect()
                })
                .collect();
            certify(&a, &matrix_game_exact(&a));
        }
    }

    #[test]
    #[should_panic(expected = "matrix_game_exact: i128 overflow")]
    fn past_the_limits_panics() {
        let big = 1i64 << 62;
        matrix_game_exact(&[vec![big, 0, 1], vec![0, big, 2], vec![3, 1, big]]);
    }

    #[test]
    #[should_panic(expected = "matrix_game_exact: the matrix must be non-empty and rectangular")]
    fn empty_panics() {
        matrix_game_exact(&[vec![]]);
    }

    #[test]
    #[should_panic(expected = "matrix_game_exact: the matrix must be non-empty and rectangular")]
    fn ragged_panics() {
        matrix_game_exact(&[vec![1, 2], vec![3]]);
    }
}
