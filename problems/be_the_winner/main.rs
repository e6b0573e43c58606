// Problem: HDU 2509 "Be the Winner", https://acm.hdu.edu.cn/showproblem.php?pid=2509
// Statement: rows of apples; a move removes a contiguous block from one row (splitting it in
//   two); whoever takes the last apple loses: does the first player win?
// Snippets: grundy::grundy for the value of a row (a move emits the two leftover rows; the
//   value of a row of n is n, only the empty row is 0), anti_sg::anti_sg_wins (SJ theorem)
//   on the values of the current rows.
use snippets::anti_sg::anti_sg_wins;
use snippets::grundy::grundy;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    // Row of s: remove k >= 1 apples starting after a apples, leaving rows a and s - k - a.
    let g: Vec<u32> = grundy(101, |s: usize, emit: &mut dyn FnMut(&[usize])| {
        for k in 1..=s {
            for a in 0..=s - k {
                emit(&[a, s - k - a]);
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
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
