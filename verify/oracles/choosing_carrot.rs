//! Codeforces 794E "Choosing Carrot": carrots in a row; Oleg (wants the last carrot as juicy as
//! possible) and Igor (wants it least juicy) alternately eat one carrot from either end, Oleg
//! first, until one remains. Before the game Oleg makes k extra end-moves alone; print the last
//! carrot's juiciness for every k = 0..n-1. Oracle: after the k extra moves any window of length
//! n - k can be left, so answer(k) = max over those windows of the plain minimax value
//! v(l, r, mover) = max / min of v on the two shorter windows, v(l, l, _) = a_l.

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = &v[1..1 + n];
    assert!(n <= 3000, "brute: n too large");
    // best[p][l] for windows [l, l + len - 1] of the current length; p = 0: Oleg to move.
    let mut best = [a.to_vec(), a.to_vec()];
    let mut ans = vec![0u64; n];
    ans[n - 1] = *a.iter().max().unwrap();
    for len in 2..=n {
        let cnt = n - len + 1;
        let mut nb = [vec![0u64; cnt], vec![0u64; cnt]];
        for l in 0..cnt {
            // Eating a_l leaves [l+1, r]; eating a_r leaves [l, r-1]; the other player moves.
            let (x, y) = (best[1][l + 1], best[1][l]);
            nb[0][l] = x.max(y);
            let (x, y) = (best[0][l + 1], best[0][l]);
            nb[1][l] = x.min(y);
        }
        best = nb;
        // k = n - len extra moves leave any window of length len; the game starts with Oleg.
        ans[n - len] = *best[0].iter().max().unwrap();
    }
    let s: Vec<String> = ans.iter().map(|x| x.to_string()).collect();
    s.join(" ") + "\n"
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut x) % 14;
    let maxv = match next(&mut x) % 4 {
        0 => 3,
        1 => 10,
        2 => 100,
        _ => 1_000_000_000,
    };
    let a: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % maxv).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 4242u64;
    let n = 300_000;
    let a: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % 1_000_000_000).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}
