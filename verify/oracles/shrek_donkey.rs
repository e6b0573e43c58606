//! Oracle for Codeforces 98E "Help Shrek and Donkey" (problems/shrek_donkey): std only.
//! brute: the same states (cards of the mover, cards of the other), each state's 2- or 3-row
//! game (guess / name an unknown card / bluff with an own card, against believe / disbelieve)
//! solved in exact fractions: the column player's best mix q lies at q = 0, q = 1 or where two
//! rows' lines cross, so the value is the least upper envelope over those points. Small m + n
//! only (m + n <= 10 fits; the fractions grow, an overflow panics).

#[derive(Clone, Copy, PartialEq, Debug)]
struct Q(i128, i128); // num / den, den > 0, reduced

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn q(n: i128, d: i128) -> Q {
    assert!(d != 0, "zero denominator");
    let g = gcd(n, d).max(1) * d.signum();
    Q(n / g, d / g)
}

fn mul(a: i128, b: i128) -> i128 {
    a.checked_mul(b)
        .expect("fraction overflow: use smaller inputs")
}

impl std::ops::Add for Q {
    type Output = Q;
    fn add(self, o: Q) -> Q {
        let g = gcd(self.1, o.1);
        q(
            mul(self.0, o.1 / g) + mul(o.0, self.1 / g),
            mul(self.1 / g, o.1),
        )
    }
}
impl std::ops::Sub for Q {
    type Output = Q;
    fn sub(self, o: Q) -> Q {
        self + Q(-o.0, o.1)
    }
}
impl std::ops::Mul for Q {
    type Output = Q;
    fn mul(self, o: Q) -> Q {
        let (g1, g2) = (gcd(self.0, o.1).max(1), gcd(o.0, self.1).max(1));
        q(mul(self.0 / g1, o.0 / g2), mul(self.1 / g2, o.1 / g1))
    }
}
fn div(a: Q, b: Q) -> Q {
    a * q(b.1, b.0)
}
impl PartialOrd for Q {
    fn partial_cmp(&self, o: &Q) -> Option<std::cmp::Ordering> {
        mul(self.0, o.1).partial_cmp(&mul(o.0, self.1))
    }
}

/// Value of a game with two columns (rows maximize): the column player plays column 0 with
/// probability t and minimizes the upper envelope of the rows' lines.
fn value_two_columns(rows: &[[Q; 2]]) -> Q {
    let (zero, one) = (q(0, 1), q(1, 1));
    let mut ts = vec![zero, one];
    for (i, r) in rows.iter().enumerate() {
        for s in &rows[i + 1..] {
            // r0 t + r1 (1 - t) = s0 t + s1 (1 - t)
            let slope = (r[0] - r[1]) - (s[0] - s[1]);
            if slope != zero {
                let t = div(s[1] - r[1], slope);
                if t >= zero && t <= one {
                    ts.push(t);
                }
            }
        }
    }
    let envelope = |t: Q| {
        rows.iter()
            .map(|r| r[0] * t + r[1] * (one - t))
            .fold(None, |m: Option<Q>, x| match m {
                Some(m) if m >= x => Some(m),
                _ => Some(x),
            })
            .unwrap()
    };
    ts.into_iter()
        .map(envelope)
        .fold(one, |m, x| if x < m { x } else { m })
}

fn decimal(x: Q, digits: u32) -> String {
    let scale = 10i128.pow(digits);
    let r = (2 * mul(x.0, scale) + x.1) / (2 * x.1);
    format!("{}.{:0w$}", r / scale, r % scale, w = digits as usize)
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (m, n) = (v[0], v[1]);
    let k = m.max(n);
    let mut p = vec![vec![q(0, 1); k + 1]; k + 1];
    for s in 0..=m + n {
        for a in 0..=k {
            if a > s || s - a > k {
                continue;
            }
            let b = s - a;
            p[a][b] = if b == 0 {
                q(1, 1)
            } else {
                let one = q(1, b as i128 + 1); // the table card among b + 1 unknown cards
                let held = q(b as i128, b as i128 + 1) * (q(1, 1) - p[b - 1][a]);
                let mut rows = vec![[one, one], [held, held + one]];
                if a > 0 {
                    rows.push([q(1, 1), q(1, 1) - p[b][a - 1]]);
                }
                value_two_columns(&rows)
            };
        }
    }
    let w = p[m][n];
    format!("{} {}\n", decimal(w, 12), decimal(q(1, 1) - w, 12))
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |k: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % k
    };
    let m = next(11);
    let n = next(11 - m); // m + n <= 10: the exact fractions fit in i128
    format!("{} {}\n", m, n)
}

pub fn worst_input() -> String {
    "1000 1000\n".to_string()
}
