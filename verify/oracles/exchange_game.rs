//! Oracle for AtCoder ABC380 F "Exchange Game" (problems/exchange_game): plain minimax over
//! who holds each card, memoized on (owners, mover) in a HashMap (the game is finite: every move
//! raises the table's sum).

use std::collections::HashMap;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// owner[i]: 0 = Takahashi's hand, 1 = Aoki's hand, 2 = table. Returns true if `me` (to move) wins.
fn wins(v: &[u64], owner: &mut Vec<u8>, me: u8, memo: &mut HashMap<(Vec<u8>, u8), bool>) -> bool {
    if let Some(&w) = memo.get(&(owner.clone(), me)) {
        return w;
    }
    let w = wins_now(v, owner, me, memo);
    memo.insert((owner.clone(), me), w);
    w
}

fn wins_now(
    v: &[u64],
    owner: &mut Vec<u8>,
    me: u8,
    memo: &mut HashMap<(Vec<u8>, u8), bool>,
) -> bool {
    for i in 0..v.len() {
        if owner[i] != me {
            continue;
        }
        owner[i] = 2;
        // option: take nothing back
        let mut win = !wins(v, owner, 1 - me, memo);
        // option: take back one table card smaller than the played one
        for j in 0..v.len() {
            if win {
                break;
            }
            if owner[j] == 2 && v[j] < v[i] {
                owner[j] = me;
                win = !wins(v, owner, 1 - me, memo);
                owner[j] = 2;
            }
        }
        owner[i] = me;
        if win {
            return true;
        }
    }
    false
}

pub fn brute(input: &str) -> String {
    let x: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m, l) = (x[0] as usize, x[1] as usize, x[2] as usize);
    let v = x[3..3 + n + m + l].to_vec();
    let mut owner: Vec<u8> = (0..n + m + l)
        .map(|i| {
            if i < n {
                0
            } else if i < n + m {
                1
            } else {
                2
            }
        })
        .collect();
    (if wins(&v, &mut owner, 0, &mut HashMap::new()) {
        "Takahashi\n"
    } else {
        "Aoki\n"
    })
    .to_string()
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let total = 3 + (rng(&mut s) % 5) as usize; // 3..=7 cards
    let n = 1 + (rng(&mut s) % (total as u64 - 2)) as usize;
    let m = 1 + (rng(&mut s) % (total - n - 1) as u64) as usize;
    let l = total - n - m;
    let maxv = 1 + rng(&mut s) % 6;
    let mut row = |k: usize| -> String {
        (0..k)
            .map(|_| (1 + rng(&mut s) % maxv).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (a, b, c) = (row(n), row(m), row(l));
    format!("{} {} {}\n{}\n{}\n{}\n", n, m, l, a, b, c)
}

pub fn worst_input() -> String {
    let v: Vec<String> = (1..=12u64)
        .map(|i| (i * 83_333_333 % 1_000_000_007).to_string())
        .collect();
    format!(
        "4 4 4\n{}\n{}\n{}\n",
        v[0..4].join(" "),
        v[4..8].join(" "),
        v[8..12].join(" ")
    )
}
