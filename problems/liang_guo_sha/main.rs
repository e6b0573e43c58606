// Problem: HDU 3910 "Liang Guo Sha", https://acm.hdu.edu.cn/showproblem.php?pid=3910
// Statement: both show Sha or Shan at once; Sha-Sha pays Alice A, Shan-Shan B, a mix pays Bob C;
// print Alice's value under optimal mixed strategies, 6 decimals.
// Snippets: matrix_game (the value of the 2 x 2 zero-sum game [[A, -C], [-C, B]]).
use snippets::matrix_game::matrix_game;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<f64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    for t in v.chunks_exact(3) {
        let (a, b, c) = (t[0], t[1], t[2]);
        // rows: Alice shows Sha / Shan; columns: Bob shows Sha / Shan; entries: Alice's points
        let g = matrix_game(&[vec![a, -c], vec![-c, b]]);
        // a nonzero value is p/q with q <= 4e5, so |value| < 5e-7 is an exact 0 ("-0.000000" else)
        let value = if g.value.abs() < 5e-7 { 0.0 } else { g.value };
        writeln!(out, "{:.6}", value).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
