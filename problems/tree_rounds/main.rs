// Problem: Codeforces 1970C3 "Game on Tree (Hard)" (https://codeforces.com/problemset/problem/1970/C3)
// Statement: a stone walks to inactive neighbours on a tree, Ron first, who cannot move loses;
//   for each of t start nodes print the winner.
// Snippets: geography (geography_wins: win/lose of the mover for every start vertex, O(n))
use snippets::geography::geography_wins;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, t) = (it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    for _ in 1..n {
        let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        adj[u].push(v);
        adj[v].push(u);
    }
    let win = geography_wins(&adj);
    for u in it.take(t) {
        writeln!(out, "{}", if win[u - 1] { "Ron" } else { "Hermione" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
