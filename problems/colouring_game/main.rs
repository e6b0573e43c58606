// Problem: Codeforces 1704F "Colouring Game", https://codeforces.com/problemset/problem/1704/F
// Statement: a row of R/B cells; Alice whitens two neighbours with a red, Bob two with a blue;
//   who cannot move loses, Alice first: who wins?
// Snippets: grundy_period (Dawson's-Kayles-like octal game 0.07: its table, period, values).
//   More reds: Alice wins (more blues: Bob); equal: the race over the RB/BR pairs, a sum of
//   0.07 heaps, one per maximal alternating run (checked by game_dp on every row <= 14 cells).
use snippets::grundy_period::{find_period, octal_grundy, periodic_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let g = octal_grundy("0.07", 400);
    let (pre, period) = find_period(&g, 2).unwrap();
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let _n: usize = it.next().unwrap().parse().unwrap();
        let s = it.next().unwrap().as_bytes();
        let r = s.iter().filter(|&&c| c == b'R').count();
        let b = s.len() - r;
        let alice = if r != b {
            r > b
        } else {
            let mut x = 0u32;
            let mut i = 0;
            while i < s.len() {
                let mut j = i + 1;
                while j < s.len() && s[j] != s[j - 1] {
                    j += 1;
                }
                x ^= periodic_value(&g, pre, period, (j - i) as u64);
                i = j;
            }
            x != 0
        };
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
