// Problem: Luogu P4363 "[九省联考 2018] 一双木棋 chess", https://www.luogu.com.cn/problem/P4363
// Statement: an n x m board (n, m <= 10) is filled in turns; a cell may be filled once the cells
//   left of it and above it are; the first player scores a[i][j], the second b[i][j] on the cells
//   they fill. Print first's sum minus second's under optimal play.
// Snippets: game_dp (dp_value with Pass steps over the row lengths of the filled staircase, a
//   HashMap memo keyed by [u8; 10]; the mover is the parity of the filled cells).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::collections::HashMap;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (x[0] as usize, x[1] as usize);
    let a = &x[2..2 + n * m];
    let b = &x[2 + n * m..2 + 2 * n * m];
    // state: len[i] = cells filled in row i (non-increasing); row i may grow if the row above
    // is longer
    let steps = |len: [u8; 10]| {
        let filled: usize = len.iter().map(|&l| l as usize).sum();
        let score = if filled % 2 == 0 { a } else { b };
        (0..n)
            .filter(move |&i| (len[i] as usize) < m && (i == 0 || len[i - 1] > len[i]))
            .map(move |i| {
                let mut next = len;
                next[i] += 1;
                Pass(score[i * m + len[i] as usize], next)
            })
    };
    let (v, _) = dp_value(&mut HashMap::new(), [0u8; 10], &|_| None, &steps);
    writeln!(out, "{}", v).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
