// Problem: Codeforces 1503B "3-Coloring" (Round 712, Div. 1 B), https://codeforces.com/problemset/problem/1503/B
// Statement: each turn Alice names a color a, Bob puts a token of a color b != a on an empty
//   cell of an n x n grid; play Bob so that no two side-adjacent cells ever share a color.
// Snippets: none (a chessboard strategy by hand: color 1 on the even cells (i + j even), 2 on the
//   odd ones while both kinds are left; once one kind is full, 3 goes on the other kind, whose
//   neighbours all hold the full kind's single color).
use std::io::{self, BufRead, BufWriter, Write};

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let n: usize = match line.split_whitespace().next() {
        Some(t) => t.parse().unwrap(),
        None => return,
    };
    // empty cells of each parity: even (i + j even) and odd
    let mut even = Vec::new();
    let mut odd = Vec::new();
    for i in 1..=n {
        for j in 1..=n {
            if (i + j) % 2 == 0 {
                even.push((i, j));
            } else {
                odd.push((i, j));
            }
        }
    }
    for _ in 0..n * n {
        line.clear();
        if inp.read_line(&mut line).unwrap() == 0 {
            return;
        }
        let a: i64 = match line.trim().parse() {
            Ok(a) => a,
            Err(_) => return,
        };
        if !(1..=3).contains(&a) {
            return; // the judge ended the game
        }
        // even cells take 1 (or 3 once the odd ones are full), odd cells 2 (or 3)
        let (b, (i, j)) = if a != 1 && !even.is_empty() {
            (1, even.pop().unwrap())
        } else if a != 2 && !odd.is_empty() {
            (2, odd.pop().unwrap())
        } else if let Some(c) = even.pop() {
            (3, c) // a = 1, odd cells full: every neighbour holds 2
        } else {
            (3, odd.pop().unwrap()) // a = 2, even cells full: every neighbour holds 1
        };
        writeln!(out, "{} {} {}", b, i, j).unwrap();
        out.flush().unwrap();
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
