// Problem: AtCoder Educational DP Contest K "Stones" (https://atcoder.jp/contests/dp/tasks/dp_k)
// Statement: players alternately remove x in A stones from a pile of K; who cannot move loses.
// Snippets: win_lose (normal-play win/lose of every pile size 0..=K)
use snippets::win_lose;
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, k) = (it.next().unwrap(), it.next().unwrap());
    let a: Vec<usize> = it.take(n).collect();
    let moves = |s: usize| a.iter().filter_map(move |&x| s.checked_sub(x));
    let r = win_lose::solve(k + 1, moves, false).expect("removing x >= 1 stones cannot cycle");
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", if r.win[k] { "First" } else { "Second" }).unwrap();
}
