//! Nim discrete logarithm and element order in GF(2^64): the least x with a^x = b (nim powers).
//! For nim-field problems beyond products (CF 1310F "Bad Cryptography"); the nim product,
//!   square, inverse: nimber (both snippets fit in one solution: no shared names).
//! Usage: `let x = nim_log(a, b);` -> Option<u64>: the least x >= 0 with a^x = b (x < order),
//!   None if b is no power of a; `nim_order(a)`: the least d >= 1 with a^d = 1. a = 0 panics.
//! Time: order 7 powers (~650 products); log 14 powers + baby-step giant-step on each prime of
//!   the order (<= 5800 products); a product is 64 lookups in a 64 KiB table built at first use.
//! Rules: 2^64 - 1 = 3 * 5 * 17 * 257 * 641 * 65537 * 6700417, squarefree: p divides the order
//!   of a iff a^((2^64 - 1)/p) != 1; log: Pohlig-Hellman (x mod p from those powers of a and b,
//!   by baby-step giant-step), then the Chinese remainder theorem. GF(2^(2^k)) is a subfield.
//! Source: Pohlig, Hellman (1978); Shanks' baby-step giant-step; Conway, ONAG ch. 6.
//! Status: brute-force tested (tests below: every element of GF(2^8), GF(2^16); CF samples).
use std::collections::HashMap;
use std::iter::successors;
use std::sync::OnceLock;

const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6700417];

/// a (x) b for a, b < 2^bits by halves H = 2^(bits/2) (as in nimber): (a1 H + a0)(b1 H + b0)
/// = ((a0 ^ a1)(b0 ^ b1) ^ a0b0) H + (a0b0 ^ a1b1 (x) H/2); `base` multiplies below 2^low.
fn halves<F: Fn(u64, u64) -> u64 + Copy>(a: u64, b: u64, bits: u32, low: u32, base: F) -> u64 {
    if bits == low {
        return base(a, b);
    }
    let (h, m) = (bits / 2, (1u64 << (bits / 2)) - 1);
    let (a0, a1, b0, b1) = (a & m, a >> h, b & m, b >> h);
    let (c00, c11) = (halves(a0, b0, h, low, base), halves(a1, b1, h, low, base));
    let mid = halves(a0 ^ a1, b0 ^ b1, h, low, base) ^ c00;
    (mid << h) | (c00 ^ halves(c11, 1 << (h - 1), h, low, base))
}

fn mul(a: u64, b: u64) -> u64 {
    static T: OnceLock<Vec<u8>> = OnceLock::new();
    let t = T.get_or_init(|| {
        (0..1 << 16)
            .map(|i| halves(i >> 8, i & 255, 8, 1, |x, y| x & y) as u8)
            .collect()
    });
    let bits = (64 - (a | b).leading_zeros()).next_power_of_two().max(8); // subfield: faster
    halves(a, b, bits, 8, |x, y| t[(x << 8 | y) as usize] as u64)
}

/// a^e under any associative product with identity 1 (nim product; products mod p).
fn power(mut a: u64, mut e: u64, mul: &dyn Fn(u64, u64) -> u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, a);
        }
        a = mul(a, a);
        e >>= 1;
    }
    r
}

/// The order of a != 0 in the multiplicative group of GF(2^64): a divisor of 2^64 - 1.
pub fn nim_order(a: u64) -> u64 {
    assert!(a != 0, "nim_order: 0 is not in the multiplicative group");
    let divides = |p: &&u64| power(a, u64::MAX / **p, &mul) != 1; // p divides the order
    PRIMES.iter().filter(divides).product()
}

/// The least x >= 0 with a^x = b in GF(2^64) (nim powers, a^0 = 1), or None. Panics if a = 0.
pub fn nim_log(a: u64, b: u64) -> Option<u64> {
    assert!(a != 0, "nim_log: base 0 (0^x is 0 or 1)");
    let (mut x, mut order) = (0u128, 1u64);
    for p in PRIMES {
        // g = a^(N/p) has order p or 1; x mod p is the k < p with g^k = h = b^(N/p).
        let m = u64::MAX / p;
        let (g, h) = (power(a, m, &mul), power(b, m, &mul));
        // k = i s + j with i, j < s; s = 1 if g = 1 (then k = 0 iff h = 1: any x mod p is fine)
        let s = (1..).find(|s| s * s >= p || g == 1).unwrap();
        let baby: HashMap<u64, u64> = successors(Some(1), |&e| Some(mul(e, g)))
            .zip(0..s)
            .collect();
        let back = power(g, p - s, &mul); // g^-s: the giant steps are h g^(-i s)
        let mut giant = successors(Some(h), |&y| Some(mul(y, back))).zip(0..s);
        let k = giant.find_map(|(y, i)| baby.get(&y).map(|j| (i * s + j) % p))? as u128;
        order *= if g == 1 { 1 } else { p };
        // CRT: m (m^-1 mod p) is 1 mod p and 0 mod the other primes.
        let inv = power(m % p, p - 2, &|u, v| u * v % p) as u128;
        x = (x + k * m as u128 * inv) % u64::MAX as u128;
    }
    Some(x as u64 % order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::cell::RefCell;

    fn pow(a: u64, e: u64) -> u64 {
        power(a, e, &mul)
    }

    /// Oracle: CF 1310F's definition, bit by bit. 2^i (x) 2^j for distinct Fermat 2-powers is
    /// the integer product; else with F = 2^(2^t) the top common one, F (x) F = 3F/2.
    fn slow_mul(a: u64, b: u64) -> u64 {
        fn pow2(i: u32, j: u32) -> u64 {
            thread_local!(static MEMO: RefCell<HashMap<(u32, u32), u64>> = RefCell::default());
            if let Some(v) = MEMO.with(|m| m.borrow().get(&(i, j)).copied()) {
                return v;
            }
            let v = match i & j {
                0 => 1 << (i | j),
                c => {
                    let t = 1 << (31 - c.leading_zeros());
                    let f = 1u64 << t;
                    slow_mul(f ^ (f >> 1), pow2(i ^ t, j ^ t))
                }
            };
            MEMO.with(|m| m.borrow_mut().insert((i, j), v));
            v
        }
        let ones = |x: u64| (0..64).filter(move |i| x >> i & 1 == 1);
        ones(a).fold(0, |r, i| ones(b).fold(r, |r, j| r ^ pow2(i, j)))
    }

    #[test]
    fn products_against_the_definition() {
        assert_eq!(
            (mul(4, 4), mul(8, 8), mul(32, 64), mul(5, 6)),
            (6, 13, 141, 8)
        );
        assert_eq!(mul(u64::MAX, u64::MAX), 11290409524105353207); // Library Checker
        let mut z = 7u64;
        for _ in 0..300 {
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (a, b) = (z, z.rotate_left(29) ^ 0x9e37_79b9_7f4a_7c15);
            assert_eq!(mul(a, b), slow_mul(a, b), "{a} (x) {b}");
            assert_eq!(mul(a & 255, b & 255), slow_mul(a & 255, b & 255));
        }
    }

    /// CF 1310F "Bad Cryptography" sample: the x printed satisfies a^x = b (any x is accepted;
    /// ours is the least, so the same where the sample's is below the order of a).
    #[test]
    fn codeforces_1310f_sample() {
        let cases: [(u64, u64, Option<u64>); 7] = [
            (2, 2, Some(1)),
            (1, 1, Some(0)),
            (2, 3, Some(2)),
            (8, 10, Some(4)),
            (8, 2, None),
            (321321321321, 2, Some(6148914691236517205)),
            (123214213213, 4356903202345442785, Some(68943624821423112)),
        ];
        for (a, b, want) in cases {
            let got = nim_log(a, b);
            assert_eq!(got.is_some(), want.is_some(), "log_{a} {b}");
            if let (Some(x), Some(w)) = (got, want) {
                assert_eq!((pow(a, x), pow(a, w)), (b, b), "log_{a} {b}");
                assert_eq!(x, w % nim_order(a));
            }
        }
    }

    /// GF(2^8) (the nimbers below 256): every pair (a, b) against the least x found by walking
    /// the powers of a, and every order.
    #[test]
    fn every_pair_of_gf_2_8() {
        for a in 1..256u64 {
            let mut powers = vec![1u64];
            while mul(*powers.last().unwrap(), a) != 1 {
                powers.push(mul(*powers.last().unwrap(), a));
            }
            assert_eq!(nim_order(a), powers.len() as u64, "order of {a}");
            for b in 0..256u64 {
                let want = powers.iter().position(|&p| p == b).map(|x| x as u64);
                assert_eq!(nim_log(a, b), want, "log_{a} {b}");
            }
        }
    }

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// GF(2^16): 258 generates it (the powers walk through all 65535 non-zero nimbers below
    /// 2^16); for every element a = 258^i: order 65535 / gcd(i, 65535) and log_258 a = i.
    #[test]
    fn every_element_of_gf_2_16() {
        let mut exp = vec![1u64];
        for _ in 1..65535 {
            exp.push(mul(*exp.last().unwrap(), 258));
        }
        let mut seen = vec![false; 1 << 16];
        exp.iter().for_each(|&e| seen[e as usize] = true);
        assert!(exp.iter().all(|&e| e < 1 << 16) && seen[1..].iter().all(|&s| s));
        assert_eq!(mul(exp[65534], 258), 1);
        for (i, &a) in exp.iter().enumerate() {
            assert_eq!(
                nim_order(a),
                65535 / gcd(i as u64, 65535),
                "order of 258^{i}"
            );
            assert_eq!(nim_log(258, a), Some(i as u64), "log_258 {a}");
        }
    }

    #[test]
    fn random_powers_and_non_powers() {
        let mut z = 11u64;
        for _ in 0..100 {
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (a, x) = (z | 1, z.rotate_left(17));
            let d = nim_order(a);
            assert_eq!(pow(a, d), 1);
            for p in PRIMES.iter().filter(|&&p| d % p == 0) {
                assert_ne!(pow(a, d / p), 1, "order of {a} is not minimal");
            }
            assert_eq!(nim_log(a, pow(a, x)), Some(x % d));
            // a in the subfield GF(2^32) has no power outside it.
            let (small, outside) = (a & 0xffff_ffff, a | 1 << 40);
            assert_eq!(nim_log(small.max(2), outside), None);
            assert_eq!(nim_log(a, 0), None);
        }
    }

    #[test]
    #[should_panic(expected = "nim_log: base 0")]
    fn log_base_zero_panics() {
        nim_log(0, 1);
    }

    #[test]
    #[should_panic(expected = "nim_order: 0 is not in the multiplicative group")]
    fn order_of_zero_panics() {
        nim_order(0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]
        #[test]
        fn proptest_logs(a in 1u64.., x in any::<u64>(), b in any::<u64>()) {
            let (d, y) = (nim_order(a), pow(a, x));
            prop_assert_eq!(nim_log(a, y), Some(x % d));
            match nim_log(a, b) {
                Some(l) => prop_assert!(l < d && pow(a, l) == b),
                None => prop_assert!(b == 0 || pow(b, d) != 1), // b is a power iff b^d = 1
            }
        }
    }
}
