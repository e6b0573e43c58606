// Problem: Codeforces 768E "Game of Stones", https://codeforces.com/problemset/problem/768/E
// Statement: n piles (s_i <= 60); take k stones from a pile, each k at most once per pile; who cannot move loses; does the second player win?
// Snippets: grundy_memo (the Grundy value of one pile, state (stones left, mask of takes used)), XOR over piles.
use snippets::grundy_memo::grundy_of;
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

type Memo = HashMap<(u64, u64), Option<u32>>;

/// A pile: (stones left, the set of take sizes already used on it as a bitmask).
type Pile = (u64, u64);

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut memo: Memo = HashMap::new();
    let moves = |(left, used): Pile, emit: &mut dyn FnMut(&[Pile])| {
        for k in (1..=left).filter(|&k| used >> k & 1 == 0) {
            emit(&[(left - k, used | 1 << k)]);
        }
    };
    let g: Vec<u32> = (0..=60u64)
        .map(|s| grundy_of(&mut memo, (s, 0), moves))
        .collect();
    let x = (0..n).fold(0, |x, _| x ^ g[it.next().unwrap()]);
    writeln!(out, "{}", if x == 0 { "YES" } else { "NO" }).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
