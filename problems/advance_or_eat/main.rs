// Problem: AtCoder ABC229 H "Advance or Eat", https://atcoder.jp/contests/abc229/tasks/abc229_h
// Statement: N x N board of W / B pieces; Takahashi advances a W one row up or eats any B, Snuke
//   the same with colours swapped; whoever cannot move loses. Print the winner.
// Snippets: partizan, for the value of each column (a number) and the sign rule on their sum.
use snippets::partizan::*;
use std::collections::HashMap;
use std::io::{Read, Write};

/// A column, top row first, as two bitmasks: bit i of `w` (of `b`) = a white (black) piece in
/// row i. Eating is a move inside the eaten piece's column, so the board is a sum of columns.
type Column = (u16, u16);

/// Takahashi's (Left's) and Snuke's (Right's) options in one column of n cells.
fn options(n: usize, &(w, b): &Column) -> (Vec<Column>, Vec<Column>) {
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for i in 0..n {
        let bit = 1u16 << i;
        let free_above = i > 0 && (w | b) & (bit >> 1) == 0;
        if w & bit != 0 {
            if free_above {
                left.push((w ^ bit ^ (bit >> 1), b)); // Takahashi advances it
            }
            right.push((w ^ bit, b)); // Snuke eats it
        }
        if b & bit != 0 {
            if free_above {
                right.push((w, b ^ bit ^ (bit >> 1)));
            }
            left.push((w, b ^ bit));
        }
    }
    (left, right)
}

pub fn run<W: Write>(input: &str, out: &mut W) {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..n).map(|_| it.next().unwrap().as_bytes()).collect();
    let mut memo = HashMap::new();
    let mut opts = |p: &Column| options(n, p);
    let mut sum = Dyadic::int(0);
    for c in 0..n {
        let (mut w, mut b) = (0u16, 0u16);
        for (i, row) in rows.iter().enumerate() {
            match row[c] {
                b'W' => w |= 1 << i,
                b'B' => b |= 1 << i,
                _ => {}
            }
        }
        let v = partizan_value(&(w, b), &mut opts, &mut memo).expect("a column is a number");
        sum += v;
    }
    // Takahashi is Left (his moves raise the value) and moves first.
    let winner = if partizan_left_wins(sum, true) {
        "Takahashi"
    } else {
        "Snuke"
    };
    writeln!(out, "{winner}").unwrap();
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    run(&input, &mut out);
}
