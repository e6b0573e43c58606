// Problem: AtCoder ABC201 D "Game in Momotetsu World" (https://atcoder.jp/contests/abc201/tasks/abc201_d)
// Statement: two players alternately move a piece right/down on a +/- grid (H, W <= 2000), scoring +-1 per cell entered; who wins?
// Snippets: none. The negamax recurrence of game_tree, run as a DP over positions: the
// game tree has C(H+W-2, H-1) paths but only H*W positions, so an explicit tree is hopeless
// (game_tree's header says so); dp[i][j] = max over the two moves of (gain - dp[next]) is the
// mover's advantage, and whose turn it is comes from the position ((i + j) even: Takahashi).
// verify/cross/tree.rs checks this recurrence against game_tree on every small grid.
// O(H*W) time, O(W) memory (one row of i32; |dp| <= H + W).
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let w: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let gain = |i: usize, j: usize| if rows[i][j] == b'+' { 1 } else { -1 };
    // dp[j] = advantage of the player to move at (i, j) over the other, for the current row i.
    let mut dp = vec![0i32; w];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            let mut best = i32::MIN;
            if i + 1 < h {
                best = best.max(gain(i + 1, j) - dp[j]); // dp[j] still holds row i + 1
            }
            if j + 1 < w {
                best = best.max(gain(i, j + 1) - dp[j + 1]);
            }
            dp[j] = if best == i32::MIN { 0 } else { best };
        }
    }
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let answer = match dp[0].cmp(&0) {
        std::cmp::Ordering::Greater => "Takahashi",
        std::cmp::Ordering::Less => "Aoki",
        std::cmp::Ordering::Equal => "Draw",
    };
    writeln!(out, "{}", answer).unwrap();
}
