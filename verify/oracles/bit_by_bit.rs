//! SPOJ DCEPC807 "Bit by Bit": clear one set bit or two adjacent set bits; a number that is 0
//! or a power of two (F(x) = x 2^(x-1) a power of two) ends the game, the player to move there
//! loses. Output per n "Alice" / "Bob". Oracle: memoized minimax from the rules, F counted for small x.
use std::collections::HashMap;

/// Is F(x) (the set bits of 0 .. 2^x - 1) zero or a power of two? Counted one number at a time
/// for x <= 16; beyond, F(x) = x 2^(x - 1) (each of the x bit positions is set in half of the
/// 2^x numbers, the counts above agree with it), a power of two iff x is one.
fn f_is_pow2(x: u64) -> bool {
    if x <= 16 {
        let v: u64 = (0..1u64 << x).map(|v| v.count_ones() as u64).sum();
        assert!(x == 0 || v == x << (x - 1));
        v == 0 || v.is_power_of_two()
    } else {
        x.is_power_of_two()
    }
}

fn win(x: u64, memo: &mut HashMap<u64, bool>, fpow: &mut HashMap<u64, bool>) -> bool {
    let terminal = *fpow.entry(x).or_insert_with(|| f_is_pow2(x));
    if terminal {
        return false;
    }
    if let Some(&w) = memo.get(&x) {
        return w;
    }
    let mut moves = Vec::new();
    for b in 0..20 {
        if x >> b & 1 == 1 {
            moves.push(x & !(1 << b));
            if x >> (b + 1) & 1 == 1 {
                moves.push(x & !(3 << b));
            }
        }
    }
    let w = moves.into_iter().any(|y| !win(y, memo, fpow));
    memo.insert(x, w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (mut memo, mut fpow) = (HashMap::new(), HashMap::new());
    let mut out = String::new();
    for &n in &v[1..=v[0] as usize] {
        assert!(n < 1 << 14, "brute: n too large");
        out += if win(n, &mut memo, &mut fpow) {
            "Alice\n"
        } else {
            "Bob\n"
        };
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
    let t = 1 + next(&mut x) % 10;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = match next(&mut x) % 4 {
            0 => next(&mut x) % 17,
            1 => 1 << (next(&mut x) % 12),
            _ => next(&mut x) % 1200,
        };
        s += &format!("{}\n", n);
    }
    s
}

pub fn worst_input() -> String {
    let ns = [
        1_000_000u64,
        999_999,
        524_287,
        699_050,
        1_000_000 - 1024,
        786_431,
        987_654,
        0,
        1,
        123_456,
    ];
    let mut s = String::from("10\n");
    for n in ns {
        s += &format!("{}\n", n);
    }
    s
}
