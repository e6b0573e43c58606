// Problem: HDU 4642 "Fliping game", http://acm.hdu.edu.cn/showproblem.php?pid=4642
// Statement: an N x M board of coins; a move picks an up coin and flips the rectangle from it to (N, M); who cannot move loses.
// Snippets: grundy (coin turning by table: one up coin's value, coins numbered from the bottom-right corner so the others turned are smaller), XOR of the up coins.
use snippets::grundy::grundy;
use std::io::{self, BufWriter, Read, Write};

const W: usize = 100; // the largest N and M

pub fn run(input: &str, out: &mut impl Write) {
    // Coin (x, y) counted from the bottom-right corner: a = N - x, b = M - y (0-based). A move at
    // (a, b) turns (a, b) up -> down and every other coin (i, j) with i <= a, j <= b, all of
    // them numbered i * W + j < a * W + b. One up coin's value depends only on (a, b).
    let mut parts = Vec::new();
    let g = grundy(W * W, |s, emit| {
        let (a, b) = (s / W, s % W);
        parts.clear();
        for i in 0..=a {
            for j in 0..=b {
                if (i, j) != (a, b) {
                    parts.push(i * W + j);
                }
            }
        }
        emit(&parts);
    });
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap_or(0);
    for _ in 0..t {
        let (n, m) = (it.next().unwrap(), it.next().unwrap());
        let mut v = 0u32;
        for x in 0..n {
            for y in 0..m {
                if it.next().unwrap() == 1 {
                    v ^= g[(n - 1 - x) * W + (m - 1 - y)];
                }
            }
        }
        writeln!(out, "{}", if v != 0 { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
