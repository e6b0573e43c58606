// Problem: Kattis euclidsgame "Euclid's Game" (also POJ 2348), https://open.kattis.com/problems/euclidsgame
// Statement: subtract a positive multiple of the lesser number from the greater; who reaches 0 wins; per pair "Stan wins" / "Ollie wins".
// Snippets: euclid_game (euclid_game_wins: does the mover win?).
use snippets::euclid_game::euclid_game_wins;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    for p in v.chunks(2) {
        if p.len() < 2 || (p[0] == 0 && p[1] == 0) {
            break;
        }
        let w = euclid_game_wins(p[0], p[1]);
        writeln!(out, "{}", if w { "Stan wins" } else { "Ollie wins" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
