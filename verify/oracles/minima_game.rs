//! POI 2010 (XVII OI, stage III) "The Minima Game" (GRA): n cards with positive numbers. Alice
//! and Bob alternate, Alice first; a move takes any nonempty set of the remaining cards and
//! scores the smallest number among them. Both maximize (own score - opponent's score). Print
//! Alice's score minus Bob's. Oracle: memoized minimax over the bitmask of remaining cards,
//! trying every nonempty subset as the move (3^n work), straight from the rules.

fn best(mask: usize, a: &[i64], memo: &mut Vec<Option<i64>>) -> i64 {
    if mask == 0 {
        return 0;
    }
    if let Some(v) = memo[mask] {
        return v;
    }
    let mut b = i64::MIN;
    let mut sub = mask;
    while sub > 0 {
        let mut m = i64::MAX;
        for (i, &x) in a.iter().enumerate() {
            if sub >> i & 1 == 1 {
                m = m.min(x);
            }
        }
        b = b.max(m - best(mask & !sub, a, memo));
        sub = (sub - 1) & mask;
    }
    memo[mask] = Some(b);
    b
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = &v[1..1 + n];
    let mut memo = vec![None; 1 << n];
    format!("{}\n", best((1 << n) - 1, a, &mut memo))
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut x) % 10;
    let hi = [3u64, 10, 50, 1_000_000_000][(next(&mut x) % 4) as usize];
    let a: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % hi).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 4242u64;
    let n = 1_000_000;
    let a: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % 1_000_000_000).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}
