//! Oracle for Timus 1417 "Space Poker 2" (problems/space_poker_2): std only, never the library.
//! brute: the croupier's optimal strategy by support enumeration over every pair of equal-size
//! row and column supports, each solved exactly (Cramer's rule with Bareiss determinants in
//! i128), checked against every pure reply; printed rounded to 9 digits (the judge wants 5).

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

/// num / den >= 0 rounded to `digits` decimals.
fn decimal(num: i128, den: i128, digits: u32) -> String {
    let scale = 10i128.pow(digits);
    let r = (2 * num * scale + den) / (2 * den);
    format!("{}.{:0w$}", r / scale, r % scale, w = digits as usize)
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<Vec<i64>> = (0..n)
        .map(|_| (0..n).map(|_| it.next().unwrap()).collect())
        .collect();
    let (_, y, _, _, dy) = equilibrium(&a);
    y.iter().map(|&p| decimal(p, dy, 9) + "\n").collect()
}

fn table(n: usize, seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |k: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % k
    };
    let mut out = format!("{}\n", n);
    for i in 0..n {
        let row: Vec<String> = (0..n)
            .map(|j| if i == j { 1000 } else { next(11) }.to_string())
            .collect();
        out += &(row.join(" ") + "\n");
    }
    out
}

pub fn random_input(seed: u64) -> String {
    table(2 + (seed % 4) as usize, seed) // N = 2..=5
}

pub fn worst_input() -> String {
    table(100, 7)
}
