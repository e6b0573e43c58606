// Problem: Codeforces 1704F "Colouring Game", https://codeforces.com/problemset/problem/1704/F
// Statement: Alice whitens two neighbouring cells holding a red one, Bob two holding a blue one;
//   no move loses, Alice first. Who wins?
// Snippets: grundy_period (more red than blue: Alice wins, fewer: Bob. Equal: both take red-blue
//   pairs while there are any, and the last to take one wins: on each maximal alternating run a
//   move removes two neighbours, Dawson's Kayles, octal 0.07, period proven by find_period).
use snippets::grundy_period::{find_period, octal_grundy, periodic_value};
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let tok: Vec<&str> = input.split_ascii_whitespace().collect();
    let t: usize = tok[0].parse().unwrap();
    let g = octal_grundy("0.07", 300);
    let (pre, period) = find_period(&g, 2).unwrap();
    for i in 0..t {
        let s = tok[2 + 2 * i].as_bytes();
        let red = s.iter().filter(|&&c| c == b'R').count();
        let blue = s.len() - red;
        let alice = if red != blue {
            red > blue
        } else {
            let mut x = 0;
            let mut run = 1;
            for j in 1..=s.len() {
                if j < s.len() && s[j] != s[j - 1] {
                    run += 1;
                } else {
                    x ^= periodic_value(&g, pre, period, run as u64);
                    run = 1;
                }
            }
            x != 0
        };
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
