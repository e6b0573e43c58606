// Problem: POJ 2068 "Nim" (AOJ 1230, BOJ 9157), http://poj.org/problem?id=2068
// Statement: one heap of S stones, 2n players in turn (teams alternate), player i takes 1..=M_i; whoever takes the last stone loses: does team 1 win?
// Snippets: range_moves (range_wins over states (stones s, player q) = s·2n + q, a take leaving 1..=s − 1 stones as one range).
use snippets::range_moves::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        if n == 0 {
            break;
        }
        let stones = it.next().unwrap();
        let p = 2 * n;
        let m: Vec<usize> = (0..p).map(|_| it.next().unwrap()).collect();
        let m = &m;
        // taking the last stone never wins: a move leaves max(1, s − m[q])..=s − 1 stones
        let ranges_of = move |x: usize| {
            let (s, q) = (x / p, x % p);
            let nq = if q + 1 == p { 0 } else { q + 1 };
            let (lo, hi) = (s.saturating_sub(m[q]).max(1), s.saturating_sub(1));
            [(lo * p + nq, hi * p + nq)]
        };
        let (win, _) = range_wins((stones + 1) * p, p, ranges_of, false);
        writeln!(out, "{}", if win[stones * p] { 1 } else { 0 }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
