// Problem: SPOJ DCEPC807 "Bit by Bit", https://www.spoj.com/problems/DCEPC807/
// Statement: clear one set bit or two adjacent set bits of n; a number that is 0 or a power of two (F(x) = x 2^(x-1) a power of two) ends the game, its mover losing; Alice / Bob.
// Snippets: win_lose (every number 0..=max n at once: a move clears bits, so it lowers the number).
use snippets::win_lose::solve;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let ns = &v[1..=v[0]];
    let top = *ns.iter().max().unwrap();
    // F(x) = x 2^(x-1) is 0 or a power of two exactly when x is: no moves from there
    let moves_of = |s: usize| {
        let over = s == 0 || s.is_power_of_two();
        (0..21)
            .filter(move |&b| !over && s >> b & 1 == 1)
            .flat_map(move |b| {
                let pair = (s >> (b + 1) & 1 == 1).then(|| s & !(3 << b));
                std::iter::once(s & !(1 << b)).chain(pair)
            })
    };
    let r = solve(top + 1, moves_of, false).unwrap();
    for &n in ns {
        writeln!(out, "{}", if r.win[n] { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
