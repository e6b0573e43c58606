// Problem: POJ 2505 "A Multiplication Game" (also UVa 847, HDU 1517), http://poj.org/problem?id=2505
// Statement: p starts at 1, players multiply it by 2..=9 in turn, the first to make p >= n wins.
// Snippets: game_dp (dp_wins over p on the shrunk target; README Patterns "Multiplicative race":
//   while n > 18, n -> ceil(n / 18)).
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

/// Does the first player win the race to p >= n? (n >= 2)
fn first_wins(n: u64) -> bool {
    let mut n = n;
    // Patterns "Multiplicative race", a = 2, b = 9: target n plays as ceil(n / 18) once n > 18
    while n > 18 {
        n = (n + 17) / 18;
    }
    let n = n as usize;
    // state: the product p; p >= n means the previous mover reached n, the side to move lost
    let outcome = |p: usize| if p >= n { Some(false) } else { None };
    let moves = |p: usize| (2..=9).map(move |k| p * k);
    let mut memo = vec![None; 9 * n + 1];
    dp_wins(&mut memo, 1, &outcome, &moves).0
}

pub fn run(input: &str, out: &mut impl Write) {
    for tok in input.split_whitespace() {
        let n: u64 = tok.parse().unwrap();
        let who = if first_wins(n) { "Stan" } else { "Ollie" };
        writeln!(out, "{} wins.", who).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
