// Problem: TopCoder TCO05 Qual 1/3 Div I Level Three "GridGame", https://www.topcoder.com/stat?c=problem_statement&pm=4712
// Statement: place X's on a 4x4 grid, never next to another X; the last to place wins; count the winning moves now.
// Snippets: game_dp (dp_wins over the 16-bit mask of X's, one memo for every root move's child).
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

// the empty cells of mask s where an X may go (no X above, below, left or right)
fn legal(s: usize) -> Vec<usize> {
    let x =
        |r: i32, c: i32| (0..4).contains(&r) && (0..4).contains(&c) && s >> (r * 4 + c) & 1 == 1;
    (0..16)
        .filter(|&i| {
            let (r, c) = (i as i32 / 4, i as i32 % 4);
            [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)]
                .iter()
                .all(|&(dr, dc)| !x(r + dr, c + dc))
        })
        .collect()
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut s = 0usize;
    for (r, line) in input.split_whitespace().take(4).enumerate() {
        for (c, b) in line.bytes().take(4).enumerate() {
            if b == b'X' {
                s |= 1 << (r * 4 + c);
            }
        }
    }
    let moves = |s: usize| legal(s).into_iter().map(move |i| s | 1 << i);
    let outcome = |_s: usize| None; // no moves: the mover has lost
    let mut memo = vec![None; 1 << 16];
    let count = legal(s)
        .into_iter()
        .filter(|&i| !dp_wins(&mut memo, s | 1 << i, &outcome, &moves).0)
        .count();
    writeln!(out, "{}", count).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
