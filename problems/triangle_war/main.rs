// Problem: POJ 1085 / UVa 751 "Triangle War", http://poj.org/problem?id=1085
// Statement: 18 lines, 9 unit triangles on 10 dots; completing a triangle scores it and gives
//   another move. From a given partial game (m >= 6 moves), does A or B win under perfect play?
// Snippets: game_dp (dp_value over the set of filled lines: Again for a scoring line, Pass else;
//   one memo serves every game, the value of a set for its mover does not depend on the past).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, Read, Write};

const LINES: [(u8, u8); 18] = [
    (1, 2),
    (1, 3),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 9),
    (6, 10),
    (7, 8),
    (8, 9),
    (9, 10),
];
// the 9 unit triangles as line masks: (1,2,3) (2,4,5) (2,3,5) (3,5,6) (4,7,8) (4,5,8) (5,8,9) (5,6,9) (6,9,10)
const TRIS: [[usize; 3]; 9] = [
    [0, 1, 2],
    [3, 4, 7],
    [2, 4, 5],
    [5, 6, 8],
    [9, 10, 15],
    [7, 10, 11],
    [11, 12, 16],
    [8, 12, 13],
    [13, 14, 17],
];

fn scored(filled: usize, e: usize) -> i32 {
    let f = filled | 1 << e;
    TRIS.iter()
        .filter(|t| t.contains(&e) && t.iter().all(|&i| f >> i & 1 == 1))
        .count() as i32
}

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let steps = |f: usize| {
        (0..18)
            .filter(move |&e| f >> e & 1 == 0)
            .map(move |e| match scored(f, e) {
                0 => Pass(0, f | 1 << e),
                c => Again(c, f | 1 << e),
            })
    };
    let mut memo = vec![None; 1 << 18];
    let mut p = 1;
    for g in 1..=x[0] {
        let m = x[p];
        p += 1;
        let (mut filled, mut a_moves, mut diff) = (0usize, true, 0i32); // diff: A minus B
        for _ in 0..m {
            let e = LINES
                .iter()
                .position(|&l| (l.0 as usize, l.1 as usize) == (x[p], x[p + 1]))
                .unwrap();
            p += 2;
            let c = scored(filled, e);
            filled |= 1 << e;
            diff += if a_moves { c } else { -c };
            a_moves ^= c == 0;
        }
        let (v, _) = dp_value(&mut memo, filled, &|_| None, &steps); // for the side to move
        let total = diff + if a_moves { v } else { -v };
        writeln!(
            out,
            "Game {}: {} wins.",
            g,
            if total > 0 { "A" } else { "B" }
        )
        .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
