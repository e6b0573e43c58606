//! Codeforces 1033G "Chip Game": piles v_i; Alice removes exactly a chips from one pile with at
//! least a, Bob exactly b from one pile with at least b; who cannot move loses. For every pair
//! (a, b) in [1, m]^2 classify the game (Alice wins whoever starts / Bob wins whoever starts /
//! the first player wins / the second player wins) and print the four counts.
//! Oracle: for each pair, plain memoized minimax over (sorted pile sizes, who moves).
use std::collections::HashMap;

/// Does the player to move win? `alice`: Alice moves.
fn wins(piles: &[u64], alice: bool, a: u64, b: u64, memo: &mut HashMap<(Vec<u64>, bool), bool>) -> bool {
    let key = (piles.to_vec(), alice);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let take = if alice { a } else { b };
    let mut w = false;
    for i in 0..piles.len() {
        if piles[i] >= take && (i == 0 || piles[i] != piles[i - 1]) {
            let mut next = piles.to_vec();
            next[i] -= take;
            next.sort_unstable();
            if !wins(&next, !alice, a, b, memo) {
                w = true;
                break;
            }
        }
    }
    memo.insert(key, w);
    w
}

pub fn brute(input: &str) -> String {
    let t: Vec<u64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let (n, m) = (t[0] as usize, t[1]);
    let mut v: Vec<u64> = t[2..2 + n].to_vec();
    v.sort_unstable();
    let (mut wa, mut wb, mut wf, mut ws) = (0u64, 0u64, 0u64, 0u64);
    for a in 1..=m {
        for b in 1..=m {
            let mut memo = HashMap::new();
            let alice_first = wins(&v, true, a, b, &mut memo);
            let bob_first = wins(&v, false, a, b, &mut memo);
            match (alice_first, bob_first) {
                (true, false) => wa += 1,  // Alice wins as first, and Bob loses as first
                (false, true) => wb += 1,
                (true, true) => wf += 1,
                (false, false) => ws += 1,
            }
        }
    }
    format!("{} {} {} {}\n", wa, wb, wf, ws)
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
    let m = 1 + next(&mut x) % 9;
    let cap = match next(&mut x) % 3 {
        0 => 8,
        1 => 16,
        _ => 24,
    };
    let cap = if n == 4 { cap.min(14) } else { cap };
    let v: Vec<String> = (0..n).map(|_| (1 + next(&mut x) % cap).to_string()).collect();
    format!("{} {}\n{}\n", n, m, v.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let v: Vec<String> = (0..100)
        .map(|i| {
            if i < 5 {
                (1_000_000_000_000_000_000u64 - i).to_string()
            } else {
                (1 + next(&mut x) % 1_000_000_000_000_000_000).to_string()
            }
        })
        .collect();
    format!("100 100000\n{}\n", v.join(" "))
}
