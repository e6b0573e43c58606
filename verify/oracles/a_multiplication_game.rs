//! POJ 2505 / UVa 847 / HDU 1517 "A Multiplication Game" (Waterloo local 2001.09.22).
//! Rules: p starts at 1; Stan and Ollie alternately (Stan first) multiply p by one of 2..=9;
//! whoever first makes p >= n wins (1 < n < 4294967295). One n per line until end of input;
//! print "Stan wins." or "Ollie wins." per line.
//! Oracle: plain memoised minimax over the current product p (only products of 2..=9 below n
//! occur, a few thousand even at the limit): the mover at p wins iff some k in 2..=9 gives
//! p*k >= n or leaves the opponent a losing p*k. No pattern or formula is used.
use std::collections::HashMap;

fn mover_wins(p: u64, n: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&p) {
        return w;
    }
    let mut w = false;
    for k in 2..=9u64 {
        let q = p * k;
        if q >= n || !mover_wins(q, n, memo) {
            w = true;
            break;
        }
    }
    memo.insert(p, w);
    w
}

pub fn brute(input: &str) -> String {
    let mut out = String::new();
    for t in input.split_whitespace() {
        let n: u64 = t.parse().unwrap();
        let mut memo = HashMap::new();
        out += if mover_wins(1, n, &mut memo) { "Stan wins.\n" } else { "Ollie wins.\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

const MAXN: u64 = 4_294_967_294;

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let lines = 1 + next(&mut x) % 8;
    let mut s = String::new();
    for _ in 0..lines {
        let n = match next(&mut x) % 6 {
            0 => 2 + next(&mut x) % 30,
            1 => 2 + next(&mut x) % 2000,
            2 => {
                // near a boundary 9*18^j or 18^j (plus or minus a little)
                let mut b: u64 = if next(&mut x) % 2 == 0 { 9 } else { 18 };
                for _ in 0..next(&mut x) % 7 {
                    b *= 18;
                }
                let d = next(&mut x) % 5;
                if next(&mut x) % 2 == 0 { b + d } else { b.saturating_sub(d) }
            }
            3 => MAXN - next(&mut x) % 3,
            _ => 2 + next(&mut x) % (MAXN - 1),
        }
        .clamp(2, MAXN);
        s += &format!("{}\n", n);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 123_456_789u64;
    let mut s = String::new();
    for i in 0..100_000u64 {
        let n = if i % 2 == 0 { MAXN - next(&mut x) % 1000 } else { 2 + next(&mut x) % (MAXN - 1) };
        s += &format!("{}\n", n);
    }
    s
}
