// Problem: Kattis "Cutting Brownies" (https://open.kattis.com/problems/cuttingbrownies), BOJ 11090
// Statement: a B x D sheet; Harry cuts a piece horizontally (b x d -> b x d1 + b x d2), Vicky
//   vertically (b x d -> b1 x d + b2 x d); who cannot cut loses. Can the starter force a win?
// Snippets: partizan (Dyadic values, simplest_between over a bottom-up table of every piece, the
//   README's dense-grid advice; partizan_left_wins for the sign rule). Harry is Left.
use snippets::partizan::{partizan_left_wins, simplest_between, Dyadic};
use std::io::{self, BufWriter, Read, Write};

/// value[b][d] of every piece b x d with b <= max_b, d <= max_d (index 0 unused).
fn values(max_b: usize, max_d: usize) -> Vec<Vec<Dyadic>> {
    let mut v = vec![vec![Dyadic::int(0); max_d + 1]; max_b + 1];
    for b in 1..=max_b {
        for d in 1..=max_d {
            // a cut and its mirror give the same pair of pieces: half the cuts suffice
            let left = (1..=d / 2).map(|d1| v[b][d1] + v[b][d - d1]).max(); // Harry
            let right = (1..=b / 2).map(|b1| v[b1][d] + v[b - b1][d]).min(); // Vicky
            v[b][d] = simplest_between(left, right);
        }
    }
    v
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let cases: Vec<(usize, usize, &str)> = (0..n)
        .map(|_| {
            let b = it.next().unwrap().parse().unwrap();
            let d = it.next().unwrap().parse().unwrap();
            (b, d, it.next().unwrap())
        })
        .collect();
    let max_b = cases.iter().map(|c| c.0).max().unwrap_or(1);
    let max_d = cases.iter().map(|c| c.1).max().unwrap_or(1);
    let v = values(max_b, max_d);
    for &(b, d, who) in &cases {
        let harry_first = who == "Harry";
        let harry_wins = partizan_left_wins(v[b][d], harry_first);
        let can = if harry_wins == harry_first {
            "can"
        } else {
            "cannot"
        };
        writeln!(out, "{who} {can} win").unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
