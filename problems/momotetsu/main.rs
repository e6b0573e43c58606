// Problem: AtCoder ABC201 D "Game in Momotetsu World" (https://atcoder.jp/contests/abc201/tasks/abc201_d)
// Statement: two players alternately move a piece right/down on a +/- grid (H, W <= 2000), scoring +-1 per cell entered; who wins?
// Snippets: expectiminimax (MAX/MIN positions on the DAG of cells, the score of a move as its gain).
// Value of a cell = Takahashi's minus Aoki's score from there on. Cell (i, j) is position
// i * w + j, a MAX position when i + j is even (Takahashi moves), else MIN, with edges to
// (i + 1, j) and (i, j + 1) whose gain is what the move scores: +-1 for Takahashi counted +,
// for Aoki counted -; the last cell is a leaf worth 0. No chance: all values are small
// integers, exact in f64. No graph is stored (the closure computes the edges of a cell):
// 13 bytes per cell, so 4*10^6 cells fit in ~60 MB. verify/cross/expectiminimax.rs checks
// this game against game_tree on the explicit tree of all paths and against a rolling DP
// (mover's advantage dp = max(gain - dp[next]) over one row: write that when memory is tight).
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// The game on the H x W grid, position i * w + j for cell (i, j); `gain(i, j)` = +-1.
pub fn game(
    h: usize,
    w: usize,
    gain: impl Fn(usize, usize) -> f64,
) -> impl FnMut(usize, &mut Vec<(usize, f64, f64)>) -> EmmNode {
    move |v, out| {
        let (i, j) = (v / w, v % w);
        let takahashi = (i + j) % 2 == 0;
        let sign = if takahashi { 1.0 } else { -1.0 };
        if i + 1 < h {
            out.push((v + w, 1.0, sign * gain(i + 1, j)));
        }
        if j + 1 < w {
            out.push((v + 1, 1.0, sign * gain(i, j + 1)));
        }
        match (out.is_empty(), takahashi) {
            (true, _) => EmmNode::Leaf(0.0),
            (false, true) => EmmNode::Max,
            (false, false) => EmmNode::Min,
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let w: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let gain = |i: usize, j: usize| if rows[i][j] == b'+' { 1.0 } else { -1.0 };
    let value = expectiminimax(h * w, [0], game(h, w, gain)).value[0];
    let answer = match value {
        d if d > 0.0 => "Takahashi",
        d if d < 0.0 => "Aoki",
        _ => "Draw",
    };
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{}", answer).unwrap();
}
