//! LeetCode 1563 "Stone Game V": Alice splits the row into two non-empty rows, Bob throws away
//! the one with the larger sum (Alice chooses on a tie) and Alice scores the other's sum; the
//! game goes on with the kept row until one stone is left. Print Alice's maximum score.
//! Oracle: plain recursion over every split (no memo), small n.

fn best(a: &[i64]) -> i64 {
    let mut r = 0;
    for k in 1..a.len() {
        let (l, rr) = (&a[..k], &a[k..]);
        let (sl, sr): (i64, i64) = (l.iter().sum(), rr.iter().sum());
        let v = if sl < sr {
            sl + best(l)
        } else if sl > sr {
            sr + best(rr)
        } else {
            (sl + best(l)).max(sr + best(rr))
        };
        r = r.max(v);
    }
    r
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    format!("{}\n", best(&v[1..1 + n]))
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut x) % 9;
    let hi = [2, 5, 1_000_000][(next(&mut x) % 3) as usize];
    let a: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % hi).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 31337u64;
    let a: Vec<String> = (0..500)
        .map(|_| (1 + next(&mut x) % 1_000_000).to_string())
        .collect();
    format!("500\n{}\n", a.join(" "))
}
