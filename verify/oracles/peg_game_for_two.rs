//! Oracle for Kattis "Peg Game for Two" (problems/peg_game_for_two): plain negamax over boards of
//! peg values (a jump scores the product of the two pegs), memoized on the whole board.

use std::collections::HashMap;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// Cells (r, c) with 0 <= c <= r < 5; directions along rows and the two diagonals.
const DIRS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)];

fn idx(r: i32, c: i32) -> Option<usize> {
    if r >= 0 && r < 5 && c >= 0 && c <= r {
        Some((r * (r + 1) / 2 + c) as usize)
    } else {
        None
    }
}

// Best (mover's total - opponent's total) from here on.
fn negamax(b: &mut [u8; 15], memo: &mut HashMap<[u8; 15], i64>) -> i64 {
    if let Some(&v) = memo.get(b) {
        return v;
    }
    let mut best: Option<i64> = None;
    for r in 0..5 {
        for c in 0..=r {
            let from = idx(r, c).unwrap();
            if b[from] == 0 {
                continue;
            }
            for &(dr, dc) in &DIRS {
                let (Some(over), Some(to)) = (idx(r + dr, c + dc), idx(r + 2 * dr, c + 2 * dc))
                else {
                    continue;
                };
                if b[over] == 0 || b[to] != 0 {
                    continue;
                }
                let (pf, po) = (b[from], b[over]);
                let gain = pf as i64 * po as i64;
                b[to] = pf;
                b[from] = 0;
                b[over] = 0;
                let v = gain - negamax(b, memo);
                b[from] = pf;
                b[over] = po;
                b[to] = 0;
                best = Some(best.map_or(v, |x: i64| x.max(v)));
            }
        }
    }
    let v = best.unwrap_or(0);
    memo.insert(*b, v);
    v
}

pub fn brute(input: &str) -> String {
    let v: Vec<u8> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut b = [0u8; 15];
    b.copy_from_slice(&v[..15]);
    format!("{}\n", negamax(&mut b, &mut HashMap::new()))
}

fn board(v: &[u8]) -> String {
    let mut out = String::new();
    let mut k = 0;
    for r in 1..=5 {
        let row: Vec<String> = v[k..k + r].iter().map(|x| x.to_string()).collect();
        out += &row.join(" ");
        out += "\n";
        k += r;
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let maxv = [1u64, 3, 100][(rng(&mut s) % 3) as usize];
    let mut v: Vec<u8> = (0..15).map(|_| (1 + rng(&mut s) % maxv) as u8).collect();
    v[(rng(&mut s) % 15) as usize] = 0;
    board(&v)
}

pub fn worst_input() -> String {
    // distinct-ish values (fewest coinciding boards), hole in the middle of the bottom row
    let mut v: Vec<u8> = (0..15).map(|i| (100 - 7 * i) as u8).collect();
    v[12] = 0;
    board(&v)
}
