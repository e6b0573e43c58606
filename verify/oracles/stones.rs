//! EDPC K "Stones": N distinct a_i, K stones, take a_i; the player who cannot move loses.
//! Output "First" or "Second". Oracle: the plain win/lose table from the rules.

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (v[0], v[1]);
    let a = &v[2..2 + n];
    let mut win = vec![false; k + 1];
    for s in 0..=k {
        win[s] = a.iter().any(|&x| x <= s && !win[s - x]);
    }
    (if win[k] { "First" } else { "Second" }).to_string()
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + next(&mut x) % 4;
    let mut a: Vec<u64> = Vec::new();
    while a.len() < n as usize {
        let c = 1 + next(&mut x) % 9;
        if !a.contains(&c) {
            a.push(c);
        }
    }
    a.sort();
    let k = a[0] + next(&mut x) % 40;
    let items: Vec<String> = a.iter().map(|c| c.to_string()).collect();
    format!("{} {}\n{}\n", n, k, items.join(" "))
}

pub fn worst_input() -> String {
    let items: Vec<String> = (1..=100).map(|c| c.to_string()).collect();
    format!("100 100000\n{}\n", items.join(" "))
}
