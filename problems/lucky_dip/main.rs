// Problem: Google Kick Start 2018 Round A B "Lucky Dip", https://codingcompetitions.withgoogle.com/kickstart/round/0000000000050edf (BOJ 23954)
// Statement: draw uniformly from N values, keep it or put it back and redraw, at most K redraws; maximize the expected value kept.
// Snippets: expectiminimax (a chain over the draws made, each position a Leaf of the mean over the drawn value of max(keep, redraw), as Patterns "A chance event ... revealed before the choice"); that mean by sorted values, a binary search for the break-even point and prefix sums.
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for case in 1..=t {
        let n = it.next().unwrap() as usize;
        let k = it.next().unwrap() as usize;
        let mut v: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        v.sort_unstable();
        // suffix[i] = v[i] + .. + v[n - 1] (exact in u64: at most 2e13)
        let mut suffix = vec![0u64; n + 1];
        for i in (0..n).rev() {
            suffix[i] = suffix[i + 1] + v[i];
        }
        let nf = n as f64;
        // the mean over the draw x of max(x, a), a the value of redrawing
        let mean_max = |a: f64| {
            let lo = v.partition_point(|&x| (x as f64) <= a); // these redraw
            (lo as f64 * a + suffix[lo] as f64) / nf
        };
        // position d: d draws made and the (d + 1)-th just about to be seen; d = k must keep
        let e = expectiminimax(k + 1, |d, p| match d == k {
            true => EmmNode::Leaf(suffix[0] as f64 / nf),
            false => EmmNode::Leaf(mean_max(p.value(d + 1))),
        });
        writeln!(out, "Case #{}: {:.6}", case, e.value[0]).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
