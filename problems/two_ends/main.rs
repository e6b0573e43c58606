// Problem: SPOJ TWENDS "Two Ends", https://www.spoj.com/problems/TWENDS/
// Statement: cards in a row, each player takes an end card; the second player is greedy (larger
//   end, left on ties). Print the best first-minus-second difference the first player can reach.
// Snippets: game_dp (state [l, r) with the first player to move; her take and the greedy reply
//   are one step `Again(her card - his card, next)`: she moves again, so the gains add).
use snippets::game_dp::dp_value;
use snippets::game_dp::DpStep::Again;
use std::io::{self, Read, Write};

fn solve(a: &[i64]) -> i64 {
    let n = a.len();
    let id = |l: usize, r: usize| l * (n + 1) + r;
    let steps = |s: usize| {
        let (l, r) = (s / (n + 1), s % (n + 1));
        let mut v = Vec::with_capacity(2);
        if r > l {
            for (mine, (gl, gr)) in [(a[l], (l + 1, r)), (a[r - 1], (l, r - 1))] {
                // the greedy reply on [gl, gr): the larger end, the left one on a tie
                let (his, next) = if gr == gl {
                    (0, id(gl, gr))
                } else if a[gl] >= a[gr - 1] {
                    (a[gl], id(gl + 1, gr))
                } else {
                    (a[gr - 1], id(gl, gr - 1))
                };
                v.push(Again(mine - his, next));
            }
        }
        v
    };
    let mut memo = vec![None; (n + 1) * (n + 1)];
    dp_value(&mut memo, id(0, n), &|_| None, &steps).0
}

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (mut p, mut game) = (0, 0);
    while p < v.len() && v[p] != 0 {
        let n = v[p] as usize;
        game += 1;
        let d = solve(&v[p + 1..p + 1 + n]);
        p += n + 1;
        writeln!(
            out,
            "In game {}, the greedy strategy might lose by as many as {} points.",
            game, d
        )
        .unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
