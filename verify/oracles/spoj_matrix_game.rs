//! SPOJ MTRGAME "Matrix Game": P1 picks a row i, P2 a column j at the same time, P2 pays P1
//! M[i][j]; print the value of the game (P1's mean gain under optimal mixed play), 3 decimals,
//! one line per test case. Oracle: both players' linear programs solved by enumerating the
//! vertices of their feasible sets in exact fractions (every choice of tight constraints, the
//! linear system solved by Gaussian elimination, infeasible points dropped); the two optima
//! must agree (the minimax theorem), the common value is printed rounded half away from zero.

#[derive(Clone, Copy, PartialEq, Debug)]
struct Q {
    n: i128,
    d: i128, // > 0, gcd(n, d) = 1
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn mul(a: i128, b: i128) -> i128 {
    a.checked_mul(b).expect("oracle overflow")
}

fn q(n: i128, d: i128) -> Q {
    assert!(d != 0);
    let g = gcd(n, d).max(1);
    let s = if d < 0 { -1 } else { 1 };
    Q { n: s * n / g, d: s * d / g }
}

fn add(a: Q, b: Q) -> Q {
    let g = gcd(a.d, b.d);
    let n = mul(a.n, b.d / g)
        .checked_add(mul(b.n, a.d / g))
        .expect("oracle overflow");
    q(n, mul(a.d / g, b.d))
}
fn neg(a: Q) -> Q {
    Q { n: -a.n, d: a.d }
}
fn sub(a: Q, b: Q) -> Q {
    add(a, neg(b))
}
fn times(a: Q, b: Q) -> Q {
    let g1 = gcd(a.n, b.d).max(1);
    let g2 = gcd(b.n, a.d).max(1);
    q(mul(a.n / g1, b.n / g2), mul(a.d / g2, b.d / g1))
}
fn div(a: Q, b: Q) -> Q {
    assert!(b.n != 0);
    times(a, q(b.d, b.n))
}
fn cmp(a: Q, b: Q) -> std::cmp::Ordering {
    mul(a.n, b.d).cmp(&mul(b.n, a.d))
}
fn int(x: i64) -> Q {
    q(x as i128, 1)
}

/// Solves the square system `a x = b`; None if singular.
fn solve(mut a: Vec<Vec<Q>>, mut b: Vec<Q>) -> Option<Vec<Q>> {
    let k = b.len();
    for c in 0..k {
        let p = (c..k).find(|&r| a[r][c].n != 0)?;
        a.swap(c, p);
        b.swap(c, p);
        for r in 0..k {
            if r != c && a[r][c].n != 0 {
                let f = div(a[r][c], a[c][c]);
                for cc in c..k {
                    a[r][cc] = sub(a[r][cc], times(f, a[c][cc]));
                }
                b[r] = sub(b[r], times(f, b[c]));
            }
        }
    }
    Some((0..k).map(|i| div(b[i], a[i][i])).collect())
}

/// All k-subsets of 0..n.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for mask in 0u32..(1u32 << n) {
        if mask.count_ones() as usize == k {
            out.push((0..n).filter(|&i| mask >> i & 1 == 1).collect());
        }
    }
    out
}

/// max t subject to: x in the probability simplex over r strategies, and for every one of the
/// c opposing pure strategies j, sum_i x_i g(i, j) >= t. (The row player with g = M; the column
/// player, as a maximizer of -gain, with g(j, i) = -M[i][j].)
fn lp_max(r: usize, c: usize, g: &dyn Fn(usize, usize) -> Q) -> Q {
    // variables x_0..x_{r-1}, t. Inequalities: 0..r are x_i >= 0, r..r+c are sum x g - t >= 0.
    let row = |k: usize| -> Vec<Q> {
        let mut v = vec![int(0); r + 1];
        if k < r {
            v[k] = int(1);
        } else {
            for i in 0..r {
                v[i] = g(i, k - r);
            }
            v[r] = int(-1);
        }
        v
    };
    let mut best: Option<Q> = None;
    for s in subsets(r + c, r) {
        let mut a = vec![];
        let mut b = vec![];
        let mut eq = vec![int(1); r + 1];
        eq[r] = int(0);
        a.push(eq);
        b.push(int(1));
        for &k in &s {
            a.push(row(k));
            b.push(int(0));
        }
        let x = match solve(a, b) {
            Some(x) => x,
            None => continue,
        };
        let feasible = (0..r + c).all(|k| {
            let lhs = row(k)
                .iter()
                .zip(&x)
                .fold(int(0), |acc, (&u, &w)| add(acc, times(u, w)));
            lhs.n >= 0
        });
        if feasible && best.map_or(true, |bv| cmp(x[r], bv) == std::cmp::Ordering::Greater) {
            best = Some(x[r]);
        }
    }
    best.expect("the LP has a vertex")
}

fn value(m: &[Vec<i64>]) -> Q {
    let (r, c) = (m.len(), m[0].len());
    let v1 = lp_max(r, c, &|i, j| int(m[i][j]));
    let v2 = neg(lp_max(c, r, &|j, i| int(-m[i][j])));
    assert_eq!(v1, v2, "minimax: row and column values differ");
    v1
}

fn fmt3(v: Q) -> String {
    // round |v| * 1000 half up, keep the sign unless the result is 0
    let a = v.n.abs() * 1000;
    let k = (2 * a + v.d) / (2 * v.d);
    let sign = if v.n < 0 && k > 0 { "-" } else { "" };
    format!("{}{}.{:03}", sign, k / 1000, k % 1000)
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let r = it.next().unwrap() as usize;
        let c = it.next().unwrap() as usize;
        let m: Vec<Vec<i64>> = (0..r)
            .map(|_| (0..c).map(|_| it.next().unwrap()).collect())
            .collect();
        out += &fmt3(value(&m));
        out += "\n";
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..3 {
        next(&mut x);
    }
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let r = 1 + next(&mut x) % 3;
        let (c, lim) = match next(&mut x) % 4 {
            0 => (1 + next(&mut x) % 8, 3),
            1 => (1 + next(&mut x) % 6, 10),
            2 => (1 + next(&mut x) % 4, 100),
            _ => (1 + next(&mut x) % 3, 150_000),
        };
        s += &format!("{} {}\n", r, c);
        for _ in 0..r {
            let row: Vec<String> = (0..c)
                .map(|_| ((next(&mut x) % (2 * lim + 1)) as i64 - lim as i64).to_string())
                .collect();
            s += &row.join(" ");
            s += "\n";
        }
    }
    s
}

/// Input set 3 at its limits: 10 cases of 2 x 100000, |values| <= 150000. The first case's
/// columns are (nearly) tangents of one concave curve, so almost every column is on the lower
/// envelope of P1's mixing line; the rest are random.
pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let n = 100_000usize;
    let mut s = String::from("10\n");
    for case in 0..10 {
        s += &format!("2 {}\n", n);
        let (mut top, mut bot) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for j in 0..n {
            if case == 0 {
                // slope sl in [-75000, 75000], intercept (75000 - sl)^2 / 300000
                let sl = -75_000 + (j as i64 * 150_000) / (n as i64 - 1);
                let b = (75_000 - sl) * (75_000 - sl) / 300_000;
                top.push(b + sl); // row 0: P1 plays it with probability p
                bot.push(b);
            } else {
                top.push((next(&mut x) % 300_001) as i64 - 150_000);
                bot.push((next(&mut x) % 300_001) as i64 - 150_000);
            }
        }
        for row in [top, bot] {
            let r: Vec<String> = row.iter().map(|v| v.to_string()).collect();
            s += &r.join(" ");
            s += "\n";
        }
    }
    s
}
