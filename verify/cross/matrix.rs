//! matrix_game (f64) and matrix_game_exact (i128) against support enumeration: by the
//! Shapley-Snow theorem some square submatrix M (a kernel) gives the value det M / s, s the sum
//! of M's cofactors, with the row player's weights the row sums of the cofactor matrix and the
//! column player's its column sums; a candidate whose weights are non-negative and hold det M / s
//! over the whole matrix proves the value. The oracle tries every pair of equal-size supports and
//! asserts that every proving candidate gives the same value.
use proptest::prelude::*;
use snippets::matrix_game::matrix_game;
use snippets::matrix_game_exact::matrix_game_exact;

fn det(a: &[Vec<i128>]) -> i128 {
    if a.is_empty() {
        return 1;
    }
    (0..a.len())
        .map(|j| [1, -1][j % 2] * a[0][j] * det(&minor(a, 0, j)))
        .sum()
}

fn minor(a: &[Vec<i128>], i: usize, j: usize) -> Vec<Vec<i128>> {
    let keep = |r: &Vec<i128>| (0..r.len()).filter(|&c| c != j).map(|c| r[c]).collect();
    (0..a.len())
        .filter(|&r| r != i)
        .map(|r| keep(&a[r]))
        .collect()
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// The value of `a` as a reduced fraction, by support enumeration.
fn support_enumeration(a: &[Vec<i64>]) -> (i128, i128) {
    let (m, n) = (a.len(), a[0].len());
    let mut value = None;
    for rows in 1u32..1 << m {
        for cols in (1u32..1 << n).filter(|c| c.count_ones() == rows.count_ones()) {
            let is: Vec<usize> = (0..m).filter(|i| rows >> i & 1 == 1).collect();
            let js: Vec<usize> = (0..n).filter(|j| cols >> j & 1 == 1).collect();
            let k = is.len();
            let sub: Vec<Vec<i128>> = is
                .iter()
                .map(|&i| js.iter().map(|&j| a[i][j] as i128).collect())
                .collect();
            let cof = |i: usize, j: usize| [1, -1][(i + j) % 2] * det(&minor(&sub, i, j));
            let mut p: Vec<i128> = (0..k).map(|i| (0..k).map(|j| cof(i, j)).sum()).collect();
            let mut q: Vec<i128> = (0..k).map(|j| (0..k).map(|i| cof(i, j)).sum()).collect();
            let (mut d, mut s) = (det(&sub), p.iter().sum::<i128>());
            if s == 0 {
                continue;
            }
            if s < 0 {
                p.iter_mut().chain(q.iter_mut()).for_each(|x| *x = -*x);
                (d, s) = (-d, -s);
            }
            if p.iter().chain(&q).any(|&x| x < 0) {
                continue;
            }
            // The row weights must hold d / s against every column, the column weights
            // concede at most d / s to every row (weights over s).
            let holds =
                (0..n).all(|j| (0..k).map(|t| p[t] * a[is[t]][j] as i128).sum::<i128>() >= d);
            let caps =
                (0..m).all(|i| (0..k).map(|t| a[i][js[t]] as i128 * q[t]).sum::<i128>() <= d);
            if holds && caps {
                let v = (d / gcd(d, s), s / gcd(d, s));
                assert!(
                    value.map_or(true, |w| w == v),
                    "{a:?}: two values {value:?} {v:?}"
                );
                value = Some(v);
            }
        }
    }
    value.unwrap_or_else(|| panic!("{a:?}: no kernel proves a value"))
}

fn check(a: &[Vec<i64>], worst: &mut f64) {
    let v = support_enumeration(a);
    let exact = matrix_game_exact(a);
    assert_eq!(exact.value, v, "{a:?}");
    let real: Vec<Vec<f64>> = a
        .iter()
        .map(|r| r.iter().map(|&x| x as f64).collect())
        .collect();
    let g = matrix_game(&real);
    let err = (g.value - v.0 as f64 / v.1 as f64).abs();
    assert!(err < 1e-9, "{a:?}: {} vs {}/{}", g.value, v.0, v.1);
    *worst = worst.max(err);
}

#[test]
fn every_tiny_matrix_matches_support_enumeration() {
    let sizes: [(usize, usize, usize); 6] = [
        (1, 4, 5),
        (4, 1, 5),
        (2, 2, 5),
        (2, 3, 3),
        (3, 2, 3),
        (3, 3, 3),
    ];
    let mut worst = 0.0f64;
    for (m, n, k) in sizes {
        for code in 0..k.pow((m * n) as u32) {
            let cell = |c: usize| (code / k.pow(c as u32) % k) as i64 - k as i64 / 2;
            let a: Vec<Vec<i64>> = (0..m)
                .map(|i| (0..n).map(|j| cell(i * n + j)).collect())
                .collect();
            check(&a, &mut worst);
        }
    }
    println!("every_tiny_matrix: largest f64 error {worst:e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_matrices_match_support_enumeration(
        m in 1usize..=5, n in 1usize..=5, r in 1i64..=30, seed in any::<u64>()
    ) {
        let mut x = seed | 1;
        let mut a = vec![vec![0; n]; m];
        for v in a.iter_mut().flatten() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *v = (x % (2 * r as u64 + 1)) as i64 - r;
        }
        check(&a, &mut 0.0);
    }
}

/// The f64 solver against the exact one on larger games, where enumeration is too slow.
#[test]
fn f64_matches_exact_on_8_by_8() {
    let (mut x, mut worst) = (88172645463325252u64, 0.0f64);
    for round in 0..200 {
        let r = [1, 3, 10, 40][round % 4];
        let (m, n) = (2 + round % 7, 8);
        let mut a = vec![vec![0i64; n]; m];
        for v in a.iter_mut().flatten() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *v = (x % (2 * r + 1)) as i64 - r as i64;
        }
        let e = matrix_game_exact(&a);
        let real: Vec<Vec<f64>> = a
            .iter()
            .map(|r| r.iter().map(|&x| x as f64).collect())
            .collect();
        let err = (matrix_game(&real).value - e.value.0 as f64 / e.value.1 as f64).abs();
        assert!(err < 1e-9, "{a:?}");
        worst = worst.max(err);
    }
    println!("f64_matches_exact_on_8_by_8: largest f64 error {worst:e}");
}
