//! Codeforces 850C "Arpa and a game with Mojtaba": a move names a prime power p^k dividing some
//! list element and divides every element divisible by p^k by p^k; who cannot move loses.
//! Oracle: memoized win/lose minimax over the whole list (sorted, 1s dropped), straight from
//! the rules, no Sprague-Grundy decomposition.
use std::collections::HashMap;

fn prime_factors(mut x: u64) -> Vec<u64> {
    let mut ps = Vec::new();
    let mut d = 2;
    while d * d <= x {
        if x % d == 0 {
            ps.push(d);
            while x % d == 0 {
                x /= d;
            }
        }
        d += 1;
    }
    if x > 1 {
        ps.push(x);
    }
    ps
}

fn win(list: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(&list) {
        return w;
    }
    // every legal (p, k): p prime, p^k divides at least one element
    let mut moves: Vec<u64> = Vec::new();
    for &x in &list {
        for p in prime_factors(x) {
            let mut q = p;
            while x % q == 0 {
                moves.push(q);
                q *= p;
            }
        }
    }
    moves.sort();
    moves.dedup();
    let mut w = false;
    for &q in &moves {
        let mut next: Vec<u64> = list
            .iter()
            .map(|&x| if x % q == 0 { x / q } else { x })
            .filter(|&x| x != 1)
            .collect();
        next.sort();
        if !win(next, memo) {
            w = true;
            break;
        }
    }
    memo.insert(list, w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let mut list: Vec<u64> = v[1..=n].iter().copied().filter(|&x| x != 1).collect();
    list.sort();
    let mut memo = HashMap::new();
    if win(list, &mut memo) { "Mojtaba\n".into() } else { "Arpa\n".into() }
}

/// The winner's name may be printed in any letter case.
pub fn check(input: &str, output: &str) -> Result<(), String> {
    let want = brute(input);
    let got: Vec<&str> = output.split_whitespace().collect();
    if got.len() != 1 {
        return Err(format!("{} tokens, expected 1", got.len()));
    }
    if got[0].eq_ignore_ascii_case(want.trim()) {
        Ok(())
    } else {
        Err(format!("answered {}, expected {}", got[0], want.trim()))
    }
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let n = 1 + next(&mut x) % 6;
    // a few primes, one of them large; exponents kept small so the whole-list minimax is quick
    let big = [999_999_937u64, 31_607, 65_537][(next(&mut x) % 3) as usize];
    let primes = [2u64, 3, 5, 7, big];
    let nprimes = 1 + next(&mut x) % 3;
    let mut a = Vec::new();
    for _ in 0..n {
        let mut v = 1u64;
        if next(&mut x) % 6 != 0 {
            for i in 0..nprimes as usize {
                let p = primes[if i == 2 && next(&mut x) % 2 == 0 { 4 } else { i }];
                let maxe = match p {
                    2 => 7,
                    3 => 4,
                    5 | 7 => 2,
                    _ => 1,
                };
                let e = next(&mut x) % (maxe + 1);
                for _ in 0..e {
                    if v.checked_mul(p).map_or(false, |w| w <= 1_000_000_000) {
                        v *= p;
                    }
                }
            }
        }
        a.push(v);
    }
    let s: Vec<String> = a.iter().map(|v| v.to_string()).collect();
    format!("{}\n{}\n", n, s.join(" "))
}

pub fn worst_input() -> String {
    // n = 100; many distinct exponents of 2 and 3 (up to 29 and 18), products, big primes
    let mut x = 987654321u64;
    let mut a = Vec::new();
    for i in 0..100u64 {
        let v = match i % 4 {
            0 => 1u64 << (1 + i % 29),
            1 => 3u64.pow((1 + (i / 4) % 18) as u32),
            2 => (1u64 << (i % 15)) * 3u64.pow((i % 9) as u32) * 5u64.pow((i % 3) as u32),
            _ => [999_999_937u64, 999_999_929, 2 * 499_999_993, 31_607 * 31_607][(next(&mut x) % 4) as usize],
        };
        assert!(v <= 1_000_000_000);
        a.push(v);
    }
    let s: Vec<String> = a.iter().map(|v| v.to_string()).collect();
    format!("100\n{}\n", s.join(" "))
}
