// Problem: HDU 3537 "Daizhenyang's Coin" (Mock Turtles), https://acm.hdu.edu.cn/showproblem.php?pid=3537
// Statement: coins in a row, a turn flips 1 to 3 coins whose rightmost goes heads -> tails; does the first player lose?
// Snippets: coin_turning (coin_row_value with mock_turtles_value: the row's Grundy value; repeated heads count once)
use snippets::coin_turning::{coin_row_value, mock_turtles_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    while let Some(tok) = it.next() {
        let n: usize = tok.parse().unwrap();
        let heads: Vec<u64> = (0..n)
            .map(|_| it.next().unwrap().parse().unwrap())
            .collect();
        let g = coin_row_value(&heads, mock_turtles_value);
        writeln!(out, "{}", if g == 0 { "Yes" } else { "No" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
