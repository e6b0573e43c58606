// Problem: POJ 1704 "Georgia and Bob", http://poj.org/problem?id=1704
// Statement: chessmen on distinct cells 1, 2, ... of a row; a move slides one any positive number
//   of cells left without passing or landing on another; no move loses. Georgia moves first.
// Snippets: staircase_nim (the gaps between sorted chessmen are a staircase: Nim on odd steps).
use snippets::staircase_nim::*;
use std::io::{Read, Write};

/// Whether the first player (Georgia) wins with chessmen on `cells` (1-based, any order).
pub fn georgia_wins(cells: &mut [u64]) -> bool {
    cells.sort_unstable();
    staircase_nim_sum(&staircase_from_row(cells)) != 0
}

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let mut cells: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let who = if georgia_wins(&mut cells) {
            "Georgia"
        } else {
            "Bob"
        };
        writeln!(out, "{who} will win").unwrap();
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
