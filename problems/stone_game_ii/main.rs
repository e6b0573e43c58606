// Problem: LeetCode 1140 "Stone Game II" (https://leetcode.com/problems/stone-game-ii/)
// Statement: take all of the first X piles left, 1 <= X <= 2M, then M = max(M, X); Alice's total.
//   Judge-style input: n, then the n piles; output: Alice's stones.
// Snippets: game_dp (dp_value over states (next pile, M) with Pass steps: gain - value(next))
use snippets::game_dp::{dp_value, DpStep::Pass};
use std::io::{self, BufWriter, Read, Write};

/// Alice's stones under optimal play.
pub fn alice_stones(piles: &[i64]) -> i64 {
    let n = piles.len();
    let mut pre = vec![0i64; n + 1];
    for i in 0..n {
        pre[i + 1] = pre[i] + piles[i];
    }
    let pre = &pre;
    // state i * (n + 1) + m: piles i.. left, M = m (M >= n lets the mover take everything: cap it)
    let steps = move |s: usize| {
        let (i, m) = (s / (n + 1), s % (n + 1));
        (1..=(2 * m).min(n - i))
            .map(move |x| Pass(pre[i + x] - pre[i], (i + x) * (n + 1) + m.max(x).min(n)))
    };
    let mut memo = vec![None; (n + 1) * (n + 1)];
    let (d, _) = dp_value(&mut memo, 1, &|_| None, &steps); // Alice minus Bob
    (pre[n] + d) / 2
}

/// Solves the input `s`, writing the answer to `out`.
pub fn run(s: &str, out: &mut impl Write) {
    let v: Vec<i64> = s
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let n = v[0] as usize;
    writeln!(out, "{}", alice_stones(&v[1..=n])).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
