// Problem: AtCoder ABC201 D "Game in Momotetsu World" (https://atcoder.jp/contests/abc201/tasks/abc201_d)
// Statement: two players alternately move a piece right/down on a +/- grid (H, W <= 2000), scoring +-1 per cell entered; who wins?
// Snippets: expectiminimax (MAX/MIN nodes on the DAG of cells, landing gains as rewards).
// Value of a cell = Takahashi's minus Aoki's score from the move entering it on. Cell (i, j)
// is a MAX node when i + j is even (Takahashi moves), else a MIN node, with children
// (i + 1, j) and (i, j + 1); the last cell is a leaf worth 0. The reward of a cell is what its
// entering move scores: +-1 for Takahashi (i + j odd) counted +, for Aoki counted -; the start
// cell scores nothing. No chance nodes: all values are small integers, exact in f64.
// H*W <= 4*10^6 nodes. Measured on a random 2000 x 2000 grid
// (`/usr/bin/time -v cargo run --release --example momotetsu`): 0.65 s CPU (user + sys; 1.0 to
// 1.3 s wall on a loaded 2-core machine), 412 MB peak, within AtCoder's 2 s / 1024 MB. The same
// recurrence as a rolling DP over one row (mover's advantage dp = max(gain - dp[next]), kept
// in verify/cross/tree.rs as a second oracle) takes 0.02 s and 6 MB: write that instead when
// the memory limit is 256 MB.
// verify/cross/tree.rs checks this DAG against game_tree on the explicit tree of all paths.
use snippets::expectiminimax::{Expectiminimax, Node};
use std::io::{self, BufWriter, Read, Write};

/// Nodes and rewards of the H x W grid, node i * w + j for cell (i, j); `gain(i, j)` = +-1.
pub fn build(h: usize, w: usize, gain: impl Fn(usize, usize) -> f64) -> (Vec<Node>, Vec<f64>) {
    let mut nodes = Vec::with_capacity(h * w);
    let mut reward = Vec::with_capacity(h * w);
    for i in 0..h {
        for j in 0..w {
            let mut ch = Vec::with_capacity(2);
            if i + 1 < h {
                ch.push((i + 1) * w + j);
            }
            if j + 1 < w {
                ch.push(i * w + j + 1);
            }
            nodes.push(match (ch.is_empty(), (i + j) % 2 == 0) {
                (true, _) => Node::Leaf(0.0),
                (false, true) => Node::Max(ch),
                (false, false) => Node::Min(ch),
            });
            reward.push(match (i + j == 0, (i + j) % 2 == 1) {
                (true, _) => 0.0,
                (false, true) => gain(i, j),
                (false, false) => -gain(i, j),
            });
        }
    }
    (nodes, reward)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let w: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let gain = |i: usize, j: usize| if rows[i][j] == b'+' { 1.0 } else { -1.0 };
    let (nodes, reward) = build(h, w, gain);
    let (value, _) = Expectiminimax::new(nodes).with_rewards(reward).solve();
    let answer = match value[0] {
        d if d > 0.0 => "Takahashi",
        d if d < 0.0 => "Aoki",
        _ => "Draw",
    };
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{}", answer).unwrap();
}
