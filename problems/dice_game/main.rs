// Problem: AtCoder CODE FESTIVAL 2016 Grand Final D "Dice Game", https://atcoder.jp/contests/cf16-exhibition-final-open/tasks/cf16_exhibition_final_d
// Statement: Petr secretly rolls a red or a blue die and tells the number; tourist guesses the color.
// Snippets: matrix_game (tourist's 2^6 guessing rules against Petr's two dice).
use snippets::matrix_game::matrix_game;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<f64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (p, q) = (&v[..6], &v[6..12]);
    // a row is a rule of tourist: bit k set = "number k + 1 means red"; the columns are Petr's
    // dice (red, blue); an entry is the probability that tourist is right
    let a: Vec<Vec<f64>> = (0..64u32)
        .map(|rule| {
            let red: f64 = (0..6).filter(|k| rule >> k & 1 == 1).map(|k| p[k]).sum();
            let blue: f64 = (0..6).filter(|k| rule >> k & 1 == 0).map(|k| q[k]).sum();
            vec![red / 100.0, blue / 100.0]
        })
        .collect();
    writeln!(out, "{:.12}", matrix_game(&a).value).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
