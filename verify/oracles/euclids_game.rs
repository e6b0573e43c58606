//! Kattis "Euclid's Game": subtract a positive multiple of the lesser number from the greater;
//! who reaches 0 wins. Output per pair "Stan wins" / "Ollie wins". Oracle: memoized minimax
//! over the pairs, straight from the rules.
use std::collections::HashMap;

fn win(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (a, b) = if a >= b { (a, b) } else { (b, a) };
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let mut w = false;
    let mut k = 1;
    while k * b <= a {
        let r = a - k * b;
        if r == 0 || !win(r, b, memo) {
            w = true;
            break;
        }
        k += 1;
    }
    memo.insert((a, b), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut memo = HashMap::new();
    let mut out = String::new();
    for p in v.chunks(2) {
        if p[0] == 0 && p[1] == 0 {
            break;
        }
        let w = win(p[0], p[1], &mut memo);
        out += if w { "Stan wins\n" } else { "Ollie wins\n" };
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
    let lines = 1 + next(&mut x) % 6;
    let mut s = String::new();
    for _ in 0..lines {
        let a = 1 + next(&mut x) % 80;
        let b = match next(&mut x) % 5 {
            0 => a,
            1 => 1 + next(&mut x) % 5,
            _ => 1 + next(&mut x) % 80,
        };
        s += &format!("{} {}\n", a, b);
    }
    s + "0 0\n"
}

pub fn worst_input() -> String {
    let mut x = 12345u64;
    let mut s = String::new();
    let (mut f0, mut f1) = (1u64, 2u64);
    while f1 < (1 << 31) {
        s += &format!("{} {}\n{} {}\n", f1, f0, f0, f1);
        let f2 = f0 + f1;
        f0 = f1;
        f1 = f2;
    }
    for _ in 0..100_000 {
        let a = 1 + next(&mut x) % ((1 << 31) - 1);
        let b = 1 + next(&mut x) % ((1 << 31) - 1);
        s += &format!("{} {}\n", a, b);
    }
    s + "0 0\n"
}
