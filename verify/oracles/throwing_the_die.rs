//! Oracle for AtCoder ABC266 E "Throwing the Die" (problems/throwing_the_die): the value of the
//! optimal stopping game in exact fractions over 6^N (stop on x iff x beats the value of going on).

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

pub fn brute(input: &str) -> String {
    let n: u32 = input.trim().parse().unwrap();
    assert!(n <= 45, "oracle works in u128 fractions, N <= 45");
    // value with k throws left = num / 6^k
    let (mut num, mut den) = (0u128, 1u128); // k = 0: nothing (never used as a choice)
    for k in 1..=n {
        let mut next = 0u128;
        for x in 1..=6u128 {
            // throw x: last throw must keep x; else keep x or go on (value num/den, den = 6^(k-1))
            let keep = x * den;
            next += if k == 1 { keep } else { keep.max(num) };
        }
        num = next;
        den *= 6;
    }
    // print num/den with 10 decimals, rounded
    let int = num / den;
    let mut rem = num % den;
    let mut digits = String::new();
    for _ in 0..10 {
        rem *= 10;
        digits.push((b'0' + (rem / den) as u8) as char);
        rem %= den;
    }
    let mut s: Vec<u8> = format!("{}.{}", int, digits).into_bytes();
    if rem * 2 >= den {
        let mut i = s.len() - 1;
        loop {
            if s[i] == b'.' {
                i -= 1;
                continue;
            }
            if s[i] == b'9' {
                s[i] = b'0';
                i -= 1;
            } else {
                s[i] += 1;
                break;
            }
        }
    }
    format!("{}\n", String::from_utf8(s).unwrap())
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    format!("{}\n", 1 + rng(&mut s) % 45)
}

pub fn worst_input() -> String {
    "100\n".to_string()
}
