//! Codeforces 768E "Game of Stones": piles of stones; a move removes k >= 1 stones from one pile,
//! but the same k may not be removed twice from the same pile; who cannot move loses. Sam moves
//! first; print "YES" if Jon (the second player) wins, else "NO". Oracle: plain memoized
//! minimax over the whole position (every pile's stones left and set of amounts already taken
//! from it), straight from the rules; the piles' states are kept sorted as the memo key.
use std::collections::HashMap;

// A pile: (stones left, bit k set if k stones were already removed from it).
type Pile = (u32, u64);

fn to_move_wins(piles: &Vec<Pile>, memo: &mut HashMap<Vec<Pile>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..piles.len() {
        let (left, used) = piles[i];
        for k in 1..=left {
            if used >> k & 1 == 1 {
                continue; // this amount was already taken from this pile
            }
            let mut next = piles.clone();
            if left == k {
                next.remove(i); // an empty pile offers no moves
            } else {
                next[i] = (left - k, used | 1 << k);
            }
            next.sort();
            if !to_move_wins(&next, memo) {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(piles.clone(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let mut piles: Vec<Pile> = v[1..=n].iter().map(|&s| (s, 0)).collect();
    piles.sort();
    let mut memo = HashMap::new();
    let sam_wins = to_move_wins(&piles, &mut memo);
    if sam_wins { "NO\n" } else { "YES\n" }.to_string()
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let (n, cap) = match next(&mut x) % 4 {
        0 => (1 + next(&mut x) % 2, 16), // one or two larger piles
        1 => (1 + next(&mut x) % 3, 11),
        _ => (1 + next(&mut x) % 4, 8),
    };
    let mut s = format!("{}\n", n);
    for _ in 0..n {
        s += &format!("{}\n", 1 + next(&mut x) % cap);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let n = 1_000_000;
    let mut s = String::with_capacity(4 * n + 16);
    s += &format!("{}\n", n);
    for _ in 0..n {
        s += &format!("{}\n", 1 + next(&mut x) % 60);
    }
    s
}
