// Problem: AtCoder AGC002 E "Candy Piles", https://atcoder.jp/contests/agc002/tasks/agc002_e
// Statement: eat a largest pile, or one candy from every pile; whoever eats the last candy loses.
// Snippets: none at run time: a closed form (the sorted piles as a Young diagram, a token moving
//   right or up; results are constant along the diagonal), checked with game_dp::dp_wins on the
//   literal game for every multiset of <= 6 piles of <= 9 candies (README Patterns "Closed form
//   by experiment").
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a: Vec<u64> = it.take(n).collect();
    a.sort_unstable_by(|x, y| y.cmp(x));
    // cell (r, c) exists iff a[r] > c; the last diagonal cell (i, i)
    let mut i = 0;
    while i + 1 < n && a[i + 1] >= i as u64 + 2 {
        i += 1;
    }
    let right = a[i] - (i as u64 + 1); // cells right of (i, i) in row i
    let up = a[i + 1..].iter().filter(|&&x| x > i as u64).count(); // cells above it in column i
    let first = right % 2 == 1 || up % 2 == 1;
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
