//! POJ 3317 "Stake Your Claim" (ECNA 2007): on an n x n board of '0', '1', '.', the players
//! fill empty squares with their own digit, alternately; the side to move is 0 if the counts of
//! 0's and 1's are equal, else 1. At the end each scores its largest 4-connected region; the
//! mover's value is its score minus the other's. Output per board "(r,c) v": the best move (the
//! lexicographically first among equals) and its value. Oracle: plain minimax over every
//! order of filling the empty squares (no pruning, no memo), a flood fill at every leaf.

fn largest(b: &[Vec<u8>], who: u8) -> i32 {
    let n = b.len();
    let mut seen = [[false; 8]; 8];
    let mut stack = [(0usize, 0usize); 64];
    let mut best = 0;
    for r in 0..n {
        for c in 0..n {
            if b[r][c] != who || seen[r][c] {
                continue;
            }
            // depth-first flood fill of the region holding (r, c)
            seen[r][c] = true;
            stack[0] = (r, c);
            let (mut top, mut size) = (1, 0);
            while top > 0 {
                top -= 1;
                let (y, x) = stack[top];
                size += 1;
                let nb = [
                    (y.wrapping_sub(1), x),
                    (y + 1, x),
                    (y, x.wrapping_sub(1)),
                    (y, x + 1),
                ];
                for (yy, xx) in nb {
                    if yy < n && xx < n && b[yy][xx] == who && !seen[yy][xx] {
                        seen[yy][xx] = true;
                        stack[top] = (yy, xx);
                        top += 1;
                    }
                }
            }
            best = best.max(size);
        }
    }
    best
}

/// Value for `who` (to move) of the board: its largest region minus the other's, both
/// playing best until the board is full.
fn value(b: &mut Vec<Vec<u8>>, who: u8) -> i32 {
    let other = if who == b'0' { b'1' } else { b'0' };
    let n = b.len();
    let mut best: Option<i32> = None;
    for r in 0..n {
        for c in 0..n {
            if b[r][c] != b'.' {
                continue;
            }
            b[r][c] = who;
            let v = -value(b, other);
            b[r][c] = b'.';
            if best.map_or(true, |x| v > x) {
                best = Some(v);
            }
        }
    }
    match best {
        Some(v) => v,
        None => largest(b, who) - largest(b, other),
    }
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace();
    let mut out = String::new();
    while let Some(t) = it.next() {
        let n: usize = t.parse().unwrap();
        if n == 0 {
            break;
        }
        let mut b: Vec<Vec<u8>> = (0..n).map(|_| it.next().unwrap().as_bytes().to_vec()).collect();
        let zeros = b.iter().flatten().filter(|&&x| x == b'0').count();
        let ones = b.iter().flatten().filter(|&&x| x == b'1').count();
        let who = if zeros == ones { b'0' } else { b'1' };
        let other = if who == b'0' { b'1' } else { b'0' };
        // row-major order visits moves lexicographically; keep the first best
        let mut best: Option<(i32, usize, usize)> = None;
        for r in 0..n {
            for c in 0..n {
                if b[r][c] != b'.' {
                    continue;
                }
                b[r][c] = who;
                let v = -value(&mut b, other);
                b[r][c] = b'.';
                if best.map_or(true, |(x, _, _)| v > x) {
                    best = Some((v, r, c));
                }
            }
        }
        let (v, r, c) = best.unwrap();
        out += &format!("({},{}) {}\n", r, c, v);
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A legal board: n x n, `empty` squares '.', the rest split so that the 0's equal the 1's or
/// exceed them by one, placed at random.
fn board(n: usize, empty: usize, x: &mut u64) -> String {
    let filled = n * n - empty;
    let ones = filled / 2;
    let mut cells: Vec<u8> = Vec::new();
    cells.extend(std::iter::repeat(b'.').take(empty));
    cells.extend(std::iter::repeat(b'1').take(ones));
    cells.extend(std::iter::repeat(b'0').take(filled - ones));
    for i in (1..cells.len()).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        cells.swap(i, j);
    }
    let mut s = format!("{}\n", n);
    for r in 0..n {
        s += std::str::from_utf8(&cells[r * n..(r + 1) * n]).unwrap();
        s += "\n";
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let cases = 1 + next(&mut x) % 3;
    let mut s = String::new();
    for _ in 0..cases {
        let n = 1 + (next(&mut x) % 8) as usize;
        // up to 8 empty squares keeps the unpruned search at 8! leaves
        let max_empty = (n * n).min(8);
        let empty = 1 + (next(&mut x) % max_empty as u64) as usize;
        s += &board(n, empty, &mut x);
    }
    s + "0\n"
}

pub fn worst_input() -> String {
    let mut x = 2007u64;
    let mut s = String::new();
    for _ in 0..30 {
        s += &board(8, 10, &mut x);
    }
    s + "0\n"
}
