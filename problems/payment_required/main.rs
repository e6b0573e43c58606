// Problem: AtCoder ABC402 E "Payment Required", https://atcoder.jp/contests/abc402/tasks/abc402_e
// Statement: pay C_i per submission to problem i (accepted with P_i %), at most X yen in all;
//   choose each next submission adaptively; maximize the expected sum of S_i over solved problems.
// Snippets: expectiminimax (positions (yen spent, solved mask), a submission is a lottery
//   option of a MAX position, stopping a move to a sink worth 0).
use snippets::expectiminimax::{expectiminimax, EmmNode, EmmPos};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, x) = (it.next().unwrap(), it.next().unwrap());
    let mut probs = Vec::new();
    for _ in 0..n {
        let (s, c, p) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
        probs.push((s as f64, c, p as f64 / 100.0));
    }
    let full = 1usize << n;
    // position spent * 2^n + mask; every submission spends C_i >= 1, so it raises the id
    let sink = (x + 1) * full;
    let e = expectiminimax(sink + 1, |v: usize, p: &mut EmmPos<f64>| {
        if v == sink {
            return EmmNode::Leaf(0.0);
        }
        let (spent, mask) = (v / full, v % full);
        p.mv(sink, 0.0); // stop
        for (i, &(s, c, q)) in probs.iter().enumerate() {
            if mask >> i & 1 == 1 || spent + c > x {
                continue; // resubmitting a solved problem only costs yen
            }
            let next = (spent + c) * full;
            p.roll(next + (mask | 1 << i), q, s);
            p.roll(next + mask, 1.0 - q, 0.0);
            p.lottery(0.0);
        }
        EmmNode::Max
    });
    writeln!(out, "{:.10}", e.value[0]).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
