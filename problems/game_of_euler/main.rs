// Problem: UVa 10536 "Game of Euler" (https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1477)
// Statement: on a 4x4 board with some squares covered, players alternately lay a pin over 1 to 3
//   consecutive free squares of a row or a column; who covers the last square loses.
// Snippets: win_lose (misère win/lose of every set of covered squares 0..2^16)
use snippets::win_lose;
use std::io::{self, BufWriter, Read, Write};

/// Every pin as a mask of squares (bit 4r + c): runs of 1..=3 squares along a row or a column.
fn pins() -> Vec<usize> {
    let mut p = Vec::new();
    for cell in 0..16 {
        p.push(1usize << cell);
    }
    for line in 0..4 {
        for start in 0..4 {
            for len in 2..=3 {
                if start + len > 4 {
                    continue;
                }
                let (mut row, mut col) = (0usize, 0usize);
                for k in start..start + len {
                    row |= 1 << (4 * line + k);
                    col |= 1 << (4 * k + line);
                }
                p.push(row);
                p.push(col);
            }
        }
    }
    p
}

/// Solves the input `input`, writing the answer to `out`.
pub fn run(input: &str, out: &mut impl Write) {
    let pins = pins();
    let pins = &pins;
    // state: the mask of covered squares; a move covers a pin's free squares
    let moves = |s: usize| {
        pins.iter()
            .filter(move |&&p| s & p == 0)
            .map(move |&p| s | p)
    };
    // misère: at the full board the player to move wins (the opponent covered the last square)
    let r = win_lose::solve(1 << 16, moves, true).expect("covering squares cannot cycle");
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..n {
        let mut mask = 0usize;
        for row in 0..4 {
            for (c, ch) in it.next().unwrap().bytes().enumerate() {
                if ch == b'X' {
                    mask |= 1 << (4 * row + c);
                }
            }
        }
        writeln!(out, "{}", if r.win[mask] { "WINNING" } else { "LOSING" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
