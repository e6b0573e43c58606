//! HDU 5724 "Chess": n rows of 20 cells with some pieces; a move takes one piece and puts it on
//! the first empty cell to its right in the same row (jumping over the run of pieces next to it),
//! if there is one inside the row. Who cannot move loses; Alice moves first. Output per test
//! "YES" (Alice wins) / "NO". Oracle: plain memoized win/lose minimax over the whole board (the
//! tuple of all row bitmasks), straight from the rules, no Sprague-Grundy.
use std::collections::HashMap;

/// bit p-1 of a row mask = a piece on cell p (1..=20).
fn win(board: &mut Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(board) {
        return w;
    }
    let mut w = false;
    'all: for r in 0..board.len() {
        let row = board[r];
        for i in 0..20 {
            if row >> i & 1 == 0 {
                continue;
            }
            let mut j = i + 1;
            while j < 20 && row >> j & 1 == 1 {
                j += 1;
            }
            if j == 20 {
                continue; // no empty cell to the right inside the board
            }
            board[r] = row ^ (1 << i) ^ (1 << j);
            let opp = win(board, memo);
            board[r] = row;
            if !opp {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(board.clone(), w);
    w
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut memo = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut board = Vec::with_capacity(n);
        for _ in 0..n {
            let m = it.next().unwrap();
            let mut row = 0u32;
            for _ in 0..m {
                let p = it.next().unwrap();
                row |= 1 << (p - 1);
            }
            board.push(row);
        }
        out += if win(&mut board, &mut memo) { "YES\n" } else { "NO\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn binom(n: u64, k: u64) -> u64 {
    let mut r = 1u64;
    for i in 0..k {
        r = r * (n - i) / (i + 1);
    }
    r
}

/// k distinct cells among the last w cells (21-w ..= 20), listed in a random order.
fn row_cells(x: &mut u64, w: u64, k: u64) -> Vec<u64> {
    let mut cells: Vec<u64> = (21 - w..=20).collect();
    for i in (1..cells.len()).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        cells.swap(i, j);
    }
    cells.truncate(k as usize);
    if next(x) % 2 == 0 {
        cells.sort();
    }
    cells
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let t = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        // the whole board's positions stay below ~200000: the product over rows of
        // C(window, pieces) bounds every position reachable from the start
        let mut budget = 200_000u64;
        let n = 1 + next(&mut x) % 4;
        s += &format!("{}\n", n);
        for r in 0..n {
            let (w, k) = loop {
                let w = match next(&mut x) % 4 {
                    0 => 1 + next(&mut x) % 20,
                    1 => 1 + next(&mut x) % 6,
                    _ => 1 + next(&mut x) % 12,
                };
                let k = match next(&mut x) % 6 {
                    0 => 0,
                    1 => w,
                    _ => next(&mut x) % (w + 1),
                };
                // leave room for the later rows
                let left = n - 1 - r;
                let c = binom(w, k);
                if c * 4u64.pow(left as u32) <= budget || (w <= 2) {
                    break (w, k);
                }
            };
            budget /= binom(w, k).max(1);
            let cells = row_cells(&mut x, w, k);
            s += &format!("{}", cells.len());
            for c in cells {
                s += &format!(" {}", c);
            }
            s += "\n";
        }
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987_654_321u64;
    let mut s = String::from("100\n");
    for _ in 0..100 {
        s += "1000\n";
        for _ in 0..1000 {
            let k = match next(&mut x) % 4 {
                0 => 20,
                _ => next(&mut x) % 21,
            };
            let cells = row_cells(&mut x, 20, k);
            s += &format!("{}", cells.len());
            for c in cells {
                s += &format!(" {}", c);
            }
            s += "\n";
        }
    }
    s
}
