//! Timus 1180 "Stone Game": take a power of two (1, 2, 4, ...) from one heap of N <= 10^250;
//! who takes the last stone wins. Output "1" and the least winning first take, or "2".
//! Oracle: the plain win table over 0..=N (small N only), least winning take by scan.

pub fn brute(input: &str) -> String {
    let n: usize = input.trim().parse().unwrap();
    let mut win = vec![false; n + 1];
    for s in 1..=n {
        let mut p = 1;
        while p <= s {
            if !win[s - p] {
                win[s] = true;
                break;
            }
            p *= 2;
        }
    }
    if !win[n] {
        return "2\n".to_string();
    }
    let mut p = 1;
    while win[n - p] {
        p *= 2;
    }
    format!("1\n{}\n", p)
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = if seed < 12 {
        seed + 1
    } else {
        1 + next(&mut x) % 5000
    };
    format!("{}\n", n)
}

pub fn worst_input() -> String {
    // 10^250 - 1: 250 nines, the largest input below the bound with a carry-heavy remainder
    format!("{}\n", "9".repeat(250))
}
