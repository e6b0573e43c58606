// Problem: Codeforces 98E "Help Shrek and Donkey" (Beta Round 78, Div. 1), https://codeforces.com/problemset/problem/98/E
// Statement: guess the table card or name a card (honestly or as a bluff); both players play optimally.
// Snippets: matrix_game (a 3 x 2 game, guess / name / bluff against believe / disbelieve, per state).
use snippets::matrix_game::matrix_game;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (m, n) = (v[0], v[1]);
    let k = m.max(n);
    // p[a][b]: the mover's winning probability, holding a cards against b. Both moves of a state
    // lead to states with one card less in all, so sweep by a + b.
    let mut p = vec![vec![0.0f64; k + 1]; k + 1];
    for s in 0..=m + n {
        for a in s.saturating_sub(k)..=s.min(k) {
            let b = s - a;
            if b == 0 {
                p[a][b] = 1.0; // the table card is the only card he does not hold
                continue;
            }
            let (bf, one) = (b as f64 / (b as f64 + 1.0), 1.0 / (b as f64 + 1.0));
            // the opponent hears "I do not have it": believe (guess that card) or disbelieve
            let named = bf * (1.0 - p[b - 1][a]); // the opponent held it: he moves, b - 1 vs a
            let mut rows = vec![vec![one, one], vec![named, named + one]]; // guess; name a card
            if a > 0 {
                rows.push(vec![1.0, 1.0 - p[b][a - 1]]); // bluff: name one of his own cards
            }
            p[a][b] = matrix_game(&rows).value;
        }
    }
    let w = p[m][n];
    writeln!(out, "{:.12} {:.12}", w, 1.0 - w).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
