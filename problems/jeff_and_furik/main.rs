// Problem: Codeforces 351B "Jeff and Furik", https://codeforces.com/problemset/problem/351/B
// Statement: Jeff swaps adjacent elements, Furik swaps a random descent or ascent by a coin;
//   the least expected number of moves until the permutation is sorted.
// Snippets: expectiminimax (the chain of Jeff's turns over the inversion count, Furik's reply
//   folded into Jeff's option by the README's "returns to the same state" pattern); the
//   reduction to the inversion count and "Jeff always removes one" by hand.
use snippets::expectiminimax::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let p: Vec<usize> = (0..n).map(|_| it.next().unwrap()).collect();
    // inversions: each adjacent swap changes the count by exactly one
    let mut big_k = 0usize;
    for i in 0..n {
        for j in i + 1..n {
            big_k += (p[i] > p[j]) as usize;
        }
    }
    // position v: Jeff to move with k = K - v inversions. Jeff removes one (move 1); Furik, at
    // k - 1 >= 1 inversions, removes one or adds one with 1/2 each (move 2). The half that
    // comes back to k is folded: the other outcome gets probability 1, the gain 2 / (1/2) = 4.
    let e = expectiminimax(big_k + 1, |v, e| {
        let k = big_k - v;
        match k {
            0 => EmmNode::Leaf(0.0),
            1 => {
                e.mv(v + 1, 1.0); // Jeff sorts it; Furik never moves
                EmmNode::Min
            }
            _ => {
                e.roll(v + 2, 1.0, 0.0);
                e.lottery(4.0);
                EmmNode::Min
            }
        }
    });
    writeln!(out, "{:.6}", e.value[0]).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
