// Problem: AtCoder TDPC J "Ball", https://atcoder.jp/contests/tdpc/tasks/tdpc_ball
// Statement: aim each throw at x, it lands on x-1, x or x+1 (1/3 each) and knocks a standing object there; minimize the expected throws until all fall.
// Snippets: expectiminimax (MIN over aims, each aim a lottery over the objects it can hit; the miss folded out: Patterns "A chance outcome that returns to the same state").
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let xs: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    let full = (1usize << n) - 1;
    // near[a]: the objects an aim at a - 1 can hit (aims -1..=16)
    let near: Vec<usize> = (-1..=16i64)
        .map(|aim| {
            (0..n)
                .filter(|&i| (xs[i] - aim).abs() <= 1)
                .map(|i| 1 << i)
                .sum()
        })
        .collect();
    // position v: the objects in v have fallen (standing = full ^ v); a hit adds a bit, raising v
    let e = expectiminimax(full + 1, |v, p| {
        if v == full {
            return EmmNode::Leaf(0.0);
        }
        for &m in &near {
            let hits = m & !v;
            if hits == 0 {
                continue;
            }
            // each landing point 1/3; the misses (probability 1 - k/3) return here: fold them
            let k = hits.count_ones() as f64;
            for i in (0..n).filter(|&i| hits >> i & 1 == 1) {
                p.roll(v | 1 << i, 1.0 / k, 0.0);
            }
            p.lottery(3.0 / k);
        }
        EmmNode::Min
    });
    writeln!(out, "{:.9}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
