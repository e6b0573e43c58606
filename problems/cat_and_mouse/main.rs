// Problem: LeetCode 913 "Cat and Mouse" (https://leetcode.com/problems/cat-and-mouse/)
// Statement: Mouse from node 1 (moves first), Cat from node 2 (never onto the Hole 0) on an
//   undirected graph; Mouse on 0: Mouse wins, Cat on Mouse: Cat wins, a repeated position: draw.
//   Judge-style input: n, then n lines `k b_1 .. b_k`; output 1 (Mouse), 2 (Cat) or 0 (draw).
// Snippets: retrograde (positions (player to move, mouse, cat); the ends fixed as terminals;
//   a position the backward search never labels is a Draw)
use snippets::retrograde::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let g: Vec<Vec<usize>> = (0..n)
        .map(|_| {
            let k = it.next().unwrap();
            (0..k).map(|_| it.next().unwrap()).collect()
        })
        .collect();
    // position (t, m, c): t = 0 Mouse to move, 1 Cat to move
    let id = |t: usize, m: usize, c: usize| (t * n + m) * n + c;
    let mut edges = Vec::new();
    let mut terminal = Vec::new();
    for m in 0..n {
        for c in 1..n {
            for t in 0..2 {
                let v = id(t, m, c);
                if m == 0 {
                    // the Mouse is in the Hole: it has won
                    terminal.push((v, if t == 0 { Label::Win } else { Label::Loss }));
                } else if m == c {
                    // the Cat caught the Mouse
                    terminal.push((v, if t == 1 { Label::Win } else { Label::Loss }));
                } else if t == 0 {
                    edges.extend(g[m].iter().map(|&w| (v, id(1, w, c))));
                } else {
                    edges.extend(g[c].iter().filter(|&&w| w != 0).map(|&w| (v, id(0, m, w))));
                }
            }
        }
    }
    let r = retrograde(2 * n * n, &edges, &terminal);
    let start = id(0, 1, 2);
    let ans = if r.dist[start] == DRAW_DIST {
        0
    } else if r.label[start] == Label::Win {
        1
    } else {
        2
    };
    writeln!(out, "{}", ans).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
