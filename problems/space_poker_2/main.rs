// Problem: Timus 1417 "Space Poker 2" (Ural SU Championship 2005), https://acm.timus.ru/problem.aspx?space=1&num=1417
// Statement: the player and the croupier pick cards at once; print the croupier's optimal mixed strategy.
// Snippets: matrix_game (value and both optimal strategies of the N x N prize table).
use snippets::matrix_game::matrix_game;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<f64>().unwrap());
    let n = it.next().unwrap() as usize;
    // rows: the player's card, columns: the croupier's; the entry is the player's prize (the
    // stake of 20 shifts every entry alike, so it changes no strategy). The croupier minimizes.
    let a: Vec<Vec<f64>> = (0..n)
        .map(|_| (0..n).map(|_| it.next().unwrap()).collect())
        .collect();
    let g = matrix_game(&a);
    for p in &g.col {
        writeln!(out, "{:.5}", p.max(0.0)).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
