// Problem: BZOJ 3106 / Luogu P4576 "[CQOI2013] 棋盘游戏 (Board Game)", https://www.luogu.com.cn/problem/P4576
// Statement: white steps 1, black steps 1 or 2 in a line on an n x n board, white first; moving onto the other piece wins; who wins, in how many moves (fastest win, slowest loss)?
// Snippets: retrograde (retrograde_implicit over (white cell, black cell, whose turn); a captured position has no moves = Loss at dist 0; dist = the total moves)
use snippets::retrograde::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let (n, r1, c1, r2, c2) = (v[0], v[1] - 1, v[2] - 1, v[3] - 1, v[4] - 1);
    let cells = n * n;
    // position p = (w * cells + b) * 2 + t: white on w, black on b, t = 0 white to move
    let total = cells * cells * 2;
    // the cells a piece on c reaches: steps of length 1 (white) or 1 and 2 (black)
    let targets = move |c: usize, long: bool| {
        let (r, q) = ((c / n) as i64, (c % n) as i64);
        let mut res = Vec::with_capacity(8);
        let max = if long { 2 } else { 1 };
        for (dr, dc) in [(1i64, 0i64), (-1, 0), (0, 1), (0, -1)] {
            for k in 1..=max {
                let (rr, qq) = (r + dr * k, q + dc * k);
                if rr >= 0 && qq >= 0 && rr < n as i64 && qq < n as i64 {
                    res.push(rr as usize * n + qq as usize);
                }
            }
        }
        res
    };
    // a move is symmetric (c -> d iff d -> c), so the same lists give the predecessors
    let white: Vec<Vec<usize>> = (0..cells).map(|c| targets(c, false)).collect();
    let black: Vec<Vec<usize>> = (0..cells).map(|c| targets(c, true)).collect();
    let (white, black) = (&white, &black);
    let degree = move |p: usize| {
        let (wb, t) = (p / 2, p % 2);
        let (w, b) = (wb / cells, wb % cells);
        if w == b {
            0 // the mover's piece was just captured: no moves, a Loss
        } else if t == 0 {
            white[w].len()
        } else {
            black[b].len()
        }
    };
    let pred = move |p: usize| {
        let (wb, t) = (p / 2, p % 2);
        let (w, b) = (wb / cells, wb % cells);
        let mut res = Vec::new();
        if t == 1 {
            // white moved w2 -> w from a live position (w2 != b)
            for &w2 in &white[w] {
                if w2 != b {
                    res.push((w2 * cells + b) * 2);
                }
            }
        } else {
            for &b2 in &black[b] {
                if b2 != w {
                    res.push((w * cells + b2) * 2 + 1);
                }
            }
        }
        res
    };
    let r = retrograde_implicit(total, &[], degree, pred);
    let s = ((r1 * n + c1) * cells + r2 * n + c2) * 2;
    match r.label[s] {
        Label::Win => writeln!(out, "WHITE {}", r.dist[s]).unwrap(),
        Label::Loss => writeln!(out, "BLACK {}", r.dist[s]).unwrap(),
        _ => writeln!(out, "DRAW").unwrap(),
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
