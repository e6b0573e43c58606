// Problem: AtCoder ARC137 C "Distinct Numbers", https://atcoder.jp/contests/arc137/tasks/arc137_c
// Statement: replace the largest element by a smaller non-negative integer, all elements distinct; who cannot loses; Alice / Bob.
// Snippets: none. A closed form by hand: with a gap of 2 or more below the largest, Alice wins (she can move it just
//   under the second largest or one lower, and one of the two leaves Bob lost); with A_N = A_{N-1} + 1 the game is a
//   parity count: Alice wins iff A_N - (N - 1), the free values below A_N, is odd.
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let (top, second) = (v[n], v[n - 1]);
    let alice = top - second >= 2 || (top - (n as u64 - 1)) % 2 == 1;
    writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
