// Problem: Jutge P61396 "A tree game", https://jutge.org/problems/P61396_en
// Statement: remove a subtree of a rooted tree in turn, whoever removes the root loses; L or the smallest winning subtree root.
// Snippets: hackenbush (green_winning_cuts: Green Hackenbush grounded at the root, every winning cut ascending)
use snippets::hackenbush::green_winning_cuts;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        let mut adj = vec![Vec::new(); n];
        for _ in 1..n {
            let (x, y) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
            adj[x].push(y);
            adj[y].push(x);
        }
        match green_winning_cuts(&adj, 0).first() {
            Some(&v) => writeln!(out, "{}", v + 1).unwrap(),
            None => writeln!(out, "L").unwrap(),
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
