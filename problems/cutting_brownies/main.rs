// Problem: Kattis "Cutting Brownies" (https://open.kattis.com/problems/cuttingbrownies)
// Statement: Harry cuts a piece horizontally (b x d -> b x d1, b x d2), Vicky vertically
//   (b x d -> b1 x d, b2 x d); who cannot cut loses. Can the starting player win on B x D?
// Snippets: partizan (Cutcake: partizan_table over the sheets b x d, Harry = Left; the sign
//   rule partizan_left_wins)
use snippets::partizan::{partizan_left_wins, partizan_table, Dyadic};
use std::io::{self, BufWriter, Read, Write};

/// Values of every sheet b x d (b <= max_b, d <= max_d), numbered b * (max_d + 1) + d;
/// Left = Harry (splits d), Right = Vicky (splits b).
fn sheet_values(max_b: usize, max_d: usize) -> Vec<Dyadic> {
    let w = max_d + 1;
    let id = |b: usize, d: usize| b * w + d;
    partizan_table((max_b + 1) * w, |s, left, right| {
        let (b, d) = (s / w, s % w);
        if b > 0 && d > 0 {
            // the cuts a and d - a give the same parts: half of them suffice
            (1..=d / 2).for_each(|a| left(&[id(b, a), id(b, d - a)]));
            (1..=b / 2).for_each(|a| right(&[id(a, d), id(b - a, d)]));
        }
    })
    .expect("Cutcake values are numbers")
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let cases: Vec<(usize, usize, bool)> = (0..n)
        .map(|_| {
            let b = it.next().unwrap().parse().unwrap();
            let d = it.next().unwrap().parse().unwrap();
            (b, d, it.next().unwrap() == "Harry")
        })
        .collect();
    let max_b = cases.iter().map(|c| c.0).max().unwrap_or(1);
    let max_d = cases.iter().map(|c| c.1).max().unwrap_or(1);
    let t = sheet_values(max_b, max_d);
    for &(b, d, harry) in &cases {
        let left_wins = partizan_left_wins(t[b * (max_d + 1) + d], harry);
        let name = if harry { "Harry" } else { "Vicky" };
        let verdict = if left_wins == harry {
            "can win"
        } else {
            "cannot win"
        };
        writeln!(out, "{} {}", name, verdict).unwrap();
    }
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
