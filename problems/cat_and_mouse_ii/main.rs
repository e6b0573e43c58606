// Problem: LeetCode 1728 "Cat and Mouse II", https://leetcode.com/problems/cat-and-mouse-ii/
// Statement: Mouse and Cat jump up to their limits on a grid of <= 8 x 8, Mouse first; can the Mouse reach the food first within 1000 moves?
// Snippets: retrograde (positions (mouse cell, cat cell, whose turn); Draw = the Cat wins; dist <= 1000 plies = within the move limit)
use snippets::retrograde::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_whitespace();
    let rows: usize = it.next().unwrap().parse().unwrap();
    let cols: usize = it.next().unwrap().parse().unwrap();
    let cat_jump: usize = it.next().unwrap().parse().unwrap();
    let mouse_jump: usize = it.next().unwrap().parse().unwrap();
    let grid: Vec<&[u8]> = (0..rows).map(|_| it.next().unwrap().as_bytes()).collect();
    let cells = rows * cols;
    let find = |ch: u8| {
        (0..cells)
            .find(|&x| grid[x / cols][x % cols] == ch)
            .unwrap()
    };
    let (mouse, cat, food) = (find(b'M'), find(b'C'), find(b'F'));
    let floor = |x: usize| grid[x / cols][x % cols] != b'#';
    // the cells reachable from x by one jump of length 0..=limit (0 once)
    let jumps = |x: usize, limit: usize| {
        let mut v = vec![x];
        let (r, c) = ((x / cols) as i64, (x % cols) as i64);
        for (dr, dc) in [(0i64, 1i64), (0, -1), (1, 0), (-1, 0)] {
            for k in 1..=limit as i64 {
                let (nr, nc) = (r + dr * k, c + dc * k);
                if nr < 0 || nc < 0 || nr >= rows as i64 || nc >= cols as i64 {
                    break;
                }
                let y = (nr as usize) * cols + nc as usize;
                if !floor(y) {
                    break;
                }
                v.push(y);
            }
        }
        v
    };
    let mouse_moves: Vec<Vec<usize>> = (0..cells).map(|x| jumps(x, mouse_jump)).collect();
    let cat_moves: Vec<Vec<usize>> = (0..cells).map(|x| jumps(x, cat_jump)).collect();
    // position (m, c, t): t = 0 the Mouse to move, 1 the Cat
    let id = |m: usize, c: usize, t: usize| (m * cells + c) * 2 + t;
    let n = cells * cells * 2;
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut terminal: Vec<(usize, Label)> = Vec::new();
    for m in (0..cells).filter(|&x| floor(x)) {
        for c in (0..cells).filter(|&x| floor(x)) {
            for t in 0..2 {
                let p = id(m, c, t);
                // labels are the mover's: the Cat wins on a shared cell
                let end = if m == c {
                    Some(if t == 0 { Label::Loss } else { Label::Win })
                } else if m == food {
                    Some(if t == 0 { Label::Win } else { Label::Loss })
                } else if c == food {
                    Some(if t == 1 { Label::Win } else { Label::Loss })
                } else {
                    None
                };
                if let Some(l) = end {
                    terminal.push((p, l));
                } else if t == 0 {
                    edges.extend(mouse_moves[m].iter().map(|&y| (p, id(y, c, 1))));
                } else {
                    edges.extend(cat_moves[c].iter().map(|&y| (p, id(m, y, 0))));
                }
            }
        }
    }
    let r = retrograde(n, &edges, &terminal);
    let s = id(mouse, cat, 0);
    let wins = r.label[s] == Label::Win && (r.dist[s] as u64) <= 1000;
    writeln!(out, "{}", wins).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
