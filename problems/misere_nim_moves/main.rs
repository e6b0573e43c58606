// Problem: CodinGame "Misère Nim" (puzzle), https://www.codingame.com/training/hard/misere-nim
// Statement: misère Nim (who takes the last object loses); per position every winning move "i:a" (by heap, then amount) or CONCEDE.
// Snippets: grundy (misere_nim_wins on the position after each candidate move).
use snippets::grundy::misere_nim_wins;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().unwrap());
    let (n, k) = (it.next().unwrap() as usize, it.next().unwrap());
    for _ in 0..k {
        let h: Vec<u32> = (0..n).map(|_| it.next().unwrap()).collect();
        let mut moves = Vec::new();
        for i in 0..n {
            for a in 1..=h[i] {
                let mut after = h.clone();
                after[i] -= a;
                if !misere_nim_wins(&after) {
                    moves.push(format!("{}:{}", i + 1, a));
                }
            }
        }
        if moves.is_empty() {
            writeln!(out, "CONCEDE").unwrap();
        } else {
            writeln!(out, "{}", moves.join(" ")).unwrap();
        }
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
