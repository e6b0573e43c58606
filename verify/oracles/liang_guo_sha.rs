//! HDU 3910 "Liang Guo Sha": Alice and Bob each show "Sha" or "Shan" at the same time; both Sha:
//! Alice wins A, both Shan: Alice wins B, different: Bob wins C. Per line "A B C" (to EOF) print
//! Alice's expected gain per round under optimal mixed strategies, 6 decimals.
//! Oracle: the 2x2 payoff matrix solved from the definition with exact rationals. Alice's
//! guaranteed value is max over p of the smaller of the two column payoffs; that concave
//! piecewise-linear function peaks at p = 0, p = 1 or where the two columns cross, so all three
//! candidates are tried. Bob's side (min over q of the larger row payoff) is computed the same way
//! and must agree (minimax theorem), else the oracle panics.

/// A fraction n/d with d > 0.
#[derive(Clone, Copy, Debug)]
struct Q(i128, i128);

fn norm(n: i128, d: i128) -> Q {
    if d < 0 {
        Q(-n, -d)
    } else {
        Q(n, d)
    }
}
fn lt(a: Q, b: Q) -> bool {
    a.0 * b.1 < b.0 * a.1
}
fn eq(a: Q, b: Q) -> bool {
    a.0 * b.1 == b.0 * a.1
}

/// Expected payoff when the mixing player puts weight p on option 0 and 1 - p on option 1,
/// the options paying x0 and x1 against a fixed pure reply.
fn mix(p: Q, x0: i128, x1: i128) -> Q {
    // p*x0 + (1-p)*x1 = (p.0*x0 + (p.1-p.0)*x1) / p.1
    norm(p.0 * x0 + (p.1 - p.0) * x1, p.1)
}

/// The candidate mixing weights for a 2x2 game: both pure strategies and the crossing point of
/// the two lines p*a0 + (1-p)*a1 and p*b0 + (1-p)*b1, when it lies in [0, 1].
fn candidates(a0: i128, a1: i128, b0: i128, b1: i128) -> Vec<Q> {
    let mut c = vec![Q(0, 1), Q(1, 1)];
    // p*(a0-a1) + a1 = p*(b0-b1) + b1  =>  p = (b1-a1) / ((a0-a1)-(b0-b1))
    let den = (a0 - a1) - (b0 - b1);
    if den != 0 {
        let p = norm(b1 - a1, den);
        if p.0 >= 0 && p.0 <= p.1 {
            c.push(p);
        }
    }
    c
}

/// m[i][j]: Alice's gain when Alice plays i, Bob plays j (0 = Sha, 1 = Shan).
fn value(m: [[i128; 2]; 2]) -> Q {
    // Alice mixes rows with weight p on row 0; Bob answers with the worse column for her.
    let mut lower: Option<Q> = None;
    for p in candidates(m[0][0], m[1][0], m[0][1], m[1][1]) {
        let c0 = mix(p, m[0][0], m[1][0]);
        let c1 = mix(p, m[0][1], m[1][1]);
        let worst = if lt(c1, c0) { c1 } else { c0 };
        if lower.map_or(true, |l| lt(l, worst)) {
            lower = Some(worst);
        }
    }
    // Bob mixes columns with weight q on column 0; Alice answers with the better row for her.
    let mut upper: Option<Q> = None;
    for q in candidates(m[0][0], m[0][1], m[1][0], m[1][1]) {
        let r0 = mix(q, m[0][0], m[0][1]);
        let r1 = mix(q, m[1][0], m[1][1]);
        let best = if lt(r0, r1) { r1 } else { r0 };
        if upper.map_or(true, |u| lt(best, u)) {
            upper = Some(best);
        }
    }
    let (l, u) = (lower.unwrap(), upper.unwrap());
    assert!(eq(l, u), "lower value {:?} != upper value {:?}", l, u);
    l
}

/// n/d rounded to 6 decimals (half away from zero), as text.
fn fmt6(v: Q) -> String {
    let neg = v.0 < 0;
    let n = v.0.abs() * 1_000_000;
    let mut r = n / v.1;
    if 2 * (n % v.1) >= v.1 {
        r += 1;
    }
    let s = format!("{}.{:06}", r / 1_000_000, r % 1_000_000);
    if neg && r != 0 {
        format!("-{}", s)
    } else {
        s
    }
}

pub fn brute(input: &str) -> String {
    let v: Vec<i128> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut out = String::new();
    for t in v.chunks(3) {
        if t.len() < 3 {
            break;
        }
        let (a, b, c) = (t[0], t[1], t[2]);
        let m = [[a, -c], [-c, b]];
        out += &fmt6(value(m));
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
    let lines = 1 + next(&mut x) % 8;
    let mut s = String::new();
    for _ in 0..lines {
        let (a, b, c) = match next(&mut x) % 6 {
            // small values: many exact ties and tiny denominators
            0 | 1 => (
                1 + next(&mut x) % 10,
                1 + next(&mut x) % 10,
                1 + next(&mut x) % 10,
            ),
            // value exactly 0: A = u t^2, B = u s^2, C = u t s
            2 => {
                let (t, s2) = (1 + next(&mut x) % 20, 1 + next(&mut x) % 20);
                let u = 1 + next(&mut x) % (100_000 / (t.max(s2) * t.max(s2)));
                (u * t * t, u * s2 * s2, u * t * s2)
            }
            3 => (
                1 + next(&mut x) % 1000,
                1 + next(&mut x) % 1000,
                1 + next(&mut x) % 1000,
            ),
            // one value at the top of the range
            4 => (
                100_000 - next(&mut x) % 3,
                1 + next(&mut x) % 100_000,
                1 + next(&mut x) % 100_000,
            ),
            _ => (
                1 + next(&mut x) % 100_000,
                1 + next(&mut x) % 100_000,
                1 + next(&mut x) % 100_000,
            ),
        };
        s += &format!("{} {} {}\n", a, b, c);
    }
    s
}

pub fn worst_input() -> String {
    // the number of lines is not bounded in the statement; 200 000 lines of large values
    let mut x = 987_654_321u64;
    let mut s = String::new();
    s += "100000 100000 100000\n1 1 100000\n100000 100000 1\n";
    for _ in 0..200_000 {
        let a = 1 + next(&mut x) % 100_000;
        let b = 1 + next(&mut x) % 100_000;
        let c = 1 + next(&mut x) % 100_000;
        s += &format!("{} {} {}\n", a, b, c);
    }
    s
}
