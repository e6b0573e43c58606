// Problem: Kattis cuttingbrownies "Cutting Brownies" (BOJ 11090), https://open.kattis.com/problems/cuttingbrownies
// Statement: Harry cuts a piece b x d into b x d1 and b x d2, Vicky into b1 x d and b2 x d; the
//   player who cannot cut loses. Can the given starter force a win on one B x D sheet?
// Snippets: partizan (Cutcake: every piece is a number; a cut leaves the sum of two pieces, so
//   v(b, d) = simplest_between(best Harry sum, best Vicky sum), a table; the sign decides).
use snippets::partizan::{partizan_left_wins, simplest_between, Dyadic};
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let tok: Vec<&str> = input.split_ascii_whitespace().collect();
    let n: usize = tok[0].parse().unwrap();
    let cases: Vec<(usize, usize, &str)> = (0..n)
        .map(|i| {
            (
                tok[1 + 3 * i].parse().unwrap(),
                tok[2 + 3 * i].parse().unwrap(),
                tok[3 + 3 * i],
            )
        })
        .collect();
    let bm = cases.iter().map(|c| c.0).max().unwrap();
    let dm = cases.iter().map(|c| c.1).max().unwrap();
    // v[b][d]: the value of a b x d piece, Harry (horizontal cuts, splitting d) = Left
    let mut v = vec![vec![Dyadic::int(0); dm + 1]; bm + 1];
    for b in 1..=bm {
        for d in 1..=dm {
            let left = (1..=d / 2).map(|d1| v[b][d1] + v[b][d - d1]).max();
            let right = (1..=b / 2).map(|b1| v[b1][d] + v[b - b1][d]).min();
            v[b][d] = simplest_between(left, right);
        }
    }
    for (b, d, who) in cases {
        let harry = who == "Harry";
        let left_wins = partizan_left_wins(v[b][d], harry);
        let verdict = if left_wins == harry {
            "can win"
        } else {
            "cannot win"
        };
        writeln!(out, "{} {}", who, verdict).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
