//! UVa 10578 "The Game of 31": 24 cards (four each of 1..6); players alternately move an unused
//! card to the pile; the last player to lay a card keeping the pile sum <= 31 wins. Each input
//! line is a partially played game (digits, A first); print the line, a space, and the winner.
//! Oracle: plain minimax from the rules, memoized on the counts of cards already used.
use std::collections::HashMap;

/// Does the player to move win? `c[v]` = cards of value v already on the pile.
fn wins(c: &mut [u8; 7], sum: u32, memo: &mut HashMap<[u8; 7], bool>) -> bool {
    if let Some(&w) = memo.get(c) {
        return w;
    }
    let mut w = false;
    for v in 1..=6usize {
        if c[v] < 4 && sum + v as u32 <= 31 {
            c[v] += 1;
            let opp = wins(c, sum + v as u32, memo);
            c[v] -= 1;
            if !opp {
                w = true;
                break;
            }
        }
    }
    memo.insert(*c, w);
    w
}

pub fn brute(input: &str) -> String {
    let mut memo = HashMap::new();
    let mut out = String::new();
    for line in input.split_whitespace() {
        let mut c = [0u8; 7];
        let mut sum = 0u32;
        for ch in line.bytes() {
            let v = (ch - b'0') as usize;
            c[v] += 1;
            sum += v as u32;
        }
        let to_move_is_a = line.len() % 2 == 0;
        let w = wins(&mut c, sum, &mut memo);
        let winner = if w == to_move_is_a { 'A' } else { 'B' };
        out += &format!("{} {}\n", line, winner);
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A legal partial game: random cards (at most four of a value, sum kept <= 31), length >= 1.
fn random_game(x: &mut u64, max_len: u64) -> String {
    let len = 1 + next(x) % max_len;
    let mut c = [0u8; 7];
    let mut sum = 0u32;
    let mut s = String::new();
    // Sometimes bias towards a few values, so that values run out.
    let bias = next(x) % 3;
    let favs = [1 + next(x) % 6, 1 + next(x) % 6];
    for _ in 0..len {
        let ok: Vec<u64> = (1..=6u64)
            .filter(|&v| c[v as usize] < 4 && sum + v as u32 <= 31)
            .collect();
        if ok.is_empty() {
            break;
        }
        let fav: Vec<u64> = ok.iter().copied().filter(|v| favs.contains(v)).collect();
        let v = if bias == 0 && !fav.is_empty() && next(x) % 4 != 0 {
            fav[(next(x) % fav.len() as u64) as usize]
        } else {
            ok[(next(x) % ok.len() as u64) as usize]
        };
        c[v as usize] += 1;
        sum += v as u32;
        s.push((b'0' + v as u8) as char);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let lines = 1 + next(&mut x) % 6;
    let mut s = String::new();
    for _ in 0..lines {
        let max_len = if next(&mut x) % 3 == 0 { 4 } else { 12 };
        s += &random_game(&mut x, max_len);
        s.push('\n');
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let mut s = String::new();
    for _ in 0..200_000 {
        s += &random_game(&mut x, 12);
        s.push('\n');
    }
    s
}
