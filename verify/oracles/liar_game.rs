//! Oracle for THUPC 2023 preliminary J "LIAR GAME!" (Luogu P9142, problems/liar_game): std only.
//! brute: both strategies by support enumeration over every pair of equal-size row and column
//! supports of the (n + 1) x (n + 1) game (payoffs doubled to integers), each solved exactly
//! (Cramer's rule with Bareiss determinants in i128) and checked against every pure reply; the
//! fractions printed modulo 998244353. Small n only (n <= 5). The support-enumeration part is
//! the one of verify/oracles/space_poker_2.rs (each oracle stands alone).

/// Determinant of an integer matrix (Bareiss: every division is exact).
fn det(mut m: Vec<Vec<i128>>) -> i128 {
    let n = m.len();
    let (mut sign, mut prev) = (1, 1);
    for k in 0..n {
        if m[k][k] == 0 {
            match (k + 1..n).find(|&r| m[r][k] != 0) {
                Some(r) => {
                    m.swap(k, r);
                    sign = -sign;
                }
                None => return 0,
            }
        }
        for i in k + 1..n {
            for j in k + 1..n {
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / prev;
            }
        }
        prev = m[k][k];
    }
    sign * m[n - 1][n - 1]
}

/// Solves sum_t w_t * coef(s, t) - v = 0 for each s in `eqs`, sum_t w_t = 1, over the unknowns
/// w_t (t in `vars`) and v, by Cramer's rule: Some((numerators of w, numerator of v, common
/// positive denominator)), None when singular.
fn kernel(
    eqs: &[usize],
    vars: &[usize],
    coef: &dyn Fn(usize, usize) -> i64,
) -> Option<(Vec<i128>, i128, i128)> {
    let k = vars.len();
    let mut m = vec![vec![0i128; k + 1]; k + 1];
    for (r, &s) in eqs.iter().enumerate() {
        for (c, &t) in vars.iter().enumerate() {
            m[r][c] = coef(s, t) as i128;
        }
        m[r][k] = -1;
    }
    for x in &mut m[k][..k] {
        *x = 1;
    }
    let d = det(m.clone());
    if d == 0 {
        return None;
    }
    let mut num = Vec::new();
    for c in 0..=k {
        let mut mc = m.clone();
        for (r, row) in mc.iter_mut().enumerate() {
            row[c] = if r == k { 1 } else { 0 };
        }
        num.push(det(mc));
    }
    let s = d.signum();
    let v = num.pop().unwrap() * s;
    Some((num.iter().map(|x| x * s).collect(), v, d * s))
}

fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    (0u32..1 << n)
        .filter(|m| m.count_ones() as usize == k)
        .map(|m| (0..n).filter(|&i| m >> i & 1 == 1).collect())
        .collect()
}

/// An equilibrium of the zero-sum game `a` (rows maximize): (row numerators, col numerators,
/// value numerator, their denominators (row, col)).
fn equilibrium(a: &[Vec<i64>]) -> (Vec<i128>, Vec<i128>, i128, i128, i128) {
    let (m, n) = (a.len(), a[0].len());
    for k in 1..=m.min(n) {
        for rows in subsets(m, k) {
            for cols in subsets(n, k) {
                let Some((y, vy, dy)) = kernel(&rows, &cols, &|i, j| a[i][j]) else {
                    continue;
                };
                let Some((x, vx, dx)) = kernel(&cols, &rows, &|j, i| a[i][j]) else {
                    continue;
                };
                if y.iter().chain(&x).any(|&p| p < 0) {
                    continue;
                }
                // no pure reply does better than the value against either strategy
                let row_ok = (0..m).all(|i| {
                    let s: i128 = cols
                        .iter()
                        .zip(&y)
                        .map(|(&j, &p)| a[i][j] as i128 * p)
                        .sum();
                    s <= vy
                });
                let col_ok = (0..n).all(|j| {
                    let s: i128 = rows
                        .iter()
                        .zip(&x)
                        .map(|(&i, &p)| a[i][j] as i128 * p)
                        .sum();
                    s >= vx
                });
                if row_ok && col_ok {
                    let (mut xr, mut yc) = (vec![0; m], vec![0; n]);
                    rows.iter().zip(&x).for_each(|(&i, &p)| xr[i] = p);
                    cols.iter().zip(&y).for_each(|(&j, &p)| yc[j] = p);
                    return (xr, yc, vy, dx, dy);
                }
            }
        }
    }
    panic!("no equilibrium found: support enumeration is broken");
}

const P: i128 = 998_244_353;

fn modpow(mut b: i128, mut e: i128) -> i128 {
    let mut r = 1;
    b %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    r
}

/// num / den modulo P (den not a multiple of P).
fn modfrac(num: i128, den: i128) -> i128 {
    assert!(den % P != 0, "denominator divisible by the modulus");
    num.rem_euclid(P) * modpow(den.rem_euclid(P), P - 2) % P
}

pub fn brute(input: &str) -> String {
    let n: usize = input.trim().parse().unwrap();
    assert!(n <= 5, "brute is for small n");
    // the smuggler (rows) puts x, the prosecutor (columns) guesses y; the smuggler gets 0 when
    // x = y, x when x > y, y / 2 when x < y: doubled, 2x and y
    let a: Vec<Vec<i64>> = (0..=n as i64)
        .map(|x| {
            (0..=n as i64)
                .map(|y| {
                    if x == y {
                        0
                    } else if x > y {
                        2 * x
                    } else {
                        y
                    }
                })
                .collect()
        })
        .collect();
    let (x, y, _, dx, dy) = equilibrium(&a);
    let line = |v: &[i128], d: i128| {
        v.iter()
            .map(|&p| modfrac(p, d).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{}\n{}\n", line(&x, dx), line(&y, dy))
}

pub fn random_input(seed: u64) -> String {
    format!("{}\n", 1 + seed % 5)
}

pub fn worst_input() -> String {
    "400000\n".to_string()
}
