//! HDU 2516 "取石子游戏" (Stone-Taking Game, Fibonacci Nim): one pile of n stones; the first
//! move takes 1..n-1 stones, every later move takes 1..2x what the opponent just took; who takes
//! the last stone wins. Per n (input ends at 0) print "First win" or "Second win".
//! Oracle: memoized minimax over (stones left, most the mover may take), straight from the rules.
use std::collections::HashMap;

/// Does the player to move win with `left` stones and at most `quota` allowed this move?
fn win(left: u64, quota: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    // taking more than `left` is impossible, so a larger quota means the same position
    let quota = quota.min(left);
    if let Some(&w) = memo.get(&(left, quota)) {
        return w;
    }
    let mut w = false;
    for take in 1..=quota {
        // taking the last stone wins; otherwise the opponent may take up to 2 * take
        if take == left || !win(left - take, 2 * take, memo) {
            w = true;
            break;
        }
    }
    memo.insert((left, quota), w);
    w
}

pub fn brute(input: &str) -> String {
    let mut memo = HashMap::new();
    let mut out = String::new();
    for t in input.split_whitespace() {
        let n: u64 = t.parse().unwrap();
        if n == 0 {
            break;
        }
        // first move: any number, but not all of them
        let first = win(n, n - 1, &mut memo);
        out += if first { "First win\n" } else { "Second win\n" };
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
    let fib = [2u64, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];
    let lines = 1 + next(&mut x) % 8;
    let mut s = String::new();
    for _ in 0..lines {
        let n = match next(&mut x) % 4 {
            // a Fibonacci number or one of its neighbours (the interesting boundary)
            0 => {
                let f = fib[(next(&mut x) % fib.len() as u64) as usize];
                (f + next(&mut x) % 3).saturating_sub(1).max(2)
            }
            1 => 2 + next(&mut x) % 10,
            _ => 2 + next(&mut x) % 240,
        };
        s += &format!("{}\n", n);
    }
    s + "0\n"
}

pub fn worst_input() -> String {
    // every Fibonacci number below 2^31 and its neighbours, then many random n near 2^31
    let mut x = 2516u64;
    let mut s = String::new();
    let (mut a, mut b) = (1u64, 2u64);
    while b < (1 << 31) {
        for n in [b - 1, b, b + 1] {
            if (2..(1 << 31)).contains(&n) {
                s += &format!("{}\n", n);
            }
        }
        let c = a + b;
        a = b;
        b = c;
    }
    s += "2147483647\n";
    for _ in 0..200_000 {
        let n = 2 + next(&mut x) % ((1 << 31) - 2);
        s += &format!("{}\n", n);
    }
    s + "0\n"
}
