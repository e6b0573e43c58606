// Problem: AtCoder ABC342 F "Black Jack", https://atcoder.jp/contests/abc342/tasks/abc342_f
// Statement: roll a D-sided die into x as long as you like; then the dealer rolls into y while
//   y < L; x > N loses, else y > N or x > y wins. Your best win probability (1e-6).
// Snippets: expectiminimax (your positions x = 0..=N + D; a position is a Leaf computed from its
//   children's values: stop, or the mean of the next D positions kept as a window sum). The
//   dealer's distribution is a plain forward DP with a window sum.
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, l, d) = (v[0], v[1], v[2]);
    // the dealer: reach[y] = P(his running total passes through y), y < l + d
    let m = l + d;
    let mut reach = vec![0.0f64; m + 1];
    reach[0] = 1.0;
    let mut window = 0.0; // sum of reach[y - d..y] restricted to totals below l
    for y in 1..=m {
        if y - 1 < l {
            window += reach[y - 1];
        }
        if y > d && y - d - 1 < l {
            window -= reach[y - d - 1];
        }
        reach[y] = window / d as f64;
    }
    let fin = |y: usize| if y >= l { reach[y] } else { 0.0 }; // P(he stops at y)
    let bust: f64 = (n + 1..=m).map(fin).sum();
    let mut below = vec![0.0; n + 2]; // below[x] = P(he stops below x)
    for x in 1..=n + 1 {
        below[x] = below[x - 1] + if x - 1 <= m { fin(x - 1) } else { 0.0 };
    }
    // you: position x holds x; x > n is lost (value 0); positions solved from n + d down to 0
    let mut sum = 0.0; // value(x + 1) + .. + value(x + d)
    let e = expectiminimax(n + d + 2, |x, p| {
        if x > n {
            return EmmNode::Leaf(0.0);
        }
        sum += p.value(x + 1) - p.value(x + d + 1);
        EmmNode::Leaf((bust + below[x]).max(sum / d as f64))
    });
    writeln!(out, "{:.15}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
