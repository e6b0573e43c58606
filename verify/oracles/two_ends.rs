//! SPOJ TWENDS "Two Ends": an even number of cards in a row; players alternately take a card
//! from either end. The first player plays freely, the second greedily (the larger end, the left
//! one on a tie). Print the largest first-minus-second score difference the first can reach.
//! Oracle: plain recursion over both ends (no memo), small n.

fn best_first(a: &[i64]) -> i64 {
    if a.is_empty() {
        return 0;
    }
    let n = a.len();
    let take = |x: i64, rest: &[i64]| x + greedy(rest);
    take(a[0], &a[1..]).max(take(a[n - 1], &a[..n - 1]))
}

fn greedy(a: &[i64]) -> i64 {
    if a.is_empty() {
        return 0;
    }
    let n = a.len();
    if a[0] >= a[n - 1] {
        -a[0] + best_first(&a[1..])
    } else {
        -a[n - 1] + best_first(&a[..n - 1])
    }
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 0;
    let mut game = 0;
    let mut out = String::new();
    loop {
        let n = v[p] as usize;
        p += 1;
        if n == 0 {
            break;
        }
        game += 1;
        let a = &v[p..p + n];
        p += n;
        let d = best_first(a);
        out += &format!(
            "In game {}, the greedy strategy might lose by as many as {} points.\n",
            game, d
        );
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
    let g = 1 + next(&mut x) % 3;
    let mut s = String::new();
    for _ in 0..g {
        let n = 2 * (1 + next(&mut x) % 6);
        let hi = [3, 10, 100][(next(&mut x) % 3) as usize];
        let a: Vec<String> = (0..n)
            .map(|_| (1 + next(&mut x) % hi).to_string())
            .collect();
        s += &format!("{} {}\n", n, a.join(" "));
    }
    s + "0\n"
}

pub fn worst_input() -> String {
    let mut x = 99u64;
    let mut s = String::new();
    for _ in 0..20 {
        let a: Vec<String> = (0..1000)
            .map(|_| (1 + next(&mut x) % 1000).to_string())
            .collect();
        s += &format!("1000 {}\n", a.join(" "));
    }
    s + "0\n"
}
