// Problem: HDU 4778 "Gems Fight!" (https://acm.hdu.edu.cn/showproblem.php?pid=4778)
// Statement: pour bags into a shared cooker in turn; S gems of a colour melt into a stone for the
//   mover, who then moves again; print Alice's stones minus Bob's.
// Snippets: game_dp (dp_value over the bitmask of poured bags: Again after a stone, else Pass)
use snippets::game_dp::{dp_value, DpStep::*};
use std::io::{self, BufWriter, Read, Write};

/// Alice's stones minus Bob's; bags[b][c] = gems of colour c in bag b (<= 21 bags), s >= 1.
pub fn stone_difference(bags: &[Vec<u8>], s: u8) -> i16 {
    let (nb, g) = (bags.len(), bags.first().map_or(0, |b| b.len()));
    // stones[mask]: stones made once the bags of mask are poured, in any order
    let mut tot = vec![[0u8; 8]; 1 << nb];
    let mut stones = vec![0u8; 1 << nb];
    for mask in 1..1usize << nb {
        let b = mask.trailing_zeros() as usize;
        let prev = mask & (mask - 1);
        for c in 0..g {
            tot[mask][c] = tot[prev][c] + bags[b][c];
            stones[mask] += tot[mask][c] / s;
        }
    }
    let stones = &stones;
    // high bits first: the search then finishes the masks in decreasing order, so the memo
    // reads of one mask's successors stay near the last ones (3x faster than low bits first)
    let steps = |m: usize| {
        (0..nb)
            .rev()
            .filter(move |&b| m >> b & 1 == 0)
            .map(move |b| {
                let t = m | 1 << b;
                let gain = (stones[t] - stones[m]) as i16;
                if gain > 0 {
                    Again(gain, t) // a stone: the mover pours again
                } else {
                    Pass(0, t)
                }
            })
    };
    let mut memo = vec![None; 1 << nb];
    dp_value(&mut memo, 0, &|_| None, &steps).0
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    while let (Some(g), Some(b), Some(s)) = (it.next(), it.next(), it.next()) {
        if g == 0 && b == 0 && s == 0 {
            break;
        }
        let bags: Vec<Vec<u8>> = (0..b)
            .map(|_| {
                let mut bag = vec![0u8; g];
                for _ in 0..it.next().unwrap() {
                    bag[it.next().unwrap() - 1] += 1;
                }
                bag
            })
            .collect();
        writeln!(out, "{}", stone_difference(&bags, s as u8)).unwrap();
    }
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
