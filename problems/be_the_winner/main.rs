// Problem: HDU 2509 "Be the Winner", https://acm.hdu.edu.cn/showproblem.php?pid=2509
// Statement: rows of apples; a move takes a contiguous block from one row (splitting it); the
//   player who takes the last apple loses. Does the first player win?
// Snippets: grundy (the value of a row: a move leaves two rows a + b < s), anti_sg (the misère
//   sum of the current rows, under the header's splitting condition: take the row / leave one).
use snippets::anti_sg::anti_sg_wins;
use snippets::grundy::grundy;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    // a row of s apples: remove a block, leaving rows of a and b apples, a + b <= s - 1
    let g: Vec<u32> = grundy(101, |s, emit| {
        for a in 0..s {
            for b in a..s - a {
                emit(&[a, b]);
            }
        }
    });
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        let sg: Vec<u32> = (0..n).map(|_| g[it.next().unwrap()]).collect();
        writeln!(out, "{}", if anti_sg_wins(&sg) { "Yes" } else { "No" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
