// Problem: LeetCode 1563 "Stone Game V", https://leetcode.com/problems/stone-game-v/
// Statement: Alice splits the row in two, Bob drops the part with the larger sum (Alice picks on a
//   tie), Alice scores the kept sum and goes on with it until one stone is left. Her best score?
// Snippets: game_dp (state [l, r); Bob's reply is forced, so every option is `Again(kept sum,
//   kept part)`: Alice moves again; one stone: no moves, worth 0).
use snippets::game_dp::dp_value;
use snippets::game_dp::DpStep::Again;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    let a = &v[1..1 + n];
    let mut pre = vec![0i64; n + 1];
    for i in 0..n {
        pre[i + 1] = pre[i] + a[i];
    }
    let pre = &pre;
    let id = move |l: usize, r: usize| l * (n + 1) + r;
    let steps = |s: usize| {
        let (l, r) = (s / (n + 1), s % (n + 1));
        (l + 1..r).flat_map(move |k| {
            let (left, right) = (pre[k] - pre[l], pre[r] - pre[k]);
            let keep_left = (left <= right).then(|| Again(left, id(l, k)));
            let keep_right = (right <= left).then(|| Again(right, id(k, r)));
            keep_left.into_iter().chain(keep_right)
        })
    };
    let mut memo = vec![None; (n + 1) * (n + 1)];
    let (best, _) = dp_value(&mut memo, id(0, n), &|_| None, &steps);
    writeln!(out, "{}", best).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
