//! CSES 1098 "Nim Game II": n heaps; a move takes 1, 2 or 3 sticks from one non-empty heap;
//! who takes the last stick wins. Per test "first" / "second". Oracle: memoized minimax over
//! the sorted multiset of non-empty heaps, straight from the rules (no Grundy values, no XOR).
use std::collections::HashMap;

fn win(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut w = false;
    'moves: for i in 0..heaps.len() {
        for k in 1..=3u64 {
            if k > heaps[i] {
                break;
            }
            let mut h = heaps.to_vec();
            h[i] -= k;
            h.retain(|&x| x > 0);
            h.sort();
            if !win(&h, memo) {
                w = true;
                break 'moves;
            }
        }
    }
    memo.insert(heaps.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut memo = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        let mut a = v[i + 1..i + 1 + n].to_vec();
        i += 1 + n;
        a.sort();
        out += if win(&a, &mut memo) { "first\n" } else { "second\n" };
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
    let t = 1 + next(&mut x) % 5;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        // a few heaps of up to 12 sticks, or one or two taller heaps
        let (n, max) = match next(&mut x) % 4 {
            0 => (1 + next(&mut x) % 2, 40),
            1 => (1 + next(&mut x) % 6, 4),
            _ => (1 + next(&mut x) % 5, 12),
        };
        let a: Vec<String> = (0..n)
            .map(|_| (1 + next(&mut x) % max).to_string())
            .collect();
        s += &format!("{}\n{}\n", n, a.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    // sum of n at its limit 2e5, split into 1e5 tests of two heaps (t <= 2e5), x_i up to 1e9
    let mut x = 987654321u64;
    let t = 100_000;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let a = 1 + next(&mut x) % 1_000_000_000;
        let b = if next(&mut x) % 2 == 0 {
            a
        } else {
            1 + next(&mut x) % 1_000_000_000
        };
        s += &format!("2\n{} {}\n", a, b);
    }
    s
}
