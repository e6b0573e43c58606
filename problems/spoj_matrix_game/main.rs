// Problem: SPOJ MTRGAME "Matrix Game", https://www.spoj.com/problems/MTRGAME/
// Statement: the value of the zero-sum matrix game M (m <= 3, n <= 1e5) for the row player, 3 decimals.
// Snippets: matrix_game (the value of each test case's game).
use snippets::matrix_game::matrix_game;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let mut next = || it.next().unwrap();
    let t: usize = next().parse().unwrap();
    for _ in 0..t {
        let m: usize = next().parse().unwrap();
        let n: usize = next().parse().unwrap();
        let a: Vec<Vec<f64>> = (0..m)
            .map(|_| {
                (0..n)
                    .map(|_| next().parse::<i64>().unwrap() as f64)
                    .collect()
            })
            .collect();
        let v = matrix_game(&a).value;
        let s = format!("{:.3}", v);
        // a value of 0 computed as -1e-13 would print "-0.000"
        writeln!(out, "{}", if s == "-0.000" { "0.000" } else { &s }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
