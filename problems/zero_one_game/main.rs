// Problem: AtCoder ARC151 C "01 Game", https://atcoder.jp/contests/arc151/tasks/arc151_c
// Statement: write 0/1 into empty cells of a row of N <= 1e18 cells, never two equal neighbours; who cannot move loses.
// Snippets: grundy (segment states (length, kind) by composite numbering: free, one-side, equal-ends, unequal-ends), grundy_period (find_period on g - n / the win table, periodic_value up to 1e18), XOR.
use snippets::grundy::*;
use snippets::grundy_period::*;
use std::io::{self, BufWriter, Read, Write};

// Kinds of an empty segment: FREE (no written neighbour: the row when M = 0), END (a written
// neighbour on one side only), SAME / DIFF (written neighbours on both sides, equal / different).
const FREE: usize = 0;
const END: usize = 1;
const SAME: usize = 2;
const DIFF: usize = 3;
const LEN: usize = 400; // table length; every part of a move is a shorter segment

fn id(len: usize, kind: usize) -> usize {
    len * 4 + kind
}

/// Grundy values of every (length, kind) for length < LEN. Digits are symmetric, so a written
/// neighbour is digit 0 on the left or right where one exists, and the kind of an interior part
/// only depends on whether its two ends are equal.
fn table() -> Vec<u32> {
    grundy(LEN * 4, |s, emit| {
        let (len, kind) = (s / 4, s % 4);
        // left / right neighbour digit (None: open end)
        let (lft, rgt): (Option<u8>, Option<u8>) = match kind {
            FREE => (None, None),
            END => (None, Some(0)),
            SAME => (Some(0), Some(0)),
            _ => (Some(0), Some(1)),
        };
        let part = |a: Option<u8>, b: Option<u8>, l: usize| match (a, b) {
            (None, None) => id(l, FREE),
            (None, Some(_)) | (Some(_), None) => id(l, END),
            (Some(x), Some(y)) => id(l, if x == y { SAME } else { DIFF }),
        };
        for i in 0..len {
            for d in 0..2u8 {
                if (i == 0 && lft == Some(d)) || (i + 1 == len && rgt == Some(d)) {
                    continue;
                }
                emit(&[part(lft, Some(d), i), part(Some(d), rgt, len - 1 - i)]);
            }
        }
    })
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap() as usize);
    let g = table();
    let kind = |k: usize| -> Vec<u32> { (0..LEN).map(|l| g[id(l, k)]).collect() };
    let win = if m == 0 {
        let w: Vec<bool> = kind(FREE).iter().map(|&v| v != 0).collect();
        let (pre, p) = find_period(&w, 0).unwrap();
        periodic_value(&w, pre, p, n)
    } else {
        // END values grow: g(n) - n is periodic
        let d: Vec<i64> = kind(END)
            .iter()
            .enumerate()
            .map(|(l, &v)| v as i64 - l as i64)
            .collect();
        let (dpre, dp) = find_period(&d, 0).unwrap();
        let end = |l: u64| (l as i64 + periodic_value(&d, dpre, dp, l)) as u64;
        let (same, diff) = (kind(SAME), kind(DIFF));
        let (spre, sp) = find_period(&same, 0).unwrap();
        let (fpre, fp) = find_period(&diff, 0).unwrap();
        let cells: Vec<(u64, u64)> = (0..m)
            .map(|_| (it.next().unwrap(), it.next().unwrap()))
            .collect();
        let mut x = end(cells[0].0 - 1) ^ end(n - cells[m - 1].0);
        for w in cells.windows(2) {
            let l = w[1].0 - w[0].0 - 1;
            x ^= if w[0].1 == w[1].1 {
                periodic_value(&same, spre, sp, l)
            } else {
                periodic_value(&diff, fpre, fp, l)
            } as u64;
        }
        x != 0
    };
    writeln!(out, "{}", if win { "Takahashi" } else { "Aoki" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
