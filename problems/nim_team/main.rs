// Problem: POJ 2068 "Nim" (AOJ 1230, BOJ 9157), http://poj.org/problem?id=2068
// Statement: one heap of S stones, 2n players in turn (odd ones your team), player i takes 1..=M_i; who takes the last stone loses.
// Snippets: none (win_lose solves it right but takes ~3 ms a game at S = 8192, 2n = 20; by hand: O(S·2n) with the last lost count per player).
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        if n == 0 {
            break;
        }
        let s = it.next().unwrap();
        let players = 2 * n;
        let m: Vec<usize> = (0..players).map(|_| it.next().unwrap()).collect();
        // last[q]: the largest stone count x' < x where player q to move loses (0 = none yet:
        // with 0 stones left the mover has won, the previous player took the last stone).
        // Player q to move at x wins iff some take 1..=m[q] leaves a count lost for q + 1,
        // i.e. iff last[q + 1] > 0 and x - last[q + 1] <= m[q].
        let mut last = vec![0usize; players];
        let mut lost = vec![false; players];
        let mut first_wins = false;
        for x in 1..=s {
            for q in 0..players {
                let l = last[(q + 1) % players];
                lost[q] = !(l > 0 && x - l <= m[q]);
            }
            for q in 0..players {
                if lost[q] {
                    last[q] = x;
                }
            }
            first_wins = !lost[0];
        }
        writeln!(out, "{}", if first_wins { 1 } else { 0 }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
