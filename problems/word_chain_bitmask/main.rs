// Problem: AtCoder ABC278 F "Shiritori", https://atcoder.jp/contests/abc278/tasks/abc278_f
// Statement: N <= 16 distinct words; players alternately name an unused word starting with the
//   last letter of the previous one (any word first); who cannot, loses. First or Second?
// Snippets: game_dp (dp_wins over (used words, last word) states reached from the start).
use snippets::game_dp::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let (mut first, mut last) = (vec![0u8; n], vec![0u8; n]);
    for i in 0..n {
        let w = it.next().unwrap().as_bytes();
        first[i] = w[0];
        last[i] = w[w.len() - 1];
    }
    // state = used mask * (n + 1) + last word, last = n before the first move
    let (first, last) = (&first, &last);
    let moves = move |s: usize| {
        let (used, prev) = (s / (n + 1), s % (n + 1));
        (0..n)
            .filter(move |&i| used >> i & 1 == 0 && (prev == n || first[i] == last[prev]))
            .map(move |i| (used | 1 << i) * (n + 1) + i)
    };
    let mut memo = vec![None; (1 << n) * (n + 1)];
    let (win, _) = dp_wins(&mut memo, n, &|_| None, &moves);
    writeln!(out, "{}", if win { "First" } else { "Second" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
