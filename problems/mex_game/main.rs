// Problem: Codeforces 1867C "Salyg1n and the MEX Game" (https://codeforces.com/problemset/problem/1867/C)
// Statement: interactive; Alice adds a number not in S, Bob removes one smaller than Alice's last;
//   Alice maximizes MEX(S) at the end, Bob (the judge) minimizes it.
// Snippets: grundy (mex of the start set); the strategy by hand: add m = mex(S) first, then put
//   back every y Bob removes (y < x is always legal to re-add), so S keeps {0..mex(S + m)} until
//   Bob removes 0, Alice adds 0 and Bob has no move; Bob can never do better than mex(S + m).
use snippets::grundy::mex;
use std::io::{self, BufRead, BufWriter, Write};

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut line = String::new();
    let mut toks: Vec<i64> = Vec::new();
    let mut pos = 0;
    // the next integer, reading one more line only when the current one is used up
    let mut next = |inp: &mut dyn BufRead| -> Option<i64> {
        while pos == toks.len() {
            line.clear();
            if inp.read_line(&mut line).unwrap() == 0 {
                return None;
            }
            toks = line
                .split_ascii_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            pos = 0;
        }
        pos += 1;
        Some(toks[pos - 1])
    };
    let t = match next(inp) {
        Some(t) => t,
        None => return,
    };
    for _ in 0..t {
        let n = next(inp).unwrap() as usize;
        let s: Vec<u32> = (0..n).map(|_| next(inp).unwrap() as u32).collect();
        let mut x = mex(&s) as i64;
        loop {
            writeln!(out, "{}", x).unwrap();
            out.flush().unwrap();
            match next(inp) {
                Some(y) if y >= 0 => x = y, // put back what Bob removed
                Some(-1) => break,          // the game is over
                _ => return,                // -2 (illegal move) or the judge closed the stream
            }
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
