//! AtCoder AGC002 E "Candy Piles": N piles; a move either eats a whole pile of the largest size
//! or eats one candy from every non-empty pile. Whoever eats the last candy loses (misère).
//! Output `First` if the first player (Snuke) wins, else `Second`. Oracle: memoized minimax
//! over the multiset of non-empty pile sizes, straight from the rules.
use std::collections::HashMap;

/// `piles` is sorted in descending order, all > 0. True if the player to move wins.
/// An empty table means the previous player ate the last candy, so the player to move wins.
fn win(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if piles.is_empty() {
        return true;
    }
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    // move 1: eat all of one largest pile (every largest pile gives the same multiset)
    let a: Vec<u64> = piles[1..].to_vec();
    // move 2: one candy from every non-empty pile
    let b: Vec<u64> = piles.iter().filter(|&&x| x > 1).map(|&x| x - 1).collect();
    let w = !win(&a, memo) || !win(&b, memo);
    memo.insert(piles.to_vec(), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let mut piles: Vec<u64> = v[1..1 + n].to_vec();
    piles.sort_unstable_by(|x, y| y.cmp(x));
    let mut memo = HashMap::new();
    if win(&piles, &mut memo) {
        "First\n".to_string()
    } else {
        "Second\n".to_string()
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
    let n = 1 + (next(&mut x) % 10) as usize;
    let hi = match next(&mut x) % 4 {
        0 => 3,
        1 => 8,
        2 => 20,
        _ => 60,
    };
    let mut a = Vec::with_capacity(n);
    for _ in 0..n {
        let v = if !a.is_empty() && next(&mut x) % 4 == 0 {
            a[(next(&mut x) % a.len() as u64) as usize] // repeat an earlier size
        } else {
            1 + next(&mut x) % hi
        };
        a.push(v);
    }
    let s: Vec<String> = a.iter().map(|v| v.to_string()).collect();
    format!("{}\n{}\n", n, s.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let n = 100_000;
    let s: Vec<String> = (0..n)
        .map(|_| (1 + next(&mut x) % 1_000_000_000).to_string())
        .collect();
    format!("{}\n{}\n", n, s.join(" "))
}
