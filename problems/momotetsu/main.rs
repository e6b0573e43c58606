// Problem: AtCoder ABC201 D "Game in Momotetsu World" (https://atcoder.jp/contests/abc201/tasks/abc201_d)
// Statement: two players alternately move a piece right/down on a +/- grid (H, W <= 2000), scoring +-1 per cell entered; who wins?
// Snippets: expectiminimax (MAX/MIN positions on the DAG of cells, the score of a move as its gain).
// Value of a cell = Takahashi's minus Aoki's score from there on: a MAX position when i + j is
// even (Takahashi moves), else MIN, with moves to (i + 1, j) and (i, j + 1) whose gain is what
// the move scores (+-1 for Takahashi counted +, for Aoki counted -); the last cell is a leaf
// worth 0. Every move raises the position's id, as the snippet wants. Cell (i, j) is position
// i << s | j with 2^s >= W, so that reading (i, j) back is a shift and a mask, not a division
// (positions past the row's end are unused leaves); values are i32 (no chance): 4 bytes per
// position, 16 MB for 2000 x 2000. The score of a cell is arithmetic on its byte, not a branch:
// on a random grid a branch on it mispredicts half the time; and the closure is `move`, so
// that h, w, s and mask are copied in it, not read through references at every call.
// verify/cross/expectiminimax.rs checks this game against game_tree on the explicit tree of all
// paths and against a DP.
use snippets::expectiminimax::{expectiminimax, EmmNode};
use std::io::{self, BufWriter, Read, Write};

/// Takahashi's score minus Aoki's when both play well, on the rows of '+' and '-'.
pub fn advantage(rows: &[&[u8]]) -> i32 {
    let (h, w) = (rows.len(), rows[0].len());
    let s = w.next_power_of_two().trailing_zeros();
    let (n, mask) = (h << s, (1 << s) - 1);
    let score = |i: usize, j: usize| 44 - rows[i][j] as i32; // b'+' = 43, b'-' = 45: 1 or -1
    let e = expectiminimax(n, move |v, p| {
        let (i, j) = (v >> s, v & mask);
        if j >= w {
            return EmmNode::Leaf(0); // padding past the row's end
        }
        let sign = if (i + j) % 2 == 0 { 1 } else { -1 };
        if i + 1 < h {
            p.mv(v + (1 << s), sign * score(i + 1, j));
        }
        if j + 1 < w {
            p.mv(v + 1, sign * score(i, j + 1));
        }
        match (i + 1 == h && j + 1 == w, sign > 0) {
            (true, _) => EmmNode::Leaf(0),
            (false, true) => EmmNode::Max,
            (false, false) => EmmNode::Min,
        }
    });
    e.value[0]
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp.split_ascii_whitespace();
    let h: usize = it.next().unwrap().parse().unwrap();
    let _w: usize = it.next().unwrap().parse().unwrap();
    let rows: Vec<&[u8]> = (0..h).map(|_| it.next().unwrap().as_bytes()).collect();
    let answer = match advantage(&rows) {
        d if d > 0 => "Takahashi",
        d if d < 0 => "Aoki",
        _ => "Draw",
    };
    writeln!(out, "{}", answer).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
