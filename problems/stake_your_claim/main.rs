// Problem: POJ 3317 "Stake Your Claim", http://poj.org/problem?id=3317
// Statement: fill the last <= 10 empty squares in turn; score = own largest region minus the
//   opponent's; print the best move (row-major first) and the value.
// Snippets: game_dp (dp_value over the fill state: which empties are filled, which hold a '0';
//   the root's moves scored one by one for the row-major tie-break).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::*;

fn largest(board: &[Vec<u8>], n: usize, d: u8) -> i32 {
    let mut seen = vec![vec![false; n]; n];
    let mut best = 0;
    for r in 0..n {
        for c in 0..n {
            if board[r][c] != d || seen[r][c] {
                continue;
            }
            seen[r][c] = true;
            let mut stack = vec![(r, c)];
            let mut size = 0;
            while let Some((y, x)) = stack.pop() {
                size += 1;
                let nb = [
                    (y.wrapping_sub(1), x),
                    (y + 1, x),
                    (y, x.wrapping_sub(1)),
                    (y, x + 1),
                ];
                for (ny, nx) in nb {
                    if ny < n && nx < n && board[ny][nx] == d && !seen[ny][nx] {
                        seen[ny][nx] = true;
                        stack.push((ny, nx));
                    }
                }
            }
            best = best.max(size);
        }
    }
    best
}

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let mut out = String::new();
    while let Some(t) = it.next() {
        let n: usize = t.parse().unwrap();
        if n == 0 {
            break;
        }
        let board: Vec<Vec<u8>> = (0..n)
            .map(|_| it.next().unwrap().bytes().collect())
            .collect();
        let cnt = |d: u8| board.iter().flatten().filter(|&&b| b == d).count();
        let first: usize = if cnt(b'0') == cnt(b'1') { 0 } else { 1 }; // the player to move now
        let empties: Vec<(usize, usize)> = (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&(r, c)| board[r][c] == b'.')
            .collect();
        let k = empties.len();
        let full = (1usize << k) - 1;
        // state: bits 0..k = filled empties, bits 10..10 + k = those filled with a '0'
        let mover = move |st: usize| (first + (st & full).count_ones() as usize) % 2;
        let (board, empties) = (&board, &empties);
        let outcome = |st: usize| {
            if st & full != full {
                return None;
            }
            let mut b = board.clone();
            for (i, &(r, c)) in empties.iter().enumerate() {
                b[r][c] = if st >> (10 + i) & 1 == 1 { b'0' } else { b'1' };
            }
            let (z, o) = (largest(&b, n, b'0'), largest(&b, n, b'1'));
            Some(if mover(st) == 0 { z - o } else { o - z }) // for the side to move
        };
        let play = move |st: usize, i: usize| {
            let zero = if mover(st) == 0 { 1 << (10 + i) } else { 0 };
            st | 1 << i | zero
        };
        let steps = move |st: usize| {
            (0..k)
                .filter(move |&i| st >> i & 1 == 0)
                .map(move |i| Pass(0, play(st, i)))
        };
        let mut memo = vec![None; 1 << 20];
        let mut best: Option<(i32, usize)> = None;
        for i in 0..k {
            let (v, _) = dp_value(&mut memo, play(0, i), &outcome, &steps); // the opponent's value
            let v = -v;
            if best.map_or(true, |(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        let (v, i) = best.unwrap();
        out.push_str(&format!("({},{}) {}\n", empties[i].0, empties[i].1, v));
    }
    print!("{}", out);
}
