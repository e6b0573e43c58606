//! Codeforces 1310F "Bad Cryptography": for pairs (a, b) of nimbers below 2^64 print some x in
//! [0, 2^64) with a^(nim x) = b, or -1. Several x are right, so `check` is the judge.
//! Nim multiplication is the statement's pseudo-code, transcribed (`mul_pow2` / `multiply`), with
//! the 64 x 64 products of single bits tabled once through that same code.
//! check: an answer x is verified by raising a to the x-th nim power (square and multiply); an
//! answer -1 is verified by listing the powers 1, a, a^2, ... until they return to 1 (they must:
//! the nimbers below 2^64 form a finite field) and seeing that b is not among them. random_input
//! only makes pairs where a's powers cycle within CAP, so check can always decide.
//! brute: the same listing when the cycle is short; only for a of large order (the samples) it
//! falls back to Pohlig-Hellman over 2^64 - 1 = 3*5*17*257*641*65537*6700417 with baby-step
//! giant-step per prime and CRT; check verifies whatever it prints.
use std::collections::HashMap;
use std::sync::OnceLock;

const CAP: u64 = 1 << 17;

fn mul_pow2_raw(a: u64, b: u64) -> u64 {
    if a == 1 || b == 1 {
        return a * b;
    }
    let m = a.max(b);
    let mut n = 0;
    while n + 1 < 6 && (1u64 << (1u32 << (n + 1))) <= m {
        n += 1;
    }
    let power = 1u64 << (1u32 << n);
    if a >= power && b >= power {
        multiply_raw(power / 2 * 3, mul_pow2_raw(a / power, b / power))
    } else if a >= power {
        mul_pow2_raw(a / power, b) * power
    } else {
        mul_pow2_raw(a, b / power) * power
    }
}

fn multiply_raw(a: u64, b: u64) -> u64 {
    let mut ans = 0;
    for p1 in 0..64 {
        if a >> p1 & 1 == 1 {
            for p2 in 0..64 {
                if b >> p2 & 1 == 1 {
                    ans ^= mul_pow2_raw(1 << p1, 1 << p2);
                }
            }
        }
    }
    ans
}

fn table() -> &'static Vec<[u64; 64]> {
    static T: OnceLock<Vec<[u64; 64]>> = OnceLock::new();
    T.get_or_init(|| {
        (0..64)
            .map(|i| {
                let mut row = [0u64; 64];
                for j in 0..64 {
                    row[j] = mul_pow2_raw(1 << i, 1 << j);
                }
                row
            })
            .collect()
    })
}

fn mul(a: u64, b: u64) -> u64 {
    let t = table();
    let mut ans = 0;
    let mut x = a;
    while x != 0 {
        let i = x.trailing_zeros() as usize;
        x &= x - 1;
        let mut y = b;
        while y != 0 {
            let j = y.trailing_zeros() as usize;
            y &= y - 1;
            ans ^= t[i][j];
        }
    }
    ans
}

fn pow(mut a: u64, mut k: u64) -> u64 {
    let mut r = 1;
    while k > 0 {
        if k & 1 == 1 {
            r = mul(r, a);
        }
        a = mul(a, a);
        k >>= 1;
    }
    r
}

/// The powers of a in order, while they have not returned to 1; None if longer than CAP.
fn cycle(a: u64) -> Option<Vec<u64>> {
    let mut v = vec![1u64];
    let mut p = a;
    while p != 1 {
        if v.len() as u64 >= CAP {
            return None;
        }
        v.push(p);
        p = mul(p, a);
    }
    Some(v)
}

const F: u64 = u64::MAX;
const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6700417];

fn bsgs(g: u64, h: u64, p: u64) -> Option<u64> {
    // y in [0, p) with g^y = h, where g^p = 1
    let m = (p as f64).sqrt() as u64 + 1;
    let mut baby = HashMap::new();
    let mut cur = 1u64;
    for j in 0..m {
        baby.entry(cur).or_insert(j);
        cur = mul(cur, g);
    }
    let step = pow(g, F - m % F); // g^(-m): g^F = 1
    let mut gamma = h;
    for i in 0..=m {
        if let Some(&j) = baby.get(&gamma) {
            return Some((i * m + j) % p);
        }
        gamma = mul(gamma, step);
    }
    None
}

fn inv_mod(a: u64, m: u64) -> u64 {
    // m prime
    let (mut r, mut b, mut e) = (1u128, (a % m) as u128, m - 2);
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % m as u128;
        }
        b = b * b % m as u128;
        e >>= 1;
    }
    r as u64
}

fn log_big(a: u64, b: u64) -> Option<u64> {
    let mut x: u128 = 0;
    for &p in &PRIMES {
        let g = pow(a, F / p);
        let h = pow(b, F / p);
        let y = if g == 1 {
            if h != 1 {
                return None;
            }
            0
        } else {
            bsgs(g, h, p)?
        };
        let mp = F / p;
        let c = (mp as u128) * (inv_mod(mp % p, p) as u128) % F as u128 * y as u128 % F as u128;
        x = (x + c) % F as u128;
    }
    Some(x as u64)
}

fn solve(a: u64, b: u64) -> Option<u64> {
    match cycle(a) {
        Some(c) => c.iter().position(|&v| v == b).map(|i| i as u64),
        None => log_big(a, b),
    }
}

fn parse(input: &str) -> Vec<(u64, u64)> {
    let v: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let t = v[0] as usize;
    (0..t).map(|i| (v[1 + 2 * i], v[2 + 2 * i])).collect()
}

pub fn brute(input: &str) -> String {
    let mut out = String::new();
    for (a, b) in parse(input) {
        match solve(a, b) {
            Some(x) => out += &format!("{}\n", x),
            None => out += "-1\n",
        }
    }
    out
}

pub fn check(input: &str, output: &str) -> Result<(), String> {
    let pairs = parse(input);
    let toks: Vec<&str> = output.split_whitespace().collect();
    if toks.len() != pairs.len() {
        return Err(format!("{} answers, expected {}", toks.len(), pairs.len()));
    }
    for (i, (&(a, b), tok)) in pairs.iter().zip(&toks).enumerate() {
        if *tok == "-1" {
            match cycle(a) {
                Some(c) => {
                    if let Some(k) = c.iter().position(|&v| v == b) {
                        return Err(format!("pair {} ({} {}): answered -1 but x = {} works", i + 1, a, b, k));
                    }
                }
                None => return Err(format!("pair {} ({} {}): -1 cannot be verified (order of a > {})", i + 1, a, b, CAP)),
            }
        } else {
            let x: u64 = tok
                .parse()
                .map_err(|_| format!("pair {}: '{}' is not -1 or an integer in [0, 2^64)", i + 1, tok))?;
            let got = pow(a, x);
            if got != b {
                return Err(format!("pair {} ({} {}): a^x = {} for x = {}", i + 1, a, b, got, x));
            }
        }
    }
    Ok(())
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// Some divisors of 2^64 - 1: orders for a (those with the factor 641 give a above 2^32, 65537
/// gives a below 2^32 outside the 16-bit subfield).
const SMALL_ORDERS: [u64; 12] = [1, 3, 5, 17, 255, 257, 641, 1923, 3205, 9615, 10897, 65537];

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let t = 1 + next(&mut x) % 6;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        // a: in a small subfield (below 2^2^j), or a large-valued element of small order
        let (a, j) = match next(&mut x) % 3 {
            0 | 1 => {
                let j = 1 + next(&mut x) % 4; // subfields of size 4, 16, 256, 65536
                let lim = 1u64 << (1u32 << j);
                (1 + next(&mut x) % (lim - 1), j)
            }
            _ => {
                let m = SMALL_ORDERS[(next(&mut x) % SMALL_ORDERS.len() as u64) as usize];
                let mut a = 0;
                while a == 0 {
                    a = pow(next(&mut x), F / m);
                }
                (a, 6)
            }
        };
        let b = match next(&mut x) % 5 {
            0 | 1 => pow(a, next(&mut x)),
            2 if j < 6 => 1 + next(&mut x) % ((1u64 << (1u32 << j)) - 1),
            3 => {
                let m = SMALL_ORDERS[(next(&mut x) % SMALL_ORDERS.len() as u64) as usize];
                let mut c = 0;
                while c == 0 {
                    c = pow(next(&mut x), F / m);
                }
                c
            }
            4 => 1 + next(&mut x) % 20,
            _ => next(&mut x).max(1),
        };
        s += &format!("{} {}\n", a, b);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let mut s = String::from("100\n");
    for i in 0..100 {
        let a = next(&mut x).max(2);
        let b = if i % 2 == 0 { pow(a, next(&mut x)) } else { next(&mut x).max(1) };
        s += &format!("{} {}\n", a, b);
    }
    s
}
