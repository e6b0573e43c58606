// Problem: HDU 4764 "Stone", https://acm.hdu.edu.cn/showproblem.php?pid=4764
// Statement: write numbers rising by 1..=k each turn from 0; whoever first writes a number >= N loses.
// Snippets: subtraction_range (Bachet's game: the last number written is a heap of N - 1 - X
//   stones, a move takes 1..=k; the mover at N - 1 has no safe move and loses, so this is normal
//   play on a heap of N - 1).
use snippets::subtraction_range::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    while let (Some(n), Some(k)) = (it.next(), it.next()) {
        if n == 0 && k == 0 {
            break;
        }
        let tang = subtraction_range_value(n - 1, 1, k) != 0;
        writeln!(out, "{}", if tang { "Tang" } else { "Jiang" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
