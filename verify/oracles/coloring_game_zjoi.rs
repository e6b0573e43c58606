//! Luogu P2594 "[ZJOI2009] 染色游戏" (Coloring Game): an n x m board of coins ('H' heads up,
//! anything else tails up). A move flips a 4-connected block of coins that contains a coin
//! (the pivot) lying at the bottom-right of the block (every other coin of the block is in
//! a row <= and a column <= the pivot's), and the pivot must go from tails to heads. No move
//! loses. Per game print "-_-" if the first player wins, "=_=" otherwise.
//! Oracle: win/lose over every board state of a small board (bit = tails), bottom-up: the
//! pivot is the block's last cell in row-major order and goes 1 -> 0, so a move lowers the
//! mask. Blocks are all connected subsets of the pivot's upper-left rectangle holding it.
use std::collections::HashMap;

fn connected(mask: u32, n: usize, m: usize) -> bool {
    let start = mask.trailing_zeros() as usize;
    let mut seen = 1u32 << start;
    let mut stack = vec![start];
    while let Some(p) = stack.pop() {
        let (r, c) = (p / m, p % m);
        let mut nb = Vec::new();
        if r > 0 {
            nb.push(p - m);
        }
        if r + 1 < n {
            nb.push(p + m);
        }
        if c > 0 {
            nb.push(p - 1);
        }
        if c + 1 < m {
            nb.push(p + 1);
        }
        for q in nb {
            if mask >> q & 1 == 1 && seen >> q & 1 == 0 {
                seen |= 1 << q;
                stack.push(q);
            }
        }
    }
    seen == mask
}

/// win[s] for every state s of an n x m board (bit r*m+c set = coin (r, c) shows tails).
fn win_table(n: usize, m: usize) -> Vec<bool> {
    let cells = n * m;
    assert!(cells <= 16, "brute needs a small board");
    let mut moves: Vec<Vec<u32>> = vec![Vec::new(); cells];
    for i in 0..n {
        for j in 0..m {
            let p = i * m + j;
            let others: Vec<usize> = (0..=i)
                .flat_map(|r| (0..=j).map(move |c| r * m + c))
                .filter(|&q| q != p)
                .collect();
            for sub in 0u32..(1u32 << others.len()) {
                let mut mask = 1u32 << p;
                for (k, &q) in others.iter().enumerate() {
                    if sub >> k & 1 == 1 {
                        mask |= 1 << q;
                    }
                }
                if connected(mask, n, m) {
                    moves[p].push(mask);
                }
            }
        }
    }
    let mut win = vec![false; 1usize << cells];
    for s in 1u32..(1u32 << cells) {
        let mut w = false;
        'search: for (p, mv) in moves.iter().enumerate() {
            if s >> p & 1 == 0 {
                continue;
            }
            for &b in mv {
                if !win[(s ^ b) as usize] {
                    w = true;
                    break 'search;
                }
            }
        }
        win[s as usize] = w;
    }
    win
}

pub fn brute(input: &str) -> String {
    let toks: Vec<&str> = input.split_whitespace().collect();
    let t: usize = toks[0].parse().unwrap();
    let mut p = 1;
    let mut tables: HashMap<(usize, usize), Vec<bool>> = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = toks[p].parse().unwrap();
        let m: usize = toks[p + 1].parse().unwrap();
        p += 2;
        let mut s = 0u32;
        for r in 0..n {
            let row = toks[p].as_bytes();
            p += 1;
            for c in 0..m {
                if row[c] != b'H' {
                    s |= 1 << (r * m + c);
                }
            }
        }
        let win = tables.entry((n, m)).or_insert_with(|| win_table(n, m));
        out += if win[s as usize] { "-_-\n" } else { "=_=\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn board(x: &mut u64, n: usize, m: usize, tails_pct: u64) -> String {
    let mut s = format!("{} {}\n", n, m);
    for _ in 0..n {
        for _ in 0..m {
            s.push(if next(x) % 100 < tails_pct { 'T' } else { 'H' });
        }
        s.push('\n');
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 5;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let (n, m) = match next(&mut x) % 6 {
            // a single row or column (up to 16 coins)
            0 => {
                let k = 1 + next(&mut x) as usize % 16;
                if next(&mut x) % 2 == 0 {
                    (1, k)
                } else {
                    (k, 1)
                }
            }
            // a 2-D board of at most 12 coins
            _ => loop {
                let n = 1 + next(&mut x) as usize % 4;
                let m = 1 + next(&mut x) as usize % 4;
                if n * m <= 12 {
                    break (n, m);
                }
            },
        };
        let pct = match next(&mut x) % 5 {
            0 => 0,
            1 => 10,
            2 => 90,
            _ => next(&mut x) % 101,
        };
        s += &board(&mut x, n, m, pct);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 2009u64;
    let mut s = String::from("50\n");
    for g in 0..50 {
        let pct = match g % 5 {
            0 => 100,
            1 => 1,
            _ => 50,
        };
        s += &board(&mut x, 100, 100, pct);
    }
    s
}
