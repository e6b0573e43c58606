// Problem: AtCoder ABC201 D "Game in Momotetsu World" (https://atcoder.jp/contests/abc201/tasks/abc201_d)
// Statement: two players alternately move a piece right/down on a +/- grid (H, W <= 2000), scoring +-1 per cell entered; who wins?
// Snippets: expectiminimax (MAX/MIN nodes on the DAG of cells, landing gains as rewards).
// Value = Takahashi's score minus Aoki's from here on. Cell (i, j) is a MAX node when i + j is
// even (Takahashi moves), else a MIN node, with children (i + 1, j) and (i, j + 1); the last
// cell is a leaf worth 0. The reward of a cell is what its entering move scores: +-1 for
// Takahashi (i + j odd) counted +, for Aoki counted -; the start cell scores nothing. No chance
// nodes: all values are small integers, exact in f64. H*W <= 4*10^6 nodes; measured on a
// random 2000 x 2000 grid: see the Verified line of expectiminimax.
// verify/cross/tree.rs checks this DAG against game_tree on the explicit tree of all paths.
use snippets::expectiminimax::{Expectiminimax, Node};
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let w: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let gain = |i: usize, j: usize| if rows[i][j] == b'+' { 1.0 } else { -1.0 };
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
