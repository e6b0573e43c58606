// Problem: HackerRank misere-nim-1 "Misère Nim", https://www.hackerrank.com/challenges/misere-nim-1/problem
// Statement: Nim where the player who removes the last stone loses; per test First / Second.
// Snippets: grundy (misere_nim_wins).
use snippets::grundy::misere_nim_wins;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        writeln!(
            out,
            "{}",
            if misere_nim_wins(&heaps) {
                "First"
            } else {
                "Second"
            }
        )
        .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
