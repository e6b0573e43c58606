// Problem: Google Kick Start 2018 Round A B "Lucky Dip", https://codingcompetitions.withgoogle.com/kickstart/round/0000000000050edf
// Statement: draw one of N values uniformly, keep it or put it back and redraw (at most K redraws); maximize the expected kept value.
// Snippets: expectiminimax (a chain of K + 1 positions, v = redips used, each a Leaf worth the mean of max(x, value(v + 1)), README Patterns "A choice made after the roll").
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

/// The expected value kept with at most k redips from the bag `v` (sorted ascending).
fn lucky_dip(v: &[u64], k: usize) -> f64 {
    let n = v.len();
    // suffix[i] = v[i] + .. + v[n - 1], exact in u64 (<= 2e13)
    let mut suffix = vec![0u64; n + 1];
    for i in (0..n).rev() {
        suffix[i] = suffix[i + 1] + v[i];
    }
    let nf = n as f64;
    // position r (0..=k): r redips used; at r = k the draw is kept, worth the plain mean
    let e = expectiminimax(k + 1, move |r, p: &mut EmmPos<f64>| {
        if r == k {
            return EmmNode::Leaf(suffix[0] as f64 / nf);
        }
        let a = p.value(r + 1); // what a redip is worth
        let lo = v.partition_point(|&x| x as f64 <= a); // values not beating a redip
        EmmNode::Leaf((lo as f64 * a + suffix[lo] as f64) / nf)
    });
    e.value[0]
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for case in 1..=t {
        let n = it.next().unwrap() as usize;
        let k = it.next().unwrap() as usize;
        let mut v: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        v.sort_unstable();
        writeln!(out, "Case #{}: {:.6}", case, lucky_dip(&v, k)).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
