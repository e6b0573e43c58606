//! HDU 3980 "Paint Chain": a circle of N unpainted beads; a move paints M consecutive unpainted
//! beads (consecutive around the circle); who cannot move loses; aekdycoin moves first.
//! Output per case "Case #x: aekdycoin" / "Case #x: abcdxyzk" (the winner).
//! Oracle: memoized minimax over the set of painted beads (a bitmask of the circle), straight
//! from the rules, so only for small N.
use std::collections::HashMap;

fn wins(mask: u32, n: usize, m: usize, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let mut w = false;
    if m <= n {
        'starts: for s in 0..n {
            // the M beads s, s+1, ..., s+M-1 (mod N) must all be unpainted
            let mut seg = 0u32;
            for k in 0..m {
                let b = (s + k) % n;
                if mask >> b & 1 == 1 {
                    continue 'starts;
                }
                seg |= 1 << b;
            }
            if !wins(mask | seg, n, m, memo) {
                w = true;
                break;
            }
        }
    }
    memo.insert(mask, w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0];
    let mut out = String::new();
    for c in 0..t {
        let (n, m) = (v[1 + 2 * c], v[2 + 2 * c]);
        assert!(n <= 24, "brute is for small N");
        let mut memo = HashMap::new();
        let w = wins(0, n, m, &mut memo);
        out += &format!(
            "Case #{}: {}\n",
            c + 1,
            if w { "aekdycoin" } else { "abcdxyzk" }
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
    let t = 1 + next(&mut x) % 5;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + next(&mut x) % 18;
        let m = match next(&mut x) % 6 {
            0 => 1 + next(&mut x) % (n + 3), // sometimes M >= N
            1 => 1,
            _ => 1 + next(&mut x) % ((n / 2).max(1) as u64),
        };
        s += &format!("{} {}\n", n, m);
    }
    s
}

pub fn worst_input() -> String {
    // T is not bounded in the statement; 1000 cases with N = 1000 and every M once
    // (no two cases share M, so nothing is reused across cases with the same M).
    let mut s = String::from("1000\n");
    for m in 1..=1000 {
        s += &format!("1000 {}\n", m);
    }
    s
}
