// Problem: AtCoder ARC105 D "Let's Play Nim", https://atcoder.jp/contests/arc105/tasks/arc105_d
// Statement: empty N bags one per turn onto N dishes (your choice of dish), then Nim on the dishes; who cannot move loses; First / Second.
// Snippets: none. A closed form by hand: N odd, the second player wins (the last bag is hers: she piles the largest bag on
//   the fullest dish, more than half the coins, so the Nim sum is not 0); N even, the first wins unless the values pair up
//   (then the second copies every move and the Nim sum ends at 0).
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let mut a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        a.sort_unstable();
        let first = n % 2 == 0 && !a.chunks(2).all(|p| p[0] == p[1]);
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
