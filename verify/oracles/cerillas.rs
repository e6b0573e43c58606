//! Acepta el reto 147 "El juego de las 15 cerillas": take 1..=m matches, who takes the last one
//! loses; print a winning take or "PIERDO". Oracle: the misère win table from the rules, every
//! winning take collected (the output is one of them: there is exactly one, asserted).

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut out = String::new();
    for c in v.chunks(2) {
        let (n, m) = (c[0], c[1]);
        let mut win = vec![true; n + 1]; // 0 left: the opponent took the last match
        for s in 1..=n {
            win[s] = (1..=m.min(s)).any(|k| !win[s - k]);
        }
        let takes: Vec<usize> = (1..=m.min(n)).filter(|&k| !win[n - k]).collect();
        assert!(takes.len() <= 1, "more than one winning take");
        out += &takes
            .first()
            .map_or("PIERDO".to_string(), |k| k.to_string());
        out += "\n";
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
    let cases = 1 + next(&mut x) % 8;
    let mut s = String::new();
    for _ in 0..cases {
        let m = 1 + next(&mut x) % 10;
        let n = match next(&mut x) % 3 {
            0 => 1 + next(&mut x) % 12,
            1 => 1 + (m + 1) * (next(&mut x) % 50), // a losing position
            _ => 1 + next(&mut x) % 10_000,
        };
        s += &format!("{} {}\n", n, m);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 147u64;
    let mut s = String::new();
    for _ in 0..200_000 {
        s += &format!("{} {}\n", 1 + next(&mut x) % 10_000, 1 + next(&mut x) % 10);
    }
    s
}
