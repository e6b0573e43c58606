// Problem: UVa 10578 "The Game of 31", https://onlinejudge.org/external/105/10578.pdf (originally Waterloo / CCO 2000 problem 3)
// Statement: 24 cards 1..6 (four each) laid on a pile in turn; a card may not push the sum past 31; no card loses.
// Snippets: game_dp::dp_wins over the counts of used cards per value, packed base 5 (5^6 states,
//   the pile sum follows from them), one memo for every line; the mover follows from the length.
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

const POW5: [usize; 7] = [1, 5, 25, 125, 625, 3125, 15625];

fn sum_of(s: usize) -> usize {
    (0..6).map(|v| (s / POW5[v] % 5) * (v + 1)).sum()
}

pub fn run(input: &str, out: &mut impl Write) {
    let moves = |s: usize| {
        let sum = sum_of(s);
        (0..6)
            .filter(move |&v| s / POW5[v] % 5 < 4 && sum + v < 31)
            .map(move |v| s + POW5[v])
    };
    let outcome = |_s: usize| None;
    let mut memo = vec![None; POW5[6]];
    for line in input.split_whitespace() {
        let s: usize = line.bytes().map(|b| POW5[(b - b'1') as usize]).sum();
        let (win, _) = dp_wins(&mut memo, s, &outcome, &moves);
        // the side to move is A after an even number of cards
        let a_wins = win == (line.len() % 2 == 0);
        writeln!(out, "{} {}", line, if a_wins { "A" } else { "B" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
