// Problem: LeetCode 464 "Can I Win", https://leetcode.com/problems/can-i-win/
// Statement: players alternately take an unused integer from 1..=m into a running total; whoever
//   makes it reach desiredTotal wins. Can the first player force a win? Judge-style input:
//   `m desiredTotal`; output: true / false.
// Snippets: game_dp (dp_wins over the set of integers taken; `outcome`: the total is reached).
use snippets::game_dp::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<u32> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (m, total) = (x[0] as usize, x[1]);
    let first = if total == 0 {
        true // the running total 0 already reaches it
    } else if (m * (m + 1) / 2) < total as usize {
        false // nobody ever reaches it
    } else {
        // bit i of a state: integer i + 1 is taken
        let sum = |s: usize| {
            (0..m)
                .filter(|&i| s >> i & 1 == 1)
                .map(|i| i as u32 + 1)
                .sum::<u32>()
        };
        let outcome = |s: usize| (sum(s) >= total).then_some(false); // the last mover reached it
        let moves = |s: usize| {
            (0..m)
                .filter(move |&i| s >> i & 1 == 0)
                .map(move |i| s | 1 << i)
        };
        let mut memo = vec![None; 1 << m];
        dp_wins(&mut memo, 0, &outcome, &moves).0
    };
    writeln!(out, "{}", first).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
