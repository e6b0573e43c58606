// The plain bottom-up DP a contestant writes for ABC201 D "Game in Momotetsu World" (the
// reference of `verify/bench/chance.sh`): dp[i][j] = Takahashi's minus Aoki's score from cell
// (i, j) on, the max (Takahashi to move, i + j even) or the min of the two moves, a full
// H x W table of i32. Reads the same input as problems/momotetsu.
use std::io::{self, Read};

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    let mut it = inp.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let w: usize = it.next().unwrap().parse().unwrap();
    let a: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let score = |i: usize, j: usize| if a[i][j] == b'+' { 1 } else { -1 };
    let mut dp = vec![vec![0i32; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            if i + 1 == h && j + 1 == w {
                continue;
            }
            let takahashi = (i + j) % 2 == 0;
            let mut best = if takahashi { i32::MIN } else { i32::MAX };
            for (ni, nj) in [(i + 1, j), (i, j + 1)] {
                if ni < h && nj < w {
                    let x = if takahashi {
                        dp[ni][nj] + score(ni, nj)
                    } else {
                        dp[ni][nj] - score(ni, nj)
                    };
                    best = if takahashi { best.max(x) } else { best.min(x) };
                }
            }
            dp[i][j] = best;
        }
    }
    let d = dp[0][0];
    println!(
        "{}",
        if d > 0 {
            "Takahashi"
        } else if d < 0 {
            "Aoki"
        } else {
            "Draw"
        }
    );
}
