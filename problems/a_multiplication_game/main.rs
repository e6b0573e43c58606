// Problem: POJ 2505 "A Multiplication Game" (also UVa 847, HDU 1517), http://poj.org/problem?id=2505
// Statement: p = 1; players alternately multiply p by 2..=9; whoever first makes p >= n wins.
// Snippets: game_dp (dp_wins over the product p reached from 1; p >= n has no moves: the mover lost),
// after reducing n to ceil(n / 18) while n > 18 (by hand: the outcome repeats in blocks x18).
use snippets::game_dp::*;
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    // p >= n: the previous player reached n, so the side to move has lost (no moves)
    let stan_wins = |n: u64| {
        let moves = move |p: u64| (2..=9u64).filter(move |_| p < n).map(move |k| p * k);
        let outcome = |_p: u64| None;
        dp_wins(&mut HashMap::new(), 1u64, &outcome, &moves).0
    };
    let small: Vec<bool> = (0..=18).map(stan_wins).collect(); // targets n <= 18
    for tok in input.split_whitespace() {
        let mut n: u64 = tok.parse().unwrap();
        // From p in [ceil(n / 18), ceil(n / 9)) every move lands in [ceil(n / 9), n), from where
        // one move reaches n: that block is lost for the mover, and whoever can reach it can land
        // in it (the least k with p * k >= ceil(n / 18) gives p * k < ceil(n / 9)). So target n
        // plays as target ceil(n / 18): the same winner (checked against dp_wins for n < 2e5).
        while n > 18 {
            n = (n + 17) / 18;
        }
        let win = small[n as usize];
        writeln!(out, "{}", if win { "Stan wins." } else { "Ollie wins." }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
