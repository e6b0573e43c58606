// Problem: QOJ 4106 "硬币游戏" (Coin Game, SDOI2016), http://qoj.ac/problem/4106
// Statement: coins 1..n, a move picks a tails coin x = c * 2^a * 3^b and flips q + 1 coins along
//   the exponent of 2 or of 3 in steps of p (q <= MAXQ); no move loses. Does the first player win?
// Snippets: grundy (one tails coin's value per exponent pair (a, b): a coin-turning game, the
//   other coins flipped are the parts), XOR over the tails coins.
use snippets::grundy::grundy;
use std::io::{self, BufWriter, Read, Write};

const A: usize = 15; // 2^14 <= 30000 < 2^15
const B: usize = 10; // 3^9 <= 30000 < 3^10

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    // a table of the single-coin values per MAXQ, built on first use
    let mut tables: Vec<Option<Vec<u32>>> = vec![None; 21];
    for _ in 0..t {
        let n = it.next().unwrap();
        let maxq = it.next().unwrap();
        let g = tables[maxq].get_or_insert_with(|| {
            // state a * B + b: every other coin flipped has a smaller a, or the same a and a smaller b
            grundy(A * B, |s, emit: &mut dyn FnMut(&[usize])| {
                let (a, b) = (s / B, s % B);
                let mut parts = Vec::new();
                for p in 1..=a {
                    for q in 1..=maxq.min(a / p) {
                        parts.clear();
                        parts.extend((1..=q).map(|j| (a - p * j) * B + b));
                        emit(&parts);
                    }
                }
                for p in 1..=b {
                    for q in 1..=maxq.min(b / p) {
                        parts.clear();
                        parts.extend((1..=q).map(|j| a * B + b - p * j));
                        emit(&parts);
                    }
                }
            })
        });
        let mut x = 0u32;
        for i in 1..=n {
            if it.next().unwrap() == 0 {
                let (mut c, mut a, mut b) = (i, 0, 0);
                while c % 2 == 0 {
                    c /= 2;
                    a += 1;
                }
                while c % 3 == 0 {
                    c /= 3;
                    b += 1;
                }
                x ^= g[a * B + b];
            }
        }
        writeln!(out, "{}", if x != 0 { "win" } else { "lose" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
