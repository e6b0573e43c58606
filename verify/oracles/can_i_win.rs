//! Oracle for LeetCode 464 "Can I Win" (problems/can_i_win): plain minimax over the integers
//! still free and the total still wanted, no memo, on maxChoosableInteger <= 8.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// The player to move, with `left` still needed, wins by reaching it now or leaving a lost game.
fn wins(m: u32, used: u32, left: i32) -> bool {
    (1..=m).any(|i| {
        used >> i & 1 == 0 && (i as i32 >= left || !wins(m, used | 1 << i, left - i as i32))
    })
}

pub fn brute(input: &str) -> String {
    let x: Vec<i32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (m, total) = (x[0] as u32, x[1]);
    let first = if total <= 0 {
        true // the running total 0 already reaches it
    } else if (m * (m + 1) / 2) as i32 >= total {
        wins(m, 0, total)
    } else {
        false // nobody can reach it
    };
    format!("{}\n", first)
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let m = 1 + rng(&mut s) % 8;
    let total = rng(&mut s) % (m * (m + 1) / 2 + 4);
    format!("{} {}\n", m, total)
}

pub fn worst_input() -> String {
    "20 200\n".to_string()
}
