//! UVa 10536 "Game of Euler": put a pin of length 1..3 on free consecutive squares of a row or a
//! column of a 4x4 board; who covers the last square loses; per board "WINNING" / "LOSING" for
//! the player to move. Oracle: memoized misère minimax over the covered-square masks, from the rules.

const FULL: u32 = (1 << 16) - 1;

/// Does the player to move win, squares in `covered` already covered (bit 4 r + c)?
fn win(covered: u32, memo: &mut Vec<u8>) -> bool {
    if covered == FULL {
        return true; // the opponent covered the last square
    }
    if memo[covered as usize] != 0 {
        return memo[covered as usize] == 2;
    }
    let mut w = false;
    'all: for r in 0..4 {
        for c in 0..4 {
            // pins starting at (r, c), going right or down, of length 1..3
            for &(dr, dc) in &[(0, 1), (1, 0)] {
                let mut pin = 0u32;
                for len in 0..3 {
                    let (rr, cc) = (r + dr * len, c + dc * len);
                    if rr >= 4 || cc >= 4 || covered >> (4 * rr + cc) & 1 == 1 {
                        break;
                    }
                    pin |= 1 << (4 * rr + cc);
                    if !win(covered | pin, memo) {
                        w = true;
                        break 'all;
                    }
                }
            }
        }
    }
    memo[covered as usize] = if w { 2 } else { 1 };
    w
}

pub fn brute(input: &str) -> String {
    let mut tok = input.split_whitespace();
    let n: usize = tok.next().unwrap().parse().unwrap();
    let mut memo = vec![0u8; 1 << 16];
    let mut out = String::new();
    for _ in 0..n {
        let mut covered = 0u32;
        for r in 0..4 {
            let row = tok.next().unwrap().as_bytes();
            assert_eq!(row.len(), 4, "a board row has 4 characters");
            for c in 0..4 {
                if row[c] == b'X' {
                    covered |= 1 << (4 * r + c);
                }
            }
        }
        assert!(covered != FULL, "at least one square is free");
        out += if win(covered, &mut memo) {
            "WINNING\n"
        } else {
            "LOSING\n"
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

fn board(covered: u32) -> String {
    let mut s = String::from("\n");
    for r in 0..4 {
        for c in 0..4 {
            s.push(if covered >> (4 * r + c) & 1 == 1 {
                'X'
            } else {
                '.'
            });
        }
        s.push('\n');
    }
    s
}

fn random_board(x: &mut u64) -> u32 {
    // density from nearly empty to nearly full; never the full board
    let p = next(x) % 16;
    loop {
        let mut m = 0u32;
        for b in 0..16 {
            if next(x) % 16 < p {
                m |= 1 << b;
            }
        }
        if m != FULL {
            return m;
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..3 {
        next(&mut x);
    }
    let n = 1 + next(&mut x) % 12;
    let mut s = format!("{}\n", n);
    for _ in 0..n {
        s += &board(random_board(&mut x));
    }
    s
}

pub fn worst_input() -> String {
    // 99,999 boards (N < 100,000), the empty board among them
    let mut x = 10536u64;
    let n = 99_999;
    let mut s = format!("{}\n", n);
    s += &board(0);
    for _ in 1..n {
        s += &board(random_board(&mut x));
    }
    s
}
