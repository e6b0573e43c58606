//! AtCoder ARC137 C "Distinct Numbers": replace the largest element by a smaller non-negative
//! integer, all distinct; who cannot loses. Output "Alice" / "Bob". Oracle: memoized minimax over
//! the sorted set, straight from the rules.
use std::collections::HashMap;

fn win(a: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(a) {
        return w;
    }
    let top = *a.last().unwrap();
    let rest = &a[..a.len() - 1];
    let w = (0..top).filter(|v| !rest.contains(v)).any(|v| {
        let mut b = rest.to_vec();
        b.push(v);
        b.sort();
        !win(&b, memo)
    });
    memo.insert(a.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = v[1..=n].to_vec();
    let mut memo = HashMap::new();
    (if win(&a, &mut memo) {
        "Alice\n"
    } else {
        "Bob\n"
    })
    .to_string()
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 2 + (next(&mut x) % 3) as usize;
    let top = [6, 9, 12][(next(&mut x) % 3) as usize];
    let mut a: Vec<u64> = Vec::new();
    while a.len() < n {
        let c = next(&mut x) % top;
        if !a.contains(&c) {
            a.push(c);
        }
    }
    a.sort();
    if next(&mut x) % 2 == 0 {
        let m = a[n - 2]; // the top two adjacent: the parity case
        a[n - 1] = m + 1;
    }
    let items: Vec<String> = a.iter().map(|c| c.to_string()).collect();
    format!("{}\n{}\n", n, items.join(" "))
}

pub fn worst_input() -> String {
    let n = 300_000u64;
    let a: Vec<String> = (0..n)
        .map(|i| (1_000_000_000 - n + i).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}
