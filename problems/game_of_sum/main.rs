// Problem: UVa 10891 "Game of Sum", http://acm.uva.es/p/v108/10891.html
// Statement: take any k >= 1 numbers from one end of the row; print A - B under optimal play.
// Snippets: coins_in_a_row (advantage_many: the whole game).
use snippets::coins_in_a_row::advantage_many;
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let mut out = String::new();
    while let Some(n) = it.next() {
        if n == 0 {
            break;
        }
        let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
        out.push_str(&format!("{}\n", advantage_many(&a)));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
