// Problem: Kattis "Peg Game for Two" (peggamefortwo), https://open.kattis.com/problems/peggamefortwo
// Statement: a 15-hole triangle of valued pegs, one hole; players alternately must jump (the
//   score is the product of the two pegs); print the first player's total minus the second's.
// Snippets: game_dp (dp_value with Pass steps, a HashMap memo keyed by the board of values).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::collections::HashMap;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut b = [0u8; 15];
    for (cell, t) in b.iter_mut().zip(input.split_ascii_whitespace()) {
        *cell = t.parse().unwrap();
    }
    // jumps (from, over, to) along rows and both diagonals, cell (r, c) at r(r+1)/2 + c
    let id = |r: i32, c: i32| (0..5).contains(&r) && (0..=r).contains(&c);
    let mut jumps = Vec::new();
    for r in 0..5i32 {
        for c in 0..=r {
            for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)] {
                if id(r + 2 * dr, c + 2 * dc) {
                    let at = |r: i32, c: i32| (r * (r + 1) / 2 + c) as usize;
                    jumps.push((at(r, c), at(r + dr, c + dc), at(r + 2 * dr, c + 2 * dc)));
                }
            }
        }
    }
    let jumps = &jumps;
    let steps = |b: [u8; 15]| {
        jumps
            .iter()
            .filter(move |&&(f, o, t)| b[f] > 0 && b[o] > 0 && b[t] == 0)
            .map(move |&(f, o, t)| {
                let mut next = b;
                next[t] = b[f];
                next[f] = 0;
                next[o] = 0;
                Pass(b[f] as i64 * b[o] as i64, next)
            })
    };
    let (v, _) = dp_value(&mut HashMap::new(), b, &|_| None, &steps);
    writeln!(out, "{}", v).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
