//! HDU 3032 "Nim or not Nim?": Nim where a move may also split one heap into two smaller
//! nonempty heaps; who cannot move loses. Per case "Alice" / "Bob". Oracle: memoized minimax
//! over the sorted multiset of heaps (no Grundy values), straight from the rules.
use std::collections::HashMap;

fn win(h: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(h) {
        return w;
    }
    let mut w = false;
    let mut moves: Vec<Vec<u32>> = Vec::new();
    for i in 0..h.len() {
        let rest: Vec<u32> = h
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &x)| x)
            .collect();
        for left in 0..h[i] {
            let mut m = rest.clone();
            if left > 0 {
                m.push(left);
            }
            moves.push(m);
        }
        for b in 1..=h[i] / 2 {
            let mut m = rest.clone();
            m.push(b);
            m.push(h[i] - b);
            moves.push(m);
        }
    }
    for mut m in moves {
        m.sort();
        if !win(&m, memo) {
            w = true;
            break;
        }
    }
    memo.insert(h.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut memo = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        let mut h = v[i + 1..i + 1 + n].to_vec();
        i += 1 + n;
        h.sort();
        out += if win(&h, &mut memo) {
            "Alice\n"
        } else {
            "Bob\n"
        };
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
    let t = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + next(&mut x) % 3;
        // the brute explores the partitions of the total: keep it near 20
        let cap = [0, 20, 10, 6][n as usize];
        let mut h: Vec<u64> = (0..n).map(|_| 1 + next(&mut x) % cap).collect();
        if next(&mut x) % 3 == 0 {
            // a mirrored pair: the second player's chances
            match n {
                1 if h[0] <= 10 => h.push(h[0]),
                1 => {}
                2 => h[1] = h[0],
                _ => h[2] = h[1],
            }
        }
        let h: Vec<String> = h.iter().map(|c| c.to_string()).collect();
        s += &format!("{}\n{}\n", h.len(), h.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 99u64;
    let n = 1_000_000;
    let h: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % 2_147_483_647).to_string())
        .collect();
    format!("1\n{}\n{}\n", n, h.join(" "))
}
