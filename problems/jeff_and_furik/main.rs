// Problem: CF 351B "Jeff and Furik", https://codeforces.com/problemset/problem/351/B
// Statement: Jeff swaps adjacent elements, Furik swaps a random inverted / non-inverted pair by
//   a coin; the least expected number of moves until the permutation is sorted.
// Snippets: expectiminimax (a chain over the inversion count; the reduction below by hand).
// Only the number of inversions k matters: a swap of adjacent
// elements changes k by exactly 1, Jeff always lowers it, and Furik (after Jeff lowered it, so
// the permutation is neither sorted nor reversed) lowers it on heads and raises it on tails,
// 1/2 each. One round (Jeff, then Furik) from k >= 2 costs 2 moves and leads to k - 2 or back
// to k: a chance outcome that returns to the same state, folded out (README Patterns):
// k - 2 with probability 1, gain 2 / (1 - 1/2). From k = 1 Jeff's swap ends the game.
use snippets::expectiminimax::*;
use std::io::*;

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let n = v[0];
    let p = &v[1..=n];
    // inversions with a Fenwick tree
    let mut bit = vec![0u64; n + 1];
    let mut k = 0u64;
    for (i, &x) in p.iter().enumerate() {
        let mut le = 0; // earlier elements <= x
        let mut j = x;
        while j > 0 {
            le += bit[j];
            j &= j - 1;
        }
        k += i as u64 - le;
        let mut j = x;
        while j <= n {
            bit[j] += 1;
            j += j & j.wrapping_neg();
        }
    }
    let k = k as usize;
    // position id = k0 - (inversions left), so every move raises the id
    let e = expectiminimax(k + 1, |id, q| {
        let left = k - id;
        match left {
            0 => EmmNode::Leaf(0.0),
            1 => {
                q.mv(id + 1, 1.0); // Jeff sorts it
                EmmNode::Min
            }
            _ => {
                q.roll(id + 2, 1.0, 0.0); // Furik's raise (probability 1/2) folded out
                q.lottery(2.0 / 0.5); // Jeff lowers, Furik moves: 2 moves a round
                EmmNode::Min
            }
        }
    });
    println!("{:.6}", e.value[0]);
}
