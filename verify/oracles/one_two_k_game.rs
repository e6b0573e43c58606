//! Codeforces 1194D "1-2-K Game": a chip on cell n of a strip 0..n; players alternately move it
//! 1, 2 or k cells left without leaving the strip; who cannot move loses. Per game print "Alice"
//! (first player wins) or "Bob". Oracle: the plain win/lose table over cells 0..n, from the rules.

fn first_wins(n: usize, k: usize) -> bool {
    let mut win = vec![false; n + 1];
    for i in 0..=n {
        let mut w = false;
        for d in [1, 2, k] {
            if d <= i && !win[i - d] {
                w = true;
            }
        }
        win[i] = w;
    }
    win[n]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0];
    let mut out = String::new();
    for g in 0..t {
        let (n, k) = (v[1 + 2 * g], v[2 + 2 * g]);
        out += if first_wins(n, k) { "Alice\n" } else { "Bob\n" };
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
    let t = 1 + next(&mut x) % 8;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let k = match next(&mut x) % 3 {
            0 => 3 * (1 + next(&mut x) % 12),
            _ => 3 + next(&mut x) % 40,
        };
        let n = match next(&mut x) % 4 {
            0 => next(&mut x) % 6,
            1 => next(&mut x) % (k + 3),
            _ => next(&mut x) % 300,
        };
        s += &format!("{} {}\n", n, k);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let mut s = String::from("100\n");
    for i in 0..100u64 {
        let n = 1_000_000_000 - next(&mut x) % 1000;
        let k = match i % 4 {
            0 => 3 * (1 + next(&mut x) % 333_333_333),
            1 => 3 + next(&mut x) % 999_999_998,
            2 => 999_999_999,
            _ => 3 + i,
        };
        s += &format!("{} {}\n", n, k);
    }
    s
}
