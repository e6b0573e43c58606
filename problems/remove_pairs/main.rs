// Problem: AtCoder ABC354 E "Remove Pairs" (https://atcoder.jp/contests/abc354/tasks/abc354_e)
// Statement: remove two cards with equal fronts or equal backs in turn; who cannot move loses.
// Snippets: game_dp (dp_wins over the bitmask of cards left, from the full set only)
use snippets::game_dp::dp_wins;
use std::io::{self, BufWriter, Read, Write};

/// Whether the first player wins with cards (a[i], b[i]), n <= 18.
pub fn first_wins(a: &[u32], b: &[u32]) -> bool {
    let n = a.len();
    let pairs: Vec<u32> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .filter(|&(i, j)| a[i] == a[j] || b[i] == b[j])
        .map(|(i, j)| 1 << i | 1 << j)
        .collect();
    let pairs = &pairs;
    // a state is the set of cards left; a move removes a matching pair still on the table
    let moves = |s: usize| {
        pairs
            .iter()
            .filter(move |&&p| s as u32 & p == p)
            .map(move |&p| s ^ p as usize)
    };
    let mut memo = vec![None; 1 << n];
    dp_wins(&mut memo, (1 << n) - 1, &|_| None, &moves).0
}

/// Solves the input `s`, writing the answer to `out`.
pub fn run(s: &str, out: &mut impl Write) {
    let v: Vec<u32> = s
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a: Vec<u32> = (0..n).map(|i| v[1 + 2 * i]).collect();
    let b: Vec<u32> = (0..n).map(|i| v[2 + 2 * i]).collect();
    let w = if first_wins(&a, &b) {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{}", w).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
