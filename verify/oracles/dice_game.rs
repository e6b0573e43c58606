//! Oracle for CODE FESTIVAL 2016 Grand Final D "Dice Game" (problems/dice_game): std only.
//! brute: Petr picks red with probability t; against it tourist answers each number with the
//! likelier color, so he wins f(t) = sum_k max(t p_k, (1 - t) q_k) / 100, convex and piecewise
//! linear in t. Petr's optimum lies at t = 0, t = 1 or a kink t = q_k / (p_k + q_k): the least
//! f over those, in exact fractions, rounded to 12 digits.

pub fn brute(input: &str) -> String {
    let v: Vec<i128> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (p, q) = (&v[..6], &v[6..12]);
    let mut ts = vec![(0, 1), (1, 1)];
    ts.extend(
        (0..6)
            .filter(|&k| p[k] + q[k] > 0)
            .map(|k| (q[k], p[k] + q[k])),
    );
    // f(a / b) = num / (100 b); keep the least as a fraction
    let (mut num, mut den) = (1, 1); // f <= 1 everywhere
    for (a, b) in ts {
        let n: i128 = (0..6).map(|k| (a * p[k]).max((b - a) * q[k])).sum();
        if n * den < num * 100 * b {
            num = n;
            den = 100 * b;
        }
    }
    let scale = 10i128.pow(12);
    let r = (2 * num * scale + den) / (2 * den);
    format!("{}.{:012}\n", r / scale, r % scale)
}

fn die(next: &mut dyn FnMut(u64) -> u64) -> Vec<u64> {
    let faces = 1 + next(6); // how many faces may be nonzero
    let mut cuts: Vec<u64> = (1..faces).map(|_| next(101)).collect();
    cuts.push(0);
    cuts.push(100);
    cuts.sort();
    let mut d: Vec<u64> = cuts.windows(2).map(|w| w[1] - w[0]).collect();
    d.resize(6, 0);
    for i in (1..6).rev() {
        d.swap(i, next(i as u64 + 1) as usize);
    }
    d
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |k: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % k
    };
    let p = die(&mut next);
    let q = if next(8) == 0 {
        p.clone()
    } else {
        die(&mut next)
    };
    let line = |d: &[u64]| {
        d.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{}\n{}\n", line(&p), line(&q))
}

pub fn worst_input() -> String {
    "17 16 17 16 17 17\n16 17 16 17 17 17\n".to_string()
}
