// Problem: AtCoder ABC380 F "Exchange Game", https://atcoder.jp/contests/abc380/tasks/abc380_f
// Statement: N + M + L <= 12 cards in two hands and on the table; a move plays a card from your
//   hand and may take back a smaller table card; who cannot move loses. Takahashi or Aoki?
// Snippets: game_dp (dp_wins over (owner of each card, mover); every move raises the table's sum).
use snippets::game_dp::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m, l) = (x[0] as usize, x[1] as usize, x[2] as usize);
    let k = n + m + l;
    let v = &x[3..3 + k];
    let pow3: Vec<usize> = (0..=k).map(|i| 3usize.pow(i as u32)).collect();
    let pow3 = &pow3;
    // state = 2 * code + mover; digit i of code (base 3): 0 Takahashi, 1 Aoki, 2 table
    let start = 2
        * (0..k)
            .map(|i| {
                if i < n {
                    0
                } else if i < n + m {
                    pow3[i]
                } else {
                    2 * pow3[i]
                }
            })
            .sum::<usize>();
    let moves = move |s: usize| {
        let (code, me) = (s / 2, s % 2);
        let digit = |c: usize, i: usize| c / pow3[i] % 3;
        let mut next = Vec::new();
        for i in (0..k).filter(|&i| digit(code, i) == me) {
            let played = code + (2 - me) * pow3[i]; // card i to the table
            next.push(2 * played + 1 - me);
            for j in (0..k).filter(|&j| digit(played, j) == 2 && v[j] < v[i]) {
                next.push(2 * (played - (2 - me) * pow3[j]) + 1 - me); // take card j
            }
        }
        next
    };
    let mut memo = vec![None; 2 * pow3[k]];
    let (win, _) = dp_wins(&mut memo, start, &|_| None, &moves);
    writeln!(out, "{}", if win { "Takahashi" } else { "Aoki" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
