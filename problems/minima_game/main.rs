// Problem: POI 2010 GRA "The Minima Game" (Luogu P3507), https://szkopul.edu.pl/problemset/problem/3buviDQZWLE83AxVhvJJurgU/site/?key=statement
// Statement: take any nonempty set of the remaining cards and score its minimum; print Alice's lead.
// Snippets: game_dp (dp_value over sorted prefixes: score a[i - 1] as Pass, or Again to a smaller
//   minimum; README Patterns "A choice among many options as a chain of O(1) steps").
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a: Vec<i64> = it.take(n).collect();
    a.sort_unstable();
    let a = &a;
    // state i: the cards a[0..i] are left, and the mover may still score any a[j], j < i
    let steps = |i: usize| {
        let score = (i > 0).then(|| Pass(a[i - 1], i - 1)); // score a[i - 1], take a[i - 1..]
        let skip = (i > 1).then(|| Again(0, i - 1)); // a smaller card is the minimum
        score.into_iter().chain(skip)
    };
    let mut memo = vec![None; n + 1];
    for i in 0..=n {
        dp_value(&mut memo, i, &|_| None, &steps); // from the small prefixes: one level deep
    }
    let (v, _) = dp_value(&mut memo, n, &|_| None, &steps);
    writeln!(out, "{}", v).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
