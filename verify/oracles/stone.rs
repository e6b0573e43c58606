//! HDU 4764 "Stone": players alternately write integers, each 1..=k above the previous number
//! (the first one in 1..=k); whoever first writes a number >= N loses. Tang writes first.
//! Output per line "Tang" or "Jiang" (the winner); input ends with "0 0". Oracle: plain
//! win/lose table over the last written number X = N-1 down to 0, straight from the rules.

fn tang_wins(n: u64, k: u64) -> bool {
    // win[x]: the player about to write, after x was written last, can force a win.
    // Writing y >= n loses at once, so only y in x+1..=min(x+k, n-1) can help.
    let n = n as usize;
    let k = k as usize;
    let mut win = vec![false; n];
    for x in (0..n).rev() {
        let mut w = false;
        for y in x + 1..=x + k {
            if y >= n {
                break; // writing y loses immediately
            }
            if !win[y] {
                w = true;
                break;
            }
        }
        win[x] = w;
    }
    win[0]
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut out = String::new();
    for p in v.chunks(2) {
        if p.len() < 2 || (p[0] == 0 && p[1] == 0) {
            break;
        }
        out += if tang_wins(p[0], p[1]) { "Tang\n" } else { "Jiang\n" };
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
        let k = match next(&mut x) % 4 {
            0 => 1 + next(&mut x) % 3,
            1 => 1 + next(&mut x) % 100,
            _ => 1 + next(&mut x) % 12,
        };
        let n = match next(&mut x) % 4 {
            // near a multiple of k+1 (the interesting boundary)
            0 => (k + 1) * (next(&mut x) % 8) + next(&mut x) % 3,
            1 => 1 + next(&mut x) % 5,
            _ => 1 + next(&mut x) % 300,
        }
        .max(1);
        s += &format!("{} {}\n", n, k);
    }
    s + "0 0\n"
}

pub fn worst_input() -> String {
    let mut x = 987_654_321u64;
    let mut s = String::new();
    for i in 0..200_000u64 {
        let k = 1 + next(&mut x) % 100;
        let n = if i % 2 == 0 {
            100_000_000 - next(&mut x) % 1000
        } else {
            1 + next(&mut x) % 100_000_000
        };
        s += &format!("{} {}\n", n, k);
    }
    s + "0 0\n"
}
