// Problem: CSES 1098 "Nim Game II", https://cses.fi/problemset/task/1098
// Statement: n heaps, a move takes 1, 2 or 3 sticks from one heap; the player who cannot move loses.
// Snippets: subtraction_range (a heap's Grundy value for takes 1..=3), XOR over the heaps.
use snippets::subtraction_range::subtraction_range_value;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let x = (0..n).fold(0, |x, _| {
            x ^ subtraction_range_value(it.next().unwrap(), 1, 3)
        });
        writeln!(out, "{}", if x != 0 { "first" } else { "second" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
