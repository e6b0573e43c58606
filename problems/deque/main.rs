// Problem: AtCoder Educational DP Contest L "Deque" (https://atcoder.jp/contests/dp/tasks/dp_l)
// Statement: players alternately take the first or last of N numbers; print X - Y (optimal play).
// Snippets: coins_in_a_row (the advantage DP: first player's score minus the second's)
use snippets::coins_in_a_row::advantage;
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = it.take(n).collect();
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", advantage(&a)).unwrap();
}
