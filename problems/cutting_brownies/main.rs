// Problem: Kattis cuttingbrownies "Cutting Brownies" (BOJ 11090), https://open.kattis.com/problems/cuttingbrownies
// Statement: Cutcake: Harry splits a piece's depth, Vicky its breadth, who cannot cut loses; can the starter win?
// Snippets: partizan (Dyadic values, simplest_between: Conway's simplicity rule; partizan_left_wins: the sign rule);
//   the max over the cuts is a bottom-up table here: partizan_value_parts over a HashMap took 15 s on 500 x 500
use snippets::partizan::{partizan_left_wins, simplest_between, Dyadic};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let tok: Vec<&str> = input.split_ascii_whitespace().collect();
    let t: usize = tok[0].parse().unwrap();
    let cases: Vec<(usize, usize, &str)> = (0..t)
        .map(|i| {
            (
                tok[1 + 3 * i].parse().unwrap(),
                tok[2 + 3 * i].parse().unwrap(),
                tok[3 + 3 * i],
            )
        })
        .collect();
    let bmax = cases.iter().map(|c| c.0).max().unwrap_or(1);
    let dmax = cases.iter().map(|c| c.1).max().unwrap_or(1);
    // v[b][d]: the value of one b x d piece; Left = Harry (splits d), Right = Vicky (splits b).
    // Every option is a sum of two numbers, so only the best one per side counts.
    let mut v = vec![vec![Dyadic::int(0); dmax + 1]; bmax + 1];
    for b in 1..=bmax {
        for d in 1..=dmax {
            let left = (1..=d / 2).map(|d1| v[b][d1] + v[b][d - d1]).max();
            let right = (1..=b / 2).map(|b1| v[b1][d] + v[b - b1][d]).min();
            v[b][d] = simplest_between(left, right);
        }
    }
    for &(b, d, s) in &cases {
        let harry_first = s == "Harry";
        let wins = partizan_left_wins(v[b][d], harry_first) == harry_first;
        writeln!(out, "{} {}", s, if wins { "can win" } else { "cannot win" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
