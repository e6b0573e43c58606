// Problem: Codeforces 936B "Sleepy Game" (https://codeforces.com/problemset/problem/936/B)
// Statement: Petya moves a chip for both players on a directed graph; print a walk that leaves
//   Vasya stuck (Win), else Draw if a cycle is reachable, else Lose.
// Snippets: solitaire (solitaire_walk over states 2v + parity for the walk, reaches_cycle)
use snippets::solitaire::{reaches_cycle, solitaire_walk};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, _m) = (it.next().unwrap(), it.next().unwrap());
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|_| {
            let c = it.next().unwrap();
            (0..c).map(|_| it.next().unwrap() - 1).collect()
        })
        .collect();
    let s = it.next().unwrap() - 1;
    // state 2v + t (t: moves made mod 2); a move v -> w: 2v + t -> 2w + 1 - t
    let adj = &adj;
    let moves = |x: usize| adj[x / 2].iter().map(move |&w| 2 * w + 1 - x % 2);
    let goal = |x: usize| x % 2 == 1 && adj[x / 2].is_empty(); // stuck, Vasya to move
    match solitaire_walk(2 * n, 2 * s, &moves, &goal) {
        Some(walk) => {
            writeln!(out, "Win").unwrap();
            let line: Vec<String> = walk.iter().map(|x| (x / 2 + 1).to_string()).collect();
            writeln!(out, "{}", line.join(" ")).unwrap();
        }
        None => {
            let draw = reaches_cycle(n, s, &|v: usize| adj[v].iter().copied());
            writeln!(out, "{}", if draw { "Draw" } else { "Lose" }).unwrap();
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
