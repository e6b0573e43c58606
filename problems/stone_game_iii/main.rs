// Problem: LeetCode 1406 "Stone Game III", https://leetcode.com/problems/stone-game-iii/
// Statement: players alternately take 1, 2 or 3 stones from the front and score their values
//   (maybe negative); print the winner, "Alice" (first), "Bob", or "Tie".
// Snippets: game_dp (state i = stones taken so far; `Pass(sum of the k taken, i + k)`; the
//   value is the mover's total minus the other's; solved from the back: recursion one level deep).
use snippets::game_dp::dp_value;
use snippets::game_dp::DpStep::Pass;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = &v[1..1 + n];
    let steps = |i: usize| {
        (1..=3)
            .filter(move |&k| i + k <= n)
            .map(move |k| Pass(a[i..i + k].iter().sum::<i64>(), i + k))
    };
    let mut memo = vec![None; n + 1];
    for i in (0..=n).rev() {
        dp_value(&mut memo, i, &|_| None, &steps);
    }
    let (d, _) = dp_value(&mut memo, 0, &|_| None, &steps);
    let answer = match d {
        d if d > 0 => "Alice",
        d if d < 0 => "Bob",
        _ => "Tie",
    };
    writeln!(out, "{}", answer).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
