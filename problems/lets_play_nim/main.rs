// Problem: AtCoder ARC105 D "Let's Play Nim", https://atcoder.jp/contests/arc105/tasks/arc105_d
// Statement: N bags are emptied one per turn onto any of N dishes, then Nim on the dishes; who wins (T cases)?
// Snippets: none at run time: a closed form (N odd: Second; N even: First iff some value occurs an odd number of times), found and checked with game_dp::dp_wins on N <= 5, a_i <= 4 (README Patterns: closed form by experiment).
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let mut a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        a.sort_unstable();
        // N even and the values do not pair up: Taro wins; otherwise Jiro pairs / mirrors
        let first = n % 2 == 0 && a.chunks(2).any(|p| p[0] != p[1]);
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
