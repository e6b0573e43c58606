//! Oracle for Kattis 2naire / UVa 10900 "So you want to be a 2^n-aire?" (problems/two_n_aire):
//! backward induction from the rules: after question i (prize 2^i) the player sees p ~ U[t, 1] and
//! takes the better of quitting (2^i) and answering (p times the value of the next stage); the
//! expectation over p is the integral of that maximum, done piece by piece (quit below the break
//! point, answer above it).

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Expected prize with n questions and p uniform on [t, 1].
fn value(n: u32, t: f64) -> f64 {
    let mut next = (1u64 << n) as f64; // after the last question: keep 2^n
    for i in (0..n).rev() {
        let quit = (1u64 << i) as f64;
        // E over p of max(quit, p * next)
        next = if t >= 1.0 {
            quit.max(next)
        } else {
            let cut = (quit / next).max(t).min(1.0); // quit for p < cut, answer for p >= cut
            (quit * (cut - t) + next * (1.0 - cut * cut) / 2.0) / (1.0 - t)
        };
    }
    next
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace();
    let mut out = String::new();
    loop {
        let n: u32 = it.next().unwrap().parse().unwrap();
        let t: f64 = it.next().unwrap().parse().unwrap();
        if n == 0 {
            break;
        }
        out.push_str(&format!("{:.3}\n", value(n, t)));
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let cases = 1 + rng(&mut s) % 5;
    let mut out = String::new();
    for _ in 0..cases {
        let n = 1 + rng(&mut s) % 30;
        let t = match rng(&mut s) % 6 {
            0 => "0".to_string(),
            1 => "1".to_string(),
            2 => format!("0.{}", rng(&mut s) % 10),
            _ => format!("0.{:03}", rng(&mut s) % 1000),
        };
        out.push_str(&format!("{} {}\n", n, t));
    }
    out.push_str("0 0\n");
    out
}

pub fn worst_input() -> String {
    let mut out = String::new();
    for k in 0..300u32 {
        out.push_str(&format!("30 {:.3}\n", f64::from(k) / 299.0));
    }
    out.push_str("0 0\n");
    out
}
