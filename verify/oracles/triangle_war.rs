//! Oracle for POJ 1085 / UVa 751 "Triangle War" (problems/triangle_war): replays the given moves
//! (extra turn after completing a triangle), then plain minimax over the remaining lines,
//! memoized on (filled lines, A to move).

use std::collections::HashMap;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

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
// The nine unit triangles, as triples of dots.
const TRIS: [[u8; 3]; 9] = [
    [1, 2, 3],
    [2, 4, 5],
    [2, 3, 5],
    [3, 5, 6],
    [4, 7, 8],
    [4, 5, 8],
    [5, 8, 9],
    [5, 6, 9],
    [6, 9, 10],
];

fn line_id(a: u8, b: u8) -> usize {
    LINES
        .iter()
        .position(|&l| l == (a.min(b), a.max(b)))
        .expect("not a line")
}

// Triangles completed by adding line e to `filled` (e not yet in it).
fn completed(filled: u32, e: usize) -> i32 {
    let f = filled | 1 << e;
    TRIS.iter()
        .filter(|t| {
            let ids = [
                line_id(t[0], t[1]),
                line_id(t[0], t[2]),
                line_id(t[1], t[2]),
            ];
            ids.contains(&e) && ids.iter().all(|&i| f >> i & 1 == 1)
        })
        .count() as i32
}

// Best (A's triangles - B's triangles) still to come; a_moves: A is to move.
fn best(filled: u32, a_moves: bool, memo: &mut HashMap<(u32, bool), i32>) -> i32 {
    if let Some(&v) = memo.get(&(filled, a_moves)) {
        return v;
    }
    let mut res: Option<i32> = None;
    for e in 0..18 {
        if filled >> e & 1 == 1 {
            continue;
        }
        let c = completed(filled, e);
        let sign = if a_moves { 1 } else { -1 };
        let next = if c > 0 { a_moves } else { !a_moves };
        let v = sign * c + best(filled | 1 << e, next, memo);
        res = Some(match res {
            None => v,
            Some(r) if a_moves => r.max(v),
            Some(r) => r.min(v),
        });
    }
    let v = res.unwrap_or(0);
    memo.insert((filled, a_moves), v);
    v
}

pub fn brute(input: &str) -> String {
    let x: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = x[0] as usize;
    let mut p = 1;
    let mut out = String::new();
    for g in 1..=t {
        let m = x[p] as usize;
        p += 1;
        let (mut filled, mut a_moves, mut diff) = (0u32, true, 0i32);
        for _ in 0..m {
            let e = line_id(x[p] as u8, x[p + 1] as u8);
            p += 2;
            let c = completed(filled, e);
            filled |= 1 << e;
            diff += if a_moves { c } else { -c };
            if c == 0 {
                a_moves = !a_moves;
            }
        }
        let total = diff + best(filled, a_moves, &mut HashMap::new());
        out += &format!("Game {}: {} wins.\n", g, if total > 0 { "A" } else { "B" });
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + rng(&mut s) % 3;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        let mut order: Vec<usize> = (0..18).collect();
        for i in (1..18).rev() {
            order.swap(i, (rng(&mut s) % (i as u64 + 1)) as usize);
        }
        let m = 6 + (rng(&mut s) % 13) as usize; // 6..=18 moves made
        out += &format!("{}\n", m);
        for &e in &order[..m] {
            out += &format!("{} {}\n", LINES[e].0, LINES[e].1);
        }
    }
    out
}

pub fn worst_input() -> String {
    // 1000 games, each with the minimum 6 moves made (12 lines left).
    let mut s = 0x1234_5678_9abc_def1u64;
    let mut out = String::from("1000\n");
    for _ in 0..1000 {
        let mut order: Vec<usize> = (0..18).collect();
        for i in (1..18).rev() {
            order.swap(i, (rng(&mut s) % (i as u64 + 1)) as usize);
        }
        out += "6\n";
        for &e in &order[..6] {
            out += &format!("{} {}\n", LINES[e].0, LINES[e].1);
        }
    }
    out
}
