// Problem: AtCoder AGC048 D "Pocky Game", https://atcoder.jp/contests/agc048/tasks/agc048_d
// Statement: a row of piles; First eats from the leftmost nonempty pile, Second from the
//   rightmost; who cannot move loses. Who wins?
// Snippets: none (the README pattern "Piles too big for a state search": a threshold DP).
use std::io::{self, BufWriter, Read, Write};

// left[l][r]: the least size of pile l with which First, to move on piles l..=r (the others as
// given), wins; right[l][r]: the same for Second and pile r. More stones never hurt the mover.
// First empties pile l and wins if Second's own end pile a[r] is below right[l + 1][r];
// otherwise both take one stone at a time, and First needs the a[r] - right[l + 1][r] + 1
// stones Second can spare before its pile must go, plus left[l][r - 1] once Second empties it.
pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
        let mut left = vec![vec![0i64; n]; n];
        let mut right = vec![vec![0i64; n]; n];
        for i in 0..n {
            left[i][i] = 1;
            right[i][i] = 1;
        }
        for len in 2..=n {
            for l in 0..=n - len {
                let r = l + len - 1;
                left[l][r] = if right[l + 1][r] > a[r] {
                    1
                } else {
                    a[r] - right[l + 1][r] + 1 + left[l][r - 1]
                };
                right[l][r] = if left[l][r - 1] > a[l] {
                    1
                } else {
                    a[l] - left[l][r - 1] + 1 + right[l + 1][r]
                };
            }
        }
        let first = a[0] >= left[0][n - 1];
        writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
