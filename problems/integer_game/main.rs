// Problem: Codeforces 1375F "Integer Game", https://codeforces.com/problemset/problem/1375/F
// Statement: three piles; First names y, Second adds y to a pile (never the same pile twice in a row) and loses when two piles become equal; win as First or Second against the judge.
// Snippets: none (First always wins in 3 turns: a huge y makes the judge's pile the largest r; then y = 2r - p - q leaves an arithmetic progression whose largest pile the judge may not use; then y = the common difference).
use std::io::{self, BufRead, BufWriter, Write};

fn say(out: &mut impl Write, y: i64) {
    writeln!(out, "{}", y).unwrap();
    out.flush().unwrap();
}

fn read_pile(inp: &mut impl BufRead) -> Option<usize> {
    let mut line = String::new();
    if inp.read_line(&mut line).unwrap() == 0 {
        return None;
    }
    let k: i64 = line.trim().parse().unwrap();
    if k <= 0 {
        return None; // 0: the judge cannot move (we won); -1: we erred
    }
    Some(k as usize - 1)
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let mut p: Vec<i64> = line
        .split_whitespace()
        .take(3)
        .map(|x| x.parse().unwrap())
        .collect();
    writeln!(out, "First").unwrap();
    out.flush().unwrap();
    // turn 1: whichever pile gets y becomes the strict maximum
    let y = 100_000_000_000i64;
    say(out, y);
    let k = match read_pile(inp) {
        Some(k) => k,
        None => return,
    };
    p[k] += y;
    // turn 2: r = p[k] is the maximum and cannot be used; either other pile x becomes 2r - z,
    // so the piles are z < r < 2r - z, an arithmetic progression
    let (i, j) = ((k + 1) % 3, (k + 2) % 3);
    let y = 2 * p[k] - p[i] - p[j];
    say(out, y);
    let k2 = match read_pile(inp) {
        Some(k) => k,
        None => return,
    };
    p[k2] += y;
    // turn 3: the largest pile was just used; the common difference makes the other two collide
    let mut s = p.clone();
    s.sort_unstable();
    say(out, s[1] - s[0]);
    let _ = read_pile(inp); // 0: the judge gave up
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
