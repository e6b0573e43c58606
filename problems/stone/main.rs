// Problem: HDU 4764 "Stone", https://acm.hdu.edu.cn/showproblem.php?pid=4764
// Statement: from 0, players alternately add 1..=k to the number on the board; whoever writes a number >= N loses.
// Snippets: subtraction_range (the misère race on heap N is normal play on heap N - 1: subtraction_range_value(N - 1, 1, k) != 0 means Tang wins).
use snippets::subtraction_range::subtraction_range_value;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    while let (Some(n), Some(k)) = (it.next(), it.next()) {
        if n == 0 && k == 0 {
            break;
        }
        // heap h = N - (last number), a take of >= h loses: normal play on h - 1 (README Patterns)
        let tang = subtraction_range_value(n - 1, 1, k) != 0;
        writeln!(out, "{}", if tang { "Tang" } else { "Jiang" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
